export { FullscreenToggle, type FullscreenApi, type FullscreenToggleProps } from './FullscreenToggle';
export { Hamburger, type HamburgerProps } from './Hamburger';
export {
  LanguageSelect,
  SizeSelect,
  ThemeSelect,
  type LanguageSelectProps,
  type SizeSelectProps,
  type ThemePreference,
  type ThemeSelectProps,
} from './SettingMenus';
export { UserMenu, type UserMenuLabels, type UserMenuProps } from './UserMenu';
export { TimeZoneNote, type TimeZoneNoteProps } from './TimeZoneNote';

export {
  CommandPalette,
  type CommandPaletteProps,
  type PaletteRecord,
  type PaletteRecordGroup,
  type PaletteRecordSearch,
} from './CommandPalette';

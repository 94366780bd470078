import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ALargeSmall, Check, Languages, Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { useShellMessage } from '../messages/shell';
import { useControlSize, type ControlSize } from '../provider/UiProvider';
import type { UiLocale } from '../provider/messages';
import { navbarButtonClass, shellMenuContentClass, shellMenuItemClass } from '../ShellCommon';

interface SettingOption<Value extends string> {
  value: Value;
  label: string;
}

interface SettingMenuProps<Value extends string> {
  /** The setting's name: the trigger's accessible name and tooltip. */
  label: string;
  icon: LucideIcon;
  value: Value;
  options: readonly SettingOption<Value>[];
  onValueChange: (value: Value) => void;
  slot: string;
  className?: string;
}

/** A top-bar icon button opening a one-of-many choice. */
function SettingMenu<Value extends string>({
  label,
  icon: Glyph,
  value,
  options,
  onValueChange,
  slot,
  className,
}: SettingMenuProps<Value>) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-slot={slot}
        aria-label={label}
        title={label}
        className={cn(navbarButtonClass, className)}
      >
        <Glyph aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} aria-label={label} className={shellMenuContentClass}>
          <DropdownMenu.RadioGroup value={value} onValueChange={(next) => onValueChange(next as Value)}>
            {options.map((option) => (
              <DropdownMenu.RadioItem
                key={option.value}
                value={option.value}
                className={cn(shellMenuItemClass, 'pl-7 data-[state=checked]:text-primary-text')}
              >
                <DropdownMenu.ItemIndicator className="absolute left-2 inline-flex">
                  <Check aria-hidden className="size-3.5" />
                </DropdownMenu.ItemIndicator>
                {option.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export interface LanguageSelectProps {
  value: UiLocale;
  onValueChange: (locale: UiLocale) => void;
  className?: string;
}

/** Each language named in itself, so a reader of either finds theirs. */
const languageOptions: readonly SettingOption<UiLocale>[] = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'English' },
];

/** Chooses the interface language (zh / en). */
export function LanguageSelect({ value, onValueChange, className }: LanguageSelectProps) {
  const message = useShellMessage();
  return (
    <SettingMenu
      slot="language-select"
      label={message('shell.language.label')}
      icon={Languages}
      value={value}
      options={languageOptions}
      onValueChange={onValueChange}
      className={className}
    />
  );
}

export interface SizeSelectProps {
  /** Defaults to the UiProvider's size. */
  value?: ControlSize;
  onValueChange: (size: ControlSize) => void;
  className?: string;
}

/** Chooses the control size (default / small / mini). */
export function SizeSelect({ value, onValueChange, className }: SizeSelectProps) {
  const message = useShellMessage();
  const current = useControlSize(value);
  return (
    <SettingMenu
      slot="size-select"
      label={message('shell.size.label')}
      icon={ALargeSmall}
      value={current}
      options={[
        { value: 'default', label: message('shell.size.default') },
        { value: 'small', label: message('shell.size.small') },
        { value: 'mini', label: message('shell.size.mini') },
      ]}
      onValueChange={onValueChange}
      className={className}
    />
  );
}

export type ThemePreference = 'light' | 'dark' | 'system';

export interface ThemeSelectProps {
  value: ThemePreference;
  onValueChange: (theme: ThemePreference) => void;
  className?: string;
}

const themeIcons = { light: Sun, dark: Moon, system: Monitor } satisfies Record<ThemePreference, LucideIcon>;

/** Chooses the colour scheme (light / dark / follow the system); the trigger shows the current one. */
export function ThemeSelect({ value, onValueChange, className }: ThemeSelectProps) {
  const message = useShellMessage();
  return (
    <SettingMenu
      slot="theme-select"
      label={message('shell.theme.label')}
      icon={themeIcons[value]}
      value={value}
      options={[
        { value: 'light', label: message('shell.theme.light') },
        { value: 'dark', label: message('shell.theme.dark') },
        { value: 'system', label: message('shell.theme.system') },
      ]}
      onValueChange={onValueChange}
      className={className}
    />
  );
}

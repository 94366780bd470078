import Cookies from 'js-cookie';
import type { ControlSize } from '@vending/ui';
import { create } from 'zustand';
import {
  COLOR_SCHEME_STORAGE_KEY,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE_NAME,
  SIDEBAR_STATUS_COOKIE_NAME,
  SIZE_STORAGE_KEY,
  type Language,
} from '../config/constants';
import { isLanguage } from '../i18n/instance';

export type ColorSchemeSetting = 'light' | 'dark' | 'system';
const sizes: readonly ControlSize[] = ['default', 'small', 'mini'];
const schemes: readonly ColorSchemeSetting[] = ['light', 'dark', 'system'];

interface SettingsState {
  language: Language;
  sidebarOpen: boolean;
  size: ControlSize;
  colorScheme: ColorSchemeSetting;
  setLanguage(language: Language): void;
  setSidebarOpen(open: boolean): void;
  setSize(size: ControlSize): void;
  setColorScheme(scheme: ColorSchemeSetting): void;
}

function readStored<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  const value = window.localStorage.getItem(key);
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Interface settings: language and sidebar state in cookies (docs/SPECIFICATION.md §4); size and colour scheme in local storage. */
export const useSettingsStore = create<SettingsState>((set) => {
  const cookieLanguage = Cookies.get(LANGUAGE_COOKIE_NAME);
  return {
    language: isLanguage(cookieLanguage) ? cookieLanguage : DEFAULT_LANGUAGE,
    // The cookie stores "1" for open and "0" for collapsed; open by default.
    sidebarOpen: Cookies.get(SIDEBAR_STATUS_COOKIE_NAME) !== '0',
    size: readStored(SIZE_STORAGE_KEY, sizes, 'mini'),
    colorScheme: readStored(COLOR_SCHEME_STORAGE_KEY, schemes, 'light'),
    setLanguage(language) {
      Cookies.set(LANGUAGE_COOKIE_NAME, language, { sameSite: 'strict', path: '/' });
      set({ language });
    },
    setSidebarOpen(open) {
      Cookies.set(SIDEBAR_STATUS_COOKIE_NAME, open ? '1' : '0', { sameSite: 'strict', path: '/' });
      set({ sidebarOpen: open });
    },
    setSize(size) {
      window.localStorage.setItem(SIZE_STORAGE_KEY, size);
      set({ size });
    },
    setColorScheme(colorScheme) {
      window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, colorScheme);
      set({ colorScheme });
    },
  };
});

import { DEFAULT_LANGUAGE, type Language } from '../config/constants';
import { en } from './en';
import { createI18nWith } from './instance';
import { zh } from './zh';

export { isLanguage } from './instance';

/** One i18next instance with both languages' words (tests, stories); the console's own loads English on demand (main.tsx). */
export function createI18n(language: Language = DEFAULT_LANGUAGE) {
  return createI18nWith(language, { zh, en });
}

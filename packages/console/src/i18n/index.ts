import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../config/constants';
import { en } from './en';
import { trackI18n } from './pageWords';
import { zh } from './zh';

const resources = { zh: { translation: zh }, en: { translation: en } } as const;

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** One i18next instance for the console; the language comes from its cookie (docs/SPECIFICATION.md §4). */
export function createI18n(language: Language = DEFAULT_LANGUAGE) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  trackI18n(instance);
  return instance;
}

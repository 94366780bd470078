import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../config/constants';
import { trackI18n } from './pageWords';

/*
 * The i18next instance, apart from the language files: the console's first screen takes the
 * Chinese words (the default, and every language's fallback) and loads the English ones only
 * when English is chosen (docs/BENCHMARKS.md, the login page's weight). `createI18n` in
 * ./index gives tests and stories an instance with both at once.
 */

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** Languages whose base words each instance holds (page words arrive on their own, see pageWords). */
const baseWords = new WeakMap<I18n, Set<Language>>();

/** An instance in `language` holding the base words given (the default language's at least). */
export function createI18nWith(language: Language, words: Partial<Record<Language, object>>): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(words).map(([lng, translation]) => [lng, { translation }])),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  baseWords.set(instance, new Set(Object.keys(words) as Language[]));
  trackI18n(instance);
  return instance;
}

/** Loads the base words of `language` into the instance if it does not hold them yet. */
export async function ensureLanguage(instance: I18n, language: Language): Promise<void> {
  const held = baseWords.get(instance);
  if (!held || held.has(language)) return;
  // Only English is ever missing: Chinese is every instance's fallback.
  const { en } = await import('./en');
  instance.addResourceBundle('en', 'translation', en, true, false);
  held.add('en');
}

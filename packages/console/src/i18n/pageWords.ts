import type { i18n as I18n } from 'i18next';
import { LANGUAGES, type Language } from '../config/constants';

/** A page's words in each language, as they sit in the language files (namespaces at the top). */
export type PageWords = Readonly<Record<Language, object>>;

const registered = new Set<PageWords>();
const instances = new Set<I18n>();

function add(instance: I18n, words: PageWords) {
  for (const language of LANGUAGES) instance.addResourceBundle(language, 'translation', words[language], true, true);
}

/**
 * A page's words, added when its module loads (in its own chunk), so the login page does not
 * carry the words of thirty pages. Every console instance, existing or later, gets them.
 */
export function registerPageWords(words: PageWords) {
  if (registered.has(words)) return;
  registered.add(words);
  for (const instance of instances) add(instance, words);
}

/** A new instance takes the words of every page loaded so far, and of those loaded later. */
export function trackI18n(instance: I18n) {
  instances.add(instance);
  for (const words of registered) add(instance, words);
}

import Cookies from 'js-cookie';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE_NAME,
  LANGUAGES,
  TOKEN_COOKIE_NAME,
  type Language,
} from '../config/constants';

/*
 * What the cookies say, read on their own: the field view's page (field.html) reads them as it
 * starts, before the code of the view (and of the console's stores) has arrived.
 */

/** The token in the spec's cookie; an empty one (`Admin-Token-platform=`) is no token (spec §4: no token → login). */
export function tokenFromCookie(): string | null {
  const token = Cookies.get(TOKEN_COOKIE_NAME)?.trim();
  return token ? token : null;
}

/** The interface language the `language` cookie holds (docs/SPECIFICATION.md §4), Chinese by default. */
export function languageFromCookie(): Language {
  const value = Cookies.get(LANGUAGE_COOKIE_NAME);
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;
}

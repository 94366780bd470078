import { LOGIN_PATH } from '../config/constants';

/**
 * The `redirect` query kept on the way to login (docs/SPECIFICATION.md §4, beyond: only same-origin paths).
 * Returns a safe in-app path with its query string, or null for anything else: another
 * origin, a protocol-relative `//host`, a `javascript:` URL, backslash tricks, control
 * characters, or the login page itself.
 */
export function sanitizeRedirect(candidate: string | null | undefined): string | null {
  if (!candidate) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  // Browsers treat "\" like "/" in URLs, and strip tabs/newlines: "/\evil.com" or "/\t/evil.com" would leave the origin.
  if ([...candidate].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(candidate, 'https://console.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://console.invalid') return null;
  if (url.pathname === LOGIN_PATH) return null;
  return `${url.pathname}${url.search}`;
}

/** The login path that brings the user back to `path` after logging in. */
export function loginPathFor(path: string): string {
  const redirect = sanitizeRedirect(path);
  return redirect && redirect !== '/' ? `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}` : LOGIN_PATH;
}

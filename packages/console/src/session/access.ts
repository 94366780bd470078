import { LOGIN_PATH, NOT_FOUND_PATH, UNAUTHORIZED_PATH, WELCOME_PATH } from '../config/constants';
import { layoutPaths } from './permissions';
import { loginPathFor, sanitizeRedirect } from './redirect';

/** Pages anyone may open without a session. */
const PUBLIC_PATHS: ReadonlySet<string> = new Set([LOGIN_PATH, NOT_FOUND_PATH, UNAUTHORIZED_PATH]);

export type Access =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** A token but no user info yet: load the session, then decide again. */
  | { kind: 'load-session' };

export interface AccessQuestion {
  pathname: string;
  search: string;
  hasToken: boolean;
  /** Paths the loaded session may open; null while no user info is loaded. */
  permittedPaths: ReadonlySet<string> | null;
}

/** The route guard's rules (docs/SPECIFICATION.md §4, §6) as one pure decision. */
export function decideAccess({ pathname, search, hasToken, permittedPaths }: AccessQuestion): Access {
  if (!hasToken) {
    return PUBLIC_PATHS.has(pathname)
      ? { kind: 'allow' }
      : { kind: 'redirect', to: loginPathFor(`${pathname}${search}`) };
  }
  // Logged in on the login page: where the user was going (kept as `redirect`), else welcome.
  if (pathname === LOGIN_PATH) {
    return { kind: 'redirect', to: sanitizeRedirect(new URLSearchParams(search).get('redirect')) ?? WELCOME_PATH };
  }
  if (PUBLIC_PATHS.has(pathname)) return { kind: 'allow' };
  if (permittedPaths === null) return { kind: 'load-session' };
  // A page that exists but is not permitted is a 401, not a 404 (unknown paths go to 404 elsewhere).
  if (layoutPaths.has(pathname) && !permittedPaths.has(pathname)) return { kind: 'redirect', to: UNAUTHORIZED_PATH };
  return { kind: 'allow' };
}

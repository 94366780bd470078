import { LOGIN_PATH, NOT_FOUND_PATH, ROOT_PATH, UNAUTHORIZED_PATH, WELCOME_PATH } from '../config/constants';
import { layoutPaths } from './permissions';
import { loginPathFor, sanitizeRedirect } from './redirect';

/** The public routes of docs/SPECIFICATION.md §2: anyone may open them without a session. */
const PUBLIC_PATHS: ReadonlySet<string> = new Set([LOGIN_PATH, WELCOME_PATH, NOT_FOUND_PATH, UNAUTHORIZED_PATH]);

/** How a path is compared: the router ignores case and a trailing slash. */
const comparable = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase() || ROOT_PATH;

/** Every path the console knows, by its comparable form. */
const KNOWN_PATHS: ReadonlyMap<string, string> = new Map(
  [ROOT_PATH, ...PUBLIC_PATHS, ...layoutPaths].map((path) => [comparable(path), path]),
);

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

/**
 * The route guard's rules (docs/SPECIFICATION.md §2, §4, §6) as one pure decision. Any unknown
 * path goes to /404, token or not; a known path written otherwise (`/Member/List/`, which the
 * router would render) goes to the path itself first, so the permission checks below see it.
 */
export function decideAccess({ pathname, search, hasToken, permittedPaths }: AccessQuestion): Access {
  const known = KNOWN_PATHS.get(comparable(pathname));
  if (known === undefined) return { kind: 'redirect', to: NOT_FOUND_PATH };
  if (known !== pathname) return { kind: 'redirect', to: `${known}${search}` };
  if (!hasToken) {
    return PUBLIC_PATHS.has(pathname)
      ? { kind: 'allow' }
      : { kind: 'redirect', to: loginPathFor(`${pathname}${search}`) };
  }
  // Logged in on the login page: where the user was going (kept as `redirect`), else welcome.
  if (pathname === LOGIN_PATH) {
    return { kind: 'redirect', to: sanitizeRedirect(new URLSearchParams(search).get('redirect')) ?? WELCOME_PATH };
  }
  // With a token, every other page waits for the user info (welcome greets by name; 401 and
  // 404 lead back to the first page this administrator may open).
  if (permittedPaths === null) return { kind: 'load-session' };
  // A page that exists but is not permitted is a 401, not a 404.
  if (layoutPaths.has(pathname) && !permittedPaths.has(pathname)) return { kind: 'redirect', to: UNAUTHORIZED_PATH };
  return { kind: 'allow' };
}

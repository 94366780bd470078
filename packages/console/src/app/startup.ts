import { FIELD_PATH, LOGIN_PATH, NOT_FOUND_PATH, UNAUTHORIZED_PATH, WELCOME_PATH } from '../config/constants';
import { decideAccess } from '../session/access';
import { layoutPaths } from '../session/permissions';

/**
 * What the first screen will need, known from the address and the token cookie alone, so the
 * start-up fetches it beside config.json instead of after it (docs/BENCHMARKS.md, issue 13):
 * the route's own chunk; with a token, the HTTP transport the session call needs, and for a
 * page of the layout the layout's and the page's chunks, fetched while the session loads.
 * Fetching is all it does: nothing is drawn before the route guard allows it.
 */
export interface StartupPlan {
  /** The chunk of a route outside the layout (`field`: the field view's own page, field.html). */
  route: 'login' | 'welcome' | 'not-found' | 'unauthorized' | 'field' | null;
  /** A page of the layout (its chunk and the layout's). */
  layoutPage: string | null;
  /** The session call's transport (a token is there: the guard loads the session). */
  transport: boolean;
}

/** The path and query HashRouter reads from the address's hash. */
export function hashLocation(hash: string): { pathname: string; search: string } {
  const target = hash.replace(/^#/, '') || '/';
  const queryAt = target.search(/[?#]/);
  const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
  const search = queryAt === -1 || target[queryAt] === '#' ? '' : target.slice(queryAt).replace(/#.*$/, '');
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, search };
}

const outsideLayout: Readonly<Record<string, StartupPlan['route']>> = {
  [LOGIN_PATH]: 'login',
  [WELCOME_PATH]: 'welcome',
  [NOT_FOUND_PATH]: 'not-found',
  [UNAUTHORIZED_PATH]: 'unauthorized',
};

/** The plan for an address, following the guard's redirects as it will (the session not loaded yet). */
export function startupPlan(hash: string, hasToken: boolean): StartupPlan {
  let { pathname, search } = hashLocation(hash);
  // The restocker's phone, outside the guard: a page of its own (field.html), which the start-up
  // goes to at once, fetching nothing (not the transport, nor the 404 page the guard would say).
  if (pathname.replace(/\/+$/, '').toLowerCase() === FIELD_PATH) {
    return { route: 'field', layoutPage: null, transport: false };
  }
  // The guard's redirects before a session is loaded: a few at most (a case fix, then login).
  for (let step = 0; step < 4; step += 1) {
    const access = decideAccess({ pathname, search, hasToken, permittedPaths: null });
    if (access.kind !== 'redirect') break;
    ({ pathname, search } = hashLocation(access.to));
  }
  return {
    route: outsideLayout[pathname] ?? null,
    layoutPage: hasToken && layoutPaths.has(pathname) ? pathname : null,
    transport: hasToken,
  };
}

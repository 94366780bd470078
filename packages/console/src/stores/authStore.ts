import Cookies from 'js-cookie';
import { setDisplayTimeZone } from '@vending/ui';
import type { MenuGroup, SessionManagerInfo } from '@vending/contract';
import { create } from 'zustand';
import { TOKEN_COOKIE_NAME } from '../config/constants';
import { permittedPaths, type Permissions, permittedMenu, viewOnlyPaths } from '../session/permissions';
import { tokenFromCookie } from '../session/cookies';

export interface LoadedSession {
  user: SessionManagerInfo;
  permissions: Permissions;
  /** The route tree this administrator may see (sidebar, command palette, tabs). */
  menu: MenuGroup[];
  paths: ReadonlySet<string>;
  /** The paths of the pages held at 查看 (view): no write control is shown there. */
  viewOnlyPaths: ReadonlySet<string>;
}

interface AuthState {
  token: string | null;
  session: LoadedSession | null;
  setToken(token: string): void;
  setSession(user: SessionManagerInfo, permissions: Permissions): void;
  /** Forgets the session locally: token cookie and loaded user info. */
  clear(): void;
}

function tokenCookieOptions(): Cookies.CookieAttributes {
  return { sameSite: 'strict', secure: window.location.protocol === 'https:', path: '/' };
}

/** The session: the token (in the spec's cookie) and, once loaded, who is logged in and what they may see. */
export const useAuthStore = create<AuthState>((set) => ({
  token: tokenFromCookie(),
  session: null,
  setToken(token) {
    Cookies.set(TOKEN_COOKIE_NAME, token, tokenCookieOptions());
    set({ token, session: null });
  },
  setSession(user, permissions) {
    // Every time and day is shown in the business's zone from now on (docs/SPECIFICATION.md).
    setDisplayTimeZone(user.timeZone);
    const menu = permittedMenu(permissions);
    set({
      session: { user, permissions, menu, paths: permittedPaths(menu), viewOnlyPaths: viewOnlyPaths(permissions) },
    });
  },
  clear() {
    Cookies.remove(TOKEN_COOKIE_NAME, { path: '/' });
    setDisplayTimeZone(undefined);
    set({ token: null, session: null });
  },
}));

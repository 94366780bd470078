import { ResultCode } from '@vending/contract/codes';
import { isCallAbandoned, type ApiClient } from '../api/client';
import { SUPER_ADMINISTRATOR_TYPE } from '@vending/contract/roles';
import { AUTO_LOGOUT_DELAY_MS } from '../config/constants';
import { permittedInterfaceNames, viewOnlyInterfaceNames, type Permissions } from './permissions';
import type { ManagerInfo } from '@vending/contract';

export interface SessionLoaderDeps {
  api: Pick<ApiClient, 'call'>;
  setSession(user: ManagerInfo, permissions: Permissions): void;
  /** Forgets the session locally (the guard then sends the user to login). */
  logOut(): void;
  /**
   * The error notification titled 警告 with the server's message (docs/SPECIFICATION.md §4, §8);
   * may resolve once it is shown (its library loads on first use).
   */
  notifyError(title: string, description: string): unknown;
  warningTitle: string;
  /** Said instead of an empty server message. */
  emptyMessage: string;
  wait(ms: number): Promise<void>;
  /**
   * Resolves once the code of the page the session opens on is here (or could not be fetched).
   * The session is applied after it, so that the page is drawn at once with the menu instead of
   * suspending: React then shows the page's fallback and holds the page back for 300 ms after
   * its code arrives (docs/BENCHMARKS.md, issue 13).
   */
  pageReady?(): Promise<unknown>;
}

/**
 * What the guard does with a token but no user info (docs/SPECIFICATION.md §4): fetch the user; a super
 * administrator gets the full menu, anyone else the permitted menu. User info answered with any
 * code other than 1 (21 and 500 included; the client shows nothing for it) shows one error
 * notification 警告 with the server's message and logs out after 2 s; any other failure logs
 * out at once. Resolves `'abandoned'` when an expired login is already reloading the page.
 */
export async function loadSession(deps: SessionLoaderDeps): Promise<'loaded' | 'logged-out' | 'abandoned'> {
  try {
    const info = await deps.api.call('getManagerInfo', undefined, { answerAnyCode: true });
    if (info.code !== ResultCode.SUCCESS) {
      // The 2 s count from when the notification is on screen, however long its library took.
      await deps.notifyError(deps.warningTitle, info.msg || deps.emptyMessage);
      await deps.wait(AUTO_LOGOUT_DELAY_MS);
      deps.logOut();
      return 'logged-out';
    }
    const user = info.data;
    let permissions: Permissions = { kind: 'all' };
    if (user.managerType !== SUPER_ADMINISTRATOR_TYPE) {
      const menu = await deps.api.call('getMenuList', { managerId: user.managerId });
      if (menu.code !== ResultCode.SUCCESS) throw new Error(menu.msg);
      permissions = {
        kind: 'some',
        interfaceNames: permittedInterfaceNames(menu.data),
        viewOnly: viewOnlyInterfaceNames(menu.data),
      };
    }
    await deps.pageReady?.();
    deps.setSession(user, permissions);
    return 'loaded';
  } catch (error) {
    if (isCallAbandoned(error)) return 'abandoned';
    deps.logOut();
    return 'logged-out';
  }
}

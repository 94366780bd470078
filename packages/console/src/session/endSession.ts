import type { ApiClient } from '../api/client';
import { useAuthStore } from '../stores/authStore';
import { useTabsStore } from '../stores/tabsStore';

/**
 * Ends the session in this browser, whatever ended it (logout, an expired login, a password
 * change, a user-info failure): the calls in flight stop silently, the token and user info
 * are forgotten, and so are the visited tabs and their remembered queries, which belong to
 * the administrator who opened them.
 */
export function endSession(api: Pick<ApiClient, 'abortAll'> | null): void {
  api?.abortAll();
  useAuthStore.getState().clear();
  useTabsStore.getState().reset();
}

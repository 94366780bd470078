import { emptyTabsState, reduceTabs, type TabAction, type TabsState } from '@vending/ui';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ROOT_PATH, VISITED_TABS_STORAGE_KEY } from '../config/constants';

interface TabsStoreState extends TabsState {
  /** The last query string of each open page, so a reopened tab restores its filters and page. */
  queries: Record<string, string>;
  /** Applies a tab operation and returns where to navigate and what to reload. */
  dispatch(action: TabAction, activePath: string): { navigateTo: string | null; refreshPath: string | null };
  rememberQuery(path: string, search: string): void;
  /** Drops tabs the session may not open (after a restore from storage, spec §4 beyond). */
  keepOnly(paths: ReadonlySet<string>): void;
  reset(): void;
}

/** Visited tabs, persisted in local storage (spec §4); the operations are the ui's reducer. */
export const useTabsStore = create<TabsStoreState>()(
  persist(
    (set, get) => ({
      ...emptyTabsState,
      queries: {},
      dispatch(action, activePath) {
        const { tabs, closed } = get();
        const transition = reduceTabs({ tabs, closed }, action, { activePath, rootPath: ROOT_PATH });
        set({ tabs: transition.state.tabs, closed: transition.state.closed });
        const target = transition.navigateTo;
        const query = target ? (get().queries[target] ?? '') : '';
        return { navigateTo: target ? `${target}${query}` : null, refreshPath: transition.refreshPath };
      },
      rememberQuery(path, search) {
        if (get().queries[path] !== search) set({ queries: { ...get().queries, [path]: search } });
      },
      keepOnly(paths) {
        const { tabs, closed } = get();
        set({ tabs: tabs.filter((tab) => paths.has(tab.path)), closed: closed.filter((tab) => paths.has(tab.path)) });
      },
      reset() {
        set({ ...emptyTabsState, queries: {} });
      },
    }),
    {
      name: VISITED_TABS_STORAGE_KEY,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ tabs, closed, queries }) => ({ tabs, closed, queries }),
    },
  ),
);

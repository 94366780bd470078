import { reduceTabs, type TabItem } from '@vending/ui';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ROOT_PATH, VISITED_TABS_STORAGE_KEY } from '../config/constants';

/**
 * A tab's `path` is its key: a page's path, or a detail page's path with the record's id
 * (`/equipmentOrders/detail?id=514`, app/consoleMenu.ts `tabKeyOf`); this is the page's path.
 */
export const pathOfTab = (key: string): string => key.split('?')[0] ?? key;

interface TabsStoreState {
  tabs: readonly TabItem[];
  /** The last query string of each open tab, so a reopened tab restores its filters and page. */
  queries: Readonly<Record<string, string>>;
  /** Adds the page to the strip (docs/SPECIFICATION.md §2: on each navigation to a named page). */
  open(tab: TabItem): void;
  /** The strip's tabs after an operation of the ui's TabStrip. */
  setTabs(tabs: readonly TabItem[]): void;
  rememberQuery(path: string, search: string): void;
  /** Where a tab goes: its page's path with the query it last had (a detail tab's own id at least). */
  locationOf(path: string): string;
  /** Drops tabs of pages the session may not open (after a restore from storage). */
  keepOnly(paths: ReadonlySet<string>): void;
  reset(): void;
}

/** Visited tabs, persisted in local storage (docs/SPECIFICATION.md §4); the operations are the ui's reducer. */
export const useTabsStore = create<TabsStoreState>()(
  persist(
    (set, get) => ({
      tabs: [],
      queries: {},
      open(tab) {
        const { tabs } = get();
        const next = reduceTabs(
          { tabs, closed: [] },
          { type: 'open', tab },
          { activePath: tab.path, rootPath: ROOT_PATH },
        );
        if (next.state.tabs !== tabs) set({ tabs: next.state.tabs });
      },
      setTabs(tabs) {
        const open = new Set(tabs.map((tab) => tab.path));
        const queries = Object.fromEntries(Object.entries(get().queries).filter(([path]) => open.has(path)));
        set({ tabs, queries });
      },
      rememberQuery(path, search) {
        if ((get().queries[path] ?? '') !== search) set({ queries: { ...get().queries, [path]: search } });
      },
      locationOf(key) {
        const own = key.includes('?') ? key.slice(key.indexOf('?')) : '';
        return `${pathOfTab(key)}${get().queries[key] ?? own}`;
      },
      keepOnly(paths) {
        get().setTabs(get().tabs.filter((tab) => paths.has(pathOfTab(tab.path))));
      },
      reset() {
        set({ tabs: [], queries: {} });
      },
    }),
    {
      name: VISITED_TABS_STORAGE_KEY,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ tabs, queries }) => ({ tabs, queries }),
    },
  ),
);

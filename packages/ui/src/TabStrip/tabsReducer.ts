/** One open page in the tab strip. */
export interface TabItem {
  /** The page's path; unique within the strip. */
  path: string;
  /** The translated title shown on the tab. */
  title: string;
  /** A pinned tab sits first, has no close control and survives "close others" and "close all". */
  pinned?: boolean;
}

export interface TabsState {
  tabs: readonly TabItem[];
  /** Closed tabs, most recent last, for "reopen closed". */
  closed: readonly TabItem[];
}

export type TabAction =
  | { type: 'open'; tab: TabItem }
  | { type: 'close'; path: string }
  | { type: 'closeOthers'; path: string }
  | { type: 'closeAll' }
  | { type: 'closeLeft'; path: string }
  | { type: 'closeRight'; path: string }
  | { type: 'refresh'; path: string }
  | { type: 'pin'; path: string }
  | { type: 'unpin'; path: string }
  | { type: 'reopenClosed' };

export interface TabsContext {
  /** The page currently shown. */
  activePath: string;
  /** Where to go when no tab is left to show (docs/SPECIFICATION.md §2: the root path). */
  rootPath: string;
}

export interface TabsTransition {
  state: TabsState;
  /** The path to navigate to, or null to stay. */
  navigateTo: string | null;
  /** The path whose page should be reloaded, or null. */
  refreshPath: string | null;
}

/** How many closed tabs "reopen closed" remembers. */
export const RECENTLY_CLOSED_LIMIT = 10;

export const emptyTabsState: TabsState = { tabs: [], closed: [] };

function stay(state: TabsState): TabsTransition {
  return { state, navigateTo: null, refreshPath: null };
}

/** Pinned tabs first, each group in its existing order. */
function pinnedFirst(tabs: readonly TabItem[]): TabItem[] {
  return [...tabs.filter((tab) => tab.pinned), ...tabs.filter((tab) => !tab.pinned)];
}

/** Removes the tabs that `shouldClose` picks (never a pinned one) and works out where to go. */
function closeWhere(
  state: TabsState,
  context: TabsContext,
  shouldClose: (tab: TabItem, index: number) => boolean,
  whenActiveCloses: (remaining: readonly TabItem[]) => string,
): TabsTransition {
  const closing = state.tabs.filter((tab, index) => !tab.pinned && shouldClose(tab, index));
  if (closing.length === 0) return stay(state);
  const remaining = state.tabs.filter((tab) => !closing.includes(tab));
  const activeClosed = closing.some((tab) => tab.path === context.activePath);
  return {
    state: { tabs: remaining, closed: [...state.closed, ...closing].slice(-RECENTLY_CLOSED_LIMIT) },
    navigateTo: activeClosed ? whenActiveCloses(remaining) : null,
    refreshPath: null,
  };
}

const lastOrRoot = (context: TabsContext) => (remaining: readonly TabItem[]) =>
  remaining.at(-1)?.path ?? context.rootPath;

/**
 * The tab strip's operations as a pure function: the next tabs, where to navigate and what to
 * reload. An action that changes nothing returns the same state object and no navigation.
 */
export function reduceTabs(state: TabsState, action: TabAction, context: TabsContext): TabsTransition {
  const index = 'path' in action ? state.tabs.findIndex((tab) => tab.path === action.path) : -1;
  const target = state.tabs[index];
  switch (action.type) {
    case 'open': {
      const existing = state.tabs.find((tab) => tab.path === action.tab.path);
      if (!existing) return stay({ ...state, tabs: pinnedFirst([...state.tabs, action.tab]) });
      if (existing.title === action.tab.title) return stay(state);
      const tabs = state.tabs.map((tab) => (tab === existing ? { ...tab, title: action.tab.title } : tab));
      return stay({ ...state, tabs });
    }
    case 'close':
      if (!target) return stay(state);
      return closeWhere(state, context, (tab) => tab === target, lastOrRoot(context));
    case 'closeOthers': {
      if (!target) return stay(state);
      const transition = closeWhere(
        state,
        context,
        (tab) => tab !== target,
        () => target.path,
      );
      // docs/SPECIFICATION.md §2: close others navigates to the kept tab, even when only pinned tabs were around it.
      const navigateTo = target.path === context.activePath ? null : target.path;
      return { ...transition, navigateTo };
    }
    case 'closeAll':
      return closeWhere(
        state,
        context,
        () => true,
        () => context.rootPath,
      );
    case 'closeLeft':
      if (!target) return stay(state);
      return closeWhere(
        state,
        context,
        (_tab, i) => i < index,
        () => target.path,
      );
    case 'closeRight':
      if (!target) return stay(state);
      return closeWhere(
        state,
        context,
        (_tab, i) => i > index,
        () => target.path,
      );
    case 'refresh':
      if (!target) return stay(state);
      return {
        state,
        navigateTo: target.path === context.activePath ? null : target.path,
        refreshPath: target.path,
      };
    case 'pin':
    case 'unpin': {
      const pinned = action.type === 'pin';
      if (!target || Boolean(target.pinned) === pinned) return stay(state);
      const others = state.tabs.filter((tab) => tab !== target);
      const pinnedTabs = others.filter((tab) => tab.pinned);
      const unpinnedTabs = others.filter((tab) => !tab.pinned);
      const moved = { ...target, pinned };
      // A newly pinned tab joins the end of the pinned group; an unpinned one heads the rest.
      return stay({ ...state, tabs: [...pinnedTabs, moved, ...unpinnedTabs] });
    }
    case 'reopenClosed': {
      const last = state.closed.at(-1);
      if (!last) return stay(state);
      const closed = state.closed.slice(0, -1);
      const alreadyOpen = state.tabs.some((tab) => tab.path === last.path);
      const tabs = alreadyOpen ? state.tabs : [...state.tabs, last];
      return {
        state: { tabs, closed },
        navigateTo: last.path === context.activePath ? null : last.path,
        refreshPath: null,
      };
    }
  }
}

/** Whether an action would do anything: the context menu disables the ones that would not. */
export function isTabActionEffective(state: TabsState, action: TabAction, context: TabsContext): boolean {
  const transition = reduceTabs(state, action, context);
  return transition.state !== state || transition.navigateTo !== null || transition.refreshPath !== null;
}

/**
 * The scroll position that shows a tab with `padding` pixels of room on either side
 * (docs/SPECIFICATION.md §9: 15 px), moving as little as possible; unchanged when the tab is already in view.
 */
export function scrollLeftToReveal({
  tabStart,
  tabWidth,
  scrollLeft,
  viewportWidth,
  padding,
}: {
  tabStart: number;
  tabWidth: number;
  scrollLeft: number;
  viewportWidth: number;
  padding: number;
}): number {
  const tabEnd = tabStart + tabWidth;
  if (tabStart - padding < scrollLeft) return Math.max(0, tabStart - padding);
  if (tabEnd + padding > scrollLeft + viewportWidth) return tabEnd + padding - viewportWidth;
  return scrollLeft;
}

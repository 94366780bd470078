import {
  RECENTLY_CLOSED_LIMIT,
  emptyTabsState,
  isTabActionEffective,
  reduceTabs,
  scrollLeftToReveal,
  type TabItem,
  type TabsState,
} from './tabsReducer';

const home: TabItem = { path: '/home/index', title: '首页' };
const admins: TabItem = { path: '/administrators/list', title: '管理员列表' };
const members: TabItem = { path: '/member/list', title: '会员列表' };
const orders: TabItem = { path: '/equipmentOrders/list', title: '订单列表' };
const root = '/';

function stateOf(...tabs: TabItem[]): TabsState {
  return { tabs, closed: [] };
}

const at = (activePath: string) => ({ activePath, rootPath: root });
const paths = (state: TabsState) => state.tabs.map((tab) => tab.path);

describe('reduceTabs: open', () => {
  it('adds a visited page at the end', () => {
    const { state, navigateTo } = reduceTabs(stateOf(home), { type: 'open', tab: admins }, at(admins.path));
    expect(paths(state)).toEqual([home.path, admins.path]);
    expect(navigateTo).toBeNull();
  });

  it('does not add a page twice, but takes its new title', () => {
    const before = stateOf(home, admins);
    expect(reduceTabs(before, { type: 'open', tab: admins }, at(admins.path)).state).toBe(before);
    const renamed = reduceTabs(before, { type: 'open', tab: { ...admins, title: 'Administrators' } }, at(admins.path));
    expect(renamed.state.tabs.map((tab) => tab.title)).toEqual(['首页', 'Administrators']);
  });

  it('keeps a pinned tab pinned when its page is opened again', () => {
    const before = stateOf({ ...home, pinned: true }, admins);
    const { state } = reduceTabs(before, { type: 'open', tab: { ...home, title: 'Home' } }, at(home.path));
    expect(state.tabs[0]).toEqual({ ...home, title: 'Home', pinned: true });
  });

  it('opens the first tab of an empty strip', () => {
    expect(paths(reduceTabs(emptyTabsState, { type: 'open', tab: home }, at(home.path)).state)).toEqual([home.path]);
  });
});

describe('reduceTabs: close', () => {
  it('closing the active tab goes to the last remaining tab', () => {
    const { state, navigateTo } = reduceTabs(
      stateOf(home, admins, members),
      { type: 'close', path: admins.path },
      at(admins.path),
    );
    expect(paths(state)).toEqual([home.path, members.path]);
    expect(navigateTo).toBe(members.path);
  });

  it('closing an inactive tab stays on the current page', () => {
    const { state, navigateTo } = reduceTabs(
      stateOf(home, admins, members),
      { type: 'close', path: home.path },
      at(members.path),
    );
    expect(paths(state)).toEqual([admins.path, members.path]);
    expect(navigateTo).toBeNull();
  });

  it('closing the only tab goes to the root path', () => {
    const { state, navigateTo } = reduceTabs(stateOf(admins), { type: 'close', path: admins.path }, at(admins.path));
    expect(state.tabs).toEqual([]);
    expect(navigateTo).toBe(root);
  });

  it('closing a pinned tab does nothing', () => {
    const before = stateOf({ ...home, pinned: true }, admins);
    const transition = reduceTabs(before, { type: 'close', path: home.path }, at(home.path));
    expect(transition).toEqual({ state: before, navigateTo: null, refreshPath: null });
    expect(transition.state).toBe(before);
  });

  it('closing the active tab when only a pinned tab remains goes to the pinned tab', () => {
    const { navigateTo } = reduceTabs(
      stateOf({ ...home, pinned: true }, admins),
      { type: 'close', path: admins.path },
      at(admins.path),
    );
    expect(navigateTo).toBe(home.path);
  });

  it('closing a tab that is not open does nothing', () => {
    const before = stateOf(home);
    expect(reduceTabs(before, { type: 'close', path: '/nowhere' }, at(home.path)).state).toBe(before);
  });

  it('remembers closed tabs, most recent last, up to the limit', () => {
    let state: TabsState = emptyTabsState;
    for (let i = 0; i < RECENTLY_CLOSED_LIMIT + 3; i += 1) {
      const tab = { path: `/p/${i}`, title: `${i}` };
      state = reduceTabs(state, { type: 'open', tab }, at(tab.path)).state;
      state = reduceTabs(state, { type: 'close', path: tab.path }, at(tab.path)).state;
    }
    expect(state.closed).toHaveLength(RECENTLY_CLOSED_LIMIT);
    expect(state.closed.at(-1)?.path).toBe(`/p/${RECENTLY_CLOSED_LIMIT + 2}`);
  });
});

describe('reduceTabs: close others', () => {
  it('keeps only the selected tab and navigates to it', () => {
    const { state, navigateTo } = reduceTabs(
      stateOf(home, admins, members),
      { type: 'closeOthers', path: admins.path },
      at(members.path),
    );
    expect(paths(state)).toEqual([admins.path]);
    expect(state.closed.map((tab) => tab.path)).toEqual([home.path, members.path]);
    expect(navigateTo).toBe(admins.path);
  });

  it('does not navigate when the selected tab is already shown', () => {
    const { navigateTo } = reduceTabs(
      stateOf(home, admins),
      { type: 'closeOthers', path: admins.path },
      at(admins.path),
    );
    expect(navigateTo).toBeNull();
  });

  it('keeps pinned tabs', () => {
    const pinnedHome = { ...home, pinned: true };
    const { state } = reduceTabs(
      stateOf(pinnedHome, admins, members),
      { type: 'closeOthers', path: members.path },
      at(members.path),
    );
    expect(state.tabs).toEqual([pinnedHome, members]);
  });

  it('on a pinned tab, closes every unpinned tab', () => {
    const pinnedHome = { ...home, pinned: true };
    const { state, navigateTo } = reduceTabs(
      stateOf(pinnedHome, admins),
      { type: 'closeOthers', path: home.path },
      at(admins.path),
    );
    expect(state.tabs).toEqual([pinnedHome]);
    expect(navigateTo).toBe(home.path);
  });

  it('does nothing when there is nothing else and the tab is shown', () => {
    const before = stateOf(admins);
    expect(isTabActionEffective(before, { type: 'closeOthers', path: admins.path }, at(admins.path))).toBe(false);
  });
});

describe('reduceTabs: close all', () => {
  it('clears the tabs and goes to the root path', () => {
    const { state, navigateTo } = reduceTabs(stateOf(home, admins), { type: 'closeAll' }, at(admins.path));
    expect(state.tabs).toEqual([]);
    expect(navigateTo).toBe(root);
  });

  it('keeps pinned tabs and stays when the shown page is pinned', () => {
    const pinnedHome = { ...home, pinned: true };
    const { state, navigateTo } = reduceTabs(stateOf(pinnedHome, admins), { type: 'closeAll' }, at(home.path));
    expect(state.tabs).toEqual([pinnedHome]);
    expect(navigateTo).toBeNull();
  });

  it('goes to the root path when the shown page closes, even with pinned tabs left', () => {
    const { navigateTo } = reduceTabs(
      stateOf({ ...home, pinned: true }, admins),
      { type: 'closeAll' },
      at(admins.path),
    );
    expect(navigateTo).toBe(root);
  });

  it('does nothing on an empty strip or a strip of pinned tabs', () => {
    expect(isTabActionEffective(emptyTabsState, { type: 'closeAll' }, at(root))).toBe(false);
    expect(isTabActionEffective(stateOf({ ...home, pinned: true }), { type: 'closeAll' }, at(home.path))).toBe(false);
  });
});

describe('reduceTabs: close left and right', () => {
  it('closes the tabs to the left and keeps the shown page when it survives', () => {
    const { state, navigateTo } = reduceTabs(
      stateOf(home, admins, members, orders),
      { type: 'closeLeft', path: members.path },
      at(orders.path),
    );
    expect(paths(state)).toEqual([members.path, orders.path]);
    expect(navigateTo).toBeNull();
  });

  it('navigates to the selected tab when the shown page was on the closed side', () => {
    expect(
      reduceTabs(stateOf(home, admins, members), { type: 'closeLeft', path: members.path }, at(home.path)).navigateTo,
    ).toBe(members.path);
    expect(
      reduceTabs(stateOf(home, admins, members), { type: 'closeRight', path: home.path }, at(members.path)).navigateTo,
    ).toBe(home.path);
  });

  it('closes the tabs to the right', () => {
    const { state } = reduceTabs(
      stateOf(home, admins, members),
      { type: 'closeRight', path: admins.path },
      at(admins.path),
    );
    expect(paths(state)).toEqual([home.path, admins.path]);
  });

  it('keeps pinned tabs on the closed side', () => {
    const pinnedHome = { ...home, pinned: true };
    const { state } = reduceTabs(
      stateOf(pinnedHome, admins, members),
      { type: 'closeLeft', path: members.path },
      at(members.path),
    );
    expect(state.tabs).toEqual([pinnedHome, members]);
  });

  it('does nothing at the edge', () => {
    const before = stateOf(home, admins);
    expect(isTabActionEffective(before, { type: 'closeLeft', path: home.path }, at(home.path))).toBe(false);
    expect(isTabActionEffective(before, { type: 'closeRight', path: admins.path }, at(home.path))).toBe(false);
    expect(isTabActionEffective(before, { type: 'closeLeft', path: '/nowhere' }, at(home.path))).toBe(false);
  });
});

describe('reduceTabs: refresh', () => {
  it('reloads the shown page in place', () => {
    const before = stateOf(home, admins);
    expect(reduceTabs(before, { type: 'refresh', path: admins.path }, at(admins.path))).toEqual({
      state: before,
      navigateTo: null,
      refreshPath: admins.path,
    });
  });

  it('shows and reloads another tab', () => {
    const transition = reduceTabs(stateOf(home, admins), { type: 'refresh', path: home.path }, at(admins.path));
    expect(transition.navigateTo).toBe(home.path);
    expect(transition.refreshPath).toBe(home.path);
  });

  it('does nothing for a tab that is not open', () => {
    expect(isTabActionEffective(stateOf(home), { type: 'refresh', path: '/nowhere' }, at(home.path))).toBe(false);
  });
});

describe('reduceTabs: pin and unpin', () => {
  it('moves a pinned tab to the end of the pinned group', () => {
    const pinnedHome = { ...home, pinned: true };
    const { state, navigateTo } = reduceTabs(
      stateOf(pinnedHome, admins, members),
      { type: 'pin', path: members.path },
      at(admins.path),
    );
    expect(state.tabs).toEqual([pinnedHome, { ...members, pinned: true }, admins]);
    expect(navigateTo).toBeNull();
  });

  it('moves an unpinned tab to the head of the unpinned tabs', () => {
    const { state } = reduceTabs(
      stateOf({ ...home, pinned: true }, { ...members, pinned: true }, admins),
      { type: 'unpin', path: home.path },
      at(admins.path),
    );
    expect(state.tabs).toEqual([{ ...members, pinned: true }, { ...home, pinned: false }, admins]);
  });

  it('does nothing when the tab is already in that state', () => {
    expect(isTabActionEffective(stateOf(home), { type: 'unpin', path: home.path }, at(home.path))).toBe(false);
    expect(
      isTabActionEffective(stateOf({ ...home, pinned: true }), { type: 'pin', path: home.path }, at(home.path)),
    ).toBe(false);
  });

  it('keeps a new page after the pinned tabs', () => {
    const { state } = reduceTabs(
      stateOf({ ...home, pinned: true }, admins),
      { type: 'open', tab: members },
      at(members.path),
    );
    expect(paths(state)).toEqual([home.path, admins.path, members.path]);
  });
});

describe('reduceTabs: reopen closed', () => {
  it('reopens the most recently closed tab and shows it', () => {
    const closedTwice = reduceTabs(
      reduceTabs(stateOf(home, admins, members), { type: 'close', path: admins.path }, at(home.path)).state,
      { type: 'close', path: members.path },
      at(home.path),
    ).state;
    const { state, navigateTo } = reduceTabs(closedTwice, { type: 'reopenClosed' }, at(home.path));
    expect(paths(state)).toEqual([home.path, members.path]);
    expect(state.closed).toEqual([admins]);
    expect(navigateTo).toBe(members.path);
  });

  it('does not duplicate a closed page that was opened again', () => {
    const before: TabsState = { tabs: [home, admins], closed: [admins] };
    const { state, navigateTo } = reduceTabs(before, { type: 'reopenClosed' }, at(home.path));
    expect(paths(state)).toEqual([home.path, admins.path]);
    expect(state.closed).toEqual([]);
    expect(navigateTo).toBe(admins.path);
  });

  it('does nothing when no tab was closed', () => {
    expect(isTabActionEffective(stateOf(home), { type: 'reopenClosed' }, at(home.path))).toBe(false);
  });
});

describe('scrollLeftToReveal', () => {
  const base = { tabWidth: 100, viewportWidth: 400, padding: 15 };

  it('leaves a tab that is already in view where it is', () => {
    expect(scrollLeftToReveal({ ...base, tabStart: 150, scrollLeft: 100 })).toBe(100);
  });

  it('scrolls left so a tab cut off on the left has 15 px before it', () => {
    expect(scrollLeftToReveal({ ...base, tabStart: 90, scrollLeft: 100 })).toBe(75);
  });

  it('scrolls right so a tab cut off on the right has 15 px after it', () => {
    expect(scrollLeftToReveal({ ...base, tabStart: 450, scrollLeft: 100 })).toBe(165);
  });

  it('never scrolls before the start', () => {
    expect(scrollLeftToReveal({ ...base, tabStart: 5, scrollLeft: 50 })).toBe(0);
  });

  it('treats a tab within the padding as not yet in view', () => {
    expect(scrollLeftToReveal({ ...base, tabStart: 110, scrollLeft: 100 })).toBe(95);
    expect(scrollLeftToReveal({ ...base, tabStart: 115, scrollLeft: 100 })).toBe(100);
  });
});

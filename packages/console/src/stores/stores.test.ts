import Cookies from 'js-cookie';
import { managerInfo } from '@vending/contract';
import { displayTimeZone, formatDateTime } from '@vending/ui';
import { TOKEN_COOKIE_NAME } from '../config/constants';
import { useAuthStore } from './authStore';
import { useSettingsStore } from './settingsStore';
import { useTabsStore } from './tabsStore';

const operator = managerInfo.parse({
  managerId: 2,
  managerType: 2,
  username: 'operator',
  realName: '运营',
  phone: '13800000001',
  avatar: null,
  isFlag: 1,
});

describe('useAuthStore', () => {
  afterEach(() => useAuthStore.getState().clear());

  it('keeps the token in the Admin-Token-platform cookie and forgets it on clear', () => {
    useAuthStore.getState().setToken('t0ken');
    expect(Cookies.get(TOKEN_COOKIE_NAME)).toBe('t0ken');
    expect(useAuthStore.getState().token).toBe('t0ken');
    useAuthStore.getState().clear();
    expect(Cookies.get(TOKEN_COOKIE_NAME)).toBeUndefined();
    expect(useAuthStore.getState()).toMatchObject({ token: null, session: null });
  });

  it('derives the permitted menu and paths from the permissions', () => {
    useAuthStore.getState().setToken('t0ken');
    useAuthStore.getState().setSession(operator, { kind: 'some', interfaceNames: new Set(['会员管理', '会员列表']) });
    const session = useAuthStore.getState().session!;
    expect(session.menu.map((group) => group.interfaceName)).toEqual(['会员管理']);
    expect([...session.paths]).toEqual(['/member/list']);
  });

  it.each(['', '%20'])('an empty token cookie (%j) is no token (issue 30 item 10, spec §4)', async (value) => {
    document.cookie = `${TOKEN_COOKIE_NAME}=${value}; path=/`;
    vi.resetModules();
    const { useAuthStore: freshStore } = await import('./authStore');
    expect(freshStore.getState().token).toBeNull();
    document.cookie = `${TOKEN_COOKIE_NAME}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it("shows times in the session's business zone from the session on, and the browser's after logout", () => {
    useAuthStore.getState().setSession({ ...operator, timeZone: 'Asia/Shanghai' }, { kind: 'all' });
    expect(displayTimeZone()).toBe('Asia/Shanghai');
    // 16:57 UTC on the 20th is 00:57 on the 21st in Shanghai.
    expect(formatDateTime('2026-11-20T16:57:00.000Z')).toBe('2026-11-21 00:57:00');
    useAuthStore.getState().clear();
    expect(displayTimeZone()).toBeUndefined();
  });

  it('a new token drops the previous user info', () => {
    useAuthStore.getState().setSession(operator, { kind: 'all' });
    useAuthStore.getState().setToken('another');
    expect(useAuthStore.getState().session).toBeNull();
  });
});

describe('useSettingsStore', () => {
  it('persists language and sidebar state in cookies, size and scheme in local storage', () => {
    const settings = useSettingsStore.getState();
    settings.setLanguage('en');
    settings.setSidebarOpen(false);
    settings.setSize('small');
    settings.setColorScheme('dark');
    expect(Cookies.get('language')).toBe('en');
    expect(Cookies.get('sidebarStatus')).toBe('0');
    expect(window.localStorage.getItem('vending-console:size')).toBe('small');
    expect(window.localStorage.getItem('vending-console:color-scheme')).toBe('dark');
    expect(useSettingsStore.getState()).toMatchObject({
      language: 'en',
      sidebarOpen: false,
      size: 'small',
      colorScheme: 'dark',
    });
  });
});

describe('useTabsStore', () => {
  beforeEach(() => useTabsStore.getState().reset());

  it('persists visited tabs in local storage, once per page', () => {
    useTabsStore.getState().open({ path: '/member/list', title: '会员列表' });
    useTabsStore.getState().open({ path: '/member/list', title: '会员列表' });
    const stored = JSON.parse(window.localStorage.getItem('vending-console:visited-tabs')!);
    expect(stored.state.tabs).toEqual([{ path: '/member/list', title: '会员列表' }]);
  });

  it('remembers the query of each tab and forgets it when the tab closes', () => {
    const tabs = useTabsStore.getState();
    tabs.open({ path: '/member/list', title: '会员列表' });
    tabs.rememberQuery('/member/list', '?page=3&size=20');
    expect(useTabsStore.getState().locationOf('/member/list')).toBe('/member/list?page=3&size=20');
    expect(useTabsStore.getState().locationOf('/home/index')).toBe('/home/index');
    tabs.setTabs([]);
    expect(useTabsStore.getState().locationOf('/member/list')).toBe('/member/list');
  });

  it('keeps two detail tabs apart, each going back to its own record', () => {
    const tabs = useTabsStore.getState();
    tabs.setTabs([]);
    tabs.open({ path: '/equipmentOrders/detail?id=514', title: '订单详情' });
    tabs.rememberQuery('/equipmentOrders/detail?id=514', '?id=514');
    tabs.open({ path: '/equipmentOrders/detail?id=710', title: '订单详情' });
    expect(useTabsStore.getState().tabs).toHaveLength(2);
    expect(tabs.locationOf('/equipmentOrders/detail?id=514')).toBe('/equipmentOrders/detail?id=514');
    expect(tabs.locationOf('/equipmentOrders/detail?id=710')).toBe('/equipmentOrders/detail?id=710');
    tabs.keepOnly(new Set(['/equipmentOrders/detail']));
    expect(useTabsStore.getState().tabs).toHaveLength(2);
    tabs.setTabs([]);
  });

  it('drops restored tabs the session may not open', () => {
    const tabs = useTabsStore.getState();
    tabs.open({ path: '/member/list', title: '会员列表' });
    tabs.open({ path: '/administrators/list', title: '管理员列表' });
    tabs.keepOnly(new Set(['/member/list']));
    expect(useTabsStore.getState().tabs.map((tab) => tab.path)).toEqual(['/member/list']);
  });
});

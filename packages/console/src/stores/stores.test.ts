import Cookies from 'js-cookie';
import { managerInfo } from '@vending/contract';
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

  it('persists visited tabs in local storage', () => {
    useTabsStore
      .getState()
      .dispatch({ type: 'open', tab: { path: '/member/list', title: '会员列表' } }, '/member/list');
    const stored = JSON.parse(window.localStorage.getItem('vending-console:visited-tabs')!);
    expect(stored.state.tabs).toEqual([{ path: '/member/list', title: '会员列表' }]);
  });

  it('navigates to the last remaining tab with its remembered query when the active one closes', () => {
    const tabs = useTabsStore.getState();
    tabs.dispatch({ type: 'open', tab: { path: '/member/list', title: '会员列表' } }, '/member/list');
    tabs.rememberQuery('/member/list', '?page=3&size=20');
    tabs.dispatch({ type: 'open', tab: { path: '/home/index', title: '首页' } }, '/home/index');
    expect(tabs.dispatch({ type: 'close', path: '/home/index' }, '/home/index')).toEqual({
      navigateTo: '/member/list?page=3&size=20',
      refreshPath: null,
    });
    expect(tabs.dispatch({ type: 'closeAll' }, '/member/list')).toEqual({ navigateTo: '/', refreshPath: null });
  });

  it('drops restored tabs the session may not open', () => {
    const tabs = useTabsStore.getState();
    tabs.dispatch({ type: 'open', tab: { path: '/member/list', title: '会员列表' } }, '/member/list');
    tabs.dispatch({ type: 'open', tab: { path: '/administrators/list', title: '管理员列表' } }, '/administrators/list');
    tabs.keepOnly(new Set(['/member/list']));
    expect(useTabsStore.getState().tabs.map((tab) => tab.path)).toEqual(['/member/list']);
  });
});

import { menu, type MenuNode } from '@vending/contract';
import { decideAccess } from './access';
import {
  firstPagePath,
  permittedInterfaceNames,
  permittedMenu,
  permittedPaths,
  viewOnlyInterfaceNames,
  viewOnlyPaths,
} from './permissions';

const ask = (pathname: string, overrides: Partial<Parameters<typeof decideAccess>[0]> = {}) =>
  decideAccess({ pathname, search: '', hasToken: true, permittedPaths: new Set(['/member/list']), ...overrides });

describe('decideAccess', () => {
  it('sends a visitor without a token to login, keeping where they were going', () => {
    expect(ask('/member/list', { hasToken: false, search: '?page=2' })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fmember%2Flist%3Fpage%3D2',
    });
  });

  it('lets a visitor without a token see login, welcome, 404 and 401 (issue point 7: /welcome is public)', () => {
    for (const path of ['/login', '/welcome', '/404', '/401']) {
      expect(ask(path, { hasToken: false, permittedPaths: null })).toEqual({ kind: 'allow' });
    }
  });

  it('sends any unknown path to /404, with or without a token (issue point 8)', () => {
    for (const hasToken of [false, true]) {
      for (const path of ['/no/such/page', '/member', '/member/list/extra', '/welcome/x']) {
        expect(ask(path, { hasToken, permittedPaths: null })).toEqual({ kind: 'redirect', to: '/404' });
      }
    }
  });

  it('sends a known path written otherwise (case, trailing slash) to the path itself, so permissions hold', () => {
    expect(ask('/Administrators/List/', { search: '?page=2' })).toEqual({
      kind: 'redirect',
      to: '/administrators/list?page=2',
    });
    expect(ask('/member/list/', { hasToken: false })).toEqual({ kind: 'redirect', to: '/member/list' });
  });

  it('loads the session before a public page when there is a token, so its way home is known (issue point 9)', () => {
    for (const path of ['/welcome', '/404', '/401']) {
      expect(ask(path, { permittedPaths: null })).toEqual({ kind: 'load-session' });
    }
  });

  it('sends a logged-in visitor of the login page to welcome, or where they were going', () => {
    expect(ask('/login')).toEqual({ kind: 'redirect', to: '/welcome' });
    expect(ask('/login', { search: '?redirect=%2Fmember%2Flist%3Fpage%3D2' })).toEqual({
      kind: 'redirect',
      to: '/member/list?page=2',
    });
    expect(ask('/login', { search: '?redirect=%2F%2Fevil.example' })).toEqual({ kind: 'redirect', to: '/welcome' });
    expect(ask('/login', { permittedPaths: null })).toEqual({ kind: 'redirect', to: '/welcome' });
  });

  it('asks for the session when there is a token but no user info', () => {
    expect(ask('/member/list', { permittedPaths: null })).toEqual({ kind: 'load-session' });
    expect(ask('/welcome', { permittedPaths: null })).toEqual({ kind: 'load-session' });
  });

  it('shows 401 for a page the administrator may not open, and allows a permitted one', () => {
    expect(ask('/administrators/list')).toEqual({ kind: 'redirect', to: '/401' });
    expect(ask('/member/list')).toEqual({ kind: 'allow' });
    expect(ask('/welcome')).toEqual({ kind: 'allow' });
  });
});

const node = (interfaceName: string, isFlag: number, sysMenuList: MenuNode[] = []): MenuNode => ({
  interfaceName,
  name: interfaceName,
  path: '',
  isFlag,
  sysMenuList,
});

describe('permissions', () => {
  it('collects names with isFlag > 0 at any depth', () => {
    const tree = [
      node('会员管理', 1, [node('会员列表', 1), node('充值列表', 0)]),
      node('设备管理', 0, [node('设备列表', 2)]),
    ];
    expect([...permittedInterfaceNames(tree)].sort()).toEqual(['会员列表', '会员管理', '设备列表'].sort());
  });

  it('collects the pages held at 查看 only, and their paths', () => {
    const tree = [
      node('会员管理', 1, [
        { ...node('会员列表', 1), level: 'view' as const },
        { ...node('充值列表', 1), level: 'manage' as const },
      ]),
      node('设备管理', 0, [{ ...node('设备列表', 0), level: 'view' as const }]),
    ];
    const viewOnly = viewOnlyInterfaceNames(tree);
    expect([...viewOnly]).toEqual(['会员列表']);
    expect([...viewOnlyPaths({ kind: 'some', interfaceNames: permittedInterfaceNames(tree), viewOnly })]).toEqual([
      '/member/list',
    ]);
    expect(viewOnlyPaths({ kind: 'all' }).size).toBe(0);
  });

  it('gives a super administrator the complete menu', () => {
    expect(permittedMenu({ kind: 'all' })).toEqual(menu);
  });

  it('keeps a group only with its own name and at least one permitted page', () => {
    const groups = permittedMenu({
      kind: 'some',
      interfaceNames: new Set(['会员管理', '会员列表', '设备列表', '订单管理']),
    });
    expect(groups.map((g) => [g.interfaceName, g.children.map((c) => c.interfaceName)])).toEqual([
      ['会员管理', ['会员列表']],
    ]);
    expect([...permittedPaths(groups)]).toEqual(['/member/list']);
  });
});

describe('firstPagePath (issue point 9: "back to home")', () => {
  const sessionOf = (names: string[]) => {
    const groups = permittedMenu({ kind: 'some', interfaceNames: new Set(names) });
    return { menu: groups, paths: permittedPaths(groups) };
  };

  it('is the home page when the administrator may open it', () => {
    expect(firstPagePath(sessionOf(['首页', '首页', '会员管理', '会员列表']))).toBe('/home/index');
    const all = permittedMenu({ kind: 'all' });
    expect(firstPagePath({ menu: all, paths: permittedPaths(all) })).toBe('/home/index');
  });

  it('is the first permitted page of the menu for an administrator without 首页', () => {
    expect(firstPagePath(sessionOf(['会员管理', '会员列表', '设备管理', '设备列表']))).toBe('/member/list');
    expect(firstPagePath(sessionOf(['订单管理', '订单详情', '订单列表']))).toBe('/equipmentOrders/list');
  });

  it('is null for an administrator with no page, and without a session', () => {
    expect(firstPagePath(sessionOf([]))).toBeNull();
    expect(firstPagePath(null)).toBeNull();
  });
});

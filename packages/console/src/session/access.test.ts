import { menu, type MenuNode } from '@vending/contract';
import { decideAccess } from './access';
import { permittedInterfaceNames, permittedMenu, permittedPaths } from './permissions';

const ask = (pathname: string, overrides: Partial<Parameters<typeof decideAccess>[0]> = {}) =>
  decideAccess({ pathname, search: '', hasToken: true, permittedPaths: new Set(['/member/list']), ...overrides });

describe('decideAccess', () => {
  it('sends a visitor without a token to login, keeping where they were going', () => {
    expect(ask('/member/list', { hasToken: false, search: '?page=2' })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fmember%2Flist%3Fpage%3D2',
    });
    expect(ask('/welcome', { hasToken: false })).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fwelcome' });
  });

  it('lets a visitor without a token see login, 404 and 401', () => {
    for (const path of ['/login', '/404', '/401']) expect(ask(path, { hasToken: false })).toEqual({ kind: 'allow' });
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

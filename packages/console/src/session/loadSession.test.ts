import type { ManagerInfo, MenuNode } from '@vending/contract';
import { CallAbandoned } from '../api/client';
import { loadSession, type SessionLoaderDeps } from './loadSession';

const user = (managerType: number): ManagerInfo => ({
  managerId: 7,
  managerType,
  username: 'u',
  realName: '用户',
  phone: '',
  avatar: null,
  isFlag: 1,
});
const tree: MenuNode[] = [
  {
    interfaceName: '会员管理',
    name: 'Member',
    path: '/member',
    isFlag: 1,
    sysMenuList: [{ interfaceName: '会员列表', name: 'MemberList', path: '/member/list', isFlag: 1, sysMenuList: [] }],
  },
];

function deps(answers: Record<string, () => Promise<unknown>>) {
  const events: string[] = [];
  const d: SessionLoaderDeps = {
    api: {
      call: vi.fn((name: string, input?: unknown) => {
        events.push(`call:${name}${input ? JSON.stringify(input) : ''}`);
        return answers[name]!();
      }) as unknown as SessionLoaderDeps['api']['call'],
    },
    setSession: vi.fn((u, permissions) => {
      events.push(
        `session:${u.managerType}:${permissions.kind === 'all' ? 'all' : [...permissions.interfaceNames].join(',')}`,
      );
    }),
    logOut: vi.fn(() => events.push('logout')),
    notifyWarning: vi.fn((title, text) => events.push(`notify:${title}:${text}`)),
    warningTitle: '警告',
    wait: vi.fn(async (ms) => {
      events.push(`wait:${ms}`);
    }),
  };
  return { d, events };
}

describe('loadSession', () => {
  it('gives a super administrator the full menu without asking for it', async () => {
    const { d, events } = deps({ getManagerInfo: async () => ({ code: 1, msg: '', data: user(1) }) });
    await expect(loadSession(d)).resolves.toBe('loaded');
    expect(events).toEqual(['call:getManagerInfo', 'session:1:all']);
  });

  it('fetches the permitted menu for anyone else, by managerId', async () => {
    const { d, events } = deps({
      getManagerInfo: async () => ({ code: 1, msg: '', data: user(2) }),
      getMenuList: async () => ({ code: 1, msg: '', data: tree }),
    });
    await expect(loadSession(d)).resolves.toBe('loaded');
    expect(events).toEqual(['call:getManagerInfo', 'call:getMenuList{"managerId":7}', 'session:2:会员管理,会员列表']);
  });

  it('shows 警告 with the server message and logs out after 2 s when user info is not code 1', async () => {
    const { d, events } = deps({ getManagerInfo: async () => ({ code: 0, msg: '账号已停用', data: null }) });
    await expect(loadSession(d)).resolves.toBe('logged-out');
    expect(events).toEqual(['call:getManagerInfo', 'notify:警告:账号已停用', 'wait:2000', 'logout']);
  });

  it.each([
    ['the menu call fails', { getMenuList: async () => Promise.reject(new Error('boom')) }],
    ['the menu answer is not code 1', { getMenuList: async () => ({ code: 0, msg: 'no', data: null }) }],
  ])('logs out at once when %s', async (_label, menuAnswer) => {
    const { d, events } = deps({ getManagerInfo: async () => ({ code: 1, msg: '', data: user(2) }), ...menuAnswer });
    await expect(loadSession(d)).resolves.toBe('logged-out');
    expect(events.at(-1)).toBe('logout');
    expect(d.setSession).not.toHaveBeenCalled();
  });

  it('logs out at once on a network error, and leaves an expired login to its reload', async () => {
    const failing = deps({ getManagerInfo: async () => Promise.reject(new Error('Network Error')) });
    await expect(loadSession(failing.d)).resolves.toBe('logged-out');
    expect(failing.events).toEqual(['call:getManagerInfo', 'logout']);

    const expired = deps({ getManagerInfo: async () => Promise.reject(new CallAbandoned('expired')) });
    await expect(loadSession(expired.d)).resolves.toBe('abandoned');
    expect(expired.d.logOut).not.toHaveBeenCalled();
  });
});

import type { ManagerInfo, MenuNode } from '@vending/contract';
import { CallAbandoned, createApiClient } from '../api/client';
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
    notifyError: vi.fn((title, text) => events.push(`error:${title}:${text}`)),
    warningTitle: '警告',
    emptyMessage: '请求失败',
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

  it('applies the session once the code of the page it opens on is here', async () => {
    const { d, events } = deps({ getManagerInfo: async () => ({ code: 1, msg: '', data: user(1) }) });
    let arrive: () => void = () => undefined;
    d.pageReady = () =>
      new Promise<void>((resolve) => {
        events.push('page:waiting');
        arrive = () => {
          events.push('page:here');
          resolve();
        };
      });
    const loading = loadSession(d);
    await vi.waitFor(() => expect(events).toContain('page:waiting'));
    expect(d.setSession).not.toHaveBeenCalled();
    arrive();
    await expect(loading).resolves.toBe('loaded');
    expect(events).toEqual(['call:getManagerInfo', 'page:waiting', 'page:here', 'session:1:all']);
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
    expect(events).toEqual(['call:getManagerInfo', 'error:警告:账号已停用', 'wait:2000', 'logout']);
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

/** The console's real client on a fake backend answering by path, as the session loader meets it. */
function withClient(answer: (path: string) => { status?: number; body: unknown }) {
  const notices: string[] = [];
  const api = createApiClient({
    baseURL: 'http://api.test',
    timeoutMs: 20_000,
    expiryDelayMs: 2_000,
    notifier: {
      error: (text) => notices.push(`error:${text}`),
      warning: (text) => notices.push(`warning:${text}`),
      notifyWarning: (title, text) => notices.push(`notify:${title}:${text}`),
    },
    session: { getToken: () => 'token', expire: () => notices.push('expired') },
    translate: (word) => word,
    schedule: () => undefined,
    // The session's calls are reads: sent by fetch.
    fetch: async (url) => {
      const { status = 200, body } = answer(new URL(String(url)).pathname);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  const events: string[] = [];
  const d: SessionLoaderDeps = {
    api,
    setSession: (u, permissions) =>
      events.push(
        `session:${JSON.stringify(u)}:${permissions.kind === 'all' ? 'all' : [...permissions.interfaceNames].join(',')}`,
      ),
    logOut: () => events.push('logout'),
    notifyError: (title, text) => events.push(`error:${title}:${text}`),
    warningTitle: '警告',
    emptyMessage: '请求失败',
    wait: async (ms) => {
      events.push(`wait:${ms}`);
    },
  };
  return { d, events, notices };
}

describe('loadSession with the console client: user info refused (issue point 1, docs/SPECIFICATION.md §4.4)', () => {
  it.each([
    ['code 0', 200, { code: 0, msg: '账号已停用', data: null }],
    ['code 5', 200, { code: 5, msg: '账号已停用', data: null }],
    ['code 21', 200, { code: 21, msg: '账号已停用', data: null }],
    ['code "21"', 200, { code: '21', msg: '账号已停用', data: null }],
    ['code 500 in HTTP 500', 500, { code: 500, msg: '账号已停用', data: null }],
  ])('%s: one error notification 警告 with the server message, logout after 2 s', async (_label, status, body) => {
    const { d, events, notices } = withClient(() => ({ status, body }));
    await expect(loadSession(d)).resolves.toBe('logged-out');
    expect(events).toEqual(['error:警告:账号已停用', 'wait:2000', 'logout']);
    expect(notices).toEqual([]);
  });

  it('an empty message still says something', async () => {
    const { d, events } = withClient(() => ({ body: { code: 5, msg: '', data: null } }));
    await loadSession(d);
    expect(events[0]).toBe('error:警告:请求失败');
  });

  it('an expired login is left to the client, which reloads', async () => {
    const { d, events, notices } = withClient(() => ({ body: { code: 3, msg: '登录已过期', data: null } }));
    await expect(loadSession(d)).resolves.toBe('abandoned');
    expect(events).toEqual([]);
    expect(notices).toEqual(['warning:loginExpired']);
  });
});

describe('loadSession against a spec-minimal backend (the issue)', () => {
  it('user info with only managerId and managerType and a menu of interfaceName, isFlag, sysMenuList load a session', async () => {
    const { d, events, notices } = withClient((path) =>
      path.endsWith('/getManagerInfo')
        ? { body: { code: 1, msg: 'ok', data: { managerId: 9, managerType: 2 } } }
        : {
            body: {
              code: 1,
              msg: 'ok',
              data: [
                {
                  interfaceName: '会员管理',
                  isFlag: 1,
                  sysMenuList: [
                    { interfaceName: '会员列表', isFlag: 1, sysMenuList: [] },
                    { interfaceName: '充值列表', isFlag: 0, sysMenuList: null },
                  ],
                },
              ],
            },
          },
    );
    await expect(loadSession(d)).resolves.toBe('loaded');
    expect(events).toEqual([
      `session:${JSON.stringify({ managerId: 9, managerType: 2, username: '9', realName: '', phone: '', avatar: null, isFlag: 1, mustChangePassword: false, agentId: null })}:会员管理,会员列表`,
    ]);
    expect(notices).toEqual([]);
  });

  it('a super administrator with only managerId and managerType gets the full menu', async () => {
    const { d, events } = withClient(() => ({
      body: { code: '1', msg: '', data: { managerId: '1', managerType: 1 } },
    }));
    await expect(loadSession(d)).resolves.toBe('loaded');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatch(/:all$/);
  });
});

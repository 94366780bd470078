import { AxiosError, CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import fc from 'fast-check';
import { ApiError, isSuccessCode } from './catalogue';
import { endpoints, loginData } from '@vending/contract';
import { CallAbandoned, createApiClient, type ApiWord } from './client';
import { lightEndpoints } from './light';

const words: Record<ApiWord, string> = {
  warningTitle: '警告',
  permissionDenied: 'permission denied',
  loginExpired: 'login expired',
  contractMismatch: 'contract mismatch',
  requestFailed: 'request failed',
};

function setup({
  token = 'secret-token' as string | null,
  baseURL = 'http://api.test',
  uploadUrl = undefined as string | undefined,
  language = 'en' as string | null,
} = {}) {
  const notices: string[] = [];
  const notifier = {
    error: vi.fn((text: string) => notices.push(`error:${text}`)),
    warning: vi.fn((text: string) => notices.push(`warning:${text}`)),
    notifyWarning: vi.fn((title: string, text: string) => notices.push(`notify:${title}:${text}`)),
  };
  const session = { getToken: vi.fn(() => token), expire: vi.fn() };
  const scheduled: { run: () => void; delayMs: number }[] = [];
  let adapter: AxiosAdapter = async () => {
    throw new Error('no answer set');
  };
  /** The light calls' network (the login): what was sent, and the answer set by `fetchWith`. */
  const fetched: { url: string; init: RequestInit }[] = [];
  let fetcher: (url: string, init: RequestInit) => Promise<Response> = async () => {
    throw new TypeError('Failed to fetch');
  };
  const client = createApiClient({
    adapter: (config) => adapter(config),
    fetch: async (url, init = {}) => {
      fetched.push({ url: String(url), init });
      return fetcher(String(url), init);
    },
    baseURL,
    ...(uploadUrl !== undefined && { uploadUrl }),
    timeoutMs: 20_000,
    expiryDelayMs: 2_000,
    notifier,
    session,
    translate: (word) => words[word],
    schedule: (run, delayMs) => scheduled.push({ run, delayMs }),
    ...(language !== null && { getLanguage: () => language }),
  });
  const requests: InternalAxiosRequestConfig[] = [];
  const answer =
    (body: unknown, headers: Record<string, string> = {}): AxiosAdapter =>
    async (config) => {
      requests.push(config);
      return { data: body, status: 200, statusText: 'OK', headers, config };
    };
  /** An answer with an HTTP error status, as axios rejects it. */
  const failWith =
    (status: number, body: unknown, headers: Record<string, string> = {}): AxiosAdapter =>
    async (config) => {
      requests.push(config);
      const response = { data: body, status, statusText: '', headers, config };
      throw new AxiosError(
        `Request failed with status code ${status}`,
        AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        response,
      );
    };
  const respondWith = (next: AxiosAdapter) => {
    adapter = next;
  };
  const fetchWith = (next: (url: string, init: RequestInit) => Promise<Response>) => {
    fetcher = next;
  };
  /** A light call's answer: `body` as JSON with an HTTP status. */
  const reply =
    (body: unknown, status = 200) =>
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
  return {
    client,
    notifier,
    notices,
    session,
    scheduled,
    requests,
    answer,
    failWith,
    respondWith,
    fetched,
    fetchWith,
    reply,
  };
}

const member = {
  userId: 1,
  nickName: '张三',
  phone: '13800000000',
  avatar: null,
  balance: 1250,
  isFlag: 1,
  createTime: '2026-11-01T08:00:00.000Z',
};

describe('api client: docs/SPECIFICATION.md §8', () => {
  it('code 1 resolves with the envelope, its data checked against the contract', async () => {
    const t = setup();
    t.respondWith(t.answer({ code: 1, msg: 'ok', data: { rows: [member], total: 1 } }));
    await expect(t.client.call('getUserList', { page: 1, size: 10 })).resolves.toEqual({
      code: 1,
      msg: 'ok',
      data: { rows: [member], total: 1 },
    });
    expect(t.notices).toEqual([]);
  });

  it('code 1 whose data breaks the contract is rejected with a message, never used', async () => {
    const t = setup();
    t.respondWith(t.answer({ code: 1, msg: 'ok', data: { rows: [{ ...member, balance: '12.50' }], total: 1 } }));
    await expect(t.client.call('getUserList', {})).rejects.toBeInstanceOf(ApiError);
    expect(t.notices).toEqual(['error:contract mismatch']);
  });

  it('code 21 shows the 警告 notification and still returns the envelope', async () => {
    const t = setup();
    const envelope = { code: 21, msg: '没有权限', data: null };
    t.respondWith(t.answer(envelope));
    await expect(t.client.call('getUserList', {})).resolves.toEqual(envelope);
    expect(t.notices).toEqual(['notify:警告:permission denied']);
  });

  it.each([3, 403])('code %i warns once, then clears the session after 2 s', async (code) => {
    const t = setup();
    t.respondWith(t.answer({ code, msg: 'expired', data: null }));
    await expect(t.client.call('getManagerInfo')).rejects.toBeInstanceOf(CallAbandoned);
    expect(t.notices).toEqual(['warning:login expired']);
    expect(t.session.expire).not.toHaveBeenCalled();
    expect(t.scheduled.map((s) => s.delayMs)).toEqual([2000]);
    t.scheduled[0]!.run();
    expect(t.session.expire).toHaveBeenCalledTimes(1);
  });

  it('20 calls expiring at once give one warning, one logout, one reload', async () => {
    const t = setup();
    t.respondWith(t.answer({ code: 3, msg: 'expired', data: null }));
    const calls = Array.from({ length: 20 }, () => t.client.call('getManagerInfo'));
    const results = await Promise.allSettled(calls);
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof CallAbandoned)).toBe(true);
    expect(t.notices).toEqual(['warning:login expired']);
    expect(t.scheduled).toHaveLength(1);
    t.scheduled[0]!.run();
    expect(t.session.expire).toHaveBeenCalledTimes(1);
  });

  it('any other non-zero code shows the server msg as an error and rejects', async () => {
    const t = setup();
    t.respondWith(t.answer({ code: 7, msg: '会员不存在', data: null }));
    const failure = t.client.call('updateUserIsFlag', { userId: 1, isFlag: 0 });
    await expect(failure).rejects.toMatchObject({ name: 'ApiError', code: 7, message: '会员不存在' });
    expect(t.notices).toEqual(['error:会员不存在']);
  });

  it.each([
    ['zero code', { code: 0, msg: '', data: { message: '原密码错误' } }],
    ['missing code', { msg: 'odd', data: 1 }],
    ['no envelope at all', 'plain text'],
  ])('%s returns the envelope as is, silently', async (_label, body) => {
    const t = setup();
    t.respondWith(t.answer(body));
    await expect(t.client.call('updatePwd', { oldPassWord: 'a', passWord: 'b' })).resolves.toEqual(body);
    expect(t.notices).toEqual([]);
  });

  it('a network error shows its text for 5 s and rejects', async () => {
    const t = setup();
    t.respondWith(async () => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
    });
    await expect(t.client.call('getManagerInfo')).rejects.toThrow('Network Error');
    expect(t.notices).toEqual(['error:Network Error']);
  });

  it('an HTTP error that carries an envelope (429 throttling) shows the server msg', async () => {
    const t = setup();
    t.respondWith(async (config) => {
      const response = {
        data: { code: 429, msg: '尝试次数过多，请稍后再试', data: null },
        status: 429,
        statusText: '',
        headers: {},
        config,
      };
      throw new AxiosError('Request failed with status code 429', AxiosError.ERR_BAD_REQUEST, config, null, response);
    });
    await expect(t.client.call('getManagerInfo')).rejects.toMatchObject({ code: 429 });
    expect(t.notices).toEqual(['error:尝试次数过多，请稍后再试']);
  });

  it('a timeout is a transport error too, timed by the page clock (which a fake clock drives)', async () => {
    const t = setup();
    // An answer that never comes: the adapter only gives up when the call's signal aborts.
    t.respondWith(
      (config) =>
        new Promise((_resolve, reject) =>
          config.signal?.addEventListener?.('abort', () => reject(new CanceledError(undefined, undefined, config))),
        ),
    );
    vi.useFakeTimers();
    try {
      const timedOut = t.client.call('getManagerInfo');
      const settled = expect(timedOut).rejects.toThrow('timeout of 20000ms exceeded');
      await vi.advanceTimersByTimeAsync(19_999);
      expect(t.notices).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await settled;
    } finally {
      vi.useRealTimers();
    }
    expect(t.notices).toEqual(['error:timeout of 20000ms exceeded']);
  });

  it('logout aborts calls in flight, and they show nothing', async () => {
    const t = setup();
    t.respondWith(
      (config) =>
        new Promise((_resolve, reject) => {
          config.signal?.addEventListener?.('abort', () => reject(new AxiosError('canceled', AxiosError.ERR_CANCELED)));
        }),
    );
    const inFlight = [t.client.call('getUserList', {}), t.client.call('getManagerInfo')];
    t.client.abortAll();
    const results = await Promise.allSettled(inFlight);
    expect(results.map((r) => r.status === 'rejected' && r.reason instanceof CallAbandoned)).toEqual([true, true]);
    expect(t.notices).toEqual([]);
  });
});

describe('api client: requests', () => {
  it('sends the bearer token only when the session holds one', async () => {
    const withToken = setup();
    withToken.respondWith(withToken.answer({ code: 1, msg: '', data: null }));
    await withToken.client.call('logout');
    expect(withToken.requests[0]!.headers.get('Authorization')).toBe('Bearer secret-token');

    const without = setup({ token: null });
    without.respondWith(without.answer({ code: 1, msg: '', data: null }));
    await without.client.call('logout');
    expect(without.requests[0]!.headers.has('Authorization')).toBe(false);
  });

  it("sends the console's language as Accept-Language, so the server's messages are in it", async () => {
    const english = setup();
    english.respondWith(english.answer({ code: 1, msg: '', data: null }));
    await english.client.call('logout');
    expect(english.requests[0]!.headers.get('Accept-Language')).toBe('en');

    const unset = setup({ language: null });
    unset.respondWith(unset.answer({ code: 1, msg: '', data: null }));
    await unset.client.call('logout');
    expect(unset.requests[0]!.headers.has('Accept-Language')).toBe(false);
  });

  it('sends form calls URL-encoded, query calls as a query string, with the spec method and path', async () => {
    const t = setup();
    t.respondWith(t.answer({ code: 1, msg: '', data: null }));
    await t.client.call('updatePwd', { oldPassWord: 'old pw', passWord: 'n&w' });
    const put = t.requests[0]!;
    expect([put.method, put.url]).toEqual(['put', '/api/sys-manager/admin/updatePwd']);
    expect(put.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(String(put.data)).toBe('oldPassWord=old+pw&passWord=n%26w');

    t.respondWith(t.answer({ code: 1, msg: '', data: { rows: [], total: 0 } }));
    await t.client.call('getUserList', { keyword: '张', page: 2, size: 20, isFlag: undefined });
    expect(t.requests[1]!.params).toEqual({ keyword: '张', page: 2, size: 20 });
  });

  it('downloads a file with the server file name, and treats an envelope answer as a failure', async () => {
    const t = setup();
    const file = new Blob(['xlsx'], { type: 'application/octet-stream' });
    t.respondWith(
      t.answer(file, {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition':
          'attachment; filename="members.xlsx"; filename*=UTF-8\'\'%E4%BC%9A%E5%91%98-2026-11-21.xlsx',
      }),
    );
    await expect(t.client.download('getUserListExcle', {})).resolves.toEqual({
      blob: file,
      fileName: '会员-2026-11-21.xlsx',
    });

    t.respondWith(
      t.answer(new Blob([JSON.stringify({ code: 5, msg: '导出失败', data: null })]), {
        'content-type': 'application/json; charset=utf-8',
      }),
    );
    await expect(t.client.download('getUserListExcle', {})).rejects.toBeInstanceOf(ApiError);
    expect(t.notices).toEqual(['error:导出失败']);
  });
});

const jsonBlob = (body: unknown) => new Blob([JSON.stringify(body)], { type: 'application/json' });

describe('api client: a caller that answers every code itself (issue points 1 and 6)', () => {
  it.each([
    [0, 200],
    [5, 200],
    [21, 200],
    [500, 500],
  ])('user info answered with code %i (HTTP %i) resolves with the envelope and shows nothing', async (code, status) => {
    const t = setup();
    const envelope = { code, msg: '账号异常', data: null };
    t.respondWith(status === 200 ? t.answer(envelope) : t.failWith(status, envelope));
    await expect(t.client.call('getManagerInfo', undefined, { answerAnyCode: true })).resolves.toEqual(envelope);
    expect(t.notices).toEqual([]);
  });

  it('a throttled login (HTTP 429, code 429) resolves for the login form to show, with no toast', async () => {
    const t = setup({ token: null });
    const envelope = { code: 429, msg: '登录失败次数过多，请稍后再试', data: null };
    t.fetchWith(t.reply(envelope, 429));
    await expect(
      t.client.call('login', { username: 'admin', password: 'pw' }, { answerAnyCode: true }),
    ).resolves.toEqual(envelope);
    expect(t.notices).toEqual([]);
  });

  it('the expired-login codes still end the session', async () => {
    const t = setup();
    t.respondWith(t.answer({ code: 403, msg: '请先登录', data: null }));
    await expect(t.client.call('getManagerInfo', undefined, { answerAnyCode: true })).rejects.toBeInstanceOf(
      CallAbandoned,
    );
    expect(t.notices).toEqual(['warning:login expired']);
  });
});

describe('api client: error HTTP statuses (issue point 2)', () => {
  it.each([
    [400, '请求无效'],
    [413, '请求体过大'],
    [415, '不支持的请求格式'],
  ])('a code-0 envelope in an HTTP %i answer is returned as is, silently', async (status, text) => {
    const t = setup();
    const envelope = { code: 0, msg: text, data: { message: text } };
    t.respondWith(t.failWith(status, envelope));
    await expect(t.client.call('updatePwd', { oldPassWord: 'a', passWord: 'b' })).resolves.toEqual(envelope);
    expect(t.notices).toEqual([]);
  });

  it('an envelope without a code in an HTTP 400 answer is returned as is, silently', async () => {
    const t = setup();
    const envelope = { msg: '请求无效', data: null };
    t.respondWith(t.failWith(400, envelope));
    await expect(t.client.call('updateUserIsFlag', { userId: 1, isFlag: 0 })).resolves.toEqual(envelope);
    expect(t.notices).toEqual([]);
  });

  it('an error status whose body is no envelope (a proxy page) is a transport error', async () => {
    const t = setup();
    t.respondWith(t.failWith(502, '<html>Bad Gateway</html>'));
    await expect(t.client.call('getManagerInfo')).rejects.toThrow('Request failed with status code 502');
    expect(t.notices).toEqual(['error:Request failed with status code 502']);
  });
});

describe('api client: updatePwd (issue point 3, docs/SPECIFICATION.md §7)', () => {
  it.each([1, 2, 7, 200])('code %i is a success: resolved, nothing shown', async (code) => {
    const t = setup();
    const envelope = { code, msg: '修改成功', data: null };
    t.respondWith(t.answer(envelope));
    await expect(t.client.call('updatePwd', { oldPassWord: 'a', passWord: 'b' })).resolves.toEqual(envelope);
    expect(t.notices).toEqual([]);
  });

  it('code 21 is not a success: the permission warning, and the envelope', async () => {
    const t = setup();
    t.respondWith(t.answer({ code: 21, msg: '没有权限', data: null }));
    await expect(t.client.call('updatePwd', { oldPassWord: 'a', passWord: 'b' })).resolves.toMatchObject({ code: 21 });
    expect(t.notices).toEqual(['notify:警告:permission denied']);
  });

  it.each([-1, -7])('code %i shows data.message, not msg, and rejects (issue 30 item 9)', async (code) => {
    const t = setup();
    t.respondWith(t.answer({ code, msg: 'fail', data: { message: '原密码错误' } }));
    await expect(t.client.call('updatePwd', { oldPassWord: 'a', passWord: 'b' })).rejects.toMatchObject({
      code,
      message: '原密码错误',
    });
    expect(t.notices).toEqual(['error:原密码错误']);
  });

  it('a negative code without data.message shows msg, else 请求失败', async () => {
    const t = setup();
    t.respondWith(t.answer({ code: -1, msg: '修改失败', data: null }));
    await expect(t.client.call('updatePwd', { oldPassWord: 'a', passWord: 'b' })).rejects.toBeInstanceOf(ApiError);
    t.respondWith(t.answer({ code: -1, msg: '', data: null }));
    await expect(t.client.call('updatePwd', { oldPassWord: 'a', passWord: 'b' })).rejects.toBeInstanceOf(ApiError);
    expect(t.notices).toEqual(['error:修改失败', 'error:request failed']);
  });

  it('isSuccessCode says the same to the change-password dialog', () => {
    expect([1, 2, 7, 200].every((code) => isSuccessCode('updatePwd', code))).toBe(true);
    expect([0, -1, 21].some((code) => isSuccessCode('updatePwd', code))).toBe(false);
    expect([isSuccessCode('updateUserIsFlag', 1), isSuccessCode('updateUserIsFlag', 2)]).toEqual([true, false]);
  });

  it('other calls keep the catalogue: code 2 is an error', async () => {
    const t = setup();
    t.respondWith(t.answer({ code: 2, msg: '失败', data: null }));
    await expect(t.client.call('updateUserIsFlag', { userId: 1, isFlag: 0 })).rejects.toMatchObject({ code: 2 });
    expect(t.notices).toEqual(['error:失败']);
  });
});

describe('api client: codes sent as text (issue point 4)', () => {
  it('"1" is a success, its data checked, the code handed on as a number', async () => {
    const t = setup();
    t.respondWith(t.answer({ code: '1', msg: 'ok', data: { rows: [member], total: 1 } }));
    await expect(t.client.call('getUserList', {})).resolves.toEqual({
      code: 1,
      msg: 'ok',
      data: { rows: [member], total: 1 },
    });
    expect(t.notices).toEqual([]);
  });

  it('"21" is the permission warning, with the envelope', async () => {
    const t = setup();
    t.respondWith(t.answer({ code: '21', msg: '没有权限', data: null }));
    await expect(t.client.call('getUserList', {})).resolves.toEqual({ code: 21, msg: '没有权限', data: null });
    expect(t.notices).toEqual(['notify:警告:permission denied']);
  });

  it.each(['3', '403'])('"%s" is an expired login', async (code) => {
    const t = setup();
    t.respondWith(t.answer({ code, msg: 'expired', data: null }));
    await expect(t.client.call('getUserList', {})).rejects.toBeInstanceOf(CallAbandoned);
    expect(t.notices).toEqual(['warning:login expired']);
  });

  it('"0" is a refusal handed to the page as code 0', async () => {
    const t = setup();
    t.respondWith(t.answer({ code: '0', msg: '原密码错误', data: { message: '原密码错误' } }));
    await expect(t.client.call('updatePwd', { oldPassWord: 'a', passWord: 'b' })).resolves.toEqual({
      code: 0,
      msg: '原密码错误',
      data: { message: '原密码错误' },
    });
    expect(t.notices).toEqual([]);
  });

  it('"7" is rejected with code 7', async () => {
    const t = setup();
    t.respondWith(t.answer({ code: '7', msg: '会员不存在', data: null }));
    await expect(t.client.call('updateUserIsFlag', { userId: 1, isFlag: 0 })).rejects.toMatchObject({ code: 7 });
    expect(t.notices).toEqual(['error:会员不存在']);
  });
});

describe('api client: an export answered with an envelope (issue 30 item 8)', () => {
  it('a code-0 answer is handed to the page as it is and shows nothing', async () => {
    const t = setup();
    const envelope = { code: 0, msg: '导出失败', data: { message: '导出行数超过上限' } };
    t.respondWith(t.answer(jsonBlob(envelope), { 'content-type': 'application/json; charset=utf-8' }));
    await expect(t.client.download('getUserListExcle', {})).resolves.toEqual({ envelope, announced: false });
    expect(t.notices).toEqual([]);
  });

  it('an answer without a code is handed to the page as it is and shows nothing', async () => {
    const t = setup();
    const envelope = { msg: '', data: { message: '没有可导出的数据' } };
    t.respondWith(t.answer(jsonBlob(envelope), { 'content-type': 'application/json' }));
    await expect(t.client.download('getUserListExcle', {})).resolves.toEqual({ envelope, announced: false });
    expect(t.notices).toEqual([]);
  });

  it('a code-0 answer with an error status (its body a Blob) is handed to the page as it is', async () => {
    const t = setup();
    const envelope = { code: 0, msg: '开始时间无效', data: { message: '开始时间无效', field: 'startTime' } };
    t.respondWith(t.failWith(400, jsonBlob(envelope), { 'content-type': 'application/json; charset=utf-8' }));
    await expect(t.client.download('getUserListExcle', {})).resolves.toEqual({ envelope, announced: false });
    expect(t.notices).toEqual([]);
  });

  it('code 1 without a file breaks the contract: the mismatch is shown and the call rejects', async () => {
    const t = setup();
    t.respondWith(t.answer(jsonBlob({ code: 1, msg: '', data: null }), { 'content-type': 'application/json' }));
    await expect(t.client.download('getUserListExcle', {})).rejects.toBeInstanceOf(ApiError);
    expect(t.notices).toEqual(['error:contract mismatch']);
  });

  it('an unreadable JSON answer is no envelope: the mismatch is shown and the call rejects', async () => {
    const t = setup();
    t.respondWith(t.answer(new Blob(['{not json']), { 'content-type': 'application/json' }));
    await expect(t.client.download('getUserListExcle', {})).rejects.toBeInstanceOf(ApiError);
    expect(t.notices).toHaveLength(1);
  });

  it('code 21 shows the permission warning only, and the envelope is still returned', async () => {
    const t = setup();
    const envelope = { code: 21, msg: '没有权限', data: null };
    t.respondWith(t.answer(jsonBlob(envelope), { 'content-type': 'application/json' }));
    await expect(t.client.download('getUserListExcle', {})).resolves.toEqual({ envelope, announced: true });
    expect(t.notices).toEqual(['notify:警告:permission denied']);
  });
});

describe('api client: a spec-minimal backend (the issue)', () => {
  it('user info with only managerId and managerType is accepted, the rest filled in', async () => {
    const t = setup();
    t.respondWith(t.answer({ code: 1, msg: '', data: { managerId: 9, managerType: 2 } }));
    await expect(t.client.call('getManagerInfo')).resolves.toEqual({
      code: 1,
      msg: '',
      data: {
        managerId: 9,
        managerType: 2,
        username: '9',
        realName: '',
        phone: '',
        avatar: null,
        isFlag: 1,
        mustChangePassword: false,
        agentId: null,
      },
    });
    expect(t.notices).toEqual([]);
  });

  it('user info fields of an unexpected type fall back instead of failing the login', async () => {
    const t = setup();
    t.respondWith(
      t.answer({ code: 1, msg: '', data: { managerId: 9, managerType: 1, username: 'ops', realName: 42, avatar: 7 } }),
    );
    await expect(t.client.call('getManagerInfo')).resolves.toMatchObject({
      data: { managerId: 9, managerType: 1, username: 'ops', realName: '', avatar: null },
    });
  });

  it('user info without managerId or managerType is still refused', async () => {
    const t = setup();
    t.respondWith(t.answer({ code: 1, msg: '', data: { managerType: 2, username: 'ops' } }));
    await expect(t.client.call('getManagerInfo')).rejects.toBeInstanceOf(ApiError);
    expect(t.notices).toEqual(['error:contract mismatch']);
  });

  it('menu nodes with only interfaceName, isFlag and sysMenuList are accepted', async () => {
    const t = setup();
    const tree = [
      {
        interfaceName: '会员管理',
        isFlag: 1,
        sysMenuList: [{ interfaceName: '会员列表', isFlag: 1, sysMenuList: [] }],
      },
    ];
    t.respondWith(t.answer({ code: 1, msg: '', data: tree }));
    await expect(t.client.call('getMenuList', { managerId: 9 })).resolves.toEqual({
      code: 1,
      msg: '',
      data: [
        {
          interfaceName: '会员管理',
          name: '',
          path: '',
          isFlag: 1,
          sysMenuList: [{ interfaceName: '会员列表', name: '', path: '', isFlag: 1, sysMenuList: [] }],
        },
      ],
    });
  });

  it('a menu node without interfaceName or isFlag is refused', async () => {
    const t = setup();
    t.respondWith(t.answer({ code: 1, msg: '', data: [{ interfaceName: '会员管理', sysMenuList: [] }] }));
    await expect(t.client.call('getMenuList', { managerId: 9 })).rejects.toBeInstanceOf(ApiError);
  });

  it.each([
    ['logout', undefined],
    ['updatePwd', { oldPassWord: 'a', passWord: 'b' }],
    ['updateUserIsFlag', { userId: 1, isFlag: 0 }],
  ] as const)('%s: data the spec does not show is accepted, whatever it is', async (name, input) => {
    const t = setup();
    t.respondWith(t.answer({ code: 1, msg: '操作成功', data: { done: true, at: '2026-01-01' } }));
    await expect(t.client.call(name, input as never)).resolves.toMatchObject({ code: 1 });
    expect(t.notices).toEqual([]);
  });

  it('member rows without an avatar, nickname or phone are accepted', async () => {
    const t = setup();
    const { userId, balance, isFlag, createTime } = member;
    t.respondWith(t.answer({ code: 1, msg: '', data: { rows: [{ userId, balance, isFlag, createTime }], total: 1 } }));
    await expect(t.client.call('getUserList', {})).resolves.toMatchObject({
      data: { rows: [{ ...member, nickName: '', phone: '', avatar: null }], total: 1 },
    });
  });
});

describe('api client: the upload URL and the token (issue point 11)', () => {
  const file = () => new Blob(['png'], { type: 'image/png' });

  it('an image upload goes to the configured upload URL on another origin, without the token', async () => {
    const t = setup({ uploadUrl: 'https://uploads.example/put' });
    t.respondWith(
      t.answer({
        code: 1,
        msg: '',
        data: { url: 'https://cdn.example/a.png', key: 'images/a.png', size: 3, sha256: 'a' },
      }),
    );
    await t.client.call('uploadImage', { file: file() });
    const sent = t.requests[0]!;
    expect(sent.url).toBe('https://uploads.example/put');
    expect(sent.headers.has('Authorization')).toBe(false);
  });

  it('an upload URL that is a path stays on the API, with the token', async () => {
    const t = setup({ uploadUrl: '/files/upload' });
    t.respondWith(
      t.answer({ code: 1, msg: '', data: { url: '/uploads/a.png', key: 'images/a.png', size: 3, sha256: 'a' } }),
    );
    await t.client.call('uploadImage', { file: file() });
    expect([t.requests[0]!.url, t.requests[0]!.headers.get('Authorization')]).toEqual([
      '/files/upload',
      'Bearer secret-token',
    ]);
  });

  it('without an upload URL the contract path is used; other uploads never move', async () => {
    const t = setup({ uploadUrl: '' });
    t.respondWith(
      t.answer({ code: 1, msg: '', data: { url: '/uploads/a.png', key: 'images/a.png', size: 3, sha256: 'a' } }),
    );
    await t.client.call('uploadImage', { file: file() });
    const moved = setup({ uploadUrl: 'https://uploads.example/put' });
    moved.respondWith(
      moved.answer({ code: 1, msg: '', data: { url: '/uploads/a.apk', key: 'packages/a.apk', size: 3, sha256: 'a' } }),
    );
    await moved.client.call('uploadSoftwarePackage', { file: file() });
    expect([t.requests[0]!.url, moved.requests[0]!.url]).toEqual([
      '/api/sys-upload/back/uploadImage',
      '/api/sys-upload/back/uploadSoftwarePackage',
    ]);
  });

  it('a console on the same origin as the API (empty base URL) sends the token', async () => {
    const t = setup({ baseURL: '' });
    t.respondWith(t.answer({ code: 1, msg: '', data: null }));
    await t.client.call('logout');
    expect(t.requests[0]!.headers.get('Authorization')).toBe('Bearer secret-token');
  });
});

describe('api client: property', () => {
  it('any envelope either resolves or rejects, never both, with at most one message', async () => {
    const body = fc.oneof(
      fc.record({
        code: fc.oneof(fc.integer({ min: -5, max: 500 }), fc.constantFrom(0, 1, 3, 21, 403)),
        msg: fc.string(),
        data: fc.anything(),
      }),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (answer) => {
        const t = setup();
        t.respondWith(t.answer(answer));
        let settled = 0;
        await t.client.call('getManagerInfo').then(
          () => settled++,
          () => settled++,
        );
        expect(settled).toBe(1);
        expect(t.notices.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });
});

describe('api client: the login call, sent without the transport (docs/BENCHMARKS.md)', () => {
  it('goes to the contract’s method and path, form-encoded, with the language and no token', async () => {
    expect(lightEndpoints.login).toEqual({
      method: endpoints.login.method,
      path: endpoints.login.path,
      encoding: endpoints.login.encoding,
    });
    const t = setup({ token: null });
    t.fetchWith(t.reply({ code: 1, msg: '', data: 'the-token' }));
    await expect(t.client.call('login', { username: 'ad min', password: 'p&w' })).resolves.toEqual({
      code: 1,
      msg: '',
      data: 'the-token',
    });
    const { url, init } = t.fetched[0]!;
    expect([init.method, url]).toEqual(['POST', 'http://api.test/api/sys-manager/admin/login']);
    const headers = new Headers(init.headers);
    expect(headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(headers.get('Accept-Language')).toBe('en');
    expect(headers.has('Authorization')).toBe(false);
    expect(String(init.body)).toBe('username=ad+min&password=p%26w');
    expect(t.requests).toEqual([]);
    expect(t.notices).toEqual([]);
  });

  it('a refused login (code 0, HTTP 200) resolves for the form to show, with no toast', async () => {
    const t = setup({ token: null });
    const envelope = { code: 0, msg: '', data: { message: '用户名或密码错误' } };
    t.fetchWith(t.reply(envelope));
    await expect(
      t.client.call('login', { username: 'admin', password: 'x' }, { answerAnyCode: true }),
    ).resolves.toEqual(envelope);
    expect(t.notices).toEqual([]);
  });

  it('a token that is no text breaks the contract: rejected with the contract message', async () => {
    for (const data of [null, '', 42]) {
      const t = setup({ token: null });
      t.fetchWith(t.reply({ code: 1, msg: '', data }));
      await expect(t.client.call('login', { username: 'a', password: 'b' }, { answerAnyCode: true })).rejects.toEqual(
        expect.objectContaining({ name: 'ApiError', message: loginData.safeParse(data).error?.issues[0]?.message }),
      );
      expect(t.notices).toEqual(['error:contract mismatch']);
    }
  });

  it('a network failure, an HTTP error without an envelope and a timeout say what axios says', async () => {
    const t = setup({ token: null });
    await expect(t.client.call('login', { username: 'a', password: 'b' })).rejects.toThrow('Network Error');
    t.fetchWith(t.reply('<html>bad gateway</html>', 502));
    await expect(t.client.call('login', { username: 'a', password: 'b' })).rejects.toThrow(
      'Request failed with status code 502',
    );
    vi.useFakeTimers();
    try {
      t.fetchWith(
        (_url, init) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      );
      const timedOut = t.client.call('login', { username: 'a', password: 'b' });
      const settled = expect(timedOut).rejects.toThrow('timeout of 20000ms exceeded');
      await vi.advanceTimersByTimeAsync(20_000);
      await settled;
    } finally {
      vi.useRealTimers();
    }
    expect(t.notices).toEqual([
      'error:Network Error',
      'error:Request failed with status code 502',
      'error:timeout of 20000ms exceeded',
    ]);
  });

  it('logout ends a login in flight silently', async () => {
    const t = setup({ token: null });
    t.fetchWith(
      (_url, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const inFlight = t.client.call('login', { username: 'a', password: 'b' });
    t.client.abortAll();
    await expect(inFlight).rejects.toBeInstanceOf(CallAbandoned);
    expect(t.notices).toEqual([]);
  });
});

import { AxiosError, CanceledError, type AxiosAdapter } from 'axios';
import fc from 'fast-check';
import { ApiError, isSuccessCode } from './catalogue';
import { endpoints, loginData, type EndpointName } from '@vending/contract';
import { CallAbandoned, createApiClient, type ApiWord } from './client';
import { lightEndpoints } from './light';

const words: Record<ApiWord, string> = {
  warningTitle: '警告',
  permissionDenied: 'permission denied',
  loginExpired: 'login expired',
  contractMismatch: 'contract mismatch',
  requestFailed: 'request failed',
};

/** A request as the fake server saw it, and which way it came: fetch (the reads, the login) or axios. */
interface Sent {
  via: 'fetch' | 'axios';
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/** The fake server's answer; a rejection is no answer at all (a network failure). */
interface Reply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}
type Server = (request: Sent, signal: AbortSignal | undefined) => Promise<Reply>;

/** An answer that never comes: the request only ends when its signal aborts. */
const never: Server = (_request, signal) =>
  new Promise((_resolve, reject) => {
    if (signal?.aborted) reject(new Error('aborted'));
    signal?.addEventListener('abort', () => reject(new Error('aborted')));
  });

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
  /** One server behind both ways a call travels, so each test's answers reach either. */
  let server: Server = async () => {
    throw new Error('no answer set');
  };
  const requests: Sent[] = [];
  /** axios's network, answering as axios's own adapters do (their `settle`: an error status rejects). */
  const adapter: AxiosAdapter = async (config) => {
    const headers = Object.entries(config.headers.toJSON()).filter(([, value]) => typeof value === 'string');
    const sent: Sent = {
      via: 'axios',
      method: String(config.method).toUpperCase(),
      url: config.url ?? '',
      headers: new Headers(headers as [string, string][]),
      body: config.data,
    };
    requests.push(sent);
    const signal = config.signal as AbortSignal | undefined;
    let reply: Reply;
    try {
      reply = await server(sent, signal);
    } catch {
      if (signal?.aborted) throw new CanceledError(undefined, undefined, config);
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const { status = 200, body, headers: replyHeaders = {} } = reply;
    const response = { data: body, status, statusText: '', headers: replyHeaders, config };
    if (config.validateStatus?.(status) ?? true) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };
  /** fetch's network, answering as a browser does (JSON text; a network failure is a TypeError). */
  const fetchFake: typeof fetch = async (url, init = {}) => {
    const sent: Sent = {
      via: 'fetch',
      method: init.method ?? 'GET',
      url: String(url),
      headers: new Headers(init.headers),
      body: init.body,
    };
    requests.push(sent);
    let reply: Reply;
    try {
      reply = await server(sent, init.signal ?? undefined);
    } catch {
      throw new TypeError('Failed to fetch');
    }
    const { status = 200, body, headers = {} } = reply;
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(status === 304 ? null : text, {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    });
  };
  const client = createApiClient({
    adapter,
    fetch: fetchFake,
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
  /** Every call answered with this body (HTTP 200). */
  const answer =
    (body: unknown, headers: Record<string, string> = {}): Server =>
    async () => ({ body, headers });
  /** Every call answered with an HTTP error status. */
  const failWith =
    (status: number, body: unknown, headers: Record<string, string> = {}): Server =>
    async () => ({ status, body, headers });
  const respondWith = (next: Server) => {
    server = next;
  };
  return { client, notifier, notices, session, scheduled, requests, answer, failWith, respondWith };
}

/** A read (sent by fetch) and a write (sent by axios): the client treats both alike. */
const bothWays = [
  { way: 'a read, by fetch', via: 'fetch', name: 'getManagerInfo', input: undefined },
  { way: 'a write, by axios', via: 'axios', name: 'updateUserIsFlag', input: { userId: 1, isFlag: 0 } },
] as const satisfies readonly { way: string; via: Sent['via']; name: EndpointName; input: unknown }[];

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

  it('20 calls of both ways expiring at once give one warning, one logout, one reload', async () => {
    const t = setup();
    t.respondWith(t.answer({ code: 3, msg: 'expired', data: null }));
    const calls = Array.from({ length: 20 }, (_, index) => {
      const { name, input } = bothWays[index % 2]!;
      return t.client.call(name, input);
    });
    const results = await Promise.allSettled(calls);
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof CallAbandoned)).toBe(true);
    expect(new Set(t.requests.map((request) => request.via))).toEqual(new Set(['fetch', 'axios']));
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
});

describe.each(bothWays)('api client: $way, as docs/SPECIFICATION.md §8 says', ({ via, name, input }) => {
  it.each([3, 403])('code %i warns once, then clears the session after 2 s', async (code) => {
    const t = setup();
    t.respondWith(t.answer({ code, msg: 'expired', data: null }));
    await expect(t.client.call(name, input)).rejects.toBeInstanceOf(CallAbandoned);
    expect(t.requests.map((request) => request.via)).toEqual([via]);
    expect(t.notices).toEqual(['warning:login expired']);
    expect(t.session.expire).not.toHaveBeenCalled();
    expect(t.scheduled.map((s) => s.delayMs)).toEqual([2000]);
    t.scheduled[0]!.run();
    expect(t.session.expire).toHaveBeenCalledTimes(1);
  });

  it('code 21 shows the 警告 notification and still returns the envelope', async () => {
    const t = setup();
    const envelope = { code: 21, msg: '没有权限', data: null };
    t.respondWith(t.answer(envelope));
    await expect(t.client.call(name, input)).resolves.toEqual(envelope);
    expect(t.notices).toEqual(['notify:警告:permission denied']);
  });

  it('a network error shows its text for 5 s and rejects', async () => {
    const t = setup();
    t.respondWith(async () => {
      throw new Error('offline');
    });
    await expect(t.client.call(name, input)).rejects.toThrow('Network Error');
    expect(t.requests.map((request) => request.via)).toEqual([via]);
    expect(t.notices).toEqual(['error:Network Error']);
  });

  it('an HTTP error that carries an envelope (429 throttling) shows the server msg', async () => {
    const t = setup();
    t.respondWith(t.failWith(429, { code: 429, msg: '尝试次数过多，请稍后再试', data: null }));
    await expect(t.client.call(name, input)).rejects.toMatchObject({ code: 429 });
    expect(t.notices).toEqual(['error:尝试次数过多，请稍后再试']);
  });

  it('an error status whose body is no envelope (a proxy page) is a transport error', async () => {
    const t = setup();
    t.respondWith(t.failWith(502, '<html>Bad Gateway</html>', { 'content-type': 'text/html' }));
    await expect(t.client.call(name, input)).rejects.toThrow('Request failed with status code 502');
    expect(t.notices).toEqual(['error:Request failed with status code 502']);
  });

  it('a timeout is a transport error too, timed by the page clock (which a fake clock drives)', async () => {
    const t = setup();
    t.respondWith(never);
    vi.useFakeTimers();
    try {
      const timedOut = t.client.call(name, input);
      const settled = expect(timedOut).rejects.toThrow('timeout of 20000ms exceeded');
      await vi.advanceTimersByTimeAsync(19_999);
      expect(t.notices).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await settled;
    } finally {
      vi.useRealTimers();
    }
    expect(t.requests.map((request) => request.via)).toEqual([via]);
    expect(t.notices).toEqual(['error:timeout of 20000ms exceeded']);
  });

  it('a background call (a live page polling) shows no network failure, it only rejects', async () => {
    const t = setup();
    t.respondWith(async () => {
      throw new Error('offline');
    });
    await expect(t.client.call(name, input, { background: true })).rejects.toThrow('Network Error');
    expect(t.notices).toEqual([]);
  });

  it('sends the bearer token and the language, and neither without a session or a language', async () => {
    const t = setup();
    t.respondWith(t.answer({ code: 1, msg: '', data: null }));
    await t.client.call(name, input).catch(() => undefined);
    const bare = setup({ token: null, language: null });
    bare.respondWith(bare.answer({ code: 1, msg: '', data: null }));
    await bare.client.call(name, input).catch(() => undefined);
    const [sent, unsent] = [t.requests[0]!, bare.requests[0]!];
    expect([sent.via, sent.headers.get('Authorization'), sent.headers.get('Accept-Language')]).toEqual([
      via,
      'Bearer secret-token',
      'en',
    ]);
    expect([unsent.headers.has('Authorization'), unsent.headers.has('Accept-Language')]).toEqual([false, false]);
  });
});

describe('api client: logout', () => {
  it('aborts calls in flight of both ways, and they show nothing', async () => {
    const t = setup();
    t.respondWith(never);
    const inFlight = bothWays.map(({ name, input }) => t.client.call(name, input));
    await vi.waitFor(() => expect(t.requests).toHaveLength(2));
    t.client.abortAll();
    const results = await Promise.allSettled(inFlight);
    expect(results.map((r) => r.status === 'rejected' && r.reason instanceof CallAbandoned)).toEqual([true, true]);
    expect(t.notices).toEqual([]);
  });

  it('ends calls not yet sent as well (the transport still loading)', async () => {
    const t = setup();
    t.respondWith(never);
    const inFlight = [t.client.call('getUserList', {}), t.client.call('getManagerInfo')];
    t.client.abortAll();
    const results = await Promise.allSettled(inFlight);
    expect(results.map((r) => r.status === 'rejected' && r.reason instanceof CallAbandoned)).toEqual([true, true]);
    expect(t.notices).toEqual([]);
  });
});

describe('api client: requests', () => {
  it('sends form calls URL-encoded by axios, query calls as a query string by fetch, with the spec method and path', async () => {
    const t = setup();
    t.respondWith(t.answer({ code: 1, msg: '', data: null }));
    await t.client.call('updatePwd', { oldPassWord: 'old pw', passWord: 'n&w' });
    const put = t.requests[0]!;
    expect([put.via, put.method, put.url]).toEqual(['axios', 'PUT', 'http://api.test/api/sys-manager/admin/updatePwd']);
    expect(put.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(String(put.body)).toBe('oldPassWord=old+pw&passWord=n%26w');

    t.respondWith(t.answer({ code: 1, msg: '', data: { rows: [], total: 0 } }));
    await t.client.call('getUserList', { keyword: '张 三', page: 2, size: 20, isFlag: undefined });
    const get = t.requests[1]!;
    const url = new URL(get.url);
    expect([get.via, get.method, `${url.origin}${url.pathname}`]).toEqual([
      'fetch',
      'GET',
      'http://api.test/api/sys-user/back/users/getUserList',
    ]);
    expect(Object.fromEntries(url.searchParams)).toEqual({ keyword: '张 三', page: '2', size: '20' });
    expect(get.body).toBeUndefined();
  });

  it('sends JSON calls as JSON, by axios', async () => {
    const t = setup();
    t.respondWith(t.answer({ code: 1, msg: '', data: { removed: 2 } }));
    await t.client.call('removeDeviceAdvertisements', { assignmentIds: [1, 2] }).catch(() => undefined);
    const sent = t.requests[0]!;
    expect([sent.via, sent.headers.get('Content-Type'), JSON.parse(String(sent.body))]).toEqual([
      'axios',
      'application/json',
      { assignmentIds: [1, 2] },
    ]);
  });

  it('asks whether a kept answer changed (ETag), and a 304 answers with the kept one, by fetch', async () => {
    const t = setup();
    const envelope = { code: 1, msg: '', data: { rows: [member], total: 1 } };
    t.respondWith(async (request) =>
      request.headers.get('If-None-Match') === '"v1"'
        ? { status: 304, body: '', headers: { etag: '"v1"' } }
        : { body: envelope, headers: { etag: '"v1"' } },
    );
    const first = await t.client.call('getUserList', { page: 1 });
    const again = await t.client.call('getUserList', { page: 1 });
    expect(again).toBe(first);
    expect(t.requests.map((request) => [request.via, request.headers.get('If-None-Match')])).toEqual([
      ['fetch', null],
      ['fetch', '"v1"'],
    ]);
    expect(t.notices).toEqual([]);
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
    await expect(t.client.download('getUserListExcle', { keyword: '张' })).resolves.toEqual({
      blob: file,
      fileName: '会员-2026-11-21.xlsx',
    });
    // A file goes by axios (its progress), its query in the URL as the reads'.
    const sent = t.requests[0]!;
    expect([sent.via, sent.method, new URL(sent.url).searchParams.get('keyword')]).toEqual(['axios', 'GET', '张']);

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
    t.respondWith(t.failWith(429, envelope));
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
    expect([sent.via, sent.url]).toEqual(['axios', 'https://uploads.example/put']);
    expect(sent.headers.has('Authorization')).toBe(false);
  });

  it('an upload URL that is a path stays on the API, with the token', async () => {
    const t = setup({ uploadUrl: '/files/upload' });
    t.respondWith(
      t.answer({ code: 1, msg: '', data: { url: '/uploads/a.png', key: 'images/a.png', size: 3, sha256: 'a' } }),
    );
    await t.client.call('uploadImage', { file: file() });
    expect([t.requests[0]!.url, t.requests[0]!.headers.get('Authorization')]).toEqual([
      'http://api.test/files/upload',
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
      'http://api.test/api/sys-upload/back/uploadImage',
      'http://api.test/api/sys-upload/back/uploadSoftwarePackage',
    ]);
  });

  it('a console on the same origin as the API (empty base URL) sends the token, both ways', async () => {
    const t = setup({ baseURL: '' });
    t.respondWith(t.answer({ code: 1, msg: '', data: null }));
    await t.client.call('logout');
    await t.client.call('updateUserIsFlag', { userId: 1, isFlag: 0 });
    expect(t.requests.map((request) => [request.via, request.url, request.headers.get('Authorization')])).toEqual([
      ['fetch', '/api/sys-manager/admin/logout', 'Bearer secret-token'],
      ['axios', '/api/sys-user/back/users/updateUserIsFlag', 'Bearer secret-token'],
    ]);
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
      fc.asyncProperty(body, fc.constantFrom(...bothWays), async (answer, { name, input }) => {
        const t = setup();
        t.respondWith(t.answer(answer));
        let settled = 0;
        await t.client.call(name, input).then(
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
  it('goes to the contract’s method and path by fetch, form-encoded, with the language and no token', async () => {
    expect(lightEndpoints.login).toEqual({
      method: endpoints.login.method,
      path: endpoints.login.path,
      encoding: endpoints.login.encoding,
    });
    const t = setup({ token: null });
    t.respondWith(t.answer({ code: 1, msg: '', data: 'the-token' }));
    await expect(t.client.call('login', { username: 'ad min', password: 'p&w' })).resolves.toEqual({
      code: 1,
      msg: '',
      data: 'the-token',
    });
    const [sent, ...more] = t.requests;
    expect([sent!.via, sent!.method, sent!.url]).toEqual([
      'fetch',
      'POST',
      'http://api.test/api/sys-manager/admin/login',
    ]);
    expect(sent!.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(sent!.headers.get('Accept-Language')).toBe('en');
    expect(sent!.headers.has('Authorization')).toBe(false);
    expect(String(sent!.body)).toBe('username=ad+min&password=p%26w');
    expect(more).toEqual([]);
    expect(t.notices).toEqual([]);
  });

  it('a refused login (code 0, HTTP 200) resolves for the form to show, with no toast', async () => {
    const t = setup({ token: null });
    const envelope = { code: 0, msg: '', data: { message: '用户名或密码错误' } };
    t.respondWith(t.answer(envelope));
    await expect(
      t.client.call('login', { username: 'admin', password: 'x' }, { answerAnyCode: true }),
    ).resolves.toEqual(envelope);
    expect(t.notices).toEqual([]);
  });

  it('a token that is no text breaks the contract: rejected with the contract message', async () => {
    for (const data of [null, '', 42]) {
      const t = setup({ token: null });
      t.respondWith(t.answer({ code: 1, msg: '', data }));
      await expect(t.client.call('login', { username: 'a', password: 'b' }, { answerAnyCode: true })).rejects.toEqual(
        expect.objectContaining({ name: 'ApiError', message: loginData.safeParse(data).error?.issues[0]?.message }),
      );
      expect(t.notices).toEqual(['error:contract mismatch']);
    }
  });

  it('a network failure, an HTTP error without an envelope and a timeout say what axios says', async () => {
    const t = setup({ token: null });
    await expect(t.client.call('login', { username: 'a', password: 'b' })).rejects.toThrow('Network Error');
    t.respondWith(t.failWith(502, '<html>bad gateway</html>', { 'content-type': 'text/html' }));
    await expect(t.client.call('login', { username: 'a', password: 'b' })).rejects.toThrow(
      'Request failed with status code 502',
    );
    vi.useFakeTimers();
    try {
      t.respondWith(never);
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
    t.respondWith(never);
    const inFlight = t.client.call('login', { username: 'a', password: 'b' });
    t.client.abortAll();
    await expect(inFlight).rejects.toBeInstanceOf(CallAbandoned);
    expect(t.notices).toEqual([]);
  });
});

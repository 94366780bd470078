import {
  deviceApiEndpoints,
  endpoints,
  pagesOf,
  ResultCode,
  type Endpoint,
  type EndpointName,
} from '@vending/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../modules/members/tables';
import { createManager, harmlessInputs, isFileAnswer, operatorPages } from '../testing/accounts';
import { ADMIN_PASSWORD, backends, OPERATOR_PASSWORD, startTestServer, type TestServer } from '../testing/test-server';
import { fieldLabel } from '@vending/contract/fieldLabel';

const endpointNames = Object.keys(endpoints) as EndpointName[];

/** What every call passes through before its handler: the token, the menu permission, the request's form. */
describe.each(backends)('the API gate on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer({
      databaseUrl,
      environment: { CORS_ORIGINS: 'https://console.example.com', BODY_LIMIT_BYTES: '4096' },
    });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  describe('tokens', () => {
    it('wants a bearer token: none is 403, a bad one is 3, a cookie or query token is ignored', async () => {
      expect((await server.envelope('getManagerInfo')).code).toBe(ResultCode.LOGIN_REQUIRED);
      expect((await server.envelope('getManagerInfo', { token: 'x'.repeat(43) })).code).toBe(ResultCode.LOGIN_EXPIRED);
      expect(
        (await server.envelope('getManagerInfo', { headers: { authorization: `Basic ${adminToken}` } })).code,
      ).toBe(ResultCode.LOGIN_EXPIRED);
      expect(
        (await server.envelope('getManagerInfo', { headers: { cookie: `Admin-Token-platform=${adminToken}` } })).code,
      ).toBe(ResultCode.LOGIN_REQUIRED);
    });
  });

  describe('permission matrix', () => {
    const roles = ['super', 'operator', 'no menus', 'anonymous'] as const;
    let credentials: Record<Exclude<(typeof roles)[number], 'anonymous'>, [string, string]>;
    beforeAll(async () => {
      await createManager(server, adminToken, 'no_menus');
      credentials = {
        super: ['admin', ADMIN_PASSWORD],
        operator: ['operator', OPERATOR_PASSWORD],
        'no menus': ['no_menus', 'password-123'],
      };
    });

    /*
     * One session per role, kept across its calls (a login per call was most of this suite's
     * time). A call that ended a session other than logout would show: the role's next calls
     * would answer 3 (login expired), which no expectation below accepts.
     */
    const sessions: Partial<Record<Exclude<(typeof roles)[number], 'anonymous'>, string | undefined>> = {};
    const sessionOf = async (role: Exclude<(typeof roles)[number], 'anonymous'>) =>
      (sessions[role] ??= await server.login(...credentials[role]));

    const cases = roles.flatMap((role) => endpointNames.map((name) => [role, name] as const));
    it.each(cases)('%s × %s', async (role, name) => {
      const endpoint: Endpoint = endpoints[name];
      const token = role === 'anonymous' ? undefined : await sessionOf(role);
      const input: Record<string, unknown> = { ...harmlessInputs[name] };
      // One's own menu is every administrator's to read.
      if (name === 'getMenuList' && token)
        input.managerId = (await server.envelope('getManagerInfo', { token })).data.managerId;
      const response = await server.call(name, { ...(token ? { token } : {}), input });
      const answer = isFileAnswer(response.headers['content-type']) ? { code: ResultCode.SUCCESS } : response.json();
      const pages = pagesOf(endpoint.menu);
      const allowed =
        endpoint.public ||
        pages.length === 0 ||
        role === 'super' ||
        (role === 'operator' && pages.some((page) => operatorPages.has(page)));
      if (role === 'anonymous' && !endpoint.public) expect(answer.code).toBe(ResultCode.LOGIN_REQUIRED);
      else if (allowed) expect([ResultCode.SUCCESS, ResultCode.FAILURE]).toContain(answer.code);
      else expect(answer).toEqual({ code: ResultCode.NO_PERMISSION, msg: '没有权限', data: null });
      // Logout ends the session it was called with; the role's next call logs in again.
      if (name === 'logout' && role !== 'anonymous') sessions[role] = undefined;
    });
  });

  describe('calls shared by pages', () => {
    const shared = endpointNames.filter((name) => pagesOf(endpoints[name].menu).length > 1);
    const sharedPages = [...new Set(shared.flatMap((name) => pagesOf(endpoints[name].menu)))];
    /** A token of an administrator holding that one page only. */
    const holders = new Map<string, string>();
    beforeAll(async () => {
      adminToken = await server.login('admin', ADMIN_PASSWORD);
      for (const [index, page] of sharedPages.entries())
        holders.set(page, (await createManager(server, adminToken, `one_page_${index}`, [page])).token);
    });

    it('exist: the options lists are shared', () => {
      expect(shared).toEqual(expect.arrayContaining(['getAgentOptions', 'getDeviceOptions']));
    });

    const cases = shared.flatMap((name) => sharedPages.map((page) => [name, page] as const));
    it.each(cases)('%s to the holder of %s only', async (name, page) => {
      const answer = await server.envelope(name, { token: holders.get(page)!, input: { ...harmlessInputs[name] } });
      if ((pagesOf(endpoints[name].menu) as readonly string[]).includes(page)) {
        // Past the gate: the handler answered. A call aimed at a missing row (an alarm to resolve)
        // is refused by the handler (code 0, its own message), never with 没有权限.
        expect([ResultCode.SUCCESS, ResultCode.FAILURE]).toContain(answer.code);
        expect(answer.msg).not.toBe('没有权限');
      } else expect(answer).toEqual({ code: ResultCode.NO_PERMISSION, msg: '没有权限', data: null });
    });
  });

  describe('bad input', () => {
    // The permission matrix logged the administrator out.
    beforeAll(async () => {
      adminToken = await server.login('admin', ADMIN_PASSWORD);
    });
    const countMembers = async () => (await server.app.database.db.select().from(members)).length;

    it.each([
      ['getUserList', 'page=0', 'page'],
      ['getUserList', 'size=abc', 'size'],
      ['getUserList', 'isFlag=2', 'isFlag'],
      ['getUserList', 'startTime=2024-13-01', 'startTime'],
      ['getUserList', 'startTime=2024-02-02&endTime=2024-02-01', 'endTime'],
      ['getUserList', 'page=1&page=2', 'page'],
      ['getUserList', 'sort=id', 'sort'],
      ['getSalesTrend', 'days=1000', 'days'],
      ['getMenuList', '', 'managerId'],
    ] as const)('%s?%s names %s', async (name, rawQuery, field) => {
      const response = await server.call(name, { token: adminToken, rawQuery });
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer).toMatchObject({ code: 0, data: { field } });
      expect(answer.msg).toContain(fieldLabel(name, field)?.zh ?? field);
    });

    it.each([
      ['updateUserIsFlag', 'userId=1&isFlag=1&isFlag=0', 'isFlag'],
      ['updateUserIsFlag', 'userId=1', 'isFlag'],
      ['updateUserIsFlag', 'userId=-1&isFlag=0', 'userId'],
      ['updateUserIsFlag', 'userId=1&isFlag=0&extra=1', 'extra'],
      ['updatePwd', 'oldPassWord=x&passWord=short', 'passWord'],
      ['addManager', 'username=a&realName=x&passWord=password-123', 'username'],
    ] as const)('%s with %s names %s and writes nothing', async (name, rawBody, field) => {
      const before = await countMembers();
      const answer = await server.envelope(name, { token: adminToken, rawBody });
      expect(answer).toMatchObject({ code: 0, data: { field } });
      expect(await countMembers()).toBe(before);
      expect((await server.envelope('getManagerInfo', { token: adminToken })).code).toBe(1);
    });

    it('refuses a body of the wrong kind, malformed JSON and an oversized body without a 500', async () => {
      const asJson = await server.call('updateUserIsFlag', {
        token: adminToken,
        rawBody: '{"userId":1,"isFlag":0}',
        headers: { 'content-type': 'application/json' },
      });
      expect(asJson.json()).toMatchObject({ code: 0 });
      const broken = await server.call('updateManagerMenus', { token: adminToken, rawBody: '{"managerId":' });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({ code: 0, msg: '请求无效' });
      const huge = await server.call('login', { rawBody: `username=admin&password=${'x'.repeat(5000)}` });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ code: 0, msg: '请求体过大', data: { message: '请求体过大' } });
      const xml = await server.call('login', { rawBody: '<a/>', headers: { 'content-type': 'application/xml' } });
      expect(xml.statusCode).toBe(415);
      expect(xml.body).not.toMatch(/at .*\.ts/);
    });

    it('answers an unknown API path with a 404 envelope', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/api/nothing/here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
    });
  });

  describe('HTTP surface', () => {
    beforeAll(async () => {
      adminToken = await server.login('admin', ADMIN_PASSWORD);
    });
    it('sends security headers and no-store on API answers', async () => {
      const response = await server.call('getManagerInfo', { token: adminToken });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      const policy = String(response.headers['content-security-policy']);
      for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
        expect(policy).toContain(directive);
    });

    it('allows CORS, PUT included, only from configured origins', async () => {
      const preflight = (origin: string) =>
        server.app.inject({
          method: 'OPTIONS',
          url: endpoints.updatePwd.path,
          headers: {
            origin,
            'access-control-request-method': 'PUT',
            'access-control-request-headers': 'authorization,content-type',
          },
        });
      const allowed = await preflight('https://console.example.com');
      expect(allowed.headers['access-control-allow-origin']).toBe('https://console.example.com');
      expect(String(allowed.headers['access-control-allow-methods'])).toContain('PUT');
      expect((await preflight('https://evil.example.com')).headers['access-control-allow-origin']).toBeUndefined();
    });

    it('serves health and the OpenAPI document', async () => {
      expect((await server.app.inject({ url: '/healthz' })).json()).toMatchObject({ status: 'ok' });
      const document = (await server.app.inject({ url: '/api/openapi.json' })).json();
      expect(document.openapi).toBe('3.1.0');
      // The administrators' calls and the device API's, each a path of its own.
      expect(Object.keys(document.paths)).toHaveLength(endpointNames.length + Object.keys(deviceApiEndpoints).length);
      const reference = await server.app.inject({ url: '/api/docs' });
      expect(reference.statusCode).toBe(200);
      expect(reference.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reference.headers['content-security-policy']).toContain("script-src 'self'");
      expect(reference.body.match(/<article /g)).toHaveLength(
        endpointNames.length + Object.keys(deviceApiEndpoints).length,
      );
    });
  });
});

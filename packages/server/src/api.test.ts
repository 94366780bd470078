import type { ZodType } from 'zod';
import {
  ANY_ADMINISTRATOR,
  endpoints,
  menu,
  ResultCode,
  successEnvelopeSchema,
  type Endpoint,
  type EndpointName,
  type RequestInput,
} from '@vending/contract';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerMenus, managers, members } from './db/schema';
import { businessDate } from './routes/business-time';
import { ADMIN_PASSWORD, backends, OPERATOR_PASSWORD, startTestServer, type TestServer } from './testing/test-server';

const endpointNames = Object.keys(endpoints) as EndpointName[];
const MISSING_ID = 999_999;

/**
 * An input for every endpoint that passes validation but changes nothing: a wrong old
 * password, a taken username, ids that do not exist. The permission matrix uses them.
 */
const harmlessInputs: { [Name in EndpointName]: RequestInput<Name> } = {
  login: { username: 'admin', password: ADMIN_PASSWORD },
  logout: {},
  getManagerInfo: {},
  getMenuList: { managerId: MISSING_ID },
  updatePwd: { oldPassWord: 'not the password', passWord: 'another password' },
  getUserList: {},
  updateUserIsFlag: { userId: MISSING_ID, isFlag: 1 },
  getUserListExcle: { keyword: 'nobody has this name' },
  getHomeKpis: {},
  getSalesTrend: {},
  getTopGoods: {},
  getShortageDevices: {},
  getManagerList: {},
  addManager: { username: 'admin', realName: '重复', passWord: 'password-123' },
  updateManager: { managerId: MISSING_ID, realName: '无人' },
  updateManagerIsFlag: { managerId: MISSING_ID, isFlag: 1 },
  resetManagerPwd: { managerId: MISSING_ID, passWord: 'password-123' },
  getManagerMenus: { managerId: MISSING_ID },
  updateManagerMenus: { managerId: MISSING_ID, interfaceNames: [] },
  // Not an image nor a package: refused after the permission check, nothing stored.
  uploadImage: { file: new File(['just text'], 'note.png', { type: 'image/png' }) },
  uploadSoftwarePackage: { file: new File(['just text'], 'app.apk', { type: 'application/octet-stream' }) },
};

const operatorPages = new Set(
  menu
    .filter((group) => ['首页', '会员管理', '设备管理', '订单管理'].includes(group.interfaceName))
    .flatMap((group) => group.children.map((page) => page.interfaceName)),
);

describe.each(backends)('API on $name', ({ databaseUrl }) => {
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

  async function createManager(username: string, pages: string[] = []) {
    const created = await server.envelope('addManager', {
      token: adminToken,
      input: { username, realName: '测试员', passWord: 'password-123' },
    });
    expect(created.code).toBe(1);
    if (pages.length > 0) {
      const granted = await server.envelope('updateManagerMenus', {
        token: adminToken,
        input: { managerId: created.data.managerId, interfaceNames: pages },
      });
      expect(granted.code).toBe(1);
    }
    return { managerId: created.data.managerId as number, token: await server.login(username, 'password-123') };
  }

  describe('session calls', () => {
    it('logs in with a form body and answers the token as data', async () => {
      const answer = await server.envelope('login', { input: { username: 'admin', password: ADMIN_PASSWORD } });
      expect(successEnvelopeSchema(endpoints.login.data).parse(answer).data.length).toBeGreaterThanOrEqual(40);
    });

    it('answers unknown user, wrong password and disabled account with one message', async () => {
      const disabled = await createManager('disabled_one');
      await server.envelope('updateManagerIsFlag', {
        token: adminToken,
        input: { managerId: disabled.managerId, isFlag: 0 },
      });
      const answers = await Promise.all([
        server.envelope('login', { input: { username: 'nobody', password: 'whatever' } }),
        server.envelope('login', { input: { username: 'admin', password: 'wrong password' } }),
        server.envelope('login', { input: { username: 'disabled_one', password: 'password-123' } }),
      ]);
      expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
        new Set([JSON.stringify({ code: 0, msg: '用户名或密码错误', data: { message: '用户名或密码错误' } })]),
      );
    });

    it('tells who is logged in and their menu', async () => {
      const info = await server.envelope('getManagerInfo', { token: adminToken });
      expect(successEnvelopeSchema(endpoints.getManagerInfo.data).parse(info).data).toMatchObject({
        username: 'admin',
        managerType: 1,
      });
      const tree = successEnvelopeSchema(endpoints.getMenuList.data).parse(
        await server.envelope('getMenuList', { token: adminToken, input: { managerId: info.data.managerId } }),
      ).data;
      expect(tree.map((group) => group.interfaceName)).toEqual(menu.map((group) => group.interfaceName));
      expect(tree.every((group) => group.isFlag > 0 && group.sysMenuList.every((page) => page.isFlag > 0))).toBe(true);
    });

    it("marks only the operator's permitted pages, and refuses another administrator's menu", async () => {
      const token = await server.login('operator', OPERATOR_PASSWORD);
      const info = await server.envelope('getManagerInfo', { token });
      expect(info.data.managerType).toBe(2);
      const tree = (await server.envelope('getMenuList', { token, input: { managerId: info.data.managerId } }))
        .data as { interfaceName: string; isFlag: number; sysMenuList: { interfaceName: string; isFlag: number }[] }[];
      const permitted = tree
        .flatMap((group) => group.sysMenuList)
        .filter((page) => page.isFlag > 0)
        .map((page) => page.interfaceName);
      expect(new Set(permitted)).toEqual(operatorPages);
      expect(tree.find((group) => group.interfaceName === '管理员管理')?.isFlag).toBe(0);
      const admin = await server.envelope('getManagerInfo', { token: adminToken });
      expect((await server.envelope('getMenuList', { token, input: { managerId: admin.data.managerId } })).code).toBe(
        ResultCode.NO_PERMISSION,
      );
    });

    it('changes the password: wrong old password is code 0 with data.message; success revokes every session', async () => {
      const clerk = await createManager('pwd_changer');
      const otherDevice = await server.login('pwd_changer', 'password-123');
      const wrong = await server.envelope('updatePwd', {
        token: clerk.token,
        input: { oldPassWord: 'nope', passWord: 'brand-new-pass' },
      });
      expect(wrong).toEqual({ code: 0, msg: '原密码错误', data: { message: '原密码错误', field: 'oldPassWord' } });
      const call = await server.call('updatePwd', {
        token: clerk.token,
        input: { oldPassWord: 'password-123', passWord: 'brand-new-pass' },
      });
      expect(call.json()).toMatchObject({ code: 1 });
      for (const token of [clerk.token, otherDevice]) {
        expect((await server.envelope('getManagerInfo', { token })).code).toBe(ResultCode.LOGIN_EXPIRED);
      }
      await expect(server.login('pwd_changer', 'password-123')).rejects.toThrow();
      expect(await server.login('pwd_changer', 'brand-new-pass')).toBeTruthy();
    });

    it('logs out by revoking the token', async () => {
      const token = await server.login('admin', ADMIN_PASSWORD);
      expect((await server.envelope('logout', { token })).code).toBe(1);
      expect((await server.envelope('getManagerInfo', { token })).code).toBe(ResultCode.LOGIN_EXPIRED);
    });
  });

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

    it('expires after the idle time and after the absolute lifetime', async () => {
      const idle = await server.login('operator', OPERATOR_PASSWORD);
      server.clock.advance(119 * 60_000);
      expect((await server.envelope('getManagerInfo', { token: idle })).code).toBe(1);
      server.clock.advance(121 * 60_000);
      expect((await server.envelope('getManagerInfo', { token: idle })).code).toBe(ResultCode.LOGIN_EXPIRED);

      const busy = await server.login('operator', OPERATOR_PASSWORD);
      for (let hour = 0; hour < 24; hour += 1) {
        server.clock.advance(60 * 60_000);
        expect((await server.envelope('getManagerInfo', { token: busy })).code).toBe(1);
      }
      server.clock.advance(60_001);
      expect((await server.envelope('getManagerInfo', { token: busy })).code).toBe(ResultCode.LOGIN_EXPIRED);
      adminToken = await server.login('admin', ADMIN_PASSWORD);
    });
  });

  describe('members', () => {
    let namedIds: number[] = [];
    beforeAll(async () => {
      const inserted = await server.app.database.db
        .insert(members)
        .values([
          {
            nickName: '=HYPERLINK("http://evil")',
            phone: '13900000001',
            balance: 1234,
            createdAt: new Date('2020-01-01T02:00:00Z'),
          },
          {
            nickName: '@SUM(1)',
            phone: '+8613900000002',
            balance: 0,
            isFlag: 0,
            createdAt: new Date('2020-01-02T02:00:00Z'),
          },
          {
            nickName: '百分之100_percent',
            phone: '13900000003',
            balance: 5,
            createdAt: new Date('2020-01-03T17:00:00Z'),
          },
        ])
        .returning({ id: members.id });
      namedIds = inserted.map((row) => row.id);
    });

    it('lists a page of members with the total, newest first', async () => {
      const answer = successEnvelopeSchema(endpoints.getUserList.data).parse(
        await server.envelope('getUserList', { token: adminToken, input: { page: 2, size: 5 } }),
      );
      expect(answer.data.rows).toHaveLength(5);
      expect(answer.data.total).toBe(303);
      const times = answer.data.rows.map((row) => row.createTime);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it('filters by keyword, flag and registration dates in the business time zone', async () => {
      const list = async (input: RequestInput<'getUserList'>) =>
        (await server.envelope('getUserList', { token: adminToken, input })).data as {
          rows: { userId: number }[];
          total: number;
        };
      expect((await list({ keyword: '13900000001' })).rows.map((row) => row.userId)).toEqual([namedIds[0]]);
      expect((await list({ keyword: '100_' })).rows.map((row) => row.userId)).toEqual([namedIds[2]]);
      expect((await list({ keyword: '%' })).total).toBe(0);
      // 2020-01-03T17:00Z is 2020-01-04 01:00 in Shanghai.
      expect((await list({ startTime: '2020-01-02', endTime: '2020-01-03' })).rows.map((row) => row.userId)).toEqual([
        namedIds[1],
      ]);
      expect((await list({ startTime: '2020-01-04', endTime: '2020-01-04' })).rows.map((row) => row.userId)).toEqual([
        namedIds[2],
      ]);
      const disabled = await list({ isFlag: 0, size: 100 });
      expect(disabled.rows.map((row) => row.userId)).toContain(namedIds[1]);
      expect(disabled.rows.map((row) => row.userId)).not.toContain(namedIds[0]);
    });

    it('changes a member flag, and says when the member does not exist', async () => {
      const userId = namedIds[0]!;
      expect(
        (await server.envelope('updateUserIsFlag', { token: adminToken, input: { userId, isFlag: 0 } })).code,
      ).toBe(1);
      const [row] = await server.app.database.db.select().from(members).where(eq(members.id, userId));
      expect(row?.isFlag).toBe(0);
      expect(
        await server.envelope('updateUserIsFlag', { token: adminToken, input: { userId: MISSING_ID, isFlag: 0 } }),
      ).toMatchObject({ code: 0, data: { field: 'userId' } });
    });

    it('exports the filtered list as a dated .xlsx with formulas defused', async () => {
      const response = await server.call('getUserListExcle', {
        token: adminToken,
        input: { startTime: '2020-01-01', endTime: '2020-01-10' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(endpoints.getUserListExcle.data.mediaType);
      const today = businessDate(server.clock.now(), 'Asia/Shanghai');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="members-${today}.xlsx"; filename*=UTF-8''${encodeURIComponent(`会员列表-${today}.xlsx`)}`,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('会员列表')!;
      const values = sheet
        .getSheetValues()
        .slice(2)
        .map((row) => (row as unknown[]).slice(1));
      expect(sheet.getRow(1).values).toEqual([undefined, '会员ID', '昵称', '手机号', '余额(元)', '状态', '注册时间']);
      expect(values).toEqual([
        [namedIds[2], '百分之100_percent', '13900000003', 0.05, '启用', '2020-01-04 01:00:00'],
        [namedIds[1], "'@SUM(1)", "'+8613900000002", 0, '禁用', '2020-01-02 10:00:00'],
        [namedIds[0], `'=HYPERLINK("http://evil")`, '13900000001', 12.34, '禁用', '2020-01-01 10:00:00'],
      ]);
    });
  });

  describe('home dashboard', () => {
    it.each(['getHomeKpis', 'getSalesTrend', 'getTopGoods', 'getShortageDevices'] as const)(
      '%s answers data fitting the contract',
      async (name) => {
        const answer = await server.envelope(name, { token: adminToken });
        const parsed = successEnvelopeSchema(endpoints[name].data as Endpoint['data'] & ZodType).parse(answer);
        expect(parsed.data).toBeTruthy();
      },
    );

    it('adds up the demo business', async () => {
      const kpis = (await server.envelope('getHomeKpis', { token: adminToken })).data;
      expect(kpis.memberCount).toBe(303);
      expect(kpis.deviceCount).toBe(24);
      const trend = (await server.envelope('getSalesTrend', { token: adminToken, input: { days: 30 } })).data as {
        points: { date: string; sales: number }[];
      };
      expect(trend.points).toHaveLength(30);
      expect(trend.points.at(-1)?.date).toBe(businessDate(server.clock.now(), 'Asia/Shanghai'));
      expect(trend.points.reduce((total, point) => total + point.sales, 0)).toBeGreaterThan(0);
      const top = (await server.envelope('getTopGoods', { token: adminToken, input: { limit: 3 } })).data as {
        rows: { sales: number }[];
      };
      expect(top.rows).toHaveLength(3);
      expect(top.rows[0]!.sales).toBeGreaterThanOrEqual(top.rows[2]!.sales);
      const short = (await server.envelope('getShortageDevices', { token: adminToken })).data as {
        rows: { emptySlots: number }[];
      };
      expect(short.rows.every((row) => row.emptySlots > 0)).toBe(true);
    });
  });

  describe('administrators', () => {
    it('creates, lists, edits, disables and resets an administrator', async () => {
      const clerk = await createManager('clerk_a', ['会员列表']);
      const listed = successEnvelopeSchema(endpoints.getManagerList.data).parse(
        await server.envelope('getManagerList', { token: adminToken, input: { keyword: 'clerk_a' } }),
      );
      expect(listed.data.rows).toEqual([
        expect.objectContaining({ managerId: clerk.managerId, managerType: 2, isFlag: 1, realName: '测试员' }),
      ]);
      expect(
        (
          await server.envelope('updateManager', {
            token: adminToken,
            input: { managerId: clerk.managerId, realName: '王小明', phone: '13800000000' },
          })
        ).code,
      ).toBe(1);
      expect((await server.envelope('getManagerInfo', { token: clerk.token })).data).toMatchObject({
        realName: '王小明',
        phone: '13800000000',
      });

      expect(
        (
          await server.envelope('updateManagerIsFlag', {
            token: adminToken,
            input: { managerId: clerk.managerId, isFlag: 0 },
          })
        ).code,
      ).toBe(1);
      expect((await server.envelope('getUserList', { token: clerk.token })).code).toBe(ResultCode.LOGIN_EXPIRED);
      await server.envelope('updateManagerIsFlag', {
        token: adminToken,
        input: { managerId: clerk.managerId, isFlag: 1 },
      });

      const again = await server.login('clerk_a', 'password-123');
      expect(
        (
          await server.envelope('resetManagerPwd', {
            token: adminToken,
            input: { managerId: clerk.managerId, passWord: 'reset-pass-99' },
          })
        ).code,
      ).toBe(1);
      expect((await server.envelope('getUserList', { token: again })).code).toBe(ResultCode.LOGIN_EXPIRED);
      expect(await server.login('clerk_a', 'reset-pass-99')).toBeTruthy();
    });

    it('reads and replaces permitted menus', async () => {
      const clerk = await createManager('clerk_b', ['会员列表', '设备列表']);
      const tree = successEnvelopeSchema(endpoints.getManagerMenus.data).parse(
        await server.envelope('getManagerMenus', { token: adminToken, input: { managerId: clerk.managerId } }),
      ).data;
      expect(
        tree
          .flatMap((group) => group.sysMenuList)
          .filter((page) => page.isFlag)
          .map((page) => page.interfaceName),
      ).toEqual(['会员列表', '设备列表']);
      await server.envelope('updateManagerMenus', {
        token: adminToken,
        input: { managerId: clerk.managerId, interfaceNames: ['首页'] },
      });
      const grants = await server.app.database.db
        .select()
        .from(managerMenus)
        .where(eq(managerMenus.managerId, clerk.managerId));
      expect(grants.map((grant) => grant.interfaceName)).toEqual(['首页']);
    });

    it('never makes a super administrator from a request, and keeps ordinary ones off super administrators', async () => {
      const smuggled = await server.envelope('addManager', {
        token: adminToken,
        input: { username: 'sneaky', realName: '某人', passWord: 'password-123', managerType: 1 },
      });
      expect(smuggled).toMatchObject({ code: 0, data: { field: 'managerType' } });
      expect(await server.app.database.db.select().from(managers).where(eq(managers.username, 'sneaky'))).toEqual([]);

      const deputy = await createManager('deputy', ['管理员列表', '会员列表']);
      const admin = await server.envelope('getManagerInfo', { token: adminToken });
      for (const [name, input] of [
        ['updateManagerIsFlag', { managerId: admin.data.managerId, isFlag: 0 }],
        ['resetManagerPwd', { managerId: admin.data.managerId, passWord: 'taken-over-1' }],
        ['updateManager', { managerId: admin.data.managerId, realName: '篡改' }],
      ] as const) {
        expect((await server.envelope(name, { token: deputy.token, input })).code, name).toBe(ResultCode.NO_PERMISSION);
      }
      // Not beyond what one holds, and not for oneself.
      const clerk = await createManager('clerk_c');
      expect(
        (
          await server.envelope('updateManagerMenus', {
            token: deputy.token,
            input: { managerId: clerk.managerId, interfaceNames: ['提现记录'] },
          })
        ).code,
      ).toBe(ResultCode.NO_PERMISSION);
      expect(
        (
          await server.envelope('updateManagerMenus', {
            token: deputy.token,
            input: { managerId: clerk.managerId, interfaceNames: ['会员列表'] },
          })
        ).code,
      ).toBe(1);
      expect(
        (
          await server.envelope('updateManagerMenus', {
            token: deputy.token,
            input: { managerId: deputy.managerId, interfaceNames: ['会员列表'] },
          })
        ).code,
      ).toBe(0);
      expect((await server.envelope('getManagerInfo', { token: adminToken })).code).toBe(1);
    });

    it('refuses a taken username', async () => {
      expect(
        await server.envelope('addManager', {
          token: adminToken,
          input: { username: 'ADMIN', realName: '重名', passWord: 'password-123' },
        }),
      ).toMatchObject({ code: 0, data: { field: 'username' } });
    });
  });

  describe('permission matrix', () => {
    const roles = ['super', 'operator', 'no menus', 'anonymous'] as const;
    let credentials: Record<Exclude<(typeof roles)[number], 'anonymous'>, [string, string]>;
    beforeAll(async () => {
      await createManager('no_menus');
      credentials = {
        super: ['admin', ADMIN_PASSWORD],
        operator: ['operator', OPERATOR_PASSWORD],
        'no menus': ['no_menus', 'password-123'],
      };
    });

    const cases = roles.flatMap((role) => endpointNames.map((name) => [role, name] as const));
    it.each(cases)('%s × %s', async (role, name) => {
      const endpoint: Endpoint = endpoints[name];
      // A fresh session per call: logout would end a shared one.
      const token = role === 'anonymous' ? undefined : await server.login(...credentials[role]);
      const input: Record<string, unknown> = { ...harmlessInputs[name] };
      // One's own menu is every administrator's to read.
      if (name === 'getMenuList' && token)
        input.managerId = (await server.envelope('getManagerInfo', { token })).data.managerId;
      const response = await server.call(name, { ...(token ? { token } : {}), input });
      const answer =
        response.headers['content-type'] === endpoints.getUserListExcle.data.mediaType
          ? { code: ResultCode.SUCCESS }
          : response.json();
      const allowed =
        endpoint.public ||
        endpoint.menu === null ||
        endpoint.menu === ANY_ADMINISTRATOR ||
        role === 'super' ||
        (role === 'operator' && operatorPages.has(endpoint.menu));
      if (role === 'anonymous' && !endpoint.public) expect(answer.code).toBe(ResultCode.LOGIN_REQUIRED);
      else if (allowed) expect([ResultCode.SUCCESS, ResultCode.FAILURE]).toContain(answer.code);
      else expect(answer).toEqual({ code: ResultCode.NO_PERMISSION, msg: '没有权限', data: null });
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
      expect(answer.msg).toContain(field);
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
      expect(Object.keys(document.paths)).toHaveLength(endpointNames.length);
      const reference = await server.app.inject({ url: '/api/docs' });
      expect(reference.statusCode).toBe(200);
      expect(reference.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reference.headers['content-security-policy']).toContain("script-src 'self'");
      expect(reference.body.match(/<article /g)).toHaveLength(endpointNames.length);
    });
  });
});

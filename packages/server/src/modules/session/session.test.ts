import { endpoints, menu, ResultCode, successEnvelopeSchema } from '@vending/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager, firstStartOperatorPages } from '../../testing/accounts';
import {
  ADMIN_PASSWORD,
  backends,
  OPERATOR_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../testing/test-server';

describe.each(backends)('session calls on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0' } });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  it('logs in with a form body and answers the token as data', async () => {
    const answer = await server.envelope('login', { input: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(successEnvelopeSchema(endpoints.login.data).parse(answer).data.length).toBeGreaterThanOrEqual(40);
  });

  it('answers unknown user, wrong password and disabled account with one message', async () => {
    const disabled = await createManager(server, adminToken, 'disabled_one');
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
      // The business's zone, which the console shows times and days in.
      timeZone: 'Asia/Shanghai',
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
    const tree = (await server.envelope('getMenuList', { token, input: { managerId: info.data.managerId } })).data as {
      interfaceName: string;
      isFlag: number;
      sysMenuList: { interfaceName: string; isFlag: number }[];
    }[];
    const permitted = tree
      .flatMap((group) => group.sysMenuList)
      .filter((page) => page.isFlag > 0)
      .map((page) => page.interfaceName);
    // Without the demo data: the first start's pages, its own role alone.
    expect(new Set(permitted)).toEqual(firstStartOperatorPages);
    expect(tree.find((group) => group.interfaceName === '管理员管理')?.isFlag).toBe(0);
    const admin = await server.envelope('getManagerInfo', { token: adminToken });
    expect((await server.envelope('getMenuList', { token, input: { managerId: admin.data.managerId } })).code).toBe(
      ResultCode.NO_PERMISSION,
    );
  });

  it('changes the password: wrong old password is code 0 with data.message; success revokes every session', async () => {
    const clerk = await createManager(server, adminToken, 'pwd_changer');
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

  // Last: it moves the clock two days on.
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
  });
});

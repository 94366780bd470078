import { endpoints, ResultCode } from '@vending/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager } from '../../testing/accounts';
import {
  ADMIN_PASSWORD,
  backends,
  OPERATOR_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../testing/test-server';
import { auditEvents } from './tables';

describe.each(backends)('the audit trail on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  let adminId: number;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
    adminId = (await server.envelope('getManagerInfo', { token: adminToken })).data.managerId;
  });
  afterAll(() => server.close());

  const latest = async () => {
    const [event] = await server.app.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    return event;
  };

  it('records a write with its actor, target, before and after, result and address, and never a password', async () => {
    const clerk = await createManager(server, adminToken, 'audited');
    await server.envelope('resetManagerPwd', {
      token: adminToken,
      input: { managerId: clerk.managerId, passWord: 'secret-password-9' },
      remoteAddress: '10.1.2.3',
    });
    expect(await latest()).toMatchObject({
      actorId: adminId,
      actorName: 'admin',
      action: 'resetManagerPwd',
      page: '管理员列表',
      target: `managerId=${clerk.managerId}`,
      input: { managerId: clerk.managerId },
      result: ResultCode.SUCCESS,
      address: '10.1.2.3',
    });
    expect(JSON.stringify(await latest())).not.toContain('secret-password-9');

    await server.envelope('updateManagerIsFlag', {
      token: adminToken,
      input: { managerId: clerk.managerId, isFlag: 0 },
    });
    expect(await latest()).toMatchObject({
      action: 'updateManagerIsFlag',
      before: { isFlag: 1 },
      after: { isFlag: 0 },
    });
  });

  it('records logins that succeed and fail, and refusals for want of a permission', async () => {
    await server.envelope('login', { input: { username: 'admin', password: 'wrong guess' } });
    expect(await latest()).toMatchObject({ action: 'login', actorId: null, actorName: 'admin', result: 0 });
    expect(JSON.stringify(await latest())).not.toContain('wrong guess');
    await server.login('admin', ADMIN_PASSWORD);
    expect(await latest()).toMatchObject({ action: 'login', actorId: adminId, result: ResultCode.SUCCESS });

    const limited = await createManager(server, adminToken, 'limited_a', ['会员列表']);
    await server.envelope('getManagerList', { token: limited.token });
    expect(await latest()).toMatchObject({
      action: 'getManagerList',
      actorId: limited.managerId,
      result: ResultCode.NO_PERMISSION,
    });
  });

  it('records an export, and not an ordinary read', async () => {
    const before = await latest();
    await server.envelope('getUserList', { token: adminToken });
    expect((await latest())?.id).toBe(before?.id);
    await server.call('getUserListExcle', { token: adminToken, input: {} });
    // Recorded once the whole file has gone out.
    await expect
      .poll(latest)
      .toMatchObject({ action: 'getUserListExcle', actorId: adminId, result: ResultCode.SUCCESS });
  });

  it("answers an administrator's recent actions, newest first", async () => {
    const answer = await server.envelope('getManagerAuditList', {
      token: adminToken,
      input: { managerId: adminId, size: 5 },
    });
    expect(answer.code).toBe(1);
    expect(answer.data.rows[0]).toMatchObject({ action: 'getUserListExcle', result: 1 });
    expect(answer.data.total).toBeGreaterThanOrEqual(5);
    const rows = await server.app.database.db.select().from(auditEvents).where(eq(auditEvents.actorId, adminId));
    expect(answer.data.total).toBe(rows.length);
  });

  it('lists failed and throttled logins with the user name tried and the address, and refusals, filtered', async () => {
    const failed = await server.envelope('login', {
      input: { username: 'mallory_guess', password: 'wrong guess' },
      remoteAddress: '203.0.113.7',
    });
    expect(failed.code).toBe(ResultCode.FAILURE);
    // Guess until the account's throttle answers (a handful of failures).
    let throttled = false;
    for (let guess = 0; guess < 30 && !throttled; guess += 1) {
      const answer = await server.envelope('login', {
        input: { username: 'mallory_flood', password: `guess ${guess}` },
        remoteAddress: '198.51.100.9',
      });
      throttled = answer.code === ResultCode.TOO_MANY_REQUESTS;
    }
    expect(throttled).toBe(true);
    const limited = await createManager(server, adminToken, 'limited_s', ['会员列表']);
    await server.envelope('getManagerList', { token: limited.token });

    const list = async (input: Record<string, unknown>) => {
      const answer = await server.envelope('getSecurityEventList', { token: adminToken, input });
      expect(answer.code).toBe(ResultCode.SUCCESS);
      return answer.data as { rows: Record<string, unknown>[]; total: number };
    };
    const byName = await list({ keyword: 'mallory_guess' });
    expect(byName.total).toBe(1);
    expect(byName.rows[0]).toMatchObject({
      kind: 'loginFailed',
      username: 'mallory_guess',
      address: '203.0.113.7',
      action: 'login',
    });
    expect(JSON.stringify(byName)).not.toContain('wrong guess');

    const flood = await list({ address: '198.51.100', size: 100 });
    expect(flood.rows.every((row) => row.username === 'mallory_flood')).toBe(true);
    expect(flood.rows.map((row) => row.kind)).toContain('loginFailed');
    expect(flood.rows[0]).toMatchObject({ kind: 'loginThrottled', address: '198.51.100.9' });
    const throttledOnly = await list({ kind: 'loginThrottled', keyword: 'mallory' });
    expect(throttledOnly.rows).toEqual([expect.objectContaining({ username: 'mallory_flood' })]);

    const refusals = await list({ kind: 'refused', keyword: 'limited_s' });
    expect(refusals.rows).toEqual([
      expect.objectContaining({ kind: 'refused', username: 'limited_s', action: 'getManagerList', page: '管理员列表' }),
    ]);
    // Successful logins and ordinary writes are not security events.
    const everything = await list({ size: 100 });
    expect(everything.rows.every((row) => row.kind !== undefined && row.action !== 'addManager')).toBe(true);
    const successfulLogins = await server.app.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'login'), eq(auditEvents.result, ResultCode.SUCCESS)));
    expect(successfulLogins.length).toBeGreaterThan(0);
    expect(everything.rows.some((row) => successfulLogins.some((login) => login.id === row.auditId))).toBe(false);

    const future = await list({ startTime: '2999-01-01' });
    expect(future).toEqual({ rows: [], total: 0 });
  });

  it('refuses the security events to an administrator without the page, and to the operator', async () => {
    const limited = await createManager(server, adminToken, 'limited_t', ['管理员列表']);
    const refused = await server.envelope('getSecurityEventList', { token: limited.token });
    expect(refused.code).toBe(ResultCode.NO_PERMISSION);
    const operatorToken = await server.login('operator', OPERATOR_PASSWORD);
    expect((await server.envelope('getSecurityEventList', { token: operatorToken })).code).toBe(
      ResultCode.NO_PERMISSION,
    );
  });

  it('offers no call that writes to the trail', () => {
    const writers = Object.entries(endpoints).filter(
      ([name, endpoint]) => /audit/i.test(name) && endpoint.method !== 'GET',
    );
    expect(writers).toEqual([]);
  });
});

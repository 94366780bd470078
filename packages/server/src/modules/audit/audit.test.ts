import { endpoints, ResultCode } from '@vending/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager } from '../../testing/accounts';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
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

  it('offers no call that writes to the trail', () => {
    const writers = Object.entries(endpoints).filter(
      ([name, endpoint]) => /audit/i.test(name) && endpoint.method !== 'GET',
    );
    expect(writers).toEqual([]);
  });
});

import { activityFlow, ResultCode, type ActivityRow, type EndpointName, type RequestInput } from '@vending/contract';
import { count, eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager } from '../../testing/accounts';
import { databaseDigest } from '../../testing/digest';
import { ADMIN_PASSWORD, backends, ManualTicker, startTestServer, type TestServer } from '../../testing/test-server';
import { sendActivity } from './sender';
import { activities, memberMessages } from './tables';

const HOUR_MS = 3_600_000;

describe.each(backends)('activity push on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  const ticker = new ManualTicker();
  const db = () => server.app.database.db;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, ticker });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  const call = <Name extends EndpointName>(name: Name, input: RequestInput<Name>, token = adminToken) =>
    server.envelope(name, { token, input });
  const inbox = async (activityId: number) =>
    (await db().select({ count: count() }).from(memberMessages).where(eq(memberMessages.activityId, activityId)))[0]!
      .count;
  const statusOf = async (activityId: number) =>
    (await db().select({ status: activities.status }).from(activities).where(eq(activities.id, activityId)))[0]!.status;
  const inAnHour = () => new Date(server.clock.current.getTime() + HOUR_MS).toISOString();

  it('counts an audience as the member list does, for every filter', async () => {
    const filters = [
      {},
      { isFlag: 1 as const },
      { keyword: '138' },
      { startTime: '2026-02-01', endTime: '2026-03-01' },
    ];
    for (const filter of filters) {
      const members = (await call('getUserList', { ...filter, size: 1 })).data.total as number;
      expect(members).toBeGreaterThan(0);
      const audienceKind = Object.keys(filter).length === 0 ? 'all' : 'filter';
      expect((await call('countActivityAudience', { audienceKind, ...filter })).data).toEqual({ count: members });
    }
  });

  it('sending now puts one message per member of the audience into the inbox', async () => {
    const enabled = (await call('getUserList', { isFlag: 1, size: 1 })).data.total as number;
    const answer = await call('pushActivity', {
      title: '周五咖啡买一送一',
      content: '本周五全天，咖啡买一送一。',
      audienceKind: 'filter',
      isFlag: 1,
      sendMode: 'now',
    });
    expect(answer).toMatchObject({
      code: ResultCode.SUCCESS,
      data: { status: activityFlow.values.sent, audienceSize: enabled },
    });
    const { activityId } = answer.data as { activityId: number };
    expect(await inbox(activityId)).toBe(enabled);
    const [row] = (await call('getActivityList', { keyword: '咖啡买一送一' })).data.rows as ActivityRow[];
    expect(row).toMatchObject({
      activityId,
      audience: { isFlag: 1 },
      audienceSize: enabled,
      status: activityFlow.values.sent,
      sendTime: server.clock.current.toISOString(),
      sentTime: server.clock.current.toISOString(),
      updatedBy: 'admin',
    });
  });

  it('sends a scheduled activity at its time, by the server, once', async () => {
    const all = (await call('getUserList', { size: 1 })).data.total as number;
    const answer = await call('pushActivity', {
      title: '下午茶时间',
      content: '15:00 起全场饮料 9 折。',
      audienceKind: 'all',
      sendMode: 'scheduled',
      sendAt: inAnHour(),
    });
    expect(answer).toMatchObject({ code: 1, data: { status: activityFlow.values.scheduled, audienceSize: all } });
    const { activityId } = answer.data as { activityId: number };
    await ticker.tick();
    expect(await statusOf(activityId)).toBe(activityFlow.values.scheduled);
    expect(await inbox(activityId)).toBe(0);

    server.clock.advance(HOUR_MS);
    await ticker.tick();
    expect(await statusOf(activityId)).toBe(activityFlow.values.sent);
    expect(await inbox(activityId)).toBe(all);
    await ticker.tick();
    expect(await inbox(activityId)).toBe(all);
    // A second sender (another instance, a retry) finds it sent and writes nothing.
    expect(await sendActivity(db(), activityId, server.clock.now(), 'UTC')).toBeUndefined();
    expect(await inbox(activityId)).toBe(all);
  });

  it('of two senders at once, one sends and the inbox holds each member once', async () => {
    const answer = await call('pushActivity', {
      title: '两个发送者',
      content: '只发一次。',
      audienceKind: 'filter',
      keyword: '139',
      sendMode: 'scheduled',
      sendAt: inAnHour(),
    });
    const { activityId, audienceSize } = answer.data as { activityId: number; audienceSize: number };
    const at = new Date(server.clock.current.getTime() + HOUR_MS);
    const results = await Promise.all([
      sendActivity(db(), activityId, at, 'UTC'),
      sendActivity(db(), activityId, at, 'UTC'),
    ]);
    expect(results.filter((result) => result === undefined)).toHaveLength(1);
    expect(results).toContain(audienceSize);
    expect(await inbox(activityId)).toBe(audienceSize);
  });

  it('never sends a cancelled activity, and cancels only a scheduled one', async () => {
    const answer = await call('pushActivity', {
      title: '取消的活动',
      content: '不会发送。',
      audienceKind: 'all',
      sendMode: 'scheduled',
      sendAt: inAnHour(),
    });
    const { activityId } = answer.data as { activityId: number };
    expect((await call('transitActivity', { activityId, action: 'cancel' })).code).toBe(ResultCode.SUCCESS);
    server.clock.advance(2 * HOUR_MS);
    await ticker.tick();
    expect(await statusOf(activityId)).toBe(activityFlow.values.cancelled);
    expect(await inbox(activityId)).toBe(0);
    const [row] = (await call('getActivityList', { keyword: '取消的活动' })).data.rows as ActivityRow[];
    expect(row?.cancelTime).not.toBeNull();

    const before = await databaseDigest(db());
    expect(await call('transitActivity', { activityId, action: 'cancel' })).toMatchObject({
      code: ResultCode.FAILURE,
      data: { field: 'action' },
    });
    expect(await databaseDigest(db())).toEqual(before);
  });

  it('refuses a bad push naming its field and writes nothing', async () => {
    const valid = {
      title: '标题',
      content: '内容',
      audienceKind: 'all' as const,
      sendMode: 'scheduled' as const,
      sendAt: inAnHour(),
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, title: '   ' }, 'title'],
      [{ ...valid, content: 'x'.repeat(1001) }, 'content'],
      [{ ...valid, sendAt: undefined }, 'sendAt'],
      [{ ...valid, sendAt: new Date(server.clock.current.getTime() - 60_000).toISOString() }, 'sendAt'],
      [{ ...valid, sendAt: new Date(server.clock.current.getTime() + 400 * 24 * HOUR_MS).toISOString() }, 'sendAt'],
      [{ ...valid, sendMode: 'now' }, 'sendAt'],
      [{ ...valid, keyword: '138' }, 'keyword'],
      [{ ...valid, audienceKind: 'filter', startTime: '2026-03-02', endTime: '2026-03-01' }, 'endTime'],
      [{ ...valid, audienceKind: 'everyone' }, 'audienceKind'],
    ];
    for (const [input, field] of cases) {
      const before = await databaseDigest(db());
      const answer = await server.envelope('pushActivity', { token: adminToken, input });
      expect(answer, field).toMatchObject({ code: ResultCode.FAILURE, data: { field } });
      expect(await databaseDigest(db())).toEqual(before);
    }
  });

  it('asks for the pages: pushing takes 活动推送, the list and cancelling take 活动列表', async () => {
    const { token } = await createManager(server, adminToken, 'activityviewer', ['活动列表']);
    expect((await call('getActivityList', {}, token)).code).toBe(ResultCode.SUCCESS);
    expect((await call('countActivityAudience', { audienceKind: 'all' }, token)).code).toBe(ResultCode.NO_PERMISSION);
    const before = await databaseDigest(db());
    const refused = await call(
      'pushActivity',
      { title: 't', content: 'c', audienceKind: 'all', sendMode: 'now' },
      token,
    );
    expect(refused.code).toBe(ResultCode.NO_PERMISSION);
    expect(await databaseDigest(db())).toEqual(before);
  });

  it('lists the demo activities in every state, newest send time first', async () => {
    const rows = (await call('getActivityList', { size: 100 })).data.rows as ActivityRow[];
    const states = new Set(rows.map((row) => row.status));
    expect(states).toEqual(new Set(Object.values(activityFlow.values)));
    const times = rows.map((row) => row.sendTime);
    expect(times).toEqual([...times].sort().reverse());
    const scheduled = (await call('getActivityList', { status: activityFlow.values.scheduled, size: 100 })).data
      .rows as ActivityRow[];
    expect(scheduled.every((row) => row.sentTime === null)).toBe(true);
  });
});

describe.each(backends)('a restart on $name', ({ databaseUrl }) => {
  it('neither loses nor repeats a send: what came due while stopped goes out once on start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vending-activities-'));
    const first = await startTestServer({
      databaseUrl,
      dataDir,
      ticker: new ManualTicker(),
      environment: { SEED_DEMO: '1' },
    });
    const token = await first.login('admin', ADMIN_PASSWORD);
    const all = (await first.envelope('getUserList', { token, input: { size: 1 } })).data.total as number;
    const sendAt = new Date(first.clock.current.getTime() + HOUR_MS).toISOString();
    const pushed = await first.envelope('pushActivity', {
      token,
      input: { title: '重启之后', content: '停机期间到点的活动', audienceKind: 'all', sendMode: 'scheduled', sendAt },
    });
    const { activityId } = pushed.data as { activityId: number };
    await first.close();

    for (const round of [1, 2]) {
      const ticker = new ManualTicker();
      const next = await startTestServer({ databaseUrl, dataDir, resetDatabase: false, ticker });
      next.clock.advance(round * 2 * HOUR_MS);
      await next.app.ready();
      await ticker.tick();
      const db = next.app.database.db;
      const [activity] = await db.select().from(activities).where(eq(activities.id, activityId));
      expect(activity?.status).toBe(activityFlow.values.sent);
      const [messages] = await db
        .select({ count: count() })
        .from(memberMessages)
        .where(eq(memberMessages.activityId, activityId));
      expect(messages?.count).toBe(all);
      await next.close();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    // Three server starts, the first with the demo seeded: 87-129 s at load ~30, past the 30 s bound.
  }, 180_000);
});

import {
  agentApplicationFlow,
  endpoints,
  ResultCode,
  successEnvelopeSchema,
  type FranchiseApplicationRow,
} from '@vending/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { databaseDigest } from '../../testing/digest';
import {
  ADMIN_PASSWORD,
  backends,
  OPERATOR_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../testing/test-server';
import { agents, franchiseApplications } from '../../db/schema';

const { applying, interview, passed, rejected } = agentApplicationFlow.values;

describe.each(backends)('franchise applications on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  const ids: Record<string, number> = {};
  const db = () => server.app.database.db;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0' } });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
    const rows = await db()
      .insert(franchiseApplications)
      .values(
        ['甲', '乙', '丙', '丁'].map((suffix, index) => ({
          applicant: `申请人${suffix}`,
          phone: `1390000000${index}`,
          region: '苏州市工业园区',
          deviceCount: 5,
          note: '有商场点位',
          createdAt: new Date(`2026-03-0${index + 1}T04:00:00.000Z`),
        })),
      )
      .returning({ id: franchiseApplications.id, applicant: franchiseApplications.applicant });
    for (const row of rows) ids[row.applicant] = row.id;
  });
  afterAll(() => server.close());

  const move = (applicationId: number, input: Record<string, string>) =>
    server.envelope('transitFranchiseApplication', { token: adminToken, input: { applicationId, ...input } });
  const stored = async (applicationId: number) =>
    (await db().select().from(franchiseApplications).where(eq(franchiseApplications.id, applicationId)))[0];
  const future = () => new Date(server.clock.now().getTime() + 3 * 86_400_000).toISOString();

  it('lists newest first, filtered by status and keyword', async () => {
    const answer = await server.envelope('getFranchiseApplicationList', {
      token: adminToken,
      input: { keyword: '申请人' },
    });
    const page = successEnvelopeSchema(endpoints.getFranchiseApplicationList.data as z.ZodType).parse(answer).data as {
      rows: FranchiseApplicationRow[];
    };
    expect(page.rows.map((row) => row.applicant)).toEqual(['申请人丁', '申请人丙', '申请人乙', '申请人甲']);
  });

  it('schedules an interview at a future time with a note, recording who and when', async () => {
    const time = future();
    expect((await move(ids['申请人甲']!, { action: 'scheduleInterview', time, text: '公司会议室' })).code).toBe(1);
    expect(await stored(ids['申请人甲']!)).toMatchObject({
      status: interview,
      interviewAt: new Date(time),
      interviewNote: '公司会议室',
      handledAt: server.clock.now(),
    });
  });

  it('refuses an interview in the past, or without a time, by the field, changing nothing', async () => {
    const before = await databaseDigest(db());
    expect(
      await move(ids['申请人乙']!, { action: 'scheduleInterview', time: '2020-01-01T00:00:00.000Z' }),
    ).toMatchObject({ code: ResultCode.FAILURE, msg: '面试时间不能早于现在', data: { field: 'time' } });
    expect(await move(ids['申请人乙']!, { action: 'scheduleInterview' })).toMatchObject({
      code: ResultCode.FAILURE,
      data: { field: 'time' },
    });
    expect(await databaseDigest(db())).toEqual(before);
  });

  it('approves an interviewed application, creating the agent it links to', async () => {
    expect((await move(ids['申请人甲']!, { action: 'approve' })).code).toBe(1);
    const application = await stored(ids['申请人甲']!);
    expect(application?.status).toBe(passed);
    const [agent] = await db().select().from(agents).where(eq(agents.id, application!.agentId!));
    expect(agent).toMatchObject({ name: '申请人甲', phone: '13900000000', region: '苏州市工业园区', isFlag: 1 });
    const answer = await server.envelope('getFranchiseApplicationList', {
      token: adminToken,
      input: { status: passed },
    });
    expect(answer.data.rows[0]).toMatchObject({ applicant: '申请人甲', agentName: '申请人甲', handledBy: 'admin' });
  });

  it('rejects with a reason, from applying or interview', async () => {
    expect((await move(ids['申请人乙']!, { action: 'reject', reason: '区域已有代理商' })).code).toBe(1);
    expect(await stored(ids['申请人乙']!)).toMatchObject({ status: rejected, rejectReason: '区域已有代理商' });
    expect(await move(ids['申请人丙']!, { action: 'reject' })).toMatchObject({ code: 0, data: { field: 'reason' } });
  });

  it.each([
    ['approve an application still applying', '申请人丙', { action: 'approve' }, '申请中'],
    ['schedule a rejected one', '申请人乙', { action: 'scheduleInterview' }, '已拒绝'],
    ['approve twice', '申请人甲', { action: 'approve' }, '已通过'],
    ['reject a passed one', '申请人甲', { action: 'reject', reason: '改主意' }, '已通过'],
  ])('refuses to %s, changing nothing', async (_label, applicant, input, state) => {
    const before = await databaseDigest(db());
    const answer = await move(ids[applicant]!, {
      ...input,
      ...(input.action === 'scheduleInterview' && { time: future() }),
    });
    expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'action' } });
    expect(answer.msg).toContain(state);
    expect(await databaseDigest(db())).toEqual(before);
    expect((await stored(ids['申请人丙']!))?.status).toBe(applying);
  });

  it('refuses an approval whose agent name is taken, rolling the whole move back', async () => {
    await db().insert(agents).values({ name: '申请人丁', contact: '别人', phone: '13700000000', region: '别处' });
    expect((await move(ids['申请人丁']!, { action: 'scheduleInterview', time: future() })).code).toBe(1);
    const before = await databaseDigest(db());
    expect(await move(ids['申请人丁']!, { action: 'approve' })).toMatchObject({
      code: ResultCode.FAILURE,
      msg: '已有同名的代理商，请先修改已有代理商的名称',
    });
    expect(await databaseDigest(db())).toEqual(before);
    expect((await stored(ids['申请人丁']!))?.status).toBe(interview);
  });

  it('needs the 加盟申请列表 page', async () => {
    const operator = await server.login('operator', OPERATOR_PASSWORD);
    expect((await server.envelope('getFranchiseApplicationList', { token: operator })).code).toBe(
      ResultCode.NO_PERMISSION,
    );
    expect(
      (
        await server.envelope('transitFranchiseApplication', {
          token: operator,
          input: { applicationId: ids['申请人丙']!, action: 'reject', reason: '越权' },
        })
      ).code,
    ).toBe(ResultCode.NO_PERMISSION);
  });
});

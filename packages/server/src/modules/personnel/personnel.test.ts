import {
  endpoints,
  ResultCode,
  successEnvelopeSchema,
  testerApplicationFlow,
  type EndpointName,
  type RequestInput,
  type TesterApplicationRow,
  type TesterRow,
} from '@vending/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { managers, devices } from '../../db/schema';
import { MISSING_ID } from '../../testing/accounts';
import {
  ADMIN_PASSWORD,
  backends,
  OPERATOR_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../testing/test-server';
import { testerApplications, testerDevices, testers } from './tables';

const { applying, passed, rejected } = testerApplicationFlow.values;

describe.each(backends)('testers and their applications on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  let operatorToken: string;
  let adminId: number;
  let deviceIds: number[];

  const db = () => server.app.database.db;

  /** A successful answer, checked against the endpoint's contract. */
  async function data<Name extends EndpointName>(name: Name, input: RequestInput<Name>, token = adminToken) {
    const answer = await server.envelope(name, { token, input });
    const schema = endpoints[name].data as z.ZodType;
    return successEnvelopeSchema(schema).parse(answer).data as z.infer<(typeof endpoints)[Name]['data']>;
  }
  const testerPage = (input: RequestInput<'getTesterList'>) =>
    data('getTesterList', input) as Promise<{ rows: TesterRow[]; total: number }>;
  const applicationPage = (input: RequestInput<'getTesterApplicationList'>) =>
    data('getTesterApplicationList', input) as Promise<{ rows: TesterApplicationRow[]; total: number }>;

  const countOf = async (table: typeof testers | typeof testerDevices | typeof testerApplications) =>
    Number((await db().select({ value: count() }).from(table))[0]?.value);
  /** Rows of the module's tables, to show a refused call wrote nothing. */
  const snapshot = async () =>
    Promise.all(
      [testers, testerDevices, testerApplications].map(
        async (table) =>
          (
            await db()
              .select({ rows: sql<string>`coalesce(string_agg(${table}::text, ',' order by ${table}::text), '')` })
              .from(table)
          )[0]?.rows,
      ),
    );
  const devicesOf = async (testerId: number) =>
    (
      await db()
        .select({ deviceId: testerDevices.deviceId })
        .from(testerDevices)
        .where(eq(testerDevices.testerId, testerId))
    )
      .map((row) => row.deviceId)
      .sort((a, b) => a - b);

  async function addApplication(values: Partial<typeof testerApplications.$inferInsert> = {}) {
    const [row] = await db()
      .insert(testerApplications)
      .values({ name: '新申请', phone: '13700000000', reason: '想参与测试', status: applying, ...values })
      .returning({ id: testerApplications.id });
    return row!.id;
  }

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
    operatorToken = await server.login('operator', OPERATOR_PASSWORD);
    adminId = (await db().select({ id: managers.id }).from(managers).where(eq(managers.username, 'admin')))[0]!.id;
    deviceIds = (await db().select({ id: devices.id }).from(devices).orderBy(devices.id)).map((row) => row.id);
  });
  afterAll(() => server.close());

  describe('demo data', () => {
    it('has two pages of testers with their devices, and applications in every state', async () => {
      const firstPage = await testerPage({ size: 20 });
      expect(firstPage.total).toBeGreaterThan(20);
      expect(firstPage.rows.every((row) => row.devices.length >= 1 && row.devices.length <= 3)).toBe(true);
      // Every tester has its 添加人, those an approval made included (the approver).
      expect(firstPage.rows.every((row) => row.createdBy !== null)).toBe(true);
      const applications = await applicationPage({ size: 100 });
      expect(applications.total).toBeGreaterThan(20);
      expect(new Set(applications.rows.map((row) => row.status))).toEqual(new Set([applying, passed, rejected]));
      for (const row of applications.rows) {
        if (row.status === applying) expect(row).toMatchObject({ handledBy: null, handledTime: null, testerId: null });
        else expect(row).toMatchObject({ handledBy: 'admin', handledTime: expect.any(String) });
        if (row.status === rejected) expect(row.rejectReason).toEqual(expect.any(String));
        if (row.status === passed) expect(row.testerId).toEqual(expect.any(Number));
      }
    });
  });

  describe('the tester list', () => {
    let named: number[];
    beforeAll(async () => {
      const inserted = await db()
        .insert(testers)
        .values([
          { name: '甲_测试', phone: '13911110001', createdBy: adminId, createdAt: new Date('2020-01-01T02:00:00Z') },
          { name: '乙测试', phone: '13911110002', isFlag: 0, createdAt: new Date('2020-01-02T02:00:00Z') },
        ])
        .returning({ id: testers.id });
      named = inserted.map((row) => row.id);
      await db()
        .insert(testerDevices)
        .values([
          { testerId: named[0]!, deviceId: deviceIds[1]! },
          { testerId: named[0]!, deviceId: deviceIds[0]! },
        ]);
    });

    it('pages newest first with the total, each tester with devices and who added it', async () => {
      const total = await countOf(testers);
      const first = await testerPage({ page: 1, size: 10 });
      const second = await testerPage({ page: 2, size: 10 });
      expect(first.total).toBe(total);
      expect(first.rows).toHaveLength(10);
      const times = [...first.rows, ...second.rows].map((row) => row.createTime);
      expect([...times].sort().reverse()).toEqual(times);
      expect(new Set([...first.rows, ...second.rows].map((row) => row.testerId)).size).toBe(20);

      const [row] = (await testerPage({ keyword: '13911110001' })).rows;
      expect(row).toMatchObject({ testerId: named[0], name: '甲_测试', isFlag: 1, createdBy: 'admin' });
      expect(row?.devices.map((device) => device.deviceId)).toEqual([deviceIds[0], deviceIds[1]]);
      expect(row?.devices[0]).toEqual({ deviceId: deviceIds[0], deviceNo: 'VM000001', deviceName: '1号售货机' });
    });

    it('filters by keyword (name or phone, wildcards literal) and by flag', async () => {
      expect((await testerPage({ keyword: '甲_' })).rows.map((row) => row.testerId)).toEqual([named[0]]);
      expect((await testerPage({ keyword: '1391111000' })).total).toBe(2);
      expect((await testerPage({ keyword: '%' })).total).toBe(0);
      const disabled = await testerPage({ isFlag: 0, size: 100 });
      expect(disabled.rows.every((row) => row.isFlag === 0)).toBe(true);
      expect(disabled.rows.map((row) => row.testerId)).toContain(named[1]);
      expect(disabled.total).toBe(
        Number((await db().select({ value: count() }).from(testers).where(eq(testers.isFlag, 0)))[0]?.value),
      );
      expect((await testerPage({ keyword: '测试', isFlag: 0 })).rows.map((row) => row.testerId)).toEqual([named[1]]);
    });
  });

  describe('device options', () => {
    it('lists devices by number, filtered by keyword, up to the limit', async () => {
      const all = await data('getTesterDeviceOptions', {});
      expect(all.rows).toHaveLength(deviceIds.length);
      expect(all.rows[0]).toEqual({ deviceId: deviceIds[0], deviceNo: 'VM000001', deviceName: '1号售货机' });
      expect((await data('getTesterDeviceOptions', { limit: 5 })).rows).toHaveLength(5);
      expect((await data('getTesterDeviceOptions', { keyword: '12号' })).rows.map((row) => row.deviceNo)).toEqual([
        'VM000012',
      ]);
      expect((await data('getTesterDeviceOptions', { keyword: 'VM00002' })).rows.map((row) => row.deviceNo)).toEqual([
        'VM000020',
        'VM000021',
        'VM000022',
        'VM000023',
        'VM000024',
      ]);
    });
  });

  describe('adding, editing, enabling and removing', () => {
    it('adds a tester with devices, recording who and when', async () => {
      const created = await data('addTester', {
        name: ' 新测试员 ',
        phone: '13822220001',
        deviceIds: [deviceIds[2]!, deviceIds[3]!, deviceIds[2]!],
      });
      const [row] = await db().select().from(testers).where(eq(testers.id, created.testerId));
      expect(row).toMatchObject({ name: '新测试员', phone: '13822220001', isFlag: 1, createdBy: adminId });
      expect(row?.createdAt).toEqual(server.clock.now());
      expect(await devicesOf(created.testerId)).toEqual([deviceIds[2], deviceIds[3]]);
      const listed = (await testerPage({ keyword: '13822220001' })).rows[0];
      expect(listed).toMatchObject({ createdBy: 'admin', createTime: server.clock.now().toISOString() });
    });

    it('refuses a phone a tester has, naming phone, and writes nothing', async () => {
      const before = await snapshot();
      expect(
        await server.envelope('addTester', {
          token: adminToken,
          input: { name: '重复', phone: '13822220001', deviceIds: [deviceIds[0]!] },
        }),
      ).toMatchObject({ code: ResultCode.FAILURE, msg: '该手机号已是测试员', data: { field: 'phone' } });
      expect(await snapshot()).toEqual(before);
    });

    it('of simultaneous adds of one phone, adds one and refuses the others naming phone', async () => {
      // Several at once, so that some pass the check before any has written and meet the constraint.
      const answers = await Promise.all(
        ['同时一', '同时二', '同时三', '同时四', '同时五', '同时六'].map((name) =>
          server.envelope('addTester', {
            token: adminToken,
            input: { name, phone: '13822220009', deviceIds: [deviceIds[0]!] },
          }),
        ),
      );
      expect(answers.filter((answer) => answer.code === ResultCode.SUCCESS)).toHaveLength(1);
      for (const refusal of answers.filter((answer) => answer.code !== ResultCode.SUCCESS)) {
        expect(refusal).toMatchObject({
          code: ResultCode.FAILURE,
          msg: '该手机号已是测试员',
          data: { field: 'phone' },
        });
      }
      const added = await db().select().from(testers).where(eq(testers.phone, '13822220009'));
      expect(added).toHaveLength(1);
      expect(await devicesOf(added[0]!.id)).toEqual([deviceIds[0]]);
    });

    it('refuses a device that does not exist, naming deviceIds, and writes nothing', async () => {
      const before = await snapshot();
      const answer = await server.envelope('addTester', {
        token: adminToken,
        input: { name: '无设备', phone: '13822220002', deviceIds: [deviceIds[0]!, MISSING_ID] },
      });
      expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'deviceIds' } });
      expect(answer.msg).toContain(String(MISSING_ID));
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a malformed phone by name', async () => {
      expect(
        await server.envelope('addTester', {
          token: adminToken,
          input: { name: '号码错', phone: '2382222000', deviceIds: [] },
        }),
      ).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'phone' } });
    });

    it('edits a tester, replacing the device set, and keeps its own phone', async () => {
      const { testerId } = await data('addTester', {
        name: '待编辑',
        phone: '13822220003',
        deviceIds: [deviceIds[0]!, deviceIds[1]!],
      });
      await data('updateTester', { testerId, name: '已编辑', phone: '13822220003', deviceIds: [deviceIds[4]!] });
      expect((await db().select().from(testers).where(eq(testers.id, testerId)))[0]).toMatchObject({
        name: '已编辑',
        phone: '13822220003',
      });
      expect(await devicesOf(testerId)).toEqual([deviceIds[4]]);
      await data('updateTester', { testerId, name: '已编辑', phone: '13822220004', deviceIds: [] });
      expect(await devicesOf(testerId)).toEqual([]);
      expect((await testerPage({ keyword: '13822220004' })).rows[0]?.devices).toEqual([]);
    });

    it("refuses another tester's phone, an unknown device or an unknown tester on edit, and writes nothing", async () => {
      const { testerId } = await data('addTester', { name: '不变', phone: '13822220005', deviceIds: [deviceIds[0]!] });
      const before = await snapshot();
      const edit = (input: Partial<RequestInput<'updateTester'>>) =>
        server.envelope('updateTester', {
          token: adminToken,
          input: { testerId, name: '改了', phone: '13822220005', deviceIds: [deviceIds[1]!], ...input },
        });
      expect(await edit({ phone: '13822220001' })).toMatchObject({ code: 0, data: { field: 'phone' } });
      expect(await edit({ deviceIds: [MISSING_ID] })).toMatchObject({ code: 0, data: { field: 'deviceIds' } });
      expect(await edit({ testerId: MISSING_ID })).toMatchObject({
        code: 0,
        msg: '测试员不存在',
        data: { field: 'testerId' },
      });
      expect(await snapshot()).toEqual(before);
    });

    it('disables and enables a tester', async () => {
      const { testerId } = await data('addTester', { name: '开关', phone: '13822220006', deviceIds: [] });
      await data('updateTesterIsFlag', { testerId, isFlag: 0 });
      expect((await db().select().from(testers).where(eq(testers.id, testerId)))[0]?.isFlag).toBe(0);
      await data('updateTesterIsFlag', { testerId, isFlag: '1' });
      expect((await db().select().from(testers).where(eq(testers.id, testerId)))[0]?.isFlag).toBe(1);
      expect(
        await server.envelope('updateTesterIsFlag', { token: adminToken, input: { testerId: MISSING_ID, isFlag: 0 } }),
      ).toMatchObject({ code: 0, data: { field: 'testerId' } });
    });

    it('removes a tester with their devices; the application that made them keeps its record', async () => {
      const applicationId = await addApplication({ phone: '13822220007' });
      await data('transitTesterApplication', { applicationId, action: 'approve' });
      const [{ testerId } = { testerId: null }] = await db()
        .select({ testerId: testerApplications.testerId })
        .from(testerApplications)
        .where(eq(testerApplications.id, applicationId));
      expect(testerId).toEqual(expect.any(Number));
      await data('updateTester', {
        testerId: testerId!,
        name: '将删除',
        phone: '13822220007',
        deviceIds: [deviceIds[0]!],
      });
      await data('removeTester', { testerId: testerId! });
      expect(await db().select().from(testers).where(eq(testers.id, testerId!))).toEqual([]);
      expect(await devicesOf(testerId!)).toEqual([]);
      const [application] = await db()
        .select()
        .from(testerApplications)
        .where(eq(testerApplications.id, applicationId));
      expect(application).toMatchObject({ status: passed, testerId: null, handledBy: adminId });
      expect(
        await server.envelope('removeTester', { token: adminToken, input: { testerId: testerId! } }),
      ).toMatchObject({ code: 0, msg: '测试员不存在', data: { field: 'testerId' } });
    });
  });

  describe('the application list', () => {
    let named: number[];
    beforeAll(async () => {
      named = [
        await addApplication({ name: '丙申请', phone: '13633330001', createdAt: new Date('2020-01-01T02:00:00Z') }),
        await addApplication({
          name: '丁申请',
          phone: '13633330002',
          status: rejected,
          handledBy: adminId,
          handledAt: new Date('2020-01-03T03:00:00Z'),
          rejectReason: '名额已满',
          createdAt: new Date('2020-01-02T02:00:00Z'),
        }),
        await addApplication({ name: '戊申请', phone: '13633330003', createdAt: new Date('2020-01-03T17:00:00Z') }),
      ];
    });

    it('pages newest first with the total and who handled each', async () => {
      const total = await countOf(testerApplications);
      const first = await applicationPage({ size: 20 });
      const second = await applicationPage({ page: 2, size: 20 });
      expect(first.total).toBe(total);
      const times = [...first.rows, ...second.rows].map((row) => row.createTime);
      expect([...times].sort().reverse()).toEqual(times);
      expect((await applicationPage({ keyword: '13633330002' })).rows).toEqual([
        {
          applicationId: named[1],
          name: '丁申请',
          phone: '13633330002',
          reason: '想参与测试',
          status: rejected,
          createTime: '2020-01-02T02:00:00.000Z',
          handledBy: 'admin',
          handledTime: '2020-01-03T03:00:00.000Z',
          rejectReason: '名额已满',
          testerId: null,
        },
      ]);
    });

    it('filters by keyword, status and submission dates in the business time zone', async () => {
      expect((await applicationPage({ keyword: '申请', size: 100 })).rows.map((row) => row.applicationId)).toEqual(
        expect.arrayContaining(named),
      );
      const waiting = await applicationPage({ status: applying, size: 100 });
      expect(waiting.rows.every((row) => row.status === applying)).toBe(true);
      expect(waiting.total).toBe(
        Number(
          (
            await db()
              .select({ value: count() })
              .from(testerApplications)
              .where(eq(testerApplications.status, applying))
          )[0]?.value,
        ),
      );
      expect(
        (await applicationPage({ keyword: '申请', status: rejected })).rows.map((row) => row.applicationId),
      ).toEqual([named[1]]);
      // 2020-01-03T17:00Z is 2020-01-04 01:00 in Shanghai.
      const range = async (startTime: string, endTime: string) =>
        (await applicationPage({ startTime, endTime })).rows.map((row) => row.applicationId);
      expect(await range('2020-01-02', '2020-01-03')).toEqual([named[1]]);
      expect(await range('2020-01-04', '2020-01-04')).toEqual([named[2]]);
      expect(await range('2020-01-01', '2020-01-04')).toEqual([named[2], named[1], named[0]]);
      expect(
        await server.envelope('getTesterApplicationList', {
          token: adminToken,
          input: { startTime: '2020-01-04', endTime: '2020-01-01' },
        }),
      ).toMatchObject({ code: 0, data: { field: 'endTime' } });
      expect(
        await server.envelope('getTesterApplicationList', { token: adminToken, input: { status: 4 } }),
      ).toMatchObject({ code: 0, data: { field: 'status' } });
    });
  });

  describe('approving and rejecting', () => {
    const applicationRow = async (applicationId: number) =>
      (await db().select().from(testerApplications).where(eq(testerApplications.id, applicationId)))[0];

    it('approves: an enabled tester with the applicant’s name and phone and no devices, linked to the application', async () => {
      const applicationId = await addApplication({ name: '己申请', phone: '13544440001' });
      server.clock.advance(60_000);
      await data('transitTesterApplication', { applicationId, action: 'approve' });
      const application = await applicationRow(applicationId);
      expect(application).toMatchObject({
        status: passed,
        handledBy: adminId,
        handledAt: server.clock.now(),
        rejectReason: null,
      });
      const [tester] = await db().select().from(testers).where(eq(testers.phone, '13544440001'));
      // The approver is its 添加人 (issue 30 item 7), never blank.
      expect(tester).toMatchObject({ id: application?.testerId, name: '己申请', isFlag: 1, createdBy: adminId });
      expect(tester?.createdAt).toEqual(server.clock.now());
      expect(await devicesOf(tester!.id)).toEqual([]);
      const listed = (await applicationPage({ keyword: '13544440001' })).rows[0];
      expect(listed).toMatchObject({
        status: passed,
        handledBy: 'admin',
        handledTime: server.clock.now().toISOString(),
        testerId: tester?.id,
      });
      expect((await testerPage({ keyword: '13544440001' })).rows[0]).toMatchObject({ createdBy: 'admin', devices: [] });
    });

    it('approving an applicant who is already a tester links that tester', async () => {
      const { testerId } = await data('addTester', {
        name: '老测试员',
        phone: '13544440002',
        deviceIds: [deviceIds[0]!],
      });
      const applicationId = await addApplication({ name: '再申请', phone: '13544440002' });
      const testersBefore = await countOf(testers);
      await data('transitTesterApplication', { applicationId, action: 'approve' });
      expect((await applicationRow(applicationId))?.testerId).toBe(testerId);
      expect(await countOf(testers)).toBe(testersBefore);
      expect((await db().select().from(testers).where(eq(testers.id, testerId)))[0]?.name).toBe('老测试员');
      expect(await devicesOf(testerId)).toEqual([deviceIds[0]]);
    });

    it('rejects only with a reason, and stores it', async () => {
      const applicationId = await addApplication({ phone: '13544440003' });
      const before = await snapshot();
      const missing = await server.envelope('transitTesterApplication', {
        token: adminToken,
        input: { applicationId, action: 'reject' },
      });
      expect(missing).toMatchObject({ code: 0, data: { field: 'reason' } });
      expect(missing.msg).toBe('请填写原因');
      expect(
        await server.envelope('transitTesterApplication', {
          token: adminToken,
          input: { applicationId, action: 'reject', reason: '   ' },
        }),
      ).toMatchObject({ code: 0, data: { field: 'reason' } });
      expect(await snapshot()).toEqual(before);
      await data('transitTesterApplication', { applicationId, action: 'reject', reason: ' 所在区域暂无设备 ' });
      expect(await applicationRow(applicationId)).toMatchObject({
        status: rejected,
        rejectReason: '所在区域暂无设备',
        handledBy: adminId,
        handledAt: server.clock.now(),
        testerId: null,
      });
      expect(await db().select().from(testers).where(eq(testers.phone, '13544440003'))).toEqual([]);
    });

    it('refuses to move a rejected or passed application, saying why, and changes nothing', async () => {
      const rejectedId = await addApplication({ phone: '13544440004', status: rejected, rejectReason: '不合适' });
      const passedId = await addApplication({ phone: '13544440005', status: passed });
      const before = await snapshot();
      const attempt = (applicationId: number, action: 'approve' | 'reject') =>
        server.envelope('transitTesterApplication', {
          token: adminToken,
          input: { applicationId, action, reason: '再试一次' },
        });
      expect(await attempt(rejectedId, 'approve')).toEqual({
        code: 0,
        msg: '当前状态为「已拒绝」，不能通过',
        data: { message: '当前状态为「已拒绝」，不能通过', field: 'action' },
      });
      expect(await attempt(passedId, 'approve')).toMatchObject({
        code: 0,
        msg: '当前状态为「已通过」，不能通过',
        data: { field: 'action' },
      });
      expect(await attempt(passedId, 'reject')).toMatchObject({
        code: 0,
        msg: '当前状态为「已通过」，不能拒绝',
        data: { field: 'action' },
      });
      expect(await attempt(MISSING_ID, 'approve')).toMatchObject({
        code: 0,
        msg: '申请不存在',
        data: { field: 'applicationId' },
      });
      expect(await snapshot()).toEqual(before);
    });

    it('lets exactly one of two simultaneous approvals through, making one tester', async () => {
      const applicationId = await addApplication({ name: '并发', phone: '13544440006' });
      const answers = await Promise.all(
        [0, 1].map(() =>
          server.envelope('transitTesterApplication', {
            token: adminToken,
            input: { applicationId, action: 'approve' },
          }),
        ),
      );
      expect(answers.map((answer) => answer.code).sort()).toEqual([0, 1]);
      expect(answers.find((answer) => answer.code === 0)).toMatchObject({
        msg: '当前状态为「已通过」，不能通过',
        data: { field: 'action' },
      });
      const made = await db().select().from(testers).where(eq(testers.phone, '13544440006'));
      expect(made).toHaveLength(1);
      expect((await applicationRow(applicationId))?.testerId).toBe(made[0]?.id);
    });

    it('lets exactly one of an approval and a rejection at once through', async () => {
      const applicationId = await addApplication({ phone: '13544440007' });
      const answers = await Promise.all([
        server.envelope('transitTesterApplication', { token: adminToken, input: { applicationId, action: 'approve' } }),
        server.envelope('transitTesterApplication', {
          token: adminToken,
          input: { applicationId, action: 'reject', reason: '不合适' },
        }),
      ]);
      expect(answers.map((answer) => answer.code).sort()).toEqual([0, 1]);
      const application = await applicationRow(applicationId);
      const approvedFirst = answers[0]?.code === 1;
      expect(application?.status).toBe(approvedFirst ? passed : rejected);
      expect(await db().select().from(testers).where(eq(testers.phone, '13544440007'))).toHaveLength(
        approvedFirst ? 1 : 0,
      );
    });
  });

  describe('permissions', () => {
    it('the operator holds 测试员列表 but not 测试员申请列表', async () => {
      expect((await server.envelope('getTesterList', { token: operatorToken })).code).toBe(ResultCode.SUCCESS);
      expect((await server.envelope('getTesterDeviceOptions', { token: operatorToken })).code).toBe(ResultCode.SUCCESS);
      const applicationId = await addApplication({ phone: '13455550001' });
      const before = await snapshot();
      for (const [name, input] of [
        ['getTesterApplicationList', {}],
        ['transitTesterApplication', { applicationId, action: 'approve' }],
      ] as const) {
        expect(await server.envelope(name, { token: operatorToken, input })).toEqual({
          code: ResultCode.NO_PERMISSION,
          msg: '没有权限',
          data: null,
        });
      }
      expect(await snapshot()).toEqual(before);
    });

    it('records the operator as the one who added a tester', async () => {
      const { testerId } = await data(
        'addTester',
        { name: '运营加的', phone: '13455550002', deviceIds: [] },
        operatorToken,
      );
      const [row] = (await testerPage({ keyword: '13455550002' })).rows;
      expect(row).toMatchObject({ testerId, createdBy: 'operator' });
      const [operator] = await db().select({ id: managers.id }).from(managers).where(eq(managers.username, 'operator'));
      expect((await db().select().from(testers).where(eq(testers.id, testerId)))[0]?.createdBy).toBe(operator?.id);
    });
  });
});

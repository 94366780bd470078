import {
  endpoints,
  paymentMethods,
  rechargeFlow,
  ResultCode,
  successEnvelopeSchema,
  type RechargeRow,
  type RequestInput,
} from '@vending/contract';
import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createManager } from '../../testing/accounts';
import { databaseDigest } from '../../testing/digest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { members } from '../../db/schema';
import { recharges } from './tables';

const { pending, succeeded, failed, refunded } = rechargeFlow.values;

describe.each(backends)('recharges on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  const ids: Record<string, number> = {};
  const db = () => server.app.database.db;

  type Page = { rows: RechargeRow[]; total: number; totals: { count: number; amount: number; bonus: number } };
  async function listOf(input: RequestInput<'getRechargeList'>): Promise<Page> {
    const answer = await server.envelope('getRechargeList', { token: adminToken, input });
    return successEnvelopeSchema(endpoints.getRechargeList.data as z.ZodType).parse(answer).data as Page;
  }

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0' } });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
    const [rich, poor] = await db()
      .insert(members)
      .values([
        { nickName: '钱多多', phone: '13900001111', balance: 30_000 },
        { nickName: '花光光', phone: '13900002222', balance: 1_000 },
      ])
      .returning({ id: members.id });
    const at = (day: string) => new Date(`${day}T04:00:00.000Z`);
    const rows = await db()
      .insert(recharges)
      .values([
        {
          memberId: rich!.id,
          amount: 20_000,
          bonus: 2_000,
          method: paymentMethods.wechat,
          status: succeeded,
          transactionNo: 'WX-0001',
          createdAt: at('2026-03-01'),
          paidAt: at('2026-03-01'),
        },
        {
          memberId: rich!.id,
          amount: 5_000,
          bonus: 0,
          method: paymentMethods.alipay,
          status: pending,
          transactionNo: 'ALI-0002',
          createdAt: at('2026-03-05'),
        },
        {
          memberId: poor!.id,
          amount: 10_000,
          bonus: 500,
          method: paymentMethods.bankCard,
          status: succeeded,
          transactionNo: 'UP-0003',
          createdAt: at('2026-03-08'),
          paidAt: at('2026-03-08'),
        },
        {
          memberId: poor!.id,
          amount: 5_000,
          bonus: 0,
          method: paymentMethods.wechat,
          status: failed,
          transactionNo: 'WX-0004',
          createdAt: at('2026-03-10'),
        },
      ])
      .returning({ id: recharges.id, transactionNo: recharges.transactionNo });
    for (const row of rows) ids[row.transactionNo] = row.id;
    ids['rich'] = rich!.id;
    ids['poor'] = poor!.id;
  });
  afterAll(() => server.close());

  it('lists newest first with the totals of every matching row, not only the page', async () => {
    const all = await listOf({ size: 2 });
    expect(all.total).toBe(4);
    expect(all.rows.map((row) => row.transactionNo)).toEqual(['WX-0004', 'UP-0003']);
    // The money totals count the succeeded top-ups only (已到账); the count, every matching row.
    expect(all.totals).toEqual({ count: 4, amount: 30_000, bonus: 2_500 });
    expect(all.rows[1]).toMatchObject({ nickName: '花光光', phone: '13900002222', method: paymentMethods.bankCard });
  });

  it.each([
    [{ status: succeeded }, ['UP-0003', 'WX-0001'], { count: 2, amount: 30_000, bonus: 2_500 }],
    [{ method: paymentMethods.wechat }, ['WX-0004', 'WX-0001'], { count: 2, amount: 20_000, bonus: 2_000 }],
    [{ keyword: '钱多' }, ['ALI-0002', 'WX-0001'], { count: 2, amount: 20_000, bonus: 2_000 }],
    [{ keyword: '2222' }, ['WX-0004', 'UP-0003'], { count: 2, amount: 10_000, bonus: 500 }],
    [{ keyword: 'ALI-' }, ['ALI-0002'], { count: 1, amount: 0, bonus: 0 }],
    [
      { startTime: '2026-03-05', endTime: '2026-03-08' },
      ['UP-0003', 'ALI-0002'],
      { count: 2, amount: 10_000, bonus: 500 },
    ],
  ] as const)('filters by %o', async (filter, expected, totals) => {
    const page = await listOf(filter);
    expect(page.rows.map((row) => row.transactionNo)).toEqual(expected);
    expect(page.totals).toEqual(totals);
  });

  it('exports the filtered list', async () => {
    const response = await server.call('getRechargeListExcle', { token: adminToken, input: { status: succeeded } });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('充值列表')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(2).value).toBe('花光光');
    expect(sheet.getRow(2).getCell(4).value).toBe(100);
    expect(sheet.getRow(2).getCell(6).value).toBe('银行卡');
  });

  const refund = (rechargeId: number, reason = '会员申请退款') =>
    server.envelope('transitRecharge', { token: adminToken, input: { rechargeId, action: 'refund', reason } });

  it('refunds a succeeded recharge: its amount and bonus leave the balance, and who and why are kept', async () => {
    expect((await refund(ids['WX-0001']!)).code).toBe(ResultCode.SUCCESS);
    const [member] = await db().select().from(members).where(eq(members.id, ids['rich']!));
    expect(member?.balance).toBe(30_000 - 22_000);
    const row = (await listOf({ keyword: 'WX-0001' })).rows[0];
    expect(row).toMatchObject({ status: refunded, handledBy: 'admin', refundReason: '会员申请退款' });
    expect(row?.handledTime).not.toBeNull();
  });

  it.each([
    ['a refunded one', 'WX-0001', '已退款'],
    ['a pending one', 'ALI-0002', '待支付'],
    ['a failed one', 'WX-0004', '失败'],
  ])('refuses to refund %s, changing nothing', async (_label, transactionNo, state) => {
    const before = await databaseDigest(db());
    const answer = await refund(ids[transactionNo]!);
    expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'action' } });
    expect(answer.msg).toContain(state);
    expect(await databaseDigest(db())).toEqual(before);
  });

  it('refuses a refund the balance no longer holds, changing nothing', async () => {
    const before = await databaseDigest(db());
    expect(await refund(ids['UP-0003']!)).toMatchObject({
      code: ResultCode.FAILURE,
      msg: '会员余额不足以退回本次充值（金额与赠送），可能已被消费',
    });
    expect(await databaseDigest(db())).toEqual(before);
    const [row] = await db()
      .select()
      .from(recharges)
      .where(inArray(recharges.id, [ids['UP-0003']!]));
    expect(row?.status).toBe(succeeded);
  });

  it('refuses a refund without a reason by its field', async () => {
    const answer = await server.envelope('transitRecharge', {
      token: adminToken,
      input: { rechargeId: ids['UP-0003']!, action: 'refund' },
    });
    expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'reason' } });
  });

  it('needs the 充值列表 page', async () => {
    const clerk = await createManager(server, adminToken, 'recharge_clerk', ['会员列表']);
    expect((await server.envelope('getRechargeList', { token: clerk.token })).code).toBe(ResultCode.NO_PERMISSION);
    expect(
      (
        await server.envelope('transitRecharge', {
          token: clerk.token,
          input: { rechargeId: ids['UP-0003']!, action: 'refund', reason: '越权' },
        })
      ).code,
    ).toBe(ResultCode.NO_PERMISSION);
  });
});

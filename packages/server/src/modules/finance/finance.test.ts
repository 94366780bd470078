import {
  endpoints,
  orderFlow,
  ResultCode,
  successEnvelopeSchema,
  withdrawalFlow,
  type AgentShareRow,
  type RequestInput,
  type WithdrawalRow,
} from '@vending/contract';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createManager } from '../../testing/accounts';
import { databaseDigest } from '../../testing/digest';
import { expectedShareRows } from '../../testing/expected-shares';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { auditEvents, agents, merchants, devices, orders } from '../../db/schema';
import { withdrawals } from './tables';

const { underReview, passed, rejected } = withdrawalFlow.values;
const TIME_ZONE = 'Asia/Shanghai';

type WithdrawalPage = { rows: WithdrawalRow[]; total: number; totals: { count: number; amount: number; fee: number } };
type SharePage = {
  rows: AgentShareRow[];
  total: number;
  totals: { orders: number; sales: number; gst: number; share: number };
};

describe.each(backends)('finance on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  const ids: Record<string, number> = {};
  const db = () => server.app.database.db;

  async function answer<Name extends 'getWithdrawalList' | 'getAgentShareList'>(name: Name, input: RequestInput<Name>) {
    const envelope = await server.envelope(name, { token: adminToken, input });
    return successEnvelopeSchema(endpoints[name].data as z.ZodType).parse(envelope).data;
  }
  const withdrawalsOf = (input: RequestInput<'getWithdrawalList'>) =>
    answer('getWithdrawalList', input) as Promise<WithdrawalPage>;
  const sharesOf = (input: RequestInput<'getAgentShareList'>) =>
    answer('getAgentShareList', input) as Promise<SharePage>;

  beforeAll(async () => {
    // The demo data (orders, agents, merchants, devices, withdrawals) and two agents of the test's own.
    server = await startTestServer({ databaseUrl, environment: { BUSINESS_TIME_ZONE: TIME_ZONE } });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
    const [rich, poor] = await db()
      .insert(agents)
      .values([
        {
          name: '测试富余代理有限公司',
          contact: '钱多',
          phone: '13900001111',
          region: '测试区',
          balance: 100_000,
          shareBasisPoints: 3_333,
        },
        { name: '测试拮据代理有限公司', contact: '钱少', phone: '13900002222', region: '测试区', balance: 5_000 },
      ])
      .returning({ id: agents.id });
    const at = (day: string) => new Date(`${day}T04:00:00.000Z`);
    const account = (last: string) => `622202123456789${last}`;
    const rows = await db()
      .insert(withdrawals)
      .values([
        {
          agentId: rich!.id,
          amount: 30_000,
          fee: 300,
          bankName: '中国工商银行',
          bankAccount: account('1234'),
          accountHolder: '钱多',
          createdAt: at('2026-03-01'),
        },
        {
          agentId: rich!.id,
          amount: 60_000,
          fee: 600,
          bankName: '招商银行',
          bankAccount: account('5678'),
          accountHolder: '钱多',
          createdAt: at('2026-03-05'),
        },
        {
          agentId: poor!.id,
          amount: 8_000,
          fee: 200,
          bankName: '中国银行',
          bankAccount: account('9012'),
          accountHolder: '钱少',
          createdAt: at('2026-03-08'),
        },
        {
          agentId: poor!.id,
          amount: 1_000,
          fee: 200,
          bankName: '中国银行',
          bankAccount: account('3456'),
          accountHolder: '钱少',
          status: rejected,
          rejectReason: '账号有误',
          createdAt: at('2026-03-10'),
        },
      ])
      .returning({ id: withdrawals.id, bankAccount: withdrawals.bankAccount });
    for (const row of rows) ids[row.bankAccount.slice(-4)] = row.id;
    // Orders with GST at a device of the rich agent's merchant, two of them either side of a
    // month's start on the business clock (16:30 UTC on the last of February is 1 March there).
    const [merchant] = await db()
      .insert(merchants)
      .values({ name: '测试商户', contact: '钱多', phone: '13900001111', address: '测试路1号', agentId: rich!.id })
      .returning({ id: merchants.id });
    const [device] = await db()
      .insert(devices)
      .values({ deviceNo: 'TEST-SHARE-1', deviceName: '测试机', address: '测试路1号', merchantId: merchant!.id })
      .returning({ id: devices.id });
    const { completed, cancelled } = orderFlow.values;
    await db()
      .insert(orders)
      .values(
        [
          ['2026-02-28T15:30:00.000Z', 1_099, 99, completed],
          ['2026-02-28T16:30:00.000Z', 2_299, 209, completed],
          ['2026-03-15T04:00:00.000Z', 1_001, 91, completed],
          ['2026-03-16T04:00:00.000Z', 9_999, 909, cancelled],
        ].map(([at, amount, gst, status], index) => ({
          orderNo: `TEST-SHARE-${index}`,
          deviceId: device!.id,
          // Who earned it, as createPaidOrder records it when an order is made.
          merchantId: merchant!.id,
          agentId: rich!.id,
          shareBasisPoints: 3_333,
          amount: amount as number,
          gst: gst as number,
          status: status as number,
          createdAt: new Date(at as string),
        })),
      );
    ids['rich'] = rich!.id;
    ids['poor'] = poor!.id;
  });
  afterAll(() => server.close());

  describe('withdrawals', () => {
    it('lists newest first, masking every account, with the totals of every matching row', async () => {
      const page = await withdrawalsOf({ keyword: '测试', size: 2 });
      expect(page.total).toBe(4);
      expect(page.rows.map((row) => row.withdrawalId)).toEqual([ids['3456'], ids['9012']]);
      // The rejected one is counted; its money is not (it moved none).
      expect(page.totals).toEqual({ count: 4, amount: 98_000, fee: 1_100 });
      expect(page.rows[1]).toMatchObject({
        agentName: '测试拮据代理有限公司',
        bankName: '中国银行',
        bankAccount: '6222 **** **** 9012',
        accountHolder: '钱少',
        status: underReview,
        handledBy: null,
      });
    });

    it('never lets a whole account number out: not in the list, the export or the seeded rows', async () => {
      const stored = await db().select({ account: withdrawals.bankAccount }).from(withdrawals);
      expect(stored.length).toBeGreaterThan(40);
      const list = await server.call('getWithdrawalList', { token: adminToken, input: { size: 100 } });
      const file = await server.call('getWithdrawalListExcle', { token: adminToken, input: {} });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const cells: string[] = [];
      workbook.getWorksheet('提现记录')!.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
      for (const { account } of stored) {
        expect(list.body).not.toContain(account);
        expect(list.body).not.toContain(account.slice(4, 12));
        expect(cells.join('\n')).not.toContain(account);
      }
      expect(cells).toContain('6222 **** **** 1234');
    });

    it.each([
      [{ agentIdOf: 'rich' }, ['5678', '1234'], { count: 2, amount: 90_000, fee: 900 }],
      [{ status: rejected, keyword: '测试' }, ['3456'], { count: 1, amount: 0, fee: 0 }],
      [{ keyword: '钱少' }, ['3456', '9012'], { count: 2, amount: 8_000, fee: 200 }],
      [{ keyword: '招商', agentIdOf: 'rich' }, ['5678'], { count: 1, amount: 60_000, fee: 600 }],
      [
        { keyword: '测试', startTime: '2026-03-05', endTime: '2026-03-08' },
        ['9012', '5678'],
        { count: 2, amount: 68_000, fee: 800 },
      ],
    ] as const)('filters by %o', async ({ agentIdOf, ...filter }: Record<string, unknown>, expected, totals) => {
      const page = await withdrawalsOf({
        ...(filter as RequestInput<'getWithdrawalList'>),
        ...(agentIdOf ? { agentId: ids[agentIdOf as string]! } : {}),
      });
      expect(page.rows.map((row) => row.withdrawalId)).toEqual(expected.map((last) => ids[last]));
      expect(page.totals).toEqual(totals);
    });

    it('exports the filtered list', async () => {
      const response = await server.call('getWithdrawalListExcle', {
        token: adminToken,
        input: { agentId: ids['poor']! },
      });
      expect(response.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('提现记录')!;
      expect(sheet.rowCount).toBe(3);
      expect(sheet.getRow(2).getCell(2).value).toBe('测试拮据代理有限公司');
      expect(sheet.getRow(2).getCell(3).value).toBe(10);
      expect(sheet.getRow(2).getCell(6).value).toBe('6222 **** **** 3456');
      expect(sheet.getRow(2).getCell(8).value).toBe('已拒绝');
    });

    const transitWithdrawal = (withdrawalId: number, action: 'approve' | 'reject', reason?: string) =>
      server.envelope('transitWithdrawal', {
        token: adminToken,
        input: { withdrawalId, action, ...(reason ? { reason } : {}) },
      });
    const balanceOf = async (agentId: number) =>
      (await db().select({ balance: agents.balance }).from(agents).where(eq(agents.id, agentId)))[0]?.balance;

    it('approves one under review: its amount leaves the balance in the same move, reviewer and time kept, audited', async () => {
      // The row carries the agent's balance, so the approval can say it before and after (issue 41).
      const underReview = (await withdrawalsOf({ agentId: ids['rich']! })).rows.find(
        (candidate) => candidate.withdrawalId === ids['1234'],
      );
      expect(underReview).toMatchObject({ agentBalance: 100_000, amount: 30_000 });
      expect((await transitWithdrawal(ids['1234']!, 'approve')).code).toBe(ResultCode.SUCCESS);
      expect(await balanceOf(ids['rich']!)).toBe(70_000);
      const row = (await withdrawalsOf({ agentId: ids['rich']! })).rows.find(
        (candidate) => candidate.withdrawalId === ids['1234'],
      );
      expect(row).toMatchObject({ status: passed, handledBy: 'admin', rejectReason: null, agentBalance: 70_000 });
      expect(row?.handledTime).not.toBeNull();
      const [event] = await db()
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'transitWithdrawal'))
        .orderBy(auditEvents.id);
      expect(event).toMatchObject({
        before: { status: 'underReview', balance: 100_000 },
        after: { status: 'passed', balance: 70_000 },
        result: ResultCode.SUCCESS,
      });
    });

    it('refuses an approval the balance does not hold, changing nothing', async () => {
      const before = await databaseDigest(db());
      expect(await transitWithdrawal(ids['9012']!, 'approve')).toMatchObject({
        code: ResultCode.FAILURE,
        msg: '代理商余额不足以支付本次提现',
        data: { field: 'withdrawalId' },
      });
      expect(await databaseDigest(db())).toEqual(before);
    });

    it('approves exactly one of two raced approvals that together the balance would not hold', async () => {
      // 60 000 against a balance of 70 000: each alone fits, both would not.
      const [first, second] = await Promise.all([
        transitWithdrawal(ids['5678']!, 'approve'),
        transitWithdrawal(ids['5678']!, 'approve'),
      ]);
      expect([first?.code, second?.code].sort()).toEqual([ResultCode.FAILURE, ResultCode.SUCCESS]);
      expect(await balanceOf(ids['rich']!)).toBe(10_000);
    });

    it('rejects with a reason, leaving the balance alone', async () => {
      expect((await transitWithdrawal(ids['9012']!, 'reject', '开户人不一致')).code).toBe(ResultCode.SUCCESS);
      expect(await balanceOf(ids['poor']!)).toBe(5_000);
      const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, ids['9012']!));
      expect(row).toMatchObject({ status: rejected, rejectReason: '开户人不一致' });
    });

    it.each([
      ['approve a passed one', '1234', 'approve', '已通过'],
      ['reject a passed one', '1234', 'reject', '已通过'],
      ['approve a rejected one', '3456', 'approve', '已拒绝'],
    ] as const)('refuses to %s, changing nothing', async (_label, last, action, state) => {
      const before = await databaseDigest(db());
      const refused = await transitWithdrawal(ids[last]!, action, '再次处理');
      expect(refused).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'action' } });
      expect(refused.msg).toContain(state);
      expect(await databaseDigest(db())).toEqual(before);
    });

    it('refuses bad input naming the field and writing nothing', async () => {
      const [seeded] = await db()
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(eq(withdrawals.status, underReview))
        .limit(1);
      const before = await databaseDigest(db());
      for (const [input, field] of [
        [{ withdrawalId: seeded!.id, action: 'reject' }, 'reason'],
        [{ withdrawalId: seeded!.id, action: 'pay' }, 'action'],
        [{ withdrawalId: 'x', action: 'approve' }, 'withdrawalId'],
        [{ withdrawalId: 999_999, action: 'approve' }, 'withdrawalId'],
      ] as const) {
        const refused = await server.envelope('transitWithdrawal', { token: adminToken, input });
        expect(refused).toMatchObject({ code: ResultCode.FAILURE, data: { field } });
      }
      expect(await databaseDigest(db())).toEqual(before);
    });

    it('seeds withdrawals in every state, each under review approvable from its agent’s balance', async () => {
      const seeded = await db()
        .select({ agentId: withdrawals.agentId, amount: withdrawals.amount, status: withdrawals.status })
        .from(withdrawals);
      const demo = seeded.filter((row) => row.agentId !== ids['rich'] && row.agentId !== ids['poor']);
      expect(demo).toHaveLength(40);
      expect(new Set(demo.map((row) => row.status))).toEqual(new Set([underReview, passed, rejected]));
      const owed = new Map<number, number>();
      for (const row of demo.filter((candidate) => candidate.status === underReview))
        owed.set(row.agentId, (owed.get(row.agentId) ?? 0) + row.amount);
      for (const [agentId, amount] of owed) expect(await balanceOf(agentId)).toBeGreaterThanOrEqual(amount);
    });

    it('needs the 提现记录 page', async () => {
      const clerk = await createManager(server, adminToken, 'withdrawal_clerk', ['代理商分成列表']);
      expect((await server.envelope('getWithdrawalList', { token: clerk.token })).code).toBe(ResultCode.NO_PERMISSION);
      // The agent picker is shared with the share list, which the clerk holds.
      expect((await server.envelope('getAgentOptions', { token: clerk.token })).code).toBe(ResultCode.SUCCESS);
      const before = await databaseDigest(db());
      expect(
        (
          await server.envelope('transitWithdrawal', {
            token: clerk.token,
            input: { withdrawalId: ids['5678']!, action: 'reject', reason: '越权' },
          })
        ).code,
      ).toBe(ResultCode.NO_PERMISSION);
      expect(await databaseDigest(db())).toEqual(before);
    });
  });

  describe('agent shares', () => {
    const expectedShares = () => expectedShareRows(db(), TIME_ZONE, server.clock.now());
    const sumOf = (rows: AgentShareRow[]) => ({
      orders: rows.reduce((total, row) => total + row.orders, 0),
      sales: rows.reduce((total, row) => total + row.sales, 0),
      gst: rows.reduce((total, row) => total + row.gst, 0),
      share: rows.reduce((total, row) => total + row.share, 0),
    });

    it('computes every agent’s share of every month as the orders give it, with the totals', async () => {
      const expected = await expectedShares();
      expect(expected.length).toBeGreaterThan(10);
      // The test's own orders: March's two (the cancelled one left out), estimated; February was
      // settled with the demo before the test's order of it was written: February stays as
      // settled, and its late order is an adjustment in March, the first open month after it.
      const own = expected.filter((row) => row.agentId === ids['rich']);
      expect(own.map(({ month, adjustsMonth, orders, state }) => ({ month, adjustsMonth, orders, state }))).toEqual([
        { month: '2026-03', adjustsMonth: null, orders: 2, state: 1 },
        { month: '2026-03', adjustsMonth: '2026-02', orders: 1, state: 1 },
      ]);
      expect(own[0]).toMatchObject({ sales: 3_300, gst: 300, share: Math.round((3_000 * 3_333) / 10_000) });
      const answered: AgentShareRow[] = [];
      for (let page = 1; answered.length < expected.length && page < 20; page += 1) {
        const { rows, total, totals } = await sharesOf({ page, size: 100 });
        expect(total).toBe(expected.length);
        expect(totals).toEqual(sumOf(expected));
        answered.push(...rows);
      }
      // The server's own sort of names may differ from code-unit order: compare as sets, then the order of months.
      expect([...answered].sort((a, b) => a.shareId.localeCompare(b.shareId))).toEqual(
        [...expected].sort((a, b) => a.shareId.localeCompare(b.shareId)),
      );
      const months = answered.map((row) => row.month);
      expect(months).toEqual([...months].sort().reverse());
    });

    it('filters by agent and by month, the totals following', async () => {
      const expected = await expectedShares();
      const { agentId, month } = expected[0]!;
      const ofAgent = expected.filter((row) => row.agentId === agentId);
      const byAgent = await sharesOf({ agentId, size: 100 });
      expect(byAgent.rows.map((row) => row.shareId)).toEqual(ofAgent.map((row) => row.shareId));
      expect(byAgent.totals).toEqual(sumOf(ofAgent));
      const ofMonth = expected.filter((row) => row.month === month);
      const byMonth = await sharesOf({ month, size: 100 });
      expect(new Set(byMonth.rows.map((row) => row.shareId))).toEqual(new Set(ofMonth.map((row) => row.shareId)));
      expect(byMonth.totals).toEqual(sumOf(ofMonth));
      const both = await sharesOf({ agentId, month });
      expect(both.rows).toEqual([expected[0]]);
      expect((await sharesOf({ month: '2001-01' })).totals).toEqual({ orders: 0, sales: 0, gst: 0, share: 0 });
    });

    it('refuses a month not written YYYY-MM, naming it', async () => {
      for (const month of ['2026-13', '2026-1', 'May']) {
        const refused = await server.envelope('getAgentShareList', { token: adminToken, input: { month } });
        expect(refused).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'month' } });
      }
    });

    it('offers the last 12 months, this one first', async () => {
      const months = await server.envelope('getAgentShareMonthOptions', { token: adminToken });
      const rows = months.data.rows as { value: string; label: string }[];
      expect(rows).toHaveLength(12);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' })
        .format(server.clock.now())
        .slice(0, 7);
      expect(rows[0]).toEqual({ value: today, label: today });
      expect(rows.map((row) => row.value)).toEqual([...rows.map((row) => row.value)].sort().reverse());
    });

    it('exports the filtered shares', async () => {
      const expected = await expectedShares();
      const ofAgent = expected.filter((row) => row.agentId === expected[0]!.agentId);
      const response = await server.call('getAgentShareListExcle', {
        token: adminToken,
        input: { agentId: expected[0]!.agentId },
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('代理商分成列表')!;
      // A header, a row per share, and the totals row.
      expect(sheet.rowCount).toBe(ofAgent.length + 2);
      expect(sheet.getRow(2).getCell(1).value).toBe(ofAgent[0]!.month);
      expect(sheet.getRow(2).getCell(8).value).toBe(ofAgent[0]!.share / 100);
      const totalsRow = sheet.getRow(ofAgent.length + 2);
      expect(totalsRow.getCell(1).value).toBe('合计');
      expect(totalsRow.getCell(8).value).toBeCloseTo(sumOf(ofAgent).share / 100, 2);
    });

    it('needs the 代理商分成列表 page', async () => {
      const clerk = await createManager(server, adminToken, 'share_clerk', ['提现记录']);
      for (const name of ['getAgentShareList', 'getAgentShareMonthOptions'] as const)
        expect((await server.envelope(name, { token: clerk.token })).code).toBe(ResultCode.NO_PERMISSION);
      // The agent picker is shared with the withdrawals, which the clerk holds.
      expect((await server.envelope('getAgentOptions', { token: clerk.token })).code).toBe(ResultCode.SUCCESS);
    });
  });
});

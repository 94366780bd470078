import { deviceApiEndpoints, orderFlow, orderPaymentMethods, ResultCode, type AgentShareRow } from '@vending/contract';
import ExcelJS from 'exceljs';
import { and, asc, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager } from '../../testing/accounts';
import { sellingMachine } from '../../testing/selling-machine';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import {
  auditEvents,
  agents,
  withdrawals,
  members,
  orders,
  systemSettings,
  shareAdjustments,
  shareSettlements,
} from '../../db/schema';
import { createPaidOrder, SimulatedRefundChannel } from '../orders';
import { SettingKeys } from '../settings';
import { balancesOffLedger } from './ledger';
import { ledgerEntries } from './tables';

/**
 * The edges of the books that issue 38 found broken, one test each (numbered as the issue
 * numbers them), on both databases. The clock stands at 15 March 2026 (Asia/Shanghai); the
 * demo settled December to February. The last test moves the clock to April.
 */
describe.each(backends)('money edges on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let token: string;
  let agentId: number;
  let deviceId: number;
  let deviceAuth: string;
  let items: { id: number; goodsName: string }[];
  let orderCounter = 0;
  const db = () => server.app.database.db;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, refundChannel: new SimulatedRefundChannel('succeed') });
    token = await server.login('admin', ADMIN_PASSWORD);
    ({ agentId, deviceId, items, deviceAuth } = await sellingMachine(server, token, {
      label: '边界',
      phone: '13900003333',
      address: '测试路2号',
      deviceNo: 'TEST-EDGE-1',
      stock: 50,
    }));
  });
  afterAll(() => server.close());

  /** A paid order at the test's device (the orders module's own path), lines of the first goods. */
  async function paidOrder(input: {
    at: Date;
    lines: { price: number; quantity: number }[];
    method?: number;
    memberId?: number | null;
    complete?: boolean;
  }) {
    orderCounter += 1;
    const orderNo = `EDGE-${orderCounter}-${input.at.getTime()}`;
    const made = await db().transaction((tx) =>
      createPaidOrder(tx, {
        orderNo,
        memberId: input.memberId ?? null,
        deviceId,
        lines: input.lines.map((line, index) => ({
          goodsId: items[index % items.length]!.id,
          goodsName: items[index % items.length]!.goodsName,
          ...line,
        })),
        method: input.method ?? orderPaymentMethods.wechat,
        createdAt: input.at,
        paidAt: input.at,
      }),
    );
    if (!made) throw new Error(`order ${orderNo} was made already`);
    if (input.complete !== false)
      await db().update(orders).set({ status: orderFlow.values.completed }).where(eq(orders.id, made.orderId));
    return made;
  }

  async function vend(body: Record<string, unknown>) {
    const endpoint = deviceApiEndpoints.deviceVend;
    return server.app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: { authorization: deviceAuth, 'content-type': 'application/json' },
      payload: JSON.stringify({ deviceNo: 'TEST-EDGE-1', dispensed: true, ...body }),
    });
  }

  const sharesOf = async (input: Record<string, unknown>) => {
    const answer = await server.envelope('getAgentShareList', { token, input: { size: 100, agentId, ...input } });
    expect(answer.code).toBe(ResultCode.SUCCESS);
    return answer.data as { rows: AgentShareRow[]; totals: Record<string, number> };
  };

  async function workbookOf(name: Parameters<TestServer['call']>[0], input: Record<string, unknown> = {}) {
    const response = await server.call(name, { token, input });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return workbook.worksheets[0]!;
  }
  const rowValues = (sheet: ExcelJS.Worksheet, row: number) =>
    (sheet.getRow(row).values as unknown[]).slice(1).map((value) => (value === undefined ? null : value));
  /** The column headers: the first row with more than one cell (a report's sheet has a title and its period above). */
  const headerRow = (sheet: ExcelJS.Worksheet) => {
    for (let row = 1; row <= sheet.rowCount; row += 1) {
      const values = rowValues(sheet, row);
      if (values.filter((value) => value !== null && value !== '').length > 1) return values;
    }
    return [];
  };

  it('1: one large sale (its share passes 2³¹ in the product) is listed, exported and settled', async () => {
    // ¥12,000 at 25 %: 1,200,000 × 2,500 = 3,000,000,000 > 2,147,483,647.
    await paidOrder({ at: new Date('2024-10-10T04:00:00.000Z'), lines: [{ price: 1_200_000, quantity: 1 }] });
    const { rows } = await sharesOf({ month: '2024-10' });
    expect(rows).toMatchObject([{ orders: 1, sales: 1_200_000, share: 300_000, shareBasisPoints: 2_500 }]);
    expect((await server.call('getAgentShareListExcle', { token, input: { month: '2024-10' } })).statusCode).toBe(200);
    const settled = await server.envelope('settleAgentShareMonth', { token, input: { month: '2024-10' } });
    expect(settled).toMatchObject({ code: ResultCode.SUCCESS, data: { share: 300_000 } });
  });

  it('3: a refund naming the same line again and again refunds no more of it than was bought', async () => {
    const { orderId } = await paidOrder({
      at: server.clock.now(),
      lines: [
        { price: 100, quantity: 1 },
        { price: 500, quantity: 1 },
      ],
    });
    const repeated = await server.envelope('refundOrder', {
      token,
      input: { orderId, reason: '重复行', lines: '1:1,1:1,1:1' },
    });
    expect(repeated).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'lines' } });
    const [order] = await db().select({ refunded: orders.refunded }).from(orders).where(eq(orders.id, orderId));
    expect(order!.refunded).toBe(0);
    const once = await server.envelope('refundOrder', { token, input: { orderId, reason: '一次', lines: '1:1' } });
    expect(once).toMatchObject({ code: ResultCode.SUCCESS, data: { amount: 100 } });
  });

  it('4: the sales report by goods answers whole minor units that add up to the totals', async () => {
    const at = new Date('2024-06-10T04:00:00.000Z');
    const { orderId } = await paidOrder({
      at,
      lines: [
        { price: 100, quantity: 1 },
        { price: 200, quantity: 1 },
        { price: 300, quantity: 1 },
      ],
    });
    expect(
      (await server.envelope('refundOrder', { token, input: { orderId, reason: '部分', lines: '1:1' } })).code,
    ).toBe(ResultCode.SUCCESS);
    const report = await server.envelope('getSalesReport', {
      token,
      input: { groupBy: 'goods', startTime: '2024-06-10', endTime: '2024-06-10' },
    });
    const rows = report.data.rows as { current: { received: number; refunded: number } }[];
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(Number.isInteger(row.current.received)).toBe(true);
      expect(Number.isInteger(row.current.refunded)).toBe(true);
    }
    // 100 refunded, shared by amounts rounded down: 16, 50 − 16 = 34, 100 − 50 = 50.
    expect(rows.map((row) => row.current.refunded).sort((a, b) => a - b)).toEqual([16, 34, 50]);
    expect(rows.reduce((total, row) => total + row.current.received, 0)).toBe(report.data.current.received);
  });

  it('5: a sale dated in the future is neither today’s nor this month’s', async () => {
    const before = (await server.envelope('getHomeKpis', { token })).data;
    const trendBefore = (await server.envelope('getSalesTrend', { token, input: { days: 7 } })).data;
    const topBefore = (await server.envelope('getTopGoods', { token, input: { days: 7, limit: 20 } })).data;
    const day = 24 * 60 * 60 * 1000;
    await paidOrder({ at: new Date(server.clock.now().getTime() + 2 * day), lines: [{ price: 777, quantity: 1 }] });
    await paidOrder({ at: new Date(server.clock.now().getTime() + 40 * day), lines: [{ price: 888, quantity: 1 }] });
    const after = (await server.envelope('getHomeKpis', { token })).data;
    expect(after).toEqual(before);
    expect((await server.envelope('getSalesTrend', { token, input: { days: 7 } })).data).toEqual(trendBefore);
    expect((await server.envelope('getTopGoods', { token, input: { days: 7, limit: 20 } })).data).toEqual(topBefore);
  });

  it('6: cancelling an order refunded in full cancels it, with its audit record', async () => {
    const { orderId } = await paidOrder({
      at: server.clock.now(),
      lines: [{ price: 300, quantity: 1 }],
      complete: false,
    });
    expect((await server.envelope('refundOrder', { token, input: { orderId, reason: '全退' } })).code).toBe(
      ResultCode.SUCCESS,
    );
    const cancelled = await server.envelope('transitOrder', {
      token,
      input: { orderId, action: 'cancel', reason: '已退款后取消' },
    });
    expect(cancelled.code).toBe(ResultCode.SUCCESS);
    const [order] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe(orderFlow.values.cancelled);
    const records = await db()
      .select({ result: auditEvents.result })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'transitOrder'), eq(auditEvents.target, `orderId=${orderId}`)));
    expect(records).toEqual([{ result: ResultCode.SUCCESS }]);
  });

  it('7: a vend takes the payment method table’s machine codes: 3 is a bank card, the balance is refused', async () => {
    const bankCard = await vend({
      deviceOrderNo: 'EDGE-CARD-1',
      paidAt: '2026-03-15T03:00:00.000Z',
      paymentMethod: 3,
      lines: [{ slotNo: 1, quantity: 1, unitPrice: 250 }],
    });
    expect(bankCard.statusCode).toBe(200);
    const [order] = await db()
      .select({ method: orders.paymentMethod })
      .from(orders)
      .where(eq(orders.orderNo, bankCard.json().data.orderNo));
    expect(order!.method).toBe(orderPaymentMethods.bankCard);
    const balance = await vend({
      deviceOrderNo: 'EDGE-BALANCE-1',
      paidAt: '2026-03-15T03:00:00.000Z',
      paymentMethod: orderPaymentMethods.balance,
      lines: [{ slotNo: 1, quantity: 1, unitPrice: 250 }],
    });
    expect(balance.statusCode).toBe(400);
    expect(balance.json()).toMatchObject({ data: { field: 'paymentMethod' } });
    // A sale too large for an order's amount is refused, naming the lines, never a 500.
    const huge = await vend({
      deviceOrderNo: 'EDGE-HUGE-1',
      paidAt: '2026-03-15T03:00:00.000Z',
      paymentMethod: 1,
      lines: Array.from({ length: 20 }, () => ({ slotNo: 1, quantity: 99, unitPrice: 100_000_000 })),
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ data: { field: 'lines' } });
  });

  it('8: the order export has what was received and refunded, and a totals row equal to the list’s', async () => {
    const filter = { startTime: '2024-06-10', endTime: '2024-06-10' };
    const sheet = await workbookOf('getOrderListExcle', filter);
    const headers = rowValues(sheet, 1);
    const received = headers.indexOf('已收(元)');
    const refunded = headers.indexOf('已退款(元)');
    expect(received).toBeGreaterThan(0);
    expect(refunded).toBeGreaterThan(0);
    const list = (await server.envelope('getOrderList', { token, input: filter })).data;
    // One row per order, then the totals row.
    expect(sheet.rowCount).toBe(list.total + 2);
    const totals = rowValues(sheet, sheet.rowCount);
    expect(totals[0]).toBe('合计');
    expect(totals[received]).toBeCloseTo(list.totals.received / 100, 2);
    expect(totals[refunded]).toBeCloseTo(list.totals.refunded / 100, 2);
    expect(rowValues(sheet, 2)[received]).toBe(5);
    expect(rowValues(sheet, 2)[refunded]).toBe(1);
  });

  it('9: under AUD, no export header says 元', async () => {
    const [saved] = await db().select().from(systemSettings).where(eq(systemSettings.key, SettingKeys.money));
    const value = { currency: 'AUD', gstBasisPoints: 1_000 };
    // Written directly: the settings page refuses a change of currency once money has moved.
    await db()
      .insert(systemSettings)
      .values({ key: SettingKeys.money, value })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value } });
    try {
      const period = { startTime: '2026-03-01', endTime: '2026-03-15' };
      for (const [name, input] of [
        ['getOrderListExcle', {}],
        ['getWithdrawalListExcle', {}],
        ['getAgentShareListExcle', {}],
        ['getUserListExcle', {}],
        ['getRechargeListExcle', {}],
        ['getSalesReportExcle', period],
      ] as const) {
        const headers = headerRow(await workbookOf(name, input)).map(String);
        expect(
          headers.filter((header) => header.includes('元')),
          name,
        ).toEqual([]);
        expect(
          headers.some((header) => header.includes('AUD')),
          name,
        ).toBe(true);
      }
    } finally {
      if (saved)
        await db().update(systemSettings).set({ value: saved.value }).where(eq(systemSettings.key, SettingKeys.money));
      else await db().delete(systemSettings).where(eq(systemSettings.key, SettingKeys.money));
    }
  });

  it('10: the settle dialog offers only ended, unsettled months with something to settle; an empty month is refused', async () => {
    await paidOrder({ at: new Date('2024-11-10T04:00:00.000Z'), lines: [{ price: 1_003, quantity: 1 }] });
    const offered = (await server.envelope('getSettleableShareMonths', { token })).data.rows.map(
      (row: { value: string }) => row.value,
    ) as string[];
    expect(offered).toContain('2024-11');
    expect(offered).not.toContain('2026-03');
    expect(offered).not.toContain('2026-02');
    expect(offered).not.toContain('2024-10');
    const settled = new Set(
      (await db().selectDistinct({ month: shareSettlements.month }).from(shareSettlements)).map((row) => row.month),
    );
    for (const month of offered) {
      expect(month < '2026-03').toBe(true);
      expect(settled.has(month)).toBe(false);
    }
    expect(offered).toEqual([...offered].sort().reverse());
    const empty = await server.envelope('settleAgentShareMonth', { token, input: { month: '2024-09' } });
    expect(empty).toMatchObject({
      code: ResultCode.FAILURE,
      msg: '该月份没有可结算的订单或调整',
      data: { field: 'month' },
    });
    expect(await db().select().from(shareSettlements).where(eq(shareSettlements.month, '2024-09'))).toEqual([]);
  });

  it('11: a refund’s audit records show the money: the balance before and after, the channel’s answer with its entry', async () => {
    const [member] = await db()
      .select({ id: members.id, balance: members.balance })
      .from(members)
      .where(gt(members.balance, 1_000))
      .orderBy(asc(members.id))
      .limit(1);
    const byBalance = await paidOrder({
      at: server.clock.now(),
      lines: [{ price: 400, quantity: 1 }],
      method: orderPaymentMethods.balance,
      memberId: member!.id,
    });
    expect(
      (await server.envelope('refundOrder', { token, input: { orderId: byBalance.orderId, reason: '余额退' } })).code,
    ).toBe(ResultCode.SUCCESS);
    const [balanceRecord] = await db()
      .select({ after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'refundOrder'), eq(auditEvents.target, `orderId=${byBalance.orderId}`)));
    expect(balanceRecord!.after).toMatchObject({
      money: { amount: 400, account: 'member', balanceBefore: member!.balance - 400, balanceAfter: member!.balance },
    });

    const byChannel = await paidOrder({ at: server.clock.now(), lines: [{ price: 600, quantity: 1 }] });
    expect(
      (await server.envelope('refundOrder', { token, input: { orderId: byChannel.orderId, reason: '渠道退' } })).code,
    ).toBe(ResultCode.SUCCESS);
    const answers = await db()
      .select({ after: auditEvents.after, actorName: auditEvents.actorName, at: auditEvents.at })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'refundAnswer'))
      .orderBy(desc(auditEvents.id));
    const answer = answers.find((row) => (row.after as { money?: { amount: number } }).money?.amount === 600);
    expect(answer).toMatchObject({
      actorName: '支付渠道',
      after: { status: 'refunded', money: { outcome: 'refunded' } },
    });
    const [entry] = await db()
      .select({ at: ledgerEntries.at })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, byChannel.orderId), eq(ledgerEntries.kind, 'orderRefund')));
    expect(answer!.at).toEqual(entry!.at);
  });

  it('12: a settled month shows the rate it was settled at, and its export’s totals say 已结算', async () => {
    // 1,003 at 25 %: the share rounds to 251, which works back to 25.02 %.
    const settled = await server.envelope('settleAgentShareMonth', { token, input: { month: '2024-11' } });
    expect(settled.code).toBe(ResultCode.SUCCESS);
    const { rows } = await sharesOf({ month: '2024-11' });
    expect(rows).toMatchObject([{ share: 251, shareBasisPoints: 2_500, state: 2 }]);
    const sheet = await workbookOf('getAgentShareListExcle', { month: '2024-11', agentId });
    const headers = rowValues(sheet, 1);
    expect(rowValues(sheet, 2)[headers.indexOf('分成比例(%)')]).toBe(25);
    expect(rowValues(sheet, 3)[0]).toBe('合计');
    expect(rowValues(sheet, 3)[headers.indexOf('状态')]).toBe('已结算');
  });

  it('13: the top goods count no refunded sale', async () => {
    const before = (await server.envelope('getTopGoods', { token, input: { days: 1, limit: 20 } })).data;
    const { orderId } = await paidOrder({ at: server.clock.now(), lines: [{ price: 99_900, quantity: 3 }] });
    expect((await server.envelope('refundOrder', { token, input: { orderId, reason: '全退' } })).code).toBe(
      ResultCode.SUCCESS,
    );
    expect((await server.envelope('getTopGoods', { token, input: { days: 1, limit: 20 } })).data).toEqual(before);
  });

  it('controls: an adjustment above the limit waits for a second administrator; the requester cannot approve it', async () => {
    const [member] = await db()
      .select({ id: members.id, balance: members.balance })
      .from(members)
      .orderBy(asc(members.id))
      .limit(1);
    const balanceNow = async () =>
      (await db().select({ balance: members.balance }).from(members).where(eq(members.id, member!.id)))[0]!.balance;
    const start = await balanceNow();
    // At the limit (¥500 by default): at once.
    const small = await server.envelope('adjustMemberBalance', {
      token,
      input: { userId: member!.id, amount: 50_000, reason: '限额内' },
    });
    expect(small).toMatchObject({ code: ResultCode.SUCCESS, data: { pendingApproval: false, requestId: null } });
    expect(await balanceNow()).toBe(start + 50_000);
    // Above it: recorded, the balance unmoved.
    const large = await server.envelope('adjustMemberBalance', {
      token,
      input: { userId: member!.id, amount: 50_001, reason: '超限额' },
    });
    expect(large).toMatchObject({ code: ResultCode.SUCCESS, data: { pendingApproval: true } });
    const requestId = large.data.requestId as number;
    expect(await balanceNow()).toBe(start + 50_000);
    const own = await server.envelope('decideBalanceAdjustment', { token, input: { requestId, action: 'approve' } });
    expect(own).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'requestId' } });
    expect(await balanceNow()).toBe(start + 50_000);
    const approver = await createManager(server, token, 'second_admin', ['会员详情']);
    const approved = await server.envelope('decideBalanceAdjustment', {
      token: approver.token,
      input: { requestId, action: 'approve' },
    });
    expect(approved).toMatchObject({ code: ResultCode.SUCCESS, data: { balance: start + 100_001 } });
    expect(await balanceNow()).toBe(start + 100_001);
    const again = await server.envelope('decideBalanceAdjustment', {
      token: approver.token,
      input: { requestId, action: 'approve' },
    });
    expect(again).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'requestId' } });
    const listed = await server.envelope('getBalanceAdjustmentRequests', { token, input: { userId: member!.id } });
    expect(listed.data.rows[0]).toMatchObject({
      requestId,
      amount: 50_001,
      status: 2,
      requestedBy: 'admin',
      decidedBy: 'second_admin',
    });
    // The approval's audit record carries the money it moved.
    const [record] = await db()
      .select({ after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'decideBalanceAdjustment'), eq(auditEvents.result, ResultCode.SUCCESS)));
    expect(record!.after).toMatchObject({ money: { amount: 50_001, balanceAfter: start + 100_001 } });
    expect(await balancesOffLedger(db())).toEqual([]);
  });

  it('2: a late sale into a settled month is an adjustment in the next open month, paid when that month settles', async () => {
    const februaryBefore = await db().select().from(shareSettlements).where(eq(shareSettlements.month, '2026-02'));
    const late = await vend({
      deviceOrderNo: 'EDGE-LATE-1',
      paidAt: '2026-02-20T04:00:00.000Z',
      paymentMethod: 1,
      lines: [{ slotNo: 1, quantity: 2, unitPrice: 1_000 }],
    });
    expect(late.statusCode).toBe(200);
    const march = await sharesOf({ month: '2026-03' });
    const adjustment = march.rows.find((row) => row.adjustsMonth === '2026-02');
    // GST at the demo's rate; the share of what is left of 2,000 without it, at 25 %.
    const [order] = await db()
      .select({ gst: orders.gst })
      .from(orders)
      .where(eq(orders.orderNo, late.json().data.orderNo));
    const share = Math.round(((2_000 - order!.gst) * 2_500) / 10_000);
    expect(adjustment).toMatchObject({ orders: 1, sales: 2_000, share, state: 1, shareBasisPoints: 2_500 });
    // February itself stays as settled.
    expect((await sharesOf({ month: '2026-02' })).rows.every((row) => row.adjustsMonth === null)).toBe(true);
    expect(await db().select().from(shareSettlements).where(eq(shareSettlements.month, '2026-02'))).toEqual(
      februaryBefore,
    );

    // April: March settles, and the adjustment with it, credited to the agent.
    server.clock.current = new Date('2026-04-02T04:00:00.000Z');
    // A session of two weeks ago has expired: log in again.
    token = await server.login('admin', ADMIN_PASSWORD);
    const [agentBefore] = await db().select({ balance: agents.balance }).from(agents).where(eq(agents.id, agentId));
    const settled = await server.envelope('settleAgentShareMonth', { token, input: { month: '2026-03' } });
    expect(settled.code).toBe(ResultCode.SUCCESS);
    const stored = await db().select().from(shareAdjustments).where(eq(shareAdjustments.agentId, agentId));
    expect(stored).toMatchObject([{ month: '2026-03', forMonth: '2026-02', orders: 1, sales: 2_000, share }]);
    const marchAfter = await sharesOf({ month: '2026-03' });
    expect(marchAfter.rows.find((row) => row.adjustsMonth === '2026-02')).toMatchObject({ share, state: 2 });
    const ownMarch = marchAfter.rows.find((row) => row.adjustsMonth === null)?.share ?? 0;
    const [agentAfter] = await db().select({ balance: agents.balance }).from(agents).where(eq(agents.id, agentId));
    expect(agentAfter!.balance - agentBefore!.balance).toBe(ownMarch + share);
    const entries = await db()
      .select({ amount: ledgerEntries.amount, note: ledgerEntries.note })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.kind, 'shareAdjustment'),
          eq(ledgerEntries.accountId, agentId),
          isNotNull(ledgerEntries.settlementId),
        ),
      );
    expect(entries).toEqual([{ amount: share, note: '调整 2026-02' }]);
    // Nothing is left to adjust, and the books balance.
    expect((await sharesOf({ month: '2026-04' })).rows.filter((row) => row.adjustsMonth !== null)).toEqual([]);
    expect(await balancesOffLedger(db())).toEqual([]);
  });

  it('statements: the agent’s opening, shares, adjustments, withdrawals and fees, the balance after each, and an export with its totals', async () => {
    // After the late sale's test: March and its February adjustment are settled and credited.
    const [withdrawal] = await db()
      .insert(withdrawals)
      .values({
        agentId,
        amount: 100,
        fee: 10,
        bankName: '中国银行',
        bankAccount: '6222021234567890123',
        accountHolder: '边界',
        createdAt: server.clock.now(),
      })
      .returning({ id: withdrawals.id });
    expect(
      (
        await server.envelope('transitWithdrawal', {
          token,
          input: { withdrawalId: withdrawal!.id, action: 'approve' },
        })
      ).code,
    ).toBe(ResultCode.SUCCESS);
    const statement = (await server.envelope('getAgentStatement', { token, input: { agentId } })).data as {
      opening: number;
      rows: { kind: string; month: string | null; amount: number; fee: number; balanceAfter: number }[];
      totals: { shares: number; adjustments: number; withdrawals: number; fees: number; closing: number };
    };
    expect(statement.rows.map((row) => [row.kind, row.month])).toEqual(
      expect.arrayContaining([
        ['share', '2026-03'],
        ['shareAdjustment', '2026-02'],
        ['withdrawal', null],
      ]),
    );
    // Each balance after is the one before plus the row.
    let balance = statement.opening;
    for (const row of statement.rows) {
      balance += row.amount;
      expect(row.balanceAfter).toBe(balance);
    }
    const [agent] = await db().select({ balance: agents.balance }).from(agents).where(eq(agents.id, agentId));
    expect(statement.totals.closing).toBe(agent!.balance);
    expect(statement.totals).toMatchObject({ withdrawals: -100, fees: 10 });
    expect(statement.totals.shares + statement.totals.adjustments + statement.totals.withdrawals).toBe(agent!.balance);
    const sheet = await workbookOf('getAgentStatementExcle', { agentId });
    expect(sheet.rowCount).toBe(statement.rows.length + 2);
    const headers = rowValues(sheet, 1);
    const totals = rowValues(sheet, sheet.rowCount);
    expect(totals[headers.indexOf('类型')]).toBe('合计');
    expect(totals[headers.indexOf('变动后余额(元)')]).toBeCloseTo(agent!.balance / 100, 2);
    expect(totals[headers.indexOf('手续费(元)')]).toBeCloseTo(0.1, 2);
    expect((await server.envelope('getAgentStatement', { token, input: { agentId: 999_999 } })).data).toMatchObject({
      field: 'agentId',
    });
  });
});

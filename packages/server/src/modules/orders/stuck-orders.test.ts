import {
  endpoints,
  orderFlow,
  orderPaymentMethods,
  ResultCode,
  successEnvelopeSchema,
  type OrderRow,
  type RequestInput,
} from '@vending/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createManagerWithRole } from '../../testing/accounts';
import { databaseDigest } from '../../testing/digest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { auditEvents, devices, goods, ledgerEntries, members } from '../../db/schema';
import { balancesOffLedger } from '../ledger';
import { createPaidOrder } from './money';
import { SimulatedRefundChannel } from './refund-channel';
import { orderEvents, orders } from './tables';

const { processing, completed, cancelled } = orderFlow.values;
const MINUTE = 60_000;

/**
 * 卡单 (stuck orders): orders 处理中 longer than the stuck-order minutes after payment. The
 * dashboard's count, the order list's filter and its rows' flag agree with the rule recomputed
 * here in plain code from every row; a stuck order is resolved as completed or refunded (the one
 * refund path, its ledger entry and audit in one transaction), once only.
 */
describe.each(backends)('stuck orders on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  let memberId: number;
  let deviceId: number;
  let item: { id: number; goodsName: string };
  let counter = 0;
  const db = () => server.app.database.db;

  type Page = { rows: OrderRow[]; total: number };
  async function listOf(input: RequestInput<'getOrderList'>): Promise<Page> {
    const answer = await server.envelope('getOrderList', { token: adminToken, input });
    return successEnvelopeSchema(endpoints.getOrderList.data as z.ZodType).parse(answer).data as Page;
  }
  async function stuckCount(): Promise<number> {
    return (await server.envelope('getHomeKpis', { token: adminToken, input: {} })).data.stuckOrderCount;
  }
  const resolve = (orderId: number, outcome: string, note = '现场核实') =>
    server.envelope('resolveStuckOrder', {
      token: adminToken,
      input: { orderId, outcome, note } as RequestInput<'resolveStuckOrder'>,
    });

  /** A paid order, processing, paid `minutesAgo` before the clock. */
  async function paidOrder(minutesAgo: number, method: number = orderPaymentMethods.balance) {
    counter += 1;
    const at = new Date(server.clock.current.getTime() - minutesAgo * MINUTE);
    const made = await db().transaction((tx) =>
      createPaidOrder(tx, {
        orderNo: `STUCK-${counter}-${at.getTime()}`,
        memberId,
        deviceId,
        lines: [{ goodsId: item.id, goodsName: item.goodsName, price: 300, quantity: 1 }],
        method,
        createdAt: at,
        paidAt: at,
      }),
    );
    return made!.orderId;
  }

  /** The rule in plain code, over every row of the unfiltered list. */
  async function recomputed(minutes: number) {
    const all = await listOf({ page: 1, size: 100 });
    expect(all.total).toBeLessThanOrEqual(100);
    const cutoff = server.clock.current.getTime() - minutes * MINUTE;
    const stuck = all.rows.filter(
      (row) => row.status === processing && row.paidTime !== null && Date.parse(row.paidTime) < cutoff,
    );
    return { all, ids: stuck.map((row) => row.orderId).sort((a, b) => a - b) };
  }

  async function expectAgreement(minutes: number) {
    const { all, ids } = await recomputed(minutes);
    const filtered = await listOf({ page: 1, size: 100, stuck: 1 });
    const others = await listOf({ page: 1, size: 100, stuck: 0 });
    expect(filtered.rows.map((row) => row.orderId).sort((a, b) => a - b)).toEqual(ids);
    expect(filtered.total).toBe(ids.length);
    expect(await stuckCount()).toBe(ids.length);
    expect(others.total + filtered.total).toBe(all.total);
    // Each row says whether it is stuck, by the same rule.
    expect(
      all.rows
        .filter((row) => row.stuck)
        .map((row) => row.orderId)
        .sort((a, b) => a - b),
    ).toEqual(ids);
    return ids;
  }

  beforeAll(async () => {
    server = await startTestServer({
      databaseUrl,
      environment: { SEED_DEMO: '0' },
      refundChannel: new SimulatedRefundChannel('succeed'),
    });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
    const [member] = await db()
      .insert(members)
      .values({ nickName: '卡单会员', phone: '13900004444', balance: 0 })
      .returning({ id: members.id });
    memberId = member!.id;
    // The balance the orders are paid from, as the ledger records a top-up.
    await db().transaction(async (tx) => {
      const { recordEntryOrThrow } = await import('../ledger');
      await recordEntryOrThrow(tx, {
        account: { kind: 'member', id: memberId },
        amount: 100_000,
        currency: 'CNY',
        kind: 'adjustment',
        managerId: null,
        at: server.clock.current,
      });
    });
    const [device] = await db()
      .insert(devices)
      .values({ deviceNo: 'T-STUCK', deviceName: '卡单机', address: '一楼' })
      .returning({ id: devices.id });
    deviceId = device!.id;
    const [water] = await db()
      .insert(goods)
      .values({ goodsName: '矿泉水', price: 300 })
      .returning({ id: goods.id, goodsName: goods.goodsName });
    item = water!;
  });
  afterAll(() => server.close());

  it('counts on the dashboard exactly the orders the stuck filter lists, by the rule recomputed from the rows', async () => {
    const old = await paidOrder(120);
    const recent = await paidOrder(10);
    const edge = await paidOrder(31);
    const done = await paidOrder(120);
    await db().update(orders).set({ status: completed }).where(eq(orders.id, done));

    expect(await expectAgreement(30)).toEqual([old, edge].sort((a, b) => a - b));

    // The threshold is a setting: at 5 minutes the recent one is stuck too; audited.
    const saved = await server.envelope('updateShortageSettings', {
      token: adminToken,
      input: { threshold: 2, stuckOrderMinutes: 5 },
    });
    expect(saved.code).toBe(ResultCode.SUCCESS);
    expect((await server.envelope('getShortageSettings', { token: adminToken, input: {} })).data).toMatchObject({
      stuckOrderMinutes: 5,
      temperatureRetentionDays: 30,
      expiryWarningDays: 3,
    });
    expect((await server.envelope('getHomeKpis', { token: adminToken, input: {} })).data.stuckOrderMinutes).toBe(5);
    expect(await expectAgreement(5)).toEqual([old, recent, edge].sort((a, b) => a - b));
    const [audited] = await db()
      .select({ before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'updateShortageSettings'));
    expect(audited).toMatchObject({ before: { stuckOrderMinutes: 30 }, after: { stuckOrderMinutes: 5 } });

    // Time passing makes an order stuck without any write.
    await server.envelope('updateShortageSettings', {
      token: adminToken,
      input: { threshold: 2, stuckOrderMinutes: 30 },
    });
    server.clock.advance(25 * MINUTE);
    expect(await expectAgreement(30)).toEqual([old, recent, edge].sort((a, b) => a - b));
  });

  it('refuses a threshold out of bounds, writing nothing', async () => {
    for (const stuckOrderMinutes of ['0', '10081', 'soon']) {
      const before = await databaseDigest(db());
      const answer = await server.envelope('updateShortageSettings', {
        token: adminToken,
        input: { threshold: 2, stuckOrderMinutes } as unknown as RequestInput<'updateShortageSettings'>,
      });
      expect(answer.code).toBe(ResultCode.FAILURE);
      expect(answer.msg).toContain('卡单时长（分钟）');
      expect(await databaseDigest(db())).toEqual(before);
    }
  });

  it('resolves a stuck order as completed, with its note in the timeline and the audit', async () => {
    const orderId = await paidOrder(90);
    expect((await resolve(orderId, 'completed', '补货员确认已出货')).code).toBe(ResultCode.SUCCESS);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: completed, refunded: 0 });
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.at(-1)).toMatchObject({ fromStatus: processing, toStatus: completed, reason: '补货员确认已出货' });
    const [audited] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'resolveStuckOrder'), eq(auditEvents.target, `orderId=${orderId}`)));
    expect(audited).toMatchObject({ result: ResultCode.SUCCESS, page: '订单列表', after: { status: 'completed' } });
    // No longer stuck: a second resolution is refused and writes nothing.
    const before = await databaseDigest(db());
    const again = await resolve(orderId, 'refunded');
    expect(again).toMatchObject({ code: ResultCode.FAILURE, msg: '该订单已不是卡单（可能已被处理），请刷新后查看' });
    expect(await databaseDigest(db())).toEqual(before);
  });

  it('refunds a stuck order paid by balance through the ledger, in one transaction with its audit', async () => {
    const orderId = await paidOrder(90);
    const [{ balance: before }] = (await db()
      .select({ balance: members.balance })
      .from(members)
      .where(eq(members.id, memberId))) as [{ balance: number }];
    expect((await resolve(orderId, 'refunded', '机器卡货，退款')).code).toBe(ResultCode.SUCCESS);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: cancelled, refunded: 300, cancelReason: '机器卡货，退款' });
    const [{ balance: after }] = (await db()
      .select({ balance: members.balance })
      .from(members)
      .where(eq(members.id, memberId))) as [{ balance: number }];
    expect(after).toBe(before + 300);
    const refunds = await db()
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'orderRefund')));
    expect(refunds).toEqual([{ amount: 300 }]);
    const [audited] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'resolveStuckOrder'), eq(auditEvents.target, `orderId=${orderId}`)));
    expect(audited?.after).toMatchObject({ status: 'cancelled', money: { amount: 300, outcome: 'refunded' } });
    expect(await balancesOffLedger(db())).toEqual([]);
  });

  it('refunds a stuck order paid by WeChat through the payment channel', async () => {
    const orderId = await paidOrder(90, orderPaymentMethods.wechat);
    expect((await resolve(orderId, 'refunded')).code).toBe(ResultCode.SUCCESS);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: cancelled, refunded: 300 });
    const refunds = await db()
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'orderRefund')));
    expect(refunds).toEqual([{ amount: -300 }]);
  });

  it('takes only one of two concurrent resolutions; the other is refused and moves no money', async () => {
    const orderId = await paidOrder(90);
    const answers = await Promise.all([resolve(orderId, 'refunded', '甲'), resolve(orderId, 'completed', '乙')]);
    const codes = answers.map((answer) => answer.code).sort();
    expect(codes).toEqual([ResultCode.FAILURE, ResultCode.SUCCESS].sort());
    expect(answers.find((answer) => answer.code === ResultCode.FAILURE)?.msg).toBe(
      '该订单已不是卡单（可能已被处理），请刷新后查看',
    );
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    const refunds = await db()
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'orderRefund')));
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    // One move in the timeline; money back only when the refund won.
    expect(events.filter((event) => event.fromStatus === processing)).toHaveLength(1);
    expect(refunds).toHaveLength(order!.status === cancelled ? 1 : 0);
    expect(await balancesOffLedger(db())).toEqual([]);
  });

  it('refuses an order not stuck yet, and a bad request, writing nothing; English words for English callers', async () => {
    const orderId = await paidOrder(5);
    for (const input of [
      { orderId, outcome: 'completed', note: '太早' },
      { orderId, outcome: 'lost', note: '未知结果' },
      { orderId, outcome: 'completed' },
    ]) {
      const before = await databaseDigest(db());
      const answer = await server.envelope('resolveStuckOrder', {
        token: adminToken,
        input: input as RequestInput<'resolveStuckOrder'>,
      });
      expect(answer.code).toBe(ResultCode.FAILURE);
      expect(await databaseDigest(db())).toEqual(before);
    }
    const english = await server.call('resolveStuckOrder', {
      token: adminToken,
      input: { orderId, outcome: 'completed', note: 'too early' },
      headers: { 'accept-language': 'en' },
    });
    expect(english.json()).toMatchObject({
      code: ResultCode.FAILURE,
      msg: 'The order is no longer stuck (it may have been resolved already): refresh to see it',
    });
  });

  it('refuses a holder of 订单列表 at 查看 with 21, writing nothing', async () => {
    const orderId = await paidOrder(90);
    const viewer = await createManagerWithRole(server, adminToken, 'stuck_viewer', { 订单列表: 'view' });
    const before = await databaseDigest(db());
    const answer = await server.envelope('resolveStuckOrder', {
      token: viewer.token,
      input: { orderId, outcome: 'completed', note: '只读' },
    });
    expect(answer).toEqual({ code: ResultCode.NO_PERMISSION, msg: '没有权限', data: null });
    expect(await databaseDigest(db())).toEqual(before);
    const [order] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe(processing);
  });
});

import { orderFlow, orderPaymentMethods, rechargeFlow, refundStates, withdrawalFlow } from '@vending/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import {
  agents,
  merchants,
  auditEvents,
  devices,
  withdrawals,
  goods,
  members,
  orderRefunds,
  orders,
  recharges,
  shareSettlements,
} from '../../db/schema';
import { seedMembersInBulk } from '../members';
import { createPaidOrder, SimulatedRefundChannel } from '../orders';
import { markRechargePaid } from '../recharges';
import { balancesOffLedger, openMemberBalances } from './ledger';
import { ledgerEntries } from './tables';

describe.each(backends)('the ledger on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let token: string;
  const channel = new SimulatedRefundChannel('succeed');
  const db = () => server.app.database.db;
  let orderCounter = 0;
  let memberIds: number[];
  let deviceId: number;
  let item: { id: number; goodsName: string; price: number };

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, refundChannel: channel });
    token = await server.login('admin', ADMIN_PASSWORD);
    memberIds = (await db().select({ id: members.id }).from(members).orderBy(asc(members.id)).limit(6)).map(
      (row) => row.id,
    );
    const [device] = await db()
      .select({ id: devices.id })
      .from(devices)
      .innerJoin(merchants, eq(merchants.id, devices.merchantId))
      .orderBy(asc(devices.id))
      .limit(1);
    deviceId = device!.id;
    const [first] = await db()
      .select({ id: goods.id, goodsName: goods.goodsName, price: goods.price })
      .from(goods)
      .limit(1);
    item = first!;
  });
  afterAll(() => server.close());

  /** A paid order at the test's device, made the way a vend makes one. */
  async function paidOrder(memberId: number, method: number, quantity = 1, at = server.clock.now()) {
    orderCounter += 1;
    // Taken now: the transaction's callback runs later, when a concurrent call has counted on.
    const orderNo = `T${Date.now()}-${orderCounter}`;
    const made = await db().transaction((tx) =>
      createPaidOrder(tx, {
        orderNo,
        memberId,
        deviceId,
        lines: [{ goodsId: item.id, goodsName: item.goodsName, price: item.price, quantity }],
        method,
        createdAt: at,
        paidAt: at,
      }),
    );
    if (!made) throw new Error(`order ${orderNo} was made already`);
    return made;
  }

  it('the demo business: every balance is the sum of its entries; past months settled, this one open', async () => {
    expect(await balancesOffLedger(db())).toEqual([]);
    const { data } = await server.envelope('getAgentShareList', { token, input: { size: 100 } });
    const thisMonth = '2026-03';
    const rows = data.rows as { month: string; state: number }[];
    expect(rows.some((row) => row.month === thisMonth && row.state === 1)).toBe(true);
    expect(rows.filter((row) => row.month < thisMonth).every((row) => row.state === 2)).toBe(true);
    expect(rows.some((row) => row.month < thisMonth)).toBe(true);
  });

  it('the demo business explains every balance: no opening entry; an agent holds its settled shares less its withdrawals', async () => {
    const kinds = await db()
      .select({ kind: ledgerEntries.kind, n: sql<string>`count(*)`.mapWith(Number) })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.kind);
    expect(kinds.find((row) => row.kind === 'opening')).toBeUndefined();
    expect(kinds.map((row) => row.kind)).toEqual(expect.arrayContaining(['share', 'withdrawal', 'recharge']));
    // Recomputed from the rows in plain code: settlements credited, passed withdrawals taken out.
    const settled = await db().select().from(shareSettlements);
    const passed = await db().select().from(withdrawals).where(eq(withdrawals.status, withdrawalFlow.values.passed));
    const underReview = await db()
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.status, withdrawalFlow.values.underReview));
    for (const agent of await db().select().from(agents)) {
      const credited = settled.filter((row) => row.agentId === agent.id).reduce((sum, row) => sum + row.share, 0);
      const paidOut = passed.filter((row) => row.agentId === agent.id).reduce((sum, row) => sum + row.amount, 0);
      const pending = underReview.filter((row) => row.agentId === agent.id).reduce((sum, row) => sum + row.amount, 0);
      expect(agent.balance, agent.name).toBe(credited - paidOut);
      expect(
        agent.balance - pending,
        `${agent.name} can have what it has under review approved`,
      ).toBeGreaterThanOrEqual(0);
    }
    // The members' balances are reached by top-ups (each balance the sum of its entries: above).
    const topUps = await db()
      .select({ n: sql<string>`count(*)`.mapWith(Number) })
      .from(recharges)
      .where(eq(recharges.status, rechargeFlow.values.succeeded));
    expect(topUps[0]!.n).toBeGreaterThan(200);
  });

  it('the volume seed follows the same rule: each new balance is an opening entry', async () => {
    await seedMembersInBulk(db(), openMemberBalances, 60, server.clock.now(), { seed: 7 });
    expect(await balancesOffLedger(db())).toEqual([]);
  });

  it('an order keeps who earned it: a rebinding, a merchant moved or a new rate changes neither it nor a settled month', async () => {
    const { orderId } = await paidOrder(memberIds[0]!, orderPaymentMethods.wechat);
    const [before] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(before!.agentId).not.toBeNull();
    const settledBefore = await db().select().from(shareSettlements).orderBy(asc(shareSettlements.id));
    const [otherMerchant] = await db()
      .select({ id: merchants.id })
      .from(merchants)
      .where(sql`${merchants.agentId} <> ${before!.agentId}`)
      .limit(1);
    await db().update(devices).set({ merchantId: otherMerchant!.id }).where(eq(devices.id, deviceId));
    // The order's merchant moved to another agent.
    const [otherAgent] = await db()
      .select({ id: agents.id })
      .from(agents)
      .where(sql`${agents.id} <> ${before!.agentId}`)
      .limit(1);
    await db().update(merchants).set({ agentId: otherAgent!.id }).where(eq(merchants.id, before!.merchantId!));
    await db().update(agents).set({ shareBasisPoints: 100 });
    const [after] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect({
      merchantId: after!.merchantId,
      agentId: after!.agentId,
      shareBasisPoints: after!.shareBasisPoints,
    }).toEqual({
      merchantId: before!.merchantId,
      agentId: before!.agentId,
      shareBasisPoints: before!.shareBasisPoints,
    });
    expect(await db().select().from(shareSettlements).orderBy(asc(shareSettlements.id))).toEqual(settledBefore);
    const { data } = await server.envelope('getAgentShareList', { token, input: { month: '2026-02', size: 100 } });
    const listed = (data.rows as { agentId: number; share: number; state: number }[])
      .map((row) => [row.agentId, row.share, row.state])
      .sort((a, b) => a[0]! - b[0]!);
    expect(listed).toEqual(
      settledBefore
        .filter((row) => row.month === '2026-02')
        .map((row) => [row.agentId, row.share, 2])
        .sort((a, b) => a[0]! - b[0]!),
    );
  });

  it('a settled month settles once; an open month cannot be settled', async () => {
    const open = await server.envelope('settleAgentShareMonth', { token, input: { month: '2026-03' } });
    expect(open.code).toBe(0);
    const again = await server.envelope('settleAgentShareMonth', { token, input: { month: '2026-02' } });
    expect(again.code).toBe(0);
  });

  it('a money write whose audit record cannot be written changes nothing', async () => {
    const [pending] = await db()
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.status, withdrawalFlow.values.underReview))
      .limit(1);
    const [agentBefore] = await db().select().from(agents).where(eq(agents.id, pending!.agentId));
    const entriesBefore = await db()
      .select({ n: sql<string>`count(*)`.mapWith(Number) })
      .from(ledgerEntries);
    // Every new audit row now breaks a rule, as a full disk or a lost connection would.
    await db().execute(sql`alter table audit_events add constraint audit_refuses check (false) not valid`);
    try {
      const answer = await server.call('transitWithdrawal', {
        token,
        input: { withdrawalId: pending!.id, action: 'approve' },
      });
      expect(answer.statusCode).toBe(500);
    } finally {
      await db().execute(sql`alter table audit_events drop constraint audit_refuses`);
    }
    const [after] = await db().select().from(withdrawals).where(eq(withdrawals.id, pending!.id));
    expect(after!.status).toBe(withdrawalFlow.values.underReview);
    expect((await db().select().from(agents).where(eq(agents.id, pending!.agentId)))[0]!.balance).toBe(
      agentBefore!.balance,
    );
    expect(
      await db()
        .select({ n: sql<string>`count(*)`.mapWith(Number) })
        .from(ledgerEntries),
    ).toEqual(entriesBefore);
    // And with the trail writable again, the approval goes through with its record.
    const approved = await server.envelope('transitWithdrawal', {
      token,
      input: { withdrawalId: pending!.id, action: 'approve' },
    });
    expect(approved.code).toBe(1);
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'transitWithdrawal'), eq(auditEvents.target, `withdrawalId=${pending!.id}`)));
    expect(trail.filter((row) => row.result === 1)).toHaveLength(1);
    expect(await balancesOffLedger(db())).toEqual([]);
  });

  it('a balance adjustment, a refund or a cancellation whose audit record cannot be written changes nothing', async () => {
    const memberId = memberIds[2]!;
    const { orderId } = await paidOrder(memberId, orderPaymentMethods.wechat);
    const snapshot = async () => ({
      balance: (await db().select({ balance: members.balance }).from(members).where(eq(members.id, memberId)))[0],
      order: (await db().select().from(orders).where(eq(orders.id, orderId)))[0],
      refunds: await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)),
      entries: await db()
        .select({ n: sql<string>`count(*)`.mapWith(Number) })
        .from(ledgerEntries),
    });
    const before = await snapshot();
    await db().execute(sql`alter table audit_events add constraint audit_refuses check (false) not valid`);
    try {
      const calls = [
        server.call('adjustMemberBalance', { token, input: { userId: memberId, amount: 500, reason: '补偿' } }),
        server.call('refundOrder', { token, input: { orderId, reason: '退一件', lines: '1:1' } }),
        server.call('transitOrder', { token, input: { orderId, action: 'cancel', reason: '出货失败' } }),
      ];
      for (const answer of await Promise.all(calls)) expect(answer.statusCode).toBe(500);
    } finally {
      await db().execute(sql`alter table audit_events drop constraint audit_refuses`);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('cancelling an order paid by balance refunds it to the balance, on the order and in the ledger', async () => {
    const memberId = memberIds[1]!;
    await db().transaction(async (tx) => {
      const [recharge] = await tx
        .insert(recharges)
        .values({
          memberId,
          amount: 10_000,
          bonus: 0,
          method: 1,
          status: rechargeFlow.values.pending,
          transactionNo: `T-R-${Date.now()}`,
        })
        .returning({ id: recharges.id });
      await markRechargePaid(tx, recharge!.id, server.clock.now());
    });
    const { orderId, amount } = await paidOrder(memberId, orderPaymentMethods.balance);
    const [member] = await db().select({ balance: members.balance }).from(members).where(eq(members.id, memberId));
    const cancelled = await server.envelope('transitOrder', {
      token,
      input: { orderId, action: 'cancel', reason: '出货失败' },
    });
    expect(cancelled.code).toBe(1);
    const [refunded] = await db().select({ balance: members.balance }).from(members).where(eq(members.id, memberId));
    expect(refunded!.balance).toBe(member!.balance + amount);
    const { data: detail } = await server.envelope('getOrderDetail', { token, input: { orderId } });
    expect(detail.status).toBe(orderFlow.values.cancelled);
    expect(detail.refunded).toBe(amount);
    expect(detail.refunds).toMatchObject([
      { amount, status: refundStates.refunded, method: orderPaymentMethods.balance },
    ]);
    const { data: ledger } = await server.envelope('getMemberLedger', { token, input: { userId: memberId } });
    expect(ledger.rows[0]).toMatchObject({ kind: 'orderRefund', amount, orderId });
    expect(await balancesOffLedger(db())).toEqual([]);
  });

  it('a refund through the channel: refunding, then refunded; or failed and retried; chosen lines only', async () => {
    const { orderId, amount } = await paidOrder(memberIds[2]!, orderPaymentMethods.alipay, 3);
    channel.outcome = 'late';
    const late = await server.envelope('refundOrder', {
      token,
      input: { orderId, reason: '部分出货失败', lines: '1:1' },
    });
    expect(late.data).toMatchObject({ amount: amount / 3, status: refundStates.refunding });
    channel.outcome = 'succeed';
    const checked = await server.envelope('retryOrderRefund', { token, input: { refundId: late.data.refundId } });
    expect(checked.data).toEqual({ status: refundStates.refunded });
    channel.outcome = 'fail';
    const failed = await server.envelope('refundOrder', { token, input: { orderId, reason: '再退一件' } });
    expect(failed.data.status).toBe(refundStates.failed);
    channel.outcome = 'succeed';
    const retried = await server.envelope('retryOrderRefund', { token, input: { refundId: failed.data.refundId } });
    expect(retried.data).toEqual({ status: refundStates.refunded });
    const tooMuch = await server.envelope('refundOrder', { token, input: { orderId, reason: '再退' } });
    expect(tooMuch.code).toBe(0);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order!.refunded).toBe(amount);
    const refunds = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(refunds.map((refund) => [refund.status, refund.attempts])).toEqual([
      [refundStates.refunded, 1],
      [refundStates.refunded, 2],
    ]);
  });

  it("the dashboard's sales today and this month are the order list's received totals", async () => {
    const { data: kpis } = await server.envelope('getHomeKpis', { token });
    const today = '2026-03-15';
    const { data: todayList } = await server.envelope('getOrderList', {
      token,
      input: { startTime: today, endTime: today },
    });
    const { data: monthList } = await server.envelope('getOrderList', {
      token,
      input: { startTime: '2026-03-01', endTime: today },
    });
    expect(kpis.salesToday).toBe(todayList.totals.received);
    expect(kpis.salesThisMonth).toBe(monthList.totals.received);
    expect(kpis.salesToday).toBeGreaterThan(0);
  });

  it('random sequences of money operations, some at once: every balance stays the sum of its entries', async () => {
    const [agent] = await db().select({ id: agents.id }).from(agents).limit(1);
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('recharge' as const),
        member: fc.nat(5),
        amount: fc.integer({ min: 1, max: 50_000 }),
        bonus: fc.nat(5_000),
      }),
      fc.record({
        kind: fc.constant('order' as const),
        member: fc.nat(5),
        byBalance: fc.boolean(),
        quantity: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({ kind: fc.constant('cancel' as const) }),
      fc.record({ kind: fc.constant('refundLine' as const), quantity: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ kind: fc.constant('refundRecharge' as const) }),
      fc.record({
        kind: fc.constant('adjust' as const),
        member: fc.nat(5),
        amount: fc.integer({ min: -20_000, max: 20_000 }).filter((n) => n !== 0),
      }),
      fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 1, max: 30_000 }) }),
    );
    const made: number[] = [];
    const paidRecharges: number[] = [];
    // How often the partial refunds went through: the property is not to hold vacuously.
    const through = { refundLine: 0, refundRecharge: 0 };
    const run = async (step: typeof operation extends fc.Arbitrary<infer T> ? T : never) => {
      if (step.kind === 'recharge') {
        await db().transaction(async (tx) => {
          const [recharge] = await tx
            .insert(recharges)
            .values({
              memberId: memberIds[step.member]!,
              amount: step.amount,
              bonus: Math.min(step.bonus, step.amount),
              method: 2,
              transactionNo: `P-${Date.now()}-${Math.random()}`,
            })
            .returning({ id: recharges.id });
          await markRechargePaid(tx, recharge!.id, server.clock.now());
          paidRecharges.push(recharge!.id);
        });
      } else if (step.kind === 'order') {
        try {
          const { orderId } = await paidOrder(
            memberIds[step.member]!,
            step.byBalance ? orderPaymentMethods.balance : orderPaymentMethods.wechat,
            step.quantity,
          );
          made.push(orderId);
        } catch (error) {
          if (!(error instanceof Error && error.message.startsWith('payment refused'))) throw error;
        }
      } else if (step.kind === 'cancel') {
        const orderId = made.pop();
        if (orderId !== undefined)
          await server.envelope('transitOrder', { token, input: { orderId, action: 'cancel', reason: '随机取消' } });
      } else if (step.kind === 'refundLine') {
        // Some of the last order's one line (refused, changing nothing, when more than is left).
        const orderId = made.at(-1);
        if (orderId !== undefined) {
          const answer = await server.envelope('refundOrder', {
            token,
            input: { orderId, reason: '随机部分退款', lines: `1:${step.quantity}` },
          });
          if (answer.code === 1) through.refundLine += 1;
        }
      } else if (step.kind === 'refundRecharge') {
        // Refused, changing nothing, when the balance no longer holds the amount and bonus.
        const rechargeId = paidRecharges.pop();
        if (rechargeId !== undefined) {
          const answer = await server.envelope('transitRecharge', {
            token,
            input: { rechargeId, action: 'refund', reason: '随机充值退款' },
          });
          if (answer.code === 1) through.refundRecharge += 1;
        }
      } else if (step.kind === 'adjust') {
        await server.envelope('adjustMemberBalance', {
          token,
          input: { userId: memberIds[step.member]!, amount: step.amount, reason: '随机调整' },
        });
      } else {
        const [withdrawal] = await db()
          .insert(withdrawals)
          .values({
            agentId: agent!.id,
            amount: step.amount,
            bankName: '测试银行',
            bankAccount: '6222000011112222',
            accountHolder: '测试',
          })
          .returning({ id: withdrawals.id });
        await server.envelope('transitWithdrawal', {
          token,
          input: { withdrawalId: withdrawal!.id, action: 'approve' },
        });
      }
    };
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(operation, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 }),
        async (rounds) => {
          // Each round's operations run at once, as concurrent requests would.
          for (const round of rounds) await Promise.all(round.map(run));
          expect(await balancesOffLedger(db())).toEqual([]);
          const negative = await db()
            .select({ id: members.id })
            .from(members)
            .where(sql`${members.balance} < 0`);
          expect(negative).toEqual([]);
        },
      ),
      { numRuns: 12, seed: 20_261_126 },
    );
    expect(through.refundLine).toBeGreaterThan(0);
    expect(through.refundRecharge).toBeGreaterThan(0);
  }, 120_000);
});

import {
  deviceApiEndpoints,
  PAID_AT_MAX_AHEAD_MS,
  PAID_AT_MAX_BEHIND_MS,
  ledgerAccounts,
  orderPaymentMethods,
  ResultCode,
  withdrawalFlow,
} from '@vending/contract';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDate } from '../../business-time';
import { createManager } from '../../testing/accounts';
import { sellingMachine } from '../../testing/selling-machine';
import { expectedShareRows } from '../../testing/expected-shares';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { agents, withdrawals, members, orders, shareAdjustments, shareSettlements } from '../../db/schema';
import { createPaidOrder, PaymentRefused, SimulatedRefundChannel } from '../orders';
import { balancesOffLedger } from './ledger';
import { ledgerEntries } from './tables';

/**
 * A model-based test of the books (issue 38; docs/MONEY.md): random sequences of money
 * operations — vends through the device API (late-dated into settled months, future-dated,
 * very large, failed dispenses), balance orders through the orders module, refunds whole and
 * per line (lines named again and again), cancels and completions, manual adjustments (above
 * the limit, approved by a second administrator), withdrawals, settlements, rate and GST
 * changes, and the clock moving on — checking after every step:
 * - every balance is the sum of its entries, and no member's balance is below zero;
 * - a closed (settled) month never changes: every stored settlement and adjustment is as it was;
 * - the share list equals the shares recomputed in plain code from the orders, period-close
 *   adjustments included (testing/expected-shares.ts);
 * - the dashboard's sales and orders of today = the order list's = the sales report's.
 * MONEY_MODEL_STEPS (default 200) sets the number of steps, MONEY_MODEL_SEED the seed (docs/MONEY.md).
 */
const STEPS = Number(process.env.MONEY_MODEL_STEPS ?? 200);
const SEED = Number(process.env.MONEY_MODEL_SEED ?? 38);
const TIME_ZONE = 'Asia/Shanghai';
const DAY = 24 * 60 * 60 * 1000;

describe.each(backends)('the books under random money operations on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let token: string;
  let approverToken: string;
  let agentId: number;
  let deviceId: number;
  let deviceAuth: string;
  let memberIds: number[];
  let items: { id: number; goodsName: string }[];
  let counter = 0;
  let steps = 0;
  const db = () => server.app.database.db;

  beforeAll(async () => {
    server = await startTestServer({
      databaseUrl,
      refundChannel: new SimulatedRefundChannel('succeed'),
      // One machine vends far faster here than a real one: no throttling of it.
      environment: { DEVICE_RATE_LIMIT_PER_MINUTE: '1000000' },
    });
    token = await server.login('admin', ADMIN_PASSWORD);
    approverToken = (await createManager(server, token, 'model_approver', ['会员详情'])).token;
    ({ agentId, deviceId, items, deviceAuth } = await sellingMachine(server, token, {
      label: '模型',
      phone: '13900004444',
      address: '测试路3号',
      deviceNo: 'TEST-MODEL-1',
      stock: 99,
    }));
    memberIds = (await db().select({ id: members.id }).from(members).orderBy(asc(members.id)).limit(8)).map(
      (row) => row.id,
    );
  });
  afterAll(() => server.close());

  /** Answers a call; a bad request is refused (code 0), never a 500. */
  async function call(name: Parameters<TestServer['call']>[0], input: Record<string, unknown>, as = token) {
    const response = await server.call(name, { token: as, input });
    expect(response.statusCode, `${name} ${JSON.stringify(input)}: ${response.body}`).toBeLessThan(500);
    return response.json() as { code: number; msg: string; data: any };
  }

  /** The orders made by the test, to pick from. */
  const orderIds = async () =>
    (
      await db().select({ id: orders.id }).from(orders).where(eq(orders.deviceId, deviceId)).orderBy(asc(orders.id))
    ).map((row) => row.id);

  /** What was settled, as stored: a closed month never changes. */
  const closedBooks = async () => ({
    settlements: await db().select().from(shareSettlements).orderBy(asc(shareSettlements.id)),
    adjustments: await db().select().from(shareAdjustments).orderBy(asc(shareAdjustments.id)),
  });
  let closed: Awaited<ReturnType<typeof closedBooks>>;

  async function checkBooks() {
    steps += 1;
    // A long run (MONEY_MODEL_STEPS set) says how far it got every 1,000 steps: one stopped
    // before its end still tells how many steps kept the books.
    if (process.env.MONEY_MODEL_STEPS && steps % 1_000 === 0)
      console.warn(
        `books model: ${steps} steps kept the books, ${Math.round(performance.now() / 1000)} s into the process`,
      );
    // The accounts the steps move (the test's members, every agent): each balance its entries' sum.
    const sums = await db()
      .select({
        kind: ledgerEntries.accountKind,
        id: ledgerEntries.accountId,
        sum: sql<string>`sum(${ledgerEntries.amount})`.mapWith(Number),
      })
      .from(ledgerEntries)
      .where(
        or(
          and(eq(ledgerEntries.accountKind, ledgerAccounts.member), inArray(ledgerEntries.accountId, memberIds)),
          eq(ledgerEntries.accountKind, ledgerAccounts.agent),
        ),
      )
      .groupBy(ledgerEntries.accountKind, ledgerEntries.accountId);
    const sumOf = (kind: number, id: number) => sums.find((row) => row.kind === kind && row.id === id)?.sum ?? 0;
    for (const member of await db().select().from(members).where(inArray(members.id, memberIds))) {
      expect(member.balance).toBe(sumOf(ledgerAccounts.member, member.id));
      expect(member.balance).toBeGreaterThanOrEqual(0);
    }
    for (const agent of await db().select({ id: agents.id, balance: agents.balance }).from(agents))
      expect(agent.balance).toBe(sumOf(ledgerAccounts.agent, agent.id));
    const now = await closedBooks();
    // What was stored stays as it was; a settlement only adds rows.
    expect(now.settlements.slice(0, closed.settlements.length)).toEqual(closed.settlements);
    expect(now.adjustments.slice(0, closed.adjustments.length)).toEqual(closed.adjustments);
    closed = now;
    // Every page of the list (100 rows at most a page).
    const listed: { rows: { shareId: string }[] } = { rows: [] };
    for (let page = 1; ; page += 1) {
      const answer = await call('getAgentShareList', { agentId, page, size: 100 });
      listed.rows.push(...answer.data.rows);
      if (listed.rows.length >= answer.data.total) break;
    }
    const expected = await expectedShareRows(db(), TIME_ZONE, server.clock.now(), agentId);
    expect([...listed.rows].sort(byShareId)).toEqual([...expected].sort(byShareId));
    const today = businessDate(server.clock.now(), TIME_ZONE);
    const [kpis, list, report] = await Promise.all([
      call('getHomeKpis', {}),
      call('getOrderList', { startTime: today, endTime: today, size: 1 }),
      call('getSalesReport', { startTime: today, endTime: today, groupBy: 'hour' }),
    ]);
    expect(kpis.data.salesToday).toBe(list.data.totals.received);
    expect(kpis.data.salesToday).toBe(report.data.current.received);
    expect(kpis.data.ordersToday).toBe(report.data.current.orders);
  }
  const byShareId = (a: { shareId: string }, b: { shareId: string }) => a.shareId.localeCompare(b.shareId);

  type Model = Record<string, never>;
  type Real = Record<string, never>;
  const step = (name: string, run: () => Promise<void>): fc.AsyncCommand<Model, Real> => ({
    check: () => true,
    run: async () => {
      await run();
      await checkBooks();
    },
    toString: () => name,
  });

  const vend = fc
    .record({
      days: fc.integer({ min: -75, max: 3 }),
      // Minutes ahead of that day: a clock a little fast passes, one further ahead is refused.
      minutesAhead: fc.constantFrom(0, 5, 9, 11, 15),
      method: fc.constantFrom(1, 2, 3),
      large: fc.boolean(),
      dispensed: fc.nat(9),
      lines: fc.array(
        fc.record({
          slotNo: fc.constantFrom(1, 2, 3),
          quantity: fc.integer({ min: 1, max: 3 }),
          unitPrice: fc.integer({ min: 1, max: 2_000 }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    })
    .map((input) =>
      step(`vend ${JSON.stringify(input)}`, async () => {
        counter += 1;
        const endpoint = deviceApiEndpoints.deviceVend;
        // The device API takes a sale paid within its clock window (docs/DEVICE-API.md): late ones
        // (into a settled month too) up to PAID_AT_MAX_BEHIND_MS, early ones up to _AHEAD_MS.
        const offset = input.days * DAY + input.minutesAhead * 60_000;
        const accepted = offset <= PAID_AT_MAX_AHEAD_MS && -offset <= PAID_AT_MAX_BEHIND_MS;
        const lines = input.large
          ? input.lines.map((line) => ({ ...line, unitPrice: line.unitPrice * 500 }))
          : input.lines;
        const response = await server.app.inject({
          method: endpoint.method,
          url: endpoint.path,
          headers: { authorization: deviceAuth, 'content-type': 'application/json' },
          payload: JSON.stringify({
            deviceNo: 'TEST-MODEL-1',
            deviceOrderNo: `M${counter}`,
            paidAt: new Date(server.clock.now().getTime() + offset).toISOString(),
            paymentMethod: input.method,
            lines,
            dispensed: input.dispensed > 0,
            ...(input.dispensed > 0 ? {} : { failureReason: '卡货' }),
          }),
        });
        // Outside the window: refused naming paidAt, nothing written (the invariants see no order).
        expect(response.statusCode, response.body).toBe(accepted ? 200 : 400);
      }),
    );

  const balanceOrder = fc
    .record({
      member: fc.nat(7),
      price: fc.integer({ min: 1, max: 3_000 }),
      quantity: fc.integer({ min: 1, max: 3 }),
      complete: fc.boolean(),
    })
    .map((input) =>
      step(`balance order ${JSON.stringify(input)}`, async () => {
        counter += 1;
        const at = server.clock.now();
        const made = await db()
          .transaction((tx) =>
            createPaidOrder(tx, {
              orderNo: `MODEL-${counter}`,
              memberId: memberIds[input.member]!,
              deviceId,
              lines: [
                { goodsId: items[0]!.id, goodsName: items[0]!.goodsName, price: input.price, quantity: input.quantity },
              ],
              method: orderPaymentMethods.balance,
              createdAt: at,
              paidAt: at,
            }),
          )
          .catch((error: unknown) => {
            if (error instanceof PaymentRefused) return null;
            throw error;
          });
        if (made && input.complete) await call('transitOrder', { orderId: made.orderId, action: 'complete' });
      }),
    );

  const refund = fc
    .record({
      pick: fc.nat(),
      lines: fc.option(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 })), {
          minLength: 1,
          maxLength: 4,
        }),
      ),
    })
    .map((input) =>
      step(`refund ${JSON.stringify(input)}`, async () => {
        const ids = await orderIds();
        if (ids.length === 0) return;
        const lines = input.lines?.map(([lineNo, quantity]) => `${lineNo}:${quantity}`).join(',');
        await call('refundOrder', {
          orderId: ids[input.pick % ids.length]!,
          reason: '模型退款',
          ...(lines ? { lines } : {}),
        });
      }),
    );

  const transit = fc.record({ pick: fc.nat(), action: fc.constantFrom('cancel', 'complete') }).map((input) =>
    step(`${input.action} ${input.pick}`, async () => {
      const ids = await orderIds();
      if (ids.length === 0) return;
      await call('transitOrder', {
        orderId: ids[input.pick % ids.length]!,
        action: input.action,
        ...(input.action === 'cancel' ? { reason: '模型取消' } : {}),
      });
    }),
  );

  const adjust = fc
    .record({
      member: fc.nat(7),
      amount: fc.integer({ min: -80_000, max: 80_000 }).filter((amount) => amount !== 0),
      approve: fc.boolean(),
    })
    .map((input) =>
      step(`adjust ${JSON.stringify(input)}`, async () => {
        const answer = await call('adjustMemberBalance', {
          userId: memberIds[input.member]!,
          amount: input.amount,
          reason: '模型调整',
        });
        if (answer.code === ResultCode.SUCCESS && answer.data.pendingApproval)
          await call(
            'decideBalanceAdjustment',
            { requestId: answer.data.requestId, action: input.approve ? 'approve' : 'reject' },
            approverToken,
          );
      }),
    );

  const withdraw = fc.nat().map((pick) =>
    step(`withdrawal ${pick}`, async () => {
      const waiting = await db()
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(eq(withdrawals.status, withdrawalFlow.values.underReview))
        .orderBy(asc(withdrawals.id));
      if (waiting.length === 0) return;
      await call('transitWithdrawal', { withdrawalId: waiting[pick % waiting.length]!.id, action: 'approve' });
    }),
  );

  const settle = fc.nat().map((pick) =>
    step(`settle ${pick}`, async () => {
      const months = (await call('getSettleableShareMonths', {})).data.rows as { value: string }[];
      if (months.length === 0) return;
      const settled = await call('settleAgentShareMonth', { month: months[pick % months.length]!.value });
      expect(settled.code).toBe(ResultCode.SUCCESS);
    }),
  );

  const rate = fc.integer({ min: 0, max: 5_000 }).map((basisPoints) =>
    step(`rate ${basisPoints}`, async () => {
      await db()
        .update(agents)
        .set({ shareBasisPoints: basisPoints })
        .where(and(eq(agents.id, agentId)));
    }),
  );

  const gst = fc.constantFrom(0, 10, 15).map((gstRate) =>
    step(`gst ${gstRate}`, async () => {
      expect((await call('updateMoneySettings', { currency: 'CNY', gstRate })).code).toBe(ResultCode.SUCCESS);
    }),
  );

  const clock = fc.integer({ min: 1, max: 12 }).map((days) =>
    step(`clock +${days}d`, async () => {
      server.clock.advance(days * DAY);
      // Sessions expire with time: log in again.
      token = await server.login('admin', ADMIN_PASSWORD);
      approverToken = await server.login('model_approver', 'password-123');
    }),
  );

  it(`keeps the books through ${STEPS} random steps (seed ${SEED})`, { timeout: 600_000 + STEPS * 2_000 }, async () => {
    const started = Date.now();
    closed = await closedBooks();
    const commands = fc.commands(
      [vend, vend, vend, balanceOrder, refund, refund, transit, adjust, withdraw, settle, rate, gst, clock],
      { maxCommands: 40 },
    );
    // Sequence after sequence on the same books (seed, seed + 1, …) until STEPS steps were taken.
    // No shrinking: the books are not reset between runs, so a shorter replay would not be the same.
    for (let round = 0; steps < STEPS; round += 1) {
      await fc.assert(
        fc.asyncProperty(commands, (sequence) => fc.asyncModelRun(() => ({ model: {}, real: {} }), sequence)),
        { seed: SEED + round, numRuns: 1, endOnFailure: true },
      );
    }
    expect(steps).toBeGreaterThanOrEqual(STEPS);
    // A long run (MONEY_MODEL_STEPS set) says what it did, for docs/MONEY.md's figures.
    if (process.env.MONEY_MODEL_STEPS)
      console.warn(`books model: ${steps} steps in ${Math.round((Date.now() - started) / 1000)} s`);
    // And every account of the books, at the end.
    expect(await balancesOffLedger(db())).toEqual([]);
  });
});

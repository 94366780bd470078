import {
  type AgentShareRow,
  deviceApiEndpoints,
  PAID_AT_MAX_AHEAD_MS,
  PAID_AT_MAX_BEHIND_MS,
  ledgerAccounts,
  orderPaymentMethods,
  ResultCode,
  withdrawalFlow,
} from '@vending/contract';
import { and, asc, count, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDate } from '../../business-time';
import { createManager } from '../../testing/accounts';
import { sellingMachine } from '../../testing/selling-machine';
import { expectedShareRows, monthAfter } from '../../testing/expected-shares';
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
 * - a closed (settled) month never changes: every stored settlement and adjustment is as it was
 *   (a fingerprint of the rows stored before the step, computed in SQL; the rows themselves in
 *   the full check);
 * - the share list equals the shares recomputed in plain code from the orders, period-close
 *   adjustments included (testing/expected-shares.ts): every step, the rows of the months the
 *   step could change and of every open month; in the full check, every row;
 * - the dashboard's sales and orders of today = the order list's = the sales report's.
 * MONEY_MODEL_STEPS (default 200) sets the number of steps, MONEY_MODEL_SEED the seed,
 * MONEY_MODEL_FULL_EVERY how often the full check runs (every step up to 200 steps, else every
 * 100th; and at the end) (docs/MONEY.md).
 */
const STEPS = Number(process.env.MONEY_MODEL_STEPS ?? 200);
const SEED = Number(process.env.MONEY_MODEL_SEED ?? 38);
const FULL_EVERY = Number(process.env.MONEY_MODEL_FULL_EVERY ?? (STEPS <= 200 ? 1 : 100));
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
      environment: {
        // One machine vends far faster here than a real one: no throttling of it.
        DEVICE_RATE_LIMIT_PER_MINUTE: '1000000',
        // The books, not the machine's speed: a long run at nice 19 on a busy shared machine once
        // waited more than the 20 s a query may take (statement + connect timeouts) for an answer.
        DATABASE_STATEMENT_TIMEOUT_MS: '600000',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '600000',
      },
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

  /** The month (`YYYY-MM`) of an instant in the business calendar. */
  const monthOf = (instant: Date) => businessDate(instant, TIME_ZONE).slice(0, 7);
  /**
   * The months whose share rows the step under way could change (an order's month: its own row,
   * or the adjustment for it when settled): the steps add to it; checkBooks compares their rows.
   */
  const touched = new Set<string>();
  const touch = (month: string) => touched.add(month);
  /** The month of the test's first order (or of its start): the open months are looked for from there on. */
  let firstMonth = '';
  const ordered = (month: string) => {
    touch(month);
    if (month < firstMonth) firstMonth = month;
  };

  /** One of the orders made by the test (the `pick`th, round and round), with its month touched. */
  const pickOrder = async (pick: number) => {
    const [made] = await db().select({ count: count() }).from(orders).where(eq(orders.deviceId, deviceId));
    if (!made?.count) return undefined;
    const [order] = await db()
      .select({ id: orders.id, createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.deviceId, deviceId))
      .orderBy(asc(orders.id))
      .offset(pick % made.count)
      .limit(1);
    touch(monthOf(order!.createdAt));
    return order!.id;
  };

  /**
   * What was settled, as stored: a closed month never changes. Kept here row by row (compared
   * whole in the full check) and as a fingerprint of each table computed in SQL (every step).
   */
  const closedTables = { settlements: shareSettlements, adjustments: shareAdjustments } as const;
  type ClosedRows = {
    settlements: (typeof shareSettlements.$inferSelect)[];
    adjustments: (typeof shareAdjustments.$inferSelect)[];
  };
  const closed: ClosedRows = { settlements: [], adjustments: [] };
  const fingerprints = { settlements: { count: 0, md5: '' }, adjustments: { count: 0, md5: '' } };
  /** The rows stored up to id `upTo` (every row when absent): their number and their text's md5. */
  const fingerprintOf = async (name: keyof typeof closedTables, upTo?: number) => {
    const table = closedTables[name];
    const [row] = await db()
      .select({
        count: count(),
        md5: sql<string>`coalesce(md5(string_agg(${table}::text, '|' order by ${table.id})), '')`,
      })
      .from(table)
      .where(upTo === undefined ? undefined : lte(table.id, upTo));
    return row!;
  };
  const readClosed = async (): Promise<ClosedRows> => ({
    settlements: await db().select().from(shareSettlements).orderBy(asc(shareSettlements.id)),
    adjustments: await db().select().from(shareAdjustments).orderBy(asc(shareAdjustments.id)),
  });

  /** Every stored settlement and adjustment is as it was; the rows the step added are kept. */
  async function checkClosedBooks() {
    for (const name of ['settlements', 'adjustments'] as const) {
      const kept = closed[name];
      const last = kept.at(-1)?.id ?? 0;
      // What was stored before the step is as it was (its fingerprint); a settlement only adds rows.
      const before = await fingerprintOf(name, last);
      expect({ count: before.count, md5: before.md5 }, `the stored ${name}`).toEqual(fingerprints[name]);
      const table = closedTables[name];
      const added = await db().select().from(table).where(gt(table.id, last)).orderBy(asc(table.id));
      if (added.length === 0) continue;
      (kept as unknown[]).push(...added);
      // A new row's month is compared below: a settlement's own, an adjustment's closed month.
      for (const row of added) touch('forMonth' in row ? row.forMonth : row.month);
      const now = await fingerprintOf(name, kept.at(-1)!.id);
      expect(now.count).toBe(kept.length);
      fingerprints[name] = { count: now.count, md5: now.md5 };
    }
  }

  /** Every row of the test agent's share list in the given months (every page of each). */
  async function listedShares(months: Iterable<string>) {
    const rows: AgentShareRow[] = [];
    for (const month of months)
      for (let page = 1, read = 0; ; page += 1) {
        const answer = await call('getAgentShareList', { agentId, month, page, size: 100 });
        rows.push(...answer.data.rows);
        read += answer.data.rows.length;
        if (read >= answer.data.total || answer.data.rows.length === 0) break;
      }
    return rows;
  }

  /**
   * The share rows of the touched months and of every open month (where every estimate and
   * every pending adjustment is booked), listed = recomputed in plain code.
   */
  async function checkShares(monthBefore: string) {
    const thisMonth = monthOf(server.clock.now());
    const settledMonths = new Set(closed.settlements.map((row) => row.month));
    // The month under way before and after the step, and any between (the clock moved on).
    for (let month = monthBefore; month <= thisMonth; month = monthAfter(month)) touch(month);
    const open: string[] = [];
    for (let month = firstMonth; month <= thisMonth; month = monthAfter(month))
      if (!settledMonths.has(month)) {
        open.push(month);
        touch(month);
      }
    const openRows = await listedShares(open);
    // The months whose pending adjustments are booked in an open month.
    for (const row of openRows) if (row.adjustsMonth !== null) touch(row.adjustsMonth);
    const expected = await expectedShareRows(db(), TIME_ZONE, server.clock.now(), agentId, touched);
    // Where the rows of the touched months are, or would be, booked: their own month, the first
    // open month after it and the months of the expected rows (stored adjustments).
    const booked = new Set<string>();
    for (const month of touched) {
      booked.add(month);
      let next = monthAfter(month);
      while (settledMonths.has(next)) next = monthAfter(next);
      if (next <= thisMonth) booked.add(next);
    }
    for (const row of expected) booked.add(row.month);
    for (const month of open) booked.delete(month);
    const listed = [...openRows, ...(await listedShares(booked))].filter((row) =>
      touched.has(row.adjustsMonth ?? row.month),
    );
    expect(listed.sort(byShareId)).toEqual([...expected].sort(byShareId));
    return { months: touched.size, listedMonths: open.length + booked.size, open: open.length };
  }

  /** Every row of the share list and every stored settlement and adjustment, as before every step. */
  async function fullCheck() {
    expect(await readClosed()).toEqual(closed);
    const listed: { rows: { shareId: string }[] } = { rows: [] };
    for (let page = 1; ; page += 1) {
      const answer = await call('getAgentShareList', { agentId, page, size: 100 });
      listed.rows.push(...answer.data.rows);
      if (listed.rows.length >= answer.data.total) break;
    }
    const expected = await expectedShareRows(db(), TIME_ZONE, server.clock.now(), agentId);
    expect([...listed.rows].sort(byShareId)).toEqual([...expected].sort(byShareId));
  }

  /** The figures of the books, for a long run's lines. */
  const figures = async () => {
    const [[made], [entries], [settled], [adjusted]] = await Promise.all([
      db().select({ count: count() }).from(orders).where(eq(orders.deviceId, deviceId)),
      db().select({ count: count() }).from(ledgerEntries),
      db().select({ count: count() }).from(shareSettlements),
      db().select({ count: count() }).from(shareAdjustments),
    ]);
    return `${made!.count} orders, ${entries!.count} ledger entries, ${settled!.count} settlements, ${adjusted!.count} adjustments, the clock at ${businessDate(server.clock.now(), TIME_ZONE)}`;
  };

  /** Where a long run's time goes (ms), for its progress lines. */
  const spent = { steps: 0, shares: 0, full: 0 };

  async function checkBooks(monthBefore: string) {
    steps += 1;
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
    const started = performance.now();
    await checkClosedBooks();
    const checked = await checkShares(monthBefore);
    spent.shares += performance.now() - started;
    // The full check (every step in the default run): every stored row and every share row.
    if (steps % FULL_EVERY === 0) {
      const fullStarted = performance.now();
      await fullCheck();
      spent.full += performance.now() - fullStarted;
    }
    // A long run (MONEY_MODEL_STEPS set) says how far it got every 1,000 steps: one stopped
    // before its end still tells how many steps kept the books.
    if (process.env.MONEY_MODEL_STEPS && steps % 1_000 === 0)
      console.warn(
        `books model: ${steps} steps kept the books, ${Math.round(performance.now() / 1000)} s into the process; ${await figures()}; the last step compared ${checked.months} months' rows, listing ${checked.listedMonths} months (${checked.open} open); ${Math.round(spent.steps / 1000)} s in the steps, ${Math.round(spent.shares / 1000)} s in the step's checks of the shares and closed books, ${Math.round(spent.full / 1000)} s in full checks`,
      );
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
      touched.clear();
      const monthBefore = monthOf(server.clock.now());
      const started = performance.now();
      await run();
      spent.steps += performance.now() - started;
      await checkBooks(monthBefore);
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
        const paidAt = new Date(server.clock.now().getTime() + offset);
        if (accepted) ordered(monthOf(paidAt));
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
            paidAt: paidAt.toISOString(),
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
        ordered(monthOf(at));
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
        const orderId = await pickOrder(input.pick);
        if (orderId === undefined) return;
        const lines = input.lines?.map(([lineNo, quantity]) => `${lineNo}:${quantity}`).join(',');
        await call('refundOrder', {
          orderId,
          reason: '模型退款',
          ...(lines ? { lines } : {}),
        });
      }),
    );

  const transit = fc.record({ pick: fc.nat(), action: fc.constantFrom('cancel', 'complete') }).map((input) =>
    step(`${input.action} ${input.pick}`, async () => {
      const orderId = await pickOrder(input.pick);
      if (orderId === undefined) return;
      await call('transitOrder', {
        orderId,
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
      const month = months[pick % months.length]!.value;
      // The month and the closed months whose adjustments are booked in it (stored by the settlement).
      touch(month);
      for (const row of await listedShares([month])) if (row.adjustsMonth !== null) touch(row.adjustsMonth);
      const settled = await call('settleAgentShareMonth', { month });
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
    // The books before the first step (the demo's settlements, if any), and the month under way.
    Object.assign(closed, await readClosed());
    for (const name of ['settlements', 'adjustments'] as const) {
      const { count: rows, md5 } = await fingerprintOf(name);
      fingerprints[name] = { count: rows, md5 };
    }
    firstMonth = monthOf(server.clock.now());
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
    // At the end, the full check and every account of the books.
    await fullCheck();
    expect(await balancesOffLedger(db())).toEqual([]);
    // A long run (MONEY_MODEL_STEPS set) says what it did, for docs/MONEY.md's figures.
    if (process.env.MONEY_MODEL_STEPS)
      console.warn(
        `books model: ${steps} steps in ${Math.round((Date.now() - started) / 1000)} s (seed ${SEED}, full check every ${FULL_EVERY}); ${await figures()}`,
      );
  });
});

import { orderFlow, type OrderRow } from '@vending/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { agents, merchants, devices } from '../../db/schema';
import { orderLines, orders } from './tables';

/**
 * The figures of the demo business, computed here from the seeded rows by plain arithmetic
 * (no SQL sums, business dates by Intl), must equal what the order list and the dashboard
 * answer: the pages and the dashboard read the same orders.
 */
describe.each(backends)('order figures on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let token: string;
  let rows: {
    id: number;
    deviceId: number | null;
    amount: number;
    gst: number;
    status: number;
    createdAt: Date;
    paidAt: Date | null;
    refunded: number;
    refundedGst: number;
  }[];
  let lines: { orderId: number; goodsId: number; amount: number; quantity: number }[];
  const dateIn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', dateStyle: 'short' });
  const businessDay = (at: Date) => dateIn.format(at);

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    token = await server.login('admin', ADMIN_PASSWORD);
    const db = server.app.database.db;
    rows = await db
      .select({
        id: orders.id,
        deviceId: orders.deviceId,
        amount: orders.amount,
        gst: orders.gst,
        status: orders.status,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
        refunded: orders.refunded,
        refundedGst: orders.refundedGst,
      })
      .from(orders);
    lines = await db
      .select({
        orderId: orderLines.orderId,
        goodsId: orderLines.goodsId,
        amount: orderLines.amount,
        quantity: orderLines.quantity,
      })
      .from(orderLines);
  });
  afterAll(() => server.close());

  it('has seeded a business worth checking', () => {
    expect(rows.length).toBe(2_400);
    expect(lines.length).toBeGreaterThan(rows.length);
  });

  it('every order is the sum of its lines', () => {
    const byOrder = new Map<number, number>();
    for (const line of lines) byOrder.set(line.orderId, (byOrder.get(line.orderId) ?? 0) + line.amount);
    for (const row of rows) expect(byOrder.get(row.id)).toBe(row.amount);
  });

  it("the order list's totals are the sums of the matching orders", async () => {
    const { data } = await server.envelope('getOrderList', { token, input: { status: orderFlow.values.completed } });
    const completed = rows.filter((row) => row.status === orderFlow.values.completed);
    // Completed orders were all paid and none refunded: all of it received, nothing unpaid.
    expect(data.totals).toEqual({
      count: completed.length,
      received: completed.reduce((total, row) => total + row.amount, 0),
      receivedGst: completed.reduce((total, row) => total + row.gst, 0),
      unpaid: 0,
      refunded: 0,
    });
    expect(data.total).toBe(completed.length);
    expect((data.rows as OrderRow[]).every((row) => row.status === orderFlow.values.completed)).toBe(true);
  });

  it("the dashboard's sales are the money received of the day, the month and each day of the trend", async () => {
    // Received: every paid order, whatever became of it, less what refunds gave back.
    const paid = rows.filter((row) => row.paidAt !== null);
    const today = businessDay(server.clock.now());
    const salesOn = (predicate: (day: string) => boolean) =>
      paid
        .filter((row) => predicate(businessDay(row.createdAt)))
        .reduce((total, row) => total + row.amount - row.refunded, 0);
    const { data: kpis } = await server.envelope('getHomeKpis', { token });
    expect(kpis.salesToday).toBe(salesOn((day) => day === today));
    expect(kpis.ordersToday).toBe(paid.filter((row) => businessDay(row.createdAt) === today).length);
    // And the order list says the same for the same days, by the same rule.
    const { data: todayList } = await server.envelope('getOrderList', {
      token,
      input: { startTime: today, endTime: today },
    });
    expect(todayList.totals.received).toBe(kpis.salesToday);
    const { data: monthList } = await server.envelope('getOrderList', {
      token,
      input: { startTime: `${today.slice(0, 8)}01`, endTime: today },
    });
    expect(monthList.totals.received).toBe(kpis.salesThisMonth);
    expect(kpis.salesThisMonth).toBe(salesOn((day) => day.slice(0, 7) === today.slice(0, 7)));
    const { data: trend } = await server.envelope('getSalesTrend', { token, input: { days: 30 } });
    for (const point of trend.points as { date: string; sales: number }[]) {
      expect(point.sales).toBe(salesOn((day) => day === point.date));
    }
  });

  it("the dashboard's top goods are the completed lines' sales per goods over the days asked", async () => {
    // Shanghai keeps no daylight saving, so 29 days back is 29 × 24 hours back.
    const firstDay = businessDay(new Date(server.clock.now().getTime() - 29 * 86_400_000));
    const inWindow = new Set(
      rows
        .filter((row) => row.status === orderFlow.values.completed && businessDay(row.createdAt) >= firstDay)
        .map((row) => row.id),
    );
    const perGoods = new Map<number, { sales: number; quantity: number }>();
    for (const line of lines.filter((candidate) => inWindow.has(candidate.orderId))) {
      const sums = perGoods.get(line.goodsId) ?? { sales: 0, quantity: 0 };
      perGoods.set(line.goodsId, { sales: sums.sales + line.amount, quantity: sums.quantity + line.quantity });
    }
    const expected = [...perGoods.entries()]
      .sort(([idA, a], [idB, b]) => b.sales - a.sales || idA - idB)
      .slice(0, 5)
      .map(([goodsId, sums]) => ({ goodsId, ...sums }));
    const { data } = await server.envelope('getTopGoods', { token, input: { days: 30, limit: 5 } });
    expect(
      (data.rows as { goodsId: number; sales: number; quantity: number }[]).map(({ goodsId, sales, quantity }) => ({
        goodsId,
        sales,
        quantity,
      })),
    ).toEqual(expected);
  });

  it("the agents' revenue share is each agent's completed sales of each month, less GST, at its rate", async () => {
    const db = server.app.database.db;
    const deviceAgent = new Map(
      (
        await db
          .select({ deviceId: devices.id, agentId: merchants.agentId })
          .from(devices)
          .innerJoin(merchants, eq(merchants.id, devices.merchantId))
      ).map((row) => [row.deviceId, row.agentId]),
    );
    const rates = new Map(
      (await db.select({ id: agents.id, shareBasisPoints: agents.shareBasisPoints }).from(agents)).map((row) => [
        row.id,
        row.shareBasisPoints,
      ]),
    );
    const expected = new Map<string, { orders: number; sales: number; gst: number }>();
    for (const row of rows) {
      const agentId = row.deviceId === null ? undefined : deviceAgent.get(row.deviceId);
      if (row.status !== orderFlow.values.completed || agentId === undefined) continue;
      const key = `${agentId}-${businessDay(row.createdAt).slice(0, 7)}`;
      const sums = expected.get(key) ?? { orders: 0, sales: 0, gst: 0 };
      expected.set(key, { orders: sums.orders + 1, sales: sums.sales + row.amount, gst: sums.gst + row.gst });
    }
    const { data } = await server.envelope('getAgentShareList', { token, input: { size: 100 } });
    const answered = data.rows as {
      shareId: string;
      agentId: number;
      orders: number;
      sales: number;
      gst: number;
      share: number;
    }[];
    expect(data.total).toBe(expected.size);
    expect(answered.length).toBe(expected.size);
    for (const row of answered) {
      const sums = expected.get(row.shareId);
      expect(sums, row.shareId).toBeDefined();
      const rate = rates.get(row.agentId) ?? 0;
      expect(row).toMatchObject({ ...sums, share: Math.round(((sums!.sales - sums!.gst) * rate) / 10_000) });
    }
    expect(data.totals.sales).toBe([...expected.values()].reduce((total, sums) => total + sums.sales, 0));
  });
});

import {
  ledgerAccounts,
  ResultCode,
  salesReportGroupings,
  type SalesFigures,
  type SalesReport,
  type SalesReportGrouping,
} from '@vending/contract';
import ExcelJS from 'exceljs';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager } from '../../testing/accounts';
import { databaseDigest } from '../../testing/digest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { ledgerEntries, orderLines, orders } from '../../db/schema';

const TIME_ZONE = 'Asia/Shanghai';
const DAY_MS = 86_400_000;

interface OrderRecord {
  id: number;
  deviceId: number | null;
  merchantId: number | null;
  agentId: number | null;
  amount: number;
  refunded: number;
  createdAt: Date;
  paidAt: Date | null;
}

/**
 * The sales report, recomputed here from the orders' rows by plain arithmetic (business dates
 * and hours by Intl, no SQL sums), must be what the server answers for every grouping, and
 * its totals what the order list and the ledger say for the same period.
 */
describe.each(backends)('sales report on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let token: string;
  let rows: OrderRecord[];
  let lines: { orderId: number; lineNo: number; goodsId: number; amount: number }[];
  const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, dateStyle: 'short' });
  const hourOf = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });
  const businessDay = (at: Date) => dayOf.format(at);
  const businessHour = (at: Date) => hourOf.format(at).padStart(2, '0');
  const daysBefore = (date: string, days: number) =>
    new Date(Date.parse(date) - days * DAY_MS).toISOString().slice(0, 10);

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    token = await server.login('admin', ADMIN_PASSWORD);
    const db = server.app.database.db;
    rows = await db
      .select({
        id: orders.id,
        deviceId: orders.deviceId,
        merchantId: orders.merchantId,
        agentId: orders.agentId,
        amount: orders.amount,
        refunded: orders.refunded,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
      })
      .from(orders);
    lines = await db
      .select({
        orderId: orderLines.orderId,
        lineNo: orderLines.lineNo,
        goodsId: orderLines.goodsId,
        amount: orderLines.amount,
      })
      .from(orderLines);
  });
  afterAll(() => server.close());

  const figures = (received: number, count: number, refunded: number): SalesFigures => ({
    received,
    orders: count,
    average: count > 0 ? Math.round(received / count) : 0,
    refunded,
  });

  /** Each group's [received, paid orders, refunded] over the orders made between two business days. */
  function expectedGroups(grouping: SalesReportGrouping, start: string, end: string) {
    const sums = new Map<string, { received: number; orders: Set<number>; refunded: number }>();
    const add = (key: string, orderId: number, paid: boolean, received: number, refunded: number) => {
      const sum = sums.get(key) ?? { received: 0, orders: new Set<number>(), refunded: 0 };
      if (paid) {
        sum.received += received;
        sum.orders.add(orderId);
      }
      sum.refunded += refunded;
      sums.set(key, sum);
    };
    for (const order of rows) {
      const day = businessDay(order.createdAt);
      if (day < start || day > end) continue;
      const paid = order.paidAt !== null;
      if (grouping === 'goods') {
        if (!paid) continue;
        // The order's refunds shared among its lines by the amounts up to each, rounded down.
        let upTo = 0;
        for (const line of lines
          .filter((candidate) => candidate.orderId === order.id)
          .sort((a, b) => a.lineNo - b.lineNo)) {
          const before = upTo;
          upTo += line.amount;
          const share =
            order.amount === 0
              ? 0
              : Math.floor((order.refunded * upTo) / order.amount) -
                Math.floor((order.refunded * before) / order.amount);
          add(String(line.goodsId), order.id, true, line.amount - share, share);
        }
        continue;
      }
      const key = {
        device: order.deviceId,
        merchant: order.merchantId,
        agent: order.agentId,
        hour: businessHour(order.createdAt),
        day,
      }[grouping];
      add(key === null ? 'none' : String(key), order.id, paid, order.amount - order.refunded, order.refunded);
    }
    return new Map([...sums].map(([key, sum]) => [key, figures(sum.received, sum.orders.size, sum.refunded)]));
  }

  function expectedTotals(start: string, end: string) {
    const inPeriod = rows.filter((order) => {
      const day = businessDay(order.createdAt);
      return day >= start && day <= end;
    });
    const paid = inPeriod.filter((order) => order.paidAt !== null);
    return figures(
      paid.reduce((total, order) => total + order.amount - order.refunded, 0),
      paid.length,
      inPeriod.reduce((total, order) => total + order.refunded, 0),
    );
  }

  const today = () => businessDay(server.clock.now());

  it('has seeded months of orders, some refunded, attributed to merchants and agents', () => {
    const days = new Set(rows.map((order) => businessDay(order.createdAt).slice(0, 7)));
    expect(days.size).toBeGreaterThanOrEqual(2);
    expect(rows.some((order) => order.refunded > 0)).toBe(true);
    expect(rows.some((order) => order.agentId !== null)).toBe(true);
  });

  it.each(salesReportGroupings)('grouped by %s, every figure is the sum of the rows', async (groupBy) => {
    const endTime = today();
    const startTime = daysBefore(endTime, 20);
    const previousStart = daysBefore(startTime, 21);
    const previousEnd = daysBefore(startTime, 1);
    const { data } = await server.envelope('getSalesReport', { token, input: { groupBy, startTime, endTime } });
    const report = data as SalesReport;
    expect(report.period).toEqual({ startTime, endTime });
    expect(report.previousPeriod).toEqual({ startTime: previousStart, endTime: previousEnd });
    expect(report.current).toEqual(expectedTotals(startTime, endTime));
    expect(report.previous).toEqual(expectedTotals(previousStart, previousEnd));
    expect(report.current.orders).toBeGreaterThan(0);
    expect(report.previous.orders).toBeGreaterThan(0);

    const current = expectedGroups(groupBy, startTime, endTime);
    const previous = expectedGroups(groupBy, previousStart, previousEnd);
    const none = figures(0, 0, 0);
    if (groupBy === 'hour')
      expect(report.rows.map((row) => row.key)).toEqual(
        Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0')),
      );
    if (groupBy === 'day') expect(report.rows.length).toBe(21);
    if (groupBy !== 'hour' && groupBy !== 'day')
      expect(new Set(report.rows.map((row) => row.key))).toEqual(new Set([...current.keys(), ...previous.keys()]));
    for (const row of report.rows) {
      expect(row.current, `${groupBy} ${row.key}`).toEqual(current.get(row.key) ?? none);
      const previousKey = groupBy === 'day' ? daysBefore(row.key, 21) : row.key;
      expect(row.previous, `${groupBy} ${row.key} before`).toEqual(previous.get(previousKey) ?? none);
    }
    // The rows add up to the totals (by goods, the money does; an order counts under each of its goods).
    const sum = (field: 'received' | 'refunded') => report.rows.reduce((total, row) => total + row.current[field], 0);
    expect(sum('received')).toBe(report.current.received);
    expect(sum('refunded')).toBe(report.current.refunded);
    if (groupBy === 'device' || groupBy === 'merchant' || groupBy === 'agent') {
      expect(report.rows.every((row) => row.key === 'none' || row.label)).toBe(true);
      const received = report.rows.map((row) => row.current.received);
      expect(received).toEqual([...received].sort((a, b) => b - a));
    }
  });

  it('says what the order list and the ledger say for the same period', async () => {
    const endTime = today();
    const startTime = `${endTime.slice(0, 8)}01`;
    const { data } = await server.envelope('getSalesReport', { token, input: { startTime, endTime } });
    const report = data as SalesReport;
    const { data: list } = await server.envelope('getOrderList', { token, input: { startTime, endTime } });
    expect(report.current.received).toBe(list.totals.received);
    expect(report.current.refunded).toBe(list.totals.refunded);
    // The ledger: what the orders' payments brought the platform or took from balances, less their refunds.
    const ids = rows
      .filter((order) => businessDay(order.createdAt) >= startTime && businessDay(order.createdAt) <= endTime)
      .map((order) => order.id);
    const entries = await server.app.database.db
      .select({ accountKind: ledgerEntries.accountKind, amount: ledgerEntries.amount, kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.orderId, ids));
    const taken = entries
      .filter((entry) => entry.kind === 'orderPayment' || entry.kind === 'orderRefund')
      .reduce(
        (total, entry) => total + (entry.accountKind === ledgerAccounts.member ? -entry.amount : entry.amount),
        0,
      );
    expect(taken).toBe(report.current.received);
  });

  it('exports the report with a totals row', async () => {
    const endTime = today();
    const startTime = daysBefore(endTime, 6);
    const { data } = await server.envelope('getSalesReport', {
      token,
      input: { groupBy: 'merchant', startTime, endTime },
    });
    const report = data as SalesReport;
    const response = await server.call('getSalesReportExcle', {
      token,
      input: { groupBy: 'merchant', startTime, endTime },
    });
    // The file is named by its grouping and period, so two groupings' exports differ (issue 41).
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toContain(`sales-report-by-merchant-${startTime}-${endTime}.xlsx`);
    expect(decodeURIComponent(disposition)).toContain(`销售报表-按商户-${startTime}-${endTime}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('销售报表')!;
    // What the sheet holds (the grouping, the period and the one before), an empty row, the
    // header, a row per group, and the totals row.
    expect(sheet.getRow(1).getCell(1).value).toBe('销售报表 · 按商户');
    const { previousPeriod } = report;
    expect(sheet.getRow(2).getCell(1).value).toBe(
      `统计期间：${startTime} 至 ${endTime}（上期：${previousPeriod.startTime} 至 ${previousPeriod.endTime}）`,
    );
    const header = 4;
    expect(sheet.rowCount).toBe(header + report.rows.length + 1);
    expect(sheet.getRow(header).getCell(1).value).toBe('商户');
    const first = report.rows[0]!;
    expect(sheet.getRow(header + 1).getCell(1).value).toBe(first.key === 'none' ? '未归属' : first.label);
    expect(sheet.getRow(header + 1).getCell(2).value).toBe(first.current.received / 100);
    expect(sheet.getRow(header + 1).getCell(3).value).toBe(first.current.orders);
    const totals = sheet.getRow(header + report.rows.length + 1);
    expect(totals.getCell(1).value).toBe('合计');
    expect(totals.getCell(2).value).toBe(report.current.received / 100);
    expect(totals.getCell(3).value).toBe(report.current.orders);
    expect(totals.getCell(5).value).toBe(report.current.refunded / 100);
  });

  it('refuses a period that ends before it starts, or longer than a year, naming endTime, and writes nothing', async () => {
    const before = await databaseDigest(server.app.database.db);
    for (const input of [
      { startTime: '2026-03-10', endTime: '2026-03-09' },
      { startTime: '2025-01-01', endTime: '2026-03-09' },
    ]) {
      const answer = await server.envelope('getSalesReport', { token, input });
      expect(answer.code).toBe(ResultCode.FAILURE);
      expect(answer.data).toMatchObject({ field: 'endTime' });
    }
    const tooLong = await server.envelope('getSalesReport', {
      token,
      input: { startTime: '2025-01-01', endTime: '2026-03-09' },
    });
    expect(tooLong.msg).toBe('结束日期与开始日期相隔不能超过 366 天');
    const unknownGrouping = await server.envelope('getSalesReport', {
      token,
      input: { groupBy: 'colour', startTime: '2026-03-01', endTime: '2026-03-09' },
    });
    expect(unknownGrouping.data).toMatchObject({ field: 'groupBy' });
    expect(await databaseDigest(server.app.database.db)).toEqual(before);
  });

  it('needs the 销售报表 page', async () => {
    const clerk = await createManager(server, token, 'report_clerk', ['订单列表']);
    for (const name of ['getSalesReport', 'getSalesReportExcle'] as const)
      expect(
        (await server.envelope(name, { token: clerk.token, input: { startTime: '2026-03-01', endTime: '2026-03-09' } }))
          .code,
      ).toBe(ResultCode.NO_PERMISSION);
  });
});

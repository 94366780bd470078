import type { DataScope } from '../../auth/data-scope';
import { ordersInScope } from '../../auth/scope';
import type { SalesFigures, SalesReport, SalesReportGrouping, SalesReportRow } from '@vending/contract';
import { and, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { addDays, startOfBusinessDay } from '../../business-time';
import type { Database } from '../../db/database';
import { agents, merchants } from '../agents';
import { devices } from '../equipment';
import { goods } from '../goods';
import { orderLines, receivedFigures, orders } from '../orders';

/*
 * The sales report (销售报表): the figures of the orders made in a period, by the one rule of
 * received money (orders/received.ts, the order list's totals and the dashboard's sales), each
 * group beside the same group in the period of the same length before. An order is grouped by
 * what it recorded when it was made (device, merchant, agent), never by today's device links.
 * By goods, an order's received money and refunds are shared among its lines in proportion to
 * their amounts, rounded so that the lines of an order add up to the order exactly.
 */

export interface SalesReportRequest {
  groupBy: SalesReportGrouping;
  startTime: string;
  endTime: string;
}

/** The key of the orders that record no device, merchant or agent. */
export const UNATTRIBUTED = 'none';

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));

/** Days from `start` to `end`, both included. */
export function periodDays(start: string, end: string): number {
  return Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
}

/** The period of the same length that ends the day before `start`. */
export function previousPeriodOf(start: string, end: string) {
  const days = periodDays(start, end);
  return { startTime: addDays(start, -days), endTime: addDays(start, -1) };
}

export function figuresOf(received: number, orderCount: number, refunded: number): SalesFigures {
  return { received, orders: orderCount, average: orderCount > 0 ? Math.round(received / orderCount) : 0, refunded };
}

const NO_SALES = figuresOf(0, 0, 0);

interface GroupTotals {
  /** `current` or `previous`. */
  period: string;
  key: string;
  received: number;
  orders: number;
  refunded: number;
}

// `sum`/`count` come back as text from node-postgres and as numbers from PGlite.
const asNumber = (value: unknown) => Number(value ?? 0);

/** The orders' own attribution (or the business clock) an order is grouped by. */
function orderGroupKey(groupBy: Exclude<SalesReportGrouping, 'goods'>, timeZone: string): SQL<string> {
  const local = sql`(${orders.createdAt} at time zone ${timeZone})`;
  switch (groupBy) {
    case 'device':
      return sql<string>`coalesce(${orders.deviceId}::text, ${UNATTRIBUTED})`;
    case 'merchant':
      return sql<string>`coalesce(${orders.merchantId}::text, ${UNATTRIBUTED})`;
    case 'agent':
      return sql<string>`coalesce(${orders.agentId}::text, ${UNATTRIBUTED})`;
    case 'hour':
      return sql<string>`to_char(${local}, 'HH24')`;
    case 'day':
      return sql<string>`to_char(${local}, 'YYYY-MM-DD')`;
  }
}

/** Reads the report of a period; one scan of the orders of both periods (the index on `created_at`). */
export async function readSalesReport(
  db: Database,
  timeZone: string,
  request: SalesReportRequest,
  scope: DataScope,
): Promise<SalesReport> {
  const { groupBy, startTime, endTime } = request;
  const previousPeriod = previousPeriodOf(startTime, endTime);
  const currentStart = startOfBusinessDay(startTime, timeZone);
  const bothPeriods = and(
    gte(orders.createdAt, startOfBusinessDay(previousPeriod.startTime, timeZone)),
    lt(orders.createdAt, startOfBusinessDay(addDays(endTime, 1), timeZone)),
    // The orders of the caller's data scope only: every figure and row follows from them.
    ordersInScope(scope, orders),
  );
  const period = sql<string>`case when ${orders.createdAt} >= ${currentStart} then 'current' else 'previous' end`;

  let groups: GroupTotals[];
  let totals: GroupTotals[];
  if (groupBy === 'goods') {
    [groups, totals] = await Promise.all([goodsGroups(db, bothPeriods, period), periodTotals(db, bothPeriods, period)]);
  } else {
    const key = orderGroupKey(groupBy, timeZone);
    const found = await db
      .select({
        period,
        key,
        received: receivedFigures.received,
        orders: receivedFigures.paidCount,
        refunded: receivedFigures.refunded,
      })
      .from(orders)
      .where(bothPeriods)
      // By position: the time zone travels as a parameter, so the expressions would not match.
      .groupBy(sql`1`, sql`2`);
    groups = found.map(normalized);
    // Every order is in exactly one group: the totals are the groups' sums.
    totals = ['current', 'previous'].map((name) =>
      groups
        .filter((group) => group.period === name)
        .reduce(
          (sum, group) => ({
            ...sum,
            received: sum.received + group.received,
            orders: sum.orders + group.orders,
            refunded: sum.refunded + group.refunded,
          }),
          {
            period: name,
            key: '',
            received: 0,
            orders: 0,
            refunded: 0,
          },
        ),
    );
  }

  const figures = (period: string, key?: string) => {
    const found =
      key === undefined
        ? totals.find((row) => row.period === period)
        : groups.find((row) => row.period === period && row.key === key);
    return found ? figuresOf(found.received, found.orders, found.refunded) : NO_SALES;
  };

  let rows: SalesReportRow[];
  if (groupBy === 'hour') {
    rows = HOURS.map((hour) => ({
      key: hour,
      label: null,
      current: figures('current', hour),
      previous: figures('previous', hour),
    }));
  } else if (groupBy === 'day') {
    const days = periodDays(startTime, endTime);
    rows = Array.from({ length: days }, (_, index) => {
      const date = addDays(startTime, index);
      return {
        key: date,
        label: null,
        current: figures('current', date),
        previous: figures('previous', addDays(date, -days)),
      };
    });
  } else {
    const keys = [...new Set(groups.map((group) => group.key))];
    const labels = await labelsOf(db, groupBy, keys.filter((key) => key !== UNATTRIBUTED).map(Number));
    rows = keys
      .map((key) => ({
        key,
        label: labels.get(key) ?? null,
        current: figures('current', key),
        previous: figures('previous', key),
      }))
      .sort(
        (a, b) =>
          b.current.received - a.current.received ||
          b.previous.received - a.previous.received ||
          a.key.localeCompare(b.key, 'en', { numeric: true }),
      );
  }
  return {
    groupBy,
    period: { startTime, endTime },
    previousPeriod,
    current: figures('current'),
    previous: figures('previous'),
    rows,
  };
}

function normalized(row: {
  period: string;
  key: string;
  received: unknown;
  orders: unknown;
  refunded: unknown;
}): GroupTotals {
  return {
    period: row.period,
    key: row.key,
    received: asNumber(row.received),
    orders: asNumber(row.orders),
    refunded: asNumber(row.refunded),
  };
}

async function periodTotals(db: Database, where: SQL | undefined, period: SQL<string>) {
  const found = await db
    .select({
      period,
      key: sql<string>`''`,
      received: receivedFigures.received,
      orders: receivedFigures.paidCount,
      refunded: receivedFigures.refunded,
    })
    .from(orders)
    .where(where)
    .groupBy(sql`1`);
  return found.map(normalized);
}

/**
 * By goods: each line of a paid order takes its share of the order's refunds, the order's
 * refunds × the lines up to it ÷ the order's amount, less the same of the lines before it
 * (rounded down each), so an order's lines share exactly what it refunded; an order counts
 * once under each goods it holds.
 */
async function goodsGroups(db: Database, where: SQL | undefined, period: SQL<string>): Promise<GroupTotals[]> {
  // A sum of bigint is numeric, whose division keeps the fraction: cast back, so each share rounds down.
  const upTo = sql`(sum(${orderLines.amount}) over (partition by ${orderLines.orderId} order by ${orderLines.lineNo}))::bigint`;
  const lines = db
    .select({
      period: period.as('period'),
      orderId: sql<number>`${orderLines.orderId}`.as('order_id'),
      goodsId: sql<number>`${orderLines.goodsId}`.as('goods_id'),
      lineAmount: sql<number>`${orderLines.amount}`.as('line_amount'),
      refundShare: sql<number>`case when ${orders.amount} = 0 then 0 else
        ${orders.refunded}::bigint * ${upTo} / ${orders.amount}
        - ${orders.refunded}::bigint * (${upTo} - ${orderLines.amount}) / ${orders.amount} end`.as('refund_share'),
    })
    .from(orders)
    .innerJoin(orderLines, sql`${orderLines.orderId} = ${orders.id}`)
    .where(and(where, isNotNull(orders.paidAt)))
    .as('lines');
  const found = await db
    .select({
      period: lines.period,
      key: sql<string>`${lines.goodsId}::text`,
      received: sql<string>`sum(${lines.lineAmount} - ${lines.refundShare})`,
      orders: sql<string>`count(distinct ${lines.orderId})`,
      refunded: sql<string>`sum(${lines.refundShare})`,
    })
    .from(lines)
    .groupBy(sql`1`, sql`2`);
  return found.map(normalized);
}

/** The names of the groups, as stored now (the grouping itself is the order's record). */
async function labelsOf(db: Database, groupBy: 'device' | 'merchant' | 'agent' | 'goods', ids: number[]) {
  const labels = new Map<string, string>();
  if (ids.length === 0) return labels;
  if (groupBy === 'device') {
    const rows = await db
      .select({ id: devices.id, deviceNo: devices.deviceNo, deviceName: devices.deviceName })
      .from(devices)
      .where(inArray(devices.id, ids));
    for (const row of rows) labels.set(String(row.id), `${row.deviceNo} ${row.deviceName}`);
  } else {
    const table = { merchant: merchants, agent: agents, goods }[groupBy];
    const name = groupBy === 'goods' ? goods.goodsName : groupBy === 'merchant' ? merchants.name : agents.name;
    const rows = await db.select({ id: table.id, name }).from(table).where(inArray(table.id, ids));
    for (const row of rows) labels.set(String(row.id), row.name);
  }
  return labels;
}

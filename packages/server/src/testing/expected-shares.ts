import { orderFlow, type AgentShareRow } from '@vending/contract';
import { and, eq, gte, inArray, lt, or } from 'drizzle-orm';
import { startOfBusinessDay } from '../business-time';
import type { Database } from '../db/database';
import { managers } from '../modules/administrators/tables';
import { agents } from '../modules/agents/tables';
import { shareAdjustments, shareSettlements } from '../modules/finance/tables';
import { orders } from '../modules/orders/tables';

/**
 * The share rows computed here from the stored orders, apart from the server's query:
 * settled months as stored, any other month from the orders' own agent and rate, and for a
 * settled month whose orders now earn something else, the difference (an adjustment) in
 * the first open month after it.
 *
 * With `months`, only what those months' orders make: each month's own row (estimated or
 * settled) and the adjustments for it (stored or pending), wherever they are booked; read from
 * those months' orders, settlements and adjustments only, so its cost does not grow with the books.
 */
export async function expectedShareRows(
  db: Database,
  timeZone: string,
  now: Date,
  /** One agent's rows only (the months settled are every agent's). */
  agentId?: number,
  /** The months (`YYYY-MM`) whose own rows and adjustments to compute; every month when absent. */
  months?: ReadonlySet<string>,
): Promise<AgentShareRow[]> {
  if (months?.size === 0) return [];
  const picked = months && [...months];
  const [orderRows, agentRows, settledRows, managerRows, adjustmentRows, settledMonthRows] = await Promise.all([
    db
      .select({
        agentId: orders.agentId,
        shareBasisPoints: orders.shareBasisPoints,
        amount: orders.amount,
        refunded: orders.refunded,
        gst: orders.gst,
        refundedGst: orders.refundedGst,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(
        and(
          eq(orders.status, orderFlow.values.completed),
          agentId === undefined ? undefined : eq(orders.agentId, agentId),
          picked &&
            or(
              ...picked.map((month) =>
                and(
                  gte(orders.createdAt, startOfBusinessDay(`${month}-01`, timeZone)),
                  lt(orders.createdAt, startOfBusinessDay(`${monthAfter(month)}-01`, timeZone)),
                ),
              ),
            ),
        ),
      ),
    db.select({ id: agents.id, name: agents.name }).from(agents),
    db
      .select()
      .from(shareSettlements)
      .where(picked && inArray(shareSettlements.month, picked)),
    db.select({ id: managers.id, username: managers.username }).from(managers),
    db
      .select()
      .from(shareAdjustments)
      .where(picked && inArray(shareAdjustments.forMonth, picked)),
    db.selectDistinct({ month: shareSettlements.month }).from(shareSettlements),
  ]);
  const nameOf = new Map(agentRows.map((agent) => [agent.id, agent.name]));
  const settledMonths = new Set(settledMonthRows.map((row) => row.month));
  const monthOf = new Intl.DateTimeFormat('en-CA', { timeZone: timeZone, year: 'numeric', month: '2-digit' });
  const thisMonth = monthOf.format(now).slice(0, 7);
  const groups = new Map<string, AgentShareRow & { base: number; weighted: number }>();
  for (const order of orderRows) {
    if (order.agentId === null) continue;
    const month = monthOf.format(order.createdAt).slice(0, 7);
    const key = `${order.agentId}-${month}`;
    const group = groups.get(key) ?? {
      shareId: key,
      agentId: order.agentId,
      agentName: nameOf.get(order.agentId) ?? '',
      month,
      adjustsMonth: null,
      orders: 0,
      sales: 0,
      gst: 0,
      shareBasisPoints: 0,
      share: 0,
      state: 1,
      settledBy: null,
      settledTime: null,
      base: 0,
      weighted: 0,
    };
    const base = order.amount - order.refunded - (order.gst - order.refundedGst);
    group.orders += 1;
    group.sales += order.amount - order.refunded;
    group.gst += order.gst - order.refundedGst;
    group.base += base;
    group.weighted += base * (order.shareBasisPoints ?? 0);
    groups.set(key, group);
  }
  const byOrders = [...groups.values()].map(({ base, weighted, ...group }) => ({
    ...group,
    share: Math.round(weighted / 10_000),
    shareBasisPoints: base > 0 ? Math.round(weighted / base) : 0,
  }));
  const estimated = byOrders.filter((row) => !settledMonths.has(row.month) && row.month <= thisMonth);
  const settled: AgentShareRow[] = [
    ...settledRows
      .filter((row) => row.orders !== 0 || row.sales !== 0 || row.gst !== 0 || row.share !== 0)
      .map((row) => ({
        shareId: `${row.agentId}-${row.month}`,
        agentId: row.agentId,
        agentName: nameOf.get(row.agentId) ?? '',
        month: row.month,
        adjustsMonth: null,
        orders: row.orders,
        sales: row.sales,
        gst: row.gst,
        shareBasisPoints: row.shareBasisPoints!,
        share: row.share,
        state: 2,
        settledBy: managerRows.find((manager) => manager.id === row.settledBy)?.username ?? null,
        settledTime: row.settledAt.toISOString(),
      })),
    ...adjustmentRows.map((row) => ({
      shareId: `${row.agentId}-${row.month}-${row.forMonth}`,
      agentId: row.agentId,
      agentName: nameOf.get(row.agentId) ?? '',
      month: row.month,
      adjustsMonth: row.forMonth,
      orders: row.orders,
      sales: row.sales,
      gst: row.gst,
      shareBasisPoints: row.shareBasisPoints ?? 0,
      share: row.share,
      state: 2,
      settledBy: managerRows.find((manager) => manager.id === row.settledBy)?.username ?? null,
      settledTime: row.settledAt.toISOString(),
    })),
  ];
  // Period close: what a settled month's orders earn now, less what was settled for it.
  const pending: AgentShareRow[] = [];
  const closed = new Set([
    ...settledRows.map((row) => `${row.agentId}-${row.month}`),
    ...byOrders.filter((row) => settledMonths.has(row.month)).map((row) => row.shareId),
  ]);
  for (const key of closed) {
    const agentId = Number(key.split('-')[0]);
    const month = key.slice(key.indexOf('-') + 1);
    const current = byOrders.find((row) => row.shareId === key);
    const before = [
      ...settledRows.filter((row) => row.agentId === agentId && row.month === month),
      ...adjustmentRows.filter((row) => row.agentId === agentId && row.forMonth === month),
    ];
    const difference = (field: 'orders' | 'sales' | 'gst' | 'share') =>
      (current?.[field] ?? 0) - before.reduce((total, row) => total + row[field], 0);
    const figures = {
      orders: difference('orders'),
      sales: difference('sales'),
      gst: difference('gst'),
      share: difference('share'),
    };
    if (Object.values(figures).every((value) => value === 0)) continue;
    let next = monthAfter(month);
    while (settledMonths.has(next)) next = monthAfter(next);
    pending.push({
      shareId: `${agentId}-${next}-${month}`,
      agentId,
      agentName: nameOf.get(agentId) ?? '',
      month: next,
      adjustsMonth: month,
      ...figures,
      shareBasisPoints: current?.shareBasisPoints ?? 0,
      state: 1,
      settledBy: null,
      settledTime: null,
    });
  }
  return [...settled, ...estimated, ...pending]
    .filter((row) => agentId === undefined || row.agentId === agentId)
    .sort(
      (a, b) =>
        b.month.localeCompare(a.month) ||
        (a.agentName < b.agentName ? -1 : a.agentName > b.agentName ? 1 : 0) ||
        a.agentId - b.agentId ||
        (b.adjustsMonth ?? '9999').localeCompare(a.adjustsMonth ?? '9999'),
    );
}

/** The month after `month` (`YYYY-MM`). */
export function monthAfter(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

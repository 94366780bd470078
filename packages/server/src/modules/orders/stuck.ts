import { orderFlow } from '@vending/contract';
import { sql, type SQL } from 'drizzle-orm';
import { stuckOrderMinutesSql } from '../settings';
import { orders } from './tables';

/*
 * 卡单 (a stuck order): one still 处理中 — paid, the machine never said it dispensed — longer
 * than the stuck-order minutes of 缺货商品设置 after its payment. The one rule of the dashboard's
 * count, the order list's filter and column, and the resolution's guard; in SQL, and in plain
 * code for the rows a caller already holds (the tests recompute the count with it).
 */

const { processing } = orderFlow.values;

/**
 * Whether an order is stuck at `at`, as SQL over `orders`. The status is a literal, so that the
 * partial index orders_processing_paid_idx (paid_at where status = 2) serves it.
 */
export function stuckOrderSql(at: Date): SQL {
  return sql`(${orders.status} = ${sql.raw(String(processing))} and ${orders.paidAt} is not null
    and ${orders.paidAt} < ${at.toISOString()}::timestamptz - make_interval(mins => ${stuckOrderMinutesSql}))`;
}

/** The same rule in plain code, for an order's status and payment time and the minutes in force. */
export function isStuckOrder(order: { status: number; paidAt: Date | null }, at: Date, minutes: number): boolean {
  return (
    order.status === processing && order.paidAt !== null && order.paidAt.getTime() < at.getTime() - minutes * 60_000
  );
}

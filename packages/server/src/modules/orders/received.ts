import { orderFlow } from '@vending/contract';
import { isNotNull, sql } from 'drizzle-orm';
import { orders } from './tables';

/*
 * The one rule of what the money figures of orders count, shared by the order list's totals
 * and the dashboard's sales (a test holds them to each other, figures-agree.test.ts):
 * money is received when an order is paid (`paid_at` set), whatever became of it after, less
 * what refunds gave back. An unpaid order's amount is not received; it is shown apart.
 */

/** An order whose money was received. */
export const paidOrder = isNotNull(orders.paidAt);

/** The figures over the orders a condition selects (add `.where(...)`). */
export const receivedFigures = {
  /** Orders of any state. */
  count: sql<string>`count(*)`.mapWith(Number),
  /** Paid orders. */
  paidCount: sql<string>`count(*) filter (where ${paidOrder})`.mapWith(Number),
  received: sql<string>`coalesce(sum(${orders.amount} - ${orders.refunded}) filter (where ${paidOrder}), 0)`.mapWith(
    Number,
  ),
  receivedGst: sql<string>`coalesce(sum(${orders.gst} - ${orders.refundedGst}) filter (where ${paidOrder}), 0)`.mapWith(
    Number,
  ),
  unpaid:
    sql<string>`coalesce(sum(${orders.amount}) filter (where ${orders.status} = ${orderFlow.values.unpaid}), 0)`.mapWith(
      Number,
    ),
  refunded: sql<string>`coalesce(sum(${orders.refunded}), 0)`.mapWith(Number),
};

import { desc, eq, type Column } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lookup } from '../../db/sql';
import { orders } from './tables';

/*
 * What the orders module tells about one member, for the member's money page (会员详情), which
 * the members module answers: members cannot import orders (orders import members), so app.ts
 * hands these to it (members/money-handlers.ts MemberActivity).
 */

/** A member's newest orders, newest first. */
export function newestOrdersOfMember(db: Database, memberId: number, limit: number) {
  return db
    .select({
      orderId: orders.id,
      orderNo: orders.orderNo,
      amount: orders.amount,
      refunded: orders.refunded,
      method: orders.paymentMethod,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** An order's number by id, read beside each row of a list (null when there is none). */
export const orderNoOf = (orderId: Column) => lookup<string>(orderId, orders.orderNo, orders.id);

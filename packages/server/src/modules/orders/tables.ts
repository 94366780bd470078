import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { devices } from '../equipment/tables';
import { goods } from '../goods/tables';
import { members } from '../members/tables';

/** `status` holds the numbers of the contract's order flow (orderFlow.values). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: integer('member_id').references(() => members.id),
    deviceId: integer('device_id').references(() => devices.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    quantity: smallint('quantity').notNull(),
    amount: integer('amount').notNull(),
    status: smallint('status').notNull(),
    createdAt: createdAt(),
  },
  // 3 = orderFlow.values.completed; the migration holds the literal, so it stays one here.
  (table) => [
    index('orders_created_at_idx')
      .on(table.createdAt)
      .where(sql`status = 3`),
  ],
);

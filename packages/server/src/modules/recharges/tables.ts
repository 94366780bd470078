import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { managers } from '../administrators/tables';
import { members } from '../members/tables';

/** Members' top-ups; `status` holds rechargeFlow's numbers, `method` paymentMethods'. */
export const recharges = pgTable(
  'recharges',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Paid and granted, in minor units. */
    amount: integer('amount').notNull(),
    bonus: integer('bonus').notNull().default(0),
    /** The currency it was taken in. */
    currency: text('currency').notNull().default('CNY'),
    method: smallint('method').notNull(),
    status: smallint('status').notNull().default(1),
    transactionNo: text('transaction_no').notNull().unique(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** Who refunded it, when and why. */
    handledBy: integer('handled_by').references(() => managers.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    refundReason: text('refund_reason'),
  },
  (table) => [
    index('recharges_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('recharges_member_id_idx').on(table.memberId),
    index('recharges_status_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
  ],
);

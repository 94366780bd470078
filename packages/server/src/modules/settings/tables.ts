import { integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { updatedAt, updatedBy } from '../administrators/columns';
import { managers } from '../administrators/tables';

/**
 * System settings, one row per key (currency, GST rate…); the value's shape is the contract's
 * for that key. Who saved it last, and when, is shown beside the setting.
 */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by').references(() => managers.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
});

/** The top-up bonus list (充值赠送列表): topping up `amount` grants `bonus`, both minor units. */
export const rechargeOptions = pgTable(
  'recharge_options',
  {
    id: serial('id').primaryKey(),
    amount: integer('amount').notNull(),
    bonus: integer('bonus').notNull().default(0),
    /** 1 offered to members, 0 not. */
    isFlag: smallint('is_flag').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedBy: updatedBy(),
    updatedAt: updatedAt(),
  },
  // No two rows of one amount: a member topping it up must get one bonus.
  (table) => [uniqueIndex('recharge_options_amount_idx').on(table.amount)],
);

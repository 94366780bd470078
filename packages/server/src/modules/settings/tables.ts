import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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

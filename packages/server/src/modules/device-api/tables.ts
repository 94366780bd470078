import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { devices } from '../equipment/tables';

/**
 * The device API's rate budgets when the server runs on PostgreSQL, shared by every instance:
 * one row per key (`device:<id>` for an authenticated device, `auth-fail:<address>` for failed
 * authentications), counting the calls reserved in the clock minute `windowStart`. One upsert
 * reserves a block of calls for an instance and answers the count (device-api/limiter.ts);
 * rows of past minutes are reused by the next call of their key and pruned by the maintenance sweep.
 */
export const deviceRateWindows = pgTable(
  'device_rate_windows',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [index('device_rate_windows_window_idx').on(table.windowStart)],
);

/**
 * The reports a device numbered itself (a vend's deviceOrderNo, a stock report's reportNo),
 * with a digest of what they said: a resend with the same number and the same content is a
 * replay, with other content a conflict (409). `resultId` is what the first one made (the
 * order, the replenishment record).
 */
export const deviceReports = pgTable(
  'device_reports',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /** 'vend' or 'stock'. */
    kind: text('kind').notNull(),
    reportNo: text('report_no').notNull(),
    /** SHA-256 (base64url) of the report's content, its number and device left out. */
    digest: text('digest').notNull(),
    resultId: integer('result_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.deviceId, table.kind, table.reportNo] })],
);

/**
 * The alarm notifications' outbox: each alarm event is written here in the transaction that
 * made it, then delivered (signed) by the sender with retries and backoff, in order per device
 * (device-api/outbox.ts). The row is the delivery log: attempts, last answer, when sent.
 */
export const alarmNotifications = pgTable(
  'alarm_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The event's id as the receiver sees it (a UUID): a receiver drops one it has seen. */
    eventId: text('event_id').notNull().unique(),
    /** Null for a test notification sent from the settings page. */
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    /** The device's events numbered 1, 2, 3…: the receiver can tell order and gaps. */
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    payload: jsonb('payload').notNull(),
    /** 0 waiting, 1 delivered, 2 given up (after the last attempt), 3 nowhere to send. */
    state: smallint('state').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The last attempt's HTTP status (null: no answer) and error. */
    lastStatus: integer('last_status'),
    lastError: text('last_error').notNull().default(''),
    /** When the last attempt was made; null before the first. */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('alarm_notifications_due_idx').on(table.state, table.nextAttemptAt),
    index('alarm_notifications_device_idx').on(table.deviceId, table.sequence),
  ],
);

/**
 * The alarm webhook's signing secret (one row): made at random when first needed, shown to an
 * administrator once when rotated (告警通知), kept here to sign every delivery.
 */
export const alarmWebhookSecrets = pgTable('alarm_webhook_secrets', {
  id: smallint('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

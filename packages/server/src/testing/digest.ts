import { is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import * as schema from '../db/schema';

/**
 * The tables a refused call must leave alone: all but the security bookkeeping, which records
 * refused calls and failed logins on purpose (the audit trail, login failures, sessions, the
 * device API's rate budgets), and the device alarms and their notifications, which the silence
 * sweep opens on its own timer whatever the call.
 */
const BOOKKEEPING = new Set<unknown>([
  schema.deviceAlarms,
  schema.alarmNotifications,
  // Made by the outbox's delivery loop when it first signs (modules/device-api/outbox.ts): a
  // background write that can land during a later call's check (seen in the scope sweep on CI).
  schema.alarmWebhookSecrets,
  schema.deviceRateWindows,
  schema.auditEvents,
  schema.loginFailures,
  schema.sessions,
  schema.knownLoginAddresses,
]);
const businessTables = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable) && !BOOKKEEPING.has(value),
);

/**
 * A fingerprint of every business table: equal before and after means nothing was written.
 * Per table, the number of rows and the newest row version's transaction id (xmin): an insert
 * or an update makes a row version with a newer transaction id, a delete lowers the count, and a
 * rolled-back write leaves only versions no one sees. It reads no row as text: an md5 of every
 * row, sorted, made the contract's conformance suite twice as long once the demo business grew
 * a ledger and replenishment plans (63 → 130 s on the embedded database). One statement for all
 * tables: the generated bad requests take it twice per call.
 */
export async function databaseDigest(db: Database): Promise<string[]> {
  const perTable = businessTables.map(
    (table) => sql`(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from ${table})`,
  );
  const [row] = await db
    .select({ digests: sql<string[]>`array[${sql.join(perTable, sql`, `)}]` })
    .from(sql`(select 1) as one`);
  return row?.digests ?? [];
}

import { is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import * as schema from '../db/schema';

/**
 * The tables a refused call must leave alone: all but the security bookkeeping, which records
 * refused calls and failed logins on purpose (the audit trail, login failures, sessions), and
 * the device alarms, which the silence sweep opens on its own timer whatever the call.
 */
const BOOKKEEPING = new Set<unknown>([
  schema.deviceAlarms,
  schema.auditEvents,
  schema.loginFailures,
  schema.sessions,
  schema.knownLoginAddresses,
]);
const businessTables = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable) && !BOOKKEEPING.has(value),
);

/**
 * A digest of every row of every business table: equal before and after means nothing was written.
 * One statement for all tables: the generated bad requests take it twice per call, and a
 * statement per table made it most of the server suite's time.
 */
export async function databaseDigest(db: Database): Promise<string[]> {
  const perTable = businessTables.map(
    (table) => sql`(select md5(coalesce(string_agg(${table}::text, ',' order by ${table}::text), '')) from ${table})`,
  );
  const [row] = await db
    .select({ digests: sql<string[]>`array[${sql.join(perTable, sql`, `)}]` })
    .from(sql`(select 1) as one`);
  return row?.digests ?? [];
}

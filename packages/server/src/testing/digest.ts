import { is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import * as schema from '../db/schema';

/**
 * The tables a refused call must leave alone: all but the security bookkeeping, which records
 * refused calls and failed logins on purpose (the audit trail, login failures, sessions).
 */
const BOOKKEEPING = new Set<unknown>([
  schema.auditEvents,
  schema.loginFailures,
  schema.sessions,
  schema.knownLoginAddresses,
]);
const businessTables = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable) && !BOOKKEEPING.has(value),
);

/** A digest of every row of every business table: equal before and after means nothing was written. */
export function databaseDigest(db: Database): Promise<string[]> {
  return Promise.all(
    businessTables.map(async (table) => {
      const [row] = await db
        .select({ digest: sql<string>`md5(coalesce(string_agg(${table}::text, ',' order by ${table}::text), ''))` })
        .from(table);
      return row?.digest ?? '';
    }),
  );
}

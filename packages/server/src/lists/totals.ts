import { Column, count, is, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';

/**
 * What a totals line adds up: a column (its sum), or an aggregate expression the caller built
 * (`sumOf`, or a module's shared figure such as the orders' received money).
 */
export type TotalOf = PgColumn | SQL;

/** The sum of `expression` over the rows `filter` keeps (all when none), 0 over no row. */
export function sumOf(expression: PgColumn | SQL, filter?: SQL): SQL<number> {
  const summed = filter ? sql`sum(${expression}) filter (where ${filter})` : sql`sum(${expression})`;
  return sql<number>`coalesce(${summed}, 0)`.mapWith(Number);
}

/** The count and each sum, as numbers. */
export type Totals<Sums extends Record<string, TotalOf>> = { count: number } & { [Key in keyof Sums]: number };

/**
 * The totals line of a filtered list in one statement: how many rows `where` keeps and each
 * sum over them. The list's page and its totals read the same condition, so they agree.
 */
export async function countAndSums<Sums extends Record<string, TotalOf>>(
  db: Database,
  query: { from: PgTable; where: SQL | undefined; sums: Sums },
): Promise<Totals<Sums>> {
  const fields: Record<string, SQL> = { count: count() };
  for (const [key, total] of Object.entries(query.sums)) {
    fields[key] = is(total, Column) ? sumOf(total) : total;
  }
  const [row] = await db.select(fields).from(query.from).where(query.where);
  // An aggregate answers one row; a bigint sum comes back as text.
  return Object.fromEntries(
    Object.keys(fields).map((key) => [key, Number((row as Record<string, unknown> | undefined)?.[key] ?? 0)]),
  ) as Totals<Sums>;
}

/**
 * The totals of a list put together in memory (from more than one source): each named figure
 * added up over the rows.
 */
export function addUp<Row, Key extends keyof Row & string>(rows: readonly Row[], keys: readonly Key[]) {
  const totals = Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;
  for (const row of rows) for (const key of keys) totals[key] += row[key] as number;
  return totals;
}

/** The word of an export's totals row. */
export const TOTALS_LABEL = '合计';

/**
 * An export's rows: the list as far as the export goes (`maxRows`), then its totals row, which
 * counts every matching row, not only those written.
 */
export function withTotalsRow<Row>(rows: readonly Row[], maxRows: number, totalsRow: Row): Row[] {
  return [...rows.slice(0, maxRows), totalsRow];
}

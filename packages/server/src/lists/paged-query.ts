import { and, count, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../db/database';
import { tableRowCounts } from './tables';

export interface Page<Row> {
  rows: Row[];
  /** Rows of the whole filtered list. */
  total: number;
}

export interface PagedQuery<Fields extends SelectedFields> {
  select: Fields;
  from: PgTable;
  where: SQL | undefined;
  /** Should end with a unique column, so that pages neither repeat nor skip rows. */
  orderBy: (PgColumn | SQL)[];
  /** From 1. */
  page: number;
  size: number;
  /**
   * The columns of `orderBy` when it is exactly these columns, all descending and NOT NULL
   * (KeysetOrder.columns): a deep page is then read from the row at its offset onwards.
   */
  keysetColumns?: PgColumn[];
  /** The table's row count is kept in table_row_counts (migration 0014): it is the unfiltered total. */
  keptCount?: boolean;
}

/**
 * From this offset on, a page first finds its first row by reading only the order's
 * columns (an index-only scan once the table is vacuumed), then reads `size` whole rows
 * from there, instead of reading and dropping every whole row before it.
 */
export const DEEP_PAGE_OFFSET = 1_000;

/** The total of a list: its kept row count when it is the whole table, else a count. */
async function countRows(db: Database, from: PgTable, where: SQL | undefined, keptCount: boolean | undefined) {
  if (keptCount && where === undefined) {
    const [kept] = await db
      .select({ total: tableRowCounts.total })
      .from(tableRowCounts)
      .where(eq(tableRowCounts.tableName, getTableName(from)));
    if (kept) return kept.total;
  }
  const [total] = await db.select({ value: count() }).from(from).where(where);
  return Number(total?.value ?? 0);
}

/** One page of a list, without its total. */
export function pageRows<Fields extends SelectedFields>(
  db: Database,
  { select, from, where, orderBy, page, size, keysetColumns }: PagedQuery<Fields>,
): Promise<SelectResultFields<Fields>[]> {
  // Typed as any selection: drizzle's builder types do not resolve over a type parameter.
  const fields: SelectedFields = select;
  const offset = (page - 1) * size;
  const query =
    keysetColumns && offset >= DEEP_PAGE_OFFSET
      ? db
          .select(fields)
          .from(from)
          .where(and(where, startingAt(from, where, orderBy, keysetColumns, offset)))
          .orderBy(...orderBy)
          .limit(size)
      : db
          .select(fields)
          .from(from)
          .where(where)
          .orderBy(...orderBy)
          .limit(size)
          .offset(offset);
  return query.execute() as Promise<SelectResultFields<Fields>[]>;
}

/** One page of a list and the count of the whole filtered list, read in parallel. */
export async function pagedQuery<Fields extends SelectedFields>(
  db: Database,
  query: PagedQuery<Fields>,
): Promise<Page<SelectResultFields<Fields>>> {
  // The rows' query goes out first.
  const rowsRead = pageRows(db, query);
  const [rows, total] = await Promise.all([rowsRead, countRows(db, query.from, query.where, query.keptCount)]);
  return { rows, total };
}

/**
 * The rows from the one at `offset` onwards: `(columns) <= (the columns of the row at
 * offset)`, in one statement (one snapshot). Beyond the end the subquery finds no row and
 * the comparison with its null holds for none, as OFFSET would return none.
 */
function startingAt(
  from: PgTable,
  where: SQL | undefined,
  orderBy: (PgColumn | SQL)[],
  columns: PgColumn[],
  offset: number,
): SQL {
  const list = sql.join(columns, sql`, `);
  // Inside the subquery the table's name means the subquery's own row.
  return sql`(${list}) <= (select ${list} from ${from}${where ? sql` where ${where}` : sql``} order by ${sql.join(orderBy, sql`, `)} offset ${offset} limit 1)`;
}

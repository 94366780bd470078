import { and, count, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
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

export interface KeptCountPages<Fields extends SelectedFields> {
  select: Fields;
  /** A table whose row count is kept in table_row_counts. */
  from: PgTable;
  orderBy: (PgColumn | SQL)[];
}

/**
 * The unfiltered pages before DEEP_PAGE_OFFSET of a table whose row count is kept (the
 * members page as it opens): the page's rows and the kept count in ONE statement, built
 * once and prepared once per database connection. The same rows and total as `pagedQuery`
 * gives (and from one snapshot); a page past the end, or a table without a kept count,
 * falls back to counting as `pagedQuery` does. Separate statements cost a second
 * round trip and a second connection from the pool, and building the statements with
 * drizzle on every call cost more CPU than the driver's sending and reading them (issue 13's profile).
 */
export function keptCountPages<Fields extends SelectedFields>({ select, from, orderBy }: KeptCountPages<Fields>) {
  const keptTotal = sql<
    number | null
  >`(select ${tableRowCounts.total} from ${tableRowCounts} where ${tableRowCounts.tableName} = ${getTableName(from)})`;
  // Typed as any selection: drizzle's builder types do not resolve over a type parameter.
  const selection: SelectedFields = { row: select as SelectedFieldsFlat, keptTotal: keptTotal.mapWith(Number) };
  const statement = preparedPerDatabase('kept_count_page', (db) =>
    db
      .select(selection)
      .from(from)
      .orderBy(...orderBy)
      .limit(sql.placeholder('size'))
      .offset(sql.placeholder('offset')),
  );
  return async (db: Database, page: number, size: number): Promise<Page<SelectResultFields<Fields>>> => {
    const found = (await statement(db).execute({ size, offset: (page - 1) * size })) as {
      row: SelectResultFields<Fields>;
      keptTotal: number | null;
    }[];
    const rows = found.map((result) => result.row);
    const total = found[0]?.keptTotal;
    return { rows, total: total ?? (await countRows(db, from, undefined, true)) };
  };
}

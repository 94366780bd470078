import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../db/database';

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
}

/** One page of a list and the count of the whole filtered list, read in parallel. */
export async function pagedQuery<Fields extends SelectedFields>(
  db: Database,
  { select, from, where, orderBy, page, size }: PagedQuery<Fields>,
): Promise<Page<SelectResultFields<Fields>>> {
  // Typed as any selection: drizzle's builder types do not resolve over a type parameter.
  const fields: SelectedFields = select;
  const [rows, [total]] = await Promise.all([
    db
      .select(fields)
      .from(from)
      .where(where)
      .orderBy(...orderBy)
      .limit(size)
      .offset((page - 1) * size),
    db.select({ value: count() }).from(from).where(where),
  ]);
  return { rows: rows as SelectResultFields<Fields>[], total: Number(total?.value ?? 0) };
}

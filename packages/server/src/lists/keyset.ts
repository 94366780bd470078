import { desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

/**
 * A total order a list can be read in batch by batch, each batch starting after the last
 * row of the one before (keyset paging: every batch is an index range, where OFFSET would
 * re-read all the rows before it).
 */
export interface KeysetOrder<Place extends Record<string, SQL>> {
  orderBy: SQL[];
  /** Selected beside each row: where the row stands in the order. */
  place: Place;
  /** The rows after the row standing at `place`. */
  after(place: SelectResultFields<Place>): SQL;
  /**
   * The order's columns when they are all descending and NOT NULL: then the rows from the
   * one a subquery finds onwards are `(columns) <= (subquery)`, a range of the index the
   * order is read by (deep pages: lists/paged-query.ts).
   */
  columns?: PgColumn[];
}

/**
 * Descending columns, as an index of drizzle-kit's `.desc()` holds them: DESC NULLS LAST. A
 * plain ORDER BY … DESC puts nulls first, which such an index cannot give: PostgreSQL then
 * sorts the whole table for every page (and every export batch). When all the columns are
 * NOT NULL the two are the same rows in the same order; a nullable column keeps plain DESC.
 */
function descending(columns: PgColumn[], nullsLast: boolean): SQL[] {
  const same = nullsLast && columns.every((column) => column.notNull);
  return columns.map((column) => (same ? sql`${column} desc nulls last` : desc(column)));
}

/**
 * Newest first, then highest id. The time is carried as the database's text: a JS Date
 * would cut microseconds and skip rows. Written as a range on the time plus a tie-break so
 * that a (time desc, id desc) index serves it.
 */
export function newestFirst(
  time: PgColumn,
  id: PgColumn,
  /** The table's (time, id) index is `.desc()` on both: written NULLS LAST to match it. */
  { indexedNullsLast = false }: { indexedNullsLast?: boolean } = {},
) {
  const place = { keysetTime: sql<string>`${time}::text`, keysetId: sql<number>`${id}` };
  return {
    orderBy: descending([time, id], indexedNullsLast),
    place,
    columns: time.notNull && id.notNull ? [time, id] : undefined,
    after({ keysetTime, keysetId }) {
      const at = sql`${keysetTime}::timestamptz`;
      return sql`(${time} <= ${at} and (${time} < ${at} or ${id} < ${keysetId}))`;
    },
  } satisfies KeysetOrder<typeof place>;
}

/** Highest id first: for lists whose ids grow with time. */
export function highestIdFirst(id: PgColumn) {
  const place = { keysetId: sql<number>`${id}` };
  return {
    orderBy: [desc(id)],
    place,
    columns: id.notNull ? [id] : undefined,
    after: ({ keysetId }) => sql`${id} < ${keysetId}`,
  } satisfies KeysetOrder<typeof place>;
}

export interface KeysetBatches<Row, Cursor> {
  /** Up to `limit` rows after `cursor` (from the start when it is undefined). */
  fetch(cursor: Cursor | undefined, limit: number): Promise<Row[]>;
  cursorOf(row: Row): Cursor;
  maxRows: number;
  batchRows?: number;
}

const BATCH_ROWS = 1_000;

/**
 * Batches of rows until the list ends or `maxRows` have been read. A batch is read only
 * when the consumer asks for it, so a consumer that waits for its client reads the
 * database no faster than the client takes the rows.
 */
export async function* keysetBatches<Row, Cursor>({
  fetch,
  cursorOf,
  maxRows,
  batchRows = BATCH_ROWS,
}: KeysetBatches<Row, Cursor>): AsyncGenerator<Row[], void, undefined> {
  let cursor: Cursor | undefined;
  for (let read = 0; read < maxRows;) {
    const batch = await fetch(cursor, Math.min(batchRows, maxRows - read));
    yield batch;
    read += batch.length;
    const last = batch.at(-1);
    if (last) cursor = cursorOf(last);
    if (batch.length < batchRows) break;
  }
}

import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The number of rows of a table, kept by the database itself: statement triggers of
 * migration 0014 add the rows each INSERT made and take away those each DELETE removed
 * (TRUNCATE sets 0), in the same transaction as the write. A list's unfiltered total reads
 * it instead of counting the table on every page; it is never behind a committed write.
 */
export const tableRowCounts = pgTable('table_row_counts', {
  tableName: text('table_name').primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull(),
});

import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { anyContains } from '../db/sql';

/*
 * Keyword search that an index serves without pg_trgm (whose trigrams skip characters its
 * locale does not call letters, and which cannot serve a one- or two-character keyword such
 * as a Chinese surname). Migration 0014 creates two SQL functions:
 *
 * - `text_grams(value)`: every 1-, 2- and 3-character piece of lower(value);
 * - `keyword_grams(keyword)`: lower(keyword) itself when it has at most 3 characters,
 *   otherwise its 3-character pieces.
 *
 * A GIN index on `text_grams(a) || text_grams(b) …` of a table then finds the rows holding
 * every piece of the keyword, which every row whose column contains the keyword does (ILIKE
 * compares lower() of both sides in a UTF-8 database). The plain ILIKE is kept beside it as
 * the exact test, so the rows are those of the plain query, the index only skips the others.
 * Both functions are computed by the database (never in JavaScript), so lower() is the same
 * on both sides.
 */

/** The indexed expression: the pieces of all `columns`. Written the same way in the index and the query. */
export function searchGrams(columns: AnyColumn[]): SQL {
  return sql`(${sql.join(
    columns.map((column) => sql`text_grams(${column})`),
    sql` || `,
  )})`;
}

/**
 * Rows where any of `columns` contains `keyword`, case-insensitively (as `anyContains`),
 * found through the GIN index on `searchGrams(columns)`.
 */
export function anyContainsIndexed(keyword: string, columns: AnyColumn[]): SQL | undefined {
  const exact = anyContains(keyword, columns);
  if (keyword === '') return exact;
  return and(sql`${searchGrams(columns)} @> keyword_grams(${keyword}::text)`, exact);
}

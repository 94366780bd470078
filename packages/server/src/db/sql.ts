import { ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';

/** A LIKE pattern matching `keyword` anywhere; `%`, `_` and `\` in it are searched for literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Rows where any of `columns` contains `keyword`, case-insensitively: a list's keyword filter. */
export function anyContains(keyword: string, columns: AnyColumn[]): SQL | undefined {
  return or(...columns.map((column) => ilike(column, containsPattern(keyword))));
}

import { getTableName, ilike, or, sql, type AnyColumn, type Column, type SQL } from 'drizzle-orm';

/** A LIKE pattern matching `keyword` anywhere; `%`, `_` and `\` in it are searched for literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Rows where any of `columns` contains `keyword`, case-insensitively: a list's keyword filter. */
export function anyContains(keyword: string, columns: AnyColumn[]): SQL | undefined {
  return or(...columns.map((column) => ilike(column, containsPattern(keyword))));
}

/** A column named with its table: inside a subquery it still means the outer row's. */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * `field` of the row whose `key` equals the outer row's `reference`, as a subquery beside
 * each row of a list: `(select t.field from table t where t.key = outer.reference)`. Both
 * sides are qualified, so columns of the same name in the two tables never mix.
 */
export function lookup<Value>(reference: Column, field: Column, key: Column): SQL<Value | null> {
  return sql<Value | null>`(select t.${sql.identifier(field.name)} from ${field.table} t where t.${sql.identifier(key.name)} = ${qualified(reference)})`;
}

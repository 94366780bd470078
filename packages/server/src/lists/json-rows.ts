import { Column, is, sql, type SQL } from 'drizzle-orm';

/**
 * Column types whose JSON form, passed through the column's own mapping, is the value the
 * driver's row gives: numbers JSON holds exactly (integers, serials, float8 in its
 * shortest round-trip form, non-finite ones as strings the mapping parses), text, booleans,
 * JSON itself, and timestamps with a time zone (ISO 8601 with an offset, which `Date` reads
 * to the same millisecond as the driver's text). Not numeric or int8 as bigint: JSON would
 * round them.
 */
const EXACT_IN_JSON = new Set([
  'PgInteger',
  'PgSmallInt',
  'PgSerial',
  'PgSmallSerial',
  'PgBigInt53',
  'PgBigSerial53',
  'PgDoublePrecision',
  'PgText',
  'PgVarchar',
  'PgChar',
  'PgBoolean',
  'PgJson',
  'PgJsonb',
  'PgTimestamp',
]);

function exactInJson(field: unknown): field is Column {
  if (!is(field, Column) || !EXACT_IN_JSON.has(field.columnType)) return false;
  return field.columnType !== 'PgTimestamp' || (field as Column & { withTimezone?: boolean }).withTimezone === true;
}

export interface JsonRowReader {
  /** The row's fields as one JSON array, in the selection's order. */
  column: SQL<unknown>;
  /** The row as the plain selection would have given it. */
  decode(row: unknown): Record<string, unknown>;
}

/**
 * Reading a row as one JSON array instead of its fields: the embedded database's driver
 * decodes every field of every row on its own (PGlite copies each field out of the message),
 * which is most of a large export's time there (issue 13: 100,000 members, 9 fields, read in
 * 1.2 s, as one JSON array each in 0.65 s). Only for a selection whose fields all read back
 * exactly: columns of the types above, plus `extra` fields whose SQL the caller wrote to
 * give text or an int4 (a keyset's place). Any other field: undefined, and the caller selects
 * the fields as they are.
 */
export function jsonRowReader(
  select: Record<string, unknown>,
  extra: Record<string, SQL> = {},
): JsonRowReader | undefined {
  const columns = Object.entries(select);
  if (!columns.every(([, field]) => exactInJson(field))) return undefined;
  const fields: [string, Column | SQL][] = [...(columns as [string, Column][]), ...Object.entries(extra)];
  return {
    column: sql`json_build_array(${sql.join(
      fields.map(([, field]) => sql`${field}`),
      sql`, `,
    )})`,
    decode(row) {
      // node-postgres and PGlite both parse json; a driver that would not, gives the text.
      const values = (typeof row === 'string' ? JSON.parse(row) : row) as unknown[];
      const decoded: Record<string, unknown> = {};
      fields.forEach(([key, field], index) => {
        const value = values[index] ?? null;
        decoded[key] = value === null ? null : is(field, Column) ? field.mapFromDriverValue(value) : value;
      });
      return decoded;
    },
  };
}

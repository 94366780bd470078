import { z } from 'zod';

/*
 * Query strings and URL-encoded form bodies carry text. These field schemas accept the
 * typed value the console holds and the text the wire carries, and give the server typed
 * values; their input type stays precise for the console.
 */

interface IntBounds {
  min?: number;
  max?: number;
}

function boundedInt({ min, max }: IntBounds) {
  let schema = z.int();
  if (min !== undefined) schema = schema.min(min);
  if (max !== undefined) schema = schema.max(max);
  return schema;
}

/** An integer sent as a number or as decimal digits. */
export function intParam(bounds: IntBounds = {}) {
  return z.union([
    boundedInt(bounds),
    z
      .string()
      .regex(/^-?\d{1,15}$/, 'must be an integer')
      .transform(Number)
      .pipe(boundedInt(bounds)),
  ]);
}

/** The enabled flag used throughout the spec: 1 enabled, 0 disabled. */
export const flagParam = z.union([
  z.literal(0),
  z.literal(1),
  z.enum(['0', '1']).transform((text) => (text === '1' ? 1 : 0)),
]);

/**
 * The calendar a request may name: dates, months and instants of years outside it pass the
 * ISO pattern yet are no business day (year 0, or 9999 whose next day is no date), so they
 * are refused as any bad value is, naming the field.
 */
export const CALENDAR_FIRST_YEAR = 1970;
export const CALENDAR_LAST_YEAR = 2999;
export const calendarRules = {
  date: `must be a date from ${CALENDAR_FIRST_YEAR}-01-01 to ${CALENDAR_LAST_YEAR}-12-31`,
  month: `must be a month from ${CALENDAR_FIRST_YEAR}-01 to ${CALENDAR_LAST_YEAR}-12`,
  instant: `must be a time from ${CALENDAR_FIRST_YEAR} to ${CALENDAR_LAST_YEAR}`,
} as const;
const inCalendar = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= CALENDAR_FIRST_YEAR && year <= CALENDAR_LAST_YEAR;
};

/** A calendar date, `YYYY-MM-DD`. */
export const dateParam = z.iso.date().refine(inCalendar, calendarRules.date);

/** A month of the business calendar, `YYYY-MM`. */
export const monthParam = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month, YYYY-MM')
  .refine(inCalendar, calendarRules.month);

/**
 * What no text field may hold: a NUL character (PostgreSQL text cannot store one, nor can a
 * spreadsheet cell). Every endpoint's request is checked for it (`endpoint()`), in every
 * string however deep, so no group has to remember it.
 */
export const NUL_RULE = 'must not contain a NUL character';

function nulPaths(value: unknown, path: PropertyKey[], found: PropertyKey[][]): PropertyKey[][] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulPaths(item, [...path, index], found));
  } else if (typeof value === 'object' && value !== null) {
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null) return found; // a file, a date
    for (const [key, item] of Object.entries(value)) nulPaths(item, [...path, key], found);
  }
  return found;
}

/** The request schema, refusing a NUL character in any of its strings (naming the field). */
export function refusingNulCharacters<Schema extends z.ZodType>(schema: Schema): Schema {
  return schema.superRefine((value, context) => {
    for (const path of nulPaths(value, [], [])) context.addIssue({ code: 'custom', message: NUL_RULE, path });
  });
}

/** A non-empty text field, trimmed. */
export function textParam(maxLength: number) {
  return z.string().trim().min(1, 'must not be empty').max(maxLength);
}

/** Page number and page size of list calls. */
export const pagingParams = {
  page: intParam({ min: 1, max: 100_000 }).default(1),
  size: intParam({ min: 1, max: 100 }).default(10),
};

/** A page of rows with the total count of the filtered list. */
export function pagedRows<Row extends z.ZodType>(row: Row) {
  return z.object({ rows: z.array(row), total: z.int().min(0) });
}

/** An instant, as ISO 8601 text in UTC. */
export const instant = z.iso.datetime().refine(inCalendar, calendarRules.instant);

/** Money is carried as an integer count of minor units (fen / cents) to avoid rounding. */
export const money = z.int();

/**
 * What a file part of a multipart upload looks like to its schema: the console sends a Blob
 * (or File); the server hands over the part it is receiving, which has the same `type`,
 * `name` and `stream()`. Size and content are checked by the server as the bytes arrive.
 */
export interface FilePart {
  readonly type: string;
  readonly name?: string;
  stream(): unknown;
}

function isFilePart(value: unknown): value is FilePart {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FilePart).type === 'string' &&
    typeof (value as FilePart).stream === 'function'
  );
}

/** A required file field of a multipart request. */
export function fileParam(description: string) {
  return z
    .custom<FilePart>(isFilePart, 'must be a file')
    .meta({ type: 'string', format: 'binary', contentMediaType: 'application/octet-stream', description });
}

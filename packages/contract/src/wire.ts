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

/** A calendar date, `YYYY-MM-DD`. */
export const dateParam = z.iso.date();

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
export const instant = z.iso.datetime();

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

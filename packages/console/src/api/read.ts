/*
 * Hand-written readers of answers, with no library: what the first screens of a session read
 * (answers.ts, refusal.ts) checked as zod/mini did, without zod's 17 KB gzip on a list page
 * opened directly (docs/BENCHMARKS.md, "What the members page holds"). A reader returns the
 * value read or throws `Unreadable`; `reader()` turns it into the `safeParse` the client calls (a `DataReader`).
 * answers.test.ts checks them against the contract's schemas.
 */

export type Read<Value> = (value: unknown, path: string) => Value;

class Unreadable extends Error {}

function fail(path: string, expected: string): never {
  throw new Unreadable(`${path || 'data'}: expected ${expected}`);
}

/** The client's reader (`safeParse`) of a read function. */
export function reader<Value>(read: Read<Value>): {
  safeParse(
    data: unknown,
  ): { success: true; data: Value } | { success: false; error: { issues: { message: string }[] } };
} {
  return {
    safeParse(data: unknown) {
      try {
        return { success: true, data: read(data, '') };
      } catch (error) {
        if (!(error instanceof Unreadable)) throw error;
        return { success: false, error: { issues: [{ message: error.message }] } };
      }
    },
  };
}

export const string: Read<string> = (value, path) => (typeof value === 'string' ? value : fail(path, 'text'));

export const boolean: Read<boolean> = (value, path) =>
  typeof value === 'boolean' ? value : fail(path, 'true or false');

export const int: Read<number> = (value, path) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : fail(path, 'an integer');

export function number(min: number, max: number): Read<number> {
  return (value, path) =>
    typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
      ? value
      : fail(path, `a number from ${min} to ${max}`);
}

/** An integer, also when sent as decimal text. */
export const integer: Read<number> = (value, path) =>
  typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value) ? Number(value) : int(value, path);

/** One of the values given. */
export function oneOf<const Value extends string | number>(values: readonly Value[]): Read<Value> {
  return (value, path) =>
    values.includes(value as Value) ? (value as Value) : fail(path, `one of ${values.join(', ')}`);
}

export function optional<Value>(read: Read<Value>): Read<Value | undefined> {
  return (value, path) => (value === undefined ? undefined : read(value, path));
}
export function nullable<Value>(read: Read<Value>): Read<Value | null> {
  return (value, path) => (value === null ? null : read(value, path));
}
export function nullish<Value>(read: Read<Value>): Read<Value | null | undefined> {
  return (value, path) => (value === null || value === undefined ? value : read(value, path));
}

/** A text the console only shows: anything else (absent, null, another type) reads as empty (null). */
export const optionalText: Read<string | null> = (value) => (typeof value === 'string' ? value : null);

/** Data the specification does not show ("not shown"): accepted whatever it is, and not handed on. */
export const unread: Read<null> = () => null;

export const unknown: Read<unknown> = (value) => value;

/** The fields named, each read by its reader; other fields are left out. */
export function object<Shape extends Record<string, Read<unknown>>>(
  shape: Shape,
): Read<{ [Key in keyof Shape]: ReturnType<Shape[Key]> }> {
  return (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(path, 'an object');
    const record = value as Record<string, unknown>;
    const read: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const fieldValue = field(record[key], `${path}.${key}`);
      if (fieldValue !== undefined || key in record) read[key] = fieldValue;
    }
    return read as { [Key in keyof Shape]: ReturnType<Shape[Key]> };
  };
}

export function array<Value>(read: Read<Value>): Read<Value[]> {
  return (value, path) =>
    Array.isArray(value) ? value.map((item, index) => read(item, `${path}[${index}]`)) : fail(path, 'a list');
}

/** An instant as ISO 8601 text in UTC (`2026-11-02T08:30:00.000Z`), as the contract's `instant` (zod's iso.datetime). */
const isoInstant =
  /^\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2\d))T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$/;
const leap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
export const instant: Read<string> = (value, path) =>
  typeof value === 'string' &&
  isoInstant.test(value) &&
  (!value.startsWith('02-29', 5) || leap(Number(value.slice(0, 4))))
    ? value
    : fail(path, 'an instant (ISO 8601, UTC)');

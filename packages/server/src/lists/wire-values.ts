/*
 * The small mappings every module's answers make from stored values to the contract's wire
 * values (docs/ARCHITECTURE.md: instants as ISO text, the spec's 0 / 1 flags).
 */

/** An instant as the contract sends it (ISO text, UTC). */
export const isoTime = (date: Date): string => date.toISOString();

/** An instant that may not have happened yet (a last login, a handling), or null. */
export const isoTimeOrNull = (date: Date | null): string | null => date?.toISOString() ?? null;

/** A row's audit times as the lists send them: createdAt / updatedAt → createTime / updateTime. */
export const withTimes = <Row extends { createdAt: Date; updatedAt: Date | null }>({
  createdAt,
  updatedAt,
  ...row
}: Row) => ({ ...row, createTime: isoTime(createdAt), updateTime: isoTimeOrNull(updatedAt) });

/** A stored flag (an integer, or a boolean a query computed) as the spec's 0 / 1. */
export const flagOf = (value: number | boolean): 0 | 1 => (value === 1 || value === true ? 1 : 0);

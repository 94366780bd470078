import { gte, lt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { addDays, startOfBusinessDay } from '../business-time';

/**
 * The `startTime` / `endTime` filters of a list: business dates, both included, on the
 * column's instant in the business time zone.
 */
export function businessDateRange(column: PgColumn, timeZone: string) {
  return {
    startTime: (date: string) => gte(column, startOfBusinessDay(date, timeZone)),
    endTime: (date: string) => lt(column, startOfBusinessDay(addDays(date, 1), timeZone)),
  };
}

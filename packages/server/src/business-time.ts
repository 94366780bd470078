import { sql, type SQL } from 'drizzle-orm';

/**
 * One formatter per kind and time zone, made once: a new Intl.DateTimeFormat per call costs
 * tens of microseconds and native memory the garbage collector does not see soon enough (an
 * export formatting a time per row grew by gigabytes).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions & { timeZone: string }) {
  const id = `${locale} ${options.timeZone} ${options.hour ?? ''}`;
  let cached = formatters.get(id);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(id, cached);
  }
  return cached;
}

/** Today's date (`YYYY-MM-DD`) on the business calendar. */
export function businessDate(instant: Date, timeZone: string): string {
  return formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The instant a business day starts, computed by the database so that time zone rules stay in one place. */
export function startOfBusinessDay(date: string, timeZone: string): SQL {
  return sql`((${date})::date::timestamp at time zone ${timeZone})`;
}

/** `YYYY-MM-DD HH:mm:ss` on the business clock (docs/SPECIFICATION.md §9's default format). */
export function formatBusinessTime(instant: Date, timeZone: string): string {
  return formatter('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

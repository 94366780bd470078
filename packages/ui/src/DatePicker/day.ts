/*
 * Days as the spec writes them (year-month-day), without date-fns: the trigger and the filter
 * bar show and read them on a page's first paint; the calendar (react-day-picker, date-fns)
 * loads when it is opened.
 */

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A local day as YYYY-MM-DD (date-fns' `format(day, 'yyyy-MM-dd')`). */
export function dayText(day: Date): string {
  return `${String(day.getFullYear()).padStart(4, '0')}-${twoDigits(day.getMonth() + 1)}-${twoDigits(day.getDate())}`;
}

/** YYYY-MM-DD as a local day at midnight, or null when it is not one (2026-02-30, 2026-13-01). */
export function dayOfText(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(year, month - 1, date);
  // The constructor reads years 0-99 as 1900-1999.
  day.setFullYear(year);
  return day.getFullYear() === year && day.getMonth() === month - 1 && day.getDate() === date ? day : null;
}

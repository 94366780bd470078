import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { UiLocale } from '../provider/messages';
import { displayTimeZone } from './displayZone';

dayjs.extend(utc);
dayjs.extend(timezone);

/*
 * The zone every time and day is shown in: the business's (the server's BUSINESS_TIME_ZONE,
 * docs/SPECIFICATION.md), which decides what "today" and a day of a date filter mean, so that
 * an operator on a laptop in another zone reads the same 16:57 of the same day as the server and
 * the spreadsheets. dayjs with its utc and timezone plugins (the IANA data of the browser's Intl)
 * does the arithmetic. Until the console has learnt the zone (or where none is set: stories of the
 * design system) times are shown in the browser's own zone, as before.
 */

/** A dayjs moment in the zone (or the browser's own zone when none is given). */
export function inZone(time: Date | number | string, zone: string | undefined): dayjs.Dayjs {
  return zone ? dayjs(time).tz(zone) : dayjs(time);
}

/** Minutes ahead of UTC in the zone at the instant (Asia/Shanghai: 480). */
export function zoneOffsetMinutes(zone: string, at: Date | number = Date.now()): number {
  return dayjs(at).tz(zone).utcOffset();
}

const HALF_YEAR_MS = 182 * 24 * 60 * 60 * 1000;

/**
 * Whether clocks in the two zones read differently around the instant: now or in half a year
 * (a zone with summer time agrees with another for half the year only). Asia/Shanghai and
 * Asia/Hong_Kong agree; UTC and Asia/Shanghai do not.
 */
export function zonesDiffer(a: string, b: string, at: number = Date.now()): boolean {
  if (a === b) return false;
  return [at, at + HALF_YEAR_MS].some((instant) => zoneOffsetMinutes(a, instant) !== zoneOffsetMinutes(b, instant));
}

/** An offset as people write it: UTC+8, UTC-3:30, UTC. */
export function offsetText(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

const intlLocales = { zh: 'zh-CN', en: 'en-US' } satisfies Record<UiLocale, string>;

/** The zone's name in the locale (none where Intl knows only an offset) and its offset (UTC+8). */
export function timeZoneParts(
  zone: string,
  locale: UiLocale,
  at: Date | number = Date.now(),
): { name: string | undefined; offset: string } {
  const offset = offsetText(zoneOffsetMinutes(zone, at));
  const name = new Intl.DateTimeFormat(intlLocales[locale], { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return { name: name && !/^(GMT|UTC)/.test(name) ? name : undefined, offset };
}

/**
 * The zone's name in the locale with its offset: "中国标准时间 (UTC+8)", "China Standard Time (UTC+8)"
 * (the browser's Intl names the zone); the offset alone where Intl knows no name.
 */
export function timeZoneLabel(zone: string, locale: UiLocale, at: Date | number = Date.now()): string {
  const { name, offset } = timeZoneParts(zone, locale, at);
  return name ? `${name} (${offset})` : offset;
}

/** The calendar day (YYYY-MM-DD) of the instant in the zone (the browser's own when none is given). */
export function dayIn(time: Date | number | string, zone: string | undefined = displayTimeZone()): string {
  return inZone(time, zone).format('YYYY-MM-DD');
}

/**
 * Today in the zone times are shown in, as a local Date at midnight of that calendar day (what
 * the date pickers mark and count from): at 00:30 in Shanghai a browser in UTC is still on
 * yesterday, the business is on today.
 */
export function todayInDisplayZone(
  now: Date | number = Date.now(),
  zone: string | undefined = displayTimeZone(),
): Date {
  const [year, month, date] = dayIn(now, zone).split('-').map(Number) as [number, number, number];
  const day = new Date(year, month - 1, date);
  day.setFullYear(year);
  return day;
}

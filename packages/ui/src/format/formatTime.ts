import dayjs from 'dayjs';
import type { UiLocale } from '../provider/messages';
import { displayTimeZone } from './displayZone';
import { inZone } from './timeZone';

/** The spec's default time format (§9): year-month-day hour:minute:second. */
export const DEFAULT_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relativeWords = {
  zh: {
    justNow: '刚刚',
    minutesAgo: (n: number) => `${n}分钟前`,
    hoursAgo: (n: number) => `${n}小时前`,
    oneDayAgo: '1天前',
  },
  en: {
    justNow: 'just now',
    minutesAgo: (n: number) => (n === 1 ? '1 minute ago' : `${n} minutes ago`),
    hoursAgo: (n: number) => (n === 1 ? '1 hour ago' : `${n} hours ago`),
    oneDayAgo: '1 day ago',
  },
} satisfies Record<UiLocale, unknown>;

export type TimeInput = Date | number | string;

/**
 * A time in the default format, in the zone times are shown in (the business's once the console
 * knows it: timeZone.ts; `timeZone` names another); empty for a missing or invalid time.
 */
export function formatDateTime(
  time: TimeInput | null | undefined,
  format = DEFAULT_TIME_FORMAT,
  timeZone: string | undefined = displayTimeZone(),
): string {
  if (time === null || time === undefined || time === '') return '';
  if (!dayjs(time).isValid()) return '';
  return inZone(time, timeZone).format(format);
}

export interface FormatTimeOptions {
  locale?: UiLocale;
  /** The present moment; injectable so that tests and stories are deterministic. */
  now?: TimeInput;
  /** The zone of a full date (older times); the zone times are shown in by default. */
  timeZone?: string | undefined;
}

/**
 * A time as people say it (docs/SPECIFICATION.md §9): under 30 s "刚刚", then N minutes ago, N hours ago,
 * "1天前" up to two days; older (or future) times as the full date.
 */
export function formatTime(
  time: TimeInput | null | undefined,
  { locale = 'zh', now = Date.now(), timeZone = displayTimeZone() }: FormatTimeOptions = {},
) {
  if (time === null || time === undefined || time === '') return '';
  const parsed = dayjs(time);
  if (!parsed.isValid()) return '';
  const elapsed = dayjs(now).valueOf() - parsed.valueOf();
  const words = relativeWords[locale];
  if (elapsed < 0) return formatDateTime(time, DEFAULT_TIME_FORMAT, timeZone);
  if (elapsed < 30 * SECOND) return words.justNow;
  if (elapsed < HOUR) return words.minutesAgo(Math.ceil(elapsed / MINUTE));
  if (elapsed < DAY) return words.hoursAgo(Math.ceil(elapsed / HOUR));
  if (elapsed < 2 * DAY) return words.oneDayAgo;
  return formatDateTime(time, DEFAULT_TIME_FORMAT, timeZone);
}

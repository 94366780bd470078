import { DEFAULT_TIME_FORMAT, formatDateTime, formatTime } from './formatTime';
import { displayTimeZone, setDisplayTimeZone } from './displayZone';
import { dayIn, offsetText, timeZoneLabel, todayInDisplayZone, zonesDiffer } from './timeZone';

const now = new Date(2026, 10, 21, 12, 0, 0).getTime();
const ago = (ms: number) => now - ms;
const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('formatDateTime', () => {
  it('uses year-month-day hour:minute:second', () => {
    expect(DEFAULT_TIME_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
  });

  it('is empty for missing or invalid times', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatTime', () => {
  it.each([
    [0, '刚刚', 'just now'],
    [29 * s, '刚刚', 'just now'],
    [30 * s, '1分钟前', '1 minute ago'],
    [61 * s, '2分钟前', '2 minutes ago'],
    [59 * m, '59分钟前', '59 minutes ago'],
    [h - 1, '60分钟前', '60 minutes ago'],
    [h, '1小时前', '1 hour ago'],
    [h + 1, '2小时前', '2 hours ago'],
    [d - 1, '24小时前', '24 hours ago'],
    [d, '1天前', '1 day ago'],
    [2 * d - 1, '1天前', '1 day ago'],
  ])('%i ms ago reads "%s" / "%s"', (elapsed, zh, en) => {
    expect(formatTime(ago(elapsed), { now })).toBe(zh);
    expect(formatTime(ago(elapsed), { now, locale: 'en' })).toBe(en);
  });

  it('shows the full date from two days on, and for future times', () => {
    expect(formatTime(ago(2 * d), { now })).toBe('2026-11-19 12:00:00');
    expect(formatTime(now + m, { now, locale: 'en' })).toBe('2026-11-21 12:01:00');
  });

  it('is empty for missing or invalid times', () => {
    expect(formatTime(null, { now })).toBe('');
    expect(formatTime('garbage', { now })).toBe('');
  });
});

describe('times in the business zone', () => {
  // 2026-11-20T16:57:00Z: 00:57 on the 21st in Shanghai, 16:57 on the 20th in UTC.
  const instant = '2026-11-20T16:57:00.000Z';

  afterEach(() => setDisplayTimeZone(undefined));

  it('formats an instant in the zone named, whatever the machine is in', () => {
    expect(formatDateTime(instant, DEFAULT_TIME_FORMAT, 'Asia/Shanghai')).toBe('2026-11-21 00:57:00');
    expect(formatDateTime(instant, DEFAULT_TIME_FORMAT, 'UTC')).toBe('2026-11-20 16:57:00');
    expect(formatDateTime(instant, 'YYYY-MM-DD HH:mm', 'America/New_York')).toBe('2026-11-20 11:57');
    expect(formatDateTime(instant, DEFAULT_TIME_FORMAT, 'Asia/Kolkata')).toBe('2026-11-20 22:27:00');
  });

  it('formats in the zone set for display once it is set', () => {
    setDisplayTimeZone('Asia/Shanghai');
    expect(displayTimeZone()).toBe('Asia/Shanghai');
    expect(formatDateTime(instant)).toBe('2026-11-21 00:57:00');
    expect(formatTime(instant, { now: Date.parse(instant) + 3 * d })).toBe('2026-11-21 00:57:00');
    setDisplayTimeZone('UTC');
    expect(formatDateTime(instant)).toBe('2026-11-20 16:57:00');
  });

  it('ignores a zone the browser does not know (the browser’s own zone then)', () => {
    setDisplayTimeZone('Mars/Olympus_Mons');
    expect(displayTimeZone()).toBeUndefined();
  });

  it('names the day of an instant in the zone, and today for a browser elsewhere', () => {
    // 00:30 in Shanghai on the 21st is still the 20th in UTC.
    const halfPastMidnight = Date.parse('2026-11-20T16:30:00.000Z');
    expect(dayIn(halfPastMidnight, 'Asia/Shanghai')).toBe('2026-11-21');
    expect(dayIn(halfPastMidnight, 'UTC')).toBe('2026-11-20');
    const today = todayInDisplayZone(halfPastMidnight, 'Asia/Shanghai');
    expect([today.getFullYear(), today.getMonth() + 1, today.getDate(), today.getHours()]).toEqual([2026, 11, 21, 0]);
  });

  it('labels a zone with its name and offset in both locales', () => {
    const at = Date.parse(instant);
    expect(timeZoneLabel('Asia/Shanghai', 'en', at)).toBe('China Standard Time (UTC+8)');
    expect(timeZoneLabel('Asia/Shanghai', 'zh', at)).toBe('中国标准时间 (UTC+8)');
    expect(timeZoneLabel('Asia/Kolkata', 'en', at)).toBe('India Standard Time (UTC+5:30)');
    expect(offsetText(0)).toBe('UTC');
    expect(offsetText(-210)).toBe('UTC-3:30');
  });

  it('tells zones apart by their clocks, summer time included', () => {
    const at = Date.parse(instant);
    expect(zonesDiffer('Asia/Shanghai', 'Asia/Shanghai', at)).toBe(false);
    expect(zonesDiffer('Asia/Shanghai', 'Asia/Hong_Kong', at)).toBe(false);
    expect(zonesDiffer('Asia/Shanghai', 'UTC', at)).toBe(true);
    // London agrees with UTC in winter only.
    expect(zonesDiffer('Europe/London', 'UTC', at)).toBe(true);
  });
});

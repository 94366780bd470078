import { DEFAULT_TIME_FORMAT, formatDateTime, formatTime } from './formatTime';

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

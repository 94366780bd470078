import { describe, expect, it } from 'vitest';
import { instantOf, localDateTimeOf } from './DateTimeInput';

describe("the date-time input's values", () => {
  it('shows an instant in local time and hands back the same instant', () => {
    const instant = '2026-11-25T06:30:00.000Z';
    const local = localDateTimeOf(instant);
    expect(local).toMatch(/^2026-11-2\dT\d\d:30$/);
    expect(instantOf(local)).toBe(instant);
  });

  it('reads and writes the clock of the zone named, whatever the machine is in', () => {
    expect(localDateTimeOf('2026-11-25T16:30:00.000Z', 'Asia/Shanghai')).toBe('2026-11-26T00:30');
    expect(instantOf('2026-11-26T00:30', 'Asia/Shanghai')).toBe('2026-11-25T16:30:00.000Z');
    expect(localDateTimeOf('2026-11-25T16:30:00.000Z', 'UTC')).toBe('2026-11-25T16:30');
    expect(instantOf('2026-11-25T16:30', 'UTC')).toBe('2026-11-25T16:30:00.000Z');
  });

  it('treats nothing and nonsense as empty', () => {
    expect(localDateTimeOf('')).toBe('');
    expect(localDateTimeOf('not a time')).toBe('');
    expect(instantOf('')).toBe('');
    expect(instantOf('2026-13-45T99:99')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { instantOf, localDateTimeOf } from './DateTimeInput';

describe("the date-time input's values", () => {
  it('shows an instant in local time and hands back the same instant', () => {
    const instant = '2026-11-25T06:30:00.000Z';
    const local = localDateTimeOf(instant);
    expect(local).toMatch(/^2026-11-2\dT\d\d:30$/);
    expect(instantOf(local)).toBe(instant);
  });

  it('treats nothing and nonsense as empty', () => {
    expect(localDateTimeOf('')).toBe('');
    expect(localDateTimeOf('not a time')).toBe('');
    expect(instantOf('')).toBe('');
    expect(instantOf('2026-13-45T99:99')).toBe('');
  });
});

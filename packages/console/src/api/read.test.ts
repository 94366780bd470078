import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { instant, integer, object, optional, reader, string } from './read';

describe('hand-written readers (read.ts), as zod read', () => {
  it('reads an instant as zod’s iso.datetime does', () => {
    const zod = z.iso.datetime();
    const ours = reader(instant);
    for (const value of [
      '2026-11-02T08:30:00.000Z',
      '2026-11-02T08:30:00Z',
      '2026-11-02T08:30:00.123456Z',
      '2026-11-02T08:30Z',
      '2026-11-02',
      '2026-02-30T08:30:00Z',
      '2026-02-29T00:00:00Z',
      '2024-02-29T00:00:00Z',
      '2000-02-29T00:00:00Z',
      '1900-02-29T00:00:00Z',
      '2026-11-02T08:30:00+02:00',
      '2026-11-02T24:00:00Z',
      '2026-11-02T08:30:00.Z',
      '2026-13-02T08:30:00Z',
      '2026-11-02 08:30:00Z',
      '2026-11-02T08:30:60Z',
      20261102,
      null,
    ]) {
      expect({ value, read: ours.safeParse(value).success }).toEqual({ value, read: zod.safeParse(value).success });
    }
  });

  it('reads an integer sent as text, and refuses other text', () => {
    expect(reader(integer).safeParse(' 42 ')).toEqual({ success: true, data: 42 });
    expect(reader(integer).safeParse('4.2').success).toBe(false);
    expect(reader(integer).safeParse(4.2).success).toBe(false);
  });

  it('leaves out fields it does not name, keeps an absent optional one absent, and says where it failed', () => {
    const read = reader(object({ name: string, note: optional(string) }));
    expect(read.safeParse({ name: 'a', other: 1 })).toEqual({ success: true, data: { name: 'a' } });
    expect(read.safeParse({ name: 1 })).toEqual({
      success: false,
      error: { issues: [{ message: '.name: expected text' }] },
    });
  });
});

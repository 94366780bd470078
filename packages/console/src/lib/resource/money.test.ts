import { describe, expect, it } from 'vitest';
import { majorUnitsText, minorUnitsOf } from './money';

describe('money fields', () => {
  it.each([
    ['3.5', 350],
    ['3.50', 350],
    ['0', 0],
    [' 12 ', 1_200],
    ['0.01', 1],
    ['9999999.99', 999_999_999],
  ])('reads %j as %d minor units', (text, minor) => {
    expect(minorUnitsOf(text)).toBe(minor);
  });

  it.each(['', '1.234', '-1', '1,5', 'abc', '1e3', '.5', '12345678'])('refuses %j', (text) => {
    expect(minorUnitsOf(text)).toBeUndefined();
  });

  it.each([
    ['-3.5', -350],
    ['+12.05', 1_205],
    ['7', 700],
    [' -0.01 ', -1],
  ])('reads signed %j as %d minor units', (text, minor) => {
    expect(minorUnitsOf(text, { signed: true })).toBe(minor);
  });

  it.each(['-', '--1', '-1.234', '- 1', '1-', '-1e2', '-12345678'])('refuses signed %j', (text) => {
    expect(minorUnitsOf(text, { signed: true })).toBeUndefined();
  });

  it('shows minor units with two decimals, and nothing for none', () => {
    expect([majorUnitsText(350), majorUnitsText(5), majorUnitsText(0), majorUnitsText(null)]).toEqual([
      '3.50',
      '0.05',
      '0.00',
      '',
    ]);
    for (const minor of [0, 1, 99, 100, 12_345, 999_999_999]) expect(minorUnitsOf(majorUnitsText(minor))).toBe(minor);
  });
});

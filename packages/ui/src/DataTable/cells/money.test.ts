import { formatMoney, includedGst } from './money';

describe('formatMoney', () => {
  it.each([
    [0, 'AUD', 'A$0.00'],
    [5, 'AUD', 'A$0.05'],
    [100, 'CNY', '¥1.00'],
    [123456, 'AUD', 'A$1,234.56'],
    [123456789, 'CNY', '¥1,234,567.89'],
    [-2550, 'AUD', '-A$25.50'],
    [-7, 'CNY', '-¥0.07'],
    [100000000, 'CNY', '¥1,000,000.00'],
  ] as const)('%i %s minor units read "%s"', (amount, currency, text) => {
    expect(formatMoney(amount, currency)).toBe(text);
  });

  it('keeps exact cents where floating point would not', () => {
    // 0.1 + 0.2 style errors cannot appear: 1999 + 1 minor units is exactly 20.00.
    expect(formatMoney(1999 + 1, 'AUD')).toBe('A$20.00');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'CNY')).toBe('¥90,071,992,547,409.91');
  });

  it('rounds a fractional amount to the nearest minor unit', () => {
    expect(formatMoney(10.6, 'AUD')).toBe('A$0.11');
    expect(formatMoney(10.4, 'AUD')).toBe('A$0.10');
  });

  it('is empty for a missing or non-finite amount', () => {
    expect(formatMoney(null, 'AUD')).toBe('');
    expect(formatMoney(undefined, 'CNY')).toBe('');
    expect(formatMoney(Number.NaN, 'CNY')).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'AUD')).toBe('');
  });
});

describe('includedGst', () => {
  it('takes the GST out of an inclusive amount', () => {
    expect(includedGst(11000, 0.1)).toBe(1000);
    expect(includedGst(1999, 0.1)).toBe(182);
    expect(includedGst(0, 0.1)).toBe(0);
  });
});

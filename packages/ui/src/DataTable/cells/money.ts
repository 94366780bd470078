/** The currencies the business handles (docs/SPECIFICATION.md §9: AUD and yuan). */
export type Currency = 'AUD' | 'CNY';

const currencySymbols: Record<Currency, string> = { AUD: 'A$', CNY: '¥' };

/**
 * An amount held as integer minor units (cents / fen) shown with two decimals, grouped by
 * thousands: 123456 AUD -> "A$1,234.56". Integer arithmetic only, so no float rounding
 * creeps in; a fractional input is rounded to the nearest minor unit. Empty for a missing or
 * non-finite amount.
 */
export function formatMoney(minorUnits: number | null | undefined, currency: Currency): string {
  if (minorUnits === null || minorUnits === undefined || !Number.isFinite(minorUnits)) return '';
  const rounded = Math.round(minorUnits);
  const sign = rounded < 0 ? '-' : '';
  const absolute = Math.abs(rounded);
  const major = Math.floor(absolute / 100);
  const minor = absolute % 100;
  const grouped = String(major).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${currencySymbols[currency]}${grouped}.${String(minor).padStart(2, '0')}`;
}

/**
 * The GST contained in a GST-inclusive amount, in minor units: amount × rate / (1 + rate),
 * rounded. The rate is the caller's (the spec does not fix it; Australia's is 0.1).
 */
export function includedGst(inclusiveMinorUnits: number, rate: number): number {
  return Math.round((inclusiveMinorUnits * rate) / (1 + rate));
}

/*
 * Money is carried as integer minor units (fen / cents); people type it in major units with at
 * most two decimals. The form's `money` control holds the typed text and sends minor units.
 */

/** Major units with at most two decimals, up to 9 999 999.99. */
export const MAJOR_UNITS = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * The minor units of typed major units (`'3.5'` → 350); undefined when it is not an amount.
 * `signed`: a leading `-` or `+` is allowed (an adjustment: `'-3.5'` → −350).
 */
export function minorUnitsOf(text: string, { signed = false }: { signed?: boolean } = {}): number | undefined {
  const trimmed = text.trim();
  const sign = signed && /^[-+]/.test(trimmed) ? trimmed.charAt(0) : '';
  const unsigned = trimmed.slice(sign.length);
  if (!MAJOR_UNITS.test(unsigned)) return undefined;
  const [whole = '0', fraction = ''] = unsigned.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -minor : minor;
}

/** Minor units as the text a money field starts with (350 → `'3.50'`); empty for none. */
export function majorUnitsText(minor: unknown): string {
  if (typeof minor !== 'number' || !Number.isInteger(minor)) return '';
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

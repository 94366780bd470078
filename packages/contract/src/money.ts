/*
 * Money constants without schemas, so the console's first bundle can read them without zod.
 * Money itself travels as integer minor units (wire.ts `money`).
 */

/** The currencies the business may keep its books in (docs/SPECIFICATION.md §9). */
export const currencies = ['CNY', 'AUD'] as const;
export type CurrencyCode = (typeof currencies)[number];

/** Until staff choose otherwise: yuan, no GST (percent). */
export const DEFAULT_MONEY_SETTINGS: { currency: CurrencyCode; gstRate: number } = { currency: 'CNY', gstRate: 0 };

/** Until staff choose otherwise: a manual balance adjustment above ¥500 waits for a second administrator. */
export const DEFAULT_ADJUSTMENT_APPROVAL_LIMIT = 50_000;

/**
 * The currency's name where a label or an export header names it: 元 in Chinese for yuan,
 * else the code (CNY, AUD). The server's export headers and the console's labels read it.
 */
export const currencyUnit = (currency: CurrencyCode, language: 'zh' | 'en' = 'zh') =>
  language === 'zh' && currency === 'CNY' ? '元' : currency;

import {
  DEFAULT_ADJUSTMENT_APPROVAL_LIMIT,
  DEFAULT_MONEY_SETTINGS,
  currencies,
  currencyUnit,
  type CurrencyCode,
} from '@vending/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Transaction } from '../../lists/transition';
import { systemSettings } from './tables';

/** The keys of `system_settings` rows. */
export const SettingKeys = {
  money: 'money',
  serviceContact: 'serviceContact',
  sendGoodsPic: 'sendGoodsPic',
  shortage: 'shortage',
  alarmWebhook: 'alarmWebhook',
} as const;

export interface MoneySettingsValue {
  currency: CurrencyCode;
  /** GST in basis points (10 % → 1000). */
  gstBasisPoints: number;
  /** A manual balance adjustment above this (minor units) waits for a second administrator. */
  adjustmentApprovalLimit: number;
}

const isCurrency = (value: unknown): value is CurrencyCode => currencies.includes(value as CurrencyCode);

/** The currency and GST rate in force; the defaults until staff have saved them. */
export async function readMoneySettings(db: Database | Transaction): Promise<MoneySettingsValue> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, SettingKeys.money));
  const value = (row?.value ?? {}) as Partial<Record<keyof MoneySettingsValue, unknown>>;
  return {
    currency: isCurrency(value.currency) ? value.currency : DEFAULT_MONEY_SETTINGS.currency,
    gstBasisPoints:
      typeof value.gstBasisPoints === 'number' ? value.gstBasisPoints : DEFAULT_MONEY_SETTINGS.gstRate * 100,
    adjustmentApprovalLimit:
      typeof value.adjustmentApprovalLimit === 'number'
        ? value.adjustmentApprovalLimit
        : DEFAULT_ADJUSTMENT_APPROVAL_LIMIT,
  };
}

/** The GST contained in a GST-inclusive amount: amount × rate / (1 + rate), rounded to a minor unit. */
export function includedGst(inclusiveMinorUnits: number, gstBasisPoints: number): number {
  return Math.round((inclusiveMinorUnits * gstBasisPoints) / (10_000 + gstBasisPoints));
}

/** A money amount for a spreadsheet cell: major units (yuan, dollars). */
export const majorUnits = (minorUnits: number) => minorUnits / 100;

/** The currency's name for a column header: 元 or AUD. */
export const currencyHeader = (currency: CurrencyCode) => currencyUnit(currency);

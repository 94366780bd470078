import {
  DEFAULT_EXPIRY_WARNING_DAYS,
  DEFAULT_SHORTAGE_THRESHOLD,
  DEFAULT_STUCK_ORDER_MINUTES,
  DEFAULT_TEMPERATURE_RETENTION_DAYS,
  type SlotExpiryState,
} from '@vending/contract';
import { eq, sql } from 'drizzle-orm';
import { addDays, businessDate } from '../../business-time';
import type { Database } from '../../db/database';
import { SettingKeys } from './money';
import { systemSettings } from './tables';

/**
 * What 缺货商品设置 keeps under its key: the global threshold, the expiry warning days, the
 * minutes that make an order stuck (卡单) and the days of temperature history kept.
 */
async function readShortageValue(db: Database): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, SettingKeys.shortage));
  const value = row?.value;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
const wholeOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

/** The global low-stock threshold (缺货商品设置); the default until staff have saved one. */
export async function readShortageThreshold(db: Database): Promise<number> {
  return wholeOr((await readShortageValue(db)).threshold, DEFAULT_SHORTAGE_THRESHOLD);
}

/** The days before its expiry date a batch counts as 临期 (缺货商品设置); the default until saved. */
export async function readExpiryWarningDays(db: Database): Promise<number> {
  return wholeOr((await readShortageValue(db)).expiryWarningDays, DEFAULT_EXPIRY_WARNING_DAYS);
}

/** The minutes in 处理中 after its payment that make an order stuck (卡单); the default until saved. */
export async function readStuckOrderMinutes(db: Database): Promise<number> {
  return wholeOr((await readShortageValue(db)).stuckOrderMinutes, DEFAULT_STUCK_ORDER_MINUTES);
}

/** The days of heartbeats' temperatures the hourly sweep keeps; the default until saved. */
export async function readTemperatureRetentionDays(db: Database): Promise<number> {
  return wholeOr((await readShortageValue(db)).temperatureRetentionDays, DEFAULT_TEMPERATURE_RETENTION_DAYS);
}

/**
 * The business day expiry is judged on, and the last day a batch is 临期 rather than fine: a
 * batch is 过期 when its date is before `today`, 临期 when it is `today` … `lastWarningDay`.
 */
export interface ExpiryWindow {
  today: string;
  lastWarningDay: string;
}

export async function readExpiryWindow(db: Database, now: Date, timeZone: string): Promise<ExpiryWindow> {
  const today = businessDate(now, timeZone);
  return { today, lastWarningDay: addDays(today, await readExpiryWarningDays(db)) };
}

/**
 * The rule in plain code: a slot with items and a batch date is 过期, 临期 or neither (the same rule
 * in SQL: equipment/slot-rules.ts slotExpirySql).
 */
export function expiryStateOf(
  slot: { stock: number; expiryDate: string | null },
  window: ExpiryWindow,
): SlotExpiryState | null {
  if (slot.stock <= 0 || slot.expiryDate === null) return null;
  if (slot.expiryDate < window.today) return 'expired';
  return slot.expiryDate <= window.lastWarningDay ? 'expiring' : null;
}

/**
 * The stuck-order minutes in force (orders/stuck.ts), read inside the statement itself (the
 * default until staff save one).
 */
export const stuckOrderMinutesSql = sql`coalesce((select case when jsonb_typeof(${systemSettings.value}->'stuckOrderMinutes') = 'number'
  then (${systemSettings.value}->>'stuckOrderMinutes')::int end
  from ${systemSettings} where ${systemSettings.key} = ${SettingKeys.shortage}), ${sql.raw(String(DEFAULT_STUCK_ORDER_MINUTES))})`;

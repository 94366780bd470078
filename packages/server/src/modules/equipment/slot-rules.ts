import type { SlotExpiryState } from '@vending/contract';
import { sql, type SQL } from 'drizzle-orm';
import { goods } from '../goods';
import type { ExpiryWindow } from '../settings';
import { deviceSlots } from './tables';

/*
 * The slot rules in SQL, over this module's `device_slots`: the settings module keeps the
 * numbers staff save (缺货商品设置: the global threshold, the expiry warning days) and the rule in
 * plain code (settings/shortage.ts expiryStateOf); the device list, the plan, 缺货商品设置's slot
 * list and the dashboard judge slots with these.
 */

/** The threshold a slot is judged by: its goods' own, else the global one. Needs `goods` joined. */
export const slotThreshold = (globalThreshold: number) =>
  sql<number>`coalesce(${goods.lowStockThreshold}, ${globalThreshold}::int)`;

/**
 * The one rule of the dashboard and of 缺货商品设置: a slot holding goods is short when its stock
 * is below its threshold. Needs `device_slots` and `goods` (left) joined.
 */
export const slotIsShort = (globalThreshold: number): SQL =>
  sql`(${goods.id} is not null and ${deviceSlots.stock} < ${slotThreshold(globalThreshold)})`;

/**
 * The same rule in SQL, over the columns of a slot (`device_slots`, or an alias's): the device
 * list, the dashboard and the plan count with it.
 */
export function slotExpirySql(
  state: SlotExpiryState,
  window: ExpiryWindow,
  columns: { stock: SQL | typeof deviceSlots.stock; expiryDate: SQL | typeof deviceSlots.expiryDate } = deviceSlots,
): SQL {
  const held = sql`${columns.stock} > 0 and ${columns.expiryDate} is not null`;
  return state === 'expired'
    ? sql`(${held} and ${columns.expiryDate} < ${window.today}::date)`
    : sql`(${held} and ${columns.expiryDate} >= ${window.today}::date and ${columns.expiryDate} <= ${window.lastWarningDay}::date)`;
}

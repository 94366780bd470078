import { DEFAULT_SHORTAGE_THRESHOLD } from '@vending/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { deviceSlots } from '../equipment/tables';
import { goods } from '../goods/tables';
import { SettingKeys } from './money';
import { systemSettings } from './tables';

/** The global low-stock threshold (缺货商品设置); the default until staff have saved one. */
export async function readShortageThreshold(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, SettingKeys.shortage));
  const threshold = (row?.value as { threshold?: unknown } | undefined)?.threshold;
  return typeof threshold === 'number' && Number.isInteger(threshold) ? threshold : DEFAULT_SHORTAGE_THRESHOLD;
}

/** The threshold a slot is judged by: its goods' own, else the global one. Needs `goods` joined. */
export const slotThreshold = (globalThreshold: number) =>
  sql<number>`coalesce(${goods.lowStockThreshold}, ${globalThreshold}::int)`;

/**
 * The one rule of the dashboard and of 缺货商品设置: a slot holding goods is short when its stock
 * is below its threshold. Needs `device_slots` and `goods` (left) joined.
 */
export const slotIsShort = (globalThreshold: number): SQL =>
  sql`(${goods.id} is not null and ${deviceSlots.stock} < ${slotThreshold(globalThreshold)})`;

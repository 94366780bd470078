import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../lists/transition';
import { deviceSlots } from '../equipment';
import { goods } from '../goods';

/** One line of a vend as the device reported it, with the goods its slot sells. */
export interface VendLine {
  slotNo: number;
  goodsId: number;
  goodsName: string;
  quantity: number;
  unitPrice: number;
}

/** The order number of a vend: V, the device's id and its own number keep it unique and readable. */
export function vendOrderNo(deviceId: number, deviceOrderNo: string): string {
  return `V${deviceId}-${deviceOrderNo}`;
}

/**
 * Takes sold items from the slots: never below zero (a machine that sold what the records did
 * not have had more than they said; the records follow the machine down to zero).
 */
export async function takeFromSlots(tx: Transaction, deviceId: number, lines: { slotNo: number; quantity: number }[]) {
  const after: { slotNo: number; stock: number }[] = [];
  for (const line of lines) {
    const [slot] = await tx
      .update(deviceSlots)
      .set({ stock: sql`greatest(${deviceSlots.stock} - ${line.quantity}, 0)` })
      .where(and(eq(deviceSlots.deviceId, deviceId), eq(deviceSlots.slotNo, line.slotNo)))
      .returning({ slotNo: deviceSlots.slotNo, stock: deviceSlots.stock });
    if (slot) after.push(slot);
  }
  return after;
}

/** The slots of a device that the lines name, with their goods. */
export async function slotGoods(tx: Transaction, deviceId: number) {
  return tx
    .select({
      slotNo: deviceSlots.slotNo,
      stock: deviceSlots.stock,
      capacity: deviceSlots.capacity,
      goodsId: goods.id,
      goodsName: goods.goodsName,
    })
    .from(deviceSlots)
    .leftJoin(goods, eq(goods.id, deviceSlots.goodsId))
    .where(eq(deviceSlots.deviceId, deviceId));
}

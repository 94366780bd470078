import { orderFlow } from '@vending/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../lists/transition';
import { deviceSlots } from '../equipment';
import { goods } from '../goods';
import { refundOrder, type RefundStarted, orders } from '../orders';
import { orderEvents } from '../orders/tables';

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

/** The reason an order is cancelled with when the machine took the money and dispensed nothing. */
export const DISPENSE_FAILED_REASON = '设备出货失败，原路退款';

/**
 * The one place an order is cancelled after a failed dispense: cancelled by the machine with
 * the reason (`refund_due` records that the machine owed the money back), and refunded whole
 * by `refundOrder` in the same transaction. A balance payment is back at once; any other is a
 * `refunding` refund that the caller hands to the payment channel (`sendRefund`) after the commit.
 */
export async function markOrderForRefund(
  tx: Transaction,
  orderId: number,
  reason: string,
  at: Date,
): Promise<RefundStarted> {
  const { completed, cancelled } = orderFlow.values;
  const full = reason ? `${DISPENSE_FAILED_REASON}：${reason}` : DISPENSE_FAILED_REASON;
  await tx
    .update(orders)
    .set({ status: cancelled, refundDue: 1, cancelReason: full, handledAt: at })
    .where(eq(orders.id, orderId));
  await tx.insert(orderEvents).values({ orderId, fromStatus: completed, toStatus: cancelled, reason: full, at });
  return refundOrder(tx, { orderId, reason: full, managerId: null, at });
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

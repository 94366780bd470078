import { orderFlow } from '@vending/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../lists/transition';
import { deviceSlots } from '../equipment/tables';
import { goods } from '../goods/tables';
import { attributionOf, insertOrderLines, recordPayment, refundOrder, type RefundStarted } from '../orders/money';
import { orderEvents, orders } from '../orders/tables';
import { includedGst, readMoneySettings } from '../settings/money';

/** One line of a vend as the device reported it, with the goods its slot sells. */
export interface VendLine {
  slotNo: number;
  goodsId: number;
  goodsName: string;
  quantity: number;
  unitPrice: number;
}

export interface VendOrderInput {
  deviceId: number;
  deviceOrderNo: string;
  paymentMethod: number;
  paidAt: Date;
  /** When the server recorded it. */
  at: Date;
  lines: VendLine[];
}

/** The order number of a vend: V, the device's id and its own number keep it unique and readable. */
export function vendOrderNo(deviceId: number, deviceOrderNo: string): string {
  return `V${deviceId}-${deviceOrderNo}`;
}

/**
 * The one place an order is made from a device's vend. Inside the caller's transaction: the
 * order with who earned it (the device's merchant, agent and share rate now) and its currency,
 * its lines and history (paid, then completed by the machine), and the payment's ledger entry. Answers null when the device's number was already
 * recorded, so that a replay, even a concurrent one, makes nothing: the unique indexes on the
 * order number and on (device, device order number) let one insert through and the others do
 * nothing.
 */
export async function createVendOrder(tx: Transaction, vend: VendOrderInput): Promise<{ orderId: number } | null> {
  const amount = vend.lines.reduce((total, line) => total + line.unitPrice * line.quantity, 0);
  const money = await readMoneySettings(tx);
  const { processing, completed } = orderFlow.values;
  const [created] = await tx
    .insert(orders)
    .values({
      orderNo: vendOrderNo(vend.deviceId, vend.deviceOrderNo),
      deviceId: vend.deviceId,
      deviceOrderNo: vend.deviceOrderNo,
      memberId: null,
      amount,
      gst: includedGst(amount, money.gstBasisPoints),
      paymentMethod: vend.paymentMethod,
      status: completed,
      createdAt: vend.paidAt,
      paidAt: vend.paidAt,
      currency: money.currency,
      ...(await attributionOf(tx, vend.deviceId)),
    })
    // No target: the order number is made of the device and its number, so a concurrent replay
    // may meet the first one's row on either unique index (order_no is checked first); with the
    // one index as target, a replay that met order_no answered a 500.
    .onConflictDoNothing()
    .returning({ orderId: orders.id });
  if (!created) return null;
  await insertOrderLines(
    tx,
    created.orderId,
    vend.lines.map((line) => ({ ...line, price: line.unitPrice })),
  );
  await tx.insert(orderEvents).values([
    { orderId: created.orderId, fromStatus: null, toStatus: processing, at: vend.paidAt },
    { orderId: created.orderId, fromStatus: processing, toStatus: completed, at: vend.at },
  ]);
  await recordPayment(tx, {
    orderId: created.orderId,
    memberId: null,
    method: vend.paymentMethod,
    amount,
    currency: money.currency,
    at: vend.paidAt,
  });
  return created;
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

import { orderFlow } from '@vending/contract';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../lists/transition';
import { refundOrder, type RefundStarted } from './money';
import { orderEvents, orders } from './tables';

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

import { refundStates, type OrderDetail } from '@vending/contract';

/** A refund that counts against what is left: all but a failed one (the server's rule). */
export const isLive = (refund: OrderDetail['refunds'][number]) => refund.status !== refundStates.failed;

/** What is paid and not refunded or on its way back. */
export function amountLeftToRefund(order: Pick<OrderDetail, 'amount' | 'refunds'>): number {
  return order.amount - order.refunds.filter(isLive).reduce((total, refund) => total + refund.amount, 0);
}

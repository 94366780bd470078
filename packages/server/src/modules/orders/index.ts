export { orderLines, orders } from './tables';
export { receivedFigures } from './received';
export { isStuckOrder, stuckOrderSql } from './stuck';
export { SimulatedRefundChannel } from './refund-channel';
export type { RefundChannel } from './refund-channel';
export { createPaidOrder, PaymentRefused, refundOrder, sendRefund } from './money';
export type { RefundStarted } from './money';
export { newestOrdersOfMember, orderNoOf } from './of-member';
export { completedSalesOfDevices } from './plan-sales';

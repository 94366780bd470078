import { z } from 'zod';
import { endpoint, xlsxFile } from '../endpoint';
import { dateRangeInOrder, dateRangeMessage, recordId } from '../fields';
import { flowTransitionRequest } from '../flowRequests';
import { orderFlow } from '../statusFlows';
import { dateParam, flagParam, instant, intParam, money, pagedRows, pagingParams, textParam } from '../wire';

// Orders (订单管理): what members bought at the devices, its payment and its history.

export const orderFilters = {
  /** Part of the order number, or of the member's name or phone. */
  keyword: textParam(50).optional(),
  /** A state of the order flow, as its number. */
  status: intParam({ min: 1, max: 4 }).optional(),
  deviceId: recordId.optional(),
  /** A payment method, as its number (orderPaymentMethods: 4 is the member's balance). */
  method: intParam({ min: 1, max: 4 }).optional(),
  /** Date range of ordering, inclusive, in the business time zone. */
  startTime: dateParam.optional(),
  endTime: dateParam.optional(),
  /**
   * 1: only stuck orders (卡单: 处理中 longer than the stuck-order minutes of 缺货商品设置 since
   * payment); 0: none of them.
   */
  stuck: flagParam.optional(),
};
export const orderListRequest = z
  .strictObject({ ...orderFilters, ...pagingParams })
  .refine(dateRangeInOrder, dateRangeMessage);
export const orderExportRequest = z.strictObject(orderFilters).refine(dateRangeInOrder, dateRangeMessage);

export const orderRow = z.object({
  orderId: z.int(),
  orderNo: z.string(),
  /** The member; null for a guest purchase (paid at the machine). */
  userId: z.int().nullable(),
  nickName: z.string().nullable(),
  deviceNo: z.string().nullable(),
  deviceName: z.string().nullable(),
  /** The first line's goods and quantity; `lineCount` says how many lines there are. */
  firstGoods: z.string(),
  firstQuantity: z.int(),
  lineCount: z.int(),
  /** What the member paid, GST included, in minor units. */
  amount: money,
  /** The GST contained in `amount`. */
  gst: money,
  method: z.int(),
  status: z.int(),
  createTime: instant,
  paidTime: instant.nullable(),
  /** 卡单: still 处理中 longer than the stuck-order minutes after payment; it may be resolved. */
  stuck: z.boolean(),
});
export type OrderRow = z.infer<typeof orderRow>;

/**
 * Of every order the filter matches, not only the page shown, each saying what it counts
 * (the one rule of orders/received.ts on the server, shared with the dashboard):
 * `received` is the money received (paid orders, less what was refunded), `receivedGst` the
 * GST within it, `unpaid` the amount of orders not paid yet, `refunded` what went back.
 */
export const orderTotals = z.object({
  count: z.int(),
  received: money,
  receivedGst: money,
  unpaid: money,
  refunded: money,
});

export const orderLine = z.object({
  lineNo: z.int(),
  goodsId: z.int(),
  goodsName: z.string(),
  price: money,
  quantity: z.int(),
  amount: money,
});

/** One status the order passed into: by whom (null for the member or the machine) and why. */
export const orderEvent = z.object({
  fromStatus: z.int().nullable(),
  toStatus: z.int(),
  handledBy: z.string().nullable(),
  reason: z.string().nullable(),
  time: instant,
});

/** One refund of the order: how much, which lines (null: the whole order), in which state. */
export const orderRefund = z.object({
  refundId: z.int(),
  amount: money,
  /** orderPaymentMethods: where the money went back (4: the member's balance). */
  method: z.int(),
  /** refundStates: 1 refunding (at the payment channel), 2 refunded, 3 failed (may be retried). */
  status: z.int(),
  lines: z.array(z.object({ lineNo: z.int(), quantity: z.int(), amount: money })).nullable(),
  reason: z.string(),
  /** The channel's words when it failed. */
  failure: z.string().nullable(),
  attempts: z.int(),
  createdBy: z.string().nullable(),
  createTime: instant,
  finishedTime: instant.nullable(),
});
export type OrderRefund = z.infer<typeof orderRefund>;

export const orderDetail = orderRow.extend({
  phone: z.string().nullable(),
  deviceAddress: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Who earned it, as recorded when it was made. */
  merchantName: z.string().nullable(),
  agentName: z.string().nullable(),
  shareBasisPoints: z.int().nullable(),
  currency: z.string(),
  /** What succeeded refunds gave back. */
  refunded: money,
  lines: z.array(orderLine),
  events: z.array(orderEvent),
  refunds: z.array(orderRefund),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const transitOrderRequest = flowTransitionRequest(orderFlow, 'orderId');

/** `lineNo:quantity` pairs, comma-separated (`1:2,3:1`): the lines a refund takes. */
export const refundLinesParam = z
  .string()
  .regex(/^\d{1,3}:\d{1,4}(,\d{1,3}:\d{1,4}){0,49}$/, 'must be lineNo:quantity pairs, comma-separated');

export const refundOrderRequest = z.strictObject({
  orderId: recordId,
  reason: textParam(200),
  /** Absent: all of the order not refunded yet. */
  lines: refundLinesParam.optional(),
});

export const retryOrderRefundRequest = z.strictObject({ refundId: recordId });

/** How staff resolve a stuck order: it was dispensed after all (出货成功), or it is refunded whole (退款). */
export const stuckOrderOutcomes = ['completed', 'refunded'] as const;
export type StuckOrderOutcome = (typeof stuckOrderOutcomes)[number];
export const resolveStuckOrderRequest = z.strictObject({
  orderId: recordId,
  outcome: z.enum(stuckOrderOutcomes),
  note: textParam(200),
});

export const orderEndpoints = {
  getOrderList: endpoint({
    method: 'GET',
    path: '/api/equipment-order/back/getOrderList',
    encoding: 'query',
    request: orderListRequest,
    data: pagedRows(orderRow).extend({ totals: orderTotals }),
    menu: '订单列表',
    summary:
      'Orders, newest first, filtered by order or member keyword, status, device, payment method and dates, with the totals (amount, GST) of every matching order.',
  }),
  getOrderListExcle: endpoint({
    method: 'GET',
    path: '/api/equipment-order/back/getOrderListExcle',
    encoding: 'query',
    request: orderExportRequest,
    data: xlsxFile,
    menu: '订单列表',
    summary:
      'The filtered order list as an .xlsx file, one row per order (its amount, GST, received and refunded), then a totals row (合计) of every matching order.',
  }),
  getOrderDetail: endpoint({
    method: 'GET',
    path: '/api/equipment-order/back/getOrderDetail',
    encoding: 'query',
    request: z.strictObject({ orderId: recordId }),
    data: orderDetail,
    menu: '订单列表',
    summary: 'One order: header, lines, payment and the history of its statuses.',
  }),
  transitOrder: endpoint({
    method: 'POST',
    path: '/api/equipment-order/back/transitOrder',
    encoding: 'form',
    request: transitOrderRequest,
    data: z.null(),
    menu: '订单列表',
    summary:
      'Confirm a paid order as completed (dispensed), or cancel an unpaid or paid one with a reason (a paid one is refunded whole: to the balance, or through the payment channel); any other move is refused.',
  }),
  refundOrder: endpoint({
    method: 'POST',
    path: '/api/equipment-order/back/refundOrder',
    encoding: 'form',
    request: refundOrderRequest,
    data: z.object({ refundId: z.int(), amount: money, status: z.int() }),
    menu: '订单列表',
    summary:
      'Refund a paid order, whole or chosen lines, with a reason: paid by balance, back to the balance at once; paid another way, through the payment channel (refunding, then refunded or failed).',
  }),
  resolveStuckOrder: endpoint({
    method: 'POST',
    path: '/api/equipment-order/back/resolveStuckOrder',
    encoding: 'form',
    request: resolveStuckOrderRequest,
    data: z.null(),
    menu: '订单列表',
    summary:
      'Resolve a stuck order (卡单) with a note: completed (it was dispensed), or refunded whole as a cancellation is; refused once it is no longer stuck.',
  }),
  retryOrderRefund: endpoint({
    method: 'POST',
    path: '/api/equipment-order/back/retryOrderRefund',
    encoding: 'form',
    request: retryOrderRefundRequest,
    data: z.object({ status: z.int() }),
    menu: '订单列表',
    summary: 'Send a failed refund to its payment channel again, or ask the channel again about one under way.',
  }),
} as const;

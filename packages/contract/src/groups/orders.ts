import { z } from 'zod';
import { endpoint, xlsxFile } from '../endpoint';
import { dateRangeInOrder, dateRangeMessage, recordId } from '../fields';
import { flowTransitionRequest } from '../flowRequests';
import { orderFlow } from '../statusFlows';
import { dateParam, instant, intParam, money, pagedRows, pagingParams, textParam } from '../wire';
import { selectOption } from './agents';

// Orders (订单管理): what members bought at the devices, its payment and its history.

export const orderFilters = {
  /** Part of the order number, or of the member's name or phone. */
  keyword: textParam(50).optional(),
  /** A state of the order flow, as its number. */
  status: intParam({ min: 1, max: 4 }).optional(),
  deviceId: recordId.optional(),
  /** A payment method, as its number (paymentMethods). */
  method: intParam({ min: 1, max: 3 }).optional(),
  /** Date range of ordering, inclusive, in the business time zone. */
  startTime: dateParam.optional(),
  endTime: dateParam.optional(),
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
});
export type OrderRow = z.infer<typeof orderRow>;

/** Of every order the filter matches, not only the page shown. */
export const orderTotals = z.object({ count: z.int(), amount: money, gst: money });

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

export const orderDetail = orderRow.extend({
  phone: z.string().nullable(),
  deviceAddress: z.string().nullable(),
  cancelReason: z.string().nullable(),
  lines: z.array(orderLine),
  events: z.array(orderEvent),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const transitOrderRequest = flowTransitionRequest(orderFlow, 'orderId');

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
    summary: 'The filtered order list as an .xlsx file, one row per order line.',
  }),
  getOrderDeviceOptions: endpoint({
    method: 'GET',
    path: '/api/equipment-order/back/getDeviceOptions',
    encoding: 'query',
    request: z.strictObject({}),
    data: z.object({ rows: z.array(selectOption) }),
    menu: '订单列表',
    summary: 'Every device by code and name, for filtering orders.',
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
      'Confirm a paid order as completed (dispensed), or cancel an unpaid or paid one with a reason; any other move is refused.',
  }),
} as const;

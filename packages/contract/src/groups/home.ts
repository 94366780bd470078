import { z } from 'zod';
import { endpoint } from '../endpoint';
import { emptyRequest } from './session';
import { dateParam, instant, intParam, money, textParam } from '../wire';

// The dashboard (首页): figures read from devices, slots, goods and orders.

export const homeKpis = z.object({
  /** The business day the figures of today are of (its links open the report and lists of that day). */
  today: dateParam,
  memberCount: z.int(),
  newMembersToday: z.int(),
  deviceCount: z.int(),
  onlineDeviceCount: z.int(),
  /** Device alarms open now. */
  openAlarmCount: z.int(),
  /** Stuck orders (卡单) now: the order list's stuck filter, and the minutes that make one. */
  stuckOrderCount: z.int(),
  stuckOrderMinutes: z.int(),
  ordersToday: z.int(),
  salesToday: money,
  salesThisMonth: money,
});

export const salesTrendRequest = z.strictObject({ days: intParam({ min: 1, max: 90 }).default(7) });
export const salesTrend = z.object({
  points: z.array(z.object({ date: dateParam, orderCount: z.int(), sales: money })),
});

export const topGoodsRequest = z.strictObject({
  days: intParam({ min: 1, max: 365 }).default(30),
  limit: intParam({ min: 1, max: 20 }).default(10),
});
export const topGoods = z.object({
  rows: z.array(z.object({ goodsId: z.int(), goodsName: z.string(), quantity: z.int(), sales: money })),
});

export const shortageDevicesRequest = z.strictObject({ limit: intParam({ min: 1, max: 50 }).default(10) });
export const shortageDevices = z.object({
  rows: z.array(
    z.object({
      deviceId: z.int(),
      deviceNo: z.string(),
      deviceName: z.string(),
      address: z.string(),
      /** Slots short of stock: below their goods' low-stock threshold, or the global one (缺货商品设置). */
      emptySlots: z.int(),
      slotCount: z.int(),
      /** Slots holding items past their batch's expiry date (过期), and within the warning days (临期). */
      expiredSlots: z.int(),
      expiringSlots: z.int(),
    }),
  ),
});

// The command palette's records (Ctrl+K): one call finds devices, orders and members.

export const searchRecordsRequest = z.strictObject({
  /** Part of a device's number or name, of an order's number, or of a member's phone. */
  q: textParam(50),
});
/** How many of each kind one search answers at most. */
export const SEARCH_RECORDS_LIMIT = 5;
export const searchRecords = z.object({
  /** Devices by number or name; only for a holder of 设备列表. */
  devices: z.array(z.object({ deviceId: z.int(), deviceNo: z.string(), deviceName: z.string() })),
  /** Orders by number, newest first; only for a holder of 订单列表. */
  orders: z.array(
    z.object({ orderId: z.int(), orderNo: z.string(), deviceNo: z.string().nullable(), createTime: instant }),
  ),
  /** Members by phone (or nickname), newest first; only for a holder of 会员列表. */
  members: z.array(z.object({ userId: z.int(), nickName: z.string(), phone: z.string() })),
});

export const homeEndpoints = {
  getHomeKpis: endpoint({
    method: 'GET',
    path: '/api/sys-home/back/getHomeKpis',
    encoding: 'none',
    request: emptyRequest,
    data: homeKpis,
    menu: '首页',
    summary: 'Headline figures for today and this month.',
  }),
  getSalesTrend: endpoint({
    method: 'GET',
    path: '/api/sys-home/back/getSalesTrend',
    encoding: 'query',
    request: salesTrendRequest,
    data: salesTrend,
    menu: '首页',
    summary: 'Completed orders and sales per day over the last `days` days, oldest first.',
  }),
  getTopGoods: endpoint({
    method: 'GET',
    path: '/api/sys-home/back/getTopGoods',
    encoding: 'query',
    request: topGoodsRequest,
    data: topGoods,
    menu: '首页',
    summary: 'Best-selling goods over the last `days` days.',
  }),
  getShortageDevices: endpoint({
    method: 'GET',
    path: '/api/sys-home/back/getShortageDevices',
    encoding: 'query',
    request: shortageDevicesRequest,
    data: shortageDevices,
    menu: '首页',
    summary: 'Devices with slots short of stock (the rule of 缺货商品设置), most short first.',
  }),
  searchRecords: endpoint({
    method: 'GET',
    path: '/api/sys-home/back/searchRecords',
    encoding: 'query',
    request: searchRecordsRequest,
    data: searchRecords,
    // A holder of any of the three pages may search; it finds the records of the pages it holds,
    // within its data scope.
    menu: ['设备列表', '订单列表', '会员列表'],
    summary:
      "The command palette's search: devices by number or name, orders by number, members by phone, " +
      'a few of each, of the pages the caller holds and within its data scope.',
  }),
} as const;

import { orderFlow, paymentMethods, stateOf, type PaymentMethod } from '@vending/contract';
import { asc, count, eq, inArray, or, sql, sum } from 'drizzle-orm';
import { businessDate, formatBusinessTime } from '../../business-time';
import { anyContains, lookup, qualified } from '../../db/sql';
import type { Handlers } from '../../http/api-routes';
import { failure, success } from '../../http/envelope';
import { text, type Text } from '../../http/language';
import { streamXlsx, type XlsxColumn } from '../../http/xlsx-download';
import { businessDateRange } from '../../lists/date-range';
import { declareList } from '../../lists/declared-list';
import { newestFirst } from '../../lists/keyset';
import { anyContainsIndexed } from '../../lists/search-grams';
import { transit } from '../../lists/transition';
import { usernameOf } from '../administrators/username-of';
import { devices } from '../equipment/tables';
import { members } from '../members/tables';
import type { Services } from '../services';
import { currencyHeader, majorUnits, readMoneySettings } from '../settings/money';
import { orderEvents, orderLines, orders } from './tables';

type OrderHandlers = Pick<
  Handlers,
  'getOrderList' | 'getOrderListExcle' | 'getOrderDeviceOptions' | 'getOrderDetail' | 'transitOrder'
>;

export const OrderMessages = {
  ORDER_NOT_FOUND: text('订单不存在', 'The order does not exist'),
} as const satisfies Record<string, Text>;

/** The words of the order flow, as the console shows them. */
export const orderFlowWords = {
  states: {
    unpaid: text('待支付', 'Unpaid'),
    processing: text('处理中', 'Processing'),
    completed: text('已完成', 'Completed'),
    cancelled: text('已取消', 'Cancelled'),
  },
  actions: { complete: text('完成', 'Complete'), cancel: text('取消订单', 'Cancel order') },
};

const methodWords: Record<PaymentMethod, Text> = {
  wechat: text('微信支付', 'WeChat Pay'),
  alipay: text('支付宝', 'Alipay'),
  bankCard: text('银行卡', 'Bank card'),
};
const methodWord = (method: number) =>
  (Object.entries(paymentMethods).find(([, value]) => value === method)?.[0] as PaymentMethod | undefined) ?? 'wechat';
const stateWord = (status: number) => {
  const state = stateOf(orderFlow, status);
  return state ? orderFlowWords.states[state].zh : String(status);
};

/** The first line of the outer order: its goods' name and quantity. */
const firstLine = (column: 'goods_name' | 'quantity') =>
  sql`(select l.${sql.identifier(column)} from ${orderLines} l where l.order_id = ${qualified(orders.id)} order by l.line_no limit 1)`;

/** What a list row and the detail read of an order. */
const orderFields = {
  orderId: orders.id,
  orderNo: orders.orderNo,
  userId: orders.memberId,
  nickName: lookup<string>(orders.memberId, members.nickName, members.id),
  phone: lookup<string>(orders.memberId, members.phone, members.id),
  deviceNo: lookup<string>(orders.deviceId, devices.deviceNo, devices.id),
  deviceName: lookup<string>(orders.deviceId, devices.deviceName, devices.id),
  firstGoods: firstLine('goods_name').mapWith(String),
  firstQuantity: firstLine('quantity').mapWith(Number),
  lineCount: sql<number>`(select count(*) from ${orderLines} l where l.order_id = ${qualified(orders.id)})`.mapWith(
    Number,
  ),
  amount: orders.amount,
  gst: orders.gst,
  method: orders.paymentMethod,
  status: orders.status,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
};

/** Orders, newest first; the totals and the export read the same filtered list. */
function orderList(timeZone: string) {
  return declareList('getOrderList', {
    from: orders,
    select: orderFields,
    filters: {
      keyword: (keyword) =>
        or(
          anyContains(keyword, [orders.orderNo]),
          inArray(
            orders.memberId,
            sql`(select ${members.id} from ${members} where ${anyContainsIndexed(keyword, [members.nickName, members.phone])})`,
          ),
        ),
      status: (status) => eq(orders.status, status),
      deviceId: (deviceId) => eq(orders.deviceId, deviceId),
      method: (method) => eq(orders.paymentMethod, method),
      ...businessDateRange(orders.createdAt, timeZone),
    },
    // orders_newest_idx: (created_at desc, id desc), nulls last.
    order: newestFirst(orders.createdAt, orders.id, { indexedNullsLast: true }),
    large: true,
  });
}

type OrderListRow = Awaited<ReturnType<ReturnType<typeof orderList>['page']>>['rows'][number];

function answerRow({ createdAt, paidAt, phone: _phone, ...row }: OrderListRow) {
  return { ...row, createTime: createdAt.toISOString(), paidTime: paidAt?.toISOString() ?? null };
}

function sheetColumns(timeZone: string, unit: string): XlsxColumn<OrderListRow>[] {
  return [
    { header: '订单号', width: 16, value: (row) => row.orderNo },
    { header: '会员', width: 14, value: (row) => row.nickName ?? '' },
    { header: '手机号', width: 14, value: (row) => row.phone ?? '' },
    { header: '设备编号', width: 12, value: (row) => row.deviceNo ?? '' },
    { header: '设备名称', width: 14, value: (row) => row.deviceName ?? '' },
    {
      header: '商品',
      width: 28,
      value: (row) => `${row.firstGoods} ×${row.firstQuantity}${row.lineCount > 1 ? ` 等${row.lineCount}种` : ''}`,
    },
    { header: `金额(${unit})`, width: 12, numberFormat: '0.00', value: (row) => majorUnits(row.amount) },
    { header: `其中GST(${unit})`, width: 12, numberFormat: '0.00', value: (row) => majorUnits(row.gst) },
    { header: '支付方式', width: 10, value: (row) => methodWords[methodWord(row.method)].zh },
    { header: '状态', width: 8, value: (row) => stateWord(row.status) },
    { header: '下单时间', width: 20, value: (row) => formatBusinessTime(row.createdAt, timeZone) },
    { header: '支付时间', width: 20, value: (row) => (row.paidAt ? formatBusinessTime(row.paidAt, timeZone) : '') },
  ];
}

const orderRecords = {
  table: orders,
  id: orders.id,
  status: orders.status,
  handledBy: orders.handledBy,
  handledAt: orders.handledAt,
  flow: orderFlow,
  idParam: 'orderId',
  notFound: OrderMessages.ORDER_NOT_FOUND,
  words: orderFlowWords,
  returning: { id: orders.id, status: orders.status },
};

export function orderHandlers({ db, now, config }: Services): OrderHandlers {
  const timeZone = config.businessTimeZone;
  const list = orderList(timeZone);
  return {
    async getOrderList(params) {
      const { page: _page, size: _size, ...filters } = params;
      // The totals count the list: its total is theirs (one count of the filtered orders, not two).
      const [rows, [totals]] = await Promise.all([
        list.pageRows(db, params),
        db
          .select({ count: count(), amount: sum(orders.amount), gst: sum(orders.gst) })
          .from(orders)
          .where(list.where(filters)),
      ]);
      return success({
        rows: rows.map(answerRow),
        total: Number(totals?.count ?? 0),
        totals: {
          count: Number(totals?.count ?? 0),
          amount: Number(totals?.amount ?? 0),
          gst: Number(totals?.gst ?? 0),
        },
      });
    },

    async getOrderListExcle(filters, { reply }) {
      const date = businessDate(now(), timeZone);
      const { currency } = await readMoneySettings(db);
      return streamXlsx({
        reply,
        sheetName: '订单列表',
        fileName: { ascii: `orders-${date}.xlsx`, utf8: `订单列表-${date}.xlsx` },
        columns: sheetColumns(timeZone, currencyHeader(currency)),
        batches: list.batches(db, filters, config.exportMaxRows),
      });
    },

    async getOrderDeviceOptions() {
      const rows = await db
        .select({ value: devices.id, label: sql<string>`${devices.deviceNo} || ' ' || ${devices.deviceName}` })
        .from(devices)
        .orderBy(asc(devices.deviceNo));
      return success({ rows });
    },

    async getOrderDetail({ orderId }) {
      const [found] = await db
        .select({
          ...orderFields,
          deviceAddress: lookup<string>(orders.deviceId, devices.address, devices.id),
          cancelReason: orders.cancelReason,
        })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!found) return failure(OrderMessages.ORDER_NOT_FOUND, 'orderId');
      const [lines, events] = await Promise.all([
        db
          .select({
            lineNo: orderLines.lineNo,
            goodsId: orderLines.goodsId,
            goodsName: orderLines.goodsName,
            price: orderLines.price,
            quantity: orderLines.quantity,
            amount: orderLines.amount,
          })
          .from(orderLines)
          .where(eq(orderLines.orderId, orderId))
          .orderBy(asc(orderLines.lineNo)),
        db
          .select({
            fromStatus: orderEvents.fromStatus,
            toStatus: orderEvents.toStatus,
            handledBy: usernameOf(orderEvents.managerId),
            reason: orderEvents.reason,
            at: orderEvents.at,
          })
          .from(orderEvents)
          .where(eq(orderEvents.orderId, orderId))
          .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
      ]);
      const { deviceAddress, cancelReason, phone, ...row } = found;
      return success({
        ...answerRow({ ...row, phone }),
        phone,
        deviceAddress,
        cancelReason,
        lines,
        events: events.map(({ at, ...event }) => ({ ...event, time: at.toISOString() })),
      });
    },

    async transitOrder({ orderId, action, reason }, { manager, audit }) {
      const at = now();
      return transit(db, orderRecords, {
        id: orderId,
        action,
        caller: manager,
        at,
        set: action === 'cancel' ? { cancelReason: reason } : {},
        // The status the order left is read under the update's lock, so the timeline is exact.
        onTransition: async (tx, order) => {
          const [previous] = await tx
            .select({ toStatus: orderEvents.toStatus })
            .from(orderEvents)
            .where(eq(orderEvents.orderId, order.id))
            .orderBy(sql`${orderEvents.at} desc, ${orderEvents.id} desc`)
            .limit(1);
          await tx.insert(orderEvents).values({
            orderId: order.id,
            fromStatus: previous?.toStatus ?? null,
            toStatus: order.status,
            managerId: manager.managerId,
            reason: reason ?? null,
            at,
          });
          audit.before = { status: previous ? stateOf(orderFlow, previous.toStatus) : null };
          audit.after = { status: stateOf(orderFlow, order.status), reason: reason ?? null };
          return undefined;
        },
      });
    },
  };
}

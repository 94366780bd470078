import type { DataScope } from '../../auth/data-scope';
import { isInScope, ordersInScope } from '../../auth/scope';
import { orderFlow, paymentMethodWords, refundStates, ResultCode, stateOf } from '@vending/contract';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { businessDate, formatBusinessTime } from '../../business-time';
import { anyContains, lookup, qualified } from '../../db/sql';
import type { CallContext, Handlers } from '../../http/api-routes';
import { failure, success } from '../../http/envelope';
import { text, type Text } from '../../http/language';
import { streamXlsx, type XlsxColumn } from '../../http/xlsx-download';
import { businessDateRange } from '../../lists/date-range';
import { declareList } from '../../lists/declared-list';
import { newestFirst } from '../../lists/keyset';
import { TOTALS_LABEL } from '../../lists/totals';
import { anyContainsIndexed } from '../../lists/search-grams';
import { transit } from '../../lists/transition';
import { usernameOf } from '../administrators';
import { devices } from '../equipment';
import { members } from '../members';
import type { Services } from '../services';
import { currencyHeader, majorUnits, readMoneySettings, readStuckOrderMinutes } from '../settings';
import { agents, merchants } from '../agents';
import type { MoneyMoved } from '../audit';
import { refundOrder, RefundRefused, refundsOf, sendRefund, type RefundStarted } from './money';
import { receivedFigures } from './received';
import { isStuckOrder, stuckOrderSql } from './stuck';
import { orderEvents, orderLines, orderRefunds, orders } from './tables';
import { flowWords } from '@vending/contract/flowWords';

type OrderHandlers = Pick<
  Handlers,
  | 'getOrderList'
  | 'getOrderListExcle'
  | 'getOrderDetail'
  | 'transitOrder'
  | 'resolveStuckOrder'
  | 'refundOrder'
  | 'retryOrderRefund'
>;

export const OrderMessages = {
  ORDER_NOT_FOUND: text('订单不存在', 'The order does not exist'),
  REFUND_NOT_FOUND: text('退款记录不存在', 'The refund does not exist'),
  NOT_PAID: text('订单未支付，无需退款', 'The order was not paid: there is nothing to refund'),
  NOTHING_LEFT: text('订单已全部退款', 'The order is refunded in full already'),
  BAD_LINE: text('退款商品行不存在', 'No such line in the order'),
  TOO_MANY: text('退款数量超过可退数量', 'More than is left to refund of that line'),
  REFUND_DONE: text('该退款已完成，无需重试', 'The refund is done: there is nothing to retry'),
  NOT_STUCK: text(
    '该订单已不是卡单（可能已被处理），请刷新后查看',
    'The order is no longer stuck (it may have been resolved already): refresh to see it',
  ),
} as const satisfies Record<string, Text>;

const refusalWords: Record<RefundRefused['reason'], Text> = {
  'not found': OrderMessages.ORDER_NOT_FOUND,
  'not paid': OrderMessages.NOT_PAID,
  'nothing left': OrderMessages.NOTHING_LEFT,
  'bad line': OrderMessages.BAD_LINE,
  'too many': OrderMessages.TOO_MANY,
};

/** `1:2,3:1` as the lines and quantities a refund takes. */
function refundLinesOf(param: string | undefined) {
  return param?.split(',').map((pair) => {
    const [lineNo, quantity] = pair.split(':').map(Number) as [number, number];
    return { lineNo, quantity };
  });
}

/** The words of the order flow, as the console shows them (one table in the contract). */
export const orderFlowWords = flowWords.order;

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
  refunded: orders.refunded,
};

/** Orders, newest first; the totals and the export read the same filtered list. */
function orderList(timeZone: string, now: () => Date) {
  return declareList('getOrderList', {
    from: orders,
    dimension: (scope) => ordersInScope(scope, orders),
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
      // 卡单 (orders/stuck.ts): the dashboard's count is this filter's total.
      stuck: (stuck) => (stuck === 1 ? stuckOrderSql(now()) : sql`not coalesce(${stuckOrderSql(now())}, false)`),
      ...businessDateRange(orders.createdAt, timeZone),
    },
    // orders_newest_idx: (created_at desc, id desc), nulls last.
    order: newestFirst(orders.createdAt, orders.id, { indexedNullsLast: true }),
    large: true,
  });
}

type OrderListRow = Awaited<ReturnType<ReturnType<ReturnType<typeof orderList>['in']>['page']>>['rows'][number];

/** A row as answered; `stuck` by the rule of orders/stuck.ts at `at` with the minutes in force. */
function answerRow(
  { createdAt, paidAt, phone: _phone, ...row }: Omit<OrderListRow, 'refunded'> & { refunded?: number },
  at: Date,
  stuckMinutes: number,
) {
  return {
    ...row,
    createTime: createdAt.toISOString(),
    paidTime: paidAt?.toISOString() ?? null,
    stuck: isStuckOrder({ status: row.status, paidAt }, at, stuckMinutes),
  };
}

/** The export's rows: the orders, then one totals row (合计) of the figures of every matching order. */
type OrderSheetRow = OrderListRow | { totals: OrderTotals };
type OrderTotals = { count: number; received: number; receivedGst: number; unpaid: number; refunded: number };

/** What a paid order brought in, less its refunds (orders/received.ts); nothing for an unpaid one. */
const receivedOf = (row: OrderListRow) => (row.paidAt === null ? 0 : row.amount - row.refunded);

function sheetColumns(timeZone: string, unit: string): XlsxColumn<OrderSheetRow>[] {
  const order = (value: (row: OrderListRow) => string | number | null) => (row: OrderSheetRow) =>
    'totals' in row ? '' : value(row);
  const columns: (XlsxColumn<OrderListRow> & { total?: (totals: OrderTotals) => string | number })[] = [
    { header: '订单号', width: 16, value: (row) => row.orderNo, total: () => TOTALS_LABEL },
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
    {
      header: `已收(${unit})`,
      width: 12,
      numberFormat: '0.00',
      value: (row) => majorUnits(receivedOf(row)),
      total: (totals) => majorUnits(totals.received),
    },
    {
      header: `已退款(${unit})`,
      width: 12,
      numberFormat: '0.00',
      value: (row) => majorUnits(row.refunded),
      total: (totals) => majorUnits(totals.refunded),
    },
    { header: '支付方式', width: 10, value: (row) => paymentMethodWords(row.method).zh },
    { header: '状态', width: 8, value: (row) => stateWord(row.status) },
    { header: '下单时间', width: 20, value: (row) => formatBusinessTime(row.createdAt, timeZone) },
    { header: '支付时间', width: 20, value: (row) => (row.paidAt ? formatBusinessTime(row.paidAt, timeZone) : '') },
  ];
  return columns.map(({ total, value, ...column }) => ({
    ...column,
    value: (row: OrderSheetRow) => ('totals' in row ? (total?.(row.totals) ?? '') : order(value)(row)),
  }));
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
  returning: { id: orders.id, status: orders.status, paidAt: orders.paidAt },
};

/** The money a refund moved, for its audit record: back to the balance now, or sent to the channel. */
function refundMoney(refund: RefundStarted): MoneyMoved {
  return refund.state === 'refunded'
    ? {
        amount: refund.amount,
        currency: refund.currency,
        account: 'member',
        balanceBefore: refund.balanceAfter === null ? null : refund.balanceAfter - refund.amount,
        balanceAfter: refund.balanceAfter,
        outcome: 'refunded',
      }
    : // Sent to the channel: nothing moved yet; its answer is recorded with the entry (refundAnswer).
      { amount: 0, currency: refund.currency, account: 'platform', outcome: 'refunding' };
}

export function orderHandlers({ db, now, config, refundChannel }: Services): OrderHandlers {
  const timeZone = config.businessTimeZone;
  const orderRows = orderList(timeZone, now);
  /** Whether the order is in the caller's scope: a write to one outside answers ORDER_NOT_FOUND. */
  const orderInScope = (scope: DataScope, orderId: number) =>
    isInScope(db, orders, eq(orders.id, orderId), ordersInScope(scope, orders));
  /**
   * A move of the order flow (完成, or 取消订单: a paid order refunded whole in the same
   * transaction, through the one refund path), its timeline and audit, where `where` holds:
   * the caller's scope, and for a stuck order's resolution that it is stuck still.
   */
  async function moveOrder(
    {
      orderId,
      action,
      reason,
      at,
    }: { orderId: number; action: 'complete' | 'cancel'; reason?: string | undefined; at: Date },
    { manager, audit, auditInside }: CallContext,
    where: SQL | undefined,
  ) {
    let refundId: number | null = null;
    const answer = await transit(db, orderRecords, {
      auditInside,
      id: orderId,
      inScope: where,
      action,
      caller: manager,
      at,
      set: action === 'cancel' ? { cancelReason: reason } : {},
      // The status the order left is read under the update's lock, so the timeline is exact.
      // Cancelling a paid order refunds it whole, in the same transaction.
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
        if (action === 'cancel' && order.paidAt !== null) {
          // An order refunded in full already has nothing left to give back: it is cancelled alone.
          const refund = await refundOrder(tx, {
            orderId: order.id,
            reason: reason ?? '',
            managerId: manager.managerId,
            at,
          }).catch((error: unknown) => {
            if (error instanceof RefundRefused && error.reason === 'nothing left') return null;
            throw error;
          });
          refundId = refund?.state === 'refunding' ? refund.refundId : null;
          if (refund) audit.after = { ...(audit.after as object), refund, money: refundMoney(refund) };
        }
        return undefined;
      },
    });
    if (refundId !== null) await sendRefund(db, refundChannel, refundId, now);
    return answer;
  }
  return {
    async getOrderList(params, { scope }) {
      const { page: _page, size: _size, ...filters } = params;
      const list = orderRows.in(scope);
      const at = now();
      const stuckMinutes = await readStuckOrderMinutes(db);
      // The totals count the list: its total is theirs (one count of the filtered orders, not two).
      const { received, receivedGst, unpaid, refunded } = receivedFigures;
      const [rows, totals] = await Promise.all([
        list.pageRows(db, params),
        list.totals(db, filters, { received, receivedGst, unpaid, refunded }),
      ]);
      return success({
        rows: rows.map(({ refunded: _refunded, ...row }) => answerRow(row, at, stuckMinutes)),
        total: totals.count,
        totals,
      });
    },

    async getOrderListExcle(filters, { reply, scope }) {
      const date = businessDate(now(), timeZone);
      const { currency } = await readMoneySettings(db);
      return streamXlsx({
        reply,
        sheetName: '订单列表',
        fileName: { ascii: `orders-${date}.xlsx`, utf8: `订单列表-${date}.xlsx` },
        columns: sheetColumns(timeZone, currencyHeader(currency)),
        batches: (async function* () {
          const list = orderRows.in(scope);
          yield* list.batches(db, filters, config.exportMaxRows);
          // The totals of every matching order (the list's own totals), so the sheet reconciles.
          const { received, receivedGst, unpaid, refunded } = receivedFigures;
          yield [{ totals: await list.totals(db, filters, { received, receivedGst, unpaid, refunded }) }];
        })(),
      });
    },

    async getOrderDetail({ orderId }, { scope }) {
      const [found] = await db
        .select({
          ...orderFields,
          deviceAddress: lookup<string>(orders.deviceId, devices.address, devices.id),
          cancelReason: orders.cancelReason,
          merchantName: lookup<string>(orders.merchantId, merchants.name, merchants.id),
          agentName: lookup<string>(orders.agentId, agents.name, agents.id),
          shareBasisPoints: orders.shareBasisPoints,
          currency: orders.currency,
          refunded: orders.refunded,
        })
        .from(orders)
        .where(and(eq(orders.id, orderId), ordersInScope(scope, orders)));
      if (!found) return failure(OrderMessages.ORDER_NOT_FOUND, 'orderId');
      const [lines, events, refunds] = await Promise.all([
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
        refundsOf(db, orderId),
      ]);
      const refunders = await Promise.all(
        refunds.map(async (refund) =>
          refund.createdBy === null
            ? null
            : ((
                await db
                  .select({ name: usernameOf(orderRefunds.createdBy) })
                  .from(orderRefunds)
                  .where(eq(orderRefunds.id, refund.refundId))
              )[0]?.name ?? null),
        ),
      );
      const { deviceAddress, cancelReason, phone, ...row } = found;
      return success({
        ...answerRow({ ...row, phone }, now(), await readStuckOrderMinutes(db)),
        phone,
        deviceAddress,
        cancelReason,
        lines,
        events: events.map(({ at, ...event }) => ({ ...event, time: at.toISOString() })),
        refunds: refunds.map(({ createdAt, finishedAt, createdBy: _createdBy, ...refund }, index) => ({
          ...refund,
          createdBy: refunders[index] ?? null,
          createTime: createdAt.toISOString(),
          finishedTime: finishedAt?.toISOString() ?? null,
        })),
      });
    },

    transitOrder: ({ orderId, action, reason }, context) =>
      moveOrder({ orderId, action, reason, at: now() }, context, ordersInScope(context.scope, orders)),

    async resolveStuckOrder({ orderId, outcome, note }, context) {
      if (!(await orderInScope(context.scope, orderId))) return failure(OrderMessages.ORDER_NOT_FOUND, 'orderId');
      const at = now();
      // The move of 完成 or of 取消订单 (a paid order refunded whole, the one refund path), on
      // condition that the order is stuck still: the update's own condition, so of two
      // resolutions at once only one finds it so; the other is refused and writes nothing.
      const answer = await moveOrder(
        { orderId, action: outcome === 'completed' ? 'complete' : 'cancel', reason: note, at },
        context,
        and(ordersInScope(context.scope, orders), stuckOrderSql(at)),
      );
      // In scope (checked above) yet not found under the stuck condition: no longer stuck.
      if (answer.code !== ResultCode.SUCCESS) return failure(OrderMessages.NOT_STUCK, 'orderId');
      return answer;
    },

    async refundOrder({ orderId, reason, lines }, { manager, scope, audit, auditInside }) {
      if (!(await orderInScope(scope, orderId))) return failure(OrderMessages.ORDER_NOT_FOUND, 'orderId');
      const at = now();
      try {
        const started = await db.transaction(async (tx) => {
          const refund = await refundOrder(tx, {
            orderId,
            lines: refundLinesOf(lines),
            reason,
            managerId: manager.managerId,
            at,
          });
          audit.after = { refund, money: refundMoney(refund) };
          await auditInside(tx);
          return refund;
        });
        const state =
          started.state === 'refunding' ? await sendRefund(db, refundChannel, started.refundId, now) : started.state;
        return success({ refundId: started.refundId, amount: started.amount, status: refundStates[state] });
      } catch (error) {
        if (error instanceof RefundRefused) return failure(refusalWords[error.reason], error.field);
        throw error;
      }
    },

    async retryOrderRefund({ refundId }, { scope, audit, auditInside }) {
      const [ofOrder] = await db
        .select({ orderId: orderRefunds.orderId })
        .from(orderRefunds)
        .where(eq(orderRefunds.id, refundId));
      if (ofOrder && !(await orderInScope(scope, ofOrder.orderId))) {
        return failure(OrderMessages.REFUND_NOT_FOUND, 'refundId');
      }
      // A failed refund goes back to `refunding` (one more attempt), in a transaction with its
      // audit record, provided the order still has that much left to refund; then the channel.
      const moved = await db.transaction(async (tx) => {
        const [refund] = await tx
          .select({ orderId: orderRefunds.orderId, status: orderRefunds.status, amount: orderRefunds.amount })
          .from(orderRefunds)
          .where(eq(orderRefunds.id, refundId))
          .for('update');
        if (!refund) return failure(OrderMessages.REFUND_NOT_FOUND, 'refundId');
        if (refund.status === refundStates.refunded) return failure(OrderMessages.REFUND_DONE, 'refundId');
        if (refund.status === refundStates.failed) {
          const [order] = await tx
            .select({ amount: orders.amount })
            .from(orders)
            .where(eq(orders.id, refund.orderId))
            .for('update');
          const [live] = await tx
            .select({ amount: sql<string>`coalesce(sum(${orderRefunds.amount}), 0)`.mapWith(Number) })
            .from(orderRefunds)
            .where(
              and(
                eq(orderRefunds.orderId, refund.orderId),
                inArray(orderRefunds.status, [refundStates.refunding, refundStates.refunded]),
              ),
            );
          if ((live?.amount ?? 0) + refund.amount > (order?.amount ?? 0))
            return failure(OrderMessages.NOTHING_LEFT, 'refundId');
          await tx
            .update(orderRefunds)
            .set({ status: refundStates.refunding, attempts: sql`${orderRefunds.attempts} + 1`, failure: null })
            .where(eq(orderRefunds.id, refundId));
        }
        audit.before = { status: refund.status };
        await auditInside(tx);
        return undefined;
      });
      if (moved) return moved;
      const state = await sendRefund(db, refundChannel, refundId, now);
      return success({ status: refundStates[state] });
    },
  };
}

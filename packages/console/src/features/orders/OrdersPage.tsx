import type { OrderRow } from '@vending/contract';
import type { TFunction } from 'i18next';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { registerPageWords } from '../../i18n/pageWords';
import { orderWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(orderWords);

/** "可乐 ×2 等3种": the first line and how many more there are. */
export function goodsSummary(row: Pick<OrderRow, 'firstGoods' | 'firstQuantity' | 'lineCount'>, t: TFunction) {
  const first = t('orders.goodsSummary', { goods: row.firstGoods, quantity: row.firstQuantity });
  return row.lineCount > 1 ? `${first} ${t('orders.moreLines', { count: row.lineCount })}` : first;
}

/**
 * Orders: filter (stuck ones too), totals (received, GST within it, unpaid and refunded apart), export,
 * resolve a stuck order (dispensed, or refunded), cancel (a paid order is refunded); open one for its lines, payment, history
 * and completion (the payment method and completing live there, to keep the table narrow).
 */
export const ordersPage = listPage({
  namespace: 'orders',
  list: 'getOrderList',
  rowId: 'orderId',
  rowLabel: 'orderNo',
  filters: [
    { kind: 'text', param: 'keyword' },
    { kind: 'status', param: 'status', flow: 'order' },
    { kind: 'options', param: 'deviceId', call: 'getDeviceOptions' },
    { kind: 'select', param: 'method', options: ['1', '2', '3', '4'] },
    { kind: 'dateRange', name: 'ordered', from: 'startTime', to: 'endTime' },
    // 卡单: 处理中 longer than the minutes of 缺货商品设置 (the dashboard's card opens stuck=1).
    { kind: 'select', param: 'stuck', options: ['1', '0'] },
  ],
  columns: [
    { kind: 'text', field: 'orderNo', width: 120 },
    {
      kind: 'text',
      field: 'nickName',
      width: 80,
      empty: 'guest',
    },
    { kind: 'text', field: 'deviceName', width: 100 },
    {
      kind: 'computed',
      id: 'goods',
      minWidth: 150,
      value: (row, { t }) => goodsSummary(row, t),
    },
    { kind: 'money', field: 'amount', gst: 'gst', width: 110 },
    { kind: 'status', field: 'status', flow: 'order' },
    { kind: 'dateTime', field: 'createTime' },
  ],
  actions: [
    { key: 'open', opens: 'page', path: '/equipmentOrders/detail', query: (row) => ({ id: String(row.orderId) }) },
    {
      key: 'resolve',
      opens: 'form',
      call: 'resolveStuckOrder',
      offeredWhen: (row) => row.stuck,
      fields: [
        { name: 'outcome', control: 'select', choices: ['completed', 'refunded'], required: true },
        { name: 'note', control: 'textarea', required: true },
      ],
    },
    {
      key: 'cancel',
      opens: 'transition',
      flow: 'order',
      action: 'cancel',
      statusField: 'status',
      call: 'transitOrder',
      // A stuck order is resolved instead (its refund is the cancellation's), one action per row beside 详情.
      unlessRow: (row) => row.stuck,
    },
  ],
  export: 'getOrderListExcle',
  totals: [
    { field: 'count', kind: 'count' },
    // Money received (paid, less refunds), the dashboard's rule; the unpaid amount apart.
    { field: 'received', kind: 'money' },
    { field: 'receivedGst', kind: 'money' },
    { field: 'unpaid', kind: 'money' },
    { field: 'refunded', kind: 'money' },
  ],
});

export default function OrdersPage() {
  return <ResourcePage page={ordersPage} />;
}

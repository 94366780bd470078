import type { OrderDetail } from '@vending/contract';
import { orderFlow, stateOf } from '@vending/contract/statusFlows';
import { refundStates, type RefundState } from '@vending/contract';
import { Button, formatMoney, Tag } from '@vending/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/services';
import { registerPageWords } from '../../i18n/pageWords';
import { OrderRefund } from '../../lib/refunds/OrderRefund';
import { requireSuccess } from '../../lib/requireSuccess';
import { detailColumns, detailPage, type TimelineEntry } from '../../lib/resource/detail';
import { DetailPage } from '../../lib/resource/DetailPage';
import { flowTones } from '../../lib/resource/flowTones';
import type { PageContext } from '../../lib/resource/kinds/kind';
import { orderWords } from './words';
import { lazyMessage } from '../../lib/toasts';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(orderWords);

type Line = OrderDetail['lines'][number];
type Refund = OrderDetail['refunds'][number];

const refundTones: Record<RefundState, 'warning' | 'success' | 'danger'> = {
  refunding: 'warning',
  refunded: 'success',
  failed: 'danger',
};
const refundStateOf = (status: number) =>
  (Object.entries(refundStates).find(([, value]) => value === status)?.[0] as RefundState | undefined) ?? 'refunding';

function RefundTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const state = refundStateOf(status);
  return <Tag tone={refundTones[state]}>{t(`orderDetail.refundStates.${state}`)}</Tag>;
}

function StateTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const state = stateOf(orderFlow, status);
  return state ? <Tag tone={flowTones.order[state]}>{t(`flows.order.states.${state}`)}</Tag> : null;
}

/**
 * The order's refunds in its payment block: amount, lines, state (退款中 → 已退款 / 退款失败),
 * and for one failed or still under way, sending it again or asking the channel again.
 */
function Refunds({ detail, reload, page }: { detail: OrderDetail; reload: () => void; page: PageContext }) {
  const { t } = useTranslation();
  const api = useApi();
  const [busy, setBusy] = useState<number | null>(null);
  if (detail.refunds.length === 0) return null;
  async function retry(refund: Refund) {
    setBusy(refund.refundId);
    try {
      requireSuccess(await api.call('retryOrderRefund', { refundId: refund.refundId }), t('orderDetail.retryFailed'));
      lazyMessage.success(t('orderDetail.retried'));
      reload();
    } catch {
      // requireSuccess or the HTTP client said why; the refund stays as shown.
    } finally {
      setBusy(null);
    }
  }
  const lineName = (lineNo: number) => detail.lines.find((line) => line.lineNo === lineNo)?.goodsName ?? `#${lineNo}`;
  return (
    <section aria-labelledby="order-refunds" className="flex flex-col gap-2">
      <h3 id="order-refunds" className="text-sm font-medium">
        {t('orderDetail.refunds')}
      </h3>
      <ul className="flex flex-col gap-2">
        {detail.refunds.map((refund) => (
          <li key={refund.refundId} className="flex flex-wrap items-center gap-2 text-sm">
            <RefundTag status={refund.status} />
            <span className="tabular-nums">{formatMoney(refund.amount, page.currency)}</span>
            <span className="text-text-secondary">
              {refund.lines
                ? refund.lines.map((line) => `${lineName(line.lineNo)} ×${line.quantity}`).join('，')
                : t('orderDetail.wholeOrder')}
            </span>
            <span className="text-text-secondary">{t(`orders.options.method.${refund.method}`)}</span>
            <span>{refund.reason}</span>
            {refund.failure ? <span className="text-danger">{refund.failure}</span> : null}
            {refund.status !== refundStates.refunded ? (
              <Button size="mini" disabled={busy === refund.refundId} onClick={() => void retry(refund)}>
                {refund.status === refundStates.failed ? t('orderDetail.retry') : t('orderDetail.check')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Each status the order passed into, then each refund, oldest first: when, what, by whom and why. */
function timelineOf(detail: OrderDetail, { t }: PageContext): TimelineEntry[] {
  const by = (name: string | null) => (name ? t('orderDetail.by', { name }) : t('orderDetail.byMember'));
  return [
    ...detail.events.map((event, index) => ({
      key: `${event.time}-${index}`,
      time: event.time,
      what: <StateTag status={event.toStatus} />,
      by: by(event.handledBy),
      note: event.reason,
    })),
    ...detail.refunds.map((refund) => ({
      key: `refund-${refund.refundId}`,
      time: refund.finishedTime ?? refund.createTime,
      what: <RefundTag status={refund.status} />,
      by: by(refund.createdBy),
      tone: 'warning' as const,
    })),
  ];
}

/** One order whole: header, payment with GST apart, lines, the history of its statuses, and its moves. */
export const orderDetailPage = detailPage({
  namespace: 'orderDetail',
  get: 'getOrderDetail',
  id: 'orderId',
  route: 'EquipmentOrdersDetail',
  listPath: '/equipmentOrders/list',
  cards: [
    {
      title: 'header',
      sections: [
        {
          kind: 'fields',
          fields: [
            { kind: 'text', field: 'orderNo' },
            { kind: 'status', field: 'status', flow: 'order' },
            { kind: 'dateTime', field: 'createTime' },
            {
              kind: 'computed',
              id: 'member',
              value: (order, { t }) =>
                order.nickName ? `${order.nickName} · ${order.phone ?? ''}` : t('orders.guest'),
            },
            {
              kind: 'computed',
              id: 'device',
              value: (order) => (order.deviceNo ? `${order.deviceNo} ${order.deviceName ?? ''}` : ''),
            },
            { kind: 'text', field: 'deviceAddress' },
            { kind: 'text', field: 'cancelReason', shown: (order) => order.cancelReason !== null },
          ],
        },
        {
          // Complete (confirmed) and cancel (with a reason; a paid order is refunded) where the
          // status allows; refund (whole or chosen lines) while something paid is left to refund.
          kind: 'flowActions',
          flow: 'order',
          actions: ['complete', 'cancel'],
          call: 'transitOrder',
          idField: 'orderId',
          statusField: 'status',
          nameField: 'orderNo',
          confirmTitles: { complete: 'completeConfirm' },
          extra: (order, page) => <OrderRefund order={order} onRefunded={page.reload} />,
        },
      ],
    },
    {
      title: 'payment',
      sections: [
        {
          kind: 'fields',
          fields: [
            {
              kind: 'computed',
              id: 'method',
              value: (order, { t }) =>
                order.paidTime ? t(`orders.options.method.${order.method}`) : t('orderDetail.notPaid'),
            },
            { kind: 'dateTime', field: 'paidTime' },
            { kind: 'money', field: 'amount' },
            // An order that carried no GST (a business without it, as in China) reads as its
            // amount alone: no 其中GST ¥0.00, no 不含GST equal to the amount.
            { kind: 'money', field: 'gst', shown: (order) => order.gst !== 0 },
            {
              kind: 'computed',
              id: 'net',
              value: (order, { currency }) => formatMoney(order.amount - order.gst, currency),
              shown: (order) => order.gst !== 0,
            },
            { kind: 'money', field: 'refunded', shown: (order) => order.refunded > 0 },
          ],
        },
        {
          kind: 'custom',
          render: ({ record, page }) => <Refunds detail={record} reload={page.reload} page={page} />,
        },
      ],
    },
    {
      title: 'lines',
      flush: true,
      sections: [
        {
          kind: 'table',
          title: 'lines',
          rows: (order) => order.lines,
          rowId: 'lineNo',
          rowLabel: 'goodsName',
          columns: detailColumns<Line>([
            { kind: 'text', field: 'goodsName' },
            { kind: 'money', field: 'price', width: 120 },
            { kind: 'text', field: 'quantity', align: 'end', width: 90 },
            { kind: 'money', field: 'amount', label: 'lineAmount', width: 130 },
          ]),
        },
      ],
    },
    { sections: [{ kind: 'timeline', title: 'timeline', entries: timelineOf }] },
  ],
});

export default function OrderDetailPage() {
  return <DetailPage page={orderDetailPage} />;
}

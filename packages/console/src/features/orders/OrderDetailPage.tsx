import type { OrderDetail } from '@vending/contract';
import { orderFlow, stateOf } from '@vending/contract/statusFlows';
import { refundStates, type RefundState } from '@vending/contract';
import {
  Button,
  Card,
  DataTable,
  Descriptions,
  formatDateTime,
  formatMoney,
  message,
  moneyColumn,
  Tag,
  textColumn,
} from '@vending/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordDetailPage } from '../../lib/RecordDetailPage';
import { useApi } from '../../api/services';
import { CallFallback } from '../../lib/CallFallback';
import { requireSuccess } from '../../lib/requireSuccess';
import { flowTones } from '../../lib/resource/flowTones';
import { useFlowAction } from '../../lib/resource/useFlowAction';
import { useCall } from '../../lib/useCall';
import { registerPageWords } from '../../i18n/pageWords';
import { useCurrency } from '../../stores/moneyStore';
import { LazyRefundDialog } from './LazyRefundDialog';
import { orderWords } from './words';
// The flows' words come with the modules that show a flow.
import '../../i18n/flowWords';

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

/**
 * The order's refunds in its payment block: amount, lines, state (退款中 → 已退款 / 退款失败),
 * and for one failed or still under way, sending it again or asking the channel again.
 */
function Refunds({
  detail,
  reload,
  money,
}: {
  detail: OrderDetail;
  reload: () => void;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [busy, setBusy] = useState<number | null>(null);
  if (detail.refunds.length === 0) return null;
  async function retry(refund: Refund) {
    setBusy(refund.refundId);
    try {
      requireSuccess(await api.call('retryOrderRefund', { refundId: refund.refundId }), t('orderDetail.retryFailed'));
      message.success(t('orderDetail.retried'));
      reload();
    } catch {
      // requireSuccess or the HTTP client said why; the refund stays as shown.
    } finally {
      setBusy(null);
    }
  }
  const lineName = (lineNo: number) => detail.lines.find((line) => line.lineNo === lineNo)?.goodsName ?? `#${lineNo}`;
  return (
    <section aria-labelledby="order-refunds" className="mt-4 flex flex-col gap-2">
      <h3 id="order-refunds" className="text-sm font-medium">
        {t('orderDetail.refunds')}
      </h3>
      <ul className="flex flex-col gap-2">
        {detail.refunds.map((refund) => (
          <li key={refund.refundId} className="flex flex-wrap items-center gap-2 text-sm">
            <RefundTag status={refund.status} />
            <span className="tabular-nums">{money(refund.amount)}</span>
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

function StateTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const state = stateOf(orderFlow, status);
  return state ? <Tag tone={flowTones.order[state]}>{t(`flows.order.states.${state}`)}</Tag> : null;
}

/** Each status the order passed into, oldest first: when, from what, by whom and why. */
function Timeline({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-timeline" className="flex flex-col gap-2">
      <h2 id="order-timeline" className="text-sm font-medium">
        {t('orderDetail.timeline')}
      </h2>
      <ol className="flex flex-col gap-0 border-l border-border pl-4">
        {detail.events.map((event, index) => (
          <li key={`${event.time}-${index}`} className="relative pb-3 text-sm">
            <span aria-hidden="true" className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-primary" />
            <div className="flex flex-wrap items-center gap-2">
              <time dateTime={event.time} className="tabular-nums text-text-secondary">
                {formatDateTime(event.time)}
              </time>
              <StateTag status={event.toStatus} />
              <span className="text-text-secondary">
                {event.handledBy ? t('orderDetail.by', { name: event.handledBy }) : t('orderDetail.byMember')}
              </span>
            </div>
            {event.reason ? <p className="mt-1">{event.reason}</p> : null}
          </li>
        ))}
        {detail.refunds.map((refund) => (
          <li key={`refund-${refund.refundId}`} className="relative pb-3 text-sm">
            <span aria-hidden="true" className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-warning" />
            <div className="flex flex-wrap items-center gap-2">
              <time dateTime={refund.createTime} className="tabular-nums text-text-secondary">
                {formatDateTime(refund.finishedTime ?? refund.createTime)}
              </time>
              <RefundTag status={refund.status} />
              <span className="text-text-secondary">
                {refund.createdBy ? t('orderDetail.by', { name: refund.createdBy }) : t('orderDetail.byMember')}
              </span>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * Complete (confirmed) and cancel (with a reason; a paid order is refunded), where the order's status
 * allows; refund (whole or chosen lines) while something paid is left to refund.
 */
function Actions({ detail, reload }: { detail: OrderDetail; reload: () => void }) {
  const { t } = useTranslation();
  const [refunding, setRefunding] = useState(false);
  const actions = useFlowAction({
    flow: 'order',
    call: 'transitOrder',
    id: { orderId: detail.orderId },
    state: detail.status,
    name: detail.orderNo,
    namespace: 'orderDetail',
    confirmTitle: (action) =>
      action === 'complete' ? t('orderDetail.completeConfirm', { orderNo: detail.orderNo }) : undefined,
    done: reload,
  });
  // What is paid and not refunded (or on its way back) may still be refunded, whole or by lines.
  const underWay = detail.refunds
    .filter((refund) => refund.status !== refundStates.failed)
    .reduce((total, refund) => total + refund.amount, 0);
  const mayRefund = detail.paidTime !== null && underWay < detail.amount;
  if (!actions.allows('complete') && !actions.allows('cancel') && !mayRefund) return null;
  return (
    <div className="flex gap-3">
      {actions.allows('complete') ? (
        <Button variant="primary" onClick={() => actions.start('complete')}>
          {actions.label('complete')}
        </Button>
      ) : null}
      {actions.allows('cancel') ? (
        <Button variant="danger" onClick={() => actions.start('cancel')}>
          {actions.label('cancel')}
        </Button>
      ) : null}
      {mayRefund ? <Button onClick={() => setRefunding(true)}>{t('orderDetail.refund')}</Button> : null}
      {refunding ? (
        <LazyRefundDialog
          order={detail}
          onClose={() => setRefunding(false)}
          onRefunded={() => {
            setRefunding(false);
            reload();
          }}
        />
      ) : null}
      {actions.dialogs}
    </div>
  );
}

function OrderDetailView({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const call = useCall('getOrderDetail', { orderId });
  const detail = call.data;
  if (call.status !== 'ready' || !detail) return <CallFallback call={call} height={320} />;
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <>
      <Card title={t('orderDetail.header')} headingLevel={2}>
        <div className="flex flex-col gap-4">
          <Descriptions
            columns={3}
            items={[
              { key: 'orderNo', label: t('orderDetail.orderNo'), value: detail.orderNo },
              { key: 'status', label: t('orderDetail.status'), value: <StateTag status={detail.status} /> },
              { key: 'createTime', label: t('orderDetail.createTime'), value: formatDateTime(detail.createTime) },
              {
                key: 'member',
                label: t('orderDetail.member'),
                value: detail.nickName ? `${detail.nickName} · ${detail.phone ?? ''}` : t('orders.guest'),
              },
              {
                key: 'device',
                label: t('orderDetail.device'),
                value: detail.deviceNo ? `${detail.deviceNo} ${detail.deviceName ?? ''}` : '',
              },
              { key: 'address', label: t('orderDetail.address'), value: detail.deviceAddress ?? '' },
              ...(detail.cancelReason
                ? [{ key: 'cancelReason', label: t('orderDetail.cancelReason'), value: detail.cancelReason }]
                : []),
            ]}
          />
          <Actions detail={detail} reload={call.reload} />
        </div>
      </Card>
      <Card title={t('orderDetail.payment')} headingLevel={2}>
        <Descriptions
          columns={3}
          items={[
            {
              key: 'method',
              label: t('orderDetail.method'),
              value: detail.paidTime ? t(`orders.options.method.${detail.method}`) : t('orderDetail.notPaid'),
            },
            { key: 'paidTime', label: t('orderDetail.paidTime'), value: formatDateTime(detail.paidTime) },
            { key: 'amount', label: t('orderDetail.amount'), value: money(detail.amount) },
            { key: 'gst', label: t('orderDetail.gst'), value: money(detail.gst) },
            { key: 'net', label: t('orderDetail.net'), value: money(detail.amount - detail.gst) },
            ...(detail.refunded > 0
              ? [{ key: 'refunded', label: t('orderDetail.refunded'), value: money(detail.refunded) }]
              : []),
          ]}
        />
        <Refunds detail={detail} reload={call.reload} money={money} />
      </Card>
      <Card title={t('orderDetail.lines')} headingLevel={2} flush>
        <DataTable<Line>
          label={t('orderDetail.lines')}
          data={detail.lines}
          getRowId={(line) => String(line.lineNo)}
          getRowLabel={(line) => line.goodsName}
          // An order's few lines, all shown: nothing to hide or choose among.
          columnMenu={false}
          columns={[
            textColumn<Line>({ id: 'goodsName', header: t('orderDetail.goodsName'), value: (line) => line.goodsName }),
            moneyColumn<Line>({
              id: 'price',
              header: t('orderDetail.price'),
              amount: (line) => line.price,
              currency,
              width: 120,
            }),
            textColumn<Line>({
              id: 'quantity',
              header: t('orderDetail.quantity'),
              value: (line) => line.quantity,
              align: 'end',
              width: 90,
            }),
            moneyColumn<Line>({
              id: 'amount',
              header: t('orderDetail.lineAmount'),
              amount: (line) => line.amount,
              currency,
              width: 130,
            }),
          ]}
        />
      </Card>
      <Card>
        <Timeline detail={detail} />
      </Card>
    </>
  );
}

/** One order whole: header, payment with GST apart, lines, the history of its statuses, and its moves. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  return (
    <RecordDetailPage
      headingId="order-title"
      title={t('routes.EquipmentOrdersDetail')}
      noId={t('orderDetail.noId')}
      back={t('orderDetail.back')}
      listPath="/equipmentOrders/list"
    >
      {(id) => <OrderDetailView key={id} orderId={id} />}
    </RecordDetailPage>
  );
}

import type { OrderDetail } from '@vending/contract';
import { orderFlow, stateOf } from '@vending/contract/statusFlows';
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
import { Link, useSearchParams } from 'react-router-dom';
import { useApi } from '../../api/services';
import { CallFallback } from '../../lib/CallFallback';
import { flowTones } from '../../lib/resource/flowTones';
import { ResourceFormDialog } from '../../lib/resource/ResourceFormDialog';
import { requireSuccess } from '../../lib/requireSuccess';
import { useCall } from '../../lib/useCall';
import { useConfirm } from '../../lib/useConfirm';
import { registerPageWords } from '../../i18n/pageWords';
import { useCurrency } from '../../stores/moneyStore';
import { orderWords } from './words';
// The flows' words come with the modules that show a flow.
import '../../i18n/flowWords';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(orderWords);

type Line = OrderDetail['lines'][number];

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
      </ol>
    </section>
  );
}

/** Complete (confirmed) and cancel (with a reason), where the order's status allows. */
function Actions({ detail, reload }: { detail: OrderDetail; reload: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { confirm, confirmDialog } = useConfirm();
  const [cancelling, setCancelling] = useState(false);
  const state = stateOf(orderFlow, detail.status);
  const can = (action: keyof typeof orderFlow.actions) =>
    state !== undefined && (orderFlow.actions[action].from as readonly string[]).includes(state);
  if (!can('complete') && !can('cancel')) return null;

  async function complete() {
    if (!(await confirm({ title: t('orderDetail.completeConfirm', { orderNo: detail.orderNo }) }))) return;
    try {
      requireSuccess(
        await api.call('transitOrder', { orderId: detail.orderId, action: 'complete' }),
        t('common.flagFailed'),
      );
      message.success(t('flows.done', { action: t('flows.order.actions.complete') }));
      reload();
    } catch {
      // requireSuccess or the HTTP client said why; the order stays as shown.
    }
  }

  return (
    <div className="flex gap-3">
      {can('complete') ? (
        <Button variant="primary" onClick={() => void complete()}>
          {t('flows.order.actions.complete')}
        </Button>
      ) : null}
      {can('cancel') ? (
        <Button variant="danger" onClick={() => setCancelling(true)}>
          {t('flows.order.actions.cancel')}
        </Button>
      ) : null}
      {cancelling ? (
        <ResourceFormDialog
          namespace="orderDetail"
          open
          title={t('flows.order.actions.cancel')}
          description={detail.orderNo}
          call="transitOrder"
          fields={[{ name: 'reason', control: 'textarea', label: 'flows.inputs.reason', required: true }]}
          fixedParams={{ orderId: detail.orderId, action: 'cancel' }}
          onClose={() => setCancelling(false)}
          onSaved={() => {
            setCancelling(false);
            message.success(t('flows.done', { action: t('flows.order.actions.cancel') }));
            reload();
          }}
        />
      ) : null}
      {confirmDialog}
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
          ]}
        />
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
  const [params] = useSearchParams();
  const orderId = Number(params.get('id'));
  const known = Number.isInteger(orderId) && orderId > 0;
  return (
    <section aria-labelledby="order-title" className="flex min-w-0 flex-col gap-4">
      <h1 id="order-title" className="sr-only">
        {known ? `${t('routes.EquipmentOrdersDetail')} #${orderId}` : t('routes.EquipmentOrdersDetail')}
      </h1>
      {known ? (
        <OrderDetailView key={orderId} orderId={orderId} />
      ) : (
        <div className="flex flex-col items-center gap-3 py-16 text-sm">
          <p>{t('orderDetail.noId')}</p>
          <Link className="text-primary underline-offset-2 hover:underline" to="/equipmentOrders/list">
            {t('orderDetail.back')}
          </Link>
        </div>
      )}
    </section>
  );
}

import type { OrderDetail } from '@vending/contract';
import { refundStates } from '@vending/contract';
import { Button, message } from '@vending/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerPageWords } from '../../i18n/pageWords';
import { LazyResourceFormDialog as ResourceFormDialog } from '../resource/LazyResourceFormDialog';
import { orderRefundWords } from './words';

// Its words come with it, to the order detail and the feedback detail alike.
registerPageWords(orderRefundWords);

/** What is paid and not refunded (nor on its way back) may still be refunded, whole or by lines. */
export function mayRefund(order: Pick<OrderDetail, 'paidTime' | 'amount' | 'refunds'>): boolean {
  const underWay = order.refunds
    .filter((refund) => refund.status !== refundStates.failed)
    .reduce((total, refund) => total + refund.amount, 0);
  return order.paidTime !== null && underWay < order.amount;
}

/**
 * The refund button of an order and its dialog (a reason; the lines, or the whole order): one
 * piece for the order detail and the feedback about an order, so that a lines picker replacing
 * the dialog (order, onClose, onRefunded) serves both. Nothing while nothing is left to refund.
 * `onRefunded` runs once the refund is started (read the order again).
 */
export function OrderRefund({ order, onRefunded }: { order: OrderDetail; onRefunded: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!mayRefund(order)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('orderRefund.refund')}</Button>
      {open ? (
        <ResourceFormDialog
          namespace="orderRefund"
          open
          title={t('orderRefund.refund')}
          description={order.orderNo}
          call="refundOrder"
          fields={[
            { name: 'reason', control: 'textarea', label: 'flows.inputs.reason', required: true },
            { name: 'lines', control: 'text', label: 'refundLines' },
          ]}
          fixedParams={{ orderId: order.orderId }}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            message.success(t('orderRefund.started'));
            onRefunded();
          }}
        />
      ) : null}
    </>
  );
}

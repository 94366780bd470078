import type { OrderDetail } from '@vending/contract';
import { Button } from '@vending/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerPageWords } from '../../i18n/pageWords';
import { LazyRefundDialog } from './LazyRefundDialog';
import { amountLeftToRefund } from './refundable';
import { refundWords } from './refundWords';

// Its words come with it, to the order detail and the feedback detail alike.
registerPageWords(refundWords);

/** What is paid and not refunded (nor on its way back) may still be refunded, whole or by lines. */
export function mayRefund(order: Pick<OrderDetail, 'paidTime' | 'amount' | 'refunds'>): boolean {
  return order.paidTime !== null && amountLeftToRefund(order) > 0;
}

/**
 * The refund button of an order and its dialog (the lines and quantities, the amount, a reason):
 * one piece for the order detail and the feedback about an order. Nothing while nothing is left
 * to refund. `onRefunded` runs once the server took the refund (read the order again).
 */
export function OrderRefund({ order, onRefunded }: { order: OrderDetail; onRefunded: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!mayRefund(order)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('refundDialog.title')}</Button>
      {open ? (
        <LazyRefundDialog
          order={order}
          onClose={() => setOpen(false)}
          onRefunded={() => {
            setOpen(false);
            onRefunded();
          }}
        />
      ) : null}
    </>
  );
}

import type { Language } from '../../config/constants';

const zh = {
  orderRefund: {
    refund: '退款',
    started: '退款已提交',
    fields: { refundLines: '退款商品（行号:数量，如 1:1,2:1；留空为全部）' },
  },
};

/** The refund dialog's words, wherever an order may be refunded (the order, a feedback about it). */
export const orderRefundWords: Record<Language, typeof zh> = {
  zh,
  en: {
    orderRefund: {
      refund: 'Refund',
      started: 'Refund submitted',
      fields: { refundLines: 'Lines to refund (line:quantity, e.g. 1:1,2:1; empty for all)' },
    },
  },
};

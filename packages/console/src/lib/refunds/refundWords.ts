import type { Language } from '../../config/constants';

const zh = {
  refundDialog: {
    title: '退款',
    lines: '退款商品',
    allLines: '全部商品',
    quantityOf: '{{goods}} 退款数量',
    left: '可退 {{count}}',
    none: '已全部退款',
    amount: '退款金额',
    whole: '（剩余全部）',
    reason: '退款原因',
    submit: '确认退款',
    rules: {
      none: '请至少选择一件商品',
      quantity: '{{goods}} 的退款数量须为 1–{{max}} 的整数',
    },
    done: {
      refunded: '已退款 {{amount}}',
      refunding: '退款已提交，等待支付渠道确认',
      failed: '支付渠道退款失败，可在退款记录中重试',
    },
  },
};

/** The refund dialog's words in each language (it registers them itself: the order and feedback details open it). */
export const refundWords: Record<Language, typeof zh> = {
  zh,
  en: {
    refundDialog: {
      title: 'Refund',
      lines: 'Goods to refund',
      allLines: 'All goods',
      quantityOf: 'Quantity of {{goods}} to refund',
      left: '{{count}} left',
      none: 'Refunded in full',
      amount: 'Refund amount',
      whole: '(all that is left)',
      reason: 'Reason',
      submit: 'Refund',
      rules: {
        none: 'Choose at least one item',
        quantity: 'The quantity of {{goods}} must be a whole number from 1 to {{max}}',
      },
      done: {
        refunded: 'Refunded {{amount}}',
        refunding: 'Refund submitted; waiting for the payment channel',
        failed: 'The payment channel refused the refund; retry it from the refunds',
      },
    },
  },
};

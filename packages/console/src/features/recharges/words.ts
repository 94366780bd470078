import { paymentMethodTable } from '@vending/contract/ledger';
import type { Language } from '../../config/constants';

/** The recharge methods' words (all but the balance), from the contract's one table of codes. */
const methodOptions = (language: 'zh' | 'en') =>
  Object.fromEntries(
    paymentMethodTable.filter((row) => row.key !== 'balance').map((row) => [String(row.code), row[language]]),
  );

const zh = {
  recharges: {
    fields: {
      created: '充值日期',
      nickName: '会员',
      phone: '手机号',
      amount: '实付金额',
      transactionNo: '交易单号',
      createTime: '充值时间',
      paidTime: '到账时间',
      handledBy: '退款人',
      handledTime: '退款时间',
      refundReason: '退款原因',
      userId: '会员ID',
      rechargeId: '充值ID',
    },
    placeholders: { keyword: '会员姓名、手机号或交易单号' },
    options: { method: methodOptions('zh') },
    totals: { count: '笔数', amount: '实付合计', bonus: '赠送合计' },
    actions: { detail: '详情' },
    detailOf: '充值记录 {{transactionNo}}',
    refundSummary: '退回实付 {{amount}}，扣回赠送 {{bonus}}',
  },
};

/** The recharges page's words in each language (conventions: lib/resource/declaration.ts). */
export const rechargeWords: Record<Language, typeof zh> = {
  zh,
  en: {
    recharges: {
      fields: {
        created: 'Recharge date',
        nickName: 'Member',
        phone: 'Phone',
        amount: 'Paid',
        transactionNo: 'Transaction number',
        createTime: 'Recharged at',
        paidTime: 'Paid at',
        handledBy: 'Refunded by',
        handledTime: 'Refunded at',
        refundReason: 'Refund reason',
        userId: 'Member ID',
        rechargeId: 'Recharge ID',
      },
      placeholders: { keyword: 'Member name, phone or transaction number' },
      options: { method: methodOptions('en') },
      totals: { count: 'Recharges', amount: 'Paid in total', bonus: 'Bonus in total' },
      actions: { detail: 'Details' },
      detailOf: 'Recharge {{transactionNo}}',
      refundSummary: 'Pays back {{amount}} and takes back the {{bonus}} bonus',
    },
  },
};

import type { Language } from '../../config/constants';

const zh = {
  withdrawals: {
    fields: {
      keyword: '关键词',
      agentId: '代理商',
      status: '状态',
      applied: '申请日期',
      withdrawalId: '提现ID',
      agentName: '代理商',
      amount: '提现金额',
      fee: '手续费',
      bankName: '开户银行',
      bankAccount: '银行账号',
      accountHolder: '开户人',
      createTime: '申请时间',
      handledBy: '审核人',
      handledTime: '审核时间',
      rejectReason: '拒绝原因',
    },
    placeholders: { keyword: '代理商、开户银行或开户人' },
    totals: { count: '笔数', amount: '提现合计', fee: '手续费合计' },
    actions: { detail: '详情' },
    detailOf: '提现记录 #{{id}}',
  },
  agentShares: {
    fields: {
      agentId: '代理商',
      month: '月份',
      agentName: '代理商',
      orders: '完成订单数',
      sales: '销售额（含GST）',
      gst: 'GST',
      shareRate: '分成比例',
      share: '分成金额',
    },
    totals: { orders: '订单合计', sales: '销售额合计', gst: 'GST合计', share: '分成合计' },
  },
};

/** The finance pages' words in each language (conventions: lib/resource/declaration.ts). */
export const financeWords: Record<Language, typeof zh> = {
  zh,
  en: {
    withdrawals: {
      fields: {
        keyword: 'Keyword',
        agentId: 'Agent',
        status: 'Status',
        applied: 'Application date',
        withdrawalId: 'Withdrawal ID',
        agentName: 'Agent',
        amount: 'Amount',
        fee: 'Fee',
        bankName: 'Bank',
        bankAccount: 'Account number',
        accountHolder: 'Account holder',
        createTime: 'Applied at',
        handledBy: 'Reviewed by',
        handledTime: 'Reviewed at',
        rejectReason: 'Rejection reason',
      },
      placeholders: { keyword: 'Agent, bank or account holder' },
      totals: { count: 'Withdrawals', amount: 'Amount in total', fee: 'Fees in total' },
      actions: { detail: 'Details' },
      detailOf: 'Withdrawal #{{id}}',
    },
    agentShares: {
      fields: {
        agentId: 'Agent',
        month: 'Month',
        agentName: 'Agent',
        orders: 'Orders',
        sales: 'Sales (GST incl.)',
        gst: 'GST',
        shareRate: 'Share rate',
        share: 'Share',
      },
      totals: { orders: 'Orders in total', sales: 'Sales in total', gst: 'GST in total', share: 'Share in total' },
    },
  },
};

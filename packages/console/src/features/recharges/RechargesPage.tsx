import { formatMoney } from '@vending/ui';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { registerPageWords } from '../../i18n/pageWords';
import { rechargeWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(rechargeWords);

/**
 * Members' recharges: filter, totals of what the filter matches, export, detail and refund.
 * The member's phone is in the detail and the export, and the keyword finds it.
 */
export const rechargesPage = listPage({
  namespace: 'recharges',
  list: 'getRechargeList',
  rowId: 'rechargeId',
  rowLabel: 'transactionNo',
  filters: [
    { kind: 'text', param: 'keyword' },
    { kind: 'status', param: 'status', flow: 'recharge' },
    { kind: 'select', param: 'method', options: ['1', '2', '3'] },
    { kind: 'dateRange', name: 'created', from: 'startTime', to: 'endTime' },
  ],
  columns: [
    { kind: 'text', field: 'nickName', width: 90 },
    { kind: 'money', field: 'amount', width: 100 },
    { kind: 'money', field: 'bonus', width: 90 },
    { kind: 'enum', field: 'method', values: ['1', '2', '3'], width: 90 },
    { kind: 'status', field: 'status', flow: 'recharge' },
    { kind: 'text', field: 'transactionNo', width: 170 },
    { kind: 'dateTime', field: 'createTime' },
  ],
  actions: [
    {
      // Everything of one recharge, the refund (who, when, why) included.
      key: 'detail',
      opens: 'detail',
      fields: [
        { kind: 'twoLine', field: 'nickName', secondary: (row) => row.phone },
        { kind: 'text', field: 'userId' },
        { kind: 'money', field: 'amount' },
        { kind: 'money', field: 'bonus' },
        { kind: 'enum', field: 'method', values: ['1', '2', '3'] },
        { kind: 'status', field: 'status', flow: 'recharge' },
        { kind: 'text', field: 'transactionNo', span: 2 },
        { kind: 'dateTime', field: 'createTime' },
        { kind: 'dateTime', field: 'paidTime' },
        { kind: 'text', field: 'handledBy' },
        { kind: 'dateTime', field: 'handledTime' },
        { kind: 'text', field: 'refundReason', span: 2 },
      ],
    },
    {
      key: 'refund',
      opens: 'transition',
      flow: 'recharge',
      action: 'refund',
      statusField: 'status',
      call: 'transitRecharge',
      // What goes back: the amount paid, and the bonus taken off the wallet with it.
      summary: (row, { t, currency }) =>
        t('recharges.refundSummary', {
          amount: formatMoney(row.amount, currency),
          bonus: formatMoney(row.bonus, currency),
        }),
    },
  ],
  export: 'getRechargeListExcle',
  totals: [
    { field: 'count', kind: 'count' },
    { field: 'amount', kind: 'money' },
    { field: 'bonus', kind: 'money' },
  ],
});

export default function RechargesPage() {
  return <ResourcePage page={rechargesPage} />;
}

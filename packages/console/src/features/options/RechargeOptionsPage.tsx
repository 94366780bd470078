import { formatMoney } from '@vending/ui';
import { registerPageWords } from '../../i18n/pageWords';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { optionWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(optionWords);

/** 充值赠送列表: each top-up amount and the bonus it grants; one option per amount. */
export const rechargeOptionsPage = listPage({
  namespace: 'rechargeOptions',
  list: 'getRechargeOptionList',
  rowId: 'optionId',
  // No field names an option: its amount and bonus do, as the table shows them.
  rowLabel: (row, { t, currency }) =>
    t('rechargeOptions.rowLabel', {
      amount: formatMoney(row.amount, currency),
      bonus: formatMoney(row.bonus, currency),
    }),
  filters: [],
  columns: [
    { kind: 'money', field: 'amount', width: 140 },
    { kind: 'money', field: 'bonus', width: 140 },
    { kind: 'flag', field: 'isFlag', update: 'updateRechargeOptionIsFlag' },
    { kind: 'text', field: 'sortOrder', width: 90 },
    { kind: 'text', field: 'updatedBy', width: 120 },
    { kind: 'dateTime', field: 'updateTime' },
  ],
  form: {
    create: 'addRechargeOption',
    update: 'updateRechargeOption',
    fields: [
      { name: 'amount', control: 'money' },
      { name: 'bonus', control: 'money' },
      { name: 'sortOrder', control: 'text' },
    ],
  },
  actions: [
    { key: 'edit', opens: 'edit' },
    { key: 'remove', opens: 'confirm', call: 'removeRechargeOption' },
  ],
  actionsWidth: 140,
});

export default function RechargeOptionsPage() {
  return <ResourcePage page={rechargeOptionsPage} />;
}

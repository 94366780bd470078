import type { SessionManagerInfo } from '@vending/contract';
import { formatMoney } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { registerPageWords } from '../../i18n/pageWords';
import { listPage } from '../../lib/resource/declaration';
import { LazyResourceFormDialog as ResourceFormDialog } from '../../lib/resource/LazyResourceFormDialog';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { financeWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(financeWords);

/** An agent account (代理商账号): it applies for its own withdrawals; the platform reviews them. */
const isAgentAccount = (self: SessionManagerInfo | undefined) => (self?.agentId ?? null) !== null;
const isPlatformAccount = (self: SessionManagerInfo | undefined) => !isAgentAccount(self);

/** 申请提现: an agent account asks for credited money; it waits under review for the platform. */
function ApplyDialog({ close, saved }: { close: () => void; saved: (message?: string) => void }) {
  const { t } = useTranslation();
  return (
    <ResourceFormDialog
      namespace="withdrawals"
      open
      title={t('withdrawals.toolbar.apply')}
      description={t('withdrawals.applyHint')}
      call="applyWithdrawal"
      fields={[
        { name: 'amount', control: 'money' },
        { name: 'bankName', control: 'text' },
        { name: 'bankAccount', control: 'text' },
        { name: 'accountHolder', control: 'text' },
      ]}
      onClose={close}
      onSaved={() => saved(t('withdrawals.applied'))}
    />
  );
}

/**
 * Agents' withdrawals: filter, totals of what the filter matches, export, detail, approve
 * (the amount leaves the agent's balance) and reject with a reason. Account numbers arrive
 * masked from the server. An agent account applies for its own (申请提现) and is offered no
 * review: the platform reviews.
 */
export const withdrawalsPage = listPage({
  namespace: 'withdrawals',
  list: 'getWithdrawalList',
  rowId: 'withdrawalId',
  rowLabel: 'agentName',
  filters: [
    { kind: 'text', param: 'keyword' },
    { kind: 'options', param: 'agentId', call: 'getAgentOptions' },
    { kind: 'status', param: 'status', flow: 'withdrawal' },
    { kind: 'dateRange', name: 'applied', from: 'startTime', to: 'endTime' },
  ],
  columns: [
    { kind: 'text', field: 'agentName', minWidth: 115 },
    { kind: 'money', field: 'amount', width: 95 },
    { kind: 'money', field: 'fee', width: 70 },
    {
      kind: 'twoLine',
      field: 'bankAccount',
      width: 165,
      // The bank and the holder above the (masked) number: one column for the account.
      secondary: (row) => `${row.bankName} · ${row.accountHolder}`,
      secondaryFirst: true,
    },
    { kind: 'status', field: 'status', flow: 'withdrawal', width: 125 },
    { kind: 'dateTime', field: 'createTime', width: 150 },
    { kind: 'text', field: 'handledBy', width: 80 },
  ],
  actions: [
    // The review first, so that 通过 stands in the row and the rest in its menu.
    {
      key: 'approve',
      opens: 'transition',
      flow: 'withdrawal',
      action: 'approve',
      statusField: 'status',
      call: 'transitWithdrawal',
      offeredTo: isPlatformAccount,
      // What the approval moves: the amount, the fee, what reaches the account, the agent's balance
      // before and after, and which account.
      summary: (row, { t, currency }) =>
        t('withdrawals.approveSummary', {
          amount: formatMoney(row.amount, currency),
          fee: formatMoney(row.fee, currency),
          paidOut: formatMoney(row.amount - row.fee, currency),
          // The approval takes the amount off the agent's balance as it stands now.
          balanceBefore: formatMoney(row.agentBalance, currency),
          balanceAfter: formatMoney(row.agentBalance - row.amount, currency),
          account: `${row.bankName} · ${row.accountHolder} · ${row.bankAccount}`,
        }),
    },
    {
      key: 'reject',
      opens: 'transition',
      flow: 'withdrawal',
      action: 'reject',
      statusField: 'status',
      call: 'transitWithdrawal',
      offeredTo: isPlatformAccount,
    },
    {
      // Everything of one withdrawal (the account masked, as the server sends it) and its review.
      key: 'detail',
      opens: 'detail',
      fields: [
        { kind: 'text', field: 'agentName', span: 2 },
        { kind: 'money', field: 'amount' },
        { kind: 'money', field: 'fee' },
        { kind: 'text', field: 'bankName' },
        { kind: 'text', field: 'accountHolder' },
        { kind: 'text', field: 'bankAccount', span: 2 },
        { kind: 'status', field: 'status', flow: 'withdrawal' },
        { kind: 'dateTime', field: 'createTime' },
        { kind: 'text', field: 'handledBy' },
        { kind: 'dateTime', field: 'handledTime' },
        { kind: 'text', field: 'rejectReason', span: 2 },
      ],
    },
  ],
  export: 'getWithdrawalListExcle',
  toolbarDialogs: [{ key: 'apply', dialog: (props) => <ApplyDialog {...props} />, offeredTo: isAgentAccount }],
  totals: [
    { field: 'count', kind: 'count' },
    { field: 'amount', kind: 'money' },
    { field: 'fee', kind: 'money' },
  ],
});

export default function WithdrawalsPage() {
  return <ResourcePage page={withdrawalsPage} />;
}

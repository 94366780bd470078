import { registerPageWords } from '../../i18n/pageWords';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { shareMonthStates } from '@vending/contract';
import { formatDateTime, Tag } from '@vending/ui';
import { SettleMonthDialog } from './SettleMonthDialog';
import { financeWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(financeWords);

/**
 * Each agent's share of each month: 预估 (estimated from the orders' own records) until the
 * month is settled, then 已结算 with who and when, as stored. Sales with their GST apart, the
 * rate, the share of the sales net of GST. Filter by agent and month; totals of what the filter
 * matches; export (with a totals row); settle a month that has ended. What changed in a settled
 * month afterwards (a late sale, a refund) is a row of the first open month after it, naming
 * the month it adjusts (docs/MONEY.md, period close).
 */
export const agentSharesPage = listPage({
  namespace: 'agentShares',
  list: 'getAgentShareList',
  rowId: 'shareId',
  rowLabel: 'agentName',
  filters: [
    { kind: 'options', param: 'agentId', call: 'getAgentOptions' },
    { kind: 'options', param: 'month', call: 'getAgentShareMonthOptions' },
  ],
  columns: [
    // The columns fit a 1200 px window beside the menu (916 px at least): nothing runs past the table's edge.
    {
      kind: 'text',
      field: 'month',
      width: 76,
      // Period close: a change to a settled month, booked in this one, names the month it belongs to.
      render: (row, { t }) =>
        row.adjustsMonth === null ? (
          row.month
        ) : (
          <span className="flex min-w-0 flex-col items-start leading-tight">
            {row.month}
            <span data-slot="adjusts" className="max-w-full truncate text-xs text-text-secondary">
              {t('agentShares.adjusts', { month: row.adjustsMonth })}
            </span>
          </span>
        ),
    },
    { kind: 'text', field: 'agentName', minWidth: 160 },
    { kind: 'text', field: 'orders', width: 90 },
    { kind: 'money', field: 'sales', width: 120 },
    { kind: 'money', field: 'gst', width: 90 },
    { kind: 'percent', field: 'shareBasisPoints', unit: 'basisPoints', width: 90 },
    { kind: 'money', field: 'share', width: 110 },
    {
      kind: 'text',
      field: 'state',
      width: 180,
      render: (row, { t }) =>
        row.state === shareMonthStates.settled ? (
          // Two lines, each held inside the column (issue 30: one line ran past the table's edge).
          <span className="flex min-w-0 flex-col items-start gap-0.5 leading-tight">
            <Tag tone="success">{t('agentShares.states.settled')}</Tag>
            <span data-slot="settled-by" className="max-w-full truncate text-xs text-text-secondary">
              {[row.settledBy, formatDateTime(row.settledTime)].filter(Boolean).join(' · ')}
            </span>
          </span>
        ) : (
          <Tag tone="warning">{t('agentShares.states.estimated')}</Tag>
        ),
    },
  ],
  toolbarDialogs: [{ key: 'settle', dialog: (props) => <SettleMonthDialog {...props} /> }],
  export: 'getAgentShareListExcle',
  totals: [
    { field: 'orders', kind: 'count' },
    { field: 'sales', kind: 'money' },
    { field: 'gst', kind: 'money' },
    { field: 'share', kind: 'money' },
  ],
});

export default function AgentSharesPage() {
  return <ResourcePage page={agentSharesPage} />;
}

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
 * matches; export (with a totals row); settle a month that has ended.
 */
export const agentSharesPage = listPage({
  namespace: 'agentShares',
  list: 'getAgentShareList',
  rowId: 'shareId',
  rowLabel: 'agentName',
  filters: [
    { kind: 'options', param: 'agentId', call: 'getAgentShareAgentOptions' },
    { kind: 'options', param: 'month', call: 'getAgentShareMonthOptions' },
  ],
  columns: [
    { kind: 'text', field: 'month', width: 90 },
    { kind: 'text', field: 'agentName', minWidth: 180 },
    { kind: 'text', field: 'orders', width: 110 },
    { kind: 'money', field: 'sales', width: 140 },
    { kind: 'money', field: 'gst', width: 110 },
    { kind: 'percent', field: 'shareRate', unit: 'basisPoints', width: 100 },
    { kind: 'money', field: 'share', width: 130 },
    {
      kind: 'text',
      field: 'state',
      width: 200,
      render: (row, { t }) =>
        row.state === shareMonthStates.settled ? (
          <span className="inline-flex items-center gap-2">
            <Tag tone="success">{t('agentShares.states.settled')}</Tag>
            <span className="text-xs text-text-secondary">
              {row.settledBy ?? ''} {formatDateTime(row.settledTime)}
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

import { registerPageWords } from '../../i18n/pageWords';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { financeWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(financeWords);

/**
 * Each agent's share of each month, computed by the server from the completed orders at its
 * merchants' devices: sales with their GST apart, the rate, and the share of the sales net of
 * GST. Filter by agent and month; totals of what the filter matches; export.
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
  ],
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

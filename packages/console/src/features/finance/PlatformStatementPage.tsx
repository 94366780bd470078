import { platformMovementKinds } from '@vending/contract';
import { registerPageWords } from '../../i18n/pageWords';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { financeWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(financeWords);

const kinds = platformMovementKinds;

/**
 * 平台对账单 (docs/MONEY.md, statements): the platform account's ledger entries of a period,
 * oldest first, each with the balance after it; the totals say the opening balance, what each
 * kind of movement brought in or took out, and the closing balance. Export: the entries, then a
 * row for the opening, each kind and the closing.
 */
export const platformStatementPage = listPage({
  namespace: 'platformStatement',
  list: 'getPlatformStatement',
  rowId: 'entryId',
  rowLabel: (row) => String(row.entryId),
  filters: [{ kind: 'dateRange', name: 'time', from: 'startTime', to: 'endTime' }],
  columns: [
    { kind: 'dateTime', field: 'time', width: 160 },
    { kind: 'enum', field: 'kind', values: [...kinds], width: 120 },
    { kind: 'text', field: 'orderNo', minWidth: 160 },
    { kind: 'money', field: 'amount', width: 120 },
    { kind: 'money', field: 'balanceAfter', width: 140 },
    { kind: 'text', field: 'note', minWidth: 160 },
  ],
  export: 'getPlatformStatementExcle',
  totals: [
    { field: 'count', kind: 'count' },
    { field: 'opening', kind: 'money' },
    ...kinds.map((field) => ({ field, kind: 'money' as const })),
    { field: 'closing', kind: 'money' },
  ],
});

export default function PlatformStatementPage() {
  return <ResourcePage page={platformStatementPage} />;
}

import type { ReplenishmentRow } from '@vending/contract';
import { registerPageWords } from '../../i18n/pageWords';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { ReplenishmentDetailDrawer } from './ReplenishmentDetailDrawer';
import { equipmentWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(equipmentWords);

/** Restocking visits: which device, who, when, and what each slot held before and after. */
export const replenishmentsPage = listPage({
  namespace: 'replenishments',
  list: 'getReplenishmentList',
  rowId: 'replenishmentId',
  rowLabel: 'deviceNo',
  filters: [
    { kind: 'options', param: 'deviceId', call: 'getReplenishmentDeviceOptions' },
    { kind: 'text', param: 'operator' },
    { kind: 'dateRange', name: 'created', from: 'startTime', to: 'endTime' },
  ],
  columns: [
    { kind: 'text', field: 'deviceNo', width: 110 },
    { kind: 'text', field: 'deviceName', width: 130 },
    { kind: 'twoLine', field: 'operatorName', secondary: (row) => row.operatorPhone, width: 140 },
    { kind: 'dateTime', field: 'createTime' },
    {
      kind: 'computed',
      id: 'lines',
      minWidth: 260,
      value: (row) => row.lines.length,
      render: (row) => (
        <span className="flex flex-col">
          {row.lines.map((line) => (
            <span key={line.slotNo} className="tabular-nums">
              {line.goodsName} {line.before} → {line.after}
            </span>
          ))}
        </span>
      ),
    },
    {
      kind: 'text',
      field: 'added',
      width: 90,
      render: (row) => <span className="text-success-text tabular-nums">+{row.added}</span>,
    },
  ],
  actions: [
    {
      key: 'detail',
      opens: 'dialog',
      dialog: ({ row, close }) => <ReplenishmentDetailDrawer record={row as ReplenishmentRow} onClose={close} />,
    },
  ],
  export: 'getReplenishmentListExcle',
});

export default function ReplenishmentsPage() {
  return <ResourcePage page={replenishmentsPage} />;
}

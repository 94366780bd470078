import type { ReplenishmentRow } from '@vending/contract';
import { detailColumns } from '../../lib/resource/detail';
import { registerPageWords } from '../../i18n/pageWords';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { equipmentWords } from './words';

type ReplenishmentLine = ReplenishmentRow['lines'][number];

// This page's words come with its chunk, not in the first bundle.
registerPageWords(equipmentWords);

/** Restocking visits: which device, who, when, and what each slot held before and after. */
export const replenishmentsPage = listPage({
  namespace: 'replenishments',
  list: 'getReplenishmentList',
  rowId: 'replenishmentId',
  rowLabel: 'deviceNo',
  filters: [
    { kind: 'options', param: 'deviceId', call: 'getDeviceOptions' },
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
      // One restocking visit: the device, who, when, and each slot's quantity before and after.
      key: 'detail',
      opens: 'detail',
      fields: [
        { kind: 'text', field: 'deviceNo' },
        { kind: 'text', field: 'deviceName' },
        { kind: 'text', field: 'operatorName' },
        { kind: 'text', field: 'operatorPhone' },
        { kind: 'dateTime', field: 'createTime' },
        { kind: 'text', field: 'added' },
      ],
      sections: [
        {
          kind: 'table',
          title: 'fields.lines',
          rows: (record) => record.lines,
          rowId: 'slotNo',
          rowLabel: 'goodsName',
          columns: detailColumns<ReplenishmentLine>([
            { kind: 'text', field: 'slotNo', width: 60 },
            { kind: 'text', field: 'goodsName', minWidth: 110 },
            { kind: 'text', field: 'before', align: 'end', width: 70 },
            { kind: 'text', field: 'after', align: 'end', width: 70 },
            {
              kind: 'computed',
              id: 'added',
              width: 100,
              value: (line) => line.after - line.before,
              render: (line) => <span className="text-success-text tabular-nums">+{line.after - line.before}</span>,
            },
          ]),
        },
      ],
    },
  ],
  export: 'getReplenishmentListExcle',
});

export default function ReplenishmentsPage() {
  return <ResourcePage page={replenishmentsPage} />;
}

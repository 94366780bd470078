import { registerPageWords } from '../../i18n/pageWords';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { equipmentWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(equipmentWords);

/** Device models: the slot grid and what one slot holds; a type devices use cannot be deleted. */
export const deviceTypesPage = listPage({
  namespace: 'deviceTypes',
  list: 'getDeviceTypeList',
  rowId: 'typeId',
  rowLabel: 'name',
  filters: [{ kind: 'text', param: 'keyword' }],
  columns: [
    { kind: 'image', field: 'picture', width: 80 },
    { kind: 'text', field: 'name', minWidth: 140 },
    { kind: 'text', field: 'model', width: 110 },
    {
      kind: 'computed',
      id: 'slots',
      width: 110,
      value: (row) => row.slotRows * row.slotColumns,
      render: (row, { t }) => t('deviceTypes.grid', { rows: row.slotRows, columns: row.slotColumns }),
    },
    { kind: 'text', field: 'slotCapacity', width: 100 },
    { kind: 'text', field: 'parLevel', width: 100, empty: 'toCapacity' },
    {
      kind: 'computed',
      id: 'temperatureRange',
      width: 110,
      value: (row) => row.temperatureMax ?? row.temperatureMin,
      render: (row, { t }) =>
        row.temperatureMin === null && row.temperatureMax === null ? (
          <span className="text-text-subtle">{t('deviceTypes.noRange')}</span>
        ) : (
          t('deviceTypes.range', { min: row.temperatureMin ?? '—', max: row.temperatureMax ?? '—' })
        ),
    },
    { kind: 'text', field: 'deviceCount', width: 80 },
    { kind: 'dateTime', field: 'updateTime' },
  ],
  form: {
    create: 'addDeviceType',
    update: 'updateDeviceType',
    fields: [
      { name: 'name', control: 'text' },
      { name: 'model', control: 'text' },
      { name: 'slotRows', control: 'text' },
      { name: 'slotColumns', control: 'text' },
      { name: 'slotCapacity', control: 'text' },
      // The bulk setting: every slot of the type's devices without a par level of its own.
      { name: 'parLevel', control: 'text' },
      // A heartbeat's temperature outside the range opens 温度异常 (告警中心).
      { name: 'temperatureMin', control: 'text' },
      { name: 'temperatureMax', control: 'text' },
      {
        name: 'picture',
        control: 'image',
        initialValue: (row) => (typeof row?.['picture'] === 'string' ? row['picture'] : ''),
      },
    ],
  },
  actions: [
    { key: 'edit', opens: 'edit' },
    { key: 'delete', opens: 'confirm', call: 'deleteDeviceType' },
  ],
});

export default function DeviceTypesPage() {
  return <ResourcePage page={deviceTypesPage} />;
}

import { Tag } from '@vending/ui';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { DevicePicker } from './DevicePicker';
import { registerPageWords } from '../../i18n/pageWords';
import { personnelWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(personnelWords);

/** Testers: who may test on which devices; add, edit, enable / disable, remove. */
export const testersPage = listPage({
  namespace: 'testers',
  list: 'getTesterList',
  rowId: 'testerId',
  rowLabel: 'name',
  filters: [
    { kind: 'text', param: 'keyword' },
    { kind: 'flag', param: 'isFlag' },
  ],
  columns: [
    { kind: 'text', field: 'name', minWidth: 100 },
    { kind: 'text', field: 'phone', width: 130 },
    {
      kind: 'computed',
      id: 'devices',
      width: 240,
      value: (row) => row.devices.length,
      render: (row, { t }) =>
        row.devices.length === 0 ? (
          <span className="text-text-subtle">{t('testers.noDevices')}</span>
        ) : (
          <span className="flex flex-wrap gap-1">
            {row.devices.map((device) => (
              <Tag key={device.deviceId}>{device.deviceNo}</Tag>
            ))}
          </span>
        ),
    },
    { kind: 'flag', field: 'isFlag', update: 'updateTesterIsFlag' },
    { kind: 'text', field: 'createdBy', width: 110 },
    { kind: 'dateTime', field: 'createTime' },
  ],
  form: {
    create: 'addTester',
    update: 'updateTester',
    fields: [
      { name: 'name', control: 'text' },
      { name: 'phone', control: 'phone' },
      {
        name: 'deviceIds',
        control: 'text',
        render: (control) => <DevicePicker {...control} />,
        initialValue: (row) => (row?.['devices'] as { deviceId: number }[] | undefined)?.map((d) => d.deviceId) ?? [],
      },
    ],
  },
  actions: [
    { key: 'edit', opens: 'edit' },
    { key: 'remove', opens: 'confirm', call: 'removeTester' },
  ],
});

export default function TestersPage() {
  return <ResourcePage page={testersPage} />;
}

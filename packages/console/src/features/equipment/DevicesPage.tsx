import type { DeviceRow } from '@vending/contract';
import { formatDateTime, formatTime, Tag, useUiLocale } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { registerPageWords } from '../../i18n/pageWords';
import { PlaceField } from '../../lib/places/PlaceField';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { AlarmsDrawer } from './AlarmsDrawer';
import { CredentialDialog } from './CredentialDialog';
import { SlotsDrawer } from './SlotsDrawer';
import { TemperatureDrawer } from './TemperatureDrawer';
import { equipmentWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(equipmentWords);

/**
 * How long ago the last heartbeat was, measured from the server's time of the answer (when it
 * judged online), so the words agree with the online state; the full time is the tooltip.
 */
function HeartbeatTime({ device }: { device: DeviceRow }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  if (!device.lastHeartbeatTime) return <span className="text-text-subtle">{t('devices.never')}</span>;
  return (
    <time dateTime={device.lastHeartbeatTime} title={formatDateTime(device.lastHeartbeatTime)} className="tabular-nums">
      {formatTime(device.lastHeartbeatTime, { locale, now: device.checkedTime })}
    </time>
  );
}

const percentOf = (device: DeviceRow) =>
  device.capacity === 0 ? 0 : Math.round((device.stock / device.capacity) * 100);

/** Devices: where they stand, whether they beat, how full they are; edited, bound, restocked by slot. */
export const devicesPage = listPage({
  namespace: 'devices',
  list: 'getDeviceList',
  rowId: 'deviceId',
  rowLabel: 'deviceNo',
  // Online, open alarms, heartbeat and stock follow the devices' reports without a reload.
  live: true,
  filters: [
    { kind: 'text', param: 'keyword' },
    { kind: 'select', param: 'online', options: ['1', '0'] },
    { kind: 'select', param: 'alarm', options: ['1', '0'] },
    { kind: 'select', param: 'shortage', options: ['1', '0'] },
    { kind: 'options', param: 'typeId', call: 'getDeviceTypeOptions' },
    { kind: 'options', param: 'agentId', call: 'getAgentOptions' },
    { kind: 'options', param: 'regionId', call: 'getRegionOptions' },
  ],
  columns: [
    { kind: 'text', field: 'deviceNo', width: 110 },
    { kind: 'text', field: 'deviceName', width: 130 },
    { kind: 'text', field: 'typeName', width: 110 },
    { kind: 'text', field: 'regionName', width: 90 },
    {
      kind: 'twoLine',
      field: 'merchantName',
      minWidth: 170,
      secondary: (row) => row.agentName,
      empty: 'unbound',
    },
    {
      kind: 'twoLine',
      field: 'address',
      minWidth: 220,
      secondary: (row) =>
        row.latitude !== null && row.longitude !== null ? `${row.latitude}, ${row.longitude}` : null,
    },
    { kind: 'enum', field: 'online', values: ['0', '1'], tones: { 1: 'success', 0: 'neutral' }, width: 90 },
    {
      kind: 'computed',
      id: 'openAlarms',
      minWidth: 120,
      value: (row) => row.openAlarms.length,
      render: (row, { t }) =>
        row.openAlarms.length === 0 ? (
          <span className="text-text-subtle">{t('devices.noAlarms')}</span>
        ) : (
          <span className="flex flex-wrap gap-1">
            {row.openAlarms.map((kind) => (
              <Tag key={kind} tone="danger" dot>
                {t(`devices.alarmKinds.${kind}`)}
              </Tag>
            ))}
          </span>
        ),
    },
    {
      kind: 'computed',
      id: 'lastHeartbeatTime',
      width: 120,
      value: (row) => row.lastHeartbeatTime,
      render: (row) => <HeartbeatTime device={row} />,
    },
    {
      kind: 'text',
      field: 'stock',
      width: 120,
      render: (row, { t }) => (
        <span className="flex flex-col tabular-nums">
          <span>
            {t('devices.fill', { percent: percentOf(row) })} · {row.stock}/{row.capacity}
          </span>
          {row.emptySlots > 0 ? (
            <span className="text-xs text-warning-text">{t('devices.emptySlots', { count: row.emptySlots })}</span>
          ) : null}
        </span>
      ),
    },
    { kind: 'text', field: 'softwareVersion', width: 90 },
    { kind: 'flag', field: 'isFlag', update: 'updateDeviceIsFlag' },
  ],
  form: {
    update: 'updateDevice',
    fields: [
      { name: 'deviceName', control: 'text' },
      { name: 'typeId', control: 'select', options: 'getDeviceTypeOptions' },
      // The region it stands in (a role's data scope may name regions).
      { name: 'regionId', control: 'select', options: 'getRegionOptions' },
      // Suggests places through the server and fills the coordinates of the one chosen.
      { name: 'address', control: 'text', render: (control) => <PlaceField {...control} /> },
      { name: 'latitude', control: 'text' },
      { name: 'longitude', control: 'text' },
    ],
  },
  actions: [
    { key: 'edit', opens: 'edit' },
    {
      key: 'bind',
      opens: 'form',
      call: 'bindDeviceMerchant',
      fields: [{ name: 'merchantId', control: 'select', options: 'getDeviceMerchantOptions' }],
    },
    {
      key: 'slots',
      opens: 'dialog',
      dialog: ({ row, close, saved }) => <SlotsDrawer device={row} onClose={close} onSaved={() => saved()} />,
    },
    {
      key: 'alarms',
      opens: 'dialog',
      // A resolution closes the drawer and reloads the list, whose badges then say what is still open.
      dialog: ({ row, close, saved }) => (
        <AlarmsDrawer device={row} onClose={close} onResolved={(text) => saved(text)} />
      ),
    },
    {
      key: 'temperature',
      opens: 'dialog',
      dialog: ({ row, close }) => <TemperatureDrawer device={row} onClose={close} />,
    },
    {
      key: 'credential',
      opens: 'dialog',
      dialog: ({ row, close, saved }) => (
        <CredentialDialog device={row} onClose={(issued) => (issued ? saved() : close())} />
      ),
    },
  ],
});

export default function DevicesPage() {
  return <ResourcePage page={devicesPage} />;
}

import type { DeviceRow } from '@vending/contract';
import { formatDateTime, formatTime, StatusTag, Tag, useUiLocale } from '@vending/ui';
import type { TFunction } from 'i18next';
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

/**
 * Online or offline, or 已停用 with since when: a disabled machine neither sells nor counts as
 * online, and says so rather than reading 离线 with no reason.
 */
function DeviceState({ device }: { device: DeviceRow }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  if (device.isFlag === 0) {
    const since = device.disabledTime;
    return (
      <span className="flex flex-col items-start gap-0.5 leading-tight">
        <StatusTag tone="warning" label={t('devices.disabled')} />
        {since ? (
          <time
            dateTime={since}
            title={t('devices.disabledAt', { time: formatDateTime(since) })}
            className="text-xs text-text-secondary"
          >
            {t('devices.disabledSince', { time: formatTime(since, { locale, now: device.checkedTime }) })}
          </time>
        ) : null}
      </span>
    );
  }
  return (
    <StatusTag
      tone={device.online === 1 ? 'success' : 'neutral'}
      label={t(`devices.options.online.${device.online}`)}
    />
  );
}

const percentOf = (device: DeviceRow) =>
  device.capacity === 0 ? 0 : Math.round((device.stock / device.capacity) * 100);

/**
 * What a stock figure hides, on one line under it (a row stays two lines high, ten machines and
 * more on a screen): slots empty, batches past their expiry date, and within the warning days
 * of 缺货商品设置.
 */
function StockNotes({ row, t }: { row: DeviceRow; t: TFunction }) {
  const notes = [
    { count: row.emptySlots, word: 'devices.emptySlots', tone: 'text-warning-text' },
    { count: row.expiredSlots, word: 'devices.expiredSlots', tone: 'text-danger-text' },
    { count: row.expiringSlots, word: 'devices.expiringSlots', tone: 'text-warning-text' },
  ].filter((note) => note.count > 0);
  if (notes.length === 0) return null;
  return (
    <span className="text-xs whitespace-nowrap">
      {notes.map((note, index) => (
        <span key={note.word} className={note.tone}>
          {index > 0 ? ' · ' : ''}
          {t(note.word, { count: note.count })}
        </span>
      ))}
    </span>
  );
}

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
    { kind: 'select', param: 'expiry', options: ['1', '0'] },
    { kind: 'options', param: 'typeId', call: 'getDeviceTypeOptions' },
    { kind: 'options', param: 'agentId', call: 'getAgentOptions' },
    { kind: 'options', param: 'regionId', call: 'getRegionOptions' },
  ],
  // Dense at 1440 px (issue 41): one line a field, the number over the name, what an operator
  // scans for (online, alarms, heartbeat, stock, version) before the long words (merchant, address),
  // which are cut with an ellipsis (the whole text is their tooltip); the coordinates are the edit
  // form's. At 390 px the device and its state stand beside the pinned actions.
  columns: [
    {
      kind: 'twoLine',
      field: 'deviceNo',
      label: 'device',
      width: 112,
      secondary: (row) => row.deviceName,
      truncate: true,
    },
    {
      kind: 'computed',
      id: 'online',
      width: 90,
      value: (row) => (row.isFlag === 0 ? -1 : row.online),
      render: (row) => <DeviceState device={row} />,
    },
    {
      kind: 'computed',
      id: 'openAlarms',
      minWidth: 100,
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
      width: 110,
      value: (row) => row.lastHeartbeatTime,
      render: (row) => <HeartbeatTime device={row} />,
    },
    {
      kind: 'text',
      field: 'stock',
      width: 150,
      render: (row, { t }) => (
        <span className="flex flex-col leading-tight tabular-nums">
          <span className="whitespace-nowrap">
            {t('devices.fill', { percent: percentOf(row) })} · {row.stock}/{row.capacity}
          </span>
          <StockNotes row={row} t={t} />
        </span>
      ),
    },
    { kind: 'text', field: 'softwareVersion', width: 90 },
    { kind: 'text', field: 'typeName', width: 110 },
    { kind: 'text', field: 'regionName', width: 80 },
    {
      kind: 'twoLine',
      field: 'merchantName',
      width: 180,
      secondary: (row) => row.agentName,
      empty: 'unbound',
      truncate: true,
    },
    { kind: 'text', field: 'address', minWidth: 200 },
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
      // A resolution keeps the drawer on the next alarm and reloads the list, whose badges then say
      // what is still open.
      dialog: ({ row, close, changed }) => (
        <AlarmsDrawer device={row} onClose={close} onResolved={(text) => changed(text)} />
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

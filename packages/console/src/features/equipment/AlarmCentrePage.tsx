import { deviceAlarmKinds, deviceAlarmLevels, deviceAlarmStates, type AlarmCentreRow } from '@vending/contract';
import { Tag } from '@vending/ui';
import type { TFunction } from 'i18next';
import { registerPageWords } from '../../i18n/pageWords';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { alarmCentreWords } from './alarmWords';
import { TemperatureDrawer } from './TemperatureDrawer';
import { equipmentWords } from './words';

// This page's words (and the devices' temperature words its drawer shows) come with its chunk.
registerPageWords(equipmentWords);
registerPageWords(alarmCentreWords);

/** How long an alarm has been open (or was), in the largest two units. */
export function durationText(seconds: number, t: TFunction): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('alarmCentre.duration.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('alarmCentre.duration.hours', { hours, minutes: minutes % 60 });
  return t('alarmCentre.duration.days', { days: Math.floor(hours / 24), hours: hours % 24 });
}

const stateTones = { open: 'danger', acknowledged: 'warning', closed: 'neutral' } as const;

/** Its state as a tag, overdue marked, and who acknowledged or closed it under. */
function StateCell({ row, t }: { row: AlarmCentreRow; t: TFunction }) {
  const by =
    row.state === 'closed'
      ? row.closedBy
        ? t('alarmCentre.closedBy', { name: row.closedBy })
        : t('alarmCentre.reportedGone')
      : row.acknowledgedBy
        ? t('alarmCentre.acknowledgedBy', { name: row.acknowledgedBy })
        : null;
  return (
    <span className="flex flex-col gap-0.5">
      <span className="flex flex-wrap gap-1">
        <Tag tone={stateTones[row.state]} dot>
          {t(`alarmCentre.options.state.${row.state}`)}
        </Tag>
        {row.overdue === 1 ? <Tag tone="danger">{t('alarmCentre.overdue')}</Tag> : null}
      </span>
      {by ? <span className="text-xs text-text-secondary">{by}</span> : null}
    </span>
  );
}

const closed = (row: AlarmCentreRow) => row.state === 'closed';

/**
 * 告警中心: the fleet's alarms, newest first, each with its level, how long it has been open and
 * who has it; assigned to an administrator, acknowledged (someone is on it, no longer
 * overdue), resolved with a note. Every change is audited; rows follow the data scope.
 */
export const alarmCentrePage = listPage({
  namespace: 'alarmCentre',
  list: 'getAlarmCentreList',
  rowId: 'alarmId',
  rowLabel: (row, { t }) => `${row.deviceNo} ${t(`alarmCentre.options.kind.${row.kind}`)}`,
  // New alarms and their durations follow without a reload.
  live: true,
  filters: [
    { kind: 'select', param: 'state', options: deviceAlarmStates },
    { kind: 'select', param: 'level', options: deviceAlarmLevels },
    { kind: 'select', param: 'kind', options: deviceAlarmKinds },
    { kind: 'options', param: 'deviceId', call: 'getDeviceOptions' },
    { kind: 'options', param: 'assigneeId', call: 'getAlarmAssigneeOptions' },
    { kind: 'dateRange', name: 'opened', from: 'startTime', to: 'endTime' },
  ],
  columns: [
    {
      kind: 'twoLine',
      field: 'deviceNo',
      minWidth: 150,
      secondary: (row) => `${row.deviceName} · ${row.address}`,
    },
    {
      kind: 'enum',
      field: 'kind',
      values: deviceAlarmKinds,
      tones: Object.fromEntries(deviceAlarmKinds.map((kind) => [kind, 'danger'])),
      width: 190,
    },
    {
      kind: 'enum',
      field: 'level',
      values: deviceAlarmLevels,
      tones: { critical: 'danger', warning: 'warning' },
      width: 100,
    },
    {
      kind: 'computed',
      id: 'state',
      width: 150,
      value: (row) => row.state,
      render: (row, { t }) => <StateCell row={row} t={t} />,
    },
    { kind: 'dateTime', field: 'openedTime' },
    {
      kind: 'computed',
      id: 'duration',
      width: 110,
      value: (row) => row.durationSeconds,
      render: (row, { t }) => <span className="tabular-nums">{durationText(row.durationSeconds, t)}</span>,
    },
    { kind: 'text', field: 'assigneeName', width: 100, empty: 'unassigned' },
    { kind: 'text', field: 'note', label: 'resolutionNote', minWidth: 140 },
  ],
  actions: [
    {
      key: 'assign',
      opens: 'form',
      call: 'assignDeviceAlarm',
      disabled: closed,
      fields: [{ name: 'managerId', control: 'select', options: 'getAlarmAssigneeOptions' }],
    },
    {
      key: 'acknowledge',
      opens: 'confirm',
      call: 'acknowledgeDeviceAlarm',
      disabled: (row) => row.state !== 'open',
    },
    {
      key: 'resolve',
      opens: 'form',
      call: 'resolveDeviceAlarm',
      disabled: closed,
      fields: [{ name: 'note', control: 'textarea' }],
    },
    {
      key: 'temperature',
      opens: 'dialog',
      dialog: ({ row, close }) => <TemperatureDrawer device={row} onClose={close} />,
    },
  ],
});

export default function AlarmCentrePage() {
  return <ResourcePage page={alarmCentrePage} />;
}

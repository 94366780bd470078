import type { DeviceSoftwareRow } from '@vending/contract';
import { StatusTag, type TagTone } from '@vending/ui';
import { registerPageWords } from '../../i18n/pageWords';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { softwareWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(softwareWords);

const stateTones: Record<DeviceSoftwareRow['updateState'], TagTone> = {
  upToDate: 'success',
  outdated: 'info',
  unknownVersion: 'warning',
  pending: 'warning',
  updating: 'primary',
  upgraded: 'success',
  failed: 'danger',
};

/**
 * 设备软件列表: each device's current and target version and how its update goes; the
 * selected devices are pushed a release (chosen in a dialog) or their failed updates retried.
 */
export const deviceSoftwarePage = listPage({
  namespace: 'deviceSoftware',
  list: 'getDeviceSoftwareList',
  rowId: 'deviceId',
  rowLabel: 'deviceNo',
  filters: [
    { kind: 'text', param: 'keyword' },
    {
      kind: 'select',
      param: 'updateState',
      options: ['upToDate', 'outdated', 'unknownVersion', 'pending', 'updating', 'upgraded', 'failed'],
    },
    { kind: 'text', param: 'version' },
  ],
  columns: [
    { kind: 'text', field: 'deviceNo', width: 110 },
    { kind: 'text', field: 'deviceName', minWidth: 120 },
    { kind: 'text', field: 'merchantName', minWidth: 140, empty: 'unbound' },
    {
      kind: 'text',
      field: 'currentVersion',
      width: 125,
      render: (row, { t }) => (
        <span className="flex flex-col leading-tight">
          <span>{row.currentVersion}</span>
          <span className={row.online === 1 ? 'text-xs text-success-text' : 'text-xs text-text-subtle'}>
            {t(`deviceSoftware.online.${row.online}`)}
          </span>
        </span>
      ),
    },
    {
      kind: 'text',
      field: 'targetVersion',
      width: 125,
      empty: 'none',
    },
    {
      kind: 'computed',
      id: 'updateState',
      minWidth: 160,
      value: (row) => row.updateState,
      render: (row, { t }) => (
        <div className="flex flex-col items-start gap-0.5 leading-tight">
          <StatusTag
            state={row.updateState}
            tone={stateTones[row.updateState]}
            label={t(`deviceSoftware.options.updateState.${row.updateState}`)}
          />
          {row.updateState === 'outdated' && row.latestVersion ? (
            <span className="text-xs text-text-secondary">
              {t('deviceSoftware.latestIs', { version: row.latestVersion })}
            </span>
          ) : null}
          {row.updateState === 'pending' && row.online === 0 ? (
            <span className="text-xs text-text-secondary">{t('deviceSoftware.atNextReport')}</span>
          ) : null}
          {row.updateState === 'failed' && row.failureReason ? (
            <span className="text-xs text-danger-text" title={row.failureReason}>
              {t('deviceSoftware.failedBecause', { reason: row.failureReason })}
            </span>
          ) : null}
        </div>
      ),
    },
    { kind: 'dateTime', field: 'pushTime' },
    { kind: 'text', field: 'updatedBy', width: 100 },
  ],
  bulkActions: [
    {
      key: 'push',
      call: 'pushSoftwareRelease',
      idsParam: 'deviceIds',
      fields: [
        { name: 'releaseId', control: 'select', options: 'getSoftwareReleaseOptions' },
        // The server refuses a downgrade by naming this field: the staff answer it and send again.
        // 否 until they do, so an ordinary push needs no answer.
        { name: 'confirmDowngrade', control: 'select', choices: ['0', '1'], initialValue: () => '0' },
      ],
    },
    { key: 'retry', call: 'retrySoftwareUpdates', idsParam: 'deviceIds' },
  ],
});

export default function DeviceSoftwarePage() {
  return <ResourcePage page={deviceSoftwarePage} />;
}

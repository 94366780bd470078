import type { AlarmDeliveryRow, AlarmDeliveryState } from '@vending/contract';
import { alarmWebhookFormats } from '@vending/contract';
import { Button, Card, DataTable, dateTimeColumn, statusColumn, textColumn, type TagTone } from '@vending/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/services';
import { registerPageWords } from '../../i18n/pageWords';
import { requireSuccess } from '../../lib/requireSuccess';
import { settingsPage } from '../../lib/resource/declaration';
import { SettingsPage } from '../../lib/resource/SettingsPage';
import { useCall } from '../../lib/useCall';
import { parameterWords } from './words';
import { lazyMessage } from '../../lib/toasts';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(parameterWords);

export const alarmWebhookSettings = settingsPage({
  namespace: 'parameters',
  get: 'getAlarmWebhook',
  save: 'updateAlarmWebhook',
  fields: [
    { name: 'url', control: 'text' },
    { name: 'format', control: 'select', choices: [...alarmWebhookFormats] },
  ],
});

/** The newest notifications the log shows. */
const DELIVERIES_SHOWN = 50;

const stateTones: Record<AlarmDeliveryState, TagTone> = {
  waiting: 'warning',
  delivered: 'success',
  givenUp: 'danger',
  nowhere: 'neutral',
};

/** The delivery log: each notification, its attempts and the last answer; a test sent on demand. */
function Deliveries() {
  const { t } = useTranslation();
  const api = useApi();
  const log = useCall('getAlarmDeliveryList', { page: 1, size: DELIVERIES_SHOWN });
  const [sending, setSending] = useState(false);
  async function sendTest() {
    setSending(true);
    try {
      requireSuccess(await api.call('sendAlarmWebhookTest', {}), t('parameters.deliveries.testFailed'));
      lazyMessage.success(t('parameters.deliveries.testQueued'));
      log.reload();
    } catch {
      // requireSuccess or the HTTP client said why; nothing was queued.
    } finally {
      setSending(false);
    }
  }
  return (
    <Card
      headingLevel={2}
      title={t('parameters.deliveries.title')}
      flush
      extra={
        <span className="flex items-center gap-3">
          <Button size="small" onClick={log.reload}>
            {t('parameters.deliveries.refresh')}
          </Button>
          <Button size="small" variant="primary" loading={sending} onClick={() => void sendTest()}>
            {t('parameters.deliveries.sendTest')}
          </Button>
        </span>
      }
    >
      <DataTable<AlarmDeliveryRow>
        label={t('parameters.deliveries.title')}
        columnMenu={false}
        data={log.data?.rows ?? []}
        mode="client"
        maxHeight={420}
        status={log.status === 'error' ? 'error' : log.data ? 'ready' : 'loading'}
        errorMessage={log.errorMessage}
        onRetry={log.reload}
        emptyText={t('parameters.deliveries.empty')}
        getRowId={(row) => String(row.deliveryId)}
        getRowLabel={(row) => row.eventId}
        columns={[
          dateTimeColumn<AlarmDeliveryRow>({
            id: 'createTime',
            header: t('parameters.deliveries.createTime'),
            time: (row) => row.createTime,
          }),
          textColumn<AlarmDeliveryRow>({
            id: 'event',
            header: t('parameters.deliveries.event'),
            value: (row) => t(`parameters.deliveries.events.${row.event}`),
            width: 130,
          }),
          textColumn<AlarmDeliveryRow>({
            id: 'deviceNo',
            header: t('parameters.deliveries.deviceNo'),
            value: (row) => row.deviceNo ?? '',
            width: 120,
          }),
          statusColumn<AlarmDeliveryRow>({
            id: 'state',
            header: t('parameters.deliveries.state'),
            status: (row) => ({
              tone: stateTones[row.state],
              label: t(`parameters.deliveries.states.${row.state}`),
              state: row.state,
            }),
          }),
          textColumn<AlarmDeliveryRow>({
            id: 'attempts',
            header: t('parameters.deliveries.attempts'),
            value: (row) => row.attempts,
            align: 'end',
            width: 90,
          }),
          dateTimeColumn<AlarmDeliveryRow>({
            id: 'lastAttemptTime',
            header: t('parameters.deliveries.lastAttemptTime'),
            time: (row) => row.lastAttemptTime,
          }),
          textColumn<AlarmDeliveryRow>({
            id: 'lastStatus',
            header: t('parameters.deliveries.lastStatus'),
            value: (row) => row.lastStatus ?? '',
            align: 'end',
            width: 90,
          }),
          textColumn<AlarmDeliveryRow>({
            id: 'lastError',
            header: t('parameters.deliveries.lastError'),
            value: (row) => row.lastError,
            minWidth: 200,
          }),
        ]}
      />
    </Card>
  );
}

/**
 * 告警通知: where device alarms are POSTed and in what format (the signed JSON event, or a
 * 企业微信 / 钉钉 robot's message; docs/DEVICE-API.md#alarm-webhook), behind a permission of its
 * own; until saved here the server's ALARM_WEBHOOK_URL applies. Below, the delivery log and a
 * test notification on demand.
 */
export default function AlarmWebhookPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{t('routes.SystemAlarmWebhook')}</h1>
      <SettingsPage page={alarmWebhookSettings} title={t('parameters.alarmTitle')} headingLevel={2} />
      <Deliveries />
    </div>
  );
}

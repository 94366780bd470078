import { useTranslation } from 'react-i18next';
import { registerPageWords } from '../../i18n/pageWords';
import { settingsPage } from '../../lib/resource/declaration';
import { SettingsPage } from '../../lib/resource/SettingsPage';
import { parameterWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(parameterWords);

export const alarmWebhookSettings = settingsPage({
  namespace: 'parameters',
  get: 'getAlarmWebhook',
  save: 'updateAlarmWebhook',
  fields: [{ name: 'url', control: 'text' }],
});

/**
 * 告警通知: the URL device alarms are POSTed to (docs/DEVICE-API.md#alarm-webhook), behind a
 * permission of its own; until saved here the server's ALARM_WEBHOOK_URL applies.
 */
export default function AlarmWebhookPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{t('routes.SystemAlarmWebhook')}</h1>
      <SettingsPage page={alarmWebhookSettings} title={t('parameters.alarmTitle')} headingLevel={2} />
    </div>
  );
}

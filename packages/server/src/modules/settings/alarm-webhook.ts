import { alarmWebhookFormats, type AlarmWebhookFormat } from '@vending/contract';
import type { Database } from '../../db/database';
import { SettingKeys } from './money';
import { readSetting } from './saved-setting';

/**
 * Where device alarms are POSTed, and in what format: the URL saved on the 告警通知 page once anyone has saved it
 * (an empty one sends them nowhere), else the server's default, ALARM_WEBHOOK_URL.
 */
export async function readAlarmWebhook(
  db: Database,
  defaultUrl: string | undefined,
): Promise<{ url: string; format: AlarmWebhookFormat; saved: boolean }> {
  const { value } = await readSetting(db, SettingKeys.alarmWebhook);
  const { url, format } = (value ?? {}) as { url?: unknown; format?: unknown };
  // The format saved with the URL (企业微信 or 钉钉 robots), else the signed JSON event.
  const known = alarmWebhookFormats.find((name) => name === format) ?? 'generic';
  if (typeof url === 'string') return { url, format: known, saved: true };
  return { url: defaultUrl ?? '', format: 'generic', saved: false };
}

import type { Database } from '../../db/database';
import { SettingKeys } from './money';
import { readSetting } from './saved-setting';

/**
 * Where device alarms are POSTed: the URL saved on the 告警通知 page once anyone has saved it
 * (an empty one sends them nowhere), else the server's default, ALARM_WEBHOOK_URL.
 */
export async function readAlarmWebhook(
  db: Database,
  defaultUrl: string | undefined,
): Promise<{ url: string; saved: boolean }> {
  const { value } = await readSetting(db, SettingKeys.alarmWebhook);
  const url = (value as { url?: unknown } | null)?.url;
  if (typeof url === 'string') return { url, saved: true };
  return { url: defaultUrl ?? '', saved: false };
}

import { eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { devices } from './tables';

/** The default online window: devices beat every minute, so five missed beats make one offline. */
export const DEFAULT_DEVICE_ONLINE_WINDOW_MS = 5 * 60_000;

/**
 * Online is one rule: an enabled device with a heartbeat within the window (DEVICE_ONLINE_WINDOW_SECONDS) at the
 * moment of asking. The device list and its filter, the dashboard, the advertisement dialog,
 * the device-software page and the silence alarms all judge by this object, made once from the
 * settings (online-rule.test.ts shows they agree).
 */
export interface OnlineRule {
  windowMs: number;
  /** True for the devices online at `now`. */
  isOnline(now: Date): SQL;
  /** True for the devices offline at `now` (never beat, or not within the window). */
  isOffline(now: Date): SQL;
  /** The same as a 1 / 0 column. */
  flag(now: Date): SQL.Aliased<number> | SQL<number>;
  /** The rule's filter for a 1 / 0 request parameter. */
  filter(online: 0 | 1, now: Date): SQL;
}

export function onlineRule(windowMs: number): OnlineRule {
  const since = (now: Date) => new Date(now.getTime() - windowMs);
  // A disabled device is offline whatever it last said (it is refused until enabled again).
  const isOnline = (now: Date) => sql`(${eq(devices.isFlag, 1)} and ${gte(devices.lastHeartbeatAt, since(now))})`;
  const isOffline = (now: Date) =>
    sql`(${eq(devices.isFlag, 1)} is not true or ${isNull(devices.lastHeartbeatAt)} or ${lt(devices.lastHeartbeatAt, since(now))})`;
  return {
    windowMs,
    isOnline,
    isOffline,
    flag: (now) => sql<number>`(case when ${isOnline(now)} then 1 else 0 end)`.mapWith(Number),
    filter: (online, now) => (online === 1 ? isOnline(now) : isOffline(now)),
  };
}

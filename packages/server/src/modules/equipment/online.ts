import { gte, sql, type SQL } from 'drizzle-orm';
import { devices } from './tables';

/** A device is online while its last heartbeat is at most this old (devices beat every minute). */
export const DEVICE_ONLINE_WINDOW_MS = 5 * 60_000;

/** True for the devices online at `now`: the one rule the device list and the dashboard share. */
export function isOnline(now: Date): SQL {
  return gte(devices.lastHeartbeatAt, new Date(now.getTime() - DEVICE_ONLINE_WINDOW_MS));
}

/** The same, as a 1 / 0 column. */
export function onlineFlag(now: Date) {
  return sql<number>`(case when ${isOnline(now)} then 1 else 0 end)`.mapWith(Number);
}

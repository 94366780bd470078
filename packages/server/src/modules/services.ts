import type { ThrottlePolicy } from '../auth/login-throttle';
import type { SessionPolicy } from '../auth/sessions';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { AlarmNotifier } from './device-api';
import type { OnlineRule } from './equipment';
import type { RefundChannel } from './orders';
import type { UploadStore } from './uploads';

/** What handlers share: the database, the upload store, the settings and the clock (tests move it). */
export interface Services {
  db: Database;
  config: ServerConfig;
  now: () => Date;
  sessionPolicy: SessionPolicy;
  throttlePolicy: ThrottlePolicy;
  uploads: UploadStore;
  /** The one rule of a device being online (DEVICE_ONLINE_WINDOW_SECONDS). */
  online: OnlineRule;
  /** Tells the alarm webhook (ALARM_WEBHOOK_URL) of alarms opened and closed. */
  notifyAlarms: AlarmNotifier;
  /** Where refunds of orders not paid by balance go (a simulated channel in the reference server). */
  refundChannel: RefundChannel;
}

import type { AlarmDeliveryState } from '@vending/contract';
import { eq, sql } from 'drizzle-orm';
import type { Handlers } from '../../http/api-routes';
import { success } from '../../http/envelope';
import { declareList, NO_DIMENSION } from '../../lists/declared-list';
import { highestIdFirst } from '../../lists/keyset';
import { devices } from '../equipment';
import type { Services } from '../services';
import { deliveryStates, enqueueTestNotification, rotateWebhookSecret } from './outbox';
import { alarmNotifications } from './tables';

const stateNames = Object.fromEntries(
  Object.entries(deliveryStates).map(([name, value]) => [value, name as AlarmDeliveryState]),
) as Record<number, AlarmDeliveryState>;

const notificationDevice = sql`${sql.identifier('alarm_notifications')}.${sql.identifier('device_id')}`;

/** The delivery log: the outbox itself, newest first (one webhook carries every device's alarms). */
const deliveryList = declareList('getAlarmDeliveryList', {
  from: alarmNotifications,
  dimension: NO_DIMENSION,
  select: {
    deliveryId: alarmNotifications.id,
    eventId: alarmNotifications.eventId,
    event: sql<string>`${alarmNotifications.payload}->>'event'`,
    deviceNo: sql<string | null>`(select d.device_no from ${devices} d where d.id = ${notificationDevice})`,
    state: alarmNotifications.state,
    attempts: alarmNotifications.attempts,
    lastStatus: alarmNotifications.lastStatus,
    lastError: alarmNotifications.lastError,
    lastAttemptAt: alarmNotifications.lastAttemptAt,
    nextAttemptAt: alarmNotifications.nextAttemptAt,
    sentAt: alarmNotifications.sentAt,
    createdAt: alarmNotifications.createdAt,
  },
  filters: {
    state: (state) => eq(alarmNotifications.state, deliveryStates[state]),
  },
  order: highestIdFirst(alarmNotifications.id),
});

/**
 * 告警通知's calls besides the URL: the signing secret (a new one replaces the old at once and is
 * shown only in its answer), a test notification, and the delivery log.
 */
export function alarmWebhookHandlers({
  db,
  now,
  notifyAlarms,
}: Services): Pick<Handlers, 'issueAlarmWebhookSecret' | 'sendAlarmWebhookTest' | 'getAlarmDeliveryList'> {
  return {
    async issueAlarmWebhookSecret(_params, { audit }) {
      const secret = await rotateWebhookSecret(db, now());
      // The audit trail says that it changed, never what it is.
      audit.after = { secret: '[issued]' };
      return success({ secret });
    },

    async sendAlarmWebhookTest(_params, { audit }) {
      const eventId = await enqueueTestNotification(db, now());
      audit.after = { eventId };
      notifyAlarms([]);
      return success({ eventId });
    },

    async getAlarmDeliveryList(params) {
      const { rows, total } = await deliveryList.page(db, params);
      return success({
        rows: rows.map(({ state, event, lastAttemptAt, nextAttemptAt, sentAt, createdAt, ...row }) => ({
          ...row,
          event: event as 'opened' | 'closed' | 'summary' | 'test',
          state: stateNames[state] ?? 'waiting',
          lastAttemptTime: lastAttemptAt?.toISOString() ?? null,
          nextAttemptTime: state === deliveryStates.waiting ? nextAttemptAt.toISOString() : null,
          sentTime: sentAt?.toISOString() ?? null,
          createTime: createdAt.toISOString(),
        })),
        total,
      });
    },
  };
}

import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Transaction } from '../../lists/transition';
import { deviceAlarms } from './tables';

/*
 * The writes of a device's alarms, for whoever opens and closes them (device-api/alarms.ts: the
 * heartbeat's faults, the silence sweep, an administrator resolving one), which tells the webhook.
 */

export type DeviceAlarmRow = typeof deviceAlarms.$inferSelect;

/**
 * Opens these alarms, each unless its device has one of that kind open already (the unique index
 * of open alarms decides, racing instances included); answers those opened.
 */
export function openAlarms(
  tx: Transaction,
  alarms: readonly { deviceId: number; kind: string; openedAt: Date; summarised?: boolean }[],
): Promise<DeviceAlarmRow[]> {
  return tx
    .insert(deviceAlarms)
    .values([...alarms])
    .onConflictDoNothing({ target: [deviceAlarms.deviceId, deviceAlarms.kind], where: sql`closed_at is null` })
    .returning();
}

/** Closes the device's open alarms of these kinds, which it reported gone; answers those closed. */
export function closeAlarmsReportedGone(
  tx: Transaction,
  deviceId: number,
  kinds: readonly string[],
  at: Date,
): Promise<DeviceAlarmRow[]> {
  return tx
    .update(deviceAlarms)
    .set({ closedAt: at, note: '设备已报告恢复' })
    .where(
      and(eq(deviceAlarms.deviceId, deviceId), isNull(deviceAlarms.closedAt), inArray(deviceAlarms.kind, [...kinds])),
    )
    .returning();
}

/** The ids of the devices with an open offline alarm, as a subquery. */
export function devicesOpenOffline(db: Database) {
  return db
    .select({ id: deviceAlarms.deviceId })
    .from(deviceAlarms)
    .where(and(eq(deviceAlarms.kind, 'offline'), isNull(deviceAlarms.closedAt)));
}

/**
 * Closes an open alarm by an administrator's hand, with a note, locking it first: the row before
 * and after; null when it is not open (or not there).
 */
export async function closeOpenAlarm(
  tx: Transaction,
  alarmId: number,
  closedBy: number,
  note: string,
  at: Date,
): Promise<{ before: DeviceAlarmRow; after: DeviceAlarmRow | undefined } | null> {
  const [before] = await tx
    .select()
    .from(deviceAlarms)
    .where(and(eq(deviceAlarms.id, alarmId), isNull(deviceAlarms.closedAt)))
    .for('update');
  if (!before) return null;
  const [after] = await tx
    .update(deviceAlarms)
    .set({ closedAt: at, closedBy, note })
    .where(eq(deviceAlarms.id, alarmId))
    .returning();
  return { before, after };
}

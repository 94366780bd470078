import type { DeviceAlarmKind, DeviceFaultKind } from '@vending/contract';
import { deviceFaultKinds } from '@vending/contract';
import { and, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Transaction } from '../../lists/transition';
import type { OnlineRule } from '../equipment/online';
import { deviceAlarms, devices } from '../equipment/tables';
import { enqueueAlarmEvents } from './outbox';

/** What happened to an alarm, as the webhook receives it. */
export interface AlarmEvent {
  event: 'opened' | 'closed';
  alarmId: number;
  deviceNo: string;
  kind: DeviceAlarmKind;
  openedTime: string;
  closedTime: string | null;
  /** Who closed it: null for the device itself. */
  closedBy: string | null;
  note: string;
}

/**
 * Tells the sender that notifications were written to the outbox (outbox.ts), so it delivers
 * them now rather than at its next round; the events themselves are in the outbox already.
 */
export type AlarmNotifier = (events: AlarmEvent[]) => void;

/** Writes alarm events to the outbox, in the transaction that made them. */
function enqueue(tx: Transaction | Database, deviceId: number, events: AlarmEvent[], at: Date) {
  return enqueueAlarmEvents(
    tx,
    events.map((event) => ({ deviceId, payload: { ...event } })),
    at,
  );
}

type AlarmRow = typeof deviceAlarms.$inferSelect;

function eventOf(event: AlarmEvent['event'], row: AlarmRow, deviceNo: string, closedBy: string | null): AlarmEvent {
  return {
    event,
    alarmId: row.id,
    deviceNo,
    kind: row.kind as DeviceAlarmKind,
    openedTime: row.openedAt.toISOString(),
    closedTime: row.closedAt?.toISOString() ?? null,
    closedBy,
    note: row.note,
  };
}

/** What a heartbeat reports: its faults, and 温度异常 when its reading lies outside its type's range. */
export type ReportedKind = DeviceFaultKind | 'temperature';
const reportedKinds: readonly ReportedKind[] = [...deviceFaultKinds, 'temperature'];

/**
 * Brings a device's fault alarms in line with what it reports now: a fault (or 温度异常)
 * without an open alarm opens one, an open one not reported closes (the device reported it
 * gone), and a heartbeat closes a silence alarm. Answers what changed. Only the
 * faults not open already (`open`, as the heartbeat read them) are inserted: an insert that
 * meets the open alarm's index takes an id from the sequence all the same.
 */
export async function reconcileFaultAlarms(
  tx: Transaction,
  device: { id: number; deviceNo: string },
  faults: readonly ReportedKind[],
  at: Date,
  open: ReadonlySet<string>,
): Promise<AlarmEvent[]> {
  const newFaults = faults.filter((kind) => !open.has(kind));
  const opened = newFaults.length
    ? await tx
        .insert(deviceAlarms)
        .values(newFaults.map((kind) => ({ deviceId: device.id, kind, openedAt: at })))
        .onConflictDoNothing({ target: [deviceAlarms.deviceId, deviceAlarms.kind], where: sql`closed_at is null` })
        .returning()
    : [];
  const gone: string[] = [...reportedKinds.filter((kind) => !faults.includes(kind)), 'offline'];
  const closed = await tx
    .update(deviceAlarms)
    .set({ closedAt: at, note: '设备已报告恢复' })
    .where(and(eq(deviceAlarms.deviceId, device.id), isNull(deviceAlarms.closedAt), inArray(deviceAlarms.kind, gone)))
    .returning();
  const events = [
    ...closed.map((row) => eventOf('closed', row, device.deviceNo, null)),
    ...opened.map((row) => eventOf('opened', row, device.deviceNo, null)),
  ];
  await enqueue(tx, device.id, events, at);
  return events;
}

/**
 * Opens a silence alarm for each enabled device that has beaten once and is now offline by the
 * online rule, unless one is open already. Any number of server instances may run it at once:
 * the unique index of open alarms lets one of them open it. Nothing before `graceUntil` (a
 * window after the server started: devices silent while it was down get a window to beat).
 */
export async function openSilenceAlarms(
  db: Database,
  rule: OnlineRule,
  now: Date,
  graceUntil: Date = now,
): Promise<AlarmEvent[]> {
  if (now < graceUntil) return [];
  const silent = await db
    .select({ id: devices.id, deviceNo: devices.deviceNo })
    .from(devices)
    .where(
      and(
        eq(devices.isFlag, 1),
        isNotNull(devices.lastHeartbeatAt),
        rule.isOffline(now),
        notInArray(
          devices.id,
          db
            .select({ id: deviceAlarms.deviceId })
            .from(deviceAlarms)
            .where(and(eq(deviceAlarms.kind, 'offline'), isNull(deviceAlarms.closedAt))),
        ),
      ),
    );
  if (silent.length === 0) return [];
  return db.transaction(async (tx) => {
    const opened = await tx
      .insert(deviceAlarms)
      .values(silent.map((device) => ({ deviceId: device.id, kind: 'offline', openedAt: now })))
      .onConflictDoNothing({ target: [deviceAlarms.deviceId, deviceAlarms.kind], where: sql`closed_at is null` })
      .returning();
    const numberOf = new Map(silent.map((row) => [row.id, row.deviceNo]));
    const events = [];
    for (const row of opened) {
      const event = eventOf('opened', row, numberOf.get(row.deviceId) ?? '', null);
      await enqueue(tx, row.deviceId, [event], now);
      events.push(event);
    }
    return events;
  });
}

/** An administrator resolves an open alarm with a note; null when it is not open (or not there). */
export async function resolveAlarm(
  db: Database,
  alarmId: number,
  by: { managerId: number; username: string },
  note: string,
  at: Date,
): Promise<{ event: AlarmEvent; before: AlarmRow } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(deviceAlarms)
      .where(and(eq(deviceAlarms.id, alarmId), isNull(deviceAlarms.closedAt)))
      .for('update');
    if (!before) return null;
    const [after] = await tx
      .update(deviceAlarms)
      .set({ closedAt: at, closedBy: by.managerId, note })
      .where(eq(deviceAlarms.id, alarmId))
      .returning();
    const [device] = await tx
      .select({ deviceNo: devices.deviceNo })
      .from(devices)
      .where(eq(devices.id, before.deviceId));
    if (!after) return null;
    const event = eventOf('closed', after, device?.deviceNo ?? '', by.username);
    await enqueue(tx, before.deviceId, [event], at);
    return { event, before };
  });
}

/** How often each server instance looks for devices gone silent. */
export const SILENCE_SWEEP_MS = 30_000;

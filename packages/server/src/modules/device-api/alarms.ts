import type { DeviceAlarmKind, DeviceFaultKind } from '@vending/contract';
import { deviceFaultKinds } from '@vending/contract';
import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Transaction } from '../../lists/transition';
import type { DeviceAlarmRow, OnlineRule } from '../equipment';
import { closeAlarmsReportedGone, closeOpenAlarm, devices, devicesOpenOffline, openAlarms } from '../equipment';
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
export type AlarmNotifier = (events: readonly (AlarmEvent | StormSummary)[]) => void;

/** Writes alarm events to the outbox, in the transaction that made them. */
function enqueue(tx: Transaction | Database, deviceId: number, events: AlarmEvent[], at: Date) {
  return enqueueAlarmEvents(
    tx,
    events.map((event) => ({ deviceId, payload: { ...event } })),
    at,
  );
}

type AlarmRow = DeviceAlarmRow;

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
    ? await openAlarms(
        tx,
        newFaults.map((kind) => ({ deviceId: device.id, kind, openedAt: at })),
      )
    : [];
  const gone: string[] = [...reportedKinds.filter((kind) => !faults.includes(kind)), 'offline'];
  const closed = await closeAlarmsReportedGone(tx, device.id, gone, at);
  const events = [
    // A storm's alarms were told in one summary; their closing is not told one by one either.
    ...closed.filter((row) => !row.summarised).map((row) => eventOf('closed', row, device.deviceNo, null)),
    ...opened.map((row) => eventOf('opened', row, device.deviceNo, null)),
  ];
  await enqueue(tx, device.id, events, at);
  return events;
}

/**
 * When the silence sweep may open offline alarms. A device is offline when the server recorded no
 * beat of it for a window, but a beat the server could not record is not the device's silence: for
 * a window after the start (the server was down) and a window after the database came back (a
 * sweep failed: beats were lost too), no offline alarm
 * opens, so that the devices have a window to beat again. Per instance, in memory.
 */
export class SilenceGrace {
  private until: Date;
  private troubled = false;
  constructor(
    start: Date,
    private readonly windowMs: number,
  ) {
    this.until = new Date(start.getTime() + windowMs);
  }

  /**
   * A sweep failed: the database is away, so beats are not recorded either. (Not a device call's
   * 5xx: a handler's own fault must not hold every offline alarm back for as long as it lasts.)
   */
  trouble() {
    this.troubled = true;
  }

  /** After a sweep read the database at `at`: whether offline alarms may open now. */
  mayOpen(at: Date): boolean {
    if (this.troubled) {
      this.troubled = false;
      const after = at.getTime() + this.windowMs;
      if (after > this.until.getTime()) this.until = new Date(after);
    }
    return at >= this.until;
  }
}

/**
 * More offline alarms than this opened by one sweep are a storm (a network or a power cut, not
 * machines failing one by one): one summary notification goes out in place of theirs, and their
 * closing sends none (告警中心 lists them all the same).
 */
export const ALARM_STORM_THRESHOLD = 20;
/** How many device numbers a storm's summary names (its count says how many in all). */
export const STORM_SUMMARY_NAMES = 20;

/** The one notification of a storm: how many devices went silent at once, and the first of them. */
export interface StormSummary {
  event: 'summary';
  kind: 'offline';
  count: number;
  openedTime: string;
  deviceNos: string[];
}

/**
 * Opens a silence alarm for each enabled device that has beaten once and is now offline by the
 * online rule, unless one is open already. Any number of server instances may run it at once:
 * the unique index of open alarms lets one of them open it. Nothing while `grace` says no (after
 * a start or a database outage, devices get a window to beat). More than `stormThreshold` at
 * once are a storm: one summary notification for them all.
 */
export async function openSilenceAlarms(
  db: Database,
  rule: OnlineRule,
  now: Date,
  grace?: SilenceGrace,
  stormThreshold = ALARM_STORM_THRESHOLD,
): Promise<(AlarmEvent | StormSummary)[]> {
  const silent = await db
    .select({ id: devices.id, deviceNo: devices.deviceNo })
    .from(devices)
    .where(
      and(
        eq(devices.isFlag, 1),
        isNotNull(devices.lastHeartbeatAt),
        rule.isOffline(now),
        notInArray(devices.id, devicesOpenOffline(db)),
      ),
    );
  // Judged after the database answered: a sweep that failed leaves the grace to the next one.
  if (grace && !grace.mayOpen(now)) return [];
  if (silent.length === 0) return [];
  const storm = silent.length > stormThreshold;
  return db.transaction(async (tx) => {
    const opened = await openAlarms(
      tx,
      silent.map((device) => ({ deviceId: device.id, kind: 'offline', openedAt: now, summarised: storm })),
    );
    const numberOf = new Map(silent.map((row) => [row.id, row.deviceNo]));
    if (storm && opened.length > 0) {
      const summary: StormSummary = {
        event: 'summary',
        kind: 'offline',
        count: opened.length,
        openedTime: now.toISOString(),
        deviceNos: opened.slice(0, STORM_SUMMARY_NAMES).map((row) => numberOf.get(row.deviceId) ?? ''),
      };
      await enqueueAlarmEvents(tx, [{ deviceId: null, payload: { ...summary } }], now);
      return [summary];
    }
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
    const closing = await closeOpenAlarm(tx, alarmId, by.managerId, note, at);
    if (!closing) return null;
    const { before, after } = closing;
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

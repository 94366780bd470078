import {
  ALARM_RESPONSE_TARGET_MINUTES,
  deviceAlarmKinds,
  deviceAlarmLevelOf,
  type DeviceAlarmKind,
  type DeviceAlarmState,
} from '@vending/contract';
import { and, asc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { devicesInScope } from '../../auth/scope';
import type { Handlers } from '../../http/api-routes';
import { failure, success } from '../../http/envelope';
import { text } from '../../http/language';
import { businessDateRange } from '../../lists/date-range';
import { declareList } from '../../lists/declared-list';
import { newestFirst } from '../../lists/keyset';
import { flagOf } from '../../lists/wire-values';
import { managers, usernameOf } from '../administrators';
import { outOfRange, temperaturesSince } from './temperature';
import type { Services } from '../services';
import { EquipmentMessages } from './handlers';
import { deviceAlarms, devices, deviceTypes } from './tables';

// 告警中心: the fleet's alarms, assigned to an administrator, acknowledged, resolved (the
// resolution is equipment/handlers.ts's resolveDeviceAlarm, shared with 设备列表), and a
// device's temperature history.

type AlarmCentreHandlers = Pick<
  Handlers,
  | 'getAlarmCentreList'
  | 'getAlarmAssigneeOptions'
  | 'assignDeviceAlarm'
  | 'acknowledgeDeviceAlarm'
  | 'getDeviceTemperatures'
>;

export const AlarmCentreMessages = {
  ALARM_ACKNOWLEDGED: text('该告警已确认', 'The alarm is acknowledged already'),
  ASSIGNEE_NOT_FOUND: text('管理员不存在或已禁用', 'The administrator does not exist or is disabled'),
} as const;

const outer = (table: string, column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;
const alarmDevice = outer('device_alarms', 'device_id');

const kindsOfLevel = (level: string) => deviceAlarmKinds.filter((kind) => deviceAlarmLevelOf[kind] === level);

function alarmCentreList(timeZone: string) {
  return declareList('getAlarmCentreList', {
    from: deviceAlarms,
    dimension: (scope) => devicesInScope(scope, deviceAlarms.deviceId),
    select: {
      alarmId: deviceAlarms.id,
      deviceId: deviceAlarms.deviceId,
      deviceNo: sql<string>`(select d.device_no from ${devices} d where d.id = ${alarmDevice})`,
      deviceName: sql<string>`(select d.device_name from ${devices} d where d.id = ${alarmDevice})`,
      address: sql<string>`(select d.address from ${devices} d where d.id = ${alarmDevice})`,
      kind: deviceAlarms.kind,
      openedAt: deviceAlarms.openedAt,
      closedAt: deviceAlarms.closedAt,
      acknowledgedAt: deviceAlarms.acknowledgedAt,
      assigneeId: deviceAlarms.assignedTo,
      assigneeName: usernameOf(deviceAlarms.assignedTo),
      acknowledgedBy: usernameOf(deviceAlarms.acknowledgedBy),
      closedBy: usernameOf(deviceAlarms.closedBy),
      note: deviceAlarms.note,
    },
    filters: {
      kind: (kind) => eq(deviceAlarms.kind, kind),
      level: (level) => inArray(deviceAlarms.kind, kindsOfLevel(level)),
      state: (state) =>
        state === 'closed'
          ? isNotNull(deviceAlarms.closedAt)
          : and(
              isNull(deviceAlarms.closedAt),
              state === 'open' ? isNull(deviceAlarms.acknowledgedAt) : isNotNull(deviceAlarms.acknowledgedAt),
            ),
      deviceId: (id) => eq(deviceAlarms.deviceId, id),
      assigneeId: (id) => eq(deviceAlarms.assignedTo, id),
      ...businessDateRange(deviceAlarms.openedAt, timeZone),
    },
    order: newestFirst(deviceAlarms.openedAt, deviceAlarms.id),
  });
}

/** Where an alarm stands, from its times. */
function stateOf(row: { closedAt: Date | null; acknowledgedAt: Date | null }): DeviceAlarmState {
  if (row.closedAt) return 'closed';
  return row.acknowledgedAt ? 'acknowledged' : 'open';
}

export function alarmCentreHandlers({ db, now, config }: Services): AlarmCentreHandlers {
  const list = alarmCentreList(config.businessTimeZone);
  /** An open alarm in the caller's scope, as a condition. */
  const openAlarm = (alarmId: number, scope: Parameters<typeof devicesInScope>[0]) =>
    and(eq(deviceAlarms.id, alarmId), isNull(deviceAlarms.closedAt), devicesInScope(scope, deviceAlarms.deviceId));

  return {
    async getAlarmCentreList(params, { scope }) {
      const checkedAt = now();
      const { rows, total } = await list.in(scope).page(db, params);
      return success({
        rows: rows.map(({ openedAt, closedAt, acknowledgedAt, kind, ...row }) => {
          const level = deviceAlarmLevelOf[kind as DeviceAlarmKind];
          const state = stateOf({ closedAt, acknowledgedAt });
          const openFor = (closedAt ?? checkedAt).getTime() - openedAt.getTime();
          const overdue =
            state === 'open' &&
            checkedAt.getTime() - openedAt.getTime() > ALARM_RESPONSE_TARGET_MINUTES[level] * 60_000;
          return {
            ...row,
            kind: kind as DeviceAlarmKind,
            level,
            state,
            openedTime: openedAt.toISOString(),
            durationSeconds: Math.max(0, Math.floor(openFor / 1_000)),
            overdue: flagOf(overdue),
            acknowledgedTime: acknowledgedAt?.toISOString() ?? null,
            closedTime: closedAt?.toISOString() ?? null,
            checkedTime: checkedAt.toISOString(),
          };
        }),
        total,
      });
    },

    async getAlarmAssigneeOptions() {
      const rows = await db
        .select({ value: managers.id, label: managers.username })
        .from(managers)
        .where(eq(managers.isFlag, 1))
        .orderBy(asc(managers.username));
      return success({ rows });
    },

    async assignDeviceAlarm({ alarmId, managerId }, { scope, audit }) {
      const [assignee] = await db
        .select({ id: managers.id, username: managers.username })
        .from(managers)
        .where(and(eq(managers.id, managerId), eq(managers.isFlag, 1)));
      if (!assignee) return failure(AlarmCentreMessages.ASSIGNEE_NOT_FOUND, 'managerId');
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ assignedTo: deviceAlarms.assignedTo, kind: deviceAlarms.kind, deviceId: deviceAlarms.deviceId })
          .from(deviceAlarms)
          .where(openAlarm(alarmId, scope))
          .for('update');
        if (!before) return failure(EquipmentMessages.ALARM_NOT_OPEN, 'alarmId');
        await tx.update(deviceAlarms).set({ assignedTo: managerId }).where(eq(deviceAlarms.id, alarmId));
        audit.before = { alarmId, kind: before.kind, deviceId: before.deviceId, assignedTo: before.assignedTo };
        audit.after = { assignedTo: managerId, assignee: assignee.username };
        return success(null);
      });
    },

    async acknowledgeDeviceAlarm({ alarmId }, { manager, scope, audit }) {
      const at = now();
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            acknowledgedAt: deviceAlarms.acknowledgedAt,
            kind: deviceAlarms.kind,
            deviceId: deviceAlarms.deviceId,
          })
          .from(deviceAlarms)
          .where(openAlarm(alarmId, scope))
          .for('update');
        if (!before) return failure(EquipmentMessages.ALARM_NOT_OPEN, 'alarmId');
        if (before.acknowledgedAt) return failure(AlarmCentreMessages.ALARM_ACKNOWLEDGED, 'alarmId');
        await tx
          .update(deviceAlarms)
          .set({ acknowledgedAt: at, acknowledgedBy: manager.managerId })
          .where(eq(deviceAlarms.id, alarmId));
        audit.before = { alarmId, kind: before.kind, deviceId: before.deviceId, acknowledgedTime: null };
        audit.after = { acknowledgedTime: at.toISOString(), by: manager.managerId };
        return success(null);
      });
    },

    async getDeviceTemperatures({ deviceId, days }, { scope }) {
      const [device] = await db
        .select({ deviceNo: devices.deviceNo, min: deviceTypes.temperatureMin, max: deviceTypes.temperatureMax })
        .from(devices)
        .leftJoin(deviceTypes, eq(deviceTypes.id, devices.typeId))
        .where(and(eq(devices.id, deviceId), devicesInScope(scope, devices.id)));
      if (!device) return failure(EquipmentMessages.DEVICE_NOT_FOUND, 'deviceId');
      const from = new Date(now().getTime() - days * 24 * 60 * 60_000);
      const [readings, alarms] = await Promise.all([
        temperaturesSince(db, deviceId, from),
        db
          .select({ alarmId: deviceAlarms.id, openedAt: deviceAlarms.openedAt, closedAt: deviceAlarms.closedAt })
          .from(deviceAlarms)
          .where(
            and(
              eq(deviceAlarms.deviceId, deviceId),
              eq(deviceAlarms.kind, 'temperature'),
              or(isNull(deviceAlarms.closedAt), gte(deviceAlarms.closedAt, from)),
            ),
          )
          .orderBy(asc(deviceAlarms.openedAt), asc(deviceAlarms.id)),
      ]);
      const range = { min: device.min, max: device.max };
      return success({
        deviceNo: device.deviceNo,
        minimum: range.min,
        maximum: range.max,
        rows: readings.map((reading) => ({
          time: reading.recordedAt.toISOString(),
          temperature: reading.temperature,
          outOfRange: flagOf(outOfRange(reading.temperature, range)),
        })),
        alarms: alarms.map((alarm) => ({
          alarmId: alarm.alarmId,
          openedTime: alarm.openedAt.toISOString(),
          closedTime: alarm.closedAt?.toISOString() ?? null,
        })),
      });
    },
  };
}

import { devicesInScope, devicesInScopeBy, isInScope, merchantsInScope, regionsInScope } from '../../auth/scope';
import type { DeviceAlarmKind } from '@vending/contract';
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { businessDate, formatBusinessTime } from '../../business-time';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { anyContains } from '../../db/sql';
import type { Handlers } from '../../http/api-routes';
import { failure, Messages, success } from '../../http/envelope';
import { text } from '../../http/language';
import { streamXlsx, type XlsxColumn } from '../../http/xlsx-download';
import { businessDateRange } from '../../lists/date-range';
import { declareList, NO_DIMENSION } from '../../lists/declared-list';
import { enableDisableHandler } from '../../lists/enable-disable';
import { newestFirst } from '../../lists/keyset';
import { managers, usernameOf } from '../administrators';
import { merchantOptionRows, agents, merchants } from '../agents';
import { goods } from '../goods';
import type { Services } from '../services';
import type { OnlineRule } from './online';
import { parLevelOf } from './plan';
import { readExpiryWindow, readShortageThreshold, type ExpiryWindow } from '../settings';
import { slotExpirySql, slotIsShort } from './slot-rules';
import type { resolveAlarm } from '../device-api';
import { newDeviceCredential } from './credentials';
import { deviceAlarms, devices, deviceSlots, deviceTypes, regions, replenishmentLines, replenishments } from './tables';
import { flagOf, withTimes } from '../../lists/wire-values';
import { RegionMessages } from './region-handlers';

type EquipmentHandlers = Pick<
  Handlers,
  | 'getDeviceList'
  | 'getDeviceTypeOptions'
  | 'getDeviceMerchantOptions'
  | 'getSlotGoodsOptions'
  | 'updateDevice'
  | 'bindDeviceMerchant'
  | 'updateDeviceIsFlag'
  | 'getDeviceSlots'
  | 'saveDeviceSlots'
  | 'getReplenishmentList'
  | 'getReplenishmentListExcle'
  | 'getDeviceOptions'
  | 'getDeviceTypeList'
  | 'addDeviceType'
  | 'updateDeviceType'
  | 'deleteDeviceType'
  | 'issueDeviceCredential'
  | 'getDeviceAlarmList'
  | 'resolveDeviceAlarm'
>;

export const EquipmentMessages = {
  DEVICE_NOT_FOUND: text('设备不存在', 'The device does not exist'),
  TYPE_NOT_FOUND: text('设备类型不存在', 'The device type does not exist'),
  MERCHANT_NOT_FOUND: text('商户不存在', 'The merchant does not exist'),
  GOODS_NOT_FOUND: text('商品不存在', 'The goods do not exist'),
  STOCK_OVER_CAPACITY: text('库存不能大于容量', 'The stock may not exceed the capacity'),
  SLOTS_MISMATCH: text('货道与设备不符，请刷新后重试', "The slots are not the device's: reload and try again"),
  ALARM_NOT_OPEN: text('告警不存在或已关闭', 'The alarm does not exist or is closed already'),
  TYPE_NAME_TAKEN: text('已有同名的设备类型', 'A device type of this name exists already'),
  PAR_OVER_CAPACITY: text('标准库存不能大于容量', 'The par level may not exceed the capacity'),
  // A device type's form names the capacity 每道容量 (its field's label): its rule says the same word.
  PAR_OVER_SLOT_CAPACITY: text('标准库存不能大于每道容量', 'The par level may not exceed the capacity per slot'),
  TEMPERATURE_RANGE_REVERSED: text('最高温度不能低于最低温度', 'The highest temperature may not be below the lowest'),
  typeInUse: (count: number) =>
    text(
      `还有 ${count} 台设备使用该类型，不能删除`,
      `${count} ${count === 1 ? 'device uses' : 'devices use'} this type: it cannot be deleted`,
    ),
} as const;

const DEVICE_TYPES_NAME_INDEX = 'device_types_name_idx';

/** A column of the listed table, qualified by its name (see modules/agents/handlers.ts). */
const outer = (table: string, column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;
const deviceId = outer('devices', 'id');
const deviceMerchant = outer('devices', 'merchant_id');

const typeNameOf = sql<
  string | null
>`(select t.name from ${deviceTypes} t where t.id = ${outer('devices', 'type_id')})`;
const merchantNameOf = sql<string | null>`(select m.name from ${merchants} m where m.id = ${deviceMerchant})`;
const agentIdOf = sql<number | null>`(select m.agent_id from ${merchants} m where m.id = ${deviceMerchant})`;
const agentNameOf = sql<
  string | null
>`(select a.name from ${agents} a join ${merchants} m on m.agent_id = a.id where m.id = ${deviceMerchant})`;
const slotsOf = (aggregate: string) =>
  sql<number>`(select ${sql.raw(aggregate)} from ${deviceSlots} s where s.device_id = ${deviceId})`.mapWith(Number);

/** Devices, newest first; online is judged at `now`, a slot short below `shortageThreshold` or its goods' own. */
function deviceList(now: Date, rule: OnlineRule, shortageThreshold: number, expiry: ExpiryWindow) {
  // The slot's own columns under the alias slotsOf gives it.
  const slotColumns = { stock: sql`s.stock`, expiryDate: sql`s.expiry_date` };
  return declareList('getDeviceList', {
    from: devices,
    dimension: (scope) => devicesInScope(scope, devices.id),
    select: {
      deviceId: devices.id,
      deviceNo: devices.deviceNo,
      deviceName: devices.deviceName,
      typeId: devices.typeId,
      typeName: typeNameOf,
      merchantId: devices.merchantId,
      merchantName: merchantNameOf,
      agentId: agentIdOf,
      agentName: agentNameOf,
      regionId: devices.regionId,
      regionName: sql<string | null>`(select r.name from ${regions} r where r.id = ${outer('devices', 'region_id')})`,
      address: devices.address,
      latitude: devices.latitude,
      longitude: devices.longitude,
      online: rule.flag(now),
      lastHeartbeatAt: devices.lastHeartbeatAt,
      slotCount: slotsOf('count(*)::int'),
      emptySlots: slotsOf('count(*) filter (where s.stock = 0)::int'),
      expiredSlots:
        sql<number>`(select count(*) filter (where ${slotExpirySql('expired', expiry, slotColumns)})::int from ${deviceSlots} s where s.device_id = ${deviceId})`.mapWith(
          Number,
        ),
      expiringSlots:
        sql<number>`(select count(*) filter (where ${slotExpirySql('expiring', expiry, slotColumns)})::int from ${deviceSlots} s where s.device_id = ${deviceId})`.mapWith(
          Number,
        ),
      stock: slotsOf('coalesce(sum(s.stock), 0)::int'),
      capacity: slotsOf('coalesce(sum(s.capacity), 0)::int'),
      softwareVersion: devices.softwareVersion,
      openAlarms: sql<
        string[]
      >`coalesce((select array_agg(al.kind order by al.opened_at, al.id) from ${deviceAlarms} al where al.device_id = ${deviceId} and al.closed_at is null), '{}')`,
      credentialIssuedAt: devices.credentialIssuedAt,
      isFlag: devices.isFlag,
      disabledAt: devices.disabledAt,
      createdAt: devices.createdAt,
      updatedBy: usernameOf(devices.updatedBy),
      updatedAt: devices.updatedAt,
    },
    filters: {
      keyword: (keyword) => anyContains(keyword, [devices.deviceNo, devices.deviceName, devices.address]),
      online: (online) => rule.filter(online, now),
      typeId: (typeId) => eq(devices.typeId, typeId),
      regionId: (regionId) => eq(devices.regionId, regionId),
      alarm: (alarm) =>
        sql`${sql.raw(alarm === 1 ? '' : 'not ')}exists (select 1 from ${deviceAlarms} al where al.device_id = ${deviceId} and al.closed_at is null)`,
      // The dashboard's rule of a device short of stock (home/handlers.ts, getShortageDevices).
      shortage: (shortage) =>
        sql`${sql.raw(shortage === 1 ? '' : 'not ')}exists (select 1 from ${deviceSlots} left join ${goods} on ${goods.id} = ${deviceSlots.goodsId}
          where ${deviceSlots.deviceId} = ${deviceId} and ${slotIsShort(shortageThreshold)})`,
      // The dashboard's 临期 and 过期 (the same window as the columns above).
      expiry: (flag) =>
        sql`${sql.raw(flag === 1 ? '' : 'not ')}exists (select 1 from ${deviceSlots} s where s.device_id = ${deviceId}
          and (${slotExpirySql('expired', expiry, slotColumns)} or ${slotExpirySql('expiring', expiry, slotColumns)}))`,
      agentId: (agentId) =>
        inArray(
          devices.merchantId,
          sql`(select ${merchants.id} from ${merchants} where ${merchants.agentId} = ${agentId})`,
        ),
    },
    // devices_created_at_idx: (time desc, id desc), nulls last.
    order: newestFirst(devices.createdAt, devices.id, { indexedNullsLast: true }),
  });
}

const replenishmentDevice = outer('replenishments', 'device_id');
const replenishmentId = outer('replenishments', 'id');

function replenishmentList(timeZone: string) {
  return declareList('getReplenishmentList', {
    from: replenishments,
    dimension: (scope) => devicesInScope(scope, replenishments.deviceId),
    select: {
      replenishmentId: replenishments.id,
      deviceId: replenishments.deviceId,
      deviceNo: sql<string>`(select d.device_no from ${devices} d where d.id = ${replenishmentDevice})`,
      deviceName: sql<string>`(select d.device_name from ${devices} d where d.id = ${replenishmentDevice})`,
      operatorName: replenishments.operatorName,
      operatorPhone: replenishments.operatorPhone,
      createdAt: replenishments.createdAt,
      lines: sql<
        { slotNo: number; goodsId: number; goodsName: string; before: number; after: number }[]
      >`(select coalesce(json_agg(json_build_object('slotNo', l.slot_no, 'goodsId', l.goods_id, 'goodsName', g.goods_name, 'before', l.before, 'after', l.after) order by l.slot_no), '[]'::json) from ${replenishmentLines} l join ${goods} g on g.id = l.goods_id where l.replenishment_id = ${replenishmentId})`,
    },
    filters: {
      deviceId: (id) => eq(replenishments.deviceId, id),
      operator: (operator) => anyContains(operator, [replenishments.operatorName, replenishments.operatorPhone]),
      ...businessDateRange(replenishments.createdAt, timeZone),
    },
    // replenishments_created_at_idx: (time desc, id desc), nulls last.
    order: newestFirst(replenishments.createdAt, replenishments.id, { indexedNullsLast: true }),
  });
}
type ReplenishmentListRow = Awaited<
  ReturnType<ReturnType<ReturnType<typeof replenishmentList>['in']>['page']>
>['rows'][number];

/** The lines as the database answers them: json text on some drivers, parsed on others. */
function linesOf(value: unknown) {
  const lines = (typeof value === 'string' ? JSON.parse(value) : value) as ReplenishmentListRow['lines'];
  return lines.map((line) => ({ ...line, before: Number(line.before), after: Number(line.after) }));
}
const addedOf = (lines: { before: number; after: number }[]) =>
  lines.reduce((sum, line) => sum + (line.after - line.before), 0);

/** One spreadsheet row per restocked slot. */
function replenishmentSheet(timeZone: string): XlsxColumn<ReplenishmentListRow & { line: number }>[] {
  const line = (row: ReplenishmentListRow & { line: number }) => linesOf(row.lines)[row.line];
  return [
    { header: '记录ID', width: 10, value: (row) => row.replenishmentId },
    { header: '设备编号', width: 12, value: (row) => row.deviceNo },
    { header: '设备名称', width: 16, value: (row) => row.deviceName },
    { header: '补货员', width: 10, value: (row) => row.operatorName },
    { header: '手机号', width: 14, value: (row) => row.operatorPhone },
    { header: '补货时间', width: 20, value: (row) => formatBusinessTime(row.createdAt, timeZone) },
    { header: '货道', width: 6, value: (row) => line(row)?.slotNo ?? '' },
    { header: '商品', width: 16, value: (row) => line(row)?.goodsName ?? '' },
    { header: '补货前', width: 8, value: (row) => line(row)?.before ?? '' },
    { header: '补货后', width: 8, value: (row) => line(row)?.after ?? '' },
    {
      header: '补货数量',
      width: 10,
      value: (row) => {
        const found = line(row);
        return found ? found.after - found.before : '';
      },
    },
  ];
}

const deviceTypeId = outer('device_types', 'id');
const deviceTypeList = declareList('getDeviceTypeList', {
  from: deviceTypes,
  dimension: NO_DIMENSION,
  select: {
    typeId: deviceTypes.id,
    name: deviceTypes.name,
    model: deviceTypes.model,
    slotRows: deviceTypes.slotRows,
    slotColumns: deviceTypes.slotColumns,
    slotCapacity: deviceTypes.slotCapacity,
    parLevel: deviceTypes.parLevel,
    temperatureMin: deviceTypes.temperatureMin,
    temperatureMax: deviceTypes.temperatureMax,
    picture: deviceTypes.picture,
    deviceCount: sql<number>`(select count(*)::int from ${devices} d where d.type_id = ${deviceTypeId})`.mapWith(
      Number,
    ),
    createdAt: deviceTypes.createdAt,
    updatedBy: usernameOf(deviceTypes.updatedBy),
    updatedAt: deviceTypes.updatedAt,
  },
  filters: {
    keyword: (keyword) => anyContains(keyword, [deviceTypes.name, deviceTypes.model]),
  },
  order: newestFirst(deviceTypes.createdAt, deviceTypes.id),
});

const alarmList = declareList('getDeviceAlarmList', {
  from: deviceAlarms,
  dimension: (scope) => devicesInScope(scope, deviceAlarms.deviceId),
  select: {
    alarmId: deviceAlarms.id,
    deviceId: deviceAlarms.deviceId,
    deviceNo: sql<string>`(select d.device_no from ${devices} d where d.id = ${outer('device_alarms', 'device_id')})`,
    deviceName: sql<string>`(select d.device_name from ${devices} d where d.id = ${outer('device_alarms', 'device_id')})`,
    kind: deviceAlarms.kind,
    openedAt: deviceAlarms.openedAt,
    closedAt: deviceAlarms.closedAt,
    closedBy: usernameOf(deviceAlarms.closedBy),
    note: deviceAlarms.note,
  },
  filters: {
    deviceId: (id) => eq(deviceAlarms.deviceId, id),
    open: (open) => (open === 1 ? isNull(deviceAlarms.closedAt) : isNotNull(deviceAlarms.closedAt)),
    kind: (kind) => eq(deviceAlarms.kind, kind),
  },
  order: newestFirst(deviceAlarms.openedAt, deviceAlarms.id),
});

function typeNameTaken(error: unknown) {
  if (isUniqueViolation(error, DEVICE_TYPES_NAME_INDEX)) return failure(EquipmentMessages.TYPE_NAME_TAKEN, 'name');
  throw error;
}

async function typeOf(db: Database, typeId: number) {
  const [type] = await db.select().from(deviceTypes).where(eq(deviceTypes.id, typeId));
  return type;
}

/**
 * The device pages. Resolving an alarm also queues its webhook (the device API's outbox), and the
 * device API imports this module: app.ts hands `resolveAlarm` in.
 */
export function equipmentHandlers(
  { db, now, config, online, notifyAlarms }: Services,
  deviceApi: { resolveAlarm: typeof resolveAlarm },
): EquipmentHandlers {
  const timeZone = config.businessTimeZone;
  const records = replenishmentList(timeZone);
  const sheet = replenishmentSheet(timeZone);
  return {
    async getDeviceList(params, { scope }) {
      const checkedAt = now();
      // The threshold is read only when the shortage filter needs it.
      const threshold = params.shortage === undefined ? 0 : await readShortageThreshold(db);
      const expiry = await readExpiryWindow(db, checkedAt, timeZone);
      const { rows, total } = await deviceList(checkedAt, online, threshold, expiry).in(scope).page(db, params);
      return success({
        rows: rows.map(({ lastHeartbeatAt, credentialIssuedAt, openAlarms, disabledAt, ...row }) => ({
          ...withTimes(row),
          disabledTime: row.isFlag === 1 ? null : (disabledAt?.toISOString() ?? null),
          openAlarms: openAlarms as DeviceAlarmKind[],
          credentialIssuedTime: credentialIssuedAt?.toISOString() ?? null,
          online: flagOf(row.online),
          isFlag: flagOf(row.isFlag),
          lastHeartbeatTime: lastHeartbeatAt?.toISOString() ?? null,
          checkedTime: checkedAt.toISOString(),
        })),
        total,
      });
    },

    async issueDeviceCredential({ deviceId }, { manager, scope, audit }) {
      const [device] = await db
        .select({ deviceNo: devices.deviceNo, issuedAt: devices.credentialIssuedAt })
        .from(devices)
        .where(and(eq(devices.id, deviceId), devicesInScope(scope, devices.id)));
      if (!device) return failure(EquipmentMessages.DEVICE_NOT_FOUND, 'deviceId');
      const { credential, hash } = newDeviceCredential(device.deviceNo);
      const issuedAt = now();
      await db
        .update(devices)
        .set({ credentialHash: hash, credentialIssuedAt: issuedAt })
        .where(eq(devices.id, deviceId));
      // The trail says it was issued (or rotated), never what it is.
      audit.before = { credentialIssuedTime: device.issuedAt?.toISOString() ?? null };
      audit.after = { credentialIssuedTime: issuedAt.toISOString(), by: manager.managerId };
      return success({ credential, issuedTime: issuedAt.toISOString() });
    },

    async getDeviceAlarmList(params, { scope }) {
      const { rows, total } = await alarmList.in(scope).page(db, params);
      return success({
        rows: rows.map(({ openedAt, closedAt, kind, ...row }) => ({
          ...row,
          kind: kind as DeviceAlarmKind,
          openedTime: openedAt.toISOString(),
          closedTime: closedAt?.toISOString() ?? null,
        })),
        total,
      });
    },

    async resolveDeviceAlarm({ alarmId, note }, { manager, scope, audit }) {
      const alarmRow = and(eq(deviceAlarms.id, alarmId), devicesInScope(scope, deviceAlarms.deviceId));
      if (!(await isInScope(db, deviceAlarms, alarmRow, undefined))) {
        return failure(EquipmentMessages.ALARM_NOT_OPEN, 'alarmId');
      }
      const [caller] = await db
        .select({ username: managers.username })
        .from(managers)
        .where(eq(managers.id, manager.managerId));
      const resolved = await deviceApi.resolveAlarm(
        db,
        alarmId,
        { managerId: manager.managerId, username: caller?.username ?? '' },
        note,
        now(),
      );
      if (!resolved) return failure(EquipmentMessages.ALARM_NOT_OPEN, 'alarmId');
      audit.before = { kind: resolved.before.kind, deviceId: resolved.before.deviceId, closedTime: null };
      audit.after = { closedTime: resolved.event.closedTime, note };
      notifyAlarms([resolved.event]);
      return success(null);
    },

    async getDeviceTypeOptions() {
      const rows = await db
        .select({ value: deviceTypes.id, label: deviceTypes.name })
        .from(deviceTypes)
        .orderBy(asc(deviceTypes.name), asc(deviceTypes.id));
      return success({ rows });
    },

    async getDeviceMerchantOptions(_params, { scope }) {
      return success({ rows: await merchantOptionRows(db, { enabledOnly: true, scope }) });
    },

    async getSlotGoodsOptions() {
      const rows = await db
        .select({ value: goods.id, label: goods.goodsName })
        .from(goods)
        .orderBy(asc(goods.goodsName), asc(goods.id));
      return success({ rows });
    },

    async updateDevice({ deviceId, latitude, longitude, regionId, ...fields }, { manager, scope, audit }) {
      const type = await typeOf(db, fields.typeId);
      if (!type) return failure(EquipmentMessages.TYPE_NOT_FOUND, 'typeId');
      if (
        regionId !== undefined &&
        !(await isInScope(db, regions, eq(regions.id, regionId), regionsInScope(scope, regions.id)))
      ) {
        return failure(RegionMessages.REGION_NOT_FOUND, 'regionId');
      }
      const [before] = await db
        .select()
        .from(devices)
        .where(and(eq(devices.id, deviceId), devicesInScope(scope, devices.id)));
      if (!before) return failure(EquipmentMessages.DEVICE_NOT_FOUND, 'deviceId');
      const after = { ...fields, regionId: regionId ?? null, latitude: latitude ?? null, longitude: longitude ?? null };
      await db.transaction(async (tx) => {
        await tx
          .update(devices)
          .set({ ...after, updatedBy: manager.managerId, updatedAt: now() })
          .where(eq(devices.id, deviceId));
        if (before.typeId === type.id) return;
        // A new model: the slots it still has stay as they are, the others go, new ones come empty.
        const slotCount = type.slotRows * type.slotColumns;
        await tx.delete(deviceSlots).where(and(eq(deviceSlots.deviceId, deviceId), gt(deviceSlots.slotNo, slotCount)));
        const kept = await tx
          .select({ slotNo: deviceSlots.slotNo })
          .from(deviceSlots)
          .where(eq(deviceSlots.deviceId, deviceId));
        const have = new Set(kept.map((slot) => slot.slotNo));
        const added = Array.from({ length: slotCount }, (_, index) => index + 1)
          .filter((slotNo) => !have.has(slotNo))
          .map((slotNo) => ({ deviceId, slotNo, stock: 0, capacity: type.slotCapacity }));
        if (added.length > 0) await tx.insert(deviceSlots).values(added);
      });
      audit.before = {
        deviceName: before.deviceName,
        typeId: before.typeId,
        regionId: before.regionId,
        address: before.address,
        latitude: before.latitude,
        longitude: before.longitude,
      };
      audit.after = after;
      return success(null);
    },

    async bindDeviceMerchant({ deviceId, merchantId }, { manager, scope, audit }) {
      const [merchant] = await db
        .select({ id: merchants.id })
        .from(merchants)
        .where(and(eq(merchants.id, merchantId), merchantsInScope(scope, merchants.id)));
      if (!merchant) return failure(EquipmentMessages.MERCHANT_NOT_FOUND, 'merchantId');
      const [before] = await db
        .select({ merchantId: devices.merchantId })
        .from(devices)
        .where(and(eq(devices.id, deviceId), devicesInScope(scope, devices.id)));
      if (!before) return failure(EquipmentMessages.DEVICE_NOT_FOUND, 'deviceId');
      await db
        .update(devices)
        .set({ merchantId, updatedBy: manager.managerId, updatedAt: now() })
        .where(eq(devices.id, deviceId));
      audit.before = { merchantId: before.merchantId };
      audit.after = { merchantId };
      return success(null);
    },

    updateDeviceIsFlag: enableDisableHandler(db, {
      table: devices,
      dimension: (scope) => devicesInScope(scope, devices.id),
      idParam: 'deviceId',
      notFound: EquipmentMessages.DEVICE_NOT_FOUND,
      // When it was disabled: the device API still takes its sales paid before then.
      afterChange: async (id, isFlag) => {
        await db
          .update(devices)
          .set({ disabledAt: isFlag === 1 ? null : sql`coalesce(${devices.disabledAt}, ${now()})` })
          .where(eq(devices.id, id));
      },
    }),

    async getDeviceSlots({ deviceId }, { scope }) {
      const [device] = await db
        .select({ id: devices.id, typeParLevel: deviceTypes.parLevel })
        .from(devices)
        .leftJoin(deviceTypes, eq(deviceTypes.id, devices.typeId))
        .where(and(eq(devices.id, deviceId), devicesInScope(scope, devices.id)));
      if (!device) return failure(EquipmentMessages.DEVICE_NOT_FOUND, 'deviceId');
      const rows = await db
        .select({
          slotNo: deviceSlots.slotNo,
          goodsId: deviceSlots.goodsId,
          goodsName: goods.goodsName,
          stock: deviceSlots.stock,
          capacity: deviceSlots.capacity,
          parLevel: deviceSlots.parLevel,
        })
        .from(deviceSlots)
        .leftJoin(goods, eq(goods.id, deviceSlots.goodsId))
        .where(eq(deviceSlots.deviceId, deviceId))
        .orderBy(asc(deviceSlots.slotNo));
      return success({
        rows: rows.map((row) => ({ ...row, defaultParLevel: parLevelOf(row.capacity, null, device.typeParLevel) })),
      });
    },

    async saveDeviceSlots({ deviceId, slots }, { scope, audit }) {
      const [device] = await db
        .select({ id: devices.id })
        .from(devices)
        .where(and(eq(devices.id, deviceId), devicesInScope(scope, devices.id)));
      if (!device) return failure(EquipmentMessages.DEVICE_NOT_FOUND, 'deviceId');
      for (const [index, slot] of slots.entries()) {
        if (slot.stock > slot.capacity) return failure(EquipmentMessages.STOCK_OVER_CAPACITY, `slots.${index}.stock`);
        if ((slot.parLevel ?? 0) > slot.capacity) {
          return failure(EquipmentMessages.PAR_OVER_CAPACITY, `slots.${index}.parLevel`);
        }
      }
      const goodsIds = [...new Set(slots.flatMap((slot) => (slot.goodsId === null ? [] : [slot.goodsId])))];
      const known = new Set(
        goodsIds.length === 0
          ? []
          : (await db.select({ id: goods.id }).from(goods).where(inArray(goods.id, goodsIds))).map((row) => row.id),
      );
      const unknown = slots.findIndex((slot) => slot.goodsId !== null && !known.has(slot.goodsId));
      if (unknown >= 0) return failure(EquipmentMessages.GOODS_NOT_FOUND, `slots.${unknown}.goodsId`);
      const before = await db
        .select({
          slotNo: deviceSlots.slotNo,
          goodsId: deviceSlots.goodsId,
          stock: deviceSlots.stock,
          capacity: deviceSlots.capacity,
          parLevel: deviceSlots.parLevel,
        })
        .from(deviceSlots)
        .where(eq(deviceSlots.deviceId, deviceId))
        .orderBy(asc(deviceSlots.slotNo));
      // Every slot of the device, each once: a stale or foreign list changes nothing.
      const sent = slots.map((slot) => slot.slotNo).sort((a, b) => a - b);
      if (sent.length !== before.length || sent.some((slotNo, index) => slotNo !== before[index]?.slotNo)) {
        return failure(EquipmentMessages.SLOTS_MISMATCH, 'slots');
      }
      await db.transaction(async (tx) => {
        for (const slot of slots) {
          await tx
            .update(deviceSlots)
            .set({ goodsId: slot.goodsId, stock: slot.stock, capacity: slot.capacity, parLevel: slot.parLevel ?? null })
            .where(and(eq(deviceSlots.deviceId, deviceId), eq(deviceSlots.slotNo, slot.slotNo)));
        }
      });
      audit.before = { slots: before };
      audit.after = { slots };
      return success(null);
    },

    async getReplenishmentList(params, { scope }) {
      const { rows, total } = await records.in(scope).page(db, params);
      return success({
        rows: rows.map(({ createdAt, lines, ...row }) => {
          const parsed = linesOf(lines);
          return { ...row, createTime: createdAt.toISOString(), lines: parsed, added: addedOf(parsed) };
        }),
        total,
      });
    },

    async getReplenishmentListExcle(filters, { reply, scope }) {
      const date = businessDate(now(), timeZone);
      async function* perLine() {
        for await (const batch of records.in(scope).batches(db, filters, config.exportMaxRows)) {
          yield batch.flatMap((row) => linesOf(row.lines).map((_, line) => ({ ...row, line })));
        }
      }
      return streamXlsx({
        reply,
        sheetName: '补货记录',
        fileName: { ascii: `replenishments-${date}.xlsx`, utf8: `补货记录-${date}.xlsx` },
        columns: sheet,
        batches: perLine(),
      });
    },

    /** The orders' and the restocking records' device filter. */
    async getDeviceOptions(_params, { scope }) {
      const rows = await db
        .select({ value: devices.id, label: sql<string>`${devices.deviceNo} || ' ' || ${devices.deviceName}` })
        .from(devices)
        .where(devicesInScope(scope, devices.id))
        .orderBy(asc(devices.deviceNo));
      return success({ rows });
    },

    async getDeviceTypeList(params, { scope }) {
      const { rows, total } = await deviceTypeList.page(db, params);
      // The types are everyone's (pages alone); how many devices each has is the caller's to count.
      const inScope =
        scope.kind === 'all'
          ? undefined
          : await devicesInScopeBy(
              db,
              scope,
              'type',
              rows.map((row) => row.typeId),
            );
      return success({
        rows: rows.map((row) => ({
          ...withTimes(row),
          deviceCount: inScope ? (inScope.get(row.typeId) ?? 0) : row.deviceCount,
        })),
        total,
      });
    },

    async addDeviceType({ picture, parLevel, temperatureMin, temperatureMax, ...fields }, { manager }) {
      if (parLevel !== undefined && parLevel > fields.slotCapacity) {
        return failure(EquipmentMessages.PAR_OVER_SLOT_CAPACITY, 'parLevel');
      }
      if (temperatureMin !== undefined && temperatureMax !== undefined && temperatureMax < temperatureMin) {
        return failure(EquipmentMessages.TEMPERATURE_RANGE_REVERSED, 'temperatureMax');
      }
      try {
        const [created] = await db
          .insert(deviceTypes)
          .values({
            ...fields,
            parLevel: parLevel ?? null,
            temperatureMin: temperatureMin ?? null,
            temperatureMax: temperatureMax ?? null,
            picture: picture || null,
            updatedBy: manager.managerId,
            updatedAt: now(),
          })
          .returning({ typeId: deviceTypes.id });
        return created ? success(created) : failure(Messages.SERVER_ERROR);
      } catch (error) {
        return typeNameTaken(error);
      }
    },

    async updateDeviceType(
      { typeId, picture, parLevel, temperatureMin, temperatureMax, ...fields },
      { manager, audit },
    ) {
      const before = await typeOf(db, typeId);
      if (!before) return failure(EquipmentMessages.TYPE_NOT_FOUND, 'typeId');
      if (parLevel !== undefined && parLevel > fields.slotCapacity) {
        return failure(EquipmentMessages.PAR_OVER_SLOT_CAPACITY, 'parLevel');
      }
      if (temperatureMin !== undefined && temperatureMax !== undefined && temperatureMax < temperatureMin) {
        return failure(EquipmentMessages.TEMPERATURE_RANGE_REVERSED, 'temperatureMax');
      }
      // The par level of every slot of its devices that has none of its own: a bulk setting.
      const after = {
        ...fields,
        parLevel: parLevel ?? null,
        temperatureMin: temperatureMin ?? null,
        temperatureMax: temperatureMax ?? null,
        picture: picture || null,
      };
      try {
        await db
          .update(deviceTypes)
          .set({ ...after, updatedBy: manager.managerId, updatedAt: now() })
          .where(eq(deviceTypes.id, typeId));
      } catch (error) {
        return typeNameTaken(error);
      }
      audit.before = {
        name: before.name,
        model: before.model,
        slotRows: before.slotRows,
        slotColumns: before.slotColumns,
        slotCapacity: before.slotCapacity,
        parLevel: before.parLevel,
        temperatureMin: before.temperatureMin,
        temperatureMax: before.temperatureMax,
        picture: before.picture,
      };
      audit.after = after;
      return success(null);
    },

    async deleteDeviceType({ typeId }, { audit }) {
      const before = await typeOf(db, typeId);
      if (!before) return failure(EquipmentMessages.TYPE_NOT_FOUND, 'typeId');
      // Counted and deleted in one statement, so a device given the type meanwhile still keeps it.
      const deleted = await db
        .delete(deviceTypes)
        .where(
          and(eq(deviceTypes.id, typeId), sql`not exists (select 1 from ${devices} d where d.type_id = ${typeId})`),
        )
        .returning({ id: deviceTypes.id });
      if (deleted.length === 0) {
        const [used] = await db
          .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
          .from(devices)
          .where(eq(devices.typeId, typeId));
        return failure(EquipmentMessages.typeInUse(used?.count ?? 0), 'typeId');
      }
      audit.before = { name: before.name, model: before.model };
      return success(null);
    },
  };
}

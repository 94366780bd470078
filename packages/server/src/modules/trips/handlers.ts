import {
  replenishmentPlanFlow,
  type TripDetail,
  type TripGoods,
  type TripOrder,
  type TripRow,
  type TripStatus,
  type TripStop,
} from '@vending/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DataScope } from '../../auth/data-scope';
import { devicesInScope, tripsInScope } from '../../auth/scope';
import { businessDate } from '../../business-time';
import type { Database } from '../../db/database';
import type { Handlers } from '../../http/api-routes';
import { failure, success } from '../../http/envelope';
import { text, type Text } from '../../http/language';
import { declareList } from '../../lists/declared-list';
import { highestIdFirst } from '../../lists/keyset';
import type { Transaction } from '../../lists/transition';
import { managers } from '../administrators';
import {
  computePlan,
  insertPlan,
  openPlans,
  planStatusInScope,
  recordReplenishment,
  type RestockedSlot,
  devices,
  deviceSlots,
} from '../equipment';
import { completedSalesOfDevices } from '../orders';
import { readExpiryWindow } from '../settings';
import { goods } from '../goods';
import { holdsPreset } from '../roles';
import type { Services } from '../services';
import { makeTrip } from './make-trip';
import { routeMetres } from './route';
import { advanceTrip } from './stop-closing';
import { tripStopLines, tripStops, trips } from './tables';

type TripHandlers = Pick<
  Handlers,
  | 'getTripOptions'
  | 'getTripList'
  | 'getTrip'
  | 'addTrip'
  | 'reorderTripStops'
  | 'startTrip'
  | 'getMyTrips'
  | 'recordTripStop'
>;

export const TripMessages = {
  TRIP_NOT_FOUND: text('行程不存在', 'The trip does not exist'),
  PLAN_NOT_FOUND: text('补货计划不存在', 'The replenishment plan does not exist'),
  PLAN_CLOSED: text('该补货计划已完成，无需再出行程', 'The plan is done: there is nothing left to load'),
  PLAN_HAS_TRIP: text('该补货计划已有未完成的行程', 'The plan already has a trip that is not done'),
  ASSIGNEE_NOT_FOUND: text('补货员不存在或已停用', 'The restocker does not exist or is disabled'),
  DEVICE_NOT_FOUND: text('设备不存在', 'The device does not exist'),
  NOTHING_TO_LOAD: text(
    '所选设备的货道都已达到标准库存，无需补货',
    'Every slot of the devices chosen is at its par level: nothing to load',
  ),
  STOPS_MISMATCH: text('站点顺序须包含该行程的每台设备各一次', 'The order must list every device of the trip once'),
  TRIP_DONE: text('行程已完成，不能再修改', 'The trip is done and can no longer change'),
  TRIP_NOT_WAITING: text('只有待出发的行程可以出发', 'Only a trip waiting to set out can set out'),
  STOP_NOT_FOUND: text('该设备不在此行程中', 'The device is not a stop of this trip'),
  STOP_DONE: text('该站点已完成补货', 'This stop has already been recorded'),
  RECORD_ID_TAKEN: text('记录编号已被其他站点使用', 'The record id belongs to another stop'),
  SLOT_NOT_FOUND: text('设备没有该货道或货道未设置商品', 'The device has no such slot, or it sells no goods'),
  SLOT_REPEATED: text('同一货道只能填写一次', 'Each slot may be entered once'),
  REMOVED_TOO_MANY: text('下架数量不能超过货道库存', 'More removed than the slot holds'),
  OVER_CAPACITY: text('补入后超过货道容量', 'The fill would exceed the slot’s capacity'),
} as const satisfies Record<string, Text>;

const tripId = sql`${sql.identifier('trips')}.${sql.identifier('id')}`;
const stopAggregate = (expression: string) =>
  sql<number>`(select coalesce(${sql.raw(expression)}, 0) from ${tripStops} s where s.trip_id = ${tripId})`.mapWith(
    Number,
  );
const lineAggregate = (expression: string) =>
  sql<number>`(select coalesce(${sql.raw(expression)}, 0) from ${tripStopLines} l where l.trip_id = ${tripId})`.mapWith(
    Number,
  );

const tripFields = {
  tripId: trips.id,
  status: sql<TripStatus>`${trips.status}`,
  planId: trips.planId,
  assigneeId: trips.assigneeId,
  assigneeName: sql<string>`(select case when m.real_name = '' then m.username else m.real_name end from ${managers} m where m.id = ${trips.assigneeId})`,
  tripDate: trips.tripDate,
  vehicle: trips.vehicle,
  order: sql<TripOrder>`${trips.stopOrder}`,
  stopCount: stopAggregate('count(*)'),
  doneStops: stopAggregate('count(*) filter (where s.done_at is not null)'),
  plannedUnits: lineAggregate('sum(l.planned)'),
  filledUnits: lineAggregate('sum(l.filled)'),
  shortSlots: lineAggregate('count(*) filter (where l.filled is not null and l.filled < l.planned)'),
  createdAt: trips.createdAt,
  doneAt: trips.doneAt,
};

const tripList = declareList('getTripList', {
  from: trips,
  dimension: (scope) => tripsInScope(scope, trips.id),
  select: tripFields,
  filters: {
    status: (status) => eq(trips.status, status),
    tripDate: (date) => eq(trips.tripDate, date),
    assigneeId: (id) => eq(trips.assigneeId, id),
  },
  order: highestIdFirst(trips.id),
});
type TripListRow = Awaited<ReturnType<ReturnType<typeof tripList.in>['page']>>['rows'][number];

function tripRowOf({ createdAt, doneAt, ...row }: TripListRow): TripRow {
  return { ...row, createTime: createdAt.toISOString(), doneTime: doneAt?.toISOString() ?? null };
}

/** A trip's stops in order, each with its slots, and per goods planned, filled and short. */
async function stopsOf(db: Database | Transaction, id: number): Promise<{ stops: TripStop[]; goods: TripGoods[] }> {
  const stopRows = await db
    .select({
      deviceId: tripStops.deviceId,
      deviceNo: devices.deviceNo,
      deviceName: devices.deviceName,
      address: devices.address,
      latitude: devices.latitude,
      longitude: devices.longitude,
      seq: tripStops.seq,
      doneAt: tripStops.doneAt,
      operatorName: sql<
        string | null
      >`(select case when m.real_name = '' then m.username else m.real_name end from ${managers} m where m.id = ${tripStops.operatorId})`,
      photoUrl: tripStops.photoUrl,
      replenishmentId: tripStops.replenishmentId,
    })
    .from(tripStops)
    .innerJoin(devices, eq(devices.id, tripStops.deviceId))
    .where(eq(tripStops.tripId, id))
    .orderBy(asc(tripStops.seq), asc(tripStops.deviceId));
  const lineRows = await db
    .select({
      deviceId: tripStopLines.deviceId,
      slotNo: tripStopLines.slotNo,
      goodsId: tripStopLines.goodsId,
      goodsName: goods.goodsName,
      stock: sql<number>`coalesce(${deviceSlots.stock}, 0)`.mapWith(Number),
      capacity: sql<number>`coalesce(${deviceSlots.capacity}, 0)`.mapWith(Number),
      planned: tripStopLines.planned,
      filled: tripStopLines.filled,
      removedExpired: tripStopLines.removedExpired,
      removedDamaged: tripStopLines.removedDamaged,
      expiryDate: tripStopLines.expiryDate,
    })
    .from(tripStopLines)
    .innerJoin(goods, eq(goods.id, tripStopLines.goodsId))
    .leftJoin(
      deviceSlots,
      and(eq(deviceSlots.deviceId, tripStopLines.deviceId), eq(deviceSlots.slotNo, tripStopLines.slotNo)),
    )
    .where(eq(tripStopLines.tripId, id))
    .orderBy(asc(tripStopLines.deviceId), asc(tripStopLines.slotNo));
  const goodsTotals = new Map<number, TripGoods>();
  const linesOf = new Map<number, TripStop['lines']>();
  const done = new Set(stopRows.filter((stop) => stop.doneAt !== null).map((stop) => stop.deviceId));
  for (const { deviceId, ...line } of lineRows) {
    linesOf.set(deviceId, [...(linesOf.get(deviceId) ?? []), line]);
    const total = goodsTotals.get(line.goodsId) ?? {
      goodsId: line.goodsId,
      goodsName: line.goodsName,
      planned: 0,
      filled: 0,
      shortfall: 0,
    };
    total.planned += line.planned;
    total.filled += line.filled ?? 0;
    if (done.has(deviceId)) total.shortfall += Math.max(0, line.planned - (line.filled ?? 0));
    goodsTotals.set(line.goodsId, total);
  }
  return {
    stops: stopRows.map(({ doneAt, ...stop }) => ({
      ...stop,
      doneTime: doneAt?.toISOString() ?? null,
      lines: linesOf.get(stop.deviceId) ?? [],
    })),
    goods: [...goodsTotals.values()].sort((a, b) => b.planned - a.planned || a.goodsId - b.goodsId),
  };
}

/** 行程: trips made from plans, their stops in order, and the restocker's records of each stop. */
export function tripHandlers({ db, config, now, online }: Services): TripHandlers {
  const tripRow = async (id: number, scope: DataScope, on: Database | Transaction = db) => {
    const [row] = await on
      .select(tripFields)
      .from(trips)
      .where(and(eq(trips.id, id), tripsInScope(scope, trips.id)));
    return row;
  };
  const detailOf = async (row: TripListRow, on: Database | Transaction = db): Promise<TripDetail> => {
    const { stops, goods: goodsRows } = await stopsOf(on, row.tripId);
    return { ...tripRowOf(row), routeMeters: routeMetres(stops), stops, goods: goodsRows };
  };
  return {
    async getTripOptions(_params, { scope }) {
      const assignees = await db
        .select({
          value: managers.id,
          label: sql<string>`case when ${managers.realName} = '' then ${managers.username} else ${managers.realName} || '（' || ${managers.username} || '）' end`,
          restocker: holdsPreset(sql`${sql.identifier('managers')}.${sql.identifier('id')}`, 'restocker'),
        })
        .from(managers)
        .where(eq(managers.isFlag, 1))
        .orderBy(asc(managers.id));
      const plans = await openPlans(db, scope, 100);
      return success({
        assignees: [
          ...assignees
            .filter((row) => row.restocker)
            .map(({ value, label }) => ({ value, label, description: '补货员' })),
          ...assignees.filter((row) => !row.restocker).map(({ value, label }) => ({ value, label })),
        ],
        plans: plans.map((plan) => ({
          value: plan.value,
          label: `#${plan.value}`,
          description: businessDate(plan.createdAt, config.businessTimeZone),
        })),
      });
    },

    async getTripList(params, { scope }) {
      const { rows, total } = await tripList.in(scope).page(db, params);
      return success({ rows: rows.map(tripRowOf), total });
    },

    async getTrip({ tripId: id }, { scope }) {
      const row = await tripRow(id, scope);
      if (!row) return failure(TripMessages.TRIP_NOT_FOUND, 'tripId');
      return success(await detailOf(row));
    },

    async addTrip(params, { manager, scope, audit }) {
      const [assignee] = await db
        .select({ id: managers.id })
        .from(managers)
        .where(and(eq(managers.id, params.assigneeId), eq(managers.isFlag, 1)));
      if (!assignee) return failure(TripMessages.ASSIGNEE_NOT_FOUND, 'assigneeId');
      let planId = params.planId;
      const at = now();
      if (planId !== undefined) {
        const planStatus = await planStatusInScope(db, planId, scope);
        if (planStatus === undefined) return failure(TripMessages.PLAN_NOT_FOUND, 'planId');
        if (planStatus === replenishmentPlanFlow.values.done) return failure(TripMessages.PLAN_CLOSED, 'planId');
        const [open] = await db
          .select({ id: trips.id })
          .from(trips)
          .where(and(eq(trips.planId, planId), inArray(trips.status, ['waiting', 'underway'])))
          .limit(1);
        if (open) return failure(TripMessages.PLAN_HAS_TRIP, 'planId');
      }
      if (params.deviceIds !== undefined) {
        const wanted = [...new Set(params.deviceIds)];
        const found = await db
          .select({ id: devices.id })
          .from(devices)
          .where(and(inArray(devices.id, wanted), devicesInScope(scope, devices.id)));
        if (found.length !== wanted.length) return failure(TripMessages.DEVICE_NOT_FOUND, 'deviceIds');
        const expiry = await readExpiryWindow(db, at, config.businessTimeZone);
        const plan = await computePlan(db, { deviceIds: wanted }, at, online, scope, expiry, completedSalesOfDevices);
        if (plan.lines.length === 0) return failure(TripMessages.NOTHING_TO_LOAD, 'deviceIds');
        planId = await db.transaction((tx) =>
          insertPlan(tx, plan, { filters: { deviceIds: wanted }, createdBy: manager.managerId, createdAt: at }),
        );
      }
      // The request names a plan or devices (its refinement): either way there is a plan now.
      if (planId === undefined) return failure(TripMessages.PLAN_NOT_FOUND, 'planId');
      const made = await makeTrip(db, {
        planId,
        assigneeId: params.assigneeId,
        tripDate: params.tripDate,
        vehicle: params.vehicle,
        order: params.order,
        createdBy: manager.managerId,
        createdAt: at,
      });
      if (!made) return failure(TripMessages.PLAN_CLOSED, 'planId');
      audit.after = { tripId: made.tripId, planId, stops: made.stops, assigneeId: params.assigneeId };
      return success({ tripId: made.tripId });
    },

    async reorderTripStops({ tripId: id, deviceIds }, { scope, audit }) {
      const row = await tripRow(id, scope);
      if (!row) return failure(TripMessages.TRIP_NOT_FOUND, 'tripId');
      if (row.status === 'done') return failure(TripMessages.TRIP_DONE, 'tripId');
      const stops = await db.select({ deviceId: tripStops.deviceId }).from(tripStops).where(eq(tripStops.tripId, id));
      const given = new Set(deviceIds);
      if (
        given.size !== deviceIds.length ||
        given.size !== stops.length ||
        stops.some((stop) => !given.has(stop.deviceId))
      ) {
        return failure(TripMessages.STOPS_MISMATCH, 'deviceIds');
      }
      await db.transaction(async (tx) => {
        for (const [index, deviceId] of deviceIds.entries()) {
          await tx
            .update(tripStops)
            .set({ seq: index + 1 })
            .where(and(eq(tripStops.tripId, id), eq(tripStops.deviceId, deviceId)));
        }
      });
      audit.after = { tripId: id, deviceIds };
      return success(null);
    },

    async startTrip({ tripId: id }, { scope, audit, auditInside }) {
      const row = await tripRow(id, scope);
      if (!row) return failure(TripMessages.TRIP_NOT_FOUND, 'tripId');
      return db.transaction(async (tx) => {
        const [started] = await tx
          .update(trips)
          .set({ status: 'underway', startedAt: now() })
          .where(and(eq(trips.id, id), eq(trips.status, 'waiting')))
          .returning({ id: trips.id });
        if (!started) return failure(TripMessages.TRIP_NOT_WAITING, 'tripId');
        audit.before = { status: 'waiting' };
        audit.after = { status: 'underway' };
        await auditInside(tx);
        return success(null);
      });
    },

    async getMyTrips({ tripDate }, { manager, scope }) {
      const date = tripDate ?? businessDate(now(), config.businessTimeZone);
      const rows = await db
        .select(tripFields)
        .from(trips)
        .where(and(eq(trips.assigneeId, manager.managerId), eq(trips.tripDate, date), tripsInScope(scope, trips.id)))
        .orderBy(asc(trips.id));
      const details: TripDetail[] = [];
      for (const row of rows) details.push(await detailOf(row));
      return success({ tripDate: date, rows: details });
    },

    async recordTripStop(params, { manager, scope, audit, auditInside }) {
      const at = now();
      const row = await tripRow(params.tripId, scope);
      if (!row) return failure(TripMessages.TRIP_NOT_FOUND, 'tripId');
      return db.transaction(async (tx) => {
        // The stop, locked: a record sent twice at once waits here for the first and finds it.
        const [stop] = await tx
          .select({
            recordId: tripStops.recordId,
            doneAt: tripStops.doneAt,
            replenishmentId: tripStops.replenishmentId,
          })
          .from(tripStops)
          .where(and(eq(tripStops.tripId, params.tripId), eq(tripStops.deviceId, params.deviceId)))
          .for('update');
        if (!stop) return failure(TripMessages.STOP_NOT_FOUND, 'deviceId');
        if (stop.recordId !== null) {
          if (stop.recordId === params.recordId && stop.replenishmentId !== null) {
            return success({ replenishmentId: stop.replenishmentId, replay: true });
          }
          return failure(TripMessages.STOP_DONE, 'deviceId');
        }
        // Done by the machine's own stock report (stop-closing.ts): nothing is left to record.
        if (stop.doneAt !== null) return failure(TripMessages.STOP_DONE, 'deviceId');
        const [taken] = await tx
          .select({ tripId: tripStops.tripId })
          .from(tripStops)
          .where(eq(tripStops.recordId, params.recordId));
        if (taken) return failure(TripMessages.RECORD_ID_TAKEN, 'recordId');
        const slots = new Map(
          (
            await tx
              .select({
                slotNo: deviceSlots.slotNo,
                goodsId: deviceSlots.goodsId,
                stock: deviceSlots.stock,
                capacity: deviceSlots.capacity,
              })
              .from(deviceSlots)
              .where(eq(deviceSlots.deviceId, params.deviceId))
          ).map((slot) => [slot.slotNo, slot]),
        );
        const planned = await tx
          .select({ slotNo: tripStopLines.slotNo })
          .from(tripStopLines)
          .where(and(eq(tripStopLines.tripId, params.tripId), eq(tripStopLines.deviceId, params.deviceId)));
        const entered = new Map<number, (typeof params.lines)[number]>();
        for (const [index, line] of params.lines.entries()) {
          const slot = slots.get(line.slotNo);
          if (!slot || slot.goodsId === null) return failure(TripMessages.SLOT_NOT_FOUND, `lines.${index}.slotNo`);
          if (entered.has(line.slotNo)) return failure(TripMessages.SLOT_REPEATED, `lines.${index}.slotNo`);
          if (line.removedExpired + line.removedDamaged > slot.stock) {
            return failure(TripMessages.REMOVED_TOO_MANY, `lines.${index}.removedExpired`);
          }
          if (slot.stock - line.removedExpired - line.removedDamaged + line.filled > slot.capacity) {
            return failure(TripMessages.OVER_CAPACITY, `lines.${index}.filled`);
          }
          entered.set(line.slotNo, line);
        }
        // The planned slots left out were filled with nothing.
        const touched = [...new Set([...planned.map((line) => line.slotNo), ...entered.keys()])].flatMap((slotNo) => {
          const slot = slots.get(slotNo);
          return slot && slot.goodsId !== null ? [{ slotNo, slot, goodsId: slot.goodsId }] : [];
        });
        const restocked: RestockedSlot[] = [];
        for (const { slotNo, slot, goodsId } of touched) {
          const line = entered.get(slotNo);
          const removed = (line?.removedExpired ?? 0) + (line?.removedDamaged ?? 0);
          const filled = line?.filled ?? 0;
          restocked.push({
            slotNo,
            goodsId,
            before: slot.stock,
            after: slot.stock - removed + filled,
            loaded: filled,
            removedExpired: line?.removedExpired ?? 0,
            expiryDate: line?.expiryDate ?? null,
          });
        }
        const [operator] = await tx
          .select({ username: managers.username, realName: managers.realName, phone: managers.phone })
          .from(managers)
          .where(eq(managers.id, manager.managerId));
        const replenishmentId = await recordReplenishment(
          tx,
          {
            deviceId: params.deviceId,
            operatorName: operator?.realName || operator?.username || '',
            operatorPhone: operator?.phone ?? '',
            lines: restocked,
          },
          at,
        );
        for (const { slotNo, goodsId } of touched) {
          const line = entered.get(slotNo);
          const values = {
            filled: line?.filled ?? 0,
            removedExpired: line?.removedExpired ?? 0,
            removedDamaged: line?.removedDamaged ?? 0,
            expiryDate: line?.expiryDate ?? null,
          };
          await tx
            .insert(tripStopLines)
            .values({
              tripId: params.tripId,
              deviceId: params.deviceId,
              slotNo,
              goodsId,
              planned: 0,
              ...values,
            })
            .onConflictDoUpdate({
              target: [tripStopLines.tripId, tripStopLines.deviceId, tripStopLines.slotNo],
              set: values,
            });
        }
        await tx
          .update(tripStops)
          .set({
            recordId: params.recordId,
            doneAt: at,
            operatorId: manager.managerId,
            photoUrl: params.photoUrl ?? null,
            replenishmentId,
          })
          .where(and(eq(tripStops.tripId, params.tripId), eq(tripStops.deviceId, params.deviceId)));
        await advanceTrip(tx, params.tripId, at);
        audit.after = { tripId: params.tripId, deviceId: params.deviceId, replenishmentId };
        await auditInside(tx);
        return success({ replenishmentId, replay: false });
      });
    },
  };
}

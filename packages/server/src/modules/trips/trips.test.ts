import { endpoints, ResultCode, successEnvelopeSchema, type EndpointName, type RequestInput } from '@vending/contract';
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { businessDate } from '../../business-time';
import { databaseDigest } from '../../testing/digest';
import {
  ADMIN_PASSWORD,
  backends,
  RESTOCKER_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../testing/test-server';
import {
  managers,
  devices,
  deviceSlots,
  regions,
  replenishmentLines,
  replenishmentPlanLines,
  replenishmentPlans,
  replenishments,
} from '../../db/schema';
import { OPERATOR_DEMO_REGION } from '../equipment';
import { metresBetween, pathLength, shortestRoute } from './route';
import { tripStops, trips } from './tables';
import { stockReporter } from '../../testing/stock-report';

describe.each(backends)('trips on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  let restockerToken: string;
  let restockerId: number;
  const db = () => server.app.database.db;

  async function data<Name extends EndpointName>(name: Name, input: RequestInput<Name>, token = adminToken) {
    const answer = await server.envelope(name, { token, input });
    expect(answer.code, `${name}: ${answer.msg}`).toBe(ResultCode.SUCCESS);
    return successEnvelopeSchema(endpoints[name].data as z.ZodType).parse(answer).data as z.infer<
      (typeof endpoints)[Name]['data']
    >;
  }

  /** A plan saved now for the given devices, as the console's 补货计划 saves one. */
  async function planOf(deviceIds: number[]) {
    const { planId } = await data('saveReplenishmentPlan', {});
    // Keep only the devices asked: a plan of exactly these devices.
    await db()
      .delete(replenishmentPlanLines)
      .where(
        and(
          eq(replenishmentPlanLines.planId, planId),
          inArray(
            replenishmentPlanLines.deviceId,
            (await db().select({ id: devices.id }).from(devices))
              .map((row) => row.id)
              .filter((id) => !deviceIds.includes(id)),
          ),
        ),
      );
    return planId;
  }

  /** A machine's own stock report through the device API. */
  const stockReport = stockReporter(
    () => server,
    () => adminToken,
    'trip',
  );

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
    restockerToken = await server.login('restocker', RESTOCKER_PASSWORD);
    const [restocker] = await db().select({ id: managers.id }).from(managers).where(eq(managers.username, 'restocker'));
    restockerId = restocker!.id;
  });
  afterAll(() => server.close());

  it('seeds the restocker’s trip of today over four machines of one region, in route order', async () => {
    const today = businessDate(server.clock.now(), 'Asia/Shanghai');
    const mine = await data('getMyTrips', {}, restockerToken);
    expect(mine.tripDate).toBe(today);
    expect(mine.rows).toHaveLength(1);
    const [trip] = mine.rows;
    expect(trip).toMatchObject({ status: 'waiting', order: 'route', assigneeId: restockerId, doneStops: 0 });
    expect(trip!.stops).toHaveLength(4);
    const [region] = await db().select().from(regions).where(eq(regions.name, OPERATOR_DEMO_REGION));
    const regionOf = await db()
      .select({ regionId: devices.regionId })
      .from(devices)
      .where(
        inArray(
          devices.id,
          trip!.stops.map((stop) => stop.deviceId),
        ),
      );
    expect(new Set(regionOf.map((row) => row.regionId))).toEqual(new Set([region!.id]));
    // The stops stand in the shortest order found over their coordinates.
    const places = trip!.stops.map((stop) => ({ latitude: stop.latitude!, longitude: stop.longitude! }));
    const distance = (a: number, b: number) => metresBetween(places[a]!, places[b]!);
    expect(trip!.routeMeters).toBe(Math.round(pathLength([0, 1, 2, 3], distance)));
    expect(trip!.routeMeters).toBeLessThanOrEqual(Math.round(pathLength(shortestRoute(places), distance)) + 1);
    // The restocker holds 补货员, and is offered first as a trip's assignee.
    const options = await data('getTripOptions', {});
    expect(options.assignees[0]).toMatchObject({ value: restockerId, description: '补货员' });
  });

  it('makes a trip of a plan by route, reorders it, and refuses what does not fit, writing nothing', async () => {
    const eastDevices = await db()
      .select({ id: devices.id })
      .from(devices)
      .innerJoin(regions, eq(regions.id, devices.regionId))
      .where(eq(regions.name, OPERATOR_DEMO_REGION))
      .orderBy(asc(devices.deviceNo));
    const planId = await planOf(eastDevices.map((device) => device.id));
    const input = {
      planId,
      assigneeId: restockerId,
      tripDate: '2026-03-20',
      vehicle: '沪A·12345',
      order: 'route' as const,
    };
    const { tripId } = await data('addTrip', input);
    const trip = await data('getTrip', { tripId });
    expect(trip.status).toBe('waiting');
    expect(trip.planId).toBe(planId);
    expect(trip.stopCount).toBeGreaterThan(2);
    const planned = await db()
      .select({ planned: replenishmentPlanLines.planned })
      .from(replenishmentPlanLines)
      .where(eq(replenishmentPlanLines.planId, planId));
    expect(trip.plannedUnits).toBe(planned.reduce((sum, line) => sum + line.planned, 0));
    const places = trip.stops.map((stop) => ({ latitude: stop.latitude!, longitude: stop.longitude! }));
    const distance = (a: number, b: number) => metresBetween(places[a]!, places[b]!);
    const best = pathLength(shortestRoute(places), distance);
    expect(trip.routeMeters).toBeLessThanOrEqual(Math.round(best) + 1);

    // The plan has an open trip: a second is refused.
    const before = await databaseDigest(db());
    const again = await server.envelope('addTrip', { token: adminToken, input });
    expect(again).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'planId' } });
    // Not every device once: refused.
    const deviceIds = trip.stops.map((stop) => stop.deviceId);
    const partial = await server.envelope('reorderTripStops', {
      token: adminToken,
      input: { tripId, deviceIds: deviceIds.slice(1) },
    });
    expect(partial).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'deviceIds' } });
    const unknownAssignee = await server.envelope('addTrip', {
      token: adminToken,
      input: { ...input, planId: undefined, deviceIds: [deviceIds[0]!], assigneeId: 999_999 },
    });
    expect(unknownAssignee).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'assigneeId' } });
    expect(await databaseDigest(db())).toEqual(before);

    // Reordered by drag: the new order stands.
    const reversed = [...deviceIds].reverse();
    expect(await data('reorderTripStops', { tripId, deviceIds: reversed })).toBeNull();
    expect((await data('getTrip', { tripId })).stops.map((stop) => stop.deviceId)).toEqual(reversed);
    expect(await data('startTrip', { tripId })).toBeNull();
    expect((await data('getTrip', { tripId })).status).toBe('underway');
  });

  it('records a stop once however often it is sent: the record, the stock, the plan and the trip agree', async () => {
    const [trip] = (await data('getMyTrips', {}, restockerToken)).rows;
    const stop = trip!.stops[0]!;
    const [first, second] = stop.lines;
    expect(first).toBeDefined();
    // An expired item out of the first slot, the slot filled to what was planned, a batch date.
    const removeOne = first!.stock > 0 ? 1 : 0;
    const fillFirst = Math.min(first!.planned + removeOne, first!.capacity - first!.stock + removeOne);
    const lines = [
      { slotNo: first!.slotNo, filled: fillFirst, removedExpired: removeOne, expiryDate: '2026-09-30' },
      // The second slot short by one (a shortfall), the others left out (filled with nothing).
      ...(second ? [{ slotNo: second.slotNo, filled: Math.max(0, second.planned - 1) }] : []),
    ];
    const record = { tripId: trip!.tripId, deviceId: stop.deviceId, recordId: randomUUID(), photoUrl: null, lines };
    const recordsBefore = (await db().select({ value: count() }).from(replenishments))[0]?.value;
    const firstAnswer = await data('recordTripStop', record, restockerToken);
    expect(firstAnswer.replay).toBe(false);
    // Sent again (the phone never saw the answer): the same record, nothing more written.
    const digest = await databaseDigest(db());
    const secondAnswer = await data('recordTripStop', record, restockerToken);
    expect(secondAnswer).toEqual({ replenishmentId: firstAnswer.replenishmentId, replay: true });
    expect(await databaseDigest(db())).toEqual(digest);
    const recordsAfter = (await db().select({ value: count() }).from(replenishments))[0]?.value;
    expect(Number(recordsAfter)).toBe(Number(recordsBefore) + 1);

    // The replenishment record as a machine's stock report makes it, by the restocker.
    const [made] = await db().select().from(replenishments).where(eq(replenishments.id, firstAnswer.replenishmentId));
    expect(made).toMatchObject({
      deviceId: stop.deviceId,
      operatorName: '补货员（演示）',
      operatorPhone: '13800000021',
    });
    const madeLines = await db()
      .select()
      .from(replenishmentLines)
      .where(eq(replenishmentLines.replenishmentId, firstAnswer.replenishmentId));
    const firstLine = madeLines.find((line) => line.slotNo === first!.slotNo)!;
    expect(firstLine).toMatchObject({ before: first!.stock, after: first!.stock - removeOne + fillFirst });
    const [slot] = await db()
      .select()
      .from(deviceSlots)
      .where(and(eq(deviceSlots.deviceId, stop.deviceId), eq(deviceSlots.slotNo, first!.slotNo)));
    expect(slot).toMatchObject({ stock: first!.stock - removeOne + fillFirst, expiryDate: '2026-09-30' });
    // The plan's line took what was filled (not filled less removed).
    const [planLine] = await db()
      .select()
      .from(replenishmentPlanLines)
      .where(
        and(
          eq(replenishmentPlanLines.planId, trip!.planId!),
          eq(replenishmentPlanLines.deviceId, stop.deviceId),
          eq(replenishmentPlanLines.slotNo, first!.slotNo),
        ),
      );
    expect(planLine).toMatchObject({ loaded: fillFirst, replenishmentId: firstAnswer.replenishmentId });
    const [plan] = await db().select().from(replenishmentPlans).where(eq(replenishmentPlans.id, trip!.planId!));
    expect(plan!.status).toBe(2);

    // The trip: under way, one stop done, the short slot flagged per goods.
    const after = await data('getTrip', { tripId: trip!.tripId });
    expect(after).toMatchObject({ status: 'underway', doneStops: 1 });
    const recorded = after.stops.find((s) => s.deviceId === stop.deviceId)!;
    expect(recorded.doneTime).not.toBeNull();
    expect(recorded.lines.find((line) => line.slotNo === first!.slotNo)).toMatchObject({
      filled: fillFirst,
      removedExpired: removeOne,
      expiryDate: '2026-09-30',
    });
    const shortBy = stop.lines.reduce(
      (sum, line) =>
        sum + Math.max(0, line.planned - (lines.find((entered) => entered.slotNo === line.slotNo)?.filled ?? 0)),
      0,
    );
    expect(after.goods.reduce((sum, row) => sum + row.shortfall, 0)).toBe(shortBy);

    // Another record id for a stop already done: refused, naming the stop.
    const other = await server.envelope('recordTripStop', {
      token: restockerToken,
      input: { ...record, recordId: randomUUID() },
    });
    expect(other).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'deviceId' } });
  });

  it('refuses a stop that does not add up, naming the slot’s field, and writes nothing', async () => {
    const [trip] = (await data('getMyTrips', {}, restockerToken)).rows;
    const stop = trip!.stops.find((candidate) => candidate.doneTime === null)!;
    const line = stop.lines[0]!;
    const before = await databaseDigest(db());
    const attempt = async (entered: { slotNo: number; filled: number; removedExpired?: number }) =>
      server.envelope('recordTripStop', {
        token: restockerToken,
        input: { tripId: trip!.tripId, deviceId: stop.deviceId, recordId: randomUUID(), lines: [entered] },
      });
    expect(await attempt({ slotNo: line.slotNo, filled: line.capacity + 1 })).toMatchObject({
      code: ResultCode.FAILURE,
      data: { field: 'lines.0.filled' },
    });
    expect(await attempt({ slotNo: line.slotNo, filled: 0, removedExpired: line.stock + 1 })).toMatchObject({
      code: ResultCode.FAILURE,
      data: { field: 'lines.0.removedExpired' },
    });
    expect(await attempt({ slotNo: 999, filled: 1 })).toMatchObject({
      code: ResultCode.FAILURE,
      data: { field: 'lines.0.slotNo' },
    });
    const badId = await server.call('recordTripStop', {
      token: restockerToken,
      input: { tripId: trip!.tripId, deviceId: stop.deviceId, recordId: 'not-a-uuid', lines: [] },
    });
    expect(badId.statusCode).toBeLessThan(500);
    expect(badId.json()).toMatchObject({ code: ResultCode.FAILURE });
    expect(await databaseDigest(db())).toEqual(before);
  });

  it("takes a machine's own stock report at a stop as the stop done: its lines, the trip and the plan move on", async () => {
    const [trip] = (await data('getMyTrips', {}, restockerToken)).rows;
    const stop = trip!.stops.find((candidate) => candidate.doneTime === null)!;
    const line = stop.lines[0]!;
    const after = Math.min(line.capacity, line.stock + Math.max(1, line.planned));
    const response = await stockReport(stop.deviceId, [
      { slotNo: line.slotNo, before: line.stock, after, expiryDate: '2026-12-31' },
    ]);
    expect(response.statusCode).toBe(200);
    const { replenishmentId } = (response.json() as { data: { replenishmentId: number } }).data;
    const now = await data('getTrip', { tripId: trip!.tripId });
    expect(now.doneStops).toBe(trip!.doneStops + 1);
    const done = now.stops.find((candidate) => candidate.deviceId === stop.deviceId)!;
    expect(done.doneTime).not.toBeNull();
    expect(done.lines.find((entry) => entry.slotNo === line.slotNo)).toMatchObject({
      filled: after - line.stock,
      expiryDate: '2026-12-31',
    });
    // The planned slots the machine left out were filled with nothing.
    for (const other of done.lines.filter((entry) => entry.slotNo !== line.slotNo)) expect(other.filled).toBe(0);
    const [row] = await db()
      .select({ replenishmentId: tripStops.replenishmentId })
      .from(tripStops)
      .where(and(eq(tripStops.tripId, trip!.tripId), eq(tripStops.deviceId, stop.deviceId)));
    expect(row!.replenishmentId).toBe(replenishmentId);
    const [planLine] = await db()
      .select({ loaded: replenishmentPlanLines.loaded })
      .from(replenishmentPlanLines)
      .where(
        and(
          eq(replenishmentPlanLines.planId, trip!.planId!),
          eq(replenishmentPlanLines.deviceId, stop.deviceId),
          eq(replenishmentPlanLines.slotNo, line.slotNo),
        ),
      );
    expect(planLine!.loaded).toBe(after - line.stock);
    // The phone's record of the same stop afterwards is refused, naming the stop, and writes nothing.
    const digest = await databaseDigest(db());
    const late = await server.envelope('recordTripStop', {
      token: restockerToken,
      input: { tripId: trip!.tripId, deviceId: stop.deviceId, recordId: randomUUID(), lines: [] },
    });
    expect(late).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'deviceId' } });
    expect(await databaseDigest(db())).toEqual(digest);
  });

  it('is done once its last stop is recorded, and the plan with it', async () => {
    const [trip] = (await data('getMyTrips', {}, restockerToken)).rows;
    for (const stop of trip!.stops.filter((candidate) => candidate.doneTime === null)) {
      await data(
        'recordTripStop',
        {
          tripId: trip!.tripId,
          deviceId: stop.deviceId,
          recordId: randomUUID(),
          lines: stop.lines.map((line) => ({
            slotNo: line.slotNo,
            filled: Math.min(line.planned, line.capacity - line.stock),
          })),
        },
        restockerToken,
      );
    }
    const done = await data('getTrip', { tripId: trip!.tripId });
    expect(done).toMatchObject({ status: 'done', doneStops: done.stopCount });
    expect(done.doneTime).not.toBeNull();
    const [plan] = await db().select().from(replenishmentPlans).where(eq(replenishmentPlans.id, trip!.planId!));
    expect(plan!.status).toBe(3);
    const [row] = (await data('getTripList', { status: 'done' })).rows.filter((r) => r.tripId === trip!.tripId);
    expect(row).toMatchObject({ status: 'done', doneStops: 4, filledUnits: done.filledUnits });
    // The records of its stops done on the phone are in 补货记录 under the restocker's name (the
    // one the machine reported itself, under the name keyed in at the machine).
    const stopsRecorded = await db()
      .select({ replenishmentId: tripStops.replenishmentId })
      .from(tripStops)
      .innerJoin(trips, eq(trips.id, tripStops.tripId))
      .where(and(eq(trips.id, trip!.tripId), isNotNull(tripStops.operatorId)));
    expect(stopsRecorded).toHaveLength(3);
    const listed = await data('getReplenishmentList', { operator: '补货员（演示）', size: 100 });
    for (const { replenishmentId } of stopsRecorded)
      expect(listed.rows.map((r) => r.replenishmentId)).toContain(replenishmentId);
  });
});

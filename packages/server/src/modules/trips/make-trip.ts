import type { TripOrder } from '@vending/contract';
import type { Database } from '../../db/database';
import { linesToLoad } from '../equipment';
import { orderStops } from './route';
import { tripStopLines, tripStops, trips } from './tables';

/**
 * Makes a trip of a plan's lines still to load (the console's 新建行程 and the demo alike): a
 * stop per device, ordered as asked (route.ts), and each slot's planned quantity. Answers the
 * trip's id and its stops' count, or null when the plan has nothing left to load.
 */
export async function makeTrip(
  db: Database,
  trip: {
    planId: number;
    assigneeId: number;
    tripDate: string;
    vehicle: string;
    order: TripOrder;
    createdBy: number | null;
    createdAt: Date;
  },
): Promise<{ tripId: number; stops: number } | null> {
  const lines = await linesToLoad(db, trip.planId);
  if (lines.length === 0) return null;
  const byDevice = new Map<
    number,
    {
      deviceId: number;
      deviceNo: string;
      latitude: number | null;
      longitude: number | null;
      stock: number;
      parLevel: number;
      planned: number;
    }
  >();
  for (const line of lines) {
    const stop = byDevice.get(line.deviceId) ?? { ...line, stock: 0, parLevel: 0, planned: 0 };
    stop.stock += line.stock;
    stop.parLevel += line.parLevel;
    stop.planned += line.planned;
    byDevice.set(line.deviceId, stop);
  }
  const ordered = orderStops([...byDevice.values()], trip.order);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(trips)
      .values({
        planId: trip.planId,
        assigneeId: trip.assigneeId,
        tripDate: trip.tripDate,
        vehicle: trip.vehicle,
        stopOrder: trip.order,
        createdBy: trip.createdBy,
        createdAt: trip.createdAt,
      })
      .returning({ id: trips.id });
    if (!created) throw new Error('The trip was not inserted.');
    await tx
      .insert(tripStops)
      .values(ordered.map((stop, index) => ({ tripId: created.id, deviceId: stop.deviceId, seq: index + 1 })));
    await tx.insert(tripStopLines).values(
      lines.map((line) => ({
        tripId: created.id,
        deviceId: line.deviceId,
        slotNo: line.slotNo,
        goodsId: line.goodsId,
        planned: line.planned,
      })),
    );
    return { tripId: created.id, stops: ordered.length };
  });
}

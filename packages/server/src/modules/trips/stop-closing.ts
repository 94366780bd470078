import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Transaction } from '../../lists/transition';
import type { RestockedSlot } from '../equipment';
import { tripStopLines, tripStops, trips } from './tables';

/** A trip under way once a stop is done, and done once none is left. */
export async function advanceTrip(tx: Transaction, tripId: number, at: Date): Promise<void> {
  await tx
    .update(trips)
    .set({ status: 'underway', startedAt: at })
    .where(and(eq(trips.id, tripId), eq(trips.status, 'waiting')));
  await tx
    .update(trips)
    .set({ status: 'done', doneAt: at })
    .where(
      and(
        eq(trips.id, tripId),
        sql`not exists (select 1 from ${tripStops} s where s.trip_id = ${trips.id} and s.done_at is null)`,
      ),
    );
}

/**
 * A machine's own stock report done at a stop of an open trip (of its day or an earlier one):
 * the stop is done with the report's replenishment record, each reported slot filled with what
 * was put in (after − before) and the batch date the machine gave, a planned slot it left out
 * filled with nothing, and the trip moved on, as a restocker's record of the stop does. The
 * earliest such stop; none, nothing.
 */
export async function closeTripStopByReport(
  tx: Transaction,
  report: { deviceId: number; replenishmentId: number; lines: readonly RestockedSlot[] },
  today: string,
  at: Date,
): Promise<number | null> {
  const [open] = await tx
    .select({ tripId: tripStops.tripId })
    .from(tripStops)
    .innerJoin(trips, eq(trips.id, tripStops.tripId))
    .where(
      and(
        eq(tripStops.deviceId, report.deviceId),
        isNull(tripStops.doneAt),
        inArray(trips.status, ['waiting', 'underway']),
        lte(trips.tripDate, today),
      ),
    )
    .orderBy(asc(trips.tripDate), asc(trips.id))
    .limit(1);
  if (!open) return null;
  const stop = and(eq(tripStops.tripId, open.tripId), eq(tripStops.deviceId, report.deviceId));
  const [closed] = await tx
    .update(tripStops)
    .set({ doneAt: at, replenishmentId: report.replenishmentId })
    .where(and(stop, isNull(tripStops.doneAt)))
    .returning({ tripId: tripStops.tripId });
  if (!closed) return null;
  for (const line of report.lines) {
    const values = {
      filled: line.loaded ?? Math.max(0, line.after - line.before),
      expiryDate: line.expiryDate ?? null,
    };
    await tx
      .insert(tripStopLines)
      .values({
        tripId: open.tripId,
        deviceId: report.deviceId,
        slotNo: line.slotNo,
        goodsId: line.goodsId,
        planned: 0,
        ...values,
      })
      .onConflictDoUpdate({
        target: [tripStopLines.tripId, tripStopLines.deviceId, tripStopLines.slotNo],
        set: values,
      });
  }
  await tx
    .update(tripStopLines)
    .set({ filled: 0 })
    .where(
      and(
        eq(tripStopLines.tripId, open.tripId),
        eq(tripStopLines.deviceId, report.deviceId),
        isNull(tripStopLines.filled),
      ),
    );
  await advanceTrip(tx, open.tripId, at);
  return open.tripId;
}

import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../lists/transition';
import { closePlanLines } from './plan-closing';
import { deviceSlots, replenishmentLines, replenishments } from './tables';

/** One slot of a restock: the stock before and after; `loaded` what was put in, when known apart from removals. */
export interface RestockedSlot {
  slotNo: number;
  goodsId: number;
  before: number;
  after: number;
  /** Items put in; without it, after − before (a machine's report counts only the difference). */
  loaded?: number;
  /** Items taken out as expired (a restocker's stop): what stays of the old batches is not theirs. */
  removedExpired?: number;
  /** The expiry date (YYYY-MM-DD) of the batch put in, when the restocker or the machine gave it. */
  expiryDate?: string | null | undefined;
}

/**
 * The earliest expiry date of what is in a slot after a restock: the one it had, while items of
 * it stay (and none was taken out as expired), and the new batch's, when items were put in with
 * a date; none once the slot is empty.
 */
export function slotExpiryAfter(previous: string | null, line: RestockedSlot): string | null {
  if (line.after <= 0) return null;
  const loaded = line.loaded ?? Math.max(0, line.after - line.before);
  const left = line.after - loaded;
  const kept = left > 0 && (line.removedExpired ?? 0) === 0 ? previous : null;
  const fresh = loaded > 0 ? (line.expiryDate ?? null) : null;
  if (kept !== null && fresh !== null) return kept < fresh ? kept : fresh;
  return fresh ?? kept;
}

/**
 * The one way a restock is recorded, whoever reports it (a machine's stock report through the
 * device API, a restocker's stop on the phone): the replenishment record (补货记录) with its
 * lines, each slot's stock set to what was left in it and its batches' earliest expiry date
 * (slotExpiryAfter), and the device's lines in open plans closed (plan-closing.ts), all inside
 * the caller's transaction. Answers the record's id.
 */
export async function recordReplenishment(
  tx: Transaction,
  restock: {
    deviceId: number;
    operatorName: string;
    operatorPhone: string;
    lines: readonly RestockedSlot[];
  },
  at: Date,
): Promise<number> {
  const [record] = await tx
    .insert(replenishments)
    .values({
      deviceId: restock.deviceId,
      operatorName: restock.operatorName,
      operatorPhone: restock.operatorPhone,
      createdAt: at,
    })
    .returning({ id: replenishments.id });
  if (!record) throw new Error('the replenishment was not recorded');
  if (restock.lines.length > 0) {
    await tx.insert(replenishmentLines).values(
      restock.lines.map((line) => ({
        replenishmentId: record.id,
        slotNo: line.slotNo,
        goodsId: line.goodsId,
        before: line.before,
        after: line.after,
      })),
    );
  }
  const expiryBefore = new Map(
    (
      await tx
        .select({ slotNo: deviceSlots.slotNo, expiryDate: deviceSlots.expiryDate })
        .from(deviceSlots)
        .where(eq(deviceSlots.deviceId, restock.deviceId))
    ).map((slot) => [slot.slotNo, slot.expiryDate]),
  );
  for (const line of restock.lines) {
    await tx
      .update(deviceSlots)
      .set({ stock: line.after, expiryDate: slotExpiryAfter(expiryBefore.get(line.slotNo) ?? null, line) })
      .where(and(eq(deviceSlots.deviceId, restock.deviceId), eq(deviceSlots.slotNo, line.slotNo)));
  }
  await closePlanLines(tx, { deviceId: restock.deviceId, replenishmentId: record.id, lines: restock.lines }, at);
  return record.id;
}

import { replenishmentPlanFlow } from '@vending/contract';
import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Transaction } from '../../lists/transition';
import { replenishmentPlanLines, replenishmentPlans } from './tables';

const { planned, loading, done } = replenishmentPlanFlow.values;

/**
 * A device's stock report closes its lines in every open plan (planned or loading), inside the
 * report's transaction: each line gets what was loaded into its slot (after − before, or what a
 * restocker said was filled; 0 for a slot the report left out) and the report's id. A plan some of whose devices have reported is
 * loading; one all of whose devices have reported is done.
 */
export async function closePlanLines(
  tx: Transaction,
  report: {
    deviceId: number;
    replenishmentId: number;
    /** `loaded`: what was put in, when told apart from removals (a restocker's stop); else after − before. */
    lines: readonly { slotNo: number; before: number; after: number; loaded?: number }[];
  },
  at: Date,
): Promise<void> {
  const openPlans = tx
    .select({ id: replenishmentPlans.id })
    .from(replenishmentPlans)
    .where(inArray(replenishmentPlans.status, [planned, loading]));
  const closed = await tx
    .update(replenishmentPlanLines)
    .set({ loaded: 0, replenishmentId: report.replenishmentId })
    .where(
      and(
        eq(replenishmentPlanLines.deviceId, report.deviceId),
        isNull(replenishmentPlanLines.loaded),
        inArray(replenishmentPlanLines.planId, openPlans),
      ),
    )
    .returning({ planId: replenishmentPlanLines.planId });
  if (closed.length === 0) return;
  for (const line of report.lines) {
    await tx
      .update(replenishmentPlanLines)
      .set({ loaded: line.loaded ?? Math.max(0, line.after - line.before) })
      .where(
        and(
          eq(replenishmentPlanLines.replenishmentId, report.replenishmentId),
          eq(replenishmentPlanLines.slotNo, line.slotNo),
        ),
      );
  }
  const planIds = [...new Set(closed.map((line) => line.planId))];
  await tx
    .update(replenishmentPlans)
    .set({ status: loading })
    .where(and(inArray(replenishmentPlans.id, planIds), eq(replenishmentPlans.status, planned)));
  await tx
    .update(replenishmentPlans)
    .set({ status: done, closedAt: at })
    .where(
      and(
        inArray(replenishmentPlans.id, planIds),
        eq(replenishmentPlans.status, loading),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(replenishmentPlanLines)
            .where(
              and(eq(replenishmentPlanLines.planId, replenishmentPlans.id), isNull(replenishmentPlanLines.loaded)),
            ),
        ),
      ),
    );
}

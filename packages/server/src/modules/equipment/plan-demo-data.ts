import { ALL_DATA } from '../../auth/data-scope';
import { replenishmentPlanFlow } from '@vending/contract';
import { and, asc, desc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import { addDays, businessDate } from '../../business-time';
import type { Database } from '../../db/database';
import { DAY_MS } from '../../seed/seed-tools';
import { managers } from '../administrators';
import { goods, goodsIdsInCategory } from '../goods';
import { DEFAULT_DEVICE_ONLINE_WINDOW_MS, onlineRule } from './online';
import { readExpiryWindow } from '../settings';
import { computePlan, insertPlan, type PlanSales } from './plan';
import {
  deviceSlots,
  deviceTypes,
  replenishmentLines,
  replenishmentPlanLines,
  replenishmentPlans,
  replenishments,
} from './tables';

/** How the warehouse stocks some goods: items per case (the others come loose). */
const CASE_SIZES: Readonly<Record<string, number>> = {
  '农夫山泉 550ml': 24,
  '可口可乐 330ml': 24,
  '百事可乐 330ml': 24,
  康师傅冰红茶: 15,
  统一绿茶: 15,
  王老吉: 24,
  红牛: 24,
  东方树叶: 15,
  '元气森林 苏打气泡水': 15,
  怡宝纯净水: 24,
  旺仔牛奶: 24,
  蒙牛纯牛奶: 24,
  士力架: 24,
};

/** Par levels of the demo models by name: a little below full, so a round does not overfill. */
const TYPE_PAR_LEVELS: Readonly<Record<string, number>> = { 标准饮料机: 10, 综合零食机: 8 };

/**
 * Par levels (two models' and a few slots' own), case sizes, and one saved plan in each state:
 * done (its devices' visits a week ago loaded it), loading (one of its two devices has
 * reported) and planned (made now for the devices short of stock). Run after the restocking
 * visits; it draws no random numbers.
 */
/** Days from today to the dairy batches' expiry, slot after slot: one past, one 临期, the rest fine. */
const DAIRY_EXPIRY_OFFSETS = [-1, 2, 12, 25, 40] as const;

/**
 * The batches' expiry dates the demo knows: those of the dairy goods (乳制品) in every slot
 * holding some, so the device list, the dashboard and the plans show 过期 and 临期 slots.
 */
export async function seedSlotExpiry(db: Database, now: Date, timeZone: string) {
  const today = businessDate(now, timeZone);
  const dairyGoods = await goodsIdsInCategory(db, '乳制品');
  const dairy = await db
    .select({ deviceId: deviceSlots.deviceId, slotNo: deviceSlots.slotNo })
    .from(deviceSlots)
    .where(and(inArray(deviceSlots.goodsId, dairyGoods), gt(deviceSlots.stock, 0)))
    .orderBy(asc(deviceSlots.deviceId), asc(deviceSlots.slotNo));
  for (const [index, slot] of dairy.entries()) {
    const offset = DAIRY_EXPIRY_OFFSETS[index % DAIRY_EXPIRY_OFFSETS.length] ?? 0;
    await db
      .update(deviceSlots)
      .set({ expiryDate: addDays(today, offset) })
      .where(and(eq(deviceSlots.deviceId, slot.deviceId), eq(deviceSlots.slotNo, slot.slotNo)));
  }
}

export async function seedReplenishmentPlans(db: Database, now: Date, timeZone: string, planSales: PlanSales) {
  // Made by the operator where there is one (the first start's demo account), else by admin.
  const [maker] = await db
    .select({ id: managers.id })
    .from(managers)
    .where(inArray(managers.username, ['operator', 'admin']))
    .orderBy(desc(managers.username));
  const managerId = maker?.id ?? null;
  for (const [goodsName, caseSize] of Object.entries(CASE_SIZES)) {
    await db.update(goods).set({ caseSize }).where(eq(goods.goodsName, goodsName));
  }
  for (const [name, parLevel] of Object.entries(TYPE_PAR_LEVELS)) {
    await db.update(deviceTypes).set({ parLevel }).where(eq(deviceTypes.name, name));
  }
  // The first device's first two slots sell the fastest goods: filled only to half.
  const [first] = await db
    .select({ deviceId: deviceSlots.deviceId })
    .from(deviceSlots)
    .orderBy(asc(deviceSlots.deviceId))
    .limit(1);
  if (!first) return;
  await db
    .update(deviceSlots)
    .set({ parLevel: 6 })
    .where(and(eq(deviceSlots.deviceId, first.deviceId), inArray(deviceSlots.slotNo, [1, 2])));

  // Visits of 6 to 9 days ago, one per device: the done plan was made the evening before them.
  const visits = await db
    .select({ id: replenishments.id, deviceId: replenishments.deviceId, at: replenishments.createdAt })
    .from(replenishments)
    .where(
      and(
        gte(replenishments.createdAt, new Date(now.getTime() - 9 * DAY_MS)),
        lt(replenishments.createdAt, new Date(now.getTime() - 6 * DAY_MS)),
      ),
    )
    .orderBy(asc(replenishments.createdAt));
  const oneEach = [...new Map(visits.map((visit) => [visit.deviceId, visit])).values()].slice(0, 3);
  const recent = await db
    .select({ id: replenishments.id, deviceId: replenishments.deviceId, at: replenishments.createdAt })
    .from(replenishments)
    .where(gte(replenishments.createdAt, new Date(now.getTime() - 2 * DAY_MS)))
    .orderBy(desc(replenishments.createdAt))
    .limit(1);
  if (oneEach.length > 0) await seedVisitedPlan(db, oneEach, false, managerId);
  if (recent[0]) await seedVisitedPlan(db, [recent[0]], true, managerId);

  const plan = await computePlan(
    db,
    { shortOnly: 1 },
    now,
    onlineRule(DEFAULT_DEVICE_ONLINE_WINDOW_MS),
    ALL_DATA,
    await readExpiryWindow(db, now, timeZone),
    planSales,
  );
  if (plan.lines.length === 0) return;
  await insertPlan(db, plan, { filters: { shortOnly: 1 }, createdBy: managerId, createdAt: now });
}

/**
 * A plan made the evening before the given visits, whose lines are what they loaded (a
 * planned quantity a little off what was loaded, as happens). With `leaveOneOpen`, one more
 * device is left to report: the plan is still loading.
 */
async function seedVisitedPlan(
  db: Database,
  visits: { id: number; deviceId: number; at: Date }[],
  leaveOneOpen: boolean,
  managerId: number | null,
) {
  const firstVisit = Math.min(...visits.map((visit) => visit.at.getTime()));
  const madeAt = new Date(firstVisit - 14 * 3_600_000);
  const lines = await db
    .select({
      replenishmentId: replenishmentLines.replenishmentId,
      slotNo: replenishmentLines.slotNo,
      goodsId: replenishmentLines.goodsId,
      before: replenishmentLines.before,
      after: replenishmentLines.after,
    })
    .from(replenishmentLines)
    .where(
      inArray(
        replenishmentLines.replenishmentId,
        visits.map((visit) => visit.id),
      ),
    )
    .orderBy(asc(replenishmentLines.replenishmentId), asc(replenishmentLines.slotNo));
  const deviceOf = new Map(visits.map((visit) => [visit.id, visit.deviceId]));
  const done = !leaveOneOpen;
  const [created] = await db
    .insert(replenishmentPlans)
    .values({
      status: done ? replenishmentPlanFlow.values.done : replenishmentPlanFlow.values.loading,
      filters: {},
      createdBy: managerId,
      createdAt: madeAt,
      handledBy: managerId,
      handledAt: new Date(madeAt.getTime() + 13 * 3_600_000),
      closedAt: done ? new Date(Math.max(...visits.map((visit) => visit.at.getTime()))) : null,
    })
    .returning({ id: replenishmentPlans.id });
  if (!created) return;
  const rows: (typeof replenishmentPlanLines.$inferInsert)[] = lines.map((line, index) => ({
    planId: created.id,
    deviceId: deviceOf.get(line.replenishmentId) ?? 0,
    slotNo: line.slotNo,
    goodsId: line.goodsId,
    parLevel: line.after,
    stock: line.before,
    basis: 'reported',
    dailyVends: 1.5,
    lastFillAt: null,
    // Every third line was planned one more than was loaded.
    planned: line.after - line.before + (index % 3 === 2 ? 1 : 0),
    loaded: line.after - line.before,
    replenishmentId: line.replenishmentId,
  }));
  if (!done) {
    // A device of the plan not yet visited: the slots it will report.
    const visited = new Set(visits.map((visit) => visit.deviceId));
    const others = await db
      .select({
        deviceId: deviceSlots.deviceId,
        slotNo: deviceSlots.slotNo,
        goodsId: deviceSlots.goodsId,
        stock: deviceSlots.stock,
        capacity: deviceSlots.capacity,
      })
      .from(deviceSlots)
      .orderBy(asc(deviceSlots.deviceId), asc(deviceSlots.slotNo));
    const open = others.find((slot) => !visited.has(slot.deviceId))?.deviceId;
    for (const slot of others) {
      if (slot.deviceId !== open || slot.goodsId === null || slot.stock >= slot.capacity) continue;
      rows.push({
        planId: created.id,
        deviceId: slot.deviceId,
        slotNo: slot.slotNo,
        goodsId: slot.goodsId,
        parLevel: slot.capacity,
        stock: slot.stock,
        basis: 'reported',
        dailyVends: 1.2,
        lastFillAt: null,
        planned: slot.capacity - slot.stock,
        loaded: null,
        replenishmentId: null,
      });
    }
  }
  if (rows.length > 0) await db.insert(replenishmentPlanLines).values(rows);
}

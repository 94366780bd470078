import type { DataScope } from '../../auth/data-scope';
import { devicesInScope } from '../../auth/scope';
import {
  replenishmentPlanFlow,
  type PlanGoodsSummary,
  type PlanStockBasis,
  type SlotExpiryState,
} from '@vending/contract';
import { and, asc, eq, exists, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { merchants } from '../agents';
import { goods } from '../goods';
import type { completedSalesOfDevices } from '../orders';
import { expiryStateOf, readShortageThreshold, type ExpiryWindow } from '../settings';
import { slotIsShort } from './slot-rules';
import type { OnlineRule } from './online';
import {
  devices,
  deviceSlots,
  deviceTypes,
  replenishmentPlanLines,
  replenishmentPlans,
  replenishments,
} from './tables';

/** The days of sales an estimate's rate is averaged over. */
export const PLAN_SALES_WINDOW_DAYS = 28;
const DAY_MS = 86_400_000;

/** Which devices a plan covers (planDeviceFilters of the contract). */
export interface PlanDeviceFilters {
  agentId?: number | undefined;
  merchantId?: number | undefined;
  online?: 0 | 1 | undefined;
  shortOnly?: 0 | 1 | undefined;
  /** Only these devices (a trip of devices chosen, modules/trips). */
  deviceIds?: readonly number[] | undefined;
}

/** What the database says about one slot that sells goods, for planning it. */
export interface PlanSlotFacts {
  deviceId: number;
  deviceNo: string;
  deviceName: string;
  address: string;
  slotNo: number;
  goodsId: number;
  goodsName: string;
  caseSize: number | null;
  stock: number;
  capacity: number;
  /** The slot's own par level, and its device type's. */
  slotParLevel: number | null;
  typeParLevel: number | null;
  lastHeartbeatAt: Date | null;
  /** The device's last restocking visit. */
  lastFillAt: Date | null;
  /** Items of the slot's goods the device sold in the sales window. */
  soldInWindow: number;
  /** Slots of the device selling the same goods: the sales are shared among them. */
  slotsSellingGoods: number;
  /** The earliest expiry date of the batches in the slot, when known. */
  expiryDate: string | null;
}

/** A plan's line: the slot as planned, with what was loaded once the device reports its fill. */
export interface ComputedPlanLine extends Pick<
  PlanSlotFacts,
  'deviceId' | 'deviceNo' | 'deviceName' | 'address' | 'slotNo' | 'goodsId' | 'goodsName' | 'caseSize' | 'stock'
> {
  parLevel: number;
  basis: PlanStockBasis;
  dailyVends: number;
  lastFillAt: Date | null;
  /** The slot's batch 过期 or 临期, and the items to take out because of it. */
  expiry: SlotExpiryState | null;
  toRemove: number;
  planned: number;
  loaded: number | null;
}

/** How full a slot is filled: its own par level, else its type's, else its capacity; never above capacity. */
export function parLevelOf(capacity: number, slotParLevel: number | null, typeParLevel: number | null): number {
  return Math.min(capacity, slotParLevel ?? typeParLevel ?? capacity);
}

/**
 * One slot's line. A device that has talked since its last fill has its stock as reported (its
 * vends take it down as they happen). One silent since then may have sold without telling: its
 * stock is estimated as the stock left at the fill less the average sold a day times the days
 * since the fill, never below zero. A slot whose batch is past its expiry date (过期) or within
 * the warning days (临期, `expiry`) has its items taken out first: the plan fills it from empty.
 */
export function planLineOf(facts: PlanSlotFacts, now: Date, expiry: ExpiryWindow): ComputedPlanLine {
  const parLevel = parLevelOf(facts.capacity, facts.slotParLevel, facts.typeParLevel);
  const dailyVends = facts.soldInWindow / PLAN_SALES_WINDOW_DAYS / Math.max(1, facts.slotsSellingGoods);
  const reported =
    facts.lastFillAt === null ||
    (facts.lastHeartbeatAt !== null && facts.lastHeartbeatAt.getTime() > facts.lastFillAt.getTime());
  const daysSinceFill = facts.lastFillAt ? Math.max(0, now.getTime() - facts.lastFillAt.getTime()) / DAY_MS : 0;
  const stock = reported ? facts.stock : Math.max(0, facts.stock - Math.round(dailyVends * daysSinceFill));
  const expiryState = expiryStateOf({ stock, expiryDate: facts.expiryDate }, expiry);
  const toRemove = expiryState === null ? 0 : stock;
  return {
    deviceId: facts.deviceId,
    deviceNo: facts.deviceNo,
    deviceName: facts.deviceName,
    address: facts.address,
    slotNo: facts.slotNo,
    goodsId: facts.goodsId,
    goodsName: facts.goodsName,
    caseSize: facts.caseSize,
    parLevel,
    stock,
    basis: reported ? 'reported' : 'estimated',
    dailyVends,
    lastFillAt: facts.lastFillAt,
    expiry: expiryState,
    toRemove,
    planned: Math.max(0, parLevel - (stock - toRemove)),
    loaded: null,
  };
}

/** The warehouse's pick list: units per goods, as full cases and loose units where it has a case size. */
export function summarize(
  lines: readonly {
    goodsId: number;
    goodsName: string;
    caseSize: number | null;
    planned: number;
    loaded: number | null;
  }[],
): PlanGoodsSummary[] {
  const byGoods = new Map<number, PlanGoodsSummary>();
  for (const line of lines) {
    const entry = byGoods.get(line.goodsId) ?? {
      goodsId: line.goodsId,
      goodsName: line.goodsName,
      units: 0,
      caseSize: line.caseSize,
      cases: null,
      looseUnits: null,
      loaded: 0,
    };
    entry.units += line.planned;
    entry.loaded += line.loaded ?? 0;
    byGoods.set(line.goodsId, entry);
  }
  return [...byGoods.values()]
    .map((entry) =>
      entry.caseSize
        ? { ...entry, cases: Math.floor(entry.units / entry.caseSize), looseUnits: entry.units % entry.caseSize }
        : entry,
    )
    .sort((a, b) => b.units - a.units || a.goodsId - b.goodsId);
}

/** The enabled devices the filters choose. */
async function chosenDevices(
  db: Database,
  filters: PlanDeviceFilters,
  now: Date,
  online: OnlineRule,
  scope: DataScope,
) {
  const conditions: SQL[] = [eq(devices.isFlag, 1)];
  if (filters.agentId !== undefined) conditions.push(eq(merchants.agentId, filters.agentId));
  if (filters.merchantId !== undefined) conditions.push(eq(devices.merchantId, filters.merchantId));
  if (filters.deviceIds !== undefined) conditions.push(inArray(devices.id, [...filters.deviceIds]));
  if (filters.online !== undefined) conditions.push(online.filter(filters.online, now));
  if (filters.shortOnly === 1) {
    const threshold = await readShortageThreshold(db);
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(deviceSlots)
          .leftJoin(goods, eq(goods.id, deviceSlots.goodsId))
          .where(and(eq(deviceSlots.deviceId, devices.id), slotIsShort(threshold))),
      ),
    );
  }
  return db
    .select({
      id: devices.id,
      deviceNo: devices.deviceNo,
      deviceName: devices.deviceName,
      address: devices.address,
      lastHeartbeatAt: devices.lastHeartbeatAt,
      typeParLevel: deviceTypes.parLevel,
    })
    .from(devices)
    .leftJoin(merchants, eq(merchants.id, devices.merchantId))
    .leftJoin(deviceTypes, eq(deviceTypes.id, devices.typeId))
    .where(and(devicesInScope(scope, devices.id), ...conditions))
    .orderBy(asc(devices.deviceNo));
}

/**
 * What the chosen devices sold since a moment, goods by goods: the orders module's
 * completedSalesOfDevices, handed in by the plan's callers (orders import this module).
 */
export type PlanSales = typeof completedSalesOfDevices;

/** The facts of every goods-selling slot of the chosen devices. */
export async function readPlanFacts(
  db: Database,
  filters: PlanDeviceFilters,
  now: Date,
  online: OnlineRule,
  scope: DataScope,
  planSales: PlanSales,
): Promise<PlanSlotFacts[]> {
  const chosen = await chosenDevices(db, filters, now, online, scope);
  if (chosen.length === 0) return [];
  const deviceIds = chosen.map((device) => device.id);
  const since = new Date(now.getTime() - PLAN_SALES_WINDOW_DAYS * DAY_MS);
  // One after another: the seed runs this on a single connection, which takes one query at a time.
  const slots = await db
    .select({
      deviceId: deviceSlots.deviceId,
      slotNo: deviceSlots.slotNo,
      goodsId: goods.id,
      goodsName: goods.goodsName,
      caseSize: goods.caseSize,
      stock: deviceSlots.stock,
      capacity: deviceSlots.capacity,
      parLevel: deviceSlots.parLevel,
      expiryDate: deviceSlots.expiryDate,
    })
    .from(deviceSlots)
    .innerJoin(goods, eq(goods.id, deviceSlots.goodsId))
    .where(inArray(deviceSlots.deviceId, deviceIds))
    .orderBy(asc(deviceSlots.deviceId), asc(deviceSlots.slotNo));
  const fills = await db
    .select({ deviceId: replenishments.deviceId, at: max(replenishments.createdAt) })
    .from(replenishments)
    .where(inArray(replenishments.deviceId, deviceIds))
    .groupBy(replenishments.deviceId);
  const sales = await planSales(db, deviceIds, since);
  const lastFill = new Map(fills.map((fill) => [fill.deviceId, fill.at ? new Date(fill.at) : null]));
  const sold = new Map(sales.map((sale) => [`${sale.deviceId}:${sale.goodsId}`, sale.sold]));
  const sharing = new Map<string, number>();
  for (const slot of slots) {
    const key = `${slot.deviceId}:${slot.goodsId}`;
    sharing.set(key, (sharing.get(key) ?? 0) + 1);
  }
  const deviceOf = new Map(chosen.map((device) => [device.id, device]));
  return slots.flatMap((slot) => {
    const device = deviceOf.get(slot.deviceId);
    if (!device) return [];
    const key = `${slot.deviceId}:${slot.goodsId}`;
    return [
      {
        deviceId: device.id,
        deviceNo: device.deviceNo,
        deviceName: device.deviceName,
        address: device.address,
        slotNo: slot.slotNo,
        goodsId: slot.goodsId,
        goodsName: slot.goodsName,
        caseSize: slot.caseSize,
        stock: slot.stock,
        capacity: slot.capacity,
        slotParLevel: slot.parLevel,
        typeParLevel: device.typeParLevel,
        lastHeartbeatAt: device.lastHeartbeatAt,
        lastFillAt: lastFill.get(device.id) ?? null,
        soldInWindow: sold.get(key) ?? 0,
        slotsSellingGoods: sharing.get(key) ?? 1,
        expiryDate: slot.expiryDate,
      },
    ];
  });
}

/** The plan for the chosen devices now: the slots with something to load or to take out, device by device. */
export async function computePlan(
  db: Database,
  filters: PlanDeviceFilters,
  now: Date,
  online: OnlineRule,
  scope: DataScope,
  expiry: ExpiryWindow,
  planSales: PlanSales,
) {
  const facts = await readPlanFacts(db, filters, now, online, scope, planSales);
  const lines = facts
    .map((slot) => planLineOf(slot, now, expiry))
    .filter((line) => line.planned > 0 || line.toRemove > 0);
  return { lines, summary: summarize(lines), deviceCount: new Set(lines.map((line) => line.deviceId)).size };
}

/**
 * Stores a computed plan as planned, with its lines, on `db` (the caller's transaction): the
 * page's 保存计划 and the demo data alike. Answers the new plan's id.
 */
export async function insertPlan(
  db: Database,
  plan: { lines: readonly ComputedPlanLine[] },
  made: { filters: Record<string, unknown>; createdBy: number | null; createdAt: Date },
): Promise<number> {
  const [created] = await db
    .insert(replenishmentPlans)
    .values({ status: replenishmentPlanFlow.values.planned, ...made })
    .returning({ id: replenishmentPlans.id });
  if (!created) throw new Error('The plan was not inserted.');
  await db.insert(replenishmentPlanLines).values(
    plan.lines.map((line) => ({
      planId: created.id,
      deviceId: line.deviceId,
      slotNo: line.slotNo,
      goodsId: line.goodsId,
      parLevel: line.parLevel,
      stock: line.stock,
      basis: line.basis,
      dailyVends: line.dailyVends,
      lastFillAt: line.lastFillAt,
      expiry: line.expiry,
      toRemove: line.toRemove,
      planned: line.planned,
    })),
  );
  return created.id;
}

import { replenishmentPlanFlow } from '@vending/contract';
import { and, eq, inArray, isNull, sql, type SQL, type Placeholder } from 'drizzle-orm';
import type { DataScope } from '../../auth/data-scope';
import { devicesInScope, plansInScope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { deviceAlarms, devices, deviceTypes, regions, replenishmentPlanLines, replenishmentPlans } from './tables';

/** The id of the region of this name (names are unique), or undefined. */
export async function regionIdNamed(db: Database, name: string): Promise<number | undefined> {
  const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.name, name));
  return region?.id;
}

/** How many alarms are open on the devices in scope, as a scalar subquery (the dashboard's figure). */
export const openAlarmCount = (scope: DataScope): SQL =>
  sql`(select count(*) from ${deviceAlarms} where ${and(isNull(deviceAlarms.closedAt), devicesInScope(scope, deviceAlarms.deviceId))})`;

/** The plans still to load (planned or loading) in scope, newest first, at most `limit`: a trip's plan picker. */
export function openPlans(db: Database, scope: DataScope, limit: number) {
  return db
    .select({ value: replenishmentPlans.id, createdAt: replenishmentPlans.createdAt })
    .from(replenishmentPlans)
    .where(
      and(
        inArray(replenishmentPlans.status, [
          replenishmentPlanFlow.values.planned,
          replenishmentPlanFlow.values.loading,
        ]),
        plansInScope(scope, replenishmentPlans.id),
      ),
    )
    .orderBy(sql`${replenishmentPlans.id} desc`)
    .limit(limit);
}

/** A plan's status, or undefined when there is no such plan in scope. */
export async function planStatusInScope(db: Database, planId: number, scope: DataScope): Promise<number | undefined> {
  const [plan] = await db
    .select({ status: replenishmentPlans.status })
    .from(replenishmentPlans)
    .where(and(eq(replenishmentPlans.id, planId), plansInScope(scope, replenishmentPlans.id)));
  return plan?.status;
}

/** A plan's lines not loaded yet, each with its device's number and place: what a trip of it takes. */
export function linesToLoad(db: Database, planId: number) {
  return db
    .select({
      deviceId: replenishmentPlanLines.deviceId,
      deviceNo: devices.deviceNo,
      latitude: devices.latitude,
      longitude: devices.longitude,
      slotNo: replenishmentPlanLines.slotNo,
      goodsId: replenishmentPlanLines.goodsId,
      stock: replenishmentPlanLines.stock,
      parLevel: replenishmentPlanLines.parLevel,
      planned: replenishmentPlanLines.planned,
    })
    .from(replenishmentPlanLines)
    .innerJoin(devices, eq(devices.id, replenishmentPlanLines.deviceId))
    .where(and(eq(replenishmentPlanLines.planId, planId), isNull(replenishmentPlanLines.loaded)));
}

/** The kinds of the device's open alarms, comma-separated (null for none), as a scalar subquery (the heartbeat's UPDATE). */
export const openAlarmKindsOf = (deviceId: number | Placeholder): SQL<string | null> =>
  sql<
    string | null
  >`(select string_agg(a.kind, ',') from ${deviceAlarms} a where a.device_id = ${deviceId} and a.closed_at is null)`;

/** The device's type's temperature range as `min,max` (each '' when unset), as a scalar subquery (the heartbeat's UPDATE). */
export const temperatureRangeOf = (deviceId: number | Placeholder): SQL<string | null> =>
  sql<
    string | null
  >`(select coalesce(t.temperature_min::text, '') || ',' || coalesce(t.temperature_max::text, '') from ${deviceTypes} t where t.id = (select d.type_id from ${devices} d where d.id = ${deviceId}))`;

import { and, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import type { Transaction } from '../lists/transition';
import { merchants } from '../modules/agents/tables';
import { devices, replenishmentPlanLines } from '../modules/equipment/tables';
import { tripStops } from '../modules/trips/tables';
import type { DataScope } from './data-scope';

/*
 * The data scope as SQL: one predicate per dimension, each taking the column that carries it in
 * the caller's query (an id column, or a correlated expression) and answering the condition that
 * keeps the rows in scope; `undefined` for the whole-data scope, so a super administrator's
 * query is the query it always was. Every handler whose rows carry a device, merchant, agent or
 * order adds exactly one of these to its condition (docs/ARCHITECTURE.md, "The data scope");
 * a write first checks its target with `inScope` and answers the target's not-found refusal
 * when it is outside, so a row outside the scope is, to the caller, a row that does not exist.
 *
 * What is in a limited scope (docs/SPECIFICATION.md, the project section):
 * - a device: its region, its merchant, its merchant's agent or the device itself is listed;
 * - a merchant: it is listed, its agent is listed, or one of its devices is in scope;
 * - an agent: it is listed, one of its merchants is listed, or one of its devices is in scope;
 * - an order: its device is in scope, or the merchant or agent it was earned for is listed;
 * - a replenishment plan: every device of it is in scope;
 * - a trip: every device of its stops is in scope;
 * - a region: it is listed, or a device in scope stands in it.
 */

type Limited = Extract<DataScope, { kind: 'limited' }>;

/** No row at all: a limited scope that lists nothing. */
const NOTHING = sql`false`;

function listed(column: SQLWrapper, ids: readonly number[]): SQL | undefined {
  return ids.length === 0 ? undefined : inArray(column, [...ids]);
}

/** Any of the conditions; none present is no row. */
function anyOf(...conditions: (SQL | undefined)[]): SQL {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length === 0 ? NOTHING : (or(...present) ?? NOTHING);
}

/** The ids of the devices in scope: a subquery over devices and their merchants. */
function scopedDeviceIds(scope: Limited): SQL {
  return sql`(select scope_d.id from ${devices} scope_d left join ${merchants} scope_m on scope_m.id = scope_d.merchant_id where ${anyOf(
    listed(sql`scope_d.region_id`, scope.regionIds),
    listed(sql`scope_d.id`, scope.deviceIds),
    listed(sql`scope_d.merchant_id`, scope.merchantIds),
    listed(sql`scope_m.agent_id`, scope.agentIds),
  )})`;
}

/** The devices listed by their own dimensions (region, device): what reaches a merchant or agent through them. */
function listedDevices(scope: Limited): SQL | undefined {
  return scope.regionIds.length === 0 && scope.deviceIds.length === 0
    ? undefined
    : anyOf(listed(sql`scope_d.region_id`, scope.regionIds), listed(sql`scope_d.id`, scope.deviceIds));
}

/** Rows whose device (the column `deviceId`) is in scope; a row without a device is outside a limited scope. */
export function devicesInScope(scope: DataScope, deviceId: SQLWrapper): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return sql`${deviceId} in ${scopedDeviceIds(scope)}`;
}

/** Rows whose merchant (the column `merchantId`) is in scope. */
export function merchantsInScope(scope: DataScope, merchantId: SQLWrapper): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const byDevice = listedDevices(scope);
  return anyOf(
    listed(merchantId, scope.merchantIds),
    scope.agentIds.length === 0
      ? undefined
      : sql`${merchantId} in (select scope_m.id from ${merchants} scope_m where ${listed(sql`scope_m.agent_id`, scope.agentIds)})`,
    byDevice && sql`${merchantId} in (select scope_d.merchant_id from ${devices} scope_d where ${byDevice})`,
  );
}

/** Rows whose agent (the column `agentId`) is in scope. */
export function agentsInScope(scope: DataScope, agentId: SQLWrapper): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const byDevice = listedDevices(scope);
  return anyOf(
    listed(agentId, scope.agentIds),
    scope.merchantIds.length === 0
      ? undefined
      : sql`${agentId} in (select scope_m.agent_id from ${merchants} scope_m where ${listed(sql`scope_m.id`, scope.merchantIds)})`,
    byDevice &&
      sql`${agentId} in (select scope_m.agent_id from ${devices} scope_d join ${merchants} scope_m on scope_m.id = scope_d.merchant_id where ${byDevice})`,
  );
}

/** The columns of an order that place it: its device, and who it was earned for. */
export interface OrderPlace {
  deviceId: SQLWrapper;
  merchantId: SQLWrapper;
  agentId: SQLWrapper;
}

/** Orders in scope: their device is, or the merchant or agent they were earned for is listed. */
export function ordersInScope(scope: DataScope, order: OrderPlace): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return anyOf(
    sql`${order.deviceId} in ${scopedDeviceIds(scope)}`,
    listed(order.merchantId, scope.merchantIds),
    listed(order.agentId, scope.agentIds),
  );
}

/**
 * Replenishment plans in scope: every device of the plan is (a plan made over the whole fleet
 * would show other regions' slots, so it is outside a region's scope).
 */
export function plansInScope(scope: DataScope, planId: SQLWrapper): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return sql`not exists (select 1 from ${replenishmentPlanLines} scope_l where scope_l.plan_id = ${planId} and scope_l.device_id not in ${scopedDeviceIds(scope)})`;
}

/** Trips in scope: every device of it is (as a plan's). */
export function tripsInScope(scope: DataScope, tripId: SQLWrapper): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return sql`not exists (select 1 from ${tripStops} scope_t where scope_t.trip_id = ${tripId} and scope_t.device_id not in ${scopedDeviceIds(scope)})`;
}

/** Regions in scope: those listed, and those a device in scope stands in. */
export function regionsInScope(scope: DataScope, regionId: SQLWrapper): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return anyOf(
    listed(regionId, scope.regionIds),
    sql`${regionId} in (select scope_r.region_id from ${devices} scope_r where scope_r.id in ${scopedDeviceIds(scope)})`,
  );
}

/** Whether the scope holds every row (no condition to add). */
export const seesEverything = (scope: DataScope) => scope.kind === 'all';

/**
 * Whether the row of `from` picked by `row` is in scope (`inScope`, one of the predicates
 * above): a write asks it of its target before anything else, and answers its not-found
 * refusal when it is not.
 */
export async function isInScope(
  db: Database | Transaction,
  from: PgTable,
  row: SQL | undefined,
  inScope: SQL | undefined,
): Promise<boolean> {
  const [found] = await db
    .select({ one: sql<number>`1` })
    .from(from)
    .where(and(row, inScope))
    .limit(1);
  return found !== undefined;
}

/**
 * How many devices in scope each listed device type, merchant or agent has: a list of those
 * (which pages alone or their own dimension govern) counts only the caller's devices, so that
 * its figure is no window onto the rest of the fleet. Ids without a device in scope are absent.
 */
export async function devicesInScopeBy(
  db: Database | Transaction,
  scope: DataScope,
  by: 'type' | 'merchant' | 'agent',
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const key = by === 'type' ? devices.typeId : by === 'merchant' ? devices.merchantId : merchants.agentId;
  const rows = await db
    .select({ id: key, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(devices)
    .leftJoin(merchants, eq(merchants.id, devices.merchantId))
    .where(and(inArray(key, [...ids]), devicesInScope(scope, devices.id)))
    .groupBy(key);
  const counts = new Map<number, number>();
  for (const row of rows) if (row.id !== null) counts.set(row.id, row.count);
  return counts;
}

/**
 * How many rows of `from` in scope each listed key has (`key`: the column grouped by, say a
 * merchant's agent or an assignment's advertisement; `inScope`: the table's predicate above): a
 * list row's count of things that carry a dimension counts only the caller's, like
 * `devicesInScopeBy`. Keys without a row in scope are absent.
 */
export async function rowsInScopeBy(
  db: Database | Transaction,
  from: PgTable,
  key: PgColumn,
  inScope: SQL | undefined,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: key, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(from)
    .where(and(inArray(key, [...ids]), inScope))
    .groupBy(key);
  const counts = new Map<number, number>();
  for (const row of rows) if (row.id !== null) counts.set(Number(row.id), row.count);
  return counts;
}

/**
 * A list's counts as the caller may see them: the rows' own (every row's) for the whole-data
 * scope, else each row's count of the rows in scope (`rowsInScopeBy`, 0 when it has none).
 */
export async function scopedCounts(
  scope: DataScope,
  ids: readonly number[],
  count: (ids: readonly number[]) => Promise<Map<number, number>>,
): Promise<(id: number, own: number) => number> {
  if (scope.kind === 'all') return (_id, own) => own;
  const counted = await count(ids);
  return (id) => counted.get(id) ?? 0;
}

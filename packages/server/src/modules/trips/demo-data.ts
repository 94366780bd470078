import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { ALL_DATA } from '../../auth/data-scope';
import { businessDate } from '../../business-time';
import type { Database } from '../../db/database';
import { DAY_MS } from '../../seed/seed-tools';
import {
  OPERATOR_DEMO_REGION,
  DEFAULT_DEVICE_ONLINE_WINDOW_MS,
  onlineRule,
  computePlan,
  insertPlan,
  devices,
  regionIdNamed,
} from '../equipment';
import { completedSalesOfDevices } from '../orders';
import { readExpiryWindow } from '../settings';
import { makeTrip } from './make-trip';

/** The region of the demo restocker's trip of today: its 补货员 role's scope, the operator's region. */
export const RESTOCKER_DEMO_REGION = OPERATOR_DEMO_REGION;
/** The region of the demo's other trip, tomorrow's, assigned to admin (outside the restocker's scope). */
const OTHER_TRIP_REGION = '华南区';

/** A plan of the first `count` devices of a region with something to load, saved; its id, or null. */
async function regionPlan(
  db: Database,
  regionName: string,
  count: number,
  now: Date,
  timeZone: string,
  createdBy: number | null,
) {
  const regionId = await regionIdNamed(db, regionName);
  const inRegion = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.regionId, regionId ?? -1), eq(devices.isFlag, 1), isNotNull(devices.latitude)))
    .orderBy(asc(devices.deviceNo));
  const plan = await computePlan(
    db,
    { deviceIds: inRegion.map((device) => device.id) },
    now,
    onlineRule(DEFAULT_DEVICE_ONLINE_WINDOW_MS),
    ALL_DATA,
    await readExpiryWindow(db, now, timeZone),
    completedSalesOfDevices,
  );
  const chosen = [...new Set(plan.lines.map((line) => line.deviceId))].slice(0, count);
  const lines = plan.lines.filter((line) => chosen.includes(line.deviceId));
  if (lines.length === 0) return null;
  return insertPlan(db, { lines }, { filters: { deviceIds: chosen }, createdBy, createdAt: now });
}

/**
 * The demo's trips: today's round of the restocker over four machines of 华东区, by route,
 * waiting to set out; and tomorrow's of admin in 华南区, by urgency. Each loads a plan of its
 * own devices, made now.
 */
export async function seedTrips(
  db: Database,
  now: Date,
  timeZone: string,
  people: { restockerId: number; adminId: number | null },
) {
  const today = businessDate(now, timeZone);
  const todayPlan = await regionPlan(db, RESTOCKER_DEMO_REGION, 4, now, timeZone, people.adminId);
  if (todayPlan !== null) {
    await makeTrip(db, {
      planId: todayPlan,
      assigneeId: people.restockerId,
      tripDate: today,
      vehicle: '沪A·3K752',
      order: 'route',
      createdBy: people.adminId,
      createdAt: now,
    });
  }
  const otherPlan = await regionPlan(db, OTHER_TRIP_REGION, 2, now, timeZone, people.adminId);
  if (otherPlan !== null && people.adminId !== null) {
    await makeTrip(db, {
      planId: otherPlan,
      assigneeId: people.adminId,
      tripDate: businessDate(new Date(now.getTime() + DAY_MS), timeZone),
      vehicle: '粤B·6M218',
      order: 'urgency',
      createdBy: people.adminId,
      createdAt: now,
    });
  }
}

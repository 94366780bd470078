import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DataScope } from '../../auth/data-scope';
import { devicesInScope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { deviceAlarms, regions } from './tables';

/** The id of the region of this name (names are unique), or undefined. */
export async function regionIdNamed(db: Database, name: string): Promise<number | undefined> {
  const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.name, name));
  return region?.id;
}

/** How many alarms are open on the devices in scope, as a scalar subquery (the dashboard's figure). */
export const openAlarmCount = (scope: DataScope): SQL =>
  sql`(select count(*) from ${deviceAlarms} where ${and(isNull(deviceAlarms.closedAt), devicesInScope(scope, deviceAlarms.deviceId))})`;

import { count, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { devices } from './tables';

/** How many of these ids are devices (a role's data scope names devices that must exist). */
export async function countDevices(db: Database, ids: readonly number[]): Promise<number> {
  const [found] = await db
    .select({ value: count() })
    .from(devices)
    .where(inArray(devices.id, [...ids]));
  return Number(found?.value ?? 0);
}

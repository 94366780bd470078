import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { deviceTemperatures } from './tables';
import { readTemperatureRetentionDays } from '../settings';

/**
 * A device's temperature history (device_temperatures): a heartbeat's reading is kept when it
 * is the first of its TEMPERATURE_SAMPLE_MS bucket (a beat a minute keeps one in five) or
 * lies outside its type's range (every reading of an excursion is kept). Readings older than
 * the retention of 缺货商品设置 (温度记录保留天数, 30 days until saved) are pruned by the
 * maintenance sweep.
 */
export const TEMPERATURE_SAMPLE_MS = 5 * 60_000;

/** A type's range, whole °C; null: no bound on that side. */
export interface TemperatureRange {
  min: number | null;
  max: number | null;
}

/** Whether a reading lies outside its type's range. */
export function outOfRange(temperature: number, range: TemperatureRange): boolean {
  return (range.min !== null && temperature < range.min) || (range.max !== null && temperature > range.max);
}

/** Whether a heartbeat at `at` keeps its reading, the device's previous beat being `previousBeat`. */
export function keepsReading(previousBeat: Date | null, at: Date, outside: boolean): boolean {
  if (outside || previousBeat === null) return true;
  return (
    Math.floor(previousBeat.getTime() / TEMPERATURE_SAMPLE_MS) !== Math.floor(at.getTime() / TEMPERATURE_SAMPLE_MS)
  );
}

/** Keeps a reading (a second one at the same instant takes its place). */
export async function recordTemperature(db: Database, deviceId: number, at: Date, temperature: number) {
  await db
    .insert(deviceTemperatures)
    .values({ deviceId, recordedAt: at, temperature })
    .onConflictDoUpdate({ target: [deviceTemperatures.deviceId, deviceTemperatures.recordedAt], set: { temperature } });
}

/** A device's readings since `from`, oldest first. */
export function temperaturesSince(db: Database, deviceId: number, from: Date) {
  return db
    .select({ recordedAt: deviceTemperatures.recordedAt, temperature: deviceTemperatures.temperature })
    .from(deviceTemperatures)
    .where(and(eq(deviceTemperatures.deviceId, deviceId), gte(deviceTemperatures.recordedAt, from)))
    .orderBy(asc(deviceTemperatures.recordedAt));
}

/** Deletes readings older than the retention in force (the setting, read at each sweep). */
export async function pruneTemperatures(db: Database, now: Date) {
  const days = await readTemperatureRetentionDays(db);
  const before = new Date(now.getTime() - days * 24 * 60 * 60_000);
  await db.delete(deviceTemperatures).where(lt(deviceTemperatures.recordedAt, before));
}

import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { deviceRateWindows } from './tables';

/** The clock minute a call falls in: every budget is counted per minute of the server's clock. */
export const RATE_WINDOW_MS = 60_000;

/**
 * Counts calls per key and clock minute. `take` counts one and answers whether it is within
 * `max`; `over` answers, without counting, whether the key has already spent `max` this minute.
 */
export interface RateCounter {
  take(key: string, max: number, at: Date): Promise<boolean>;
  over(key: string, max: number, at: Date): boolean;
  /** Forgets the windows before `at`'s (the maintenance sweep). */
  prune(at: Date): Promise<void>;
}

const windowOf = (at: Date) => Math.floor(at.getTime() / RATE_WINDOW_MS) * RATE_WINDOW_MS;

/**
 * One instance's counter (the embedded database's default: one instance is all there is).
 * One entry per key of the current minute; a new minute starts empty, so it holds any number
 * of devices (100,000 keys are a few MB) and forgets none within a minute.
 */
export function memoryRateCounter(): RateCounter {
  let window = 0;
  let counts = new Map<string, number>();
  const roll = (at: Date) => {
    const current = windowOf(at);
    if (current !== window) {
      window = current;
      counts = new Map();
    }
  };
  return {
    async take(key, max, at) {
      roll(at);
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count <= max;
    },
    over(key, max, at) {
      roll(at);
      return (counts.get(key) ?? 0) >= max;
    },
    async prune(at) {
      roll(at);
    },
  };
}

/**
 * The counter every instance on one PostgreSQL shares: one upsert per call counts it in
 * `device_rate_windows` and answers the count (a row of an earlier minute starts again at 1).
 * `over` needs no statement: each instance remembers the keys it saw over their budget this
 * minute (a failed authentication is counted by `take` first, so an address that spent its
 * budget on any instance is known over on this one at its next failure).
 */
export function postgresRateCounter(db: Database): RateCounter {
  const spent = new Map<string, number>();
  let spentWindow = 0;
  return {
    async take(key, max, at) {
      const windowStart = new Date(windowOf(at));
      const [row] = await db
        .insert(deviceRateWindows)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: deviceRateWindows.key,
          set: {
            count: sql`case when ${deviceRateWindows.windowStart} = excluded.window_start then ${deviceRateWindows.count} + 1 else 1 end`,
            windowStart: sql`excluded.window_start`,
          },
        })
        .returning({ count: deviceRateWindows.count });
      const count = row?.count ?? 1;
      if (spentWindow !== windowStart.getTime()) {
        spentWindow = windowStart.getTime();
        spent.clear();
      }
      if (count >= max) spent.set(key, count);
      return count <= max;
    },
    over(key, max, at) {
      if (spentWindow !== windowOf(at)) return false;
      return (spent.get(key) ?? 0) >= max;
    },
    async prune(at) {
      await db.delete(deviceRateWindows).where(lt(deviceRateWindows.windowStart, new Date(windowOf(at))));
    },
  };
}

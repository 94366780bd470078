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
 * How many calls of a key's budget an instance reserves at once on PostgreSQL: an eighth of
 * the budget (15 of 120), at least one. A device making a few calls a minute spends one
 * statement a minute on its budget, not one a call.
 */
export const reservationOf = (max: number) => Math.max(1, Math.floor(max / 8));

/**
 * The counter every instance on one PostgreSQL shares. Each instance reserves calls of a key's
 * budget in blocks (`reservationOf`): one upsert adds a block to the key's row in
 * `device_rate_windows` for the clock minute (a row of an earlier minute starts again) and
 * answers the new count, from which the instance knows how many of that block are within the
 * budget (none once the count before it had reached `max`). It then spends them from memory,
 * without a statement. The instances together never grant more than `max` calls a minute; a
 * device switching instances near its limit may be refused up to a block early on one of them
 * (the other holds calls it reserved). `over` needs no statement: an instance knows a key whose
 * minute is fully reserved and whose reservation here is spent (a failed authentication is
 * counted by `take` first, so an address that spent its budget is known over at its next failure).
 */
export function postgresRateCounter(db: Database): RateCounter {
  /** Calls reserved and not yet spent here, per key, this minute. */
  let left = new Map<string, number>();
  /** Keys whose shared count reached their budget this minute. */
  let full = new Set<string>();
  let window = 0;
  const roll = (at: Date) => {
    const current = windowOf(at);
    if (current !== window) {
      window = current;
      left = new Map();
      full = new Set();
    }
  };
  // One upsert, prepared once: a block more for the key's minute (a row of an earlier minute starts again).
  const reserve = db
    .insert(deviceRateWindows)
    .values({
      key: sql.placeholder('key'),
      windowStart: sql.placeholder('windowStart'),
      count: sql.placeholder('count'),
    })
    .onConflictDoUpdate({
      target: deviceRateWindows.key,
      set: {
        count: sql`case when ${deviceRateWindows.windowStart} = excluded.window_start then ${deviceRateWindows.count} + excluded.count else excluded.count end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: deviceRateWindows.count })
    .prepare('device_rate_reserve');
  return {
    async take(key, max, at) {
      roll(at);
      const reserved = left.get(key) ?? 0;
      if (reserved > 0) {
        left.set(key, reserved - 1);
        return true;
      }
      if (full.has(key)) return false;
      const block = reservationOf(max);
      const [row] = await reserve.execute({ key, windowStart: new Date(window), count: block });
      const before = (row?.count ?? block) - block;
      const granted = Math.max(0, Math.min(block, max - before));
      if (before + block >= max) full.add(key);
      if (granted === 0) return false;
      left.set(key, granted - 1);
      return true;
    },
    over(key, _max, at) {
      roll(at);
      return full.has(key) && (left.get(key) ?? 0) === 0;
    },
    async prune(at) {
      await db.delete(deviceRateWindows).where(lt(deviceRateWindows.windowStart, new Date(windowOf(at))));
    },
  };
}

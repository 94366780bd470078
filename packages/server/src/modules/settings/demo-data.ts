import type { Database } from '../../db/database';
import { rechargeOptions } from './tables';

/** The top-up bonus list of the demo business (paid → bonus, minor units): 50→0 … 500→60 yuan. */
export const DEMO_RECHARGE_OPTIONS = [
  { amount: 5_000, bonus: 0 },
  { amount: 10_000, bonus: 500 },
  { amount: 20_000, bonus: 2_000 },
  { amount: 30_000, bonus: 3_000 },
  { amount: 50_000, bonus: 6_000 },
] as const;

/** The top-up bonus list, every option offered, in amount order; no random draws. */
export async function seedRechargeOptions(db: Database, now: Date) {
  await db.insert(rechargeOptions).values(
    DEMO_RECHARGE_OPTIONS.map((option, index) => ({
      ...option,
      isFlag: 1,
      sortOrder: (index + 1) * 10,
      createdAt: now,
    })),
  );
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { usernameOf } from '../administrators';
import { systemSettings } from './tables';

/** A setting's stored value (null until saved) with who saved it last, and when. */
export async function readSetting(db: Database, key: string) {
  const [row] = await db
    .select({
      value: systemSettings.value,
      updatedBy: usernameOf(systemSettings.updatedBy),
      updatedAt: systemSettings.updatedAt,
    })
    .from(systemSettings)
    .where(eq(systemSettings.key, key));
  return {
    value: (row?.value ?? null) as unknown,
    updatedBy: row?.updatedBy ?? null,
    updateTime: row?.updatedAt?.toISOString() ?? null,
  };
}

/** Saves one setting as `managerId` at `at`, answering what it held before (for the audit trail). */
export async function writeSetting(db: Database, key: string, value: unknown, managerId: number, at: Date) {
  return db.transaction(async (transaction) => {
    const [before] = await transaction
      .select({ value: systemSettings.value })
      .from(systemSettings)
      .where(eq(systemSettings.key, key))
      .for('update');
    const saved = { value, updatedBy: managerId, updatedAt: at };
    await transaction
      .insert(systemSettings)
      .values({ key, ...saved })
      .onConflictDoUpdate({ target: systemSettings.key, set: saved });
    return (before?.value ?? null) as Record<string, unknown> | null;
  });
}

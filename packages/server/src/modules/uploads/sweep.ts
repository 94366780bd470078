import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { referencedUploadKeys } from './references';
import type { UploadStore } from './upload-store';

/**
 * An upload waits this long to be named by a record (the form it was chosen in saved). An
 * hour is long enough to fill in a form, and short enough that junk does not pile up for a
 * day (the sweep runs hourly, so a file no record names is gone within two hours).
 */
export const UNREFERENCED_GRACE_MS = 3_600_000;
/** What an upload cut off half-way left in `.incoming/` goes after this long. */
export const INTERRUPTED_GRACE_MS = 3_600_000;

/**
 * Removes stored files no record names once their grace period is over (an image chosen in
 * a form never saved, an avatar replaced) and the leftovers of interrupted uploads. `references`:
 * the columns that name uploads (maintenance/upload-references.ts).
 */
export async function sweepUploads(
  db: Database,
  store: UploadStore,
  now: Date,
  references: readonly PgColumn[],
): Promise<{ unreferenced: number; interrupted: number }> {
  const referenced = await referencedUploadKeys(db, references);
  const oldEnough = now.getTime() - UNREFERENCED_GRACE_MS;
  let unreferenced = 0;
  for await (const file of store.list()) {
    if (referenced.has(file.key) || file.storedAt.getTime() > oldEnough) continue;
    if (await store.delete(file.key)) unreferenced += 1;
  }
  const interrupted = await store.removeInterrupted(new Date(now.getTime() - INTERRUPTED_GRACE_MS));
  return { unreferenced, interrupted };
}

/** Bytes the store holds: every file counted (a few thousand at most in this console). */
export async function storedBytes(store: UploadStore): Promise<number> {
  let total = 0;
  for await (const file of store.list()) total += file.size;
  return total;
}

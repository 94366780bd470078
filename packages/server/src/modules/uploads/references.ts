import { isNotNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';

/** A store key inside a stored key or URL (`/uploads/images/<sha256>.png`, a CDN URL…). */
const KEY_IN_TEXT = /(?:images|videos|packages)\/[0-9a-f]{64}\.[a-z0-9]+/g;

/** The keys the database refers to, in the columns that hold uploads (maintenance/upload-references.ts). */
export async function referencedUploadKeys(db: Database, columns: readonly PgColumn[]): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const column of columns) {
    const rows = await db.selectDistinct({ value: column }).from(column.table).where(isNotNull(column));
    for (const { value } of rows) {
      const stored = typeof value === 'string' ? value : JSON.stringify(value);
      for (const key of stored.match(KEY_IN_TEXT) ?? []) keys.add(key);
    }
  }
  return keys;
}

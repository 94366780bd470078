import { sql } from 'drizzle-orm';
import type { OpenDatabase } from '../db/database';

/**
 * The embedded database (PGlite: one backend, no background workers) has no autovacuum:
 * without this, a table's visibility map is never set, so a deep page's index-only scan
 * (lists/paged-query.ts) reads every row from the table anyway, and the planner has no
 * statistics (the keyword's gram index, the date ranges). The maintenance vacuums and
 * analyzes the large lists' tables at start and every hour; VACUUM skips the pages already
 * all-visible, so a run after the first costs what changed since. PostgreSQL's autovacuum
 * does this by itself.
 */
export async function vacuumEmbedded(database: Pick<OpenDatabase, 'db' | 'kind'>): Promise<void> {
  if (database.kind !== 'embedded') return;
  await database.db.execute(sql`VACUUM (ANALYZE) members, orders`);
}

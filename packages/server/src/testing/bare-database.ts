import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database } from '../db/database';
import { copyMigratedPglite } from './pglite-template';
import { resetPostgres } from './test-server';

/**
 * A database without a server around it, through the same drizzle driver the server uses: the
 * PostgreSQL database at `databaseUrl` emptied (no tables), or a fresh embedded one migrated
 * (from the template). A test that needs the same tables on both creates its own.
 */
export async function openBareDatabase(
  databaseUrl: string | undefined,
): Promise<{ db: Database; close: () => Promise<void> }> {
  if (databaseUrl) {
    await resetPostgres(databaseUrl);
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    return { db: drizzlePostgres(pool) as unknown as Database, close: () => pool.end() };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vending-bare-'));
  await copyMigratedPglite(dataDir);
  const client = new PGlite(path.join(dataDir, 'pgdata'));
  await client.waitReady;
  return {
    db: drizzlePglite(client) as unknown as Database,
    close: async () => {
      await client.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseTimeouts, ServerConfig } from '../config';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
  kind: 'embedded' | 'postgres';
  close: () => Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, '../../migrations');
/** Any fixed number: instances starting together on one PostgreSQL migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_305_001;

/** Work done once the schema is current, such as creating the first accounts. */
export type PrepareDatabase = (db: Database) => Promise<void>;

/** Told of each statement the server's handlers send (tests count a call's statements). */
export type QueryLog = (query: string, params: unknown[]) => void;

/** Reports a database fault the process survives (a dropped connection). */
export type DatabaseFaultLog = (error: Error, message: string) => void;

/**
 * The pool of PostgreSQL connections. Every wait is bounded, so a database that stops
 * answering fails calls (the 500 envelope, /healthz 503) instead of hanging them; a
 * connection dropped while idle (a restart, an administrator terminating it) is reported
 * and replaced on the next call instead of ending the process, which an `error` event
 * without a listener would; so is one a call holds at the time.
 */
export function createPostgresPool(databaseUrl: string, timeouts: DatabaseTimeouts, onFault: DatabaseFaultLog) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // Client side as well, for a database that took the statement and went silent.
    query_timeout: timeouts.statementMs + timeouts.connectMs,
    keepAlive: true,
  });
  pool.on('error', (error) => onFault(error, 'database: an idle connection failed; the next call opens a new one'));
  // The pool listens to its idle connections only: one a call holds (a transaction between its
  // statements) emits its own `error` when the database ends it, which would end the process.
  // The call itself fails with its query; the connection is dropped when released.
  pool.on('connect', (client) => {
    client.on('error', (error) =>
      onFault(error, 'database: a connection in use failed; its call fails, the next opens a new one'),
    );
  });
  return pool;
}

async function openPostgres(
  databaseUrl: string,
  timeouts: DatabaseTimeouts,
  onFault: DatabaseFaultLog,
  prepare: PrepareDatabase,
  onQuery?: QueryLog,
): Promise<OpenDatabase> {
  const pool = createPostgresPool(databaseUrl, timeouts, onFault);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const lockedDb = drizzlePostgres(client, { schema });
    await migratePostgres(lockedDb, { migrationsFolder });
    await prepare(lockedDb as unknown as Database);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
  return {
    db: drizzlePostgres(pool, { schema, ...(onQuery ? { logger: { logQuery: onQuery } } : {}) }) as unknown as Database,
    kind: 'postgres',
    close: () => pool.end(),
  };
}

async function openEmbedded(
  dataDir: string,
  prepare: PrepareDatabase,
  onFault: DatabaseFaultLog,
  onQuery?: QueryLog,
): Promise<OpenDatabase> {
  const releaseLock = lockDataDir(dataDir, {
    // Another server took the folder over (this one stopped renewing its lease for too long):
    // two writers would lose rows, so this one stops.
    onLost: (holder) => {
      onFault(new Error(`taken over by process ${holder?.pid} on ${holder?.hostname}`), 'data folder lost: stopping');
      process.kill(process.pid, 'SIGTERM');
    },
  });
  try {
    const client = new PGlite(path.join(dataDir, 'pgdata'));
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    await prepare(db as unknown as Database);
    return {
      db: (onQuery ? drizzlePglite(client, { schema, logger: { logQuery: onQuery } }) : db) as unknown as Database,
      kind: 'embedded',
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR; migrated either way,
 * then prepared. On PostgreSQL both happen under an advisory lock, so instances starting
 * together neither migrate twice nor create the first accounts twice.
 */
export function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'databaseTimeouts'>,
  prepare: PrepareDatabase = async () => undefined,
  onFault: DatabaseFaultLog = (error, message) => console.error(message, error),
  onQuery?: QueryLog,
): Promise<OpenDatabase> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databaseTimeouts, onFault, prepare, onQuery)
    : openEmbedded(config.dataDir, prepare, onFault, onQuery);
}

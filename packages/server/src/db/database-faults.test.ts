import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestServer, type TestServer } from '../testing/test-server';
import { createPostgresPool } from './database';

const databaseUrl = process.env.TEST_DATABASE_URL;

/*
 * A PostgreSQL outage must not end the process: calls fail with the 500 envelope and
 * /healthz answers 503 while it lasts, and the server recovers by itself afterwards.
 */
describe.runIf(databaseUrl)('the server on PostgreSQL through faults', () => {
  let server: TestServer;
  const faults: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    server.app.log.error = ((error: unknown, message?: string) => void faults.push(String(message ?? error))) as never;
  });
  afterAll(() => server.close());

  it('survives its connections being terminated, and answers again at once', async () => {
    const token = await server.login('admin', (await import('../testing/test-server')).ADMIN_PASSWORD);
    expect((await server.envelope('getUserList', { token })).code).toBe(1);
    // Another session ends every connection of the server's pool while they sit idle.
    const killer = new pg.Client({ connectionString: databaseUrl });
    await killer.connect();
    const { rows } = await killer.query<{ ended: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    await killer.end();
    expect(rows[0]!.ended).toBeGreaterThan(0);
    // Without a listener, the pool's `error` event would end the process here.
    await expect.poll(() => faults.length).toBeGreaterThan(0);
    // The pool drops each dead connection as its error arrives; a call that meets one first
    // fails with the 500 envelope, and the next gets a new connection: no restart, no waiting.
    await expect
      .poll(async () => (await server.app.inject({ url: '/healthz' })).statusCode, { timeout: 2_000 })
      .toBe(200);
    await expect.poll(async () => (await server.envelope('getUserList', { token })).code, { timeout: 2_000 }).toBe(1);
  });
});

describe('the PostgreSQL pool towards a database that never answers', () => {
  let silent: net.Server;
  let port = 0;
  const sockets: net.Socket[] = [];

  beforeAll(async () => {
    // Accepts connections and says nothing: a black-holed database.
    silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives up on the connection instead of waiting for ever', async () => {
    const timeouts = { ...loadConfig({}).databaseTimeouts, connectMs: 200 };
    const pool = createPostgresPool(`postgres://nobody@127.0.0.1:${port}/none`, timeouts, () => undefined);
    await expect(pool.query('SELECT 1')).rejects.toThrow(/timeout/i);
    await pool.end();
  });
});

/*
 * A connection ended while a call holds it (a transaction between its statements, a query under
 * way) when PostgreSQL stops: the pool listens only to the connections it keeps idle, so without a
 * listener of the server's own, the connection's `error` event ended the process (the outage drill
 * of 2026-11-29: one of two servers exited under 2,000 devices).
 */
describe.runIf(databaseUrl)('a connection in use when PostgreSQL ends it', () => {
  it('is reported as a fault, and the process goes on', async () => {
    const faults: string[] = [];
    const pool = createPostgresPool(databaseUrl!, loadConfig({}).databaseTimeouts, (_error, message) => {
      faults.push(message);
    });
    const client = await pool.connect();
    await client.query('BEGIN');
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const killer = new pg.Client({ connectionString: databaseUrl });
    await killer.connect();
    await killer.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    await killer.end();
    // Told (the terminating notice and the closed socket may each be told), never thrown.
    await expect.poll(() => faults.length).toBeGreaterThan(0);
    expect(faults.filter((message) => !message.includes('a connection in use failed'))).toEqual([]);
    client.release(true);
    await pool.end();
  });
});

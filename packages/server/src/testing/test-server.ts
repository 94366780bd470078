import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints, type EndpointName, type Envelope, type RequestInput } from '@vending/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildServer } from '../app';
import type { QueryLog } from '../db/database';
import { jobsSettled, type Ticker } from '../jobs';
import type { RefundChannel } from '../modules/orders/refund-channel';
import { loadConfig } from '../config';
import { copyMigratedPglite, copySeededPglite } from './pglite-template';
import type { CreatedAccount } from '../modules/administrators/first-start';

export const ADMIN_PASSWORD = 'admin-secret-1';
export const OPERATOR_PASSWORD = 'operator-secret-1';
export const AGENT_PASSWORD = 'agent-secret-1';
export const RESTOCKER_PASSWORD = 'restocker-secret-1';

/** The databases the suites run on: PGlite always, PostgreSQL when TEST_DATABASE_URL names one. */
export const backends: { name: string; databaseUrl: string | undefined }[] = [
  { name: 'embedded PGlite', databaseUrl: undefined },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', databaseUrl: process.env.TEST_DATABASE_URL }] : []),
];

/**
 * One database for a suite whose subject is the HTTP layer's refusals rather than SQL (the
 * generated bad requests: the contract refuses them before any statement): PostgreSQL when the
 * run has one, the embedded database otherwise. On the embedded database that suite alone took
 * 147 s of the suite's time.
 */
export const oneBackend = backends.slice(-1);

/** Empties a test PostgreSQL database, so that every suite starts from a first start. */
export async function resetPostgres(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  } finally {
    await client.end();
  }
}

/**
 * Where test servers keep their data: a RAM disk when there is a roomy one, since every
 * embedded database writes some 40 MB, and on a busy disk that costs more than the tests.
 */
const scratchRoot = (() => {
  try {
    const ramDisk = fs.statfsSync('/dev/shm');
    if (ramDisk.bavail * ramDisk.bsize > 1_073_741_824) return '/dev/shm';
  } catch {
    // No RAM disk here.
  }
  return os.tmpdir();
})();

/** A clock the test moves forward by hand. */
export class TestClock {
  current = new Date('2026-03-15T04:00:00.000Z');
  now = () => new Date(this.current);
  advance(milliseconds: number) {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}

export interface TestServer {
  app: FastifyInstance;
  clock: TestClock;
  dataDir: string;
  call<Name extends EndpointName>(name: Name, options?: CallOptions<Name>): Promise<LightMyRequestResponse>;
  /** `call` and the parsed envelope. */
  envelope<Name extends EndpointName>(name: Name, options?: CallOptions<Name>): Promise<Envelope<any>>;
  login(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export interface CallOptions<Name extends EndpointName> {
  token?: string;
  input?: RequestInput<Name> | Record<string, unknown>;
  /** Raw query string or body instead of `input`, for malformed requests. */
  rawQuery?: string;
  rawBody?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

function formEncode(input: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) if (value !== undefined) form.append(key, String(value));
  return form.toString();
}

/** A multipart body as a browser would send it; Blob values become file parts. */
export async function multipartEncode(input: Record<string, unknown>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : 'blob');
    else if (value !== undefined) form.append(key, String(value));
  }
  const encoded = new Response(form);
  return { contentType: encoded.headers.get('content-type')!, body: Buffer.from(await encoded.arrayBuffer()) };
}

export async function startTestServer(
  options: {
    environment?: Record<string, string>;
    databaseUrl?: string | undefined;
    dataDir?: string;
    resetDatabase?: boolean;
    ticker?: Ticker;
    /** Where the server's log lines go (set LOG_LEVEL too: tests log nothing by default). */
    logDestination?: NodeJS.WritableStream;
    refundChannel?: RefundChannel;
    onQuery?: QueryLog;
  } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(scratchRoot, 'vending-test-'));
  if (options.databaseUrl && options.resetDatabase !== false) await resetPostgres(options.databaseUrl);
  const clock = new TestClock();
  const configIn = (folder: string) =>
    loadConfig({
      DATA_DIR: folder,
      DATABASE_URL: options.databaseUrl,
      ADMIN_PASSWORD,
      OPERATOR_PASSWORD,
      AGENT_PASSWORD,
      RESTOCKER_PASSWORD,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
      SEED_DEMO: '1',
      DEMO_OPERATOR: '1',
      CONSOLE_DIST: path.join(folder, 'no-console'),
      ...options.environment,
    });
  const config = configIn(dataDir);
  let seededAccounts: CreatedAccount[] = [];
  if (!options.databaseUrl && !options.dataDir) {
    // A new embedded database with the demo is a copy of one seeded before with the same
    // configuration, unless the test watches the start itself (its queries or its log lines).
    if (config.seedDemo && !config.s3 && !options.onQuery && !options.logDestination) {
      const configKey = JSON.stringify({ config, clock: clock.current }).replaceAll(dataDir, '<data>');
      seededAccounts = await copySeededPglite(dataDir, configKey, async (building) => {
        // No ticker runs there: the copy's server starts its own, as a first start would.
        const seeding = await buildServer(configIn(building), { now: new TestClock().now, ticker: new ManualTicker() });
        const created = seeding.createdAccounts;
        await seeding.close();
        return created;
      });
    } else await copyMigratedPglite(dataDir);
  }
  const app = await buildServer(config, {
    now: clock.now,
    ...(options.ticker ? { ticker: options.ticker } : {}),
    ...(options.logDestination ? { logDestination: options.logDestination } : {}),
    ...(options.refundChannel ? { refundChannel: options.refundChannel } : {}),
    ...(options.onQuery ? { onQuery: options.onQuery } : {}),
  });
  // The accounts the seeding start created are this server's first accounts, as if it had.
  app.createdAccounts.push(...seededAccounts);
  if (options.onQuery) {
    // A test watching the statements sees its own calls', not the start-up upkeep's (which runs
    // on the real clock's ticker at ready, so would otherwise land anywhere in its first test).
    await app.ready();
    await jobsSettled(app);
  }

  const call: TestServer['call'] = async (name, callOptions = {}) => {
    const endpoint = endpoints[name];
    const headers: Record<string, string> = { ...callOptions.headers };
    if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
    const input = (callOptions.input ?? {}) as Record<string, unknown>;
    let url = endpoint.path;
    let payload: string | Buffer | undefined;
    if (endpoint.encoding === 'query' || endpoint.encoding === 'none') {
      const query = callOptions.rawQuery ?? formEncode(input);
      if (query) url += `?${query}`;
    } else if (endpoint.encoding === 'multipart') {
      if (callOptions.rawBody !== undefined) payload = callOptions.rawBody;
      else {
        const encoded = await multipartEncode(input);
        headers['content-type'] ??= encoded.contentType;
        payload = encoded.body;
      }
    } else if (endpoint.encoding === 'json') {
      headers['content-type'] ??= 'application/json';
      payload = callOptions.rawBody ?? JSON.stringify(input);
    } else {
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
      payload = callOptions.rawBody ?? formEncode(input);
    }
    return app.inject({
      method: endpoint.method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
      remoteAddress: callOptions.remoteAddress ?? '127.0.0.1',
    });
  };

  return {
    app,
    clock,
    dataDir,
    call,
    envelope: async (name, callOptions) => (await call(name, callOptions)).json(),
    async login(username, password) {
      const answer = (await call('login', { input: { username, password } })).json<Envelope<string>>();
      if (answer.code !== 1) throw new Error(`login of ${username} failed: ${answer.msg}`);
      return answer.data;
    },
    async close() {
      await app.close();
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A ticker the test drives: `tick()` runs every scheduled task once and waits for it. */
export class ManualTicker implements Ticker {
  private readonly tasks = new Set<() => Promise<void>>();
  every(_intervalMs: number, task: () => Promise<void>) {
    this.tasks.add(task);
    return () => this.tasks.delete(task);
  }
  async tick() {
    for (const task of this.tasks) await task();
  }
}

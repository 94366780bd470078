// Server benchmark: seeds a throw-away embedded database with 100,000 members, starts the
// reference server on it and measures it through HTTP only — list latencies, the full
// spreadsheet export, memory (from /proc) and cold start. Then the same on a throwaway
// PostgreSQL cluster (scripts/postgres.mjs; skipped with a message when PostgreSQL is not
// installed), in the same run. Timings are reported, never asserted.
//
//   node bench/server.mjs            (BENCH_MEMBERS=5000 for a quick trial run)
//
// Every loop is bounded in count and in time; the server and the temp folder are removed at
// the end, also on failure or Ctrl+C.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayPostgres } from '../scripts/postgres.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(repoRoot, 'packages/server/src/main.ts');
const seedCli = path.join(repoRoot, 'packages/server/src/seed-cli.ts');
// Absolute, because the children run in the temp folder (so a developer's .env is not read).
const tsxLoader = import.meta.resolve('tsx');

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
/** Orders for the PostgreSQL orders phase: 1,000,000 beside 100,000 members (BENCH_ORDERS=0 skips it). */
const ORDERS = Number(process.env.BENCH_ORDERS ?? MEMBERS * 10);
export const ADMIN_PASSWORD = 'bench-admin-password';
const OPERATOR_PASSWORD = 'bench-operator-password';

/** A small run (npm test's smoke, BENCH_MEMBERS=500) only checks that every step works: few requests. */
const SMOKE = MEMBERS < 10_000;
const SEQUENTIAL_REQUESTS = SMOKE ? 20 : 300;
const CONCURRENT_WORKERS = 4;
/** PostgreSQL: as many loops as the server's pool has connections (database.ts: max 10). */
const POSTGRES_WORKERS = 10;
const REQUESTS_PER_WORKER = SMOKE ? 5 : 150;
const WARMUP_REQUESTS = SMOKE ? 3 : 30;
/**
 * Before the measured loops, the same loops unmeasured: V8 optimizes the request path only
 * after some thousands of calls, and each of the pool's connections prepares its statements
 * on its first use (30 sequential requests use one). Page 1 on PostgreSQL read 680 req/s
 * after the 30 alone (2026-11-26).
 */
const WARMUP_PER_WORKER = SMOKE ? 1 : 50;
/** A phase stops at its request count or after this long, whichever comes first. */
const PHASE_TIME_LIMIT_MS = Number(process.env.BENCH_PHASE_SECONDS ?? 60) * 1000;
/** The orders phase's loops are slower (counts over 1,000,000 rows): each stops after this long. */
const ORDER_PHASE_TIME_LIMIT_MS = Math.min(PHASE_TIME_LIMIT_MS, 20_000);
const REQUEST_TIMEOUT_MS = 30_000;
const SEED_TIME_LIMIT_MS = 15 * 60_000;
const START_TIME_LIMIT_MS = 60_000;
const EXPORT_TIME_LIMIT_MS = 5 * 60_000;
const STOP_TIME_LIMIT_MS = 15_000;
const COLD_STARTS = SMOKE ? 1 : 3;
const SUCCESS = 1;

const MEMBER_LIST = '/api/sys-user/back/users/getUserList';
const MEMBER_EXPORT = '/api/sys-user/back/users/getUserListExcle';
const MANAGER_INFO = '/api/sys-manager/admin/getManagerInfo';
const ORDER_LIST = '/api/equipment-order/back/getOrderList';
const LOGIN = '/api/sys-manager/admin/login';

const log = (message) => process.stderr.write(`[bench:server] ${message}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (kib) => kib / 1024;

/** A date `days` before today as YYYY-MM-DD (UTC; the filter is about volume, not the exact edge). */
function isoDateDaysAgo(days) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** VmRSS and VmHWM (peak) of a process, in KiB, or undefined once it has gone. */
function readMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    const memory = { rssKiB: field('VmRSS'), peakKiB: field('VmHWM') };
    // An exited process not yet reaped (a zombie) has a status file without memory lines.
    return Number.isFinite(memory.rssKiB) && Number.isFinite(memory.peakKiB) ? memory : undefined;
  } catch {
    return undefined;
  }
}

function childEnvironment(dataDir, overrides = {}) {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    // Empty = the embedded database, whatever the shell exports.
    DATABASE_URL: '',
    ADMIN_PASSWORD,
    OPERATOR_PASSWORD,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    // The default 600 a minute per address would turn the loops into 429s.
    RATE_LIMIT_PER_MINUTE: '10000000',
    // Nothing to serve: the benchmark is about the API.
    CONSOLE_DIST: path.join(dataDir, '..', 'no-console'),
    ...overrides,
  };
}

export function spawnTs(script, args, workDir, environment) {
  return spawn(process.execPath, ['--import', tsxLoader, script, ...args], {
    cwd: workDir,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves when the child exits; kills it (and rejects) after `limitMs`. */
export function waitForExit(child, limitMs, what) {
  return new Promise((resolve, reject) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
      return;
    }
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${what} took longer than ${limitMs / 1000} s and was killed.`));
    }, limitMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
  });
}

export function collectOutput(child) {
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => (output.stdout += chunk));
  child.stderr.on('data', (chunk) => (output.stderr += chunk));
  return output;
}

/** Adds `members` members through the seed CLI (the server must not be running on the folder). */
export async function seed(workDir, dataDir, members = MEMBERS, overrides = {}) {
  log(`seeding ${members} members (seed CLI)…`);
  const started = performance.now();
  const child = spawnTs(seedCli, ['--members', String(members)], workDir, childEnvironment(dataDir, overrides));
  const output = collectOutput(child);
  let peakKiB = 0;
  const sampler = setInterval(() => {
    peakKiB = Math.max(peakKiB, readMemory(child.pid)?.peakKiB ?? 0);
  }, 100);
  try {
    const { code } = await waitForExit(child, SEED_TIME_LIMIT_MS, 'Seeding');
    if (code !== 0) throw new Error(`The seed CLI failed (exit ${code}):\n${output.stderr}${output.stdout}`);
  } finally {
    clearInterval(sampler);
  }
  return { members, seconds: (performance.now() - started) / 1000, sampledPeakMiB: mib(peakKiB) };
}

/** Starts the server and waits for its first 200 on /healthz; `overrides` change its environment. */
export async function startServer(workDir, dataDir, overrides = {}) {
  const started = performance.now();
  const child = spawnTs(serverMain, [], workDir, childEnvironment(dataDir, overrides));
  const output = collectOutput(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = started + START_TIME_LIMIT_MS;
  let baseUrl;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited during start (exit ${child.exitCode}):\n${output.stderr}${output.stdout}`);
    }
    baseUrl ??= /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output.stdout)?.[0]?.replace(/\/$/, '');
    if (baseUrl) {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
      if (response?.status === 200) {
        await response.arrayBuffer();
        const seconds = (performance.now() - started) / 1000;
        return { child, baseUrl, output, exited, coldStartSeconds: seconds, memory: readMemory(child.pid) };
      }
    }
    await sleep(20);
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer /healthz within ${START_TIME_LIMIT_MS / 1000} s:\n${output.stderr}`);
}

/** SIGTERM (graceful: finishes requests, closes the database), SIGKILL if it hangs. */
export async function stopServer(server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return undefined;
  const started = performance.now();
  server.child.kill('SIGTERM');
  const stopped = await Promise.race([server.exited.then(() => true), sleep(STOP_TIME_LIMIT_MS).then(() => false)]);
  if (!stopped) {
    server.child.kill('SIGKILL');
    await Promise.race([server.exited, sleep(5_000)]);
    return undefined;
  }
  return (performance.now() - started) / 1000;
}

export async function login(baseUrl) {
  const response = await fetch(baseUrl + LOGIN, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'admin', password: ADMIN_PASSWORD }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const envelope = await response.json();
  if (envelope.code !== SUCCESS) throw new Error(`Login failed: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** One request; throws unless it is HTTP 200 with a success envelope. */
async function timedRequest(url, token) {
  const started = performance.now();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const envelope = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200 || envelope.code !== SUCCESS) {
    throw new Error(`${url} answered HTTP ${response.status}: ${JSON.stringify(envelope).slice(0, 200)}`);
  }
  return { ms, envelope };
}

export function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

function summarize(latencies, wallMs) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1),
    perSecond: sorted.length / (wallMs / 1000),
  };
}

/** `workers` loops of at most `perWorker` requests each, all stopping at the phase deadline. */
async function phase(url, token, workers, perWorker, limitMs = PHASE_TIME_LIMIT_MS) {
  const latencies = [];
  const started = performance.now();
  const deadline = started + limitMs;
  const worker = async () => {
    for (let index = 0; index < perWorker && performance.now() < deadline; index += 1) {
      latencies.push((await timedRequest(url, token)).ms);
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return summarize(latencies, performance.now() - started);
}

async function measureEndpoint(baseUrl, token, scenario, workers) {
  const url = baseUrl + scenario.path;
  const { envelope } = await timedRequest(url, token);
  for (let index = 1; index < WARMUP_REQUESTS; index += 1) await timedRequest(url, token);
  await phase(url, token, workers, WARMUP_PER_WORKER);
  log(`${scenario.name}: ${SEQUENTIAL_REQUESTS} sequential, ${workers} × ${REQUESTS_PER_WORKER} concurrent…`);
  const sequential = await phase(url, token, 1, SEQUENTIAL_REQUESTS);
  const concurrent = await phase(url, token, workers, REQUESTS_PER_WORKER);
  return {
    name: scenario.name,
    path: scenario.path,
    rows: envelope.data?.rows?.length,
    total: envelope.data?.total,
    sequential,
    concurrent,
  };
}

/** The unfiltered export, read to the end; peak RSS sampled while it streams. */
async function measureExport(server, token) {
  log('exporting every member as .xlsx…');
  let sampledPeakKiB = 0;
  const sampler = setInterval(() => {
    sampledPeakKiB = Math.max(sampledPeakKiB, readMemory(server.child.pid)?.rssKiB ?? 0);
  }, 100);
  try {
    const started = performance.now();
    const response = await fetch(server.baseUrl + MEMBER_EXPORT, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(EXPORT_TIME_LIMIT_MS),
    });
    const headersSeconds = (performance.now() - started) / 1000;
    if (response.status !== 200) throw new Error(`The export answered HTTP ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    const seconds = (performance.now() - started) / 1000;
    // A complete .xlsx is a zip: "PK\3\4" first, the end-of-central-directory record last.
    const complete = body.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1')) && body.includes('PK\x05\x06');
    if (!complete) throw new Error(`The export is not a complete .xlsx (${body.length} bytes).`);
    return {
      bytes: body.length,
      seconds,
      headersSeconds,
      contentEncoding: response.headers.get('content-encoding') ?? 'identity',
      sampledPeakRssMiB: mib(sampledPeakKiB),
    };
  } finally {
    clearInterval(sampler);
  }
}

function scenarios() {
  const since = isoDateDaysAgo(30);
  const until = isoDateDaysAgo(0);
  return [
    { name: 'member list, page 1', path: `${MEMBER_LIST}?page=1&size=20` },
    { name: 'member list, keyword "王"', path: `${MEMBER_LIST}?page=1&size=20&keyword=${encodeURIComponent('王')}` },
    { name: 'member list, keyword "5678"', path: `${MEMBER_LIST}?page=1&size=20&keyword=5678` },
    { name: 'member list, last 30 days', path: `${MEMBER_LIST}?page=1&size=20&startTime=${since}&endTime=${until}` },
    { name: 'member list, page 2000', path: `${MEMBER_LIST}?page=2000&size=20` },
    { name: 'getManagerInfo', path: MANAGER_INFO },
  ];
}

/**
 * The orders phase (PostgreSQL): ORDERS orders (one goods line each, every tenth a second
 * line; four in five of a member; over the last 365 days, newest with the highest id) written
 * straight into the database with INSERT … SELECT generate_series, then the order list's page
 * 1, each of its filters and a deep page, each with the plan of its query: which index serves
 * the filter (the WHERE of each row below is written here as the server writes it).
 */
const ORDER_SEQUENTIAL = SMOKE ? 5 : 50;
const ORDER_WORKERS = 10;
const ORDER_PER_WORKER = SMOKE ? 2 : 20;

export async function seedOrders(databaseUrl, total) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query(`
      insert into devices (device_no, device_name, address)
        select 'BV' || lpad(g::text, 5, '0'), '售货机 ' || g, '园区 ' || g || ' 号楼' from generate_series(1, 200) g;
      insert into goods (goods_name, price) select '商品 ' || g, 100 + g * 10 from generate_series(1, 50) g`);
    await client.query(
      `insert into orders (order_no, member_id, device_id, amount, gst, payment_method, status, created_at, paid_at)
       select 'DD' || lpad(g::text, 10, '0'),
              case when g % 5 = 0 then null else m.low + (g::bigint * 7919) % m.span end,
              d.low + g % 200,
              100 + (g::bigint * 37) % 5000, 0, 1 + g % 3,
              case g % 20 when 0 then 1 when 1 then 2 when 2 then 4 else 3 end,
              t.at, case when g % 20 = 0 then null else t.at end
         from generate_series(1, $1::int) g
         cross join (select min(id) as low, greatest(max(id) - min(id) + 1, 1) as span from members) m
         cross join (select min(id) as low from devices) d
         cross join lateral (select now() - ($1::int - g) * (interval '365 days' / $1::int) as at) t`,
      [total],
    );
    await client.query(`
      insert into order_lines (order_id, line_no, goods_id, goods_name, price, quantity, amount)
        select o.id, 1, g.id, g.goods_name, g.price, 1, o.amount
          from orders o join (select id, goods_name, price, row_number() over (order by id) - 1 as n from goods) g
            on g.n = o.id % 50;
      insert into order_lines (order_id, line_no, goods_id, goods_name, price, quantity, amount)
        select o.id, 2, g.id, g.goods_name, g.price, 2, g.price * 2
          from orders o join (select id, goods_name, price, row_number() over (order by id) - 1 as n from goods) g
            on g.n = (o.id + 7) % 50
         where o.id % 10 = 0`);
    const seededSeconds = (performance.now() - started) / 1000;
    // What autovacuum would do some time after a bulk load; done now, so every run plans alike.
    await client.query('vacuum analyze orders, order_lines, members, devices, goods');
    const { rows } = await client.query(`select pg_size_pretty(pg_total_relation_size('orders')) as size`);
    return { seededSeconds, vacuumedSeconds: (performance.now() - started) / 1000 - seededSeconds, size: rows[0].size };
  } finally {
    await client.end();
  }
}

/** The filters of the order list, as request and as the WHERE the server writes for it. */
function orderScenarios(deviceId, gramIndex) {
  const since = isoDateDaysAgo(30);
  // Without the gram index (before migration 0014), the plain ILIKE.
  const grams = (keyword) =>
    gramIndex ? `(text_grams(members.nick_name) || text_grams(members.phone)) @> keyword_grams('${keyword}') and ` : '';
  const keywordCondition = (keyword) =>
    `(orders.order_no ilike '%${keyword}%' or orders.member_id in (select members.id from members
       where ${grams(keyword)}(members.nick_name ilike '%${keyword}%' or members.phone ilike '%${keyword}%')))`;
  return [
    { name: 'order list, page 1', query: 'page=1&size=20', where: 'true' },
    {
      name: 'order list, keyword "王" (member name)',
      query: `keyword=${encodeURIComponent('王')}`,
      where: keywordCondition('王'),
    },
    {
      name: 'order list, keyword "00012345" (order no.)',
      query: 'keyword=00012345',
      where: keywordCondition('00012345'),
    },
    { name: 'order list, status unpaid (5 %)', query: 'status=1', where: 'orders.status = 1' },
    { name: 'order list, status completed (85 %)', query: 'status=3', where: 'orders.status = 3' },
    { name: 'order list, one device', query: `deviceId=${deviceId}`, where: `orders.device_id = ${deviceId}` },
    { name: 'order list, payment method 2', query: 'method=2', where: 'orders.payment_method = 2' },
    {
      name: 'order list, last 30 days',
      query: `startTime=${since}&endTime=${isoDateDaysAgo(0)}`,
      where: `orders.created_at >= '${since}'::date`,
    },
    { name: 'order list, page 2000', query: 'page=2000&size=20', where: 'true', offset: 39_980 },
  ];
}

/** The index names (or sequential scans) of a plan, in order. */
function scansOf(planLines) {
  const scans = [];
  for (const line of planLines) {
    const index = /(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/.exec(line);
    if (index) scans.push(index[1]);
    else if (/Seq Scan on (\w+)/.test(line)) scans.push(`seq scan ${/Seq Scan on (\w+)/.exec(line)[1]}`);
  }
  return [...new Set(scans)].join(', ') || '—';
}

async function explainOrders(databaseUrl, scenarios) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const plans = {};
    for (const scenario of scenarios) {
      const explain = async (query) =>
        (await client.query(`explain (costs off) ${query}`)).rows.map((row) => row['QUERY PLAN']);
      const page = await explain(
        `select orders.id from orders where ${scenario.where} order by orders.created_at desc nulls last, orders.id desc nulls last limit 20 offset ${scenario.offset ?? 0}`,
      );
      const total = await explain(`select count(*) from orders where ${scenario.where}`);
      plans[scenario.name] = { page: scansOf(page), total: scansOf(total) };
    }
    return plans;
  } finally {
    await client.end();
  }
}

async function postgresVersion(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query('show server_version')).rows[0].server_version.split(' ')[0];
  } finally {
    await client.end();
  }
}

async function benchOrders(workDir, dataDir, overrides, databaseUrl, onServer) {
  log(`orders: writing ${ORDERS.toLocaleString('en')} orders into PostgreSQL…`);
  const seeded = await seedOrders(databaseUrl, ORDERS);
  const server = await startServer(workDir, dataDir, overrides);
  onServer(server);
  try {
    const token = await login(server.baseUrl);
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const deviceId = (await client.query('select min(id) + 7 as id from devices')).rows[0].id;
    const gramIndex = (await client.query(`select to_regproc('keyword_grams') is not null as present`)).rows[0].present;
    await client.end();
    const scenarios = orderScenarios(deviceId, gramIndex);
    const plans = await explainOrders(databaseUrl, scenarios);
    const endpoints = [];
    for (const scenario of scenarios) {
      const query = scenario.query.includes('page=') ? scenario.query : `page=1&size=20&${scenario.query}`;
      const url = `${server.baseUrl}${ORDER_LIST}?${query}`;
      let envelope;
      let sequential;
      let concurrent;
      try {
        ({ envelope } = await timedRequest(url, token));
        for (let index = 1; index < 5; index += 1) await timedRequest(url, token);
        log(`${scenario.name}: ${ORDER_SEQUENTIAL} sequential, ${ORDER_WORKERS} × ${ORDER_PER_WORKER} concurrent…`);
        sequential = await phase(url, token, 1, ORDER_SEQUENTIAL, ORDER_PHASE_TIME_LIMIT_MS);
        concurrent = await phase(url, token, ORDER_WORKERS, ORDER_PER_WORKER, ORDER_PHASE_TIME_LIMIT_MS);
      } catch (error) {
        // A request that failed (a statement timeout answers 500) is the figure of that row.
        const failed = (error instanceof Error ? error.message : String(error)).replace(/^\S+ answered /, 'answered ');
        log(`${scenario.name}: failed: ${failed}`);
        endpoints.push({ name: scenario.name, failed, plan: plans[scenario.name] });
        continue;
      }
      endpoints.push({
        name: scenario.name,
        rows: envelope.data?.rows?.length,
        total: envelope.data?.total,
        sequential,
        concurrent,
        plan: plans[scenario.name],
      });
    }
    return { orders: ORDERS, seeded, endpoints };
  } finally {
    await stopServer(server);
  }
}

function ordersMarkdown(result) {
  if (result.failed) return ['#### Orders on PostgreSQL', '', `Failed: ${result.failed}`];
  const lines = [
    `#### Orders: ${result.orders.toLocaleString('en')} orders on PostgreSQL`,
    '',
    `Written with INSERT … SELECT generate_series in ${fixed(result.seeded.seededSeconds)} s (lines included), ` +
      `then VACUUM ANALYZE ${fixed(result.seeded.vacuumedSeconds)} s; orders with its indexes ${result.seeded.size}. ` +
      `Latency in ms; "seq" = ${ORDER_SEQUENTIAL} requests one after another, "×${ORDER_WORKERS}" = ${ORDER_WORKERS} loops of ${ORDER_PER_WORKER} ` +
      `(each phase also stops after ${ORDER_PHASE_TIME_LIMIT_MS / 1000} s; "n" is what it completed). ` +
      '"Page scans" / "total scans": the indexes (or sequential scans) in the plan of the page\'s and of the count\'s query.',
    '',
    `| request | rows / total | seq n | seq p50 | seq p95 | seq req/s | ×${ORDER_WORKERS} n | ×${ORDER_WORKERS} p50 | ×${ORDER_WORKERS} p99 | ×${ORDER_WORKERS} req/s | page scans | total scans |`,
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --- | --- |',
  ];
  for (const endpoint of result.endpoints) {
    if (endpoint.failed) {
      lines.push(
        `| ${endpoint.name} | failed: ${endpoint.failed.slice(0, 60)} | | | | | | | | | ${endpoint.plan.page} | ${endpoint.plan.total} |`,
      );
      continue;
    }
    const { sequential: s, concurrent: c } = endpoint;
    lines.push(
      `| ${endpoint.name} | ${endpoint.rows} / ${endpoint.total?.toLocaleString('en')} | ${s.requests} | ${ms(s.p50)} | ${ms(s.p95)} | ${fixed(s.perSecond, 0)} ` +
        `| ${c.requests} | ${ms(c.p50)} | ${ms(c.p99)} | ${fixed(c.perSecond, 0)} | ${endpoint.plan.page} | ${endpoint.plan.total} |`,
    );
  }
  return lines;
}

const memoryFigures = (memory) => ({ rssMiB: mib(memory?.rssKiB ?? NaN), peakMiB: mib(memory?.peakKiB ?? NaN) });

/**
 * One database's figures: seeds it (the seed CLI), starts the server on it, measures the lists
 * and the export; on the embedded database also the cold starts. `overrides` hold the
 * database's environment (DATABASE_URL for PostgreSQL).
 */
async function benchDatabase({ workDir, dataDir, overrides = {}, workers, coldStarts, onServer }) {
  const seeded = await seed(workDir, dataDir, MEMBERS, overrides);
  log(`seeded in ${seeded.seconds.toFixed(1)} s; starting the server…`);

  let server = await startServer(workDir, dataDir, overrides);
  onServer(server);
  const starts = [{ seconds: server.coldStartSeconds, memory: memoryFigures(server.memory) }];
  const token = await login(server.baseUrl);
  const idle = memoryFigures(readMemory(server.child.pid));

  const endpoints = [];
  for (const scenario of scenarios()) endpoints.push(await measureEndpoint(server.baseUrl, token, scenario, workers));
  const afterLists = memoryFigures(readMemory(server.child.pid));

  const exported = await measureExport(server, token);
  const afterExport = memoryFigures(readMemory(server.child.pid));
  const stopSeconds = [await stopServer(server)];

  for (let index = 1; index < coldStarts; index += 1) {
    log(`cold start ${index + 1} of ${coldStarts}…`);
    server = await startServer(workDir, dataDir, overrides);
    onServer(server);
    starts.push({ seconds: server.coldStartSeconds, memory: memoryFigures(server.memory) });
    stopSeconds.push(await stopServer(server));
  }
  return { seeded, endpoints, exported, memory: { idle, afterLists, afterExport }, starts, stopSeconds, workers };
}

/** Runs the whole benchmark and returns its figures. */
export async function runServerBenchmark() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'vending-bench-'));
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir);
  let server;
  let postgres;
  const cleanUp = () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    try {
      postgres?.stop();
    } catch {
      // Already stopped.
    }
    postgres = undefined;
    rmSync(workDir, { recursive: true, force: true });
  };
  const onInterrupt = () => {
    cleanUp();
    process.exit(130);
  };
  process.once('SIGINT', onInterrupt);
  process.once('SIGTERM', onInterrupt);
  const onServer = (started) => (server = started);
  try {
    log('embedded database (PGlite)…');
    const embedded = await benchDatabase({
      workDir,
      dataDir,
      workers: CONCURRENT_WORKERS,
      coldStarts: COLD_STARTS,
      onServer,
    });
    embedded.databaseMiB = folderBytes(path.join(dataDir, 'pgdata')) / 1024 / 1024;

    let postgresResult;
    let postgresSkipped;
    // BENCH_POSTGRES=0: the embedded database only (npm test's smoke run: the PostgreSQL phases run
    // the same steps, and the reliability smoke run drives servers on PostgreSQL already).
    postgres = process.env.BENCH_POSTGRES === '0' ? null : await startThrowawayPostgres();
    if (!postgres) {
      postgresSkipped =
        process.env.BENCH_POSTGRES === '0'
          ? 'PostgreSQL left out (BENCH_POSTGRES=0): measured on the embedded database only.'
          : 'PostgreSQL is not installed (scripts/setup.sh installs it): measured on the embedded database only.';
      log(postgresSkipped);
    } else {
      log(`PostgreSQL (throwaway cluster ${postgres.url})…`);
      const pgDataDir = path.join(workDir, 'pg-server-data');
      mkdirSync(pgDataDir);
      const overrides = { DATABASE_URL: postgres.url };
      postgresResult = await benchDatabase({
        workDir,
        dataDir: pgDataDir,
        overrides,
        workers: POSTGRES_WORKERS,
        coldStarts: 1,
        onServer,
      });
      postgresResult.version = await postgresVersion(postgres.url);
      if (ORDERS > 0) {
        // A failure here keeps the figures above.
        postgresResult.orders = await benchOrders(workDir, pgDataDir, overrides, postgres.url, onServer).catch(
          (error) => ({ failed: error instanceof Error ? error.message : String(error) }),
        );
        if (postgresResult.orders.failed) log(`orders phase failed: ${postgresResult.orders.failed}`);
      }
    }
    return {
      embedded,
      postgres: postgresResult,
      postgresSkipped,
      settings: {
        sequential: SEQUENTIAL_REQUESTS,
        perWorker: REQUESTS_PER_WORKER,
        phaseLimitSeconds: PHASE_TIME_LIMIT_MS / 1000,
      },
    };
  } finally {
    if (server) await stopServer(server).catch(() => undefined);
    cleanUp();
    process.off('SIGINT', onInterrupt);
    process.off('SIGTERM', onInterrupt);
  }
}

function folderBytes(folder) {
  if (!existsSync(folder)) return 0;
  let total = 0;
  const pending = [folder];
  // Bounded by the folder's size; PGlite's data folder holds a few thousand files.
  while (pending.length > 0) {
    const current = pending.pop();
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const entryPath = path.join(current, entry.name);
      if (entry.isDirectory()) pending.push(entryPath);
      else if (entry.isFile()) total += statSync(entryPath).size;
    }
  }
  return total;
}

const ms = (value) => value.toFixed(1);
const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

function endpointTable(endpoints, workers, settings) {
  const lines = [
    `Latency in ms; "seq" = ${settings.sequential} requests one after another, ` +
      `"×${workers}" = ${workers} concurrent loops of ${settings.perWorker} ` +
      `(each phase also stops after ${settings.phaseLimitSeconds} s; "n" is what it completed). ` +
      'Client and server share the 2 cores.',
    '',
    `| request | rows / total | seq n | seq p50 | seq p95 | seq max | seq req/s | ${['n', 'p50', 'p95', 'p99', 'max', 'req/s'].map((label) => `×${workers} ${label}`).join(' | ')} |`,
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ];
  for (const endpoint of endpoints) {
    const { sequential: s, concurrent: c } = endpoint;
    const rows = endpoint.total === undefined ? '—' : `${endpoint.rows} / ${endpoint.total.toLocaleString('en')}`;
    lines.push(
      `| ${endpoint.name} | ${rows} | ${s.requests} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} | ${fixed(s.perSecond, 0)} ` +
        `| ${c.requests} | ${ms(c.p50)} | ${ms(c.p95)} | ${ms(c.p99)} | ${ms(c.max)} | ${fixed(c.perSecond, 0)} |`,
    );
  }
  return lines;
}

function exportAndMemory({ exported, memory }) {
  return [
    `- Full export (every member, .xlsx): ${(exported.bytes / 1024 / 1024).toFixed(1)} MiB in ${fixed(exported.seconds, 1)} s ` +
      `(response headers after ${fixed(exported.headersSeconds, 2)} s, content-encoding ${exported.contentEncoding}); ` +
      `sampled peak RSS during it ${fixed(exported.sampledPeakRssMiB, 0)} MiB ` +
      `(${fixed(exported.sampledPeakRssMiB - memory.afterLists.rssMiB, 0)} MiB over the RSS before it).`,
    '',
    '| server memory | RSS (MiB) | peak RSS so far, VmHWM (MiB) |',
    '| --- | --: | --: |',
    `| after start and login | ${fixed(memory.idle.rssMiB, 0)} | ${fixed(memory.idle.peakMiB, 0)} |`,
    `| after the list loops | ${fixed(memory.afterLists.rssMiB, 0)} | ${fixed(memory.afterLists.peakMiB, 0)} |`,
    `| after the export | ${fixed(memory.afterExport.rssMiB, 0)} | ${fixed(memory.afterExport.peakMiB, 0)} |`,
  ];
}

/** The figures as Markdown (### headings, to sit under run.mjs's section). */
export function serverMarkdown(result) {
  const { settings, embedded, postgres } = result;
  const members = embedded.seeded.members.toLocaleString('en');
  const lines = [
    `### Server (embedded PGlite, ${members} members)`,
    '',
    `- Seed CLI: ${fixed(embedded.seeded.seconds)} s for ${members} members ` +
      `(sampled peak RSS ${fixed(embedded.seeded.sampledPeakMiB, 0)} MiB); database folder ${fixed(embedded.databaseMiB, 0)} MiB.`,
    `- Cold start to first 200 on /healthz (existing database, includes tsx transpiling): ` +
      embedded.starts.map((start) => `${fixed(start.seconds, 2)} s`).join(', ') +
      `; RSS then ${embedded.starts.map((start) => fixed(start.memory.rssMiB, 0)).join(', ')} MiB.`,
    `- Graceful stop (SIGTERM to exit): ${embedded.stopSeconds.map((value) => (value === undefined ? 'killed' : `${fixed(value, 2)} s`)).join(', ')}.`,
    '',
    ...endpointTable(embedded.endpoints, embedded.workers, settings),
    '',
    ...exportAndMemory(embedded),
    '',
  ];
  if (!postgres) {
    lines.push(`### Server (PostgreSQL)`, '', result.postgresSkipped ?? 'Not measured.');
    return lines.join('\n');
  }
  lines.push(
    `### Server (PostgreSQL ${postgres.version ?? ''}, ${postgres.seeded.members.toLocaleString('en')} members, the same run)`,
    '',
    `- A throwaway cluster on this machine (scripts/postgres.mjs: fsync off), the server's pool of 10 connections. ` +
      `Seed CLI: ${fixed(postgres.seeded.seconds)} s; start to first 200 on /healthz ${fixed(postgres.starts[0].seconds, 2)} s.`,
    '',
    ...endpointTable(postgres.endpoints, postgres.workers, settings),
    '',
    ...exportAndMemory(postgres),
  );
  if (postgres.orders) lines.push('', ...ordersMarkdown(postgres.orders));
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runServerBenchmark().then(
    (result) => console.log(serverMarkdown(result)),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}

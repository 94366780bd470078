// Data-scope benchmark (issue 37): the order list's first page at 1,000,000 orders, asked by the
// super administrator (every row) and by an administrator scoped to one region (a fifth of the
// devices, so a fifth of the orders). The target: the scoped p50 within 1.5× of the unscoped.
// A throwaway PostgreSQL cluster, the server on it, the orders written straight in
// (server.mjs's seedOrders: 200 devices), the regions and the scoped role by SQL, then HTTP only.
// Timings are reported, never asserted.
//
//   node bench/scoped-orders.mjs            (BENCH_ORDERS=200000 for a quicker trial)
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from '../scripts/postgres.mjs';
import { login, percentile, seedOrders, startServer, stopServer } from './server.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const MEASURED_REQUESTS = 30;
const WARMUP_REQUESTS = 5;
const REQUEST_TIMEOUT_MS = 30_000;
const ORDER_LIST = '/api/equipment-order/back/getOrderList';
const SCOPED_PASSWORD = 'bench-scoped-password';

const log = (message) => process.stderr.write(`[bench:scoped-orders] ${message}\n`);

async function call(baseUrl, token, method, url, body) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': body.json ? 'application/json' : 'application/x-www-form-urlencoded' } : {}),
    },
    body: body ? (body.json ? JSON.stringify(body.json) : new URLSearchParams(body.form)) : undefined,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const envelope = await response.json();
  if (envelope.code !== 1) throw new Error(`${url} answered ${JSON.stringify(envelope).slice(0, 200)}`);
  return envelope.data;
}

/** An administrator holding 订单列表, then scoped by SQL to the first region. */
async function scopedAdministrator(baseUrl, adminToken, databaseUrl) {
  const handedOver = `${SCOPED_PASSWORD}-handed-over`;
  const { managerId } = await call(baseUrl, adminToken, 'POST', '/api/sys-manager/back/addManager', {
    form: { username: 'regional', realName: '区域经理', phone: '', passWord: handedOver },
  });
  await call(baseUrl, adminToken, 'PUT', '/api/sys-manager/back/updateManagerMenus', {
    json: { managerId, interfaceNames: ['订单列表'] },
  });
  const first = await call(baseUrl, undefined, 'POST', '/api/sys-manager/admin/login', {
    form: { username: 'regional', password: handedOver },
  });
  await call(baseUrl, first, 'PUT', '/api/sys-manager/admin/updatePwd', {
    form: { oldPassWord: handedOver, passWord: SCOPED_PASSWORD },
  });
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Five regions, the devices dealt among them: a region holds a fifth of the fleet and its orders.
    await client.query(`insert into regions (name) select '区域 ' || g from generate_series(1, 5) g`);
    await client.query(`update devices set region_id = (select min(id) from regions) + (devices.id % 5)`);
    await client.query('vacuum analyze devices, regions');
    await client.query(
      `update roles set data_scope = 'custom'
        where id in (select role_id from manager_roles where manager_id = $1)`,
      [managerId],
    );
    await client.query(
      `insert into role_scope_targets (role_id, dimension, target_id)
         select role_id, 'region', (select min(id) from regions) from manager_roles where manager_id = $1`,
      [managerId],
    );
  } finally {
    await client.end();
  }
  return call(baseUrl, undefined, 'POST', '/api/sys-manager/admin/login', {
    form: { username: 'regional', password: SCOPED_PASSWORD },
  });
}

async function measure(baseUrl, token, query) {
  const latencies = [];
  let total;
  for (let index = 0; index < WARMUP_REQUESTS + MEASURED_REQUESTS; index += 1) {
    const started = performance.now();
    const data = await call(baseUrl, token, 'GET', `${ORDER_LIST}?${new URLSearchParams(query)}`);
    if (index >= WARMUP_REQUESTS) latencies.push(performance.now() - started);
    total = data.total;
  }
  latencies.sort((a, b) => a - b);
  return { total, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), max: latencies.at(-1) };
}

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'vending-bench-scope-'));
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir);
  const postgres = await startThrowawayPostgres();
  if (!postgres) throw new Error('PostgreSQL is not installed (scripts/setup.sh installs it).');
  let server;
  try {
    server = await startServer(workDir, dataDir, { DATABASE_URL: postgres.url });
    log(`writing ${ORDERS.toLocaleString('en')} orders…`);
    const seeded = await seedOrders(postgres.url, ORDERS);
    log(`seeded in ${seeded.seededSeconds.toFixed(1)} s, vacuumed in ${seeded.vacuumedSeconds.toFixed(1)} s`);
    const adminToken = await login(server.baseUrl);
    const scopedToken = await scopedAdministrator(server.baseUrl, adminToken, postgres.url);
    const lines = [
      `#### Order list: ${ORDERS.toLocaleString('en')} orders on PostgreSQL, every row vs one region (a fifth)`,
      '',
      `Orders with their indexes: ${seeded.size}. Latency in ms over HTTP, ${MEASURED_REQUESTS} requests after ${WARMUP_REQUESTS} unmeasured, client and server on the same 2 cores.`,
      '',
      '| list | caller | total | p50 | p95 | max |',
      '| --- | --- | --: | --: | --: | --: |',
    ];
    const scenarios = [
      { name: 'page 1', query: { page: '1', size: '20' } },
      { name: 'page 1, completed', query: { page: '1', size: '20', status: '3' } },
      { name: 'page 50', query: { page: '50', size: '20' } },
    ];
    for (const scenario of scenarios) {
      for (const [caller, token] of [
        ['super administrator', adminToken],
        ['one region', scopedToken],
      ]) {
        const figures = await measure(server.baseUrl, token, scenario.query);
        const row = `| ${scenario.name} | ${caller} | ${figures.total.toLocaleString('en')} | ${figures.p50.toFixed(1)} | ${figures.p95.toFixed(1)} | ${figures.max.toFixed(1)} |`;
        log(row);
        lines.push(row);
      }
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    if (server) await stopServer(server);
    postgres.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});

// Sales report benchmark (销售报表, issue 29): a throwaway PostgreSQL cluster, the server on it,
// 1,000,000 orders written straight into it (server.mjs's seedOrders: over the last 365 days),
// then the report of the last 30 days grouped by device (the target: under 1 s), and once
// each other grouping, over HTTP only. Timings are reported, never asserted.
//
//   node bench/sales-report.mjs            (BENCH_ORDERS=100000 for a quick trial)
//
// Run it once at a time: seeding takes some minutes of both cores.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from '../scripts/postgres.mjs';
import { login, percentile, seedOrders, startServer, stopServer } from './server.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const MEASURED_REQUESTS = 20;
const WARMUP_REQUESTS = 3;
const REQUEST_TIMEOUT_MS = 30_000;
const REPORT = '/api/financial/back/report/getSalesReport';
const GROUPINGS = ['device', 'merchant', 'agent', 'goods', 'hour', 'day'];

const log = (message) => process.stderr.write(`[bench:sales-report] ${message}\n`);
const dayText = (date) => date.toISOString().slice(0, 10);

async function timedReport(baseUrl, token, query) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${REPORT}?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const envelope = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200 || envelope.code !== 1)
    throw new Error(`The report answered HTTP ${response.status}: ${JSON.stringify(envelope).slice(0, 200)}`);
  return { ms, report: envelope.data };
}

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'vending-bench-report-'));
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir);
  const postgres = await startThrowawayPostgres();
  if (!postgres) throw new Error('PostgreSQL is not installed (scripts/setup.sh installs it).');
  let server;
  try {
    // The server migrates the fresh database on start; the orders go in afterwards.
    server = await startServer(workDir, dataDir, { DATABASE_URL: postgres.url });
    log(`writing ${ORDERS.toLocaleString('en')} orders…`);
    const seeded = await seedOrders(postgres.url, ORDERS);
    log(`seeded in ${seeded.seededSeconds.toFixed(1)} s, vacuumed in ${seeded.vacuumedSeconds.toFixed(1)} s`);
    const token = await login(server.baseUrl);
    const today = new Date();
    const query = {
      startTime: dayText(new Date(today.getTime() - 29 * 86_400_000)),
      endTime: dayText(today),
    };
    const lines = [
      `#### Sales report: ${ORDERS.toLocaleString('en')} orders on PostgreSQL, the last 30 days (${query.startTime} to ${query.endTime}) beside the 30 before`,
      '',
      `Orders with their indexes: ${seeded.size}. Latency in ms over HTTP, client and server on the same 2 cores.`,
      '',
      '| grouping | rows | orders in the period | requests | p50 | p95 | max |',
      '| --- | --: | --: | --: | --: | --: | --: |',
    ];
    for (const groupBy of GROUPINGS) {
      const requests = groupBy === 'device' ? MEASURED_REQUESTS : 5;
      for (let index = 0; index < WARMUP_REQUESTS; index += 1)
        await timedReport(server.baseUrl, token, { ...query, groupBy });
      const latencies = [];
      let report;
      for (let index = 0; index < requests; index += 1) {
        const answer = await timedReport(server.baseUrl, token, { ...query, groupBy });
        latencies.push(answer.ms);
        report = answer.report;
      }
      latencies.sort((a, b) => a - b);
      const row = `| ${groupBy} | ${report.rows.length} | ${report.current.orders.toLocaleString('en')} | ${requests} | ${percentile(latencies, 0.5).toFixed(1)} | ${percentile(latencies, 0.95).toFixed(1)} | ${latencies.at(-1).toFixed(1)} |`;
      log(row);
      lines.push(row);
    }
    console.log(lines.join('\n'));
  } finally {
    if (server) await stopServer(server).catch(() => undefined);
    postgres.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

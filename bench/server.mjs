// Server benchmark: seeds a throw-away embedded database with 100,000 members, starts the
// reference server on it and measures it through HTTP only — list latencies, the full
// spreadsheet export, memory (from /proc) and cold start. Timings are reported, never asserted.
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

const repoRoot = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(repoRoot, 'packages/server/src/main.ts');
const seedCli = path.join(repoRoot, 'packages/server/src/seed-cli.ts');
// Absolute, because the children run in the temp folder (so a developer's .env is not read).
const tsxLoader = import.meta.resolve('tsx');

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
export const ADMIN_PASSWORD = 'bench-admin-password';
const OPERATOR_PASSWORD = 'bench-operator-password';

const SEQUENTIAL_REQUESTS = 300;
const CONCURRENT_WORKERS = 4;
const REQUESTS_PER_WORKER = 150;
const WARMUP_REQUESTS = 30;
/** A phase stops at its request count or after this long, whichever comes first. */
const PHASE_TIME_LIMIT_MS = 60_000;
const REQUEST_TIMEOUT_MS = 30_000;
const SEED_TIME_LIMIT_MS = 15 * 60_000;
const START_TIME_LIMIT_MS = 60_000;
const EXPORT_TIME_LIMIT_MS = 5 * 60_000;
const STOP_TIME_LIMIT_MS = 15_000;
const COLD_STARTS = 3;
const SUCCESS = 1;

const MEMBER_LIST = '/api/sys-user/back/users/getUserList';
const MEMBER_EXPORT = '/api/sys-user/back/users/getUserListExcle';
const MANAGER_INFO = '/api/sys-manager/admin/getManagerInfo';
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
    max: sorted.at(-1),
    perSecond: sorted.length / (wallMs / 1000),
  };
}

/** `workers` loops of at most `perWorker` requests each, all stopping at the phase deadline. */
async function phase(url, token, workers, perWorker) {
  const latencies = [];
  const started = performance.now();
  const deadline = started + PHASE_TIME_LIMIT_MS;
  const worker = async () => {
    for (let index = 0; index < perWorker && performance.now() < deadline; index += 1) {
      latencies.push((await timedRequest(url, token)).ms);
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return summarize(latencies, performance.now() - started);
}

async function measureEndpoint(baseUrl, token, scenario) {
  const url = baseUrl + scenario.path;
  const { envelope } = await timedRequest(url, token);
  for (let index = 1; index < WARMUP_REQUESTS; index += 1) await timedRequest(url, token);
  log(
    `${scenario.name}: ${SEQUENTIAL_REQUESTS} sequential, ${CONCURRENT_WORKERS} × ${REQUESTS_PER_WORKER} concurrent…`,
  );
  const sequential = await phase(url, token, 1, SEQUENTIAL_REQUESTS);
  const concurrent = await phase(url, token, CONCURRENT_WORKERS, REQUESTS_PER_WORKER);
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
    { name: 'member list, last 30 days', path: `${MEMBER_LIST}?page=1&size=20&startTime=${since}&endTime=${until}` },
    { name: 'member list, page 2000', path: `${MEMBER_LIST}?page=2000&size=20` },
    { name: 'getManagerInfo', path: MANAGER_INFO },
  ];
}

const memoryFigures = (memory) => ({ rssMiB: mib(memory?.rssKiB ?? NaN), peakMiB: mib(memory?.peakKiB ?? NaN) });

/** Runs the whole benchmark and returns its figures. */
export async function runServerBenchmark() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'vending-bench-'));
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir);
  let server;
  const cleanUp = () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(workDir, { recursive: true, force: true });
  };
  const onInterrupt = () => {
    cleanUp();
    process.exit(130);
  };
  process.once('SIGINT', onInterrupt);
  process.once('SIGTERM', onInterrupt);
  try {
    const seeded = await seed(workDir, dataDir);
    log(`seeded in ${seeded.seconds.toFixed(1)} s; starting the server…`);

    server = await startServer(workDir, dataDir);
    const starts = [{ seconds: server.coldStartSeconds, memory: memoryFigures(server.memory) }];
    const token = await login(server.baseUrl);
    const idle = memoryFigures(readMemory(server.child.pid));

    const endpoints = [];
    for (const scenario of scenarios()) endpoints.push(await measureEndpoint(server.baseUrl, token, scenario));
    const afterLists = memoryFigures(readMemory(server.child.pid));

    const exported = await measureExport(server, token);
    const afterExport = memoryFigures(readMemory(server.child.pid));
    const stopSeconds = [await stopServer(server)];

    for (let index = 1; index < COLD_STARTS; index += 1) {
      log(`cold start ${index + 1} of ${COLD_STARTS}…`);
      server = await startServer(workDir, dataDir);
      starts.push({ seconds: server.coldStartSeconds, memory: memoryFigures(server.memory) });
      stopSeconds.push(await stopServer(server));
    }
    const databaseBytes = folderBytes(path.join(dataDir, 'pgdata'));
    return {
      seeded,
      databaseMiB: databaseBytes / 1024 / 1024,
      endpoints,
      exported,
      memory: { idle, afterLists, afterExport },
      starts,
      stopSeconds,
      settings: {
        sequential: SEQUENTIAL_REQUESTS,
        workers: CONCURRENT_WORKERS,
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

/** The figures as Markdown (### headings, to sit under run.mjs's section). */
export function serverMarkdown(result) {
  const { settings } = result;
  const lines = [
    `### Server (embedded PGlite, ${result.seeded.members.toLocaleString('en')} members)`,
    '',
    `- Seed CLI: ${fixed(result.seeded.seconds)} s for ${result.seeded.members.toLocaleString('en')} members ` +
      `(sampled peak RSS ${fixed(result.seeded.sampledPeakMiB, 0)} MiB); database folder ${fixed(result.databaseMiB, 0)} MiB.`,
    `- Cold start to first 200 on /healthz (existing database, includes tsx transpiling): ` +
      result.starts.map((start) => `${fixed(start.seconds, 2)} s`).join(', ') +
      `; RSS then ${result.starts.map((start) => fixed(start.memory.rssMiB, 0)).join(', ')} MiB.`,
    `- Graceful stop (SIGTERM to exit): ${result.stopSeconds.map((value) => (value === undefined ? 'killed' : `${fixed(value, 2)} s`)).join(', ')}.`,
    '',
    `Latency in ms; "seq" = ${settings.sequential} requests one after another, ` +
      `"×${settings.workers}" = ${settings.workers} concurrent loops of ${settings.perWorker} ` +
      `(each phase also stops after ${settings.phaseLimitSeconds} s; "n" is what it completed). ` +
      'Client and server share the 2 cores.',
    '',
    `| request | rows / total | seq n | seq p50 | seq p95 | seq max | seq req/s | ${['n', 'p50', 'p95', 'max', 'req/s'].map((label) => `×${settings.workers} ${label}`).join(' | ')} |`,
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ];
  for (const endpoint of result.endpoints) {
    const { sequential: s, concurrent: c } = endpoint;
    const rows = endpoint.total === undefined ? '—' : `${endpoint.rows} / ${endpoint.total.toLocaleString('en')}`;
    lines.push(
      `| ${endpoint.name} | ${rows} | ${s.requests} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} | ${fixed(s.perSecond, 0)} ` +
        `| ${c.requests} | ${ms(c.p50)} | ${ms(c.p95)} | ${ms(c.max)} | ${fixed(c.perSecond, 0)} |`,
    );
  }
  const { exported, memory } = result;
  lines.push(
    '',
    `- Full export (every member, .xlsx): ${(exported.bytes / 1024 / 1024).toFixed(1)} MiB in ${fixed(exported.seconds, 1)} s ` +
      `(response headers after ${fixed(exported.headersSeconds, 2)} s, content-encoding ${exported.contentEncoding}); ` +
      `sampled peak RSS during it ${fixed(exported.sampledPeakRssMiB, 0)} MiB.`,
    '',
    '| server memory | RSS (MiB) | peak RSS so far, VmHWM (MiB) |',
    '| --- | --: | --: |',
    `| after start and login | ${fixed(memory.idle.rssMiB, 0)} | ${fixed(memory.idle.peakMiB, 0)} |`,
    `| after the list loops | ${fixed(memory.afterLists.rssMiB, 0)} | ${fixed(memory.afterLists.peakMiB, 0)} |`,
    `| after the export | ${fixed(memory.afterExport.rssMiB, 0)} | ${fixed(memory.afterExport.peakMiB, 0)} |`,
  );
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

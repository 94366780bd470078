// `node bench/reliability.mjs`: load, faults and durability of the real server, measured from
// outside, on the embedded database and on a throwaway PostgreSQL (when installed).
//   1. Load: simulated administrators (log in, list, filter, page, toggle, export) for a while,
//      against PGlite, and against PostgreSQL with two server instances behind one address.
//   2. PostgreSQL restarted under load: no server process exits, errors only while it is down.
//   3. kill -9 of the server during a stream of writes, an upload and an export, then a restart:
//      no acknowledged write lost, no half file kept as stored, the interrupted export not
//      received whole.
// Figures go to standard output as Markdown (docs/RELIABILITY.md holds a run); the verdicts
// (no loss, no exit) fail the run, the timings never do. RELIABILITY_ADMINS, RELIABILITY_SECONDS
// and RELIABILITY_SMOKE make the quick smoke run `npm test` does.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayPostgres } from '../scripts/postgres.mjs';
import { login, percentile, seed, startServer, stopServer } from './server.mjs';

const ADMINS = Number(process.env.RELIABILITY_ADMINS ?? 100);
/**
 * The smoke run of `npm test` (RELIABILITY_SMOKE=1) runs each kind of phase once, to prove the
 * script still works and its verdicts still hold: load and the restart on PostgreSQL (two
 * instances), kill -9 on the embedded database (what `npm start` runs on). Without PostgreSQL, the
 * load runs on the embedded database instead.
 */
const SMOKE = process.env.RELIABILITY_SMOKE === '1';
const SECONDS = Number(process.env.RELIABILITY_SECONDS ?? 60);
/** How long the restart phase runs, and how long PostgreSQL stays stopped in it. */
const RESTART_PHASE_SECONDS = Math.max(9, Math.round(SECONDS / 2));
const OUTAGE_MS = 3_000;
const REQUEST_TIMEOUT_MS = 30_000;

const MEMBER_LIST = '/api/sys-user/back/users/getUserList';
const MEMBER_FLAG = '/api/sys-user/back/users/updateUserIsFlag';
const MEMBER_EXPORT = '/api/sys-user/back/users/getUserListExcle';
const MANAGER_INFO = '/api/sys-manager/admin/getManagerInfo';
const ADD_CATEGORY = '/api/goods/back/category/addGoodsCategory';
const CATEGORY_LIST = '/api/goods/back/category/getGoodsCategoryList';
const UPLOAD_PACKAGE = '/api/sys-upload/back/uploadSoftwarePackage';

const log = (message) => process.stderr.write(`[reliability] ${message}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const random = (below) => Math.floor(Math.random() * below);

/** The server's environment for these runs: the demo business, limits that load does not trip. */
function serverEnvironment(databaseUrl) {
  return {
    DATABASE_URL: databaseUrl ?? '',
    SEED_DEMO: '1',
    // No demo fleet: its sales and faults would move what this run measures or pictures.
    SIMULATE_DEVICES: '0',
    RATE_LIMIT_PER_MINUTE: '10000000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
  };
}

// ——— load ———

/** A TCP balancer on one loopback port, handing each new connection to the next instance. */
async function roundRobin(backends) {
  let next = 0;
  const connections = backends.map(() => 0);
  const sockets = new Set();
  const server = net.createServer((client) => {
    const index = next;
    next = (next + 1) % backends.length;
    connections[index] += 1;
    const { port } = new URL(backends[index]);
    const upstream = net.connect(Number(port), '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    connections,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(resolve);
      }),
  };
}

/** One timed call; a failure is any answer but HTTP 200 with code 1 (or a whole spreadsheet). */
async function call(baseUrl, token, kind, pathAndQuery, body) {
  const started = performance.now();
  try {
    const response = await fetch(baseUrl + pathAndQuery, {
      method: body ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(body && { body: new URLSearchParams(body) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    let ok;
    if (kind === 'export') {
      const bytes = new Uint8Array(await response.arrayBuffer());
      // An .xlsx is a zip: it starts with PK.
      ok = response.status === 200 && bytes[0] === 0x50 && bytes[1] === 0x4b;
    } else {
      const envelope = await response.json();
      ok = response.status === 200 && envelope.code === 1;
    }
    return { kind, ok, ms: performance.now() - started, at: Date.now() };
  } catch {
    return { kind, ok: false, ms: performance.now() - started, at: Date.now() };
  }
}

/** One simulated administrator: logs in, then lists, filters, pages, toggles and exports. */
async function administrator(baseUrl, deadline, samples, members) {
  let token;
  while (!token && Date.now() < deadline) {
    const started = performance.now();
    try {
      token = await login(baseUrl);
      samples.push({ kind: 'login', ok: true, ms: performance.now() - started, at: Date.now() });
    } catch {
      samples.push({ kind: 'login', ok: false, ms: performance.now() - started, at: Date.now() });
      await sleep(200);
    }
  }
  const pages = Math.max(1, Math.ceil(members / 10));
  while (Date.now() < deadline) {
    const roll = random(100);
    if (roll < 30) samples.push(await call(baseUrl, token, 'list', `${MEMBER_LIST}?page=1&size=10`));
    else if (roll < 50) {
      const keyword = encodeURIComponent(['王', '李', '138', '139', '张'][random(5)]);
      samples.push(await call(baseUrl, token, 'filter', `${MEMBER_LIST}?keyword=${keyword}&isFlag=1&page=1&size=10`));
    } else if (roll < 70)
      samples.push(await call(baseUrl, token, 'page', `${MEMBER_LIST}?page=${1 + random(pages)}&size=10`));
    else if (roll < 85) {
      const userId = String(1 + random(members));
      samples.push(await call(baseUrl, token, 'toggle', MEMBER_FLAG, { userId, isFlag: String(random(2)) }));
    } else if (roll < 97) samples.push(await call(baseUrl, token, 'info', MANAGER_INFO));
    else samples.push(await call(baseUrl, token, 'export', `${MEMBER_EXPORT}?keyword=1`));
  }
}

async function memberCount(baseUrl) {
  const token = await login(baseUrl);
  const response = await fetch(`${baseUrl}${MEMBER_LIST}?page=1&size=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()).data.total;
}

async function runLoad(baseUrl, admins, seconds) {
  const members = await memberCount(baseUrl);
  const samples = [];
  const started = Date.now();
  const deadline = started + seconds * 1000;
  await Promise.all(Array.from({ length: admins }, () => administrator(baseUrl, deadline, samples, members)));
  return { samples, started, wallSeconds: (Date.now() - started) / 1000 };
}

/** ADMINS administrators for SECONDS against `baseUrl`, summed up per kind of call. */
async function loadPhase(name, baseUrl) {
  const load = await runLoad(baseUrl, ADMINS, SECONDS);
  return { name, rows: summarize(load.samples), wall: load.wallSeconds };
}

function summarize(samples) {
  const kinds = [...new Set(samples.map((sample) => sample.kind))];
  const row = (kind, chosen) => {
    const sorted = chosen.map((sample) => sample.ms).sort((a, b) => a - b);
    return {
      kind,
      requests: chosen.length,
      errors: chosen.filter((sample) => !sample.ok).length,
      p50: sorted.length ? percentile(sorted, 0.5) : 0,
      p99: sorted.length ? percentile(sorted, 0.99) : 0,
    };
  };
  return [
    ...kinds.map((kind) =>
      row(
        kind,
        samples.filter((sample) => sample.kind === kind),
      ),
    ),
    row('all', samples),
  ];
}

// ——— durability ———

/** Writers adding categories until the server dies; answers the names it acknowledged. */
function writeStream(baseUrl, token, writers) {
  const acknowledged = [];
  let stopped = false;
  const loops = Array.from({ length: writers }, async (_, writer) => {
    for (let index = 0; !stopped; index += 1) {
      const name = `k9-${writer}-${index}`;
      try {
        const response = await fetch(baseUrl + ADD_CATEGORY, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ name, sortOrder: '0' }),
        });
        if ((await response.json()).code === 1) acknowledged.push(name);
      } catch {
        return; // The server is gone.
      }
    }
  });
  return {
    acknowledged,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

async function storedCategoryNames(baseUrl, token) {
  const names = new Set();
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${baseUrl}${CATEGORY_LIST}?keyword=k9-&page=${page}&size=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { data } = await response.json();
    for (const row of data.rows) names.add(row.name);
    if (data.rows.length < 100) return names;
  }
}

/** An upload that sends `before` bytes of a zip, then waits (the server is killed meanwhile). */
function stalledUpload(baseUrl, token, before) {
  const zip = Buffer.alloc(before, 0);
  zip.write('PK\u0003\u0004', 0, 'latin1');
  const boundary = 'reliability-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.zip"\r\nContent-Type: application/zip\r\n\r\n`,
  );
  let sent;
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(head);
      controller.enqueue(zip);
      sent = Promise.resolve();
      // Never closed: the rest of the file never comes.
    },
  });
  const answer = fetch(baseUrl + UPLOAD_PACKAGE, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  }).then(
    () => 'answered',
    () => 'failed',
  );
  return { answer, sent };
}

/** A download read one chunk at a time, slowly; answers whether it arrived whole. */
async function slowExport(baseUrl, token, killWhenStarted) {
  const response = await fetch(baseUrl + MEMBER_EXPORT, { headers: { authorization: `Bearer ${token}` } });
  const reader = response.body.getReader();
  let bytes = 0;
  let first = true;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { whole: true, bytes };
      bytes += value.length;
      if (first) {
        first = false;
        killWhenStarted();
      }
      await sleep(50);
    }
  } catch {
    return { whole: false, bytes };
  }
}

/** Every stored upload's content hashes to its name: nothing half-written is kept as stored. */
function storedFilesIntact(dataDir) {
  const root = path.join(dataDir, 'uploads');
  let files = 0;
  let broken = 0;
  for (const folder of ['images', 'videos', 'packages']) {
    const folderPath = path.join(root, folder);
    const names = existsSync(folderPath) ? readdirSync(folderPath) : [];
    for (const name of names) {
      files += 1;
      const hash = createHash('sha256')
        .update(readFileSync(path.join(root, folder, name)))
        .digest('hex');
      if (!name.startsWith(hash)) broken += 1;
    }
  }
  return { files, broken };
}

async function killAndRestart(server, workDir, dataDir, environment) {
  server.child.kill('SIGKILL');
  await server.exited;
  return startServer(workDir, dataDir, environment);
}

/**
 * Members enough that exporting them takes the server a while: the kill lands mid-export. The
 * smoke run in `npm test` seeds fewer (RELIABILITY_DURABILITY_MEMBERS): the export is streamed, so
 * the kill still lands after its first bytes, and the verdict is the same.
 */
const DURABILITY_MEMBERS = Number(process.env.RELIABILITY_DURABILITY_MEMBERS ?? 20_000);

async function runDurability(name, workDir, databaseUrl) {
  const dataDir = mkdtempSync(path.join(workDir, 'durability-'));
  const environment = { ...serverEnvironment(databaseUrl), SEED_DEMO: '0' };
  await seed(workDir, dataDir, DURABILITY_MEMBERS, environment);
  let server = await startServer(workDir, dataDir, environment);
  try {
    // Writes.
    let token = await login(server.baseUrl);
    const stream = writeStream(server.baseUrl, token, 8);
    await sleep(Math.min(3_000, SECONDS * 500));
    server = await killAndRestart(server, workDir, dataDir, environment);
    await stream.stop();
    token = await login(server.baseUrl);
    const stored = await storedCategoryNames(server.baseUrl, token);
    const lost = stream.acknowledged.filter((categoryName) => !stored.has(categoryName));

    // An upload cut off by the kill.
    const upload = stalledUpload(server.baseUrl, token, 1_048_576);
    await upload.sent;
    await sleep(500);
    server = await killAndRestart(server, workDir, dataDir, environment);
    const uploadAnswer = await upload.answer;
    const files = storedFilesIntact(dataDir);

    // An export cut off by the kill.
    token = await login(server.baseUrl);
    let killed;
    const exported = await slowExport(server.baseUrl, token, () => {
      killed = killAndRestart(server, workDir, dataDir, environment);
    });
    server = await killed;
    return {
      name,
      acknowledged: stream.acknowledged.length,
      lost: lost.length,
      storedAfter: stored.size,
      uploadAnswer,
      files,
      exportWhole: exported.whole,
      exportBytes: exported.bytes,
    };
  } finally {
    await stopServer(server);
  }
}

// ——— PostgreSQL restarted under load ———

/** Under load through `balancer` to `servers` (two instances on `postgres`), PostgreSQL is stopped and started. */
async function runRestartUnderLoad(postgres, servers, balancer) {
  const admins = Math.max(2, Math.round(ADMINS / 5));
  const load = runLoad(balancer.url, admins, RESTART_PHASE_SECONDS);
  await sleep((RESTART_PHASE_SECONDS * 1000) / 3);
  const down = Date.now();
  postgres.halt();
  await sleep(OUTAGE_MS);
  postgres.resume();
  const up = Date.now();
  const { samples, started } = await load;
  const errors = samples.filter((sample) => !sample.ok);
  const lastError = errors.length ? Math.max(...errors.map((sample) => sample.at)) : undefined;
  const afterRecovery = samples.filter((sample) => sample.at > (lastError ?? up));
  return {
    admins,
    seconds: RESTART_PHASE_SECONDS,
    restartSeconds: (up - down) / 1000,
    restartAt: (down - started) / 1000,
    requests: samples.length,
    errors: errors.length,
    errorsFrom: errors.length ? (Math.min(...errors.map((sample) => sample.at)) - started) / 1000 : undefined,
    errorsUntil: lastError === undefined ? undefined : (lastError - started) / 1000,
    succeededAfter: afterRecovery.filter((sample) => sample.ok).length,
    exits: servers.filter((server) => server.child.exitCode !== null || server.child.signalCode !== null).length,
  };
}

// ——— the run ———

export async function runReliability() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'vending-reliability-'));
  const result = { admins: ADMINS, seconds: SECONDS, load: [], durability: [] };
  let postgres;
  try {
    postgres = await startThrowawayPostgres();
    if (!SMOKE || !postgres) {
      log(`load on the embedded database: ${ADMINS} administrators for ${SECONDS} s…`);
      const embedded = await startServer(workDir, mkdtempSync(path.join(workDir, 'pglite-')), serverEnvironment());
      try {
        result.load.push(await loadPhase('embedded PGlite, one instance', embedded.baseUrl));
      } finally {
        await stopServer(embedded);
      }
    }

    if (postgres) {
      log(`load on PostgreSQL, two instances behind one address: ${ADMINS} administrators for ${SECONDS} s…`);
      const servers = [];
      for (const prefix of ['pg-1-', 'pg-2-'])
        servers.push(
          await startServer(workDir, mkdtempSync(path.join(workDir, prefix)), serverEnvironment(postgres.url)),
        );
      const balancer = await roundRobin(servers.map((server) => server.baseUrl));
      try {
        result.load.push({
          ...(await loadPhase('PostgreSQL, two instances', balancer.url)),
          connections: [...balancer.connections],
        });
        // The same two instances, so the run starts no more servers than it needs.
        log('PostgreSQL restarted under load…');
        result.restart = await runRestartUnderLoad(postgres, servers, balancer);
      } finally {
        await balancer.close();
        for (const server of servers) await stopServer(server);
      }
    } else {
      log('PostgreSQL is not installed: its phases are skipped.');
    }

    log('kill -9 during writes, an upload and an export (embedded)…');
    result.durability.push(await runDurability('embedded PGlite', workDir));
    if (postgres && !SMOKE) {
      log('kill -9 during writes, an upload and an export (PostgreSQL)…');
      result.durability.push(await runDurability('PostgreSQL', workDir, postgres.url));
    }
  } finally {
    postgres?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
  return result;
}

/** The verdicts a run must meet whatever the machine's speed. */
export function reliabilityFailures(result) {
  const failures = [];
  for (const run of result.durability) {
    if (run.lost > 0) failures.push(`${run.name}: ${run.lost} acknowledged writes lost after kill -9`);
    if (run.files.broken > 0) failures.push(`${run.name}: ${run.files.broken} stored files do not match their hash`);
    if (run.exportWhole) failures.push(`${run.name}: the export cut off by kill -9 arrived as if whole`);
  }
  if (result.restart?.exits) failures.push(`${result.restart.exits} server processes exited when PostgreSQL restarted`);
  if (result.restart && result.restart.succeededAfter === 0)
    failures.push('no request succeeded after PostgreSQL came back');
  return failures;
}

const ms = (value) => (value === undefined ? '—' : value.toFixed(1));

export function reliabilityMarkdown(result) {
  const lines = ['### Reliability', ''];
  for (const load of result.load) {
    lines.push(
      `**Load, ${load.name}**: ${result.admins} simulated administrators for ${load.wall.toFixed(0)} s` +
        (load.connections ? ` (connections per instance: ${load.connections.join(' / ')})` : '') +
        '.',
      '',
      '| call | requests | errors | p50 ms | p99 ms |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...load.rows.map((row) => `| ${row.kind} | ${row.requests} | ${row.errors} | ${ms(row.p50)} | ${ms(row.p99)} |`),
      '',
    );
  }
  if (result.restart) {
    const restart = result.restart;
    lines.push(
      `**PostgreSQL restarted under load** (${restart.admins} administrators, two instances, ${restart.seconds} s; ` +
        `stopped (\`pg_ctl stop -m fast\`) at ${restart.restartAt.toFixed(1)} s and started again ${restart.restartSeconds.toFixed(1)} s later): ` +
        `${restart.requests} requests, ${restart.errors} errors` +
        (restart.errors ? ` between ${ms(restart.errorsFrom)} s and ${ms(restart.errorsUntil)} s` : '') +
        `, ${restart.succeededAfter} successful requests after the last error, ${restart.exits} server processes exited.`,
      '',
    );
  }
  lines.push(
    '**kill -9 during writes, an upload and an export, then a restart**',
    '',
    '| database | writes acknowledged | lost | upload answer seen by the client | stored files (not matching their hash) | export received whole |',
    '| --- | ---: | ---: | --- | --- | --- |',
    ...result.durability.map(
      (run) =>
        `| ${run.name} | ${run.acknowledged} | ${run.lost} | ${run.uploadAnswer} | ${run.files.files} (${run.files.broken}) | ` +
        `${run.exportWhole ? 'yes' : `no (${run.exportBytes} bytes, then the connection broke)`} |`,
    ),
    '',
  );
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runReliability().then(
    (result) => {
      console.log(reliabilityMarkdown(result));
      const failures = reliabilityFailures(result);
      for (const failure of failures) console.error(`FAILED: ${failure}`);
      if (failures.length) process.exitCode = 1;
    },
    (error) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exitCode = 1;
    },
  );
}

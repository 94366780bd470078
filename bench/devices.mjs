// Device-fleet benchmark (issue 28, "Scale, measured"): a throwaway PostgreSQL cluster, TWO
// reference servers on the same database, and BENCH_DEVICES simulated devices (10,000 by
// default) driven by two `npm run simulate` processes (simulate-cli.ts --stagger --stats-json),
// half the fleet against each server, through the device API only: a heartbeat every 60 s,
// then the slots (304 when unchanged), vends by the business hours, restocks, faults, upgrades. Reports the sustained rate,
// p50 / p99 per call, errors, and the database's load (pg_stat_database deltas and the CPU
// seconds of the cluster's processes and of each server, from /proc). Timings are reported,
// never asserted. Not part of `npm test`.
//
//   node bench/devices.mjs                    (10,000 devices, 60 s warm-up, 120 s measured)
//   node bench/devices.mjs --smoke            (200 devices, a 6 s beat, 10 s + 20 s: checks the steps work)
//   BENCH_DEVICES=N BENCH_WARMUP_SECONDS=S BENCH_MEASURE_SECONDS=S BENCH_TICK_SECONDS=S override them;
//   BENCH_SALES_PER_DAY=N sets each machine's sales a day (the simulator's heavy demo pace otherwise).
//   BENCH_OUTAGE_SECONDS=120 adds the outage drill: PostgreSQL stopped that long under the fleet, then
//   how long until every device is online again, the offline alarms and notifications, the orders.
//
// The servers and the cluster are stopped and the temp folder removed at the end, also on failure or Ctrl+C.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from '../scripts/postgres.mjs';
import { collectOutput, percentile, spawnTs, startServer, stopServer, waitForExit } from './server.mjs';

const simulateCli = path.join(import.meta.dirname, '..', 'packages/server/src/simulate-cli.ts');

const smoke = process.argv.includes('--smoke');
const DEVICES = Number(process.env.BENCH_DEVICES ?? (smoke ? 200 : 10_000));
const TICK_SECONDS = Number(process.env.BENCH_TICK_SECONDS ?? (smoke ? 6 : 60));
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? (smoke ? 10 : 60));
const MEASURE_SECONDS = Number(process.env.BENCH_MEASURE_SECONDS ?? (smoke ? 20 : 120));
const SERVERS = 2;
/**
 * BENCH_SALES_PER_DAY: sales a simulated machine makes a day (spread by the hours' pace, the peaks at
 * 11-14 and 17-20 of the business's time zone); unset, the simulator's own pace: 60 % of the beats
 * at the peaks, about 410 a day, several times a busy real machine's 50-150.
 */
const SALES_PER_DAY = process.env.BENCH_SALES_PER_DAY ? Number(process.env.BENCH_SALES_PER_DAY) : undefined;
/** BENCH_OUTAGE_SECONDS: stop PostgreSQL that long after the measured time (the outage drill); 0 = none. */
const OUTAGE_SECONDS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 0);
/** Every device beats once a tick and makes a few more calls: far under the budget, none should be a 429. */
const DEVICE_RATE_LIMIT = 120;

const log = (message) => process.stderr.write(`[bench:devices] ${message}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** CPU seconds (user + system) a process has used, from /proc (USER_HZ is 100 on Linux); 0 once gone. */
const CLOCK_TICKS = 100;
function processSeconds(pid, { withEndedChildren = false } = {}) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime + stime; with cutime + cstime, the CPU of its children that have ended too.
    const own = Number(fields[11]) + Number(fields[12]);
    return (own + (withEndedChildren ? Number(fields[13]) + Number(fields[14]) : 0)) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** The pids of the cluster listening on `port`: its postmaster (found by its -p argument) and every child. */
function clusterPids(port) {
  const all = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  const parentOf = new Map();
  let postmaster;
  for (const pid of all) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parentOf.set(pid, stat.split(') ')[1].split(' ')[1]);
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (command[0]?.endsWith('/postgres') && command.join(' ').includes(`-p ${port} `)) postmaster = pid;
    } catch {
      // Gone while listed.
    }
  }
  if (!postmaster) return [];
  return [postmaster, ...all.filter((pid) => parentOf.get(pid) === postmaster)];
}

/** Total CPU seconds of the cluster: its live processes, and the backends that have ended (the postmaster's children's). */
function clusterCpu(port) {
  // The postmaster's first: with its ended backends' CPU, so that a backend ending in between is not lost.
  const [postmaster, ...children] = clusterPids(port);
  if (!postmaster) return 0;
  return children.reduce(
    (sum, pid) => sum + processSeconds(pid),
    processSeconds(postmaster, { withEndedChildren: true }),
  );
}

async function databaseStats(client) {
  const { rows } = await client.query(
    `select xact_commit::bigint as commits, xact_rollback::bigint as rollbacks, blks_read::bigint as reads,
            blks_hit::bigint as hits, tup_inserted::bigint as inserted, tup_updated::bigint as updated,
            tup_returned::bigint as returned, deadlocks::bigint as deadlocks
       from pg_stat_database where datname = current_database()`,
  );
  return Object.fromEntries(Object.entries(rows[0]).map(([key, value]) => [key, Number(value)]));
}

/**
 * The outage drill (BENCH_OUTAGE_SECONDS): after the measured time, PostgreSQL is stopped for that
 * long under the fleet and started again. Reported: the device calls that failed meanwhile, how
 * long until every device was online again (looked at every 10 s, for at most two online windows),
 * the offline alarms opened and the notifications written from the stop on, and the orders
 * before and after (nothing acknowledged is lost).
 */
async function outageDrill(postgres, pg) {
  const window = 300;
  const count = async (query) => {
    const probe = new pg.Client({ connectionString: postgres.url });
    await probe.connect();
    try {
      return (await probe.query(query)).rows[0];
    } finally {
      await probe.end();
    }
  };
  const ordersBefore = await count('select count(*)::int as n from orders');
  const stoppedAt = new Date();
  log(`outage drill: PostgreSQL stopped for ${OUTAGE_SECONDS} s…`);
  postgres.halt();
  await sleep(OUTAGE_SECONDS * 1_000);
  postgres.resume();
  const resumed = performance.now();
  log('outage drill: PostgreSQL started again; waiting for every device to be online…');
  let online = 0;
  let allOnlineAfter = null;
  while ((performance.now() - resumed) / 1000 < 2 * window) {
    await sleep(10_000);
    ({ n: online } = await count(
      `select count(*)::int as n from devices where device_no like 'BN%' and last_heartbeat_at > greatest(now() - interval '${window} seconds', '${stoppedAt.toISOString()}'::timestamptz)`,
    ));
    if (online >= DEVICES) {
      allOnlineAfter = (performance.now() - resumed) / 1000;
      break;
    }
  }
  // Two sweeps more (30 s each) so that an alarm the grace would not hold back has opened.
  await sleep(65_000);
  const alarms = await count(
    `select count(*)::int as n from device_alarms where kind = 'offline' and opened_at >= '${stoppedAt.toISOString()}'`,
  );
  const notes = await count(
    `select count(*)::int as n, count(*) filter (where payload->>'event' = 'summary')::int as summaries from alarm_notifications where created_at >= '${stoppedAt.toISOString()}' and (device_id is null or payload->>'kind' = 'offline')`,
  );
  const ordersAfter = await count('select count(*)::int as n from orders');
  return [
    `**Outage drill**: PostgreSQL stopped (\`pg_ctl stop -m fast\`) for ${OUTAGE_SECONDS} s under the fleet, then started.`,
    `- Every device beat again (a beat recorded since the stop) ${
      allOnlineAfter === null
        ? `not within two windows (${online} of ${DEVICES})`
        : `${fixed(allOnlineAfter, 0)} s after the start`
    }.`,
    `- Offline alarms opened since the stop: ${alarms.n}; offline notifications written: ${notes.n} (${notes.summaries} summaries).`,
    `- Orders: ${ordersBefore.n} before the stop, ${ordersAfter.n} at the end (none removed).`,
  ];
}

/** BENCH_DEVICES devices like the first demo device (its type, merchant and slots), each with a credential. */
async function addDevices(client, count) {
  const credentials = [];
  const values = [];
  for (let index = 1; index <= count; index += 1) {
    const deviceNo = `BN${String(index).padStart(6, '0')}`;
    const secret = randomBytes(32).toString('base64url');
    credentials.push({ deviceNo, credential: `${deviceNo}.${secret}` });
    values.push([deviceNo, createHash('sha256').update(secret).digest('hex')]);
  }
  await client.query(
    `insert into devices (device_no, device_name, address, type_id, merchant_id, credential_hash, credential_issued_at, software_version)
     select n.device_no, '压测设备 ' || n.device_no, t.address, t.type_id, t.merchant_id, n.hash, now(), '2.4.0'
       from unnest($1::text[], $2::text[]) as n(device_no, hash)
       cross join (select address, type_id, merchant_id from devices where merchant_id is not null order by id limit 1) t`,
    [values.map(([deviceNo]) => deviceNo), values.map(([, hash]) => hash)],
  );
  await client.query(
    `insert into device_slots (device_id, slot_no, goods_id, stock, capacity)
     select d.id, s.slot_no, s.goods_id, s.capacity, s.capacity
       from devices d
       cross join (select slot_no, goods_id, capacity from device_slots
                    where device_id = (select id from devices where merchant_id is not null order by id limit 1)) s
      where d.device_no like 'BN%'`,
  );
  await client.query('vacuum analyze devices');
  await client.query('vacuum analyze device_slots');
  return credentials;
}

function summarize(samples) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1),
  };
}

async function main() {
  const { default: pg } = await import('pg');

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'vending-bench-devices-'));
  const postgres = await startThrowawayPostgres();
  if (!postgres) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql/*/bin): this benchmark needs it.');
  const port = new URL(postgres.url).port;
  const servers = [];
  let fleet;
  const client = new pg.Client({ connectionString: postgres.url });
  const cleanUp = async () => {
    await fleet?.stop().catch(() => undefined);
    for (const server of servers) await stopServer(server).catch(() => undefined);
    await client.end().catch(() => undefined);
    postgres.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
  try {
    const overrides = {
      DATABASE_URL: postgres.url,
      SEED_DEMO: '1',
      SIMULATE_DEVICES: '0',
      DEVICE_RATE_LIMIT_PER_MINUTE: String(DEVICE_RATE_LIMIT),
    };
    // The first server migrates and seeds the demo data; the second opens the same database.
    for (let index = 0; index < SERVERS; index += 1) {
      const dataDir = path.join(workDir, `data-${index}`);
      mkdirSync(dataDir, { recursive: true });
      log(`starting server ${index + 1} of ${SERVERS}…`);
      servers.push(await startServer(workDir, dataDir, overrides));
    }
    await client.connect();
    const added = performance.now();
    const credentials = await addDevices(client, DEVICES);
    log(`${DEVICES} devices with credentials and slots added in ${fixed((performance.now() - added) / 1000)} s`);

    // Each simulator prints a JSON line every 10 s: the calls of those 10 s ([name, status, ms]).
    const windows = [];
    const simulators = servers.map((server, index) => {
      const file = path.join(workDir, `credentials-${index}.json`);
      const half = credentials.filter((_, deviceIndex) => deviceIndex % SERVERS === index);
      writeFileSync(file, JSON.stringify(half));
      const child = spawnTs(
        simulateCli,
        [
          ...['--devices', String(half.length), '--url', server.baseUrl, '--credentials', file],
          ...['--tick-seconds', String(TICK_SECONDS), '--stagger', '--stats-json'],
          ...(SALES_PER_DAY === undefined ? [] : ['--sales-per-day', String(SALES_PER_DAY)]),
        ],
        workDir,
        { ...process.env },
      );
      const output = collectOutput(child);
      let buffered = '';
      child.stdout.on('data', (chunk) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) if (line.startsWith('{')) windows.push(JSON.parse(line));
      });
      return { child, output, pid: child.pid };
    });
    fleet = {
      stop: async () => {
        for (const simulator of simulators) simulator.child.kill('SIGTERM');
        await Promise.all(
          simulators.map((simulator) => waitForExit(simulator.child, 30_000, 'A simulator').catch(() => undefined)),
        );
      },
    };
    log(`fleet started (${DEVICES} devices, a beat every ${TICK_SECONDS} s); warming up ${WARMUP_SECONDS} s…`);
    await sleep(WARMUP_SECONDS * 1_000);

    const before = {
      stats: await databaseStats(client),
      postgresCpu: clusterCpu(port),
      serverCpu: servers.map((server) => processSeconds(server.child.pid)),
      simulatorCpu: simulators.map((simulator) => processSeconds(simulator.pid)),
      at: performance.now(),
    };
    const measuredFrom = Date.now();
    log(`measuring ${MEASURE_SECONDS} s…`);
    await sleep(MEASURE_SECONDS * 1_000);
    const measuredTo = Date.now();
    const after = {
      stats: await databaseStats(client),
      postgresCpu: clusterCpu(port),
      serverCpu: servers.map((server) => processSeconds(server.child.pid)),
      simulatorCpu: simulators.map((simulator) => processSeconds(simulator.pid)),
      at: performance.now(),
    };
    const seconds = (after.at - before.at) / 1000;
    // The simulators' 10-second windows that ended inside the measured time (wall clock).
    await sleep(11_000);
    const measured = windows.filter((window) => window.to > measuredFrom + 5_000 && window.to <= measuredTo + 5_000);
    const windowSeconds = measured.reduce((sum, window) => sum + (window.to - window.from) / 1000, 0) / SERVERS;
    const samples = measured.flatMap((window) => window.calls.map(([name, status, ms]) => ({ name, status, ms })));
    const errors = new Map();
    for (const message of measured.flatMap((window) => window.failed)) {
      const kind = message.replace(/^BN\d+: /, '').slice(0, 80);
      errors.set(kind, (errors.get(kind) ?? 0) + 1);
    }
    const { rows: versionRows } = await client.query('show server_version');
    const { rows: countRows } = await client.query(
      `select (select count(*) from orders) as orders, (select count(*) from devices where last_heartbeat_at > now() - interval '5 minutes') as online`,
    );
    // The drill ends this connection with the cluster: its error is expected, not a crash.
    if (OUTAGE_SECONDS > 0) client.on('error', () => undefined);
    const drill = OUTAGE_SECONDS > 0 ? await outageDrill(postgres, pg) : null;
    await fleet.stop();
    fleet = undefined;

    // Each 10-second window of the measured time (both simulators' windows ending in the same 10 s):
    // p99 and failures, so that a stall shows when it came.
    const slices = new Map();
    for (const window of measured) {
      const slice = Math.floor((window.to - measuredFrom) / 10_000);
      slices.set(slice, [...(slices.get(slice) ?? []), ...window.calls.map(([, status, ms]) => ({ status, ms }))]);
    }
    const timeline = [...slices.entries()]
      .sort(([a], [b]) => a - b)
      .map(([slice, calls]) => {
        const times = calls.map((call) => call.ms).sort((a, b) => a - b);
        return `${slice * 10}s p99 ${fixed(percentile(times, 0.99), 0)} ms, ${calls.filter((call) => call.status >= 400).length} failed`;
      });
    const failed = samples.filter((sample) => sample.status >= 400);
    const byName = new Map();
    for (const sample of samples) byName.set(sample.name, [...(byName.get(sample.name) ?? []), sample]);
    const delta = Object.fromEntries(
      Object.keys(after.stats).map((key) => [key, after.stats[key] - before.stats[key]]),
    );
    const all = summarize(samples);
    const lines = [
      `### Device fleet: ${DEVICES.toLocaleString('en')} devices, ${SERVERS} servers, PostgreSQL ${versionRows[0].server_version}`,
      '',
      `Measured ${fixed(seconds, 0)} s after ${WARMUP_SECONDS} s of warm-up, a beat every ${TICK_SECONDS} s, ${SALES_PER_DAY === undefined ? "the simulator's sales (60 % of the beats at the peaks)" : `${SALES_PER_DAY} sales a machine a day`}; ` +
        `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}; load average at the end ${os
          .loadavg()
          .map((load) => fixed(load, 2))
          .join(' / ')}.`,
      '',
      `- Sustained: ${fixed(samples.length / windowSeconds)} calls/s (${all.count.toLocaleString('en')} calls), ` +
        `${countRows[0].online} devices online at the end, ${countRows[0].orders} orders in the database.`,
      `- All calls: p50 ${fixed(all.p50)} ms, p99 ${fixed(all.p99)} ms, max ${fixed(all.max)} ms.`,
      `- Errors: ${failed.length} answers ≥ 400 (${[...new Set(failed.map((sample) => sample.status))].join(', ') || 'none'}), ` +
        `${[...errors.values()].reduce((sum, count) => sum + count, 0)} failed device steps` +
        (errors.size
          ? ` (${[...errors.entries()]
              .slice(0, 5)
              .map(([kind, count]) => `${count}× ${kind}`)
              .join('; ')})`
          : '') +
        '.',
      '',
      '| Call | Calls | Calls/s | p50 ms | p99 ms | max ms |',
      '| ---- | ----: | ------: | -----: | -----: | -----: |',
      ...[...byName.entries()]
        .sort((a, b) => b[1].length - a[1].length)
        .map(([name, list]) => {
          const summary = summarize(list);
          return `| ${name} | ${summary.count} | ${fixed(summary.count / windowSeconds)} | ${fixed(summary.p50)} | ${fixed(summary.p99)} | ${fixed(summary.max)} |`;
        }),
      '',
      `- Database: ${fixed(delta.commits / seconds, 0)} commits/s (${delta.rollbacks} rollbacks, ${delta.deadlocks} deadlocks), ` +
        `${fixed(delta.hits / seconds, 0)} block hits/s and ${fixed(delta.reads / seconds, 1)} block reads/s, ` +
        `${fixed(delta.inserted / seconds, 0)} rows inserted/s, ${fixed(delta.updated / seconds, 0)} updated/s, ${fixed(delta.returned / seconds, 0)} returned/s.`,
      `- CPU: PostgreSQL ${fixed(((after.postgresCpu - before.postgresCpu) / seconds) * 100, 0)} % of one core; ` +
        servers
          .map(
            (_, index) =>
              `server ${index + 1} ${fixed(((after.serverCpu[index] - before.serverCpu[index]) / seconds) * 100, 0)} %`,
          )
          .join(', ') +
        `; the two simulators ${simulators
          .map((simulator, index) =>
            fixed(((after.simulatorCpu[index] - before.simulatorCpu[index]) / seconds) * 100, 0),
          )
          .join(' % and ')} %, on the same machine.`,
      `- Per 10 s of the measured time: ${timeline.join('; ')}.`,
    ];
    if (drill) lines.push('', ...drill);
    process.stdout.write(`${lines.join('\n')}\n`);
    // What the servers logged as errors (level 50), the first few, to say why calls failed.
    const logged = servers.flatMap((server) =>
      `${server.output.stdout}\n${server.output.stderr}`.split('\n').filter((line) => line.includes('"level":50')),
    );
    if (logged.length)
      log(`${logged.length} errors logged by the servers; the first:\n${logged.slice(0, 3).join('\n').slice(0, 3000)}`);
  } finally {
    await cleanUp();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

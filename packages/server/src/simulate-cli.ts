import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_CREDENTIALS_FILE } from './simulator/demo-credentials';
import { startFleet, type SimulatedDevice } from './simulator/fleet';

/*
 * `npm run simulate -- --devices N`: N simulated devices against a running server, through the
 * device API only. The credentials come from a file of { deviceNo, credential } (by default the
 * demo fleet's, written by `npm start` in the data folder; issue more on the devices page).
 */

const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '24' },
    url: { type: 'string', default: process.env.SIMULATE_URL ?? 'http://127.0.0.1:8080' },
    credentials: {
      type: 'string',
      default: path.join(process.env.DATA_DIR ?? './data', DEMO_CREDENTIALS_FILE),
    },
    'tick-seconds': { type: 'string', default: '60' },
    // Sales a machine makes a day (by the hours' pace); without it, 60 % of the beats at the peaks.
    'sales-per-day': { type: 'string' },
    'time-zone': { type: 'string', default: process.env.BUSINESS_TIME_ZONE ?? 'Asia/Shanghai' },
    // Spread the first beats over the first tick too (a steady load from the start).
    stagger: { type: 'boolean', default: false },
    // For a benchmark (bench/devices.mjs): every 10 s one JSON line on standard output with each
    // call's name, HTTP status (0 = no answer) and milliseconds, and the failed steps; the words go to standard error.
    'stats-json': { type: 'boolean', default: false },
  },
});

const wanted = Number(values.devices);
const tickSeconds = Number(values['tick-seconds']);
const salesPerDay = values['sales-per-day'] === undefined ? undefined : Number(values['sales-per-day']);
if (
  !Number.isInteger(wanted) ||
  wanted < 1 ||
  !(tickSeconds > 0) ||
  (salesPerDay !== undefined && !(salesPerDay >= 0))
) {
  process.stderr.write(
    'Usage: npm run simulate -- --devices N [--url URL] [--credentials FILE] [--tick-seconds S] [--sales-per-day N]\n',
  );
  process.exit(2);
}
if (!fs.existsSync(values.credentials)) {
  process.stderr.write(
    `No credentials at ${values.credentials}: start the server once with demo data (npm start), or give --credentials.\n`,
  );
  process.exit(2);
}
const all = JSON.parse(fs.readFileSync(values.credentials, 'utf8')) as SimulatedDevice[];
const chosen = all.slice(0, wanted);
const statsJson = values['stats-json'];
const say = (text: string) => (statsJson ? process.stderr : process.stdout).write(text);
if (chosen.length < wanted) {
  say(`Only ${chosen.length} credentials in ${values.credentials}: simulating those.\n`);
}

let calls = 0;
let failures = 0;
/** The calls and failed steps since the last stats line (--stats-json). */
let sampled: [string, number, number][] = [];
let failedSteps: string[] = [];
let sampledFrom = Date.now();
const fleet = startFleet({
  baseUrl: values.url.replace(/\/+$/, ''),
  devices: chosen,
  timeZone: values['time-zone'],
  tickMs: tickSeconds * 1_000,
  ...(salesPerDay === undefined ? {} : { salesPerDay }),
  staggerStart: values.stagger,
  onCall: ({ name, status, ms }) => {
    calls += 1;
    if (status >= 500 || status === 429) failures += 1;
    if (statsJson) sampled.push([name, status, Math.round(ms * 10) / 10]);
  },
  log: (message) => {
    if (statsJson) failedSteps.push(message);
    else process.stderr.write(`${message}\n`);
  },
});
say(`Simulating ${chosen.length} devices against ${values.url}, a beat every ${tickSeconds} s.\n`);
const report = setInterval(() => say(`  ${calls} calls, ${failures} failed\n`), 60_000);
const stats = statsJson
  ? setInterval(() => {
      const to = Date.now();
      process.stdout.write(`${JSON.stringify({ from: sampledFrom, to, calls: sampled, failed: failedSteps })}\n`);
      sampled = [];
      failedSteps = [];
      sampledFrom = to;
    }, 10_000)
  : undefined;
const stop = () => {
  clearInterval(report);
  clearInterval(stats);
  void fleet.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

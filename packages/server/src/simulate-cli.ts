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
    'time-zone': { type: 'string', default: process.env.BUSINESS_TIME_ZONE ?? 'Asia/Shanghai' },
  },
});

const wanted = Number(values.devices);
const tickSeconds = Number(values['tick-seconds']);
if (!Number.isInteger(wanted) || wanted < 1 || !(tickSeconds > 0)) {
  process.stderr.write('Usage: npm run simulate -- --devices N [--url URL] [--credentials FILE] [--tick-seconds S]\n');
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
if (chosen.length < wanted) {
  process.stdout.write(`Only ${chosen.length} credentials in ${values.credentials}: simulating those.\n`);
}

let calls = 0;
let failures = 0;
const fleet = startFleet({
  baseUrl: values.url.replace(/\/+$/, ''),
  devices: chosen,
  timeZone: values['time-zone'],
  tickMs: tickSeconds * 1_000,
  onCall: ({ status }) => {
    calls += 1;
    if (status >= 500 || status === 429) failures += 1;
  },
  log: (message) => process.stderr.write(`${message}\n`),
});
process.stdout.write(`Simulating ${chosen.length} devices against ${values.url}, a beat every ${tickSeconds} s.\n`);
const report = setInterval(() => process.stdout.write(`  ${calls} calls, ${failures} failed\n`), 60_000);
const stop = () => {
  clearInterval(report);
  void fleet.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

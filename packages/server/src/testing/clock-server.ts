import readline from 'node:readline';
import { buildServer } from '../app';
import { loadConfig } from '../config';

/*
 * The server for an end-to-end test that needs the calendar to move (e2e/period-close.spec.ts:
 * a month must end while the test runs): the product exactly as main.ts builds it, configured
 * by the same environment, with the one clock the server tests inject (`now`) — it starts at
 * CLOCK_START (ISO 8601) and runs on from there at the wall clock's pace. The test that spawns
 * it moves it on by writing `advance <milliseconds>` lines to its standard input; each is
 * answered `clock <ISO instant>` on standard output. It first says `listening <port>` (PORT=0
 * takes a free one). Never started by the product: only a test runs this file.
 */
const start = Date.parse(process.env['CLOCK_START'] ?? '');
if (Number.isNaN(start)) throw new Error('CLOCK_START must be an ISO 8601 instant');
let offset = start - Date.now();
const now = () => new Date(Date.now() + offset);

const config = loadConfig();
const app = await buildServer(config, { now });
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : config.port}\n`);

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, amount] = line.trim().split(/\s+/);
  if (command === 'advance' && amount !== undefined && /^\d+$/.test(amount)) {
    offset += Number(amount);
    process.stdout.write(`clock ${now().toISOString()}\n`);
  } else process.stdout.write(`unknown ${line}\n`);
});
// The test closes standard input when it is done (or dies): the server closes with it.
process.stdin.on('end', () => {
  void app.close().then(() => process.exit(0));
});

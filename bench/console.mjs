// The built console as a browser reaches it, shared by the browser benchmarks
// (page-weight.mjs, browser.mjs): the reference server on the build with a fresh embedded
// database in a temp folder (demo data, fixed passwords) on a free loopback port, Debian's
// Chromium through playwright with the tests' own flags, and a session token for the pages
// behind the login.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { register } from 'tsx/esm/api';

const repoRoot = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(repoRoot, 'packages/server/src/main.ts');
const tsxLoader = import.meta.resolve('tsx');
export const ADMIN = { username: 'admin', password: 'page-weight-admin-password' };
/** The demo restocker, whose trip of today the field view (/#/field) shows. */
export const RESTOCKER = { username: 'restocker', password: 'page-weight-restocker-password' };
export const TOKEN_COOKIE = 'Admin-Token-platform';
// BENCH_START_LIMIT_MS: longer on a loaded machine, where seeding the demo takes minutes.
const START_TIME_LIMIT_MS = Number(process.env.BENCH_START_LIMIT_MS ?? 90_000);
// scripts/chromium.ts, through tsx: the browser the tests use, never reaching for the network.
register();
export const { chromiumArgs, chromiumPath } = await import('../scripts/chromium.ts');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the server on a free loopback port; resolves with its address once /healthz answers 200. */
export async function startServer(workDir) {
  const child = spawn(process.execPath, ['--import', tsxLoader, serverMain], {
    cwd: workDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: path.join(workDir, 'data'),
      DATABASE_URL: '',
      ADMIN_PASSWORD: ADMIN.password,
      OPERATOR_PASSWORD: 'page-weight-operator-password',
      RESTOCKER_PASSWORD: RESTOCKER.password,
      SEED_DEMO: '1',
      // No demo fleet: its sales and faults would move what this run measures or pictures.
      SIMULATE_DEVICES: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...(process.env.CONSOLE_DIST && { CONSOLE_DIST: path.resolve(process.env.CONSOLE_DIST) }),
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + START_TIME_LIMIT_MS;
  let baseUrl;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output}`);
    baseUrl ??= /http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[0];
    if (baseUrl) {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
      if (response?.status === 200) return { child, baseUrl, exited };
    }
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer /healthz within ${START_TIME_LIMIT_MS / 1000} s:\n${output}`);
}

export async function stopServer(server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const stopped = await Promise.race([server.exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!stopped) server.child.kill('SIGKILL');
}

/** Logs the admin (or `account`) in through the API; resolves with the session token (the cookie's value). */
export async function sessionToken(baseUrl, account = ADMIN) {
  const answer = await fetch(`${baseUrl}/api/sys-manager/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(account),
  });
  const { code, data: token } = await answer.json();
  if (code !== 1) throw new Error(`Logging in through the API answered code ${code}.`);
  return token;
}

/** The session cookie as playwright's `addCookies` takes it. */
export const sessionCookie = (baseUrl, token) => ({ name: TOKEN_COOKIE, value: token, url: baseUrl });

export const launchChromium = (options = {}) =>
  chromium.launch({ executablePath: chromiumPath, ...options, args: [...chromiumArgs, ...(options.args ?? [])] });

/** A context as the tests open one (Chinese, Shanghai time) and its page. */
export async function newPage(browser, options = {}) {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', ...options });
  return { context, page: await context.newPage() };
}

/**
 * Runs `work({ baseUrl })` against a fresh server on the build (see above), or against the one
 * at `baseUrl` when given; a server started here and its temp folder are removed afterwards,
 * also on failure.
 */
export async function withConsoleServer(prefix, work, { baseUrl } = {}) {
  if (baseUrl) return work({ baseUrl }); // a server the caller started already
  const workDir = mkdtempSync(path.join(os.tmpdir(), `vending-${prefix}-`));
  let server;
  try {
    server = await startServer(workDir);
    return await work({ baseUrl: server.baseUrl });
  } finally {
    if (server) await stopServer(server);
    rmSync(workDir, { recursive: true, force: true });
  }
}

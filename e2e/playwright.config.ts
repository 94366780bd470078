import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';

/**
 * A real browser (Debian's Chromium) against the built console served by the real server on a
 * fresh embedded database. The passwords are fixed here so the tests can log in; the folder is
 * new on every run. Workers inherit E2E_DATA_DIR, so the config evaluates to the same folder.
 */
const root = path.resolve(import.meta.dirname, '..');
process.env['E2E_DATA_DIR'] ??= mkdtempSync(path.join(tmpdir(), 'vending-e2e-'));
const port = Number(process.env['E2E_PORT'] ?? 18_765);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Room for a loaded machine: on the team's 2 cores shared by several runs (load average ~30), a
  // page's answer took more than 10 s and long tests more than 45 s (a run of main at 1dfbab1 there:
  // 14 tests failed so, each a wait that ran out on a table still busy or a row not yet drawn). A
  // wait ends as soon as what it waits for holds, so a passing run is no slower; the bounds only
  // say when to give up. Tests that set their own bound were doubled with these.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(root, 'node_modules/.tmp/test-reports/e2e.json') }]],
  outputDir: path.join(root, 'test-results'),
  use: {
    baseURL,
    viewport: { width: 1366, height: 800 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    acceptDownloads: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // No trace in the suite: recording one for every test (kept only on failure) cost the suite
    // 40 % of the end-to-end tests' CPU, its screencast most (2026-11-27: 74 → 44 s of CPU on two
    // specs). To see a failure step by step: `npx playwright test -c e2e/playwright.config.ts
    // --trace on e2e/<spec>.spec.ts`, then `npx playwright show-trace`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx packages/server/src/main.ts',
    cwd: root,
    url: `${baseURL}/healthz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env['E2E_DATA_DIR'],
      ADMIN_PASSWORD: 'e2e-admin-password',
      OPERATOR_PASSWORD: 'e2e-operator-password',
      AGENT_PASSWORD: 'e2e-agent-password',
      RESTOCKER_PASSWORD: 'e2e-restocker-password',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      // One browser makes every request of the suite from one address within a few minutes; the
      // per-address rate limit has its own server tests and would only throttle the suite here.
      RATE_LIMIT_PER_MINUTE: '100000',
      // The demo fleet would sell, fault and restock under the other specs' feet; devices.spec
      // plays a device itself, through the device API.
      SIMULATE_DEVICES: '0',
      // Hunting a spec that needs a seeded device online (they fall silent five minutes after the
      // seed, so a spec that runs late on a slow machine finds them offline): a short window makes
      // every run as late as that (CONTRIBUTING, "Hunting a flaky test").
      DEVICE_ONLINE_WINDOW_SECONDS: process.env['E2E_DEVICE_ONLINE_WINDOW_SECONDS'] ?? '300',
    },
  },
});

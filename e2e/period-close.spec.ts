import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as requests, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ADMIN, apiCall, apiLogin, choose, expect, expectRowsLoaded, test, TOKEN_COOKIE } from './fixtures';

/*
 * Period close, end to end: a sale a machine reports late into a settled month is an adjustment
 * of the next month, and is paid (credited to the agent) when that month settles. A month must
 * end while the test runs, so this spec runs its own server — the product as main.ts builds it,
 * seeded with the demo — on a clock it moves (packages/server/src/testing/clock-server.ts),
 * not the suite's shared server on the wall clock.
 */

const root = path.resolve(import.meta.dirname, '..');
/** The clock starts on 10 March (business time noon): the demo settles December to February. */
const CLOCK_START = '2026-03-10T04:00:00.000Z';
/** The late sale: paid on 20 February (settled), reported on 10 March (within the device API's 30 days). */
const LATE_PAID_AT = '2026-02-20T04:00:00.000Z';
/** Moved on to 1 April, 10:00 business time: March has ended and may be settled. */
const APRIL_FIRST = Date.parse('2026-04-01T02:00:00.000Z');

class ClockServer {
  private lines: string[] = [];
  private waiting: { match: RegExp; resolve: (line: string) => void }[] = [];
  constructor(private readonly child: ChildProcessWithoutNullStreams) {
    let buffered = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      const complete = buffered.split('\n');
      buffered = complete.pop()!;
      for (const line of complete) {
        const waiter = this.waiting.find((candidate) => candidate.match.test(line));
        if (waiter) {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          waiter.resolve(line);
        } else this.lines.push(line);
      }
    });
  }
  /** The next line of its standard output matching `match` (or one it said already). */
  line(match: RegExp): Promise<string> {
    const said = this.lines.findIndex((line) => match.test(line));
    if (said >= 0) return Promise.resolve(this.lines.splice(said, 1)[0]!);
    return new Promise((resolve, reject) => {
      this.waiting.push({ match, resolve });
      this.child.once('exit', (code) => reject(new Error(`the clock server exited (${code})`)));
    });
  }
  /** Moves the server's clock on; answers its time now. */
  async advance(milliseconds: number) {
    this.child.stdin.write(`advance ${Math.round(milliseconds)}\n`);
    return new Date((await this.line(/^clock /)).slice('clock '.length));
  }
  stop() {
    this.child.stdin.end();
  }
}

/**
 * Starts a clock server on a new embedded database seeded with the demo (each test its own, so
 * a repeated run starts again on 10 March); answers it with its address and a request context.
 */
async function startClockServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vending-e2e-clock-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/testing/clock-server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      CLOCK_START,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: ADMIN.password,
      OPERATOR_PASSWORD: 'e2e-operator-password',
      AGENT_PASSWORD: 'e2e-agent-password',
      RESTOCKER_PASSWORD: 'e2e-restocker-password',
      SEED_DEMO: '1',
      SIMULATE_DEVICES: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => process.stderr.write(chunk));
  const server = new ClockServer(child);
  const port = (await server.line(/^listening \d+$/)).split(' ')[1];
  const baseURL = `http://127.0.0.1:${port}`;
  const api = await requests.newContext({ baseURL });
  return {
    server,
    baseURL,
    api,
    async stop() {
      await api.dispose();
      const exited =
        child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve();
      server.stop();
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A page on the clock server, logged in as the super administrator. */
async function adminPageOn(browser: Browser, api: APIRequestContext, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const token = await apiLogin(api, ADMIN);
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL }]);
  return context.newPage();
}

type ShareRow = { agentId: number; month: string; adjustsMonth: string | null; share: number; state: number };

test('a late sale into a settled month is an adjustment of the next month, paid when that month settles', async ({
  browser,
}) => {
  // The server's start seeds the demo (minutes on a busy machine).
  test.setTimeout(480_000);
  const { server, baseURL, api, stop } = await startClockServer();
  try {
    await lateSaleIsPaidWhenTheNextMonthSettles(browser, server, api, baseURL);
  } finally {
    await stop();
  }
});

async function lateSaleIsPaidWhenTheNextMonthSettles(
  browser: Browser,
  server: ClockServer,
  api: APIRequestContext,
  baseURL: string,
) {
  let token = await apiLogin(api, ADMIN);
  const shareRows = async (month: string) =>
    (
      (await apiCall(api, token, 'GET', '/api/financial/back/divide/getAgentShareList', {
        params: { month, size: '100' },
      })) as { data: { rows: ShareRow[] } }
    ).data.rows;
  // February is settled (the demo settled it on 1 March); nothing adjusts it yet.
  expect((await shareRows('2026-02')).every((row) => row.state === 2)).toBe(true);
  expect((await shareRows('2026-03')).filter((row) => row.adjustsMonth !== null)).toEqual([]);

  // A machine reports a sale paid on 20 February, on 10 March.
  const device = (
    (await apiCall(api, token, 'GET', '/api/equipment/back/devices/getDeviceList', { params: { size: '1' } })) as {
      data: { rows: { deviceId: number; deviceNo: string }[] };
    }
  ).data.rows[0]!;
  const issued = (await apiCall(api, token, 'POST', '/api/equipment/back/devices/issueDeviceCredential', {
    form: { deviceId: String(device.deviceId) },
  })) as { data: { credential: string } };
  const authorization = `Device ${issued.data.credential}`;
  const slots = (await (
    await api.get('/api/device/v1/slots', { headers: { authorization }, params: { deviceNo: device.deviceNo } })
  ).json()) as { data: { slots: { slotNo: number; price: number | null; stock: number }[] } };
  const slot = slots.data.slots.find((candidate) => candidate.price !== null && candidate.stock > 0)!;
  const vend = await api.post('/api/device/v1/vend', {
    headers: { authorization },
    data: {
      deviceNo: device.deviceNo,
      deviceOrderNo: `e2e-late-${Date.now()}`,
      paidAt: LATE_PAID_AT,
      paymentMethod: 1,
      lines: [{ slotNo: slot.slotNo, quantity: 1, unitPrice: slot.price }],
      dispensed: true,
    },
  });
  expect(vend.status()).toBe(200);

  // February stays as settled; March shows the sale as an adjustment of February, estimated.
  const settledFebruary = await shareRows('2026-02');
  expect(settledFebruary.every((row) => row.state === 2)).toBe(true);
  const [adjustment, ...others] = (await shareRows('2026-03')).filter((row) => row.adjustsMonth === '2026-02');
  expect(others).toEqual([]);
  expect(adjustment!.share).toBeGreaterThan(0);
  expect(adjustment!.state).toBe(1);
  const agentId = adjustment!.agentId;
  const page = await adminPageOn(browser, api, baseURL);
  await page.goto(`/#/financial/divide?month=2026-03&agentId=${agentId}`);
  const table = page.getByRole('table', { name: '代理商分成列表' });
  await expectRowsLoaded(table);
  const adjustmentRow = table.getByRole('row').filter({ hasText: '调整 2026-02' });
  await expect(adjustmentRow).toContainText('预估');

  // The calendar moves on to 1 April: March has ended. It is settled in the browser.
  const statementOf = async () =>
    (
      (await apiCall(api, token, 'GET', '/api/financial/back/divide/getAgentStatement', {
        params: { agentId: String(agentId) },
      })) as {
        data: { rows: { kind: string; month: string | null; amount: number }[]; totals: { closing: number } };
      }
    ).data;
  const before = await statementOf();
  const now = await server.advance(APRIL_FIRST - Date.parse(CLOCK_START));
  expect(now.getTime()).toBeGreaterThanOrEqual(APRIL_FIRST);
  // Sessions expire with time: log in again.
  token = await apiLogin(api, ADMIN);
  const april = await adminPageOn(browser, api, baseURL);
  await april.goto(`/#/financial/divide?month=2026-03&agentId=${agentId}`);
  await expectRowsLoaded(april.getByRole('table', { name: '代理商分成列表' }));
  await april.getByRole('button', { name: '结算月份' }).click();
  const dialog = april.getByRole('dialog', { name: '结算月份' });
  await choose(april, dialog.getByRole('combobox', { name: '月份' }), '2026-03');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(april.getByText('已结算').first()).toBeVisible();
  const settledRow = april
    .getByRole('table', { name: '代理商分成列表' })
    .getByRole('row')
    .filter({ hasText: '调整 2026-02' });
  await expect(settledRow).toContainText('已结算');

  // Paid: the agent's balance took the adjustment with March's share, in its statement.
  const march = (await shareRows('2026-03')).filter((row) => row.agentId === agentId);
  const after = await statementOf();
  const newRows = after.rows.slice(before.rows.length);
  expect(newRows.filter((row) => row.kind === 'shareAdjustment')).toEqual([
    expect.objectContaining({ month: '2026-02', amount: adjustment!.share }),
  ]);
  expect(after.totals.closing - before.totals.closing).toBe(march.reduce((sum, row) => sum + row.share, 0));
  expect(march.every((row) => row.state === 2)).toBe(true);
  // And February is still as it was settled.
  expect(await shareRows('2026-02')).toEqual(settledFebruary);
}

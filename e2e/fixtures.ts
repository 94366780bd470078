import { readFile } from 'node:fs/promises';
import { expect, test as base, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

export const ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;
export const OPERATOR = { username: 'operator', password: 'e2e-operator-password' } as const;
/** The demo agent account (with the demo data): its own business only. */
export const AGENT = { username: 'agent', password: 'e2e-agent-password' } as const;
/** The demo restocker (补货员, scoped to 华东区), with a trip for today. */
export const RESTOCKER = { username: 'restocker', password: 'e2e-restocker-password' } as const;
export const TOKEN_COOKIE = 'Admin-Token-platform';

/** Logs in through the API (form-encoded, docs/SPECIFICATION.md §7) and returns the token. */
export async function apiLogin(request: APIRequestContext, account: { username: string; password: string }) {
  const answer = await request.post('/api/sys-manager/admin/login', { form: account });
  const body = (await answer.json()) as { code: number; data: string };
  expect(body.code, `login of ${account.username}`).toBe(1);
  return body.data;
}

/** Calls the API with a token and returns the envelope. */
export async function apiCall(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: { form?: Record<string, string>; data?: unknown; params?: Record<string, string> },
) {
  const answer = await request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, ...payload });
  return (await answer.json()) as { code: number; msg: string; data: unknown };
}

/**
 * An ordinary administrator holding `pages`, created by the super administrator and ready to
 * use: its holder has changed the password the administrator set, as the server requires.
 */
export async function apiCreateManager(
  request: APIRequestContext,
  account: { username: string; realName: string; password: string; pages: string[] },
) {
  const adminToken = await apiLogin(request, ADMIN);
  const handedOver = `${account.password}-handed-over`;
  const created = await apiCall(request, adminToken, 'POST', '/api/sys-manager/back/addManager', {
    form: { username: account.username, realName: account.realName, phone: '', passWord: handedOver },
  });
  expect(created.code, `creating ${account.username}`).toBe(1);
  const managerId = (created.data as { managerId: number }).managerId;
  const granted = await apiCall(request, adminToken, 'PUT', '/api/sys-manager/back/updateManagerMenus', {
    data: { managerId, interfaceNames: account.pages },
  });
  expect(granted.code).toBe(1);
  const ownToken = await apiLogin(request, { username: account.username, password: handedOver });
  const changed = await apiCall(request, ownToken, 'PUT', '/api/sys-manager/admin/updatePwd', {
    form: { oldPassWord: handedOver, passWord: account.password },
  });
  expect(changed.code).toBeGreaterThan(0);
  return managerId;
}

/**
 * Waits for a table's rows to be loaded: a first row on screen and the table no longer busy.
 * While a list loads its rows are placeholders (cells without text) that a bare "row 1 visible"
 * accepts, and a test reading them read empty cells.
 */
export async function expectRowsLoaded(table: Locator) {
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
}

/** The browser's time zone (playwright.config.ts `timezoneId`) and the server's business time zone. */
export const BROWSER_TIME_ZONE = 'Asia/Shanghai';

/**
 * `YYYY-MM-DDTHH:mm` of an instant in the browser's time zone, as its datetime-local inputs take it.
 * Not the test process's own zone (UTC on CI): a moment written in UTC and read in Shanghai is eight
 * hours off, and an hour ago became seven hours ahead where the process runs east of Shanghai.
 */
export function browserMinute(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: BROWSER_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']}T${parts['hour']}:${parts['minute']}`;
}

/** `YYYY-MM-DD`: the day of an instant in the browser's (and the business's) time zone. */
export function browserDay(at: Date): string {
  return browserMinute(at).slice(0, 10);
}

/** Logs in through the login form, as a person would. */
export async function loginThroughForm(page: Page, account: { username: string; password: string }) {
  await page.getByLabel('用户名').fill(account.username);
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '登录' }).click();
}

export const test = base.extend<{ adminPage: Page }>({
  /** A page whose session cookie already holds a super administrator's token. */
  adminPage: async ({ page, request, baseURL }, use) => {
    const token = await apiLogin(request, ADMIN);
    await page.context().addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL! }]);
    await use(page);
  },
});

export { expect };

/**
 * Chooses an option of the design system's Select or Combobox (a button opening a listbox, not a
 * native select), by the start of its label: a Combobox option may add a description after it.
 */
export async function choose(page: Page, combobox: Locator, label: string) {
  await combobox.click();
  const startsWithLabel = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  await page.getByRole('listbox').getByRole('option', { name: startsWithLabel }).first().click();
}

/**
 * Clicks the page's 导出 and reads the spreadsheet it downloads, as a person would open it: its
 * file name must match `fileName`; answers the workbook.
 */
export async function exportedWorkbook(page: Page, fileName: RegExp = /\.xlsx$/) {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(fileName);
  const workbook = new ExcelJS.Workbook();
  const file = await readFile((await download.path())!);
  await workbook.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
  return workbook;
}

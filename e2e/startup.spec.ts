import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { ADMIN, expect, loginThroughForm, test } from './fixtures';

/*
 * The start-up order (issue 13, docs/BENCHMARKS.md): what the first screen needs is fetched
 * beside config.json and the session call, not after them, and nothing the route guard has
 * not allowed is drawn meanwhile. Each answer below is held back until the test lets it go.
 */

const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../packages/console/dist/.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string }>;
/** The built file of a source module (a lazy chunk of its own). */
const chunkOf = (source: string) => {
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} is not a chunk of the build`);
  return `/${file}`;
};

/** Holds every request matching `url` until `release` is called. */
async function holdBack(page: Page, url: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('start-up order (issue 13)', () => {
  test('the login page is drawn from the entry alone while config.json has not answered; logging in waits for it', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const release = await holdBack(page, '**/config.json');
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { name: '售货机运营管理系统' })).toBeVisible();
    expect(requested).toContain('/config.json');
    // No chunk after the entry: the login page is drawn with the entry's code.
    expect(requested.filter((url) => url.endsWith('.js'))).toEqual([chunkOf('index.html')]);
    // The login call needs the settings (where the API is): typed now, it goes once they are in.
    await loginThroughForm(page, ADMIN);
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/#\/login$/);
    release();
    await expect(page).toHaveURL(/#\/welcome$/);
  });

  test('with a token, a layout page: its frame while the session loads, no page, menu or tab; the page after it', async ({
    adminPage: page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const release = await holdBack(page, '**/api/sys-manager/admin/getManagerInfo');
    await page.goto('/#/member/list');
    await expect(page.locator('[data-slot=sidebar-brand]')).toContainText('售货机运营管理系统');
    await expect(page.getByRole('status', { name: '加载中' })).toBeVisible();
    // The session call is out, and the page's chunks came meanwhile; nothing of the page is drawn.
    await expect.poll(() => requested).toContain('/api/sys-manager/admin/getManagerInfo');
    await expect.poll(() => requested).toContain(chunkOf('src/features/members/MembersPage.tsx'));
    expect(requested).toContain(chunkOf('src/app/ConsoleLayout.tsx'));
    await page.waitForTimeout(300);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('treeitem')).toHaveCount(0);
    await expect(page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab')).toHaveCount(0);
    expect(requested.filter((url) => url.startsWith('/api/') && !url.endsWith('/getManagerInfo'))).toEqual([]);
    release();
    await expect(page.getByRole('table', { name: '会员列表' }).getByRole('row').nth(1)).toBeVisible();
    await expect(
      page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name: '会员列表' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('treeitem').first()).toBeVisible();
  });

  test('with a token the session refuses (expired): from the frame to the login page, no page drawn', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'Admin-Token-platform', value: 'not-a-token', url: baseURL! }]);
    const release = await holdBack(page, '**/api/sys-manager/admin/getManagerInfo');
    await page.goto('/#/member/list');
    await expect(page.locator('[data-slot=sidebar-brand]')).toBeVisible();
    release();
    await expect(page).toHaveURL(/#\/login/);
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

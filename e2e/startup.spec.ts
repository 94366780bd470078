import type { Page, Route } from '@playwright/test';
import { chunkOf } from './console-build';
import { ADMIN, apiLogin, expect, expectRowsLoaded, loginThroughForm, OPERATOR, test, TOKEN_COOKIE } from './fixtures';

/*
 * The start-up order (issue 13, docs/BENCHMARKS.md): what the first screen needs is fetched
 * beside config.json and the session call, not after them, and nothing the route guard has
 * not allowed is drawn meanwhile. Each answer below is held back until the test lets it go.
 */

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
  test('the login page is drawn from the entry alone, config.json asked for after its paint; logging in waits for it', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const release = await holdBack(page, '**/config.json');
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { name: '售货机运营管理系统' })).toBeVisible();
    // Asked for once the paint is reported, which may come a moment after the heading is seen.
    await expect.poll(() => requested).toContain('/config.json');
    // No chunk after the entry: the login page is drawn with the entry's code (beside it only the
    // few lines that send the restocker's older address, /#/field, on to field.html).
    expect(requested.filter((url) => url.endsWith('.js')).sort()).toEqual(
      [chunkOf('index.html'), '/to-field.js'].sort(),
    );
    // The login call needs the settings (where the API is): typed now, it goes once they are in.
    // The form waits (submitting) while they are held; the page's own clock then says the call
    // started after their answer ended, however late it was sent.
    await loginThroughForm(page, ADMIN);
    await expect(page.locator('form[data-slot=form]')).toHaveAttribute('data-state', 'submitting');
    await expect(page).toHaveURL(/#\/login$/);
    release();
    await expect(page).toHaveURL(/#\/welcome$/);
    // Without a token nothing needs config.json before the page is painted: it is asked for
    // after the first paint, so it does not stand before the login page's (largest) paint.
    const timing = await page.evaluate(() => {
      const resource = (pathname: string) =>
        performance
          .getEntriesByType('resource')
          .find((entry): entry is PerformanceResourceTiming => new URL(entry.name).pathname === pathname);
      return {
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        config: resource('/config.json')?.startTime,
        configAnswered: resource('/config.json')?.responseEnd,
        login: resource('/api/sys-manager/admin/login')?.startTime,
      };
    });
    expect(timing.painted).toBeGreaterThan(0);
    expect(timing.config).toBeGreaterThanOrEqual(timing.painted ?? Infinity);
    expect(timing.configAnswered).toBeGreaterThan(0);
    expect(timing.login).toBeGreaterThanOrEqual(timing.configAnswered ?? Infinity);
  });

  test('with a token, a layout page: its frame while the session loads, no page, menu or tab; the page after it', async ({
    adminPage: page,
  }) => {
    const requested: string[] = [];
    const finished: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    page.on('requestfinished', (request) => finished.push(new URL(request.url()).pathname));
    // The page's own clock notes when a table, a menu entry and a tab are first drawn.
    await page.addInitScript(() => {
      const drawn: Record<string, number> = {};
      (window as unknown as { drawn: Record<string, number> }).drawn = drawn;
      const selectors = { table: 'table', menu: 'nav [role=treeitem]', tab: '[role=tablist] [role=tab]' };
      new MutationObserver(() => {
        for (const [name, selector] of Object.entries(selectors))
          if (!drawn[name] && document.querySelector(selector)) drawn[name] = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const release = await holdBack(page, '**/api/sys-manager/admin/getManagerInfo');
    await page.goto('/#/member/list');
    await expect(page.locator('[data-slot=sidebar-brand]')).toContainText('售货机运营管理系统');
    await expect(page.getByRole('status', { name: '加载中' })).toBeVisible();
    // The session call is out, and the page's chunks came meanwhile.
    await expect.poll(() => requested).toContain('/api/sys-manager/admin/getManagerInfo');
    await expect.poll(() => finished).toContain(chunkOf('src/features/members/MembersPage.tsx'));
    expect(requested).toContain(chunkOf('src/app/ConsoleLayout.tsx'));
    await expect(page).toHaveURL(/#\/member\/list$/);
    release();
    await expectRowsLoaded(page.getByRole('table', { name: '会员列表' }));
    await expect(
      page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name: '会员列表' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('treeitem').first()).toBeVisible();
    // Nothing of the page was drawn and no other call went before the session's answer had come,
    // by the page's own clock (however late a premature one would have been).
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        session: resources.find((entry) => entry.name.endsWith('/getManagerInfo'))?.responseEnd,
        calls: resources
          .filter(
            (entry) => new URL(entry.name).pathname.startsWith('/api/') && !entry.name.endsWith('/getManagerInfo'),
          )
          .map((entry) => entry.startTime),
        drawn: (window as unknown as { drawn: Record<string, number> }).drawn,
      };
    });
    expect(timing.session).toBeGreaterThan(0);
    expect(Object.keys(timing.drawn).sort()).toEqual(['menu', 'tab', 'table']);
    for (const moment of [...Object.values(timing.drawn), ...timing.calls])
      expect(moment).toBeGreaterThanOrEqual(timing.session!);
  });

  test('with a token the session refuses (expired): from the frame to the login page, no page drawn', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: TOKEN_COOKIE, value: 'not-a-token', url: baseURL! }]);
    const release = await holdBack(page, '**/api/sys-manager/admin/getManagerInfo');
    await page.goto('/#/member/list');
    await expect(page.locator('[data-slot=sidebar-brand]')).toBeVisible();
    release();
    await expect(page).toHaveURL(/#\/login/);
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('a page not permitted, opened first thing: from the frame to 401, the page never drawn', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await apiLogin(request, OPERATOR);
    await page.context().addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL! }]);
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
    const release = await holdBack(page, '**/api/sys-manager/admin/getManagerInfo');
    await page.goto('/#/administrators/list');
    await expect(page.locator('[data-slot=sidebar-brand]')).toBeVisible();
    release();
    await expect(page).toHaveURL(/#\/401$/);
    await expect(page.getByText('抱歉，您没有权限访问此页面')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(requested).not.toContain('/api/sys-manager/back/getManagerList');
  });

  test("a tab switch is drawn within the click's own task, not as a transition rendered in slices (issue 13: ≤ 50 ms)", async ({
    adminPage: page,
  }) => {
    await page.goto('/#/member/list');
    await expectRowsLoaded(page.getByRole('table', { name: '会员列表' }));
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await menu.getByRole('treeitem', { name: '管理员管理' }).click();
    await menu.getByRole('treeitem', { name: '管理员列表' }).click();
    await expectRowsLoaded(page.getByRole('table', { name: '管理员列表' }));
    // Both chunks are loaded: before the click's task ends, the other page is in the document.
    const switched = await page.evaluate(async () => {
      const strip = document.querySelector('[role=tablist][aria-label="已打开的页面"]');
      const tab = [...(strip?.querySelectorAll<HTMLElement>('[role=tab]') ?? [])].find((element) =>
        element.textContent?.includes('会员列表'),
      );
      tab?.click();
      // React draws a click's updates in a microtask after the event; a transition, in later tasks.
      for (let index = 0; index < 3; index += 1) await Promise.resolve();
      return {
        members: document.querySelector('table[aria-label="会员列表"]') !== null,
        administrators: document.querySelector('table[aria-label="管理员列表"]') !== null,
      };
    });
    expect(switched).toEqual({ members: true, administrators: false });
    await expect(page).toHaveURL(/#\/member\/list$/);
  });
});

import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN, apiLogin, TOKEN_COOKIE } from './fixtures';

/**
 * Every page of the menu as an operator sees it on a desktop screen in English (issue 30): no
 * native select (the design system's Select and Combobox serve every choice), no column header
 * cut off, no breadcrumb saying the same word twice in a row.
 */

interface MenuNode {
  path: string;
  hidden?: number;
  sysMenuList: MenuNode[];
}

let context: BrowserContext;
let page: Page;
let paths: string[];

test.beforeAll(async ({ browser, baseURL }) => {
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const token = await apiLogin(context.request, ADMIN);
  await context.addCookies([
    { name: TOKEN_COOKIE, value: token, url: baseURL! },
    { name: 'language', value: 'en', url: baseURL! },
  ]);
  const info = (await (
    await context.request.get('/api/sys-manager/admin/getManagerInfo', {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { managerId: number } };
  const menu = (await (
    await context.request.get('/api/sys-menu/back/getMenuList', {
      headers: { Authorization: `Bearer ${token}` },
      params: { managerId: String(info.data.managerId) },
    })
  ).json()) as { data: MenuNode[] };
  paths = menu.data.flatMap((group) => group.sysMenuList.map((leaf) => leaf.path));
  expect(paths.length).toBeGreaterThan(30);
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
});

/** Opens a page and waits until its tables have their rows (or their empty state) and nothing loads. */
async function open(path: string) {
  await page.goto(`/#${path}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(main.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** Header cells whose text does not fit: a box of its words is wider inside than it shows. */
function cutHeaders() {
  return page.evaluate(() =>
    [...document.querySelectorAll('main th')].flatMap((cell) =>
      [...cell.querySelectorAll('div, span, button')].some(
        (element) => !element.closest('[role="separator"]') && element.scrollWidth > element.clientWidth + 0.5,
      )
        ? [(cell.textContent ?? '').trim()]
        : [],
    ),
  );
}

test('no page renders a native select, and no English column header is cut off at 1440×900', async () => {
  test.setTimeout(180_000);
  const nativeSelects: string[] = [];
  const cut: string[] = [];
  for (const path of paths) {
    await open(path);
    // Radix's Select keeps a hidden native select for form posts, out of sight and of the accessibility tree.
    const selects = await page.evaluate(
      () => [...document.querySelectorAll('select')].filter((select) => !select.closest('[aria-hidden="true"]')).length,
    );
    if (selects > 0) nativeSelects.push(`${path}: ${selects}`);
    for (const header of await cutHeaders()) cut.push(`${path}: ${header}`);
  }
  expect(nativeSelects, 'pages with a native select').toEqual([]);
  expect(cut, 'column headers cut off').toEqual([]);
});

test('no English breadcrumb repeats a word in a row', async () => {
  test.setTimeout(120_000);
  for (const path of paths) {
    await open(path);
    const crumbs = (
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allInnerTexts()
    ).map(
      // Each crumb after the first begins with its separator.
      (text) => text.replace(/^[\s/]+|[\s/]+$/g, ''),
    );
    expect(crumbs.length, `${path} has a breadcrumb`).toBeGreaterThan(0);
    expect(
      crumbs.filter((crumb, index) => crumb === crumbs[index + 1]),
      `${path}: ${crumbs.join(' / ')}`,
    ).toEqual([]);
  }
});

import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { ADMIN, expectRowsLoaded, loginThroughForm, TOKEN_COOKIE } from './fixtures';

/**
 * A smoke pass over every page of the menu table (docs/SPECIFICATION.md §2), in one browser context with one
 * login, navigating within the one document. The pages come from the running server's
 * getMenuList (the contract's menu, which e2e may not import), so a page added to the table
 * is visited without touching this file.
 */

interface MenuNode {
  interfaceName: string;
  name: string;
  path: string;
  isFlag: number;
  sysMenuList: MenuNode[];
}

interface MenuPage {
  path: string;
  /** The Chinese interface name: the page's title in Chinese (docs/SPECIFICATION.md §6). */
  title: string;
}

/**
 * What shows that a page works, in each language; every page of the menu has its entry. Its
 * title in each language is the menu table's (contract/src/menu.ts), read from the tab.
 */
interface BuiltPage {
  /** The tables the page draws, named in each language (the first is the page's main table). */
  tables: { zh: string; en: string }[];
  /** A text it shows opened bare (a detail page without its record's id says where to open one). */
  shows?: { zh: string; en: string };
  /** KPI card labels (the dashboard). */
  figures?: { zh: string; en: string }[];
  /** Inside the main table, what only a loaded row shows (an error or empty state has none). */
  loadedRow?: (table: Locator) => Locator;
}

const builtPages: Readonly<Record<string, BuiltPage>> = {
  '/home/index': {
    tables: [
      { zh: '热销商品（近 30 天）', en: 'Best sellers (30 days)' },
      { zh: '缺货设备', en: 'Devices short of stock' },
    ],
    figures: [
      { zh: '今日销售额', en: 'Sales today' },
      { zh: '今日订单', en: 'Orders today' },
      { zh: '会员总数', en: 'Members' },
      { zh: '设备总数', en: 'Devices' },
    ],
  },
  '/member/list': {
    tables: [{ zh: '会员列表', en: 'Members' }],
    loadedRow: (table) => table.getByRole('switch').first(),
  },
  '/administrators/list': {
    tables: [{ zh: '管理员列表', en: 'Administrators' }],
    loadedRow: (table) => table.getByRole('cell', { name: ADMIN.username, exact: true }),
  },
  '/administrators/role': {
    tables: [{ zh: '角色管理', en: 'Roles' }],
    loadedRow: (table) => table.getByRole('cell', { name: /^只读审计/ }),
  },
  // Empty on a fresh server until a login fails: no loaded row to wait for.
  '/administrators/security': {
    tables: [{ zh: '安全事件', en: 'Security events' }],
  },
  '/personnel/list': {
    tables: [{ zh: '测试员列表', en: 'Testers' }],
    loadedRow: (table) => table.getByRole('switch').first(),
  },
  '/personnel/auditList': {
    tables: [{ zh: '测试员申请列表', en: 'Tester applications' }],
    loadedRow: (table) => table.getByRole('cell', { name: /^1\d{10}$/ }).first(),
  },
  '/agent/franchisee': {
    tables: [{ zh: '加盟申请列表', en: 'Franchise applications' }],
    loadedRow: (table) => table.getByRole('cell', { name: /^1\d{10}$/ }).first(),
  },
  '/agent/list': {
    tables: [{ zh: '代理商列表', en: 'Agents' }],
    loadedRow: (table) => table.getByRole('switch').first(),
  },
  '/agent/business': {
    tables: [{ zh: '商户列表', en: 'Merchants' }],
    loadedRow: (table) => table.getByRole('switch').first(),
  },
  '/equipment/list': {
    tables: [{ zh: '设备列表', en: 'Devices' }],
    // The device column: its number over its name.
    loadedRow: (table) => table.getByRole('cell', { name: /^VM\d+\s*\S/ }).first(),
  },
  '/equipment/recordList': {
    tables: [{ zh: '补货记录', en: 'Replenishment records' }],
    loadedRow: (table) => table.getByRole('cell', { name: /^VM\d+$/ }).first(),
  },
  '/equipment/type': {
    tables: [{ zh: '设备类型', en: 'Device types' }],
    loadedRow: (table) => table.getByRole('cell', { name: 'VD-860', exact: true }),
  },
  '/equipment/plan': {
    tables: [{ zh: '补货计划', en: 'Replenishment plans' }],
    // The devices reported of a plan's devices: "1 / 2".
    loadedRow: (table) => table.getByRole('cell', { name: /^\d+ \/ \d+$/ }).first(),
  },
  '/equipment/alarm': {
    // The demo opens no alarm (its devices send nothing): devices.spec and alarm-centre.spec make them.
    tables: [{ zh: '告警中心', en: 'Alarm centre' }],
  },
  '/equipment/trip': {
    tables: [{ zh: '行程', en: 'Trips' }],
    // A trip's stops done: "0 / 4 站" ("0 / 4 stops" in English).
    loadedRow: (table) => table.getByRole('cell', { name: /^\d+ \/ \d+ (站|stops)$/ }).first(),
  },
  '/feedback/list': {
    tables: [{ zh: '反馈列表', en: 'Feedback' }],
    loadedRow: (table) => table.getByRole('cell', { name: /^VM\d+$/ }).first(),
  },
  '/feedback/detail': {
    tables: [],
    shows: { zh: '请从反馈列表打开一条反馈', en: 'Open a feedback from the feedback list' },
  },
  '/goods/list': {
    tables: [{ zh: '商品列表', en: 'Goods' }],
    loadedRow: (table) => table.getByRole('switch').first(),
  },
  '/goods/addDefaultGoods': {
    tables: [{ zh: '商品库', en: 'Goods library' }],
    loadedRow: (table) => table.getByRole('cell', { name: /^\d{8,14}$/ }).first(),
  },
  '/goods/categoryList': {
    tables: [{ zh: '商品分类', en: 'Goods categories' }],
    loadedRow: (table) => table.getByRole('button', { name: /^(编辑|Edit)$/ }).first(),
  },
  '/member/auditList': {
    tables: [{ zh: '充值列表', en: 'Recharges' }],
    loadedRow: (table) => table.getByRole('cell', { name: /^¥[\d,]+\.\d\d$/ }).first(),
  },
  '/equipmentOrders/list': {
    tables: [{ zh: '订单列表', en: 'Orders' }],
    loadedRow: (table) => table.getByRole('cell', { name: /^D\d{10}$/ }).first(),
  },
  '/member/detail': {
    tables: [],
    shows: { zh: '请从会员列表打开一个会员', en: 'Open a member from the member list' },
  },
  '/equipmentOrders/detail': {
    tables: [],
    shows: { zh: '请从订单列表打开一个订单', en: 'Open an order from the order list' },
  },
  '/system/novice': {
    tables: [],
    shows: { zh: 'HTML 源码', en: 'HTML source' },
  },
  '/system/service': {
    tables: [],
    shows: { zh: 'HTML 源码', en: 'HTML source' },
  },
  '/system/tutorial': {
    tables: [],
    shows: { zh: 'HTML 源码', en: 'HTML source' },
  },
  '/system/parameter': {
    tables: [],
    shows: {
      zh: '会员在小程序和设备上看到的联系电话',
      en: 'The number members see in the mini-program and on the devices',
    },
  },
  '/system/money': {
    tables: [],
    shows: {
      zh: '商品价格中包含的税率，例如澳大利亚为 10；只影响此后的订单',
      en: 'The tax included in prices, e.g. 10 in Australia; applies to orders from now on',
    },
  },
  '/system/alarmWebhook': {
    tables: [],
    shows: {
      zh: '设备告警产生和关闭时，服务器向此地址 POST 一条 JSON；留空则不发送。未在此保存过时使用服务器的默认地址（ALARM_WEBHOOK_URL）',
      en: "When a device alarm opens or closes, the server POSTs it here as JSON; empty sends nothing. Until saved here, the server's default (ALARM_WEBHOOK_URL) applies",
    },
  },
  '/software/list': {
    tables: [{ zh: '软件列表', en: 'Software' }],
    loadedRow: (table) => table.getByRole('button', { name: /^(编辑|Edit)$/ }).first(),
  },
  '/software/devSoftware': {
    tables: [{ zh: '设备软件列表', en: 'Device software' }],
    loadedRow: (table) => table.getByRole('cell', { name: /^VM\d{6}$/ }).first(),
  },
  '/system/indexPic': {
    tables: [{ zh: '轮播广告图', en: 'Carousel images' }],
    loadedRow: (table) => table.getByRole('switch').first(),
  },
  '/advertisement/list': {
    tables: [{ zh: '广告列表', en: 'Advertisements' }],
    loadedRow: (table) => table.getByRole('switch').first(),
  },
  '/advertisement/deviceList': {
    tables: [{ zh: '设备广告', en: 'Device ads' }],
    loadedRow: (table) => table.getByRole('checkbox').nth(1),
  },
  '/system/sendGoodsPic': {
    tables: [],
    shows: { zh: '出货屏预览（16:9）', en: 'Dispensing screen preview (16:9)' },
  },
  '/system/option': {
    tables: [{ zh: '充值赠送列表', en: 'Top-up bonuses' }],
    loadedRow: (table) => table.getByRole('cell', { name: '¥500.00', exact: true }),
  },
  '/system/shortage': {
    tables: [
      { zh: '缺货商品设置', en: 'Out-of-stock goods' },
      { zh: '当前缺货货道', en: 'Slots short of stock now' },
    ],
    loadedRow: (table) => table.getByRole('button', { name: /^(设置阈值|Set threshold)$/ }).first(),
  },
  '/system/message': {
    tables: [],
    shows: { zh: '将推送给', en: 'Reaches' },
  },
  '/system/messageList': {
    tables: [{ zh: '活动列表', en: 'Activities' }],
    loadedRow: (table) => table.getByRole('cell', { name: /^(已发送|Sent)$/ }).first(),
  },
  '/financial/income': {
    tables: [{ zh: '提现记录', en: 'Withdrawals' }],
    loadedRow: (table) => table.getByRole('cell', { name: /^¥[\d,]+\.\d\d$/ }).first(),
  },
  '/financial/divide': {
    tables: [{ zh: '代理商分成列表', en: 'Agent revenue share' }],
    loadedRow: (table) => table.getByRole('cell', { name: /^¥[\d,]+\.\d\d$/ }).first(),
  },
  '/financial/report': {
    tables: [{ zh: '销售明细', en: 'Sales by group' }],
    loadedRow: (table) => table.getByRole('cell', { name: /^¥[\d,]+\.\d\d$/ }).first(),
  },
  // No statement is imported in the demo: the table is empty until one is.
  '/financial/reconciliation': {
    tables: [{ zh: '渠道对账', en: 'Channel reconciliation' }],
  },
  '/financial/statement': {
    tables: [{ zh: '平台对账单', en: 'Platform statement' }],
  },
};

const PAGE_FAILED = { zh: '页面出错了', en: 'This page failed to render' } as const;
/** Chinese characters: none may remain in the English interface's words. */
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let context: BrowserContext;
let page: Page;
let pages: MenuPage[];
/** What went wrong in the browser since the last check. */
const problems: string[] = [];
/** Requests sent and not yet answered: a page is left only when it has its answers. */
const inFlight = new Set<unknown>();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });

  await page.goto('/');
  await loginThroughForm(page, ADMIN);
  await expect(page.getByRole('heading', { name: '欢迎使用售货机运营管理系统' })).toBeVisible();

  // The menu tree as the server marks it for this session's administrator.
  const token = (await context.cookies()).find((cookie) => cookie.name === TOKEN_COOKIE)?.value;
  expect(token, 'the login stored its token').toBeTruthy();
  const headers = { Authorization: `Bearer ${token}` };
  const info = (await (await context.request.get('/api/sys-manager/admin/getManagerInfo', { headers })).json()) as {
    data: { managerId: number; managerType: number };
  };
  expect(info.data.managerType, 'admin is the super administrator').toBe(1);
  const menu = (await (
    await context.request.get('/api/sys-menu/back/getMenuList', {
      headers,
      params: { managerId: String(info.data.managerId) },
    })
  ).json()) as { code: number; data: MenuNode[] };
  expect(menu.code).toBe(1);
  const leaves = menu.data.flatMap((group) => group.sysMenuList);
  // A super administrator holds every page.
  expect(leaves.filter((leaf) => leaf.isFlag <= 0).map((leaf) => leaf.path)).toEqual([]);
  pages = leaves.map((leaf) => ({ path: leaf.path, title: leaf.interfaceName }));
  expect(pages.map((entry) => entry.path)).toEqual(expect.arrayContaining(Object.keys(builtPages)));
});

test.afterAll(async () => {
  await context?.close();
});

/** Opens a page by its hash route and waits for the route to take. */
async function open(path: string) {
  await page.goto(`/#${path}`);
  await expect(page).toHaveURL(new RegExp(`#${escapeRegExp(path)}$`));
}

/** After a page has drawn: nothing in flight, and nothing went wrong in the browser. */
async function expectQuietBrowser(path: string) {
  await expect.poll(() => inFlight.size, { message: `requests of ${path} settle` }).toBe(0);
  expect(problems, `browser problems on ${path}`).toEqual([]);
}

test('every page of the menu renders its title without errors (中文)', async () => {
  test.setTimeout(240_000);
  const main = page.getByRole('main');
  const activeTab = page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { selected: true });
  for (const { path, title } of pages) {
    await test.step(`${path} ${title}`, async () => {
      await open(path);
      await expect(main.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(activeTab).toHaveAttribute('data-path', path);
      await expect(activeTab).toHaveAttribute('title', title);
      const built = builtPages[path];
      expect(built, `${path} has its entry in builtPages`).toBeDefined();
      if (built) {
        for (const table of built.tables) {
          await expect(main.getByRole('table', { name: table.zh, exact: true })).toBeVisible();
        }
        // The main table has its rows (the seeded data), or the dashboard its figures.
        const [first] = built.tables;
        if (first) {
          const mainTable = main.getByRole('table', { name: first.zh, exact: true });
          await expectRowsLoaded(mainTable);
          if (built.loadedRow) await expect(built.loadedRow(mainTable)).toBeVisible();
        }
        if (built.shows) await expect(main.getByText(built.shows.zh)).toBeVisible();
        for (const figure of built.figures ?? [])
          await expect(main.getByText(figure.zh, { exact: true })).toBeVisible();
      }
      await expect(main.getByText(PAGE_FAILED.zh)).toHaveCount(0);
      await expectQuietBrowser(path);
    });
  }
});

/** The visible texts of a set of elements, each checked for Chinese characters. */
async function expectNoHan(elements: Locator, what: string) {
  const texts = async () => (await elements.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  // Polled: the parts of a page redraw in their own renders after a switch of language.
  await expect.poll(async () => (await texts()).length, { message: `${what} exist` }).toBeGreaterThan(0);
  await expect
    .poll(async () => (await texts()).filter((text) => HAN.test(text)), { message: `${what} in English` })
    .toEqual([]);
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

/**
 * The English pass is also the desktop screen check of issue 30, on each page as an operator sees
 * it at 1440×900: no native select (the design system's Select and Combobox serve every choice),
 * no column header cut off, no breadcrumb saying the same word twice in a row.
 */
test('in English every page renders its title, uses no Chinese words, and at 1440×900 no native select, no cut header, no repeated breadcrumb word', async () => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const nativeSelects: string[] = [];
  const cut: string[] = [];
  // Switched from the top bar, as a person would; the choice persists in its cookie (docs/SPECIFICATION.md §4).
  await open('/home/index');
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
  // Chromium's cookie store takes the page's write a moment after the page has redrawn: polled.
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'language')?.value)
    .toBe('en');
  await expectNoHan(page.getByRole('navigation').getByRole('treeitem'), 'sidebar entries');

  const main = page.getByRole('main');
  const activeTab = page.getByRole('tablist', { name: 'Open pages' }).getByRole('tab', { selected: true });
  for (const { path, title } of pages) {
    await test.step(`${path} (${title})`, async () => {
      await open(path);
      // The tab of this page first, then its title: the same English words in the tab and the heading.
      await expect(activeTab).toHaveAttribute('data-path', path);
      const english = (await activeTab.getAttribute('title')) ?? '';
      expect(english, 'the tab title in English').not.toMatch(HAN);
      expect(english).not.toBe('');
      const heading = main.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(english);
      await expect(heading).toHaveCount(1);
      const built = builtPages[path];
      expect(built, `${path} has its entry in builtPages`).toBeDefined();
      if (built) {
        for (const table of built.tables) {
          const drawn = main.getByRole('table', { name: table.en, exact: true });
          await expect(drawn).toBeVisible();
          await expectNoHan(drawn.getByRole('columnheader'), `column headers of ${table.en}`);
        }
        const [first] = built.tables;
        if (first) {
          const mainTable = main.getByRole('table', { name: first.en, exact: true });
          await expectRowsLoaded(mainTable);
          if (built.loadedRow) await expect(built.loadedRow(mainTable)).toBeVisible();
        }
        if (built.shows) await expect(main.getByText(built.shows.en)).toBeVisible();
        for (const figure of built.figures ?? [])
          await expect(main.getByText(figure.en, { exact: true })).toBeVisible();
        await expectNoHan(main.getByRole('heading'), 'headings');
      }
      await expect(main.getByText(PAGE_FAILED.en)).toHaveCount(0);
      await expectQuietBrowser(path);

      // Radix's Select keeps a hidden native select for form posts, out of sight and of the accessibility tree.
      const selects = await page.evaluate(
        () =>
          [...document.querySelectorAll('select')].filter((select) => !select.closest('[aria-hidden="true"]')).length,
      );
      if (selects > 0) nativeSelects.push(`${path}: ${selects}`);
      for (const header of await cutHeaders()) cut.push(`${path}: ${header}`);
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
    });
  }
  expect(nativeSelects, 'pages with a native select').toEqual([]);
  expect(cut, 'column headers cut off').toEqual([]);
});

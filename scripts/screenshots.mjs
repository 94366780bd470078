// `npm run screenshots`: the README's pictures, taken from the real product.
//
// Builds the console and Storybook, starts the reference server in this process on a fresh
// embedded database (fixed passwords, demo data, a fixed clock) on 127.0.0.1, drives Debian's
// Chromium through the console and the static Storybook, and writes compressed PNGs to
// docs/images/. Fixed data, a fixed clock in the server and in the browser, reduced motion and
// no animations or caret: a second run gives the same pictures.
//
//   node scripts/screenshots.mjs                  every picture (builds first)
//   node scripts/screenshots.mjs --no-build       reuse packages/console/dist and storybook-static/
//   node scripts/screenshots.mjs login dashboard  only the pictures named
//
// Not part of `npm test`: run it by hand after a visible change and commit docs/images/.
import { spawnSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { register } from 'tsx/esm/api';
import { compressPng } from './png.mjs';

const root = path.resolve(import.meta.dirname, '..');
const imagesFolder = path.join(root, 'docs/images');
const consoleDist = path.join(root, 'packages/console/dist');
const storybookStatic = path.join(root, 'storybook-static');
const MAX_BYTES = 200 * 1024;

/** The moment every picture shows: Monday 16 March 2026, 10:30 in the business time zone. */
const FIXED_NOW = new Date('2026-03-16T02:30:00.000Z');
const ADMIN = { username: 'admin', password: 'screenshots-admin-password' };
const TOKEN_COOKIE = 'Admin-Token-platform';
const DESKTOP = { width: 1280, height: 800 };
const NARROW = { width: 390, height: 800 };

// The server's TypeScript and scripts/chromium.ts run through tsx, as `npm start` runs the server.
register();
const { buildServer, loadConfig } = await import('@vending/server');
const { chromiumArgs, chromiumPath } = await import('./chromium.ts');

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const wanted = new Set(args.filter((arg) => !arg.startsWith('--')));

function run(command, commandArgs) {
  console.log(`$ ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

// ── the pictures ────────────────────────────────────────────────────────────────────────────

/**
 * Each picture: a name (docs/images/<name>.png), what the README says of it, the window, the
 * settings the browser starts with (language, colour scheme, sidebar), and the steps that bring
 * the screen to the state shown. `login: false` leaves the browser without a session.
 */
const shots = [
  {
    name: 'login',
    login: false,
    async steps(page) {
      await page.goto('/#/login');
      await page.getByRole('button', { name: '登录' }).waitFor();
    },
  },
  {
    name: 'dashboard',
    async steps(page) {
      await page.goto('/#/home/index');
      await waitForDashboard(page, '今日销售额');
    },
  },
  {
    name: 'members-filtered',
    async steps(page) {
      await page.goto('/#/member/list');
      const table = page.getByRole('table', { name: '会员列表' });
      await table.getByRole('row').nth(1).waitFor();
      const keyword = page.getByRole('textbox', { name: '关键词' });
      await keyword.fill('王');
      await keyword.press('Enter');
      await page.waitForURL(/keyword=/);
      await page.getByText(/共 \d+ 条/).waitFor();
      await settle(page);
      await keyword.blur();
    },
  },
  {
    name: 'dialog-change-password',
    async steps(page) {
      await page.goto('/#/home/index');
      await waitForDashboard(page, '今日销售额');
      await page.locator('[data-slot="user-menu-trigger"]').click();
      await page.getByRole('menuitem', { name: '修改密码' }).click();
      const dialog = page.getByRole('dialog', { name: '修改密码' });
      await dialog.waitFor();
      // Each field checks its rule when it loses focus (docs/SPECIFICATION.md §5).
      await dialog.getByLabel('原密码').focus();
      await dialog.getByLabel('新密码').fill('new-password-1');
      await dialog.getByLabel('确认密码').fill('new-password-2');
      await dialog.getByLabel('确认密码').blur();
      await dialog.getByText('两次输入密码不一致!').waitFor();
      await dialog.getByText('请输入原密码').waitFor();
      await settle(page);
    },
  },
  {
    name: 'tab-context-menu',
    async steps(page) {
      await page.goto('/#/home/index');
      await waitForDashboard(page, '今日销售额');
      const menu = page.getByRole('navigation', { name: '主菜单' });
      await menu.getByRole('treeitem', { name: '会员管理' }).click();
      await menu.getByRole('treeitem', { name: '充值列表' }).click();
      await menu.getByRole('treeitem', { name: '会员列表' }).click();
      await page.getByRole('table', { name: '会员列表' }).getByRole('row').nth(1).waitFor();
      const strip = page.getByRole('tablist', { name: '已打开的页面' });
      await strip.getByRole('tab', { name: /首页/ }).click({ button: 'right' });
      await page.getByRole('menuitem', { name: '关闭其他' }).waitFor();
      await settle(page);
    },
  },
  {
    name: 'english',
    language: 'en',
    async steps(page) {
      await page.goto('/#/member/list');
      await page.getByRole('table', { name: 'Members' }).getByRole('row').nth(1).waitFor();
      await settle(page);
    },
  },
  {
    name: 'dark',
    scheme: 'dark',
    async steps(page) {
      await page.goto('/#/home/index');
      await waitForDashboard(page, '今日销售额');
    },
  },
  {
    name: 'sidebar-collapsed',
    sidebarOpen: false,
    async steps(page) {
      await page.goto('/#/member/list');
      await page.getByRole('table', { name: '会员列表' }).getByRole('row').nth(1).waitFor();
      await settle(page);
    },
  },
  {
    name: 'narrow',
    viewport: NARROW,
    async steps(page) {
      await page.goto('/#/member/list');
      await page.getByRole('table', { name: '会员列表' }).getByRole('row').nth(1).waitFor();
      await page.getByRole('button', { name: '切换侧边栏' }).click();
      await page.getByRole('navigation', { name: '主菜单' }).waitFor();
      await settle(page);
    },
  },
  {
    name: 'storybook',
    storybook: true,
    viewport: { width: 1440, height: 900 },
    async steps(page) {
      await page.goto('/?path=/story/data-datatable--selection-with-bulk-bar');
      const preview = page.frameLocator('#storybook-preview-iframe');
      // The story's play function selects rows; then the accessibility check runs on the result.
      await preview.getByRole('status').getByText('已选择 5 项').waitFor();
      await page.getByRole('tab', { name: /Interactions/ }).click();
      await page.getByText('Violations').first().waitFor({ state: 'attached' });
      await settle(page);
      // The sidebar scrolls the selected story into view; its top (logo, search) says more.
      await page.evaluate(() => {
        for (const element of document.querySelectorAll('*')) if (element.scrollTop > 0) element.scrollTop = 0;
      });
      await settle(page);
    },
  },
];

/**
 * A screenshot once two in a row, half a second apart, are the same: whatever the steps could
 * not wait for by name (a late paint, a badge) has then come to rest.
 */
async function steadyScreenshot(page) {
  const options = { animations: 'disabled', caret: 'hide', scale: 'css' };
  let previous = await page.screenshot(options);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.waitForTimeout(500);
    const current = await page.screenshot(options);
    if (current.equals(previous)) return current;
    previous = current;
  }
  throw new Error('the screen did not come to rest within 10 seconds');
}

async function waitForDashboard(page, text) {
  await page.getByText(text).first().waitFor();
  // The charts draw on canvases once their data and chart.js have arrived.
  await page.locator('canvas').first().waitFor();
  await settle(page);
}

/** Waits until nothing is loading and the fonts are in, then two frames for the last paint. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

// ── the product, Storybook and the browser ─────────────────────────────────────────────────

async function startProduct(dataDir) {
  // An explicit environment: a developer's DATABASE_URL or .env never reaches this server.
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: ADMIN.password,
    OPERATOR_PASSWORD: 'screenshots-operator-password',
    SEED_DEMO: '1',
    // No demo fleet: its sales and faults would move what this run measures or pictures.
    SIMULATE_DEVICES: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    CONSOLE_DIST: consoleDist,
  });
  const app = await buildServer(config, { now: () => new Date(FIXED_NOW) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `http://127.0.0.1:${app.server.address().port}` };
}

const mediaTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
};

/** storybook-static/ served read-only on 127.0.0.1. */
async function serveStorybook() {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = path.join(storybookStatic, path.normalize(pathname));
    if (!file.startsWith(storybookStatic)) return response.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': mediaTypes[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}

async function logIn(request, baseURL) {
  const answer = await request.post(`${baseURL}/api/sys-manager/admin/login`, { form: ADMIN });
  const body = await answer.json();
  if (body.code !== 1) throw new Error(`login refused: ${JSON.stringify(body)}`);
  return body.data;
}

async function take(browser, shot, urls) {
  const baseURL = shot.storybook ? urls.storybook : urls.product;
  const context = await browser.newContext({
    baseURL,
    viewport: shot.viewport ?? DESKTOP,
    deviceScaleFactor: 1,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  // Nothing leaves the machine: any address but this run's own servers is refused.
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
  );
  const cookies = [];
  if (!shot.storybook && shot.login !== false) {
    cookies.push({ name: TOKEN_COOKIE, value: await logIn(context.request, baseURL), url: baseURL });
  }
  if (shot.language) cookies.push({ name: 'language', value: shot.language, url: baseURL });
  if (shot.sidebarOpen === false) cookies.push({ name: 'sidebarStatus', value: '0', url: baseURL });
  if (cookies.length > 0) await context.addCookies(cookies);
  if (shot.scheme) {
    await context.addInitScript((scheme) => {
      window.localStorage.setItem('vending-console:color-scheme', scheme);
    }, shot.scheme);
  }
  const page = await context.newPage();
  await page.clock.setFixedTime(FIXED_NOW);
  try {
    await shot.steps(page);
    const png = await steadyScreenshot(page);
    const { file, colors, exact } = compressPng(png);
    const target = path.join(imagesFolder, `${shot.name}.png`);
    const unchanged = existsSync(target) && readFileSync(target).equals(file);
    writeFileSync(target, file);
    const kb = (file.length / 1024).toFixed(1);
    const colours = `${colors} colours${exact ? '' : ', reduced to 256'}`;
    console.log(`  ${shot.name}.png  ${kb} KB  (${colours})  ${unchanged ? 'unchanged' : 'NEW OR CHANGED'}`);
    if (file.length > MAX_BYTES) throw new Error(`${shot.name}.png is ${kb} KB, over the 200 KB limit`);
  } finally {
    await context.close();
  }
}

// ── the run ─────────────────────────────────────────────────────────────────────────────────

const chosen = shots.filter((shot) => wanted.size === 0 || wanted.has(shot.name));
const unknown = [...wanted].filter((name) => !shots.some((shot) => shot.name === name));
if (unknown.length > 0) {
  console.error(`No such picture: ${unknown.join(', ')}. Pictures: ${shots.map((shot) => shot.name).join(', ')}`);
  process.exit(1);
}
const needsConsole = chosen.some((shot) => !shot.storybook);
const needsStorybook = chosen.some((shot) => shot.storybook);

if (build && needsConsole) run('npm', ['run', 'build', '--silent']);
if (build && needsStorybook) run('npm', ['run', 'build-storybook', '--silent', '--', '--quiet']);
if (needsConsole && !existsSync(path.join(consoleDist, 'index.html'))) {
  throw new Error('packages/console/dist has no build: run without --no-build');
}
if (needsStorybook && !existsSync(path.join(storybookStatic, 'index.html'))) {
  throw new Error('storybook-static/ has no build: run without --no-build');
}

mkdirSync(imagesFolder, { recursive: true });
const dataDir = mkdtempSync(path.join(tmpdir(), 'vending-screenshots-'));
let product = null;
let storybook = null;
let browser = null;
const cleanUp = async () => {
  await browser?.close();
  storybook?.server.close();
  await product?.app.close();
  rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  if (needsConsole) {
    console.log('Starting the server on a fresh embedded database…');
    product = await startProduct(dataDir);
  }
  if (needsStorybook) storybook = await serveStorybook();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  console.log(`Taking ${chosen.length} pictures into docs/images/:`);
  for (const shot of chosen) await take(browser, shot, { product: product?.url, storybook: storybook?.url });
} finally {
  await cleanUp();
}

// Browser figures in Debian's Chromium (never a downloaded browser):
//   1. Lighthouse (the npm `lighthouse` package) on the login page and on the members page with
//      a session, desktop and mobile settings, `LIGHTHOUSE_RUNS` runs each (5), medians.
//   2. The ui's DataTable with 100,000 rows in client mode: mount, sort, scroll frame rate,
//      also with the CPU slowed down 4× (CDP `Emulation.setCPUThrottlingRate`).
//   3. Switching between two open pages of the built console (its tab strip): click to the
//      first frame painted with the other page, and to its rows; and the first opening of one
//      of them from the menu, its chunk fetched then.
//   4. The members page opened with a session, as a user waits for it: navigation to the first
//      frame painted with its rows, in real time (no simulation), on loopback and on an emulated
//      10 Mbit/s link with 40 ms latency. Lighthouse's simulation leaves timers out, so a page
//      held back by one (React's 300 ms reveal throttle, issue 13) shows only here.
//
//   npm run build && node bench/browser.mjs     (a Markdown section on standard output, ~6 min)
//   BENCH_QUICK=1 node bench/browser.mjs        (the smoke run of `npm test`: small, no Lighthouse)
//
// The console is the build (`packages/console/dist`, or CONSOLE_DIST) served by the reference
// server (bench/console.mjs). The DataTable page is `packages/ui/src/DataTable/__bench__/`, built
// here with Vite in production mode into a temp folder and served from loopback. Timings are
// reported, never asserted; every wait has a limit.
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
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import {
  chromiumArgs,
  chromiumPath,
  launchChromium,
  newPage,
  RESTOCKER,
  sessionCookie,
  sessionToken,
  sleep,
  withConsoleServer,
} from './console.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const dataTablePage = path.join(repoRoot, 'packages/ui/src/DataTable/__bench__');
const consoleDist = path.resolve(process.env.CONSOLE_DIST ?? path.join(repoRoot, 'packages/console/dist'));
const QUICK = process.env.BENCH_QUICK === '1';
/** BENCH_ONLY=lighthouse: Lighthouse alone (with LIGHTHOUSE_PAGES, one page's figures). */
const ONLY_LIGHTHOUSE = process.env.BENCH_ONLY === 'lighthouse';
const settings = QUICK
  ? {
      rows: 2_000,
      mounts: 1,
      sorts: 2,
      scrollSeconds: 1,
      switches: 2,
      loads: 1,
      lighthouseRuns: Number(process.env.LIGHTHOUSE_RUNS ?? 0),
    }
  : {
      rows: 100_000,
      // A mount is one sample per page load: the first of each run and more in fresh pages
      // (one sample moved 161 → 222 ms between two runs of the same code).
      mounts: 5,
      sorts: 6,
      scrollSeconds: 5,
      switches: 10,
      loads: 7,
      lighthouseRuns: Number(process.env.LIGHTHOUSE_RUNS ?? 5),
    };
const SCROLL_PX_PER_SECOND = 3_000;
const WAIT_LIMIT_MS = 30_000;
const waitLimit = { timeout: WAIT_LIMIT_MS };

const started = Date.now();
const log = (message) =>
  process.stderr.write(`[bench:browser ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}\n`);

const median = (values) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');

// ─── DataTable ──────────────────────────────────────────────────────────────────────────────

/** Builds the DataTable page with Vite (production mode) into `outDir`. */
export async function buildDataTablePage(outDir) {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const { default: tailwindcss } = await import('@tailwindcss/vite');
  await build({
    root: dataTablePage,
    configFile: false,
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    build: { outDir, emptyOutDir: true, target: 'es2022', rolldownOptions: { checks: { pluginTimings: false } } },
  });
}

const contentTypes = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Serves a folder on a free loopback port; resolves with { url, close }. */
export function serveFolder(folder) {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(folder, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(folder) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(done)),
      }),
    );
  });
}

function frameFigures(frames) {
  // The first interval can include the scroll's start; a frame is "long" past 1.5 vsyncs.
  const intervals = frames.slice(1);
  const total = intervals.reduce((sum, frame) => sum + frame, 0);
  return {
    frames: intervals.length,
    medianFps: 1000 / median(intervals),
    averageFps: (intervals.length * 1000) / total,
    longFrames: intervals.filter((frame) => frame > 25).length,
    worstFrameMs: Math.max(...intervals),
  };
}

/** A fresh page at the given CPU slowdown, ready to mount the table. */
async function openTablePage(browser, url, rate) {
  const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(`${url}/?rows=${settings.rows}`);
  await page.waitForFunction(() => typeof window.benchMountTable === 'function', undefined, waitLimit);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page, cdp };
}

/** The mount alone, in `count` fresh pages. */
async function mountSamples(browser, url, rate, count) {
  const samples = [];
  for (let index = 0; index < count; index += 1) {
    const { context, page } = await openTablePage(browser, url, rate);
    try {
      samples.push(await page.evaluate(() => window.benchMountTable()));
    } finally {
      await context.close();
    }
  }
  return samples;
}

/** One page load: mount, sorts and a scroll, at the given CPU slowdown; then more mounts. */
async function dataTableRun(browser, url, rate) {
  const { context, page, cdp } = await openTablePage(browser, url, rate);
  let run;
  try {
    const mount = await page.evaluate(() => window.benchMountTable());
    const rowCount = await page.getByRole('table', { name: '订单列表' }).getAttribute('aria-rowcount', waitLimit);
    await sleep(300);
    const sorts = [];
    for (let index = 0; index < settings.sorts; index += 1) {
      // 金额: none → ascending → descending → none…; each click re-sorts (or restores) every row.
      sorts.push(await page.evaluate(() => window.benchSort('金额')));
    }
    await page.evaluate(() => {
      document.querySelector('[data-slot="data-table-scroll"]').scrollTop = 0;
    });
    await sleep(300);
    const frames = await page.evaluate(
      ([seconds, speed]) => window.benchScroll(seconds, speed),
      [settings.scrollSeconds, SCROLL_PX_PER_SECOND],
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    run = { rate, mount, rowCount: Number(rowCount) - 1, sorts, scroll: frameFigures(frames) };
  } finally {
    await context.close();
  }
  const { mount, ...rest } = run;
  return { ...rest, mounts: [mount, ...(await mountSamples(browser, url, rate, settings.mounts - 1))] };
}

export async function measureDataTable(browser) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'vending-datatable-bench-'));
  let server;
  try {
    log('building the DataTable page…');
    const buildStarted = Date.now();
    await buildDataTablePage(outDir);
    log(`built in ${((Date.now() - buildStarted) / 1000).toFixed(1)} s; measuring ${settings.rows} rows…`);
    server = await serveFolder(outDir);
    const normal = await dataTableRun(browser, server.url, 1);
    log('…with the CPU slowed down 4×');
    const slowed = await dataTableRun(browser, server.url, 4);
    return { rows: settings.rows, runs: [normal, slowed] };
  } finally {
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

// ─── Switching between open pages ───────────────────────────────────────────────────────────

/**
 * Runs `click()` and measures, from the pointer going down (the event's own time stamp), the
 * first frame painted with the page of table `label` shown and the first frame painted with its
 * table's rows (which needs the page's list call, as the members and administrators pages are
 * not kept alive: docs/SPECIFICATION.md §2).
 */
async function measureShow(page, label, click) {
  await page.evaluate((table) => {
    window.benchSwitch = new Promise((resolve, reject) => {
      let down;
      let shown;
      const limit = performance.now() + 20_000;
      addEventListener('pointerdown', (event) => (down = event.timeStamp), { capture: true, once: true });
      const visible = () => {
        const element = document.querySelector(`table[aria-label="${table}"]`);
        return element && element.checkVisibility() ? element : null;
      };
      const frame = () => {
        if (performance.now() > limit) return reject(new Error(`${table} did not show within 20 s.`));
        const element = visible();
        if (down !== undefined && element && shown === undefined) {
          // Painted after this frame: a task queued now runs once the frame is on screen.
          setTimeout(() => (shown = performance.now()), 0);
        }
        if (shown !== undefined && element?.querySelector('tbody tr[data-row-index]')) {
          setTimeout(() => resolve({ shown: shown - down, rows: performance.now() - down }), 0);
          return;
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  }, label);
  await click();
  return page.evaluate(() => window.benchSwitch);
}

const switchTo = (page, label) =>
  measureShow(page, label, () =>
    page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name: label }).click(),
  );

export async function measurePageSwitch(browser, baseUrl) {
  const token = await sessionToken(baseUrl);
  const { context, page } = await newPage(browser, { viewport: { width: 1440, height: 900 } });
  try {
    await context.addCookies([sessionCookie(baseUrl, token)]);
    await page.goto(`${baseUrl}/#/member/list`);
    await page.getByRole('table', { name: '会员列表' }).locator('tbody tr[data-row-index]').first().waitFor(waitLimit);
    // The first opening of a page: its chunk is fetched then. 管理员列表 sits in the 管理员管理
    // group (beside 安全事件), opened first, outside the measure.
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('treeitem', { name: '管理员管理' }).click();
    const firstOpen = await measureShow(page, '管理员列表', () =>
      page.getByRole('navigation', { name: '主菜单' }).getByRole('treeitem', { name: '管理员列表' }).click(),
    );
    // Both pages' chunks are loaded now; a first round trip warms them up, then the measure.
    await switchTo(page, '会员列表');
    await switchTo(page, '管理员列表');
    const samples = [];
    for (let index = 0; index < settings.switches; index += 1) {
      const label = index % 2 === 0 ? '会员列表' : '管理员列表';
      samples.push({ label, ...(await switchTo(page, label)) });
      await sleep(200);
    }
    return { samples, firstOpen };
  } finally {
    await context.close();
  }
}

// ─── The members page as a user waits for it ────────────────────────────────────────────────

/** Network conditions of the first-rows figure: none (loopback), and Lighthouse desktop's link. */
const LINKS = [
  { name: 'loopback', conditions: null },
  {
    name: '10 Mbit/s, 40 ms',
    conditions: { latency: 40, downloadThroughput: (10_240 * 1024) / 8, uploadThroughput: (10_240 * 1024) / 8 },
  },
];

export async function measureFirstRows(browser, baseUrl) {
  const token = await sessionToken(baseUrl);
  const results = [];
  for (const link of LINKS) {
    const samples = [];
    for (let load = 0; load < settings.loads; load += 1) {
      const { context, page } = await newPage(browser, { viewport: { width: 1440, height: 900 } });
      try {
        await context.addCookies([sessionCookie(baseUrl, token)]);
        if (link.conditions) {
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', { offline: false, ...link.conditions });
        }
        // The first row in the DOM, then the frame that paints it (a task queued from
        // requestAnimationFrame runs after that frame).
        await page.addInitScript(() => {
          const observer = new MutationObserver(() => {
            if (!document.querySelector('tbody tr[data-row-index]')) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => (window.benchRowsPainted = performance.now()), 0));
          });
          observer.observe(document, { subtree: true, childList: true });
        });
        await page.goto(`${baseUrl}/#/member/list`);
        await page.waitForFunction(() => window.benchRowsPainted !== undefined, undefined, waitLimit);
        samples.push(
          await page.evaluate(() => ({
            firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
            rows: window.benchRowsPainted,
          })),
        );
      } finally {
        await context.close();
      }
    }
    results.push({ link: link.name, samples });
  }
  return results;
}

// ─── Lighthouse ─────────────────────────────────────────────────────────────────────────────

/**
 * Lighthouse through playwright's Chromium: a persistent context (the browser's default one,
 * where Lighthouse opens its tab) holding the session cookie, its DevTools port for Lighthouse.
 */
export async function measureLighthouse(baseUrl, runs) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const tokens = { admin: await sessionToken(baseUrl), restocker: await sessionToken(baseUrl, RESTOCKER) };
  const profile = mkdtempSync(path.join(os.tmpdir(), 'vending-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--remote-debugging-port=0'],
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: null,
  });
  try {
    const portFile = path.join(profile, 'DevToolsActivePort');
    const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
    // The login page without a session (with one, it would go on to the welcome page); the
    // restocker's field view (its own page, field.html), made for a phone, on the mobile settings
    // only. LIGHTHOUSE_PAGES (e.g. `field`) measures only the pages it names; `field-hash`, the
    // field view's older address `/#/field` (the console's entry, which goes on to field.html),
    // only when named.
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const pages = [
      { name: 'login', url: `${baseUrl}/#/login`, session: null, formFactors: ['desktop', 'mobile'] },
      { name: 'members', url: `${baseUrl}/#/member/list`, session: 'admin', formFactors: ['desktop', 'mobile'] },
      { name: 'field', url: `${baseUrl}/field.html`, session: 'restocker', formFactors: ['mobile'] },
      { name: 'field-hash', url: `${baseUrl}/#/field`, session: 'restocker', formFactors: ['mobile'], named: true },
    ].filter((target) => (only ? only.includes(target.name) : !target.named));
    const results = [];
    const retried = [];
    for (const formFactor of ['desktop', 'mobile']) {
      for (const target of pages) {
        if (!target.formFactors.includes(formFactor)) continue;
        const samples = [];
        await context.clearCookies();
        if (target.session) await context.addCookies([sessionCookie(baseUrl, tokens[target.session])]);
        for (let run = 0; run < runs; run += 1) {
          log(`Lighthouse ${formFactor} ${target.name} ${run + 1}/${runs}…`);
          // Lighthouse sometimes loses the trace's start (NO_NAVSTART, "run Lighthouse again"):
          // such a run is done again, at most twice, and counted.
          let lhr;
          for (let attempt = 0; ; attempt += 1) {
            ({ lhr } = await lighthouse(
              target.url,
              { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
              formFactor === 'desktop' ? desktopConfig : undefined,
            ));
            if (!lhr.runtimeError) break;
            const problem = `${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
            if (attempt === 2) throw new Error(problem);
            log(`Lighthouse: ${problem}; again`);
            retried.push(`${formFactor} ${target.name}: ${lhr.runtimeError.code}`);
          }
          // LIGHTHOUSE_REPORTS=<folder>: each run's whole report (JSON: the LCP element and its
          // phases, the request chain, the main thread's tasks) kept there, to see where the time goes.
          if (process.env.LIGHTHOUSE_REPORTS) {
            mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
            const file = path.join(process.env.LIGHTHOUSE_REPORTS, `${formFactor}-${target.name}-${run + 1}.json`);
            writeFileSync(file, JSON.stringify(lhr));
          }
          const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
          samples.push({
            score: (lhr.categories.performance.score ?? NaN) * 100,
            fcp: audit('first-contentful-paint'),
            lcp: audit('largest-contentful-paint'),
            tbt: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
            speedIndex: audit('speed-index'),
            lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
            warnings: lhr.runWarnings,
            benchmarkIndex: lhr.environment.benchmarkIndex,
          });
        }
        results.push({ formFactor, page: target.name, samples });
      }
    }
    const { version } = (await import('lighthouse/package.json', { with: { type: 'json' } })).default;
    return { version, results, retried };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

// ─── All of it ──────────────────────────────────────────────────────────────────────────────

/** Every figure; `baseUrl`: a console server already running (bench/run.mjs shares one). */
export async function runBrowserBenchmark({ baseUrl: running } = {}) {
  if (!existsSync(path.join(consoleDist, 'index.html')))
    throw new Error(`No console build in ${consoleDist}: run \`npm run build\` first.`);
  const result = { settings, chromium: '', errors: [] };
  const browser = await launchChromium();
  try {
    result.chromium = browser.version();
    try {
      if (!ONLY_LIGHTHOUSE) result.dataTable = await measureDataTable(browser);
    } catch (error) {
      result.errors.push(`DataTable: ${error instanceof Error ? error.message : error}`);
    }
    if (!running) log('starting the server…');
    await withConsoleServer(
      'browser-bench',
      async ({ baseUrl }) => {
        try {
          if (!ONLY_LIGHTHOUSE) {
            log('switching between open pages…');
            result.pageSwitch = await measurePageSwitch(browser, baseUrl);
          }
        } catch (error) {
          result.errors.push(`Page switch: ${error instanceof Error ? error.message : error}`);
        }
        try {
          if (!ONLY_LIGHTHOUSE) {
            log('opening the members page…');
            result.firstRows = await measureFirstRows(browser, baseUrl);
          }
        } catch (error) {
          result.errors.push(`First rows: ${error instanceof Error ? error.message : error}`);
        }
        if (settings.lighthouseRuns > 0) {
          try {
            result.lighthouse = await measureLighthouse(baseUrl, settings.lighthouseRuns);
          } catch (error) {
            result.errors.push(`Lighthouse: ${error instanceof Error ? error.message : error}`);
          }
        }
      },
      { baseUrl: running },
    );
  } finally {
    await browser.close();
  }
  return result;
}

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

export function browserMarkdown(result) {
  const lines = ['### In the browser', ''];
  lines.push(
    `Chromium ${result.chromium} (Debian, headless, \`--disable-gpu\`)` +
      (result.lighthouse ? `, Lighthouse ${result.lighthouse.version}` : ', Lighthouse not run') +
      (QUICK ? '; quick smoke settings (`BENCH_QUICK=1`): not figures to quote' : '') +
      '.',
    '',
  );
  if (result.lighthouse) {
    const runs = result.lighthouse.results[0]?.samples.length ?? 0;
    lines.push(
      `#### Lighthouse (performance only, median of ${runs} runs each; simulated throttling as Lighthouse's own desktop and mobile settings)`,
      '',
      '| page | form factor | score | FCP | LCP | TBT | CLS | speed index | scores of the runs | LCP element |',
      '| --- | --- | --: | --: | --: | --: | --: | --: | --- | --- |',
    );
    for (const { formFactor, page, samples } of result.lighthouse.results) {
      const m = (key) => median(samples.map((sample) => sample[key]));
      lines.push(
        `| ${page} | ${formFactor} | **${fixed(m('score'))}** | ${ms(m('fcp'))} | **${ms(m('lcp'))}** | **${ms(m('tbt'))}** | **${fixed(m('cls'), 3)}** | ${ms(m('speedIndex'))} | ${samples.map((sample) => fixed(sample.score)).join(', ')} | \`${(samples[0]?.lcpElement ?? '—').replaceAll('|', '\\|').slice(0, 60)}\` |`,
      );
    }
    const warnings = [
      ...new Set(result.lighthouse.results.flatMap((entry) => entry.samples.flatMap((s) => s.warnings))),
    ];
    const indexes = result.lighthouse.results.flatMap((entry) => entry.samples.map((s) => s.benchmarkIndex));
    lines.push(
      '',
      `Lighthouse's benchmark index of the machine: ${fixed(Math.min(...indexes))}–${fixed(Math.max(...indexes))}.`,
    );
    if (warnings.length > 0) lines.push('', ...warnings.map((warning) => `- Lighthouse warned: ${warning}`));
    if (result.lighthouse.retried.length > 0)
      lines.push('', `Runs done again after a Lighthouse error: ${result.lighthouse.retried.join('; ')}.`);
    lines.push('');
  }
  if (result.dataTable) {
    lines.push(
      `#### DataTable, ${result.dataTable.rows.toLocaleString('en')} rows in client mode (the \`Virtualized100k\` story's table, production build)`,
      '',
      `Mount: \`render()\` to the first frame painted with rows, in ${settings.mounts} page loads. Sort: a click on 金额 to the frame painted in the new order (${settings.sorts} clicks: ascending, descending, unsorted…). Scroll: ${settings.scrollSeconds} s at ${SCROLL_PX_PER_SECOND} px/s, the scroll position set every frame; fps from the frame intervals (requestAnimationFrame), a long frame is over 25 ms.`,
      '',
      '| CPU | mount median | mounts (ms) | sort median | sort max | sorts (ms) | scroll median fps | average fps | long frames | worst frame |',
      '| --- | --: | --- | --: | --: | --- | --: | --: | --: | --: |',
    );
    for (const run of result.dataTable.runs) {
      const sortTimes = run.sorts.map((sort) => sort.ms);
      lines.push(
        `| ${run.rate === 1 ? 'as is' : `${run.rate}× slower`} | **${ms(median(run.mounts))}** | ${run.mounts.map((t) => Math.round(t)).join(', ')} | **${ms(median(sortTimes))}** | ${ms(Math.max(...sortTimes))} | ${sortTimes.map((t) => Math.round(t)).join(', ')} | **${fixed(run.scroll.medianFps, 1)}** | ${fixed(run.scroll.averageFps, 1)} | ${run.scroll.longFrames} of ${run.scroll.frames} | ${ms(run.scroll.worstFrameMs)} |`,
      );
    }
    lines.push('');
  }
  if (result.pageSwitch) {
    const { samples } = result.pageSwitch;
    lines.push(
      '#### Switching between two open pages (the tab strip, chunks cached)',
      '',
      `Members and administrators lists open as tabs, ${samples.length} clicks alternating (after one warm-up round). From the pointer going down to the first frame painted with the other page shown, and to the first frame with its rows (these two pages are not kept alive: each switch mounts the page and calls its list).`,
      '',
      '| to | n | shown median | shown max | rows median | rows max |',
      '| --- | --: | --: | --: | --: | --: |',
    );
    const { firstOpen } = result.pageSwitch;
    lines.push(
      `| 管理员列表, its first opening (from the menu, its chunk fetched) | 1 | **${ms(firstOpen.shown)}** | — | ${ms(firstOpen.rows)} | — |`,
    );
    for (const label of ['会员列表', '管理员列表']) {
      const mine = samples.filter((sample) => sample.label === label);
      lines.push(
        `| ${label} | ${mine.length} | **${ms(median(mine.map((s) => s.shown)))}** | ${ms(Math.max(...mine.map((s) => s.shown)))} | ${ms(median(mine.map((s) => s.rows)))} | ${ms(Math.max(...mine.map((s) => s.rows)))} |`,
      );
    }
    lines.push('');
  }
  if (result.firstRows) {
    lines.push(
      '#### The members page opened with a session, in real time',
      '',
      `Each load in a fresh context (nothing cached), the session cookie set: from navigation to the first contentful paint, and to the first frame painted with the table's rows. Loopback, and Chromium's network emulation at Lighthouse desktop's link (10 Mbit/s, 40 ms); the CPU as is.`,
      '',
      '| link | loads | first paint median | rows painted median | rows painted (ms) |',
      '| --- | --: | --: | --: | --- |',
    );
    for (const { link, samples } of result.firstRows) {
      lines.push(
        `| ${link} | ${samples.length} | ${ms(median(samples.map((s) => s.firstPaint)))} | **${ms(median(samples.map((s) => s.rows)))}** | ${samples.map((s) => Math.round(s.rows)).join(', ')} |`,
      );
    }
    lines.push('');
  }
  if (result.errors.length > 0) lines.push(...result.errors.map((error) => `- **Failed**: ${error}`), '');
  return lines.join('\n').trimEnd();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const result = await runBrowserBenchmark();
    console.log(process.argv.includes('--json') ? JSON.stringify(result, null, 2) : browserMarkdown(result));
    if (result.errors.length > 0) process.exitCode = 1;
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  }
}

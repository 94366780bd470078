// Page weight as a browser loads it: starts the reference server (the built console, a fresh
// embedded database in a temp folder, a free loopback port), opens pages in Debian's Chromium
// through playwright and records every JS and CSS response, each body gzipped at level 9.
//
//   npm run build && node bench/page-weight.mjs          (a table on standard output)
//   node bench/page-weight.mjs --json                    (the figures as JSON)
//
// Journeys, each in a fresh browser context (empty cache):
//   1. login page: `/#/login` until the network is idle (what it pulls itself included), then a
//      refused submit (wrong password: the login call, its error shown in place) until idle, then
//      the successful submit: every file requested before the login call went out is what the
//      form needs to log in. That union is the login page's weight.
//   2. after login: the same context goes on to `/#/member/list` (all chunks the session has
//      fetched: login, welcome, layout, members page).
//   3. members page opened directly with a session cookie (all chunks).
//   4. the login page in English (language cookie), opened until idle.
//   5. the restocker's field view (its own page, `field.html`) opened with the demo restocker's
//      session, until its title is drawn and the network is idle (everything the phone fetched).
// "Network idle" = no request in flight for 500 ms (bounded: 20 s per wait). Deterministic for a
// given build: the set of files fetched, not timings, is what is reported.
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  ADMIN,
  launchChromium,
  newPage,
  RESTOCKER,
  sessionCookie,
  sessionToken,
  sleep,
  withConsoleServer,
} from './console.mjs';

const IDLE_MS = 500;
const WAIT_LIMIT_MS = 20_000;

const started = Date.now();
const log = (message) =>
  process.stderr.write(`[bench:page-weight ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}\n`);
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * Records a page's JS and CSS responses (by path, each once) and knows when its network is
 * idle: no request in flight for IDLE_MS.
 */
function recorder(page) {
  const files = new Map();
  const pending = new Set();
  let inFlight = 0;
  let lastChange = Date.now();
  let label = 'start';
  page.on('request', () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfailed', done);
  page.on('requestfinished', done);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!/\.(js|css)$/.test(url.pathname) || files.has(url.pathname)) return;
    const entry = { file: url.pathname.replace(/^\//, ''), step: label, raw: 0, gzip: 0 };
    files.set(url.pathname, entry);
    const body = response.body().then((buffer) => {
      entry.raw = buffer.length;
      entry.gzip = gzipSize(buffer);
    });
    pending.add(body);
    void body.finally(() => pending.delete(body));
  });
  return {
    files,
    step(name) {
      label = name;
    },
    async idle() {
      const deadline = Date.now() + WAIT_LIMIT_MS;
      while (Date.now() < deadline) {
        if (inFlight === 0 && Date.now() - lastChange >= IDLE_MS) {
          await Promise.all(pending);
          return;
        }
        await sleep(50);
      }
      throw new Error(`The network was not idle within ${WAIT_LIMIT_MS / 1000} s (${inFlight} requests in flight).`);
    },
  };
}

async function fillLogin(page, password) {
  await page.getByLabel('用户名').fill(ADMIN.username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

const waitLimit = { timeout: WAIT_LIMIT_MS };

/** Journeys 1 and 2: the login page, a refused and a successful submit, then the members page. */
async function loginJourney(browser, baseUrl) {
  const { context, page } = await newPage(browser);
  const record = recorder(page);
  record.step('open');
  await page.goto(`${baseUrl}/#/login`);
  await page.getByRole('button', { name: '登录' }).waitFor(waitLimit);
  await record.idle();

  record.step('refused submit');
  await fillLogin(page, 'not-the-password');
  await page.getByRole('alert').filter({ hasText: '用户名或密码错误' }).first().waitFor(waitLimit);
  await record.idle();

  // Whatever is requested before the login call goes out is needed to log in.
  record.step('submit');
  const loginCall = page.waitForRequest((request) => request.url().includes('/admin/login'), waitLimit);
  await fillLogin(page, ADMIN.password);
  await loginCall;
  const loginFiles = [...record.files.values()].map((entry) => ({ ...entry }));

  record.step('welcome');
  await page.waitForURL(/#\/welcome$/, waitLimit);
  await record.idle();
  record.step('members');
  await page.goto(`${baseUrl}/#/member/list`);
  await page.getByRole('table', { name: '会员列表' }).waitFor(waitLimit);
  await record.idle();
  const sessionFiles = [...record.files.values()];
  await context.close();
  return { loginFiles, sessionFiles };
}

/** The login page in English (its language cookie set): open until idle. */
async function loginEnglish(browser, baseUrl) {
  const { context, page } = await newPage(browser);
  await context.addCookies([{ name: 'language', value: 'en', url: baseUrl }]);
  const record = recorder(page);
  record.step('open');
  await page.goto(`${baseUrl}/#/login`);
  await page.getByRole('button', { name: 'Log in' }).waitFor(waitLimit);
  await record.idle();
  await context.close();
  return [...record.files.values()];
}

/** Journey 3: the members page opened directly with a session. */
async function membersDirect(browser, baseUrl) {
  const token = await sessionToken(baseUrl);
  const { context, page } = await newPage(browser);
  await context.addCookies([sessionCookie(baseUrl, token)]);
  const record = recorder(page);
  record.step('members');
  await page.goto(`${baseUrl}/#/member/list`);
  await page.getByRole('table', { name: '会员列表' }).waitFor(waitLimit);
  await record.idle();
  await context.close();
  return [...record.files.values()];
}

/** Journey 5: the field view opened by the demo restocker (a session cookie), until idle. */
async function fieldDirect(browser, baseUrl) {
  const token = await sessionToken(baseUrl, RESTOCKER);
  const { context, page } = await newPage(browser);
  await context.addCookies([sessionCookie(baseUrl, token)]);
  const record = recorder(page);
  record.step('field');
  await page.goto(`${baseUrl}/field.html`);
  await page.getByRole('heading', { name: '今日行程' }).waitFor(waitLimit);
  await record.idle();
  await context.close();
  return [...record.files.values()];
}

const sum = (files, key = 'gzip') => files.reduce((total, file) => total + file[key], 0);

function summary(files) {
  const js = files.filter((file) => file.file.endsWith('.js'));
  return {
    files: [...files].sort((a, b) => b.gzip - a.gzip),
    requests: files.length,
    jsRequests: js.length,
    js: sum(js),
    css: sum(files.filter((file) => file.file.endsWith('.css'))),
    total: sum(files),
    raw: sum(files, 'raw'),
  };
}

/**
 * Every figure: { login, session, membersDirect, loginEnglish, field }, each a summary of the
 * files fetched (`membersDirect`, `loginEnglish` and `field` only when asked: the budget does
 * without English).
 */
export async function measurePageWeight({
  membersDirect: withDirect = true,
  loginEnglish: withEnglish = withDirect,
  field: withField = withDirect,
  baseUrl: running,
} = {}) {
  if (!running) log('starting the server…');
  return withConsoleServer(
    'page-weight',
    async ({ baseUrl }) => {
      const browser = await launchChromium();
      try {
        log('login journey…');
        const { loginFiles, sessionFiles } = await loginJourney(browser, baseUrl);
        const result = { login: summary(loginFiles), session: summary(sessionFiles) };
        if (withDirect) {
          log('members page with a session…');
          result.membersDirect = summary(await membersDirect(browser, baseUrl));
        }
        if (withEnglish) {
          log('login page in English…');
          result.loginEnglish = summary(await loginEnglish(browser, baseUrl));
        }
        if (withField) {
          log('field view with the restocker’s session…');
          result.field = summary(await fieldDirect(browser, baseUrl));
        }
        return result;
      } finally {
        await browser.close();
      }
    },
    { baseUrl: running },
  );
}

export function pageWeightMarkdown(result) {
  const line = (name, figures) =>
    `| ${name} | ${figures.requests} (${figures.jsRequests} JS) | ${kb(figures.js)} | ${kb(figures.css)} | **${kb(figures.total)}** |`;
  const lines = [
    '### Page weight as a browser loads it',
    '',
    'KB = 1024 bytes; every JS and CSS response body gzipped at level 9, each file once.',
    '',
    '| journey | files | JS gzip KB | CSS gzip KB | JS+CSS gzip KB |',
    '| --- | --: | --: | --: | --: |',
    line('login page (open, refused submit, what a submit needs)', result.login),
    line('login → welcome → members page (all the session fetched)', result.session),
    ...(result.membersDirect ? [line('members page opened with a session', result.membersDirect)] : []),
    ...(result.loginEnglish ? [line('login page in English (open only)', result.loginEnglish)] : []),
    ...(result.field ? [line('field view `field.html` with the restocker’s session', result.field)] : []),
    '',
    '| file (login → members session) | step | raw KB | gzip KB |',
    '| --- | --- | --: | --: |',
    ...result.session.files.map((file) => `| ${file.file} | ${file.step} | ${kb(file.raw)} | ${kb(file.gzip)} |`),
  ];
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const result = await measurePageWeight();
    console.log(process.argv.includes('--json') ? JSON.stringify(result, null, 2) : pageWeightMarkdown(result));
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  }
}

// Bundle-size budget of the built console, counted as a browser loads it: bench/page-weight.mjs
// starts the server on the build, opens the login page in Chromium and records every JS and CSS
// file fetched until the network is idle, a refused submit, and what a successful submit needs
// before its call goes out; then goes on to the members page. Every file is gzipped at level 9.
// The set of files fetched is deterministic for a given build, so it is enforced; nothing here
// is timed (the waits have limits, no assertion reads a clock). docs/BENCHMARKS.md has the figures.
//
// Checks:
// - the login page's JS+CSS ≤ 140 KB gzip (the performance issue's target);
// - the members page after login (everything the session fetched: login, welcome, layout,
//   members page) ≤ MEMBERS_SESSION budget;
// - the members page opened directly with a session (every file it fetched) ≤ MEMBERS_DIRECT budget;
// - the files that session fetched ≤ MEMBERS_SESSION_FILE_BUDGET (each one a request);
// - every page's own chunk (a lazy chunk of src/features/**) ≤ 30 KB gzip;
// - the restocker's field view (its own page, `field.html`, opened with the demo restocker's
//   session: every file it fetched) ≤ FIELD_VIEW budget;
// - no chart, rich-text editor or spreadsheet code among the login page's files (source maps);
// - no page without a list loads the list's chunk (manifest and source maps): what it shares
//   with the list belongs in pageCommon, which vite.config.ts derives.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measurePageWeight } from '../bench/page-weight.mjs';

const KB = 1024;
// The issue asks for 140 KB. Raised 140 → 141 KB on purpose on 2026-11-27, at 143,362 bytes
// (2 bytes over 140 KB): three pages more in the route table and the menu (补货计划, 销售报表,
// 告警通知: routes, preload lists, titles in both languages) and the client's part of the live
// pages' ETags; the kept answers themselves moved to the transport, loaded on first need (99
// bytes less). docs/BENCHMARKS.md reports the target as not met by those 2 bytes. Raised 141 →
// 142 KB on purpose on 2026-11-28 (141.2 KB measured): the English titles of every page moved into
// the menu table the first screen reads (one source per word, issue 42), and three pages more
// (渠道对账, 告警中心, 行程). Back to 140 KB on 2026-11-29 (139.6 KB measured): the ui's data and
// shell words join its word table with their components' chunks (provider/messages.ts), not
// with the login page, which draws no table and no shell.
export const LOGIN_PAGE_GZIP_BUDGET_BYTES = 140 * KB;
// The issue asks for 200 KB; the members page measured 275.5 KB on 2026-11-26 once forms, the
// calendar, the command palette, the contract's schemas and the table's virtualizer left its
// first paint and its chunks were grouped by purpose. The libraries the product owner named and
// the stylesheet are 143 KB of it (docs/BENCHMARKS.md, "the floor"). The budget holds what was
// reached with a little room. Raised 280 → 290 KB on purpose on 2026-11-26 (285.9 KB measured):
// the filter bar's choices became the design system's Select and Combobox instead of the
// browser's <select> (issue 30: no native select on any page), the page kinds became a registry
// loaded with the list, and the members list gained its detail action. Raised 290 → 295 KB on
// 2026-11-27 (290.7 KB measured): the pinned column's layout in the table, the column kinds'
// detail values and links, the bulk-action and form hooks, live refresh. Lowered 295 → 289 KB on
// 2026-11-29 (286.5 KB measured after that day's merges: the time zone's dayjs plugins, the
// stuck-order filter; axios kept, docs/BENCHMARKS.md says why). Lowered 289 → 270 KB the same day
// (269.6 KB measured): axios with its XMLHttpRequest adapter only, the toasts on first message, cn's
// class groups derived from our classes instead of tailwind-merge's whole default configuration.
// Lowered 270 → 269 KB (268.4 KB measured): the route table as compact lines (api/routeCodes.ts).
// Lowered 269 → 253 KB on 2026-11-29 (252.1 KB measured, 11 files, branch weight3): the reads and
// the login go by fetch, axios comes with the first write, upload or download (api/request.ts,
// api/axiosSender.ts; README's dependency list says which call goes which way). Lowered 253 → 250 KB
// on 2026-11-29 (249.4 KB measured): the export's progress bar with the first export, a
// combobox's list with its first opening, the field labels' English with the English words.
export const MEMBERS_SESSION_GZIP_BUDGET_BYTES = 250 * KB;
// The members page opened directly with a session (bench/page-weight.mjs's third journey): issue
// 42 asks for 250 KB. Enforced on 2026-11-28 at 282 KB, 279.9 KB measured once the answers of
// the first screens were read by hand instead of with zod/mini (api/read.ts, 15 KB less; it was
// 289.3 before, 295.0 with the contract's field labels in the shared page chunk). The rest to
// 250 is axios and the shared chunks (docs/BENCHMARKS.md, "What the members page holds"). Raised
// 282 → 283 KB on purpose the same day (282.1 KB measured after the merges: three pages more in
// the menu table and route table, the agent account's id in the session's reader). Raised 283 →
// 288 KB on purpose on 2026-11-29 (286.1 KB measured): the time zone's dayjs plugins (every page
// showing a time) and the orders' stuck filter; replacing axios by fetch (−20 KB) was measured and
// not kept. Lowered 288 → 270 KB the same day (269.2 KB measured): axios with one adapter (−3.9),
// the toasts on first message with a stand-in offline (−9.5), cn's class groups (−3.5). What is
// left to 250 is in docs/BENCHMARKS.md, "What the members page holds". Lowered 270 → 269 KB
// (268.0 KB measured): the route table as compact lines (−0.9). Lowered 269 → 252 KB on 2026-11-29
// (251.7 KB measured, 10 files, branch weight3; 268.2 before): the reads (every GET answered with
// an envelope) go by fetch, with the transport's one request builder, time limit and failures, and
// axios (16.7 KB, its own chunk) comes with the first write, upload or download, not with a page
// that only reads as it opens (−16.5). Lowered 252 → 250 KB, the issue's figure, on 2026-11-29
// (249.0 KB measured, 10 files): the export's progress bar loads with the first export (−1.1), a
// combobox's search and list with its first opening (−0.6), the contract's field labels in
// English with the other English words, once English is chosen (−1.1).
export const MEMBERS_DIRECT_GZIP_BUDGET_BYTES = 250 * KB;
// Files (requests) of the same session: 40 with rolldown's own split, 10 with the chunks grouped
// by purpose (vite.config.ts, docs/BENCHMARKS.md "Chunks by purpose").
export const MEMBERS_SESSION_FILE_BUDGET = 12;
export const PAGE_CHUNK_GZIP_BUDGET_BYTES = 30 * KB;
// The restocker's phone (issue 40): at most 150 KB of JS+CSS gzip for the field view. Counted as
// Chromium loads it since 2026-11-29 (the manifest's walk said 146.6 KB where the phone also
// fetched the transport with axios, the layout and 404 chunks and the toasts: 236.5 KB in 8
// files); 148.8 KB in 4 once the start-up knew the field route and the toasts stayed off it;
// 121.1 KB in 4 as a page of its own (field.html: no router, route table or login page).
export const FIELD_VIEW_GZIP_BUDGET_BYTES = 150 * KB;
/** Libraries of the charts, the rich-text editor and spreadsheets: never on the login route. */
export const HEAVY_LIBRARIES =
  /node_modules\/(chart\.js|react-chartjs-2|@kurkle|@tiptap|prosemirror-|dompurify|exceljs|xlsx)/;

const distDir = path.resolve(import.meta.dirname, '../packages/console/dist');
const kb = (bytes) => (bytes / KB).toFixed(1);

/** Each page's own chunk: the lazy chunks of src/features/**, gzipped. */
export function pageChunks(manifest, dir = distDir) {
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/features/'))
    .map(([key, chunk]) => ({
      source: key,
      file: chunk.file,
      gzip: gzipSync(readFileSync(path.join(dir, chunk.file)), { level: 9 }).length,
    }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** The source files (absolute paths) of a built file, from its source map. */
function sourcesOf(file, dir = distDir) {
  const mapPath = path.join(dir, `${file}.map`);
  if (!existsSync(mapPath)) return [];
  return JSON.parse(readFileSync(mapPath, 'utf8')).sources.map((source) => path.resolve(path.dirname(mapPath), source));
}

/**
 * Pages that show no list yet load the list's chunk (the one holding `ResourcePage`): something they
 * share with the list's machinery is missing from `pageCommon` (vite.config.ts derives it from how
 * many pages show a list). A list page is one whose own chunk has a module importing `ResourcePage`.
 */
export function pagesLoadingTheListChunk(manifest, dir = distDir) {
  const isListModule = (source) => /[\\/]lib[\\/]resource[\\/]ResourcePage\.tsx$/.test(source);
  const listKey = Object.keys(manifest).find((key) => sourcesOf(manifest[key].file, dir).some(isListModule));
  if (listKey === undefined) return ['no chunk holds lib/resource/ResourcePage.tsx'];
  const loads = (key, seen = new Set()) => {
    for (const next of manifest[key].imports ?? []) if (!seen.has(next) && seen.add(next)) loads(next, seen);
    return seen;
  };
  const showsAList = (chunk) =>
    sourcesOf(chunk.file, dir).some(
      (source) => existsSync(source) && /from '[./]+lib\/resource\/ResourcePage'/.test(readFileSync(source, 'utf8')),
    );
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/features/') && !showsAList(chunk))
    .filter(([key]) => loads(key).has(listKey))
    .map(([key]) => key);
}

/** Heavy libraries among the sources (source maps) of the files given. */
function heavySources(files, dir = distDir) {
  return files.flatMap(({ file }) => {
    const mapPath = path.join(dir, `${file}.map`);
    if (!existsSync(mapPath)) return [];
    const { sources } = JSON.parse(readFileSync(mapPath, 'utf8'));
    return sources.filter((source) => HEAVY_LIBRARIES.test(source)).map((source) => `${file}: ${source}`);
  });
}

async function main() {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error('No console build (no dist/.vite/manifest.json): run `npm run build`.');
  const failures = [];
  const { login, session, membersDirect, field } = await measurePageWeight({
    membersDirect: true,
    loginEnglish: false,
    field: true,
  });

  console.log(`Login page (as Chromium loads it, a refused and a successful submit), ${login.requests} files:`);
  for (const file of login.files) console.log(`  ${file.file}  ${kb(file.gzip)} KB gzip  (${file.step})`);
  const verdict = (total, budget) => (total <= budget ? 'within' : 'OVER');
  console.log(
    `Login page JS+CSS: ${kb(login.total)} KB gzip (JS ${kb(login.js)}, CSS ${kb(login.css)}), ` +
      `${verdict(login.total, LOGIN_PAGE_GZIP_BUDGET_BYTES)} the ${LOGIN_PAGE_GZIP_BUDGET_BYTES / KB} KB budget.`,
  );
  if (login.total > LOGIN_PAGE_GZIP_BUDGET_BYTES) failures.push('login page');

  console.log(
    `Members page after login (all the session fetched, ${session.requests} files): ${kb(session.total)} KB gzip, ` +
      `${verdict(session.total, MEMBERS_SESSION_GZIP_BUDGET_BYTES)} the ${MEMBERS_SESSION_GZIP_BUDGET_BYTES / KB} KB budget.`,
  );
  if (session.total > MEMBERS_SESSION_GZIP_BUDGET_BYTES) failures.push('members page');
  console.log(
    `Members page after login: ${session.requests} files, ` +
      `${verdict(session.requests, MEMBERS_SESSION_FILE_BUDGET)} the budget of ${MEMBERS_SESSION_FILE_BUDGET}.`,
  );
  if (session.requests > MEMBERS_SESSION_FILE_BUDGET) failures.push('members page files');
  console.log(
    `Members page opened directly with a session (${membersDirect.requests} files): ${kb(membersDirect.total)} KB gzip, ` +
      `${verdict(membersDirect.total, MEMBERS_DIRECT_GZIP_BUDGET_BYTES)} the ${MEMBERS_DIRECT_GZIP_BUDGET_BYTES / KB} KB budget (issue 42's).`,
  );
  if (membersDirect.total > MEMBERS_DIRECT_GZIP_BUDGET_BYTES) failures.push('members page opened directly');

  const chunks = pageChunks(JSON.parse(readFileSync(manifestPath, 'utf8')));
  const overweight = chunks.filter((chunk) => chunk.gzip > PAGE_CHUNK_GZIP_BUDGET_BYTES);
  const largest = chunks[0];
  console.log(
    `Page chunks: ${chunks.length}, the largest ${largest ? `${largest.source} ${kb(largest.gzip)} KB gzip` : 'none'}; ` +
      `budget ${PAGE_CHUNK_GZIP_BUDGET_BYTES / KB} KB each.`,
  );
  for (const chunk of overweight) console.log(`  OVER: ${chunk.source} (${chunk.file}) ${kb(chunk.gzip)} KB gzip`);
  if (overweight.length > 0) failures.push('page chunks');

  const listLoaders = pagesLoadingTheListChunk(JSON.parse(readFileSync(manifestPath, 'utf8')));
  console.log(
    listLoaders.length === 0
      ? "Pages without a list: none loads the list's chunk."
      : `Pages without a list that load the list's chunk (a shared helper outside pageCommon): ${listLoaders.join(', ')}`,
  );
  if (listLoaders.length > 0) failures.push("the list's chunk loaded by pages without a list");

  for (const file of field.files) console.log(`  ${file.file}  ${kb(file.gzip)} KB gzip  (field view)`);
  console.log(
    `Field view (field.html with the restocker's session, as Chromium loads it), ${field.requests} files: ` +
      `${kb(field.total)} KB gzip, ${verdict(field.total, FIELD_VIEW_GZIP_BUDGET_BYTES)} the ` +
      `${FIELD_VIEW_GZIP_BUDGET_BYTES / KB} KB budget.`,
  );
  if (field.total > FIELD_VIEW_GZIP_BUDGET_BYTES) failures.push('field view');

  const heavy = heavySources(login.files);
  for (const line of heavy) console.log(`  chart/editor/spreadsheet code on the login route: ${line}`);
  if (heavy.length > 0) failures.push('heavy code on the login route');

  if (failures.length > 0) {
    console.log(`Bundle budget exceeded: ${failures.join(', ')}.`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  });
}

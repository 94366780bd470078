// Bundle benchmark: sizes of the built console, read from packages/console/dist (build it
// first with `npm run build`; CONSOLE_DIST points elsewhere, as for the server). Lists every
// JS and CSS asset raw and gzipped, the login page's JS and which libraries it is made of,
// from the source maps. The login page's files are the ones Chromium fetched (bench/run.mjs
// passes them from bench/page-weight.mjs, as scripts/bundle-budget.mjs counts them); run alone,
// this script falls back to the entry's static imports (and a login chunk's, if built as one), which is less
// than a browser loads when a chunk imports another dynamically.
//
//   node bench/bundle.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { LOGIN_PAGE_GZIP_BUDGET_BYTES } from '../scripts/bundle-budget.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const LOGIN_PAGE_SOURCE = 'src/features/auth/LoginPage.tsx';
/** Level 9, as the budget script measures. */
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

export function consoleDistDir() {
  return process.env.CONSOLE_DIST
    ? path.resolve(process.env.CONSOLE_DIST)
    : path.join(repoRoot, 'packages/console/dist');
}

export class MissingBuildError extends Error {}

/** Files of the chunk `key` and of every chunk it imports statically, each counted once. */
export function initialChunkFiles(manifest, key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk "${key}".`);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => initialChunkFiles(manifest, imported, seen))];
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUES = new Map([...BASE64].map((character, index) => [character, index]));

/** The numbers of one source-map segment (Base64 VLQ). */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    const digit = BASE64_VALUES.get(character);
    if (digit === undefined) throw new Error(`Bad source-map character "${character}".`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Who a source file belongs to: an npm package, one of our packages, or the bundler. */
function ownerOf(source, mapDir) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const [first, second] = source.slice(modules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const relative = path.relative(repoRoot, path.resolve(mapDir, source)).split(path.sep).join('/');
  const workspace = /^packages\/([^/]+)\//.exec(relative);
  if (workspace) return `@vending/${workspace[1]} (ours)`;
  return `(bundler: ${source.replace(/^\0/, '')})`;
}

/**
 * Bytes of generated code per owner: each mapped segment owns the text up to the next
 * segment on its line; text before a line's first segment or after an unmapped one is
 * counted as "(unmapped)".
 */
export function bytesByOwner(code, map, mapDir) {
  const owners = map.sources.map((source) => ownerOf(source, mapDir));
  const totals = new Map();
  const add = (owner, text) => totals.set(owner, (totals.get(owner) ?? 0) + Buffer.byteLength(text));
  const codeLines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  codeLines.forEach((line, lineIndex) => {
    const segments = (mappingLines[lineIndex] ?? '').split(',').filter(Boolean);
    let column = 0;
    let owner = '(unmapped)';
    let start = 0;
    for (const segment of segments) {
      const values = decodeSegment(segment);
      column += values[0];
      add(owner, line.slice(start, column));
      start = column;
      if (values.length >= 4) {
        sourceIndex += values[1];
        owner = owners[sourceIndex] ?? '(unmapped)';
      } else {
        owner = '(unmapped)';
      }
    }
    add(owner, `${line.slice(start)}${lineIndex < codeLines.length - 1 ? '\n' : ''}`);
  });
  return totals;
}

function assetFiles(distDir) {
  return readdirSync(path.join(distDir, 'assets'))
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => `assets/${file}`);
}

/** Every figure of the bundle benchmark. */
export function runBundleBenchmark(distDir = consoleDistDir(), { browserFiles } = {}) {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    throw new MissingBuildError(
      `No build at ${path.relative(process.cwd(), distDir) || distDir} (no .vite/manifest.json): run \`npm run build\` first.`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk.');
  // The login page is in the entry (app/router.tsx imports it statically); a build that makes it
  // a chunk of its own ("_LoginPage-….js" in the manifest) adds that chunk's files.
  const loginKey = manifest[LOGIN_PAGE_SOURCE]
    ? LOGIN_PAGE_SOURCE
    : Object.keys(manifest).find((key) => manifest[key].name === 'LoginPage' && !manifest[key].isEntry);

  const seen = new Set();
  const staticFiles = [
    ...initialChunkFiles(manifest, entryKey, seen),
    ...(loginKey ? initialChunkFiles(manifest, loginKey, seen) : []),
  ];
  const fetched = browserFiles ?? [...staticFiles, ...[...seen].flatMap((key) => manifest[key].css ?? [])];
  const loginFiles = [...new Set(fetched.filter((file) => file.endsWith('.js')))];
  const loginCss = [...new Set(fetched.filter((file) => file.endsWith('.css')))];

  // The built assets, and any file the login page fetched beside them (public/to-field.js).
  const assets = [...new Set([...assetFiles(distDir), ...loginFiles, ...loginCss])]
    .map((file) => {
      const content = readFileSync(path.join(distDir, file));
      return { file, raw: content.length, gzip: gzipSize(content), loginRoute: loginFiles.includes(file) };
    })
    .sort((a, b) => b.gzip - a.gzip);

  // Libraries in the login route: each file's gzip size shared out by the owners' raw bytes.
  const libraries = new Map();
  for (const file of loginFiles) {
    const asset = assets.find((candidate) => candidate.file === file);
    const mapPath = path.join(distDir, `${file}.map`);
    const code = readFileSync(path.join(distDir, file), 'utf8');
    // The bundler writes its own runtime chunk without a source map: it is counted whole, as the
    // bundler's, rather than stopping the breakdown (it did, on every fresh build).
    const owners = existsSync(mapPath)
      ? bytesByOwner(code, JSON.parse(readFileSync(mapPath, 'utf8')), path.dirname(mapPath))
      : new Map([['(bundler runtime)', Buffer.byteLength(code)]]);
    for (const [owner, raw] of owners) {
      const library = libraries.get(owner) ?? { name: owner, raw: 0, gzipShare: 0, files: new Set() };
      library.raw += raw;
      library.gzipShare += (asset.gzip * raw) / asset.raw;
      if (raw > 0) library.files.add(path.basename(file));
      libraries.set(owner, library);
    }
  }

  const loginAssets = loginFiles.map((file) => assets.find((asset) => asset.file === file));
  const sum = (items, key) => items.reduce((total, item) => total + item[key], 0);
  return {
    distDir,
    assets,
    login: {
      files: loginAssets,
      css: loginCss.map((file) => assets.find((asset) => asset.file === file)).filter(Boolean),
      raw: sum(loginAssets, 'raw'),
      gzip: sum(loginAssets, 'gzip'),
      budget: LOGIN_PAGE_GZIP_BUDGET_BYTES,
      measuredBy: browserFiles ? 'browser' : 'static imports',
    },
    libraries: [...libraries.values()]
      .filter((library) => library.raw > 0)
      .map((library) => ({ ...library, files: [...library.files] }))
      .sort((a, b) => b.raw - a.raw),
    totals: {
      js: sum(
        assets.filter((asset) => asset.file.endsWith('.js')),
        'gzip',
      ),
      jsRaw: sum(
        assets.filter((asset) => asset.file.endsWith('.js')),
        'raw',
      ),
      css: sum(
        assets.filter((asset) => asset.file.endsWith('.css')),
        'gzip',
      ),
    },
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The figures as Markdown (### headings, to sit under run.mjs's section). */
export function bundleMarkdown(result) {
  const { login } = result;
  const withCss = login.gzip + login.css.reduce((total, asset) => total + asset.gzip, 0);
  const verdict = withCss <= login.budget ? 'within' : 'OVER';
  const lines = [
    '### Console bundle',
    '',
    `KB = 1024 bytes; gzip at level 9 as in scripts/bundle-budget.mjs. All JS: ${kb(result.totals.jsRaw)} KB raw, ` +
      `${kb(result.totals.js)} KB gzip; all CSS: ${kb(result.totals.css)} KB gzip.`,
    '',
    `**Login page JS: ${kb(login.gzip)} KB gzip** (${kb(login.raw)} KB raw, ${login.files.length} files` +
      (login.measuredBy === 'browser'
        ? ', the files Chromium fetched: bench/page-weight.mjs)'
        : ', static imports of the entry (and of a login chunk) only; bench/page-weight.mjs counts what a browser fetches)') +
      `; with its CSS ` +
      (login.css.map((asset) => `${asset.file} (${kb(asset.gzip)} KB gzip)`).join(', ') || '(none)') +
      ` ${kb(withCss)} KB, ${verdict} the enforced ${login.budget / 1024} KB budget.`,
    '',
    '| login page library | raw KB | ≈ gzip KB | share | in |',
    '| --- | --: | --: | --: | --- |',
  ];
  for (const library of result.libraries) {
    lines.push(
      `| ${library.name} | ${kb(library.raw)} | ${kb(library.gzipShare)} | ${((100 * library.raw) / login.raw).toFixed(1)} % ` +
        `| ${library.files.length > 3 ? `${library.files.length} files` : library.files.join(', ')} |`,
    );
  }
  lines.push(
    '',
    '"≈ gzip" shares each file\'s gzip size out by raw bytes, so it is an estimate; the raw bytes are exact.',
    '',
    '| asset | raw KB | gzip KB | login page |',
    '| --- | --: | --: | :-: |',
    ...result.assets.map(
      (asset) => `| ${asset.file} | ${kb(asset.raw)} | ${kb(asset.gzip)} | ${asset.loginRoute ? '✓' : ''} |`,
    ),
  );
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(bundleMarkdown(runBundleBenchmark()));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { build, defineConfig, type InlineConfig, type LogLevel, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { axiosXhrOnly } from './axiosAdapters.ts';
import { precompress } from './precompress.ts';

/** Matches the modules at these paths (`package/src/...`), whichever the path separator. */
function chunkRoot(...paths: string[]): RegExp {
  const escaped = paths.map((path) => path.replace(/[.]/g, '\\.').replaceAll('/', '[\\\\/]'));
  return new RegExp(`(${escaped.join('|')})$`);
}

const sourceDir = path.resolve(import.meta.dirname, 'src');
/** The list's machinery: the `list` chunk is this module and what it imports. */
const listModule = path.join(sourceDir, 'lib/resource/ResourcePage.tsx');

/** The console's own file a relative import names (the console has no barrels: one module a file). */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => candidate.startsWith(sourceDir) && existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** Whether a module imports the list's machinery (not only its types), itself or through the console's modules. */
function importsTheList(root: string): boolean {
  const seen = new Set<string>();
  const pending = [root];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (file === listModule) return true;
    if (seen.has(file)) continue;
    seen.add(file);
    const imports = readFileSync(file, 'utf8').matchAll(/^(?:import|export) (?!type )[^;]*? from '(\.{1,2}\/[^']+)'/gm);
    for (const [, specifier = ''] of imports) {
      const imported = resolveRelative(file, specifier);
      if (imported) pending.push(imported);
    }
  }
  return false;
}

/** How many pages of the route table (`app/routeTable.ts`, one lazy import each) show a list. */
function countListPages(): number {
  const routeTable = path.join(sourceDir, 'app/routeTable.ts');
  const pages = [...readFileSync(routeTable, 'utf8').matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)];
  return pages.filter(([, specifier = '']) => {
    const page = resolveRelative(routeTable, specifier);
    return page !== undefined && importsTheList(page);
  }).length;
}

/** Where the field view's built files go, beside the console's (hashed, so cached for good). */
const FIELD_ASSETS = 'assets/field';

/**
 * The restocker's phone (`field.html`) opens with no network once visited: a Workbox service
 * worker precaches the field view's own files (not the console's, not the API, not config.json).
 * It is registered by the field view alone (features/field/serviceWorker.ts), and nothing else is
 * served through it (no navigation fallback), so the desk console behaves as it always did.
 */
const fieldPwa: Partial<VitePWAOptions> = {
  injectRegister: null,
  registerType: 'autoUpdate',
  manifest: {
    name: '售货机补货',
    short_name: '补货',
    start_url: './field.html',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1677ff',
    icons: [{ src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
  },
  workbox: {
    // The .br and .gz copies are the server's business, and config.json is asked each start.
    globPatterns: ['field.html', `${FIELD_ASSETS}/*.{js,css}`, 'favicon.svg'],
    globIgnores: ['**/*.br', '**/*.gz'],
    navigateFallback: null,
  },
};

/** Rolldown's one warning about Tailwind's stylesheet, left unsaid (see the console's build below). */
function quietCssMaps(level: Rolldown.LogLevel, log: Rolldown.RollupLog, handler: Rolldown.LogOrStringHandler) {
  if (log.code === 'SOURCEMAP_BROKEN' && log.id?.endsWith('.css')) return;
  handler(level, log);
}

/**
 * field.html preloads the view's code (src/fieldView.tsx, imported by the page's small entry once
 * it has started today's trips call), so that code arrives beside the entry, not after it.
 */
function preloadFieldView(): Plugin {
  return {
    name: 'vending:preload-field-view',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((item) => item.type === 'chunk');
        const view = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/fieldView.tsx'));
        if (!view) throw new Error('The field build has no chunk of src/fieldView.tsx to preload.');
        const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        const files = [view.fileName, ...view.imports.filter((file) => !entries.has(file))];
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `./${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The field view's own build (field.html, src/field.tsx) into the console's dist, after it: a
 * page with only its code (a small entry, then React, its words and the view), sharing
 * no chunk with the console, whose entry holds the router, the route table and the login page
 * (docs/BENCHMARKS.md, the field view's first paint). The service worker is this build's.
 */
function fieldBuild(mode: string, logLevel: LogLevel): InlineConfig {
  return {
    configFile: false,
    root: import.meta.dirname,
    mode,
    logLevel,
    base: './',
    plugins: [react(), tailwindcss(), preloadFieldView(), VitePWA(fieldPwa), precompress(), axiosXhrOnly()],
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      assetsDir: FIELD_ASSETS,
      manifest: false,
      sourcemap: 'hidden',
      target: 'es2022',
      rolldownOptions: { input: path.join(import.meta.dirname, 'field.html'), onLog: quietCssMaps },
    },
  };
}

/** Runs the field view's build once the console's is written (`vite build` makes both). */
function withFieldView(): Plugin {
  let mode = 'production';
  let logLevel: LogLevel = 'info';
  return {
    name: 'vending:field-view',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
      logLevel = config.logLevel ?? logLevel;
    },
    async closeBundle() {
      await build(fieldBuild(mode, logLevel));
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // In development the dev server serves field.html too, with the plugin's (inactive)
    // `virtual:pwa-register`; the built service worker is the field build's.
    command === 'serve' ? VitePWA(fieldPwa) : withFieldView(),
    precompress(),
    axiosXhrOnly(),
  ],
  // Relative asset URLs so the built console can be served from any path or static host.
  base: './',

  build: {
    manifest: true,
    // Hidden: the maps are written for the budget and the benchmarks, and no bundle points to them.
    sourcemap: 'hidden',
    target: 'es2022',
    rolldownOptions: {
      // Tailwind's build step returns the stylesheet without a source map (@tailwindcss/vite
      // makes one only with `css.devSourcemap`, and with it Vite's own CSS step then drops it), so
      // rolldown warned that the map of `ui/src/styles/index.css` is broken. A Vite build writes
      // no map for CSS at all (no .css.map in dist), and the stylesheet's module adds no line to
      // any JS map: nothing is lost, and only that warning, for CSS only, is left unsaid.
      onLog: quietCssMaps,
      output: {
        // Hash-only chunk names: the route table carries every chunk's name for preloading, and
        // the names cost the first screen 0.7 KB gzip (docs/BENCHMARKS.md). Seven characters, the
        // fewest rolldown accepts for this many chunks: a hash does not compress, and the eighth
        // cost the login page 0.2 KB.
        chunkFileNames: 'assets/[hash:7].js',
        codeSplitting: {
          // Chunks by what a screen needs, not one per set of importers (docs/BENCHMARKS.md,
          // "Chunks by purpose"): rolldown's own split gave the members page 38 files, most under
          // 1 KB, each a request and each compressed on its own. A group captures its module and,
          // recursively, every static import not taken by a group of higher priority.
          groups: [
            // Everything the entry imports statically in one chunk: split in six shared chunks,
            // the first screen's JS compressed 4 KB worse.
            { name: 'index', tags: ['$initial'], priority: 9 },
            // The status flows (plain data) in a chunk of their own: list pages show them without
            // the contract's schemas, which rolldown otherwise bundles them with.
            { name: 'statusFlows', test: chunkRoot('contract/src/statusFlows.ts'), priority: 8 },
            // A message as drawn, without sonner: the toasts' host and the layout's stand-in for it
            // when the library cannot be loaded (offline) share it, and only the toasts need sonner.
            { name: 'messageToast', test: chunkRoot('ui/src/Message/MessageToast.tsx'), priority: 8 },
            // The message library (sonner), loaded with the first message (lib/toasts.ts).
            { name: 'toasts', test: chunkRoot('console/src/lib/toastsModule.ts'), priority: 7 },
            // What every page of a session loads first: the layout and the session call's transport
            // (which reads by fetch: axios, with api/axiosSender.ts, is a chunk of its own that the
            // first write, upload or download loads).
            { name: 'layout', test: chunkRoot('console/src/app/ConsoleLayout.tsx'), priority: 6 },
            { name: 'transport', test: chunkRoot('console/src/api/transport.ts'), priority: 6 },
            // What the list's machinery shares with the other pages (home, details, settings) and
            // dialogs, so that those do not fetch the list's chunk for one helper. Derived, not
            // listed: every list page loads the machinery, so a module more chunks load than there
            // are list pages is shared with something else (a module only some list pages use and
            // a few other pages too stays in rolldown's own shared chunks). The budget script checks
            // that no page without a list loads the list's chunk.
            { name: 'pageCommon', minShareCount: countListPages() + 1, priority: 5 },
            // A list page's machinery: table, filter bar, pagination, export, confirmations.
            { name: 'list', test: chunkRoot('console/src/lib/resource/ResourcePage.tsx'), priority: 4 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
}));

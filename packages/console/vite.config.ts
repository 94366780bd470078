import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './precompress';

/** Matches the modules at these paths (`package/src/...`), whichever the path separator. */
function chunkRoot(...paths: string[]): RegExp {
  const escaped = paths.map((path) => path.replace(/[.]/g, '\\.').replaceAll('/', '[\\\\/]'));
  return new RegExp(`(${escaped.join('|')})$`);
}

const pageCommon = [
  'console/src/lib/useCall.ts',
  'console/src/lib/CallFallback.tsx',
  'console/src/lib/useConfirm.tsx',
  'console/src/lib/showRefusal.ts',
  'console/src/lib/requireSuccess.ts',
  'console/src/lib/resource/flowTones.ts',
  'console/src/lib/resource/declaration.ts',
  'console/src/lib/resource/useOptions.ts',
  'console/src/i18n/flowWords.ts',
  'ui/src/Tag/Tag.tsx',
  'ui/src/Card/Card.tsx',
  'ui/src/format/formatTime.ts',
  'ui/src/Switch/Switch.tsx',
  'ui/src/Popover/Popover.tsx',
  'ui/src/ProgressBar/ProgressBar.tsx',
  'ui/src/DatePicker/DatePicker.tsx',
  'ui/src/DatePicker/DateRangePicker.tsx',
  'ui/src/FilterBar/filterFields.ts',
  'ui/src/DataTable/cells/money.ts',
  'ui/src/DataTable/cells/StatusTag.tsx',
];

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  // Relative asset URLs so the built console can be served from any path or static host.
  base: './',
  build: {
    manifest: true,
    // Hidden: the maps are written for the budget and the benchmarks, and no bundle points to them.
    sourcemap: 'hidden',
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Hash-only chunk names: the route table carries every chunk's name for preloading, and
        // the names cost the first screen 0.7 KB gzip (docs/BENCHMARKS.md).
        chunkFileNames: 'assets/[hash].js',
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
            // The message library (sonner), which the login page may need without the layout.
            { name: 'toasts', test: chunkRoot('console/src/lib/toastsModule.ts'), priority: 7 },
            // What every page of a session loads first: the layout and the session call's transport.
            { name: 'layout', test: chunkRoot('console/src/app/ConsoleLayout.tsx'), priority: 6 },
            { name: 'transport', test: chunkRoot('console/src/api/transport.ts'), priority: 6 },
            // Small helpers that list pages and the other pages (home, details, settings) share, so
            // that those others do not fetch the list's chunk for them.
            { name: 'pageCommon', test: chunkRoot(...pageCommon), priority: 5 },
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
});

import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
/**
 * One test file per core, not Vitest's default of one core left free: the files wait on their
 * databases much of the time (2 cores: unit and server 376 → 255 s).
 */
const workersPerCore = availableParallelism();

/**
 * Three projects, one runner:
 * - unit: pure logic and component tests in jsdom (ui and console);
 * - server: contract and server tests in Node;
 * - storybook: every story rendered in Debian's Chromium, its play function run,
 *   axe run on it, and its screenshot compared with the committed baseline.
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          maxWorkers: workersPerCore,
          globals: true,
          include: ['packages/{ui,console}/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./scripts/vitest.unit.setup.ts'],
          // Above the waits' 5 s limit (vitest.unit.setup.ts), so a slow wait fails as itself.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          maxWorkers: workersPerCore,
          include: ['packages/{contract,server}/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // One module graph per worker, not one per file: each file imported the whole server
          // again (1.5 s of CPU, 146 s of the suite's), and its suites start servers of their own
          // anyway (a fresh database each: testing/test-server.ts), so nothing they test is shared.
          isolate: false,
          // Files run side by side: each has its own embedded database folder, and each worker its
          // own PostgreSQL database (this setup file makes it).
          setupFiles: ['./scripts/vitest.server.setup.ts'],
          // A bound, not a speed test: a test ends as soon as it is done. member-list-speed's deep
          // paging takes 10 s alone and ran out of 30 s at load average 20 (29 November 2026).
          testTimeout: 90_000,
          // A suite's first server with the demo seeds it (testing/pglite-template.ts keeps the
          // seeded folder for the next): 40-60 s alone on a loaded machine (load average ~30).
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [
          tailwindcss(),
          storybookTest({ configDir: path.join(root, '.storybook'), tags: { exclude: ['no-test'] } }),
        ],
        // Every browser dependency pre-bundled up front: on a fresh clone Vite would otherwise
        // discover them mid-run and reload, failing the story file it was running.
        optimizeDeps: {
          include: [
            '@radix-ui/react-avatar',
            '@radix-ui/react-checkbox',
            '@radix-ui/react-context-menu',
            '@radix-ui/react-dialog',
            '@radix-ui/react-dropdown-menu',
            '@radix-ui/react-popover',
            '@radix-ui/react-progress',
            '@radix-ui/react-radio-group',
            '@radix-ui/react-select',
            '@radix-ui/react-slot',
            '@radix-ui/react-switch',
            '@radix-ui/react-tabs',
            '@radix-ui/react-tooltip',
            '@tanstack/react-table',
            '@tanstack/react-virtual',
            '@tiptap/react',
            '@tiptap/starter-kit',
            'axios',
            'chart.js',
            'class-variance-authority',
            'clsx',
            'cmdk',
            'date-fns',
            'dayjs',
            'dompurify',
            'i18next',
            'js-cookie',
            'lucide-react',
            'react',
            'react-chartjs-2',
            'react-day-picker',
            'react-day-picker/locale',
            'react-dom',
            'react-dom/client',
            'react-hook-form',
            'react-i18next',
            'react-router-dom',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'sonner',
            'tailwind-merge',
            'zod',
            'zod/mini',
            'zustand',
            'zustand/middleware',
          ],
        },
        test: {
          name: 'storybook',
          // One file per core, as the other projects: a story file waits on the browser most of
          // its time (172 s of CPU in 370 s on 2 cores), and Vitest's default for browser tests
          // is one file at a time on 2 cores (cores - 1).
          maxWorkers: workersPerCore,
          // A bound, not a wait: a story ends as soon as its play does. Vitest's 15 s for browser
          // tests ran out on a loaded machine (load ~22: GoodsList's 'Bulk Off Shelf', play, axe and
          // picture) where nothing was wrong.
          testTimeout: 60_000,
          setupFiles: ['./.storybook/vitest.setup.ts'],
          // The story files share one page per worker instead of a fresh one each: a fresh page
          // loaded and compiled the design system, the console and their libraries again for each
          // of the 94 files (658 stories, 2 cores: 471 → 318 s of CPU, 272 → 191 s alone). Each
          // story mounts and cleans up on its own, and sets its locale, size and scheme.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              // Larger than the stories' 1200x900 viewport, so the runner never scales the
              // story frame down and screenshots keep every pixel.
              // The browser's zone pinned to UTC, whatever the machine's: a time of a story's
              // fixture reads the same on every machine, and the console's business zone
              // (Asia/Shanghai, where a story sets it) differs from the reader's as on a laptop abroad.
              contextOptions: { viewport: { width: 1600, height: 1200 }, deviceScaleFactor: 1, timezoneId: 'UTC' },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1200, height: 900 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Strict enough to catch a 1 px corner-radius change (README, "Visual regression").
                comparatorOptions: { threshold: 0.01, includeAA: true, allowedMismatchedPixelRatio: 0 },
                resolveScreenshotPath: ({ root: projectRoot, testFileDirectory, testFileName, arg, ext }) =>
                  path.join(projectRoot, testFileDirectory, '__screenshots__', testFileName, `${arg}${ext}`),
                resolveDiffPath: ({ root: projectRoot, testFileDirectory, testFileName, arg, ext }) =>
                  path.join(projectRoot, '.visual-diff', testFileDirectory, testFileName, `${arg}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
});

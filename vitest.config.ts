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
          globals: true,
          include: ['packages/{ui,console}/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./scripts/vitest.unit.setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/{contract,server}/src/**/*.test.ts'],
          // Server tests share one embedded database folder per file; keep files apart.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [
          tailwindcss(),
          storybookTest({ configDir: path.join(root, '.storybook'), tags: { exclude: ['no-test'] } }),
        ],
        test: {
          name: 'storybook',
          setupFiles: ['./.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              // Larger than the stories' 1200x900 viewport, so the runner never scales the
              // story frame down and screenshots keep every pixel.
              contextOptions: { viewport: { width: 1600, height: 1200 }, deviceScaleFactor: 1 },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1200, height: 900 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Strict enough to catch a 1 px corner-radius change (see docs/TESTING.md).
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

import { statSync } from 'node:fs';
import path from 'node:path';
import { consoleDist, consoleManifest } from './console-build';
import { expect, test } from './fixtures';

/*
 * The build writes brotli copies at the best level beside its scripts and stylesheet
 * (packages/console/precompress.ts), and the server sends them as they are (docs/BENCHMARKS.md,
 * "Compressed at build time"): what the browser receives is the build's copy, byte for byte in
 * size, not the file compressed again per request.
 */
const entry = Object.values(consoleManifest()).find((chunk) => chunk.isEntry)!;

test('the login page’s script and stylesheet arrive as the build’s brotli copies', async ({ page }) => {
  const sent = new Map<string, { encoding?: string; bytes: number }>();
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    if (!response) return;
    const { responseBodySize } = await request.sizes();
    sent.set(new URL(request.url()).pathname, {
      encoding: response.headers()['content-encoding'],
      bytes: responseBodySize,
    });
  });
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  for (const file of [entry.file, ...(entry.css ?? [])]) {
    await expect
      .poll(() => sent.get(`/${file}`))
      .toEqual({
        encoding: 'br',
        bytes: statSync(path.join(consoleDist, `${file}.br`)).size,
      });
  }
});

import fs from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeConsoleDist } from '../testing/console-dist';
import { startTestServer, type TestServer } from '../testing/test-server';

/** The built console is served, but not the source maps and the manifest the build keeps beside it. */
describe('the console files the server serves', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = writeConsoleDist({
      'index.html': '<!doctype html><title>console</title>',
      'assets/index-a1b2c3.js': 'console.log(1);',
      'assets/index-a1b2c3.js.map': '{"version":3,"sources":["src/main.tsx"]}',
      '.vite/manifest.json': '{"src/main.tsx":{"file":"assets/index-a1b2c3.js"}}',
    });
    server = await startTestServer({ environment: { CONSOLE_DIST: dist } });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the page and its bundles', async () => {
    expect((await server.app.inject({ url: '/' })).statusCode).toBe(200);
    const bundle = await server.app.inject({ url: '/assets/index-a1b2c3.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body).toBe('console.log(1);');
  });

  it.each(['/assets/index-a1b2c3.js.map', '/.vite/manifest.json'])('does not serve %s', async (url) => {
    const answer = await server.app.inject({ url });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('src/main.tsx');
  });
});

/**
 * The build writes brotli and gzip copies at the best levels beside its files
 * (packages/console/precompress.ts); the server sends the copy the browser accepts as it is,
 * instead of compressing the file again per request at a faster, weaker level.
 */
describe('the compressed copies the build writes', () => {
  let server: TestServer;
  let dist: string;
  // A script that compresses well, larger than the 1 KB under which nothing is compressed.
  const script = Array.from({ length: 200 }, (_, line) => `export const value${line} = ${line * 7};`).join('\n');
  const page = `<!doctype html><title>console</title>${'<meta name="x" content="y">'.repeat(60)}`;
  const brotli = (text: string) =>
    brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });

  beforeAll(async () => {
    dist = writeConsoleDist({
      'index.html': page,
      'index.html.br': brotli(page),
      'assets/app-1a2b.js': script,
      'assets/app-1a2b.js.br': brotli(script),
      'assets/app-1a2b.js.gz': gzipSync(script, { level: 9 }),
    });
    server = await startTestServer({ environment: { CONSOLE_DIST: dist } });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that accepts brotli', async () => {
    const answer = await server.app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^application\/javascript/);
    expect(answer.rawPayload.equals(fs.readFileSync(`${dist}/assets/app-1a2b.js.br`))).toBe(true);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(script);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const answer = await server.app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.rawPayload.equals(fs.readFileSync(`${dist}/assets/app-1a2b.js.gz`))).toBe(true);
    expect(gunzipSync(answer.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself to a client that accepts neither', async () => {
    const answer = await server.app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'identity' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(script);
  });

  it('keeps the page re-checked on every visit when its copy is sent', async () => {
    const answer = await server.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(page);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });
});

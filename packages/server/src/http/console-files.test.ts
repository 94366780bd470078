import fs from 'node:fs';
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

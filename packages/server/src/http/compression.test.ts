import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeConsoleDist } from '../testing/console-dist';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../testing/test-server';

/** Which answers go out compressed: the API's from 4 KB (api-routes.ts), the console's files from 1 KB. */
describe('compressed answers', () => {
  let server: TestServer;
  let token: string;
  let dist: string;
  const bundle = `export const words = ${JSON.stringify('会员列表 '.repeat(300))};`;

  beforeAll(async () => {
    dist = writeConsoleDist({
      'index.html': '<!doctype html><title>console</title>',
      'assets/words-a1b2c3.js': bundle,
    });
    server = await startTestServer({ environment: { CONSOLE_DIST: dist, SEED_DEMO: '0' } });
    token = await server.login('admin', ADMIN_PASSWORD);
    await server.app.database.db.execute(sql`
      insert into members (nick_name, phone, balance, is_flag)
      select '会员 ' || g, '139' || lpad(g::text, 8, '0'), g, 1 from generate_series(1, 100) as g`);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const gzip = { 'accept-encoding': 'gzip' };

  it('sends a page of 20 members (under 4 KB) as it is', async () => {
    const answer = await server.call('getUserList', { token, input: { page: 1, size: 20 }, headers: gzip });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.rawPayload.length).toBeGreaterThan(1024);
    expect(answer.rawPayload.length).toBeLessThan(4096);
    expect(answer.json().data.rows).toHaveLength(20);
  });

  it('compresses a page of 100 members', async () => {
    const answer = await server.call('getUserList', { token, input: { page: 1, size: 100 }, headers: gzip });
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it('compresses a console file from 1 KB', async () => {
    expect(Buffer.byteLength(bundle)).toBeGreaterThan(1024);
    expect(Buffer.byteLength(bundle)).toBeLessThan(4096);
    const answer = await server.app.inject({ url: '/assets/words-a1b2c3.js', headers: gzip });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
  });
});

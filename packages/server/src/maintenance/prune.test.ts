import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, sessions } from '../modules/session/tables';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../testing/test-server';
import { pruneStaleRows } from './prune';

describe.each(backends)('pruning on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0' } });
  });
  afterAll(() => server.close());

  const rows = async () => {
    const db = server.app.database.db;
    const [sessionRows] = await db.select({ value: count() }).from(sessions);
    const [failureRows] = await db.select({ value: count() }).from(loginFailures);
    return { sessions: Number(sessionRows?.value), loginFailures: Number(failureRows?.value) };
  };
  const policies = { session: { idleMs: 3_600_000, maxMs: 86_400_000 }, throttle: { windowMs: 900_000 } };

  it('drops sessions no one can use and failures past the window, and keeps the rest', async () => {
    await server.login('admin', ADMIN_PASSWORD); // will go idle
    const loggedOut = await server.login('admin', ADMIN_PASSWORD);
    await server.envelope('logout', { token: loggedOut }); // revoked (with the one above)
    await server.envelope('login', { input: { username: 'ghost', password: 'wrong' }, remoteAddress: '10.9.9.9' });
    server.clock.advance(2 * 3_600_000);
    const live = await server.login('admin', ADMIN_PASSWORD);
    await server.envelope('login', { input: { username: 'nobody', password: 'wrong' } });
    const before = await rows();

    const pruned = await pruneStaleRows(server.app.database.db, policies, server.clock.now());

    // The first two sessions were revoked by the logout; the old failure (account, address, pair) is past the window.
    expect(pruned).toEqual({ sessions: 2, loginFailures: 3 });
    expect(await rows()).toEqual({ sessions: before.sessions - 2, loginFailures: before.loginFailures - 3 });
    expect((await server.envelope('getManagerInfo', { token: live })).code).toBe(1);
  });
});

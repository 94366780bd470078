import { ResultCode } from '@vending/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './testing/test-server';

const databaseUrl = process.env.TEST_DATABASE_URL;

// Sessions live in the database, so instances behind a load balancer serve the same users.
describe.skipIf(!databaseUrl)('two instances sharing one database on PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0' } });
    second = await startTestServer({ databaseUrl, resetDatabase: false, environment: { SEED_DEMO: '0' } });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('accepts on one instance the token issued by the other, and honours a logout on either', async () => {
    const token = await first.login('admin', ADMIN_PASSWORD);
    expect((await second.envelope('getManagerInfo', { token })).data).toMatchObject({
      username: 'admin',
      managerType: 1,
    });
    expect((await second.envelope('logout', { token })).code).toBe(ResultCode.SUCCESS);
    expect((await first.envelope('getManagerInfo', { token })).code).toBe(ResultCode.LOGIN_EXPIRED);
  });
});

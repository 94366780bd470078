import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { backends, OPERATOR_PASSWORD, startTestServer, type TestServer } from '../../testing/test-server';

describe('the demo operator account', () => {
  it('is created by default on the embedded database only, never by default on PostgreSQL', () => {
    expect(loadConfig({}).demoOperator).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/vending' }).demoOperator).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/vending', DEMO_OPERATOR: '1' }).demoOperator).toBe(true);
  });
});

describe.each(backends)('a first start without the demo operator on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { DEMO_OPERATOR: '0', SEED_DEMO: '0' } });
  });
  afterAll(() => server.close());

  it('creates the super administrator alone', async () => {
    expect(server.app.createdAccounts.map((account) => account.username)).toEqual(['admin']);
    const answer = await server.envelope('login', { input: { username: 'operator', password: OPERATOR_PASSWORD } });
    expect(answer.code).toBe(0);
  });
});

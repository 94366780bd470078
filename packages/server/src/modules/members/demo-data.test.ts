import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestServer } from '../../testing/test-server';
import { openMemberBalances } from '../ledger';
import { seedMembersInBulk } from './demo-data';

/*
 * The volume seed (npm run seed) leaves the members table as autovacuum would leave it later:
 * every page all-visible (deep pages read the index alone) and the row count estimated.
 */
describe.each(backends)('the volume seed of members on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0' } });
  });
  afterAll(() => server.close());

  it('leaves the table vacuumed and analyzed', async () => {
    await seedMembersInBulk(server.app.database.db, openMemberBalances, 2_000, new Date('2026-03-01T00:00:00Z'), {
      seed: 3,
    });
    // Both drivers answer { rows }; drizzle's shared type leaves the result unknown.
    const { rows } = (await server.app.database.db.execute(
      sql`select relpages as pages, relallvisible as visible, reltuples as estimated from pg_class where relname = 'members'`,
    )) as unknown as { rows: { pages: number; visible: number; estimated: number }[] };
    const [table] = rows;
    expect(table!.pages).toBeGreaterThan(10);
    expect(table!.visible).toBe(table!.pages);
    expect(Number(table!.estimated)).toBe(2_000);
  });
});

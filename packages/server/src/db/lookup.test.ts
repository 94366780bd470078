import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usernameOf } from '../modules/administrators/username-of';
import { managers } from '../modules/administrators/tables';
import { members } from '../modules/members/tables';
import { backends, startTestServer, type TestServer } from '../testing/test-server';

describe.each(backends)('a lookup beside each row on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0' } });
  });
  afterAll(() => server.close());

  it('reads the outer row’s column even when the looked-up table has a column of that name', async () => {
    const db = server.app.database.db;
    const staff = await db
      .select({ id: managers.id, username: managers.username })
      .from(managers)
      .orderBy(asc(managers.id));
    expect(staff.length).toBeGreaterThan(1);
    const second = staff[1]!;
    // A member whose id happens to be the second administrator's: `id` is a column of both tables.
    await db.insert(members).values({ id: second.id, nickName: '同号', phone: '13900009999' });
    const [row] = await db
      .select({ name: usernameOf(members.id) })
      .from(members)
      .where(eq(members.id, second.id));
    expect(row?.name).toBe(second.username);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { databaseDigest } from './digest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from './test-server';

// The refusal tests (fuzz.test.ts and every module's "writes nothing") trust this digest:
// it must see any write to a business table, and none of the security bookkeeping's.
describe.each(backends)('the database digest on $name', ({ databaseUrl }) => {
  let server: TestServer;
  const db = () => server.app.database.db;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0' } });
  });
  afterAll(() => server.close());

  it('changes with an insert, an update and a delete of a business row, one entry per table', async () => {
    const empty = await databaseDigest(db());
    expect(empty.length).toBeGreaterThan(20);
    expect(new Set(empty).size).toBeGreaterThan(1);

    const [member] = await db()
      .insert(schema.members)
      .values({ nickName: '摘要', phone: '13900001234' })
      .returning({ id: schema.members.id });
    const inserted = await databaseDigest(db());
    expect(inserted).not.toEqual(empty);
    // The members table, and the row count a trigger keeps beside it (migration 0014).
    expect(inserted.filter((digest, index) => digest !== empty[index])).toHaveLength(2);

    await db().update(schema.members).set({ nickName: '摘要二' }).where(eq(schema.members.id, member!.id));
    const updated = await databaseDigest(db());
    expect(updated).not.toEqual(inserted);

    // Deleted: the members table is as it was; the trigger's count row was written again (with
    // the same count), and a write is what the digest sees, not the content.
    await db().delete(schema.members).where(eq(schema.members.id, member!.id));
    const deleted = await databaseDigest(db());
    expect(deleted).not.toEqual(updated);
    expect(deleted.filter((digest, index) => digest !== empty[index])).toHaveLength(1);
  });

  it('does not change when only the bookkeeping does (a refused login, a refused call, an audit event)', async () => {
    const token = await server.login('admin', ADMIN_PASSWORD);
    const before = await databaseDigest(db());
    const refused = await server.call('login', { input: { username: 'admin', password: 'not-the-password' } });
    expect(refused.json()).toMatchObject({ code: expect.any(Number) });
    const badInput = await server.call('getUserList', { token, input: { size: 101 } });
    expect(badInput.json()).toMatchObject({ code: 0 });
    expect(await databaseDigest(db())).toEqual(before);
  });
});

import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyContains } from '../../db/sql';
import { DEEP_PAGE_OFFSET } from '../../lists/paged-query';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { seedMembers } from './demo-data';
import { members } from './tables';

/**
 * The member list's fast paths (the keyword's gram index, the kept row count, deep pages
 * read from their first row) answer exactly what the plain queries answer: the same rows in
 * the same order and the same total.
 */
describe.each(backends)('member list speed-ups on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let token: string;

  type Answer = { rows: { userId: number }[]; total: number };
  const list = async (input: Record<string, string | number>) => {
    const envelope = await server.envelope('getUserList', { token, input: input as never });
    expect(envelope.code).toBe(1);
    return envelope.data as Answer;
  };

  /** The plain query: ILIKE over both columns, OFFSET, count(*). */
  async function plain(where: SQL | undefined, page: number, size: number) {
    const db = server.app.database.db;
    const rows = await db
      .select({ userId: members.id })
      .from(members)
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await db.select({ value: count() }).from(members).where(where);
    return { rows, total: Number(total?.value) };
  }

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    token = await server.login('admin', ADMIN_PASSWORD);
    const at = (day: number) => new Date(Date.UTC(2021, 0, day, 3));
    await server.app.database.db.insert(members).values(
      [
        ['王', '13800000000'],
        ['王小明', '13812345678'],
        ['ABC王def', '15900001111'],
        ['abc', '15900002222'],
        ['100%纯', '18600000001'],
        ['a_b', '18600000002'],
        ['a%b', '18600000003'],
        ['x\\y', '18600000004'],
        ['😀笑哈哈', '17700000005'],
        ['ÜNÏCODE Straße', '17700000006'],
        ['ΣΊΣΥΦΟΣ', '17700000007'],
        ['İstanbul', '+8613900000008'],
        ['  spaced  ', '17700000009'],
      ].map(([nickName, phone], index) => ({ nickName: nickName!, phone: phone!, createdAt: at(index + 1) })),
    );
    // Same-time rows: the order's tie-break (id) decides.
    await server.app.database.db.insert(members).values(
      Array.from({ length: 5 }, (_, index) => ({
        nickName: `同时${index}`,
        phone: `1990000000${index}`,
        createdAt: at(20),
      })),
    );
  });
  afterAll(() => server.close());

  const keywords = [
    '王',
    '王小',
    '王小明',
    'abc',
    'ABC',
    'c王D',
    'a',
    'A',
    '%',
    '_',
    'a_b',
    'a%b',
    '100%',
    '\\',
    'x\\y',
    '😀',
    '😀笑',
    '笑哈哈',
    'ünï',
    'STRASSE',
    'straße',
    'σίσυ',
    'ΣΊΣ',
    'i̇stan',
    'İst',
    'spaced',
    '1234',
    '2345678',
    '0000',
    '5',
    '+86',
    '同时',
    'nothing-like-it',
  ];

  it.each(keywords)('finds what the plain ILIKE finds for keyword %j', async (keyword) => {
    const condition = anyContains(keyword, [members.nickName, members.phone]);
    const expected = await plain(condition, 1, 100);
    const answer = await list({ keyword, page: 1, size: 100 });
    expect(answer.total).toBe(expected.total);
    expect(answer.rows.map((row) => row.userId)).toEqual(expected.rows.map((row) => row.userId));
  });

  it('answers the unfiltered first pages (one prepared statement) as the plain queries do, past the end and without a kept count too', async () => {
    const compare = async (page: number, size: number) => {
      const expected = await plain(undefined, page, size);
      const answer = await list({ page, size });
      expect({ page, size, total: answer.total, ids: answer.rows.map((row) => row.userId) }).toEqual({
        page,
        size,
        total: expected.total,
        ids: expected.rows.map((row) => row.userId),
      });
      return answer;
    };
    // Every field as the list selects it, twice (the second call runs the prepared statement).
    for (let round = 0; round < 2; round += 1) {
      const [first] = (await compare(1, 20)).rows as Record<string, unknown>[];
      const [row] = await server.app.database.db
        .select()
        .from(members)
        .where(eq(members.id, Number(first?.['userId'])));
      expect(first).toEqual({
        userId: row?.id,
        nickName: row?.nickName,
        phone: row?.phone,
        avatar: row?.avatar,
        balance: row?.balance,
        isFlag: row?.isFlag,
        createTime: row?.createdAt.toISOString(),
      });
    }
    const { total } = await compare(2, 5);
    // Past the end (still before the deep pages): no row to carry the kept count, so the list counts.
    const pastTheEnd = Math.floor(total / 20) + 2;
    expect((pastTheEnd - 1) * 20).toBeLessThan(DEEP_PAGE_OFFSET);
    expect((await compare(pastTheEnd, 20)).rows).toEqual([]);
    // A table whose kept count is missing is counted.
    const db = server.app.database.db;
    await db.execute(sql`delete from table_row_counts where table_name = 'members'`);
    try {
      await compare(1, 3);
    } finally {
      await db.execute(
        sql`insert into table_row_counts (table_name, total) select 'members', count(*) from members on conflict (table_name) do update set total = excluded.total`,
      );
    }
  });

  it('pages deep lists exactly as OFFSET does, filtered or not, up to past the end', async () => {
    await seedMembers(server.app.database.db, 2_500, new Date('2026-03-01T00:00:00Z'), { seed: 7, days: 3 });
    // Rows sharing a time across the page boundary.
    await server.app.database.db
      .update(members)
      .set({ createdAt: new Date('2026-02-27T12:00:00Z') })
      .where(sql`${members.id} % 7 = 0`);
    const cases: [Record<string, string | number>, SQL | undefined][] = [
      [{}, undefined],
      [{ isFlag: 1 }, eq(members.isFlag, 1)],
      [{ keyword: '1' }, anyContains('1', [members.nickName, members.phone])],
    ];
    for (const [filters, where] of cases) {
      for (const [page, size] of [
        [1, 20],
        [DEEP_PAGE_OFFSET / 20, 20],
        [DEEP_PAGE_OFFSET / 20 + 1, 20],
        [DEEP_PAGE_OFFSET / 10 + 3, 10],
        [21, 100],
        [26, 100],
        [28, 100],
        [1000, 100],
      ] as const) {
        const expected = await plain(where, page, size);
        const answer = await list({ ...filters, page, size });
        expect({ filters, page, size, total: answer.total, ids: answer.rows.map((row) => row.userId) }).toEqual({
          filters,
          page,
          size,
          total: expected.total,
          ids: expected.rows.map((row) => row.userId),
        });
      }
    }
  });

  it('keeps the unfiltered total exact through inserts, deletes and a rolled-back write', async () => {
    const db = server.app.database.db;
    const counted = async () => Number((await db.select({ value: count() }).from(members))[0]?.value);
    const before = await list({ page: 1, size: 1 });
    expect(before.total).toBe(await counted());

    const added = await db
      .insert(members)
      .values([
        { nickName: '新会员一', phone: '13000000001' },
        { nickName: '新会员二', phone: '13000000002' },
      ])
      .returning({ id: members.id });
    expect((await list({ page: 1, size: 1 })).total).toBe(before.total + 2);

    await db.delete(members).where(eq(members.id, added[0]!.id));
    expect((await list({ page: 1, size: 1 })).total).toBe(before.total + 1);

    await db
      .transaction(async (tx) => {
        await tx.insert(members).values({ nickName: '不算', phone: '13000000003' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const after = await list({ page: 1, size: 1 });
    expect(after.total).toBe(before.total + 1);
    expect(after.total).toBe(await counted());

    // A new member is found by its keyword at once (the index follows every write).
    expect((await list({ keyword: '新会员二' })).rows.map((row) => row.userId)).toEqual([added[1]!.id]);
    await db.update(members).set({ nickName: '改名了' }).where(eq(members.id, added[1]!.id));
    expect((await list({ keyword: '新会员二' })).total).toBe(0);
    expect((await list({ keyword: '改名' })).rows.map((row) => row.userId)).toEqual([added[1]!.id]);
  });
});

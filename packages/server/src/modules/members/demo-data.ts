import type { openMemberBalances } from '../ledger';
import { readMoneySettings } from '../settings';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { DAY_MS, INSERT_BATCH_ROWS, mobileNumber, randomSource, type RandomSource } from '../../seed/seed-tools';
import { members } from './tables';

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉萍红鹏辉玲丹婷雪梅琳晨浩宇欣怡子涵梓轩一诺思远佳琪雨桐俊杰';

/**
 * A member as the seed makes one, and the balance it held when the books opened: not written to
 * the member's row (only the posting module writes a balance), but posted as its opening entry.
 */
function memberRow(random: RandomSource, registeredAt: Date) {
  const givenLength = random.integer(1, 2);
  let nickName = random.pick([...SURNAMES]);
  for (let index = 0; index < givenLength; index += 1) nickName += random.pick([...GIVEN]);
  const phone = mobileNumber(random);
  const opening = random.next() < 0.3 ? 0 : random.integer(1, 500) * 100 + random.pick([0, 50]);
  const row = { nickName, phone, isFlag: random.next() < 0.05 ? 0 : 1, createdAt: registeredAt };
  return { row, opening };
}

/** What each seeded member (by id) held when the books opened, and when it registered. */
export type SeededOpenings = Map<number, { amount: number; at: Date }>;

/**
 * Adds `total` members registered over the last `days` days (used for volume tests too), each
 * with a balance of zero; answers what each held when the books opened, for the posting module
 * to post (the demo's books, `seedLedger`; the volume seed, `openMemberBalances`).
 */
export async function seedMembers(
  db: Database,
  total: number,
  now: Date,
  options: { seed?: number; days?: number } = {},
): Promise<SeededOpenings> {
  const random = randomSource(options.seed ?? total);
  const spanMs = (options.days ?? 365) * DAY_MS;
  const openings: SeededOpenings = new Map();
  for (let inserted = 0; inserted < total; inserted += INSERT_BATCH_ROWS) {
    const batch = Array.from({ length: Math.min(INSERT_BATCH_ROWS, total - inserted) }, () =>
      memberRow(random, new Date(now.getTime() - Math.floor(random.next() * spanMs))),
    );
    const ids = await db
      .insert(members)
      .values(batch.map((member) => member.row))
      .returning({ id: members.id });
    batch.forEach((member, index) => {
      const id = ids[index]?.id;
      if (id !== undefined && member.opening !== 0)
        openings.set(id, { amount: member.opening, at: member.row.createdAt });
    });
  }
  return openings;
}

/**
 * `npm run seed -- --members N`: adds the members (each balance an opening ledger entry), then vacuums and analyzes their table as
 * autovacuum would a minute or more later. Right after a bulk load the table has no
 * statistics and no visibility map: a deep page's index-only scan then reads every row it
 * skips from the table (page 2000 on PostgreSQL: 16.6 ms in the database before, 4.6 after),
 * and the benchmark measured whichever state autovacuum had reached. `openBalances` is the
 * posting module's (ledger), passed in: it imports members, so members cannot import it.
 */
export async function seedMembersInBulk(
  db: Database,
  openBalances: typeof openMemberBalances,
  total: number,
  now: Date,
  options: { seed?: number } = {},
) {
  const openings = await seedMembers(db, total, now, options);
  // Their balances enter the books as opening entries, posted by the posting module.
  await openBalances(db, (await readMoneySettings(db)).currency, openings);
  if (total > 0) await db.execute(sql`VACUUM (ANALYZE) members`);
}

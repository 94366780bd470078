import { withdrawalFlow } from '@vending/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cycle, DAY_MS, randomSource } from '../../seed/seed-tools';
import { managers } from '../administrators';
import { agents } from '../agents';
import { withdrawals } from './tables';

/** Banks and a card prefix each issues. */
const BANKS = [
  ['中国工商银行', '6222'],
  ['中国建设银行', '6217'],
  ['中国农业银行', '6228'],
  ['中国银行', '6013'],
  ['招商银行', '6225'],
  ['交通银行', '6222'],
] as const;

const REJECT_REASONS = ['开户人与代理商联系人不一致', '银行账号有误，请核对后重新申请', '本月结算尚未完成，请下月申请'];

const { underReview, passed, rejected } = withdrawalFlow.values;
/** 16 passed, 16 under review, 8 rejected. */
const STATES = [passed, underReview, passed, rejected, underReview] as const;

/**
 * 40 agents' withdrawals over two months in every state, from a generator of their own so the
 * demo's main random stream (and so everything seeded after) stays as it was. A passed one has
 * left the agent's balance already; an agent whose balance would not hold what it has under
 * review is given enough by the books' opening entries (seed/demo-books.ts), so that every
 * withdrawal under review can be approved.
 */
export async function seedWithdrawals(db: Database, now: Date) {
  const random = randomSource(7_301);
  const agentRows = await db.select({ id: agents.id, contact: agents.contact }).from(agents).orderBy(asc(agents.id));
  if (agentRows.length === 0) return;
  const [admin] = await db.select({ id: managers.id }).from(managers).orderBy(asc(managers.id)).limit(1);
  const rows: (typeof withdrawals.$inferInsert)[] = Array.from({ length: 40 }, (_, index) => {
    const agent = cycle(agentRows, index * 7);
    const [bankName, prefix] = random.pick(BANKS);
    const status = cycle(STATES, index);
    const amount = random.integer(2, 50) * 10_000;
    const createdAt = new Date(now.getTime() - random.integer(1, 60) * DAY_MS - random.integer(0, DAY_MS - 1));
    const handled = status !== underReview;
    const handledAt = new Date(Math.min(now.getTime(), createdAt.getTime() + random.integer(2, 48) * 3_600_000));
    return {
      agentId: agent.id,
      amount,
      fee: Math.max(200, Math.round(amount / 1_000)),
      bankName,
      bankAccount: prefix + Array.from({ length: 15 }, () => random.integer(0, 9)).join(''),
      accountHolder: agent.contact,
      status,
      createdAt,
      handledBy: handled ? (admin?.id ?? null) : null,
      handledAt: handled ? handledAt : null,
      rejectReason: status === rejected ? random.pick(REJECT_REASONS) : null,
    };
  });
  await db.insert(withdrawals).values(rows);
}

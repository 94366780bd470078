import { withdrawalFlow } from '@vending/contract';
import { asc, eq } from 'drizzle-orm';
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
/** Why a demo withdrawal its agent could not have afforded was refused. */
const NOT_CREDITED_REASON = '可提现余额不足';
/** The smallest demo withdrawal (¥10). */
const MIN_DEMO_WITHDRAWAL = 1_000;
const HOUR_MS = 3_600_000;
/** The bank's fee the platform keeps of a demo withdrawal: 0.6 %. */
const feeOf = (amount: number) => Math.round((amount * 6) / 1_000);

const { underReview, passed, rejected } = withdrawalFlow.values;
/** 16 passed, 16 under review, 8 rejected. */
const STATES = [passed, underReview, passed, rejected, underReview] as const;

/**
 * 40 agents' withdrawals over two months in every state, from a generator of their own so the
 * demo's main random stream (and so everything seeded after) stays as it was. Their amounts are
 * placeholders until the books know what each agent was credited: `fitDemoWithdrawals`.
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

/** A share credited to an agent, as the demo's books post it. */
export interface DemoCredit {
  agentId: number;
  amount: number;
  at: Date;
}

/**
 * Fits the demo's withdrawals to what their agents were credited (`credits`, the settled months'
 * shares), so that no agent's balance needs an unexplained opening: in the order they were made,
 * each applies when its agent had at least ¥10 not yet withdrawn or under review (later than
 * seeded if need be, never after `now`) and takes 40–89 % of it, with a fee of 0.6 %; one its
 * agent could never have afforded is refused (可提现余额不足). A rejected one moved no money: it
 * keeps its reason, with an amount of the same kind. Every withdrawal under review can then be approved. Answers the rows as fitted.
 */
export async function fitDemoWithdrawals(db: Database, credits: readonly DemoCredit[], now: Date) {
  const [admin] = await db.select({ id: managers.id }).from(managers).orderBy(asc(managers.id)).limit(1);
  const seeded = await db.select().from(withdrawals).orderBy(asc(withdrawals.createdAt), asc(withdrawals.id));
  const sorted = [...credits].sort((a, b) => a.at.getTime() - b.at.getTime());
  const spent = new Map<number, number>();
  const fitted: (typeof withdrawals.$inferSelect)[] = [];
  for (const row of seeded) {
    const taken = spent.get(row.agentId) ?? 0;
    const creditedBy = (at: number) =>
      sorted
        .filter((credit) => credit.agentId === row.agentId && credit.at.getTime() <= at)
        .reduce((sum, credit) => sum + credit.amount, 0);
    const share = (free: number) =>
      Math.max(MIN_DEMO_WITHDRAWAL, Math.floor((free * (40 + ((row.id * 17) % 50))) / 100 / 100) * 100);
    if (row.status === rejected) {
      // Refused, it moved nothing: an amount like the others', of what the agent holds by now.
      const amount = share(creditedBy(now.getTime()) - taken);
      const [after] = await db
        .update(withdrawals)
        .set({ amount, fee: feeOf(amount) })
        .where(eq(withdrawals.id, row.id))
        .returning();
      if (after) fitted.push(after);
      continue;
    }
    // When the agent first held ¥10 free: as seeded, or a few hours after the credit that gave it.
    let appliedAt = row.createdAt.getTime();
    if (creditedBy(appliedAt) - taken < MIN_DEMO_WITHDRAWAL) {
      const enough = sorted.find(
        (credit) => credit.agentId === row.agentId && creditedBy(credit.at.getTime()) - taken >= MIN_DEMO_WITHDRAWAL,
      );
      appliedAt = enough ? enough.at.getTime() + ((row.id % 40) + 2) * HOUR_MS : Number.POSITIVE_INFINITY;
    }
    const handlingMs = row.handledAt ? row.handledAt.getTime() - row.createdAt.getTime() : 0;
    let update: Partial<typeof withdrawals.$inferInsert>;
    if (appliedAt > now.getTime()) {
      const handledAt = new Date(Math.min(now.getTime(), row.createdAt.getTime() + 2 * HOUR_MS));
      update = { status: rejected, rejectReason: NOT_CREDITED_REASON, handledBy: admin?.id ?? null, handledAt };
    } else {
      const free = creditedBy(appliedAt) - taken;
      const amount = share(free);
      spent.set(row.agentId, taken + amount);
      const createdAt = new Date(appliedAt);
      update = {
        amount,
        fee: feeOf(amount),
        createdAt,
        ...(row.handledAt && { handledAt: new Date(Math.min(now.getTime(), appliedAt + handlingMs)) }),
      };
    }
    const [after] = await db.update(withdrawals).set(update).where(eq(withdrawals.id, row.id)).returning();
    if (after) fitted.push(after);
  }
  return fitted;
}

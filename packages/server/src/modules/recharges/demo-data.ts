import { paymentMethods, rechargeFlow } from '@vending/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { DAY_MS, INSERT_BATCH_ROWS, randomSource, type RandomSource } from '../../seed/seed-tools';
import { managers } from '../administrators';
import { members } from '../members';
import { DEMO_RECHARGE_OPTIONS } from '../settings';
import { recharges } from './tables';

/** The top-up tiers (paid → bonus): a recharge records the bonus its option of the list grants. */
const TIERS = DEMO_RECHARGE_OPTIONS;

const REFUND_REASONS = ['会员申请退款，设备故障无法消费', '重复充值，核实后退回', '会员注销账户'];

function digits(random: RandomSource, length: number) {
  return Array.from({ length }, () => random.integer(0, 9)).join('');
}

/** A transaction number in the style of each provider. */
function transactionNumber(random: RandomSource, method: number, at: Date) {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  if (method === paymentMethods.wechat) return `42000${digits(random, 5)}${day}${digits(random, 10)}`;
  if (method === paymentMethods.alipay) return `${day}22001${digits(random, 15)}`;
  return `UP${day}${digits(random, 14)}`;
}

/**
 * About 45 recharges over two months in every state. A succeeded one (refunded or not) never
 * exceeds the balance its member is seeded to hold (`openings`, from seedMembers), so the
 * members list stays as seeded and a refund of it can go through; members without a balance
 * only have pending and failed top-ups.
 */
export async function seedRecharges(
  db: Database,
  random: RandomSource,
  now: Date,
  openings: ReadonlyMap<number, { amount: number }>,
) {
  const funded = [...openings]
    .filter(([, opening]) => opening.amount > 5_000)
    .map(([id, opening]) => ({ id, balance: opening.amount }))
    .sort((a, b) => a.id - b.id)
    .slice(0, 30);
  const unfunded = await db.select({ id: members.id }).from(members).orderBy(asc(members.id)).limit(60);
  const [admin] = await db.select({ id: managers.id }).from(managers).orderBy(asc(managers.id)).limit(1);
  const rows: (typeof recharges.$inferInsert)[] = [];
  const methods = Object.values(paymentMethods);
  const add = (memberId: number, tier: (typeof TIERS)[number], status: number, index: number) => {
    const createdAt = new Date(now.getTime() - random.integer(1, 60) * DAY_MS - random.integer(0, DAY_MS - 1));
    const method = random.pick(methods);
    const paid = status !== rechargeFlow.values.pending && status !== rechargeFlow.values.failed;
    const refunded = status === rechargeFlow.values.refunded;
    rows.push({
      memberId,
      amount: tier.amount,
      bonus: tier.bonus,
      method,
      status,
      transactionNo: transactionNumber(random, method, createdAt) + String(index).padStart(2, '0'),
      createdAt,
      paidAt: paid ? new Date(createdAt.getTime() + random.integer(3, 90) * 1_000) : null,
      handledBy: refunded ? (admin?.id ?? null) : null,
      handledAt: refunded ? new Date(createdAt.getTime() + random.integer(1, 5) * DAY_MS) : null,
      refundReason: refunded ? random.pick(REFUND_REASONS) : null,
    });
  };
  funded.forEach((member, index) => {
    const affordable = TIERS.filter((tier) => tier.amount + tier.bonus <= member.balance);
    const tier = random.pick(affordable.length > 0 ? affordable : [TIERS[0]]);
    add(member.id, tier, index % 6 === 5 ? rechargeFlow.values.refunded : rechargeFlow.values.succeeded, index);
  });
  unfunded.slice(0, 15).forEach((member, index) => {
    add(
      member.id,
      random.pick(TIERS),
      index % 2 === 0 ? rechargeFlow.values.pending : rechargeFlow.values.failed,
      funded.length + index,
    );
  });
  if (rows.length > 0) await db.insert(recharges).values(rows);
}

/**
 * The top-ups that bring the demo's members to the balances they are seeded to hold (the books
 * compute how much each needs: `seedLedger`): succeeded recharges of the top-up list's amounts,
 * each with the bonus its option grants, the largest that fit first and the smallest to finish
 * (so a member ends with at least what it needs), paid by WeChat Pay or Alipay a minute apart
 * up to `at`. Answers the rows written, for the books to post.
 */
export async function insertDemoTopUps(db: Database, needs: readonly { memberId: number; amount: number; at: Date }[]) {
  const tiers = [...TIERS].sort((a, b) => b.amount - a.amount);
  const smallest = tiers.at(-1);
  if (!smallest) return [];
  const random = randomSource(9_101);
  const rows: (typeof recharges.$inferInsert)[] = [];
  for (const need of needs) {
    const chosen: (typeof TIERS)[number][] = [];
    for (let left = need.amount; left > 0;) {
      const tier = tiers.find((candidate) => candidate.amount + candidate.bonus <= left) ?? smallest;
      chosen.push(tier);
      left -= tier.amount + tier.bonus;
    }
    chosen.forEach((tier, index) => {
      const method = rows.length % 3 === 0 ? paymentMethods.alipay : paymentMethods.wechat;
      const paidAt = new Date(need.at.getTime() - (chosen.length - 1 - index) * 60_000);
      rows.push({
        memberId: need.memberId,
        amount: tier.amount,
        bonus: tier.bonus,
        method,
        status: rechargeFlow.values.succeeded,
        transactionNo: transactionNumber(random, method, paidAt),
        createdAt: new Date(paidAt.getTime() - random.integer(3, 50) * 1_000),
        paidAt,
      });
    });
  }
  const written: (typeof recharges.$inferSelect)[] = [];
  for (let index = 0; index < rows.length; index += INSERT_BATCH_ROWS)
    written.push(
      ...(await db
        .insert(recharges)
        .values(rows.slice(index, index + INSERT_BATCH_ROWS))
        .returning()),
    );
  return written;
}

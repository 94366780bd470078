import {
  ledgerAccounts,
  orderFlow,
  orderPaymentMethods,
  rechargeFlow,
  refundStates,
  withdrawalFlow,
} from '@vending/contract';
import { asc, isNotNull, sql } from 'drizzle-orm';
import { businessDate } from '../business-time';
import type { Database } from '../db/database';
import { insertedRow } from '../db/inserted';
import { BALANCE_PAID_EVERY, INSERT_BATCH_ROWS } from './seed-tools';
import { managers } from '../modules/administrators';
import { agents, merchants } from '../modules/agents';
import { devices } from '../modules/equipment';
import { fitDemoWithdrawals } from '../modules/finance/demo-data';
import { estimatedShares, lastMonths } from '../modules/finance';
import { members } from '../modules/members';
import { orders } from '../modules/orders';
import { orderRefunds } from '../modules/orders/tables';
import { insertDemoTopUps } from '../modules/recharges/demo-data';
import { recharges } from '../modules/recharges/tables';
import { readMoneySettings } from '../modules/settings';
import { postSeedBooks, type SeedEntry } from '../modules/ledger/ledger';
import { shareSettlements } from '../modules/finance/tables';

type Entry = SeedEntry;

/**
 * The demo's books, written after every other module has seeded its records, by the same
 * rules the server follows: each order attributed as its device stands, each paid order and
 * each recharge, refund and passed withdrawal an entry at its time; every month before this one
 * settled on the first of the next (its share credited); the withdrawals fitted to those credits;
 * what a member is seeded to hold (`memberBalances`, by id; the seeds write no balance) reached
 * by a top-up when it registered. No opening entry: every balance is explained by its movements,
 * the sums of the entries, written by the posting module.
 */
export async function seedLedger(
  db: Database,
  now: Date,
  timeZone: string,
  memberBalances: ReadonlyMap<number, number>,
) {
  const { currency } = await readMoneySettings(db);
  const [admin] = await db.select({ id: managers.id }).from(managers).orderBy(asc(managers.id)).limit(1);
  const adminId = admin?.id ?? null;
  await db.execute(sql`update ${orders} as o set merchant_id = d.merchant_id, agent_id = m.agent_id, share_rate = a.share_rate
    from ${devices} as d join ${merchants} as m on m.id = d.merchant_id join ${agents} as a on a.id = m.agent_id
    where d.id = o.device_id`);
  await db.update(orders).set({ currency });
  const entries: Entry[] = [];
  const add = (entry: Omit<Entry, 'currency'>) => entries.push({ ...entry, currency });
  const platform = { accountKind: ledgerAccounts.platform, accountId: 0 };

  // Some members paid from their balance: every tenth paid order of a member.
  await db.execute(sql`update ${orders} set payment_method = ${orderPaymentMethods.balance}
    where paid_at is not null and member_id is not null and id % ${BALANCE_PAID_EVERY} = 0`);
  // The payment channel's transaction id of each order paid by WeChat Pay or Alipay, shaped like
  // theirs (28 digits), as the machines report it with the vend (cashless reconciliation).
  await db.execute(sql`update ${orders} set channel_transaction_id =
      case payment_method when ${orderPaymentMethods.wechat} then '4200' else '2088' end || lpad(id::text, 24, '0')
    where paid_at is not null and payment_method in (${orderPaymentMethods.wechat}, ${orderPaymentMethods.alipay})`);

  // Orders: every paid one received (from the balance, or by the platform); one cancelled by
  // staff after payment refunded whole, the way it was paid.
  const paid = await db
    .select({
      id: orders.id,
      memberId: orders.memberId,
      amount: orders.amount,
      gst: orders.gst,
      method: orders.paymentMethod,
      status: orders.status,
      paidAt: orders.paidAt,
      handledAt: orders.handledAt,
      cancelReason: orders.cancelReason,
    })
    .from(orders)
    .where(isNotNull(orders.paidAt));
  const refundRows: (typeof orderRefunds.$inferInsert)[] = [];
  for (const order of paid) {
    if (order.paidAt === null) continue;
    const payer =
      order.method === orderPaymentMethods.balance && order.memberId !== null
        ? { accountKind: ledgerAccounts.member, accountId: order.memberId }
        : null;
    add({
      ...(payer ?? platform),
      amount: payer ? -order.amount : order.amount,
      kind: 'orderPayment',
      orderId: order.id,
      at: order.paidAt,
    });
    if (order.status === orderFlow.values.cancelled) {
      const at = order.handledAt ?? order.paidAt;
      refundRows.push({
        orderId: order.id,
        amount: order.amount,
        gst: order.gst,
        currency,
        method: order.method,
        status: refundStates.refunded,
        reason: order.cancelReason ?? '',
        channelReference: `SIM-DEMO-${order.id}`,
        createdBy: adminId,
        createdAt: at,
        finishedAt: at,
      });
    }
  }
  // A refund of a balance payment goes back to the member's balance.
  const memberOf = new Map(paid.map((order) => [order.id, order.memberId]));
  const refundPayer = (refund: { orderId: number; method: number }) => {
    const memberId = memberOf.get(refund.orderId);
    return refund.method === orderPaymentMethods.balance && memberId !== null && memberId !== undefined
      ? { accountKind: ledgerAccounts.member, accountId: memberId }
      : null;
  };
  for (let index = 0; index < refundRows.length; index += INSERT_BATCH_ROWS) {
    const inserted = await db
      .insert(orderRefunds)
      .values(refundRows.slice(index, index + INSERT_BATCH_ROWS))
      .returning({
        id: orderRefunds.id,
        orderId: orderRefunds.orderId,
        amount: orderRefunds.amount,
        method: orderRefunds.method,
        at: orderRefunds.finishedAt,
      });
    for (const refund of inserted)
      add({
        ...(refundPayer(refund) ?? platform),
        amount: refundPayer(refund) ? refund.amount : -refund.amount,
        kind: 'orderRefund',
        orderId: refund.orderId,
        refundId: refund.id,
        managerId: adminId,
        at: refund.at ?? now,
      });
  }
  await db.execute(
    sql`update ${orders} set refunded = amount, refunded_gst = gst where status = ${orderFlow.values.cancelled} and paid_at is not null`,
  );

  // Recharges: paid ones credited (amount and bonus), refunded ones taken back.
  const topUps = await db.select().from(recharges);
  for (const recharge of topUps) {
    if (recharge.status !== rechargeFlow.values.succeeded && recharge.status !== rechargeFlow.values.refunded) continue;
    const member = { accountKind: ledgerAccounts.member, accountId: recharge.memberId };
    const at = recharge.paidAt ?? recharge.createdAt;
    add({ ...member, amount: recharge.amount, kind: 'recharge', rechargeId: recharge.id, at });
    if (recharge.bonus > 0)
      add({ ...member, amount: recharge.bonus, kind: 'rechargeBonus', rechargeId: recharge.id, at });
    add({ ...platform, amount: recharge.amount, kind: 'recharge', rechargeId: recharge.id, at });
    if (recharge.status === rechargeFlow.values.refunded) {
      const back = recharge.handledAt ?? at;
      add({
        ...member,
        amount: -(recharge.amount + recharge.bonus),
        kind: 'rechargeRefund',
        rechargeId: recharge.id,
        managerId: adminId,
        note: recharge.refundReason,
        at: back,
      });
      add({
        ...platform,
        amount: -recharge.amount,
        kind: 'rechargeRefund',
        rechargeId: recharge.id,
        managerId: adminId,
        at: back,
      });
    }
  }

  // Every month before this one settled on the first of the next (no later than now).
  const thisMonth = businessDate(now, timeZone).slice(0, 7);
  for (const month of lastMonths(businessDate(now, timeZone), 4).slice(1).reverse()) {
    const estimates = await estimatedShares(db, timeZone, { month });
    const settledAt = new Date(
      Math.min(now.getTime(), Date.parse(`${month === thisMonth ? month : nextMonthOf(month)}-01T02:00:00Z`)),
    );
    for (const estimate of estimates) {
      const settlement = insertedRow(
        await db
          .insert(shareSettlements)
          .values({
            agentId: estimate.agentId,
            month,
            orders: estimate.orders,
            sales: estimate.sales,
            gst: estimate.gst,
            share: estimate.share,
            shareBasisPoints: estimate.shareBasisPoints,
            currency,
            settledBy: adminId,
            settledAt,
          })
          .returning({ id: shareSettlements.id }),
      );
      if (estimate.share === 0) continue;
      add({
        accountKind: ledgerAccounts.agent,
        accountId: estimate.agentId,
        amount: estimate.share,
        kind: 'share',
        settlementId: settlement.id,
        managerId: adminId,
        at: settledAt,
      });
      add({
        ...platform,
        amount: -estimate.share,
        kind: 'share',
        settlementId: settlement.id,
        managerId: adminId,
        at: settledAt,
      });
    }
  }

  // Withdrawals fitted to the shares credited above; the passed ones out of the agent's balance,
  // paid out less the fee the platform keeps.
  const credits = entries
    .filter((entry) => entry.accountKind === ledgerAccounts.agent && entry.kind === 'share')
    .map((entry) => ({ agentId: entry.accountId, amount: entry.amount, at: entry.at }));
  const fitted = await fitDemoWithdrawals(db, credits, now);
  for (const withdrawal of fitted.filter((row) => row.status === withdrawalFlow.values.passed)) {
    const at = withdrawal.handledAt ?? withdrawal.createdAt;
    const refs = { withdrawalId: withdrawal.id, managerId: adminId, at };
    add({
      accountKind: ledgerAccounts.agent,
      accountId: withdrawal.agentId,
      amount: -withdrawal.amount,
      kind: 'withdrawal',
      ...refs,
    });
    add({ ...platform, amount: -withdrawal.amount, kind: 'withdrawal', ...refs });
    if (withdrawal.fee > 0) add({ ...platform, amount: withdrawal.fee, kind: 'withdrawalFee', ...refs });
  }

  // Top-ups: a member whose balance payments and recharge refunds would take its balance below
  // zero, or who is seeded to hold more than its recharges gave, tops up the difference (in the
  // top-up list's amounts, each with its bonus) when it registered, before its first movement.
  const net = new Map<number, number>();
  const lowest = new Map<number, number>();
  const firstAt = new Map<number, number>();
  for (const entry of [...entries].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (entry.accountKind !== ledgerAccounts.member) continue;
    const running = (net.get(entry.accountId) ?? 0) + entry.amount;
    net.set(entry.accountId, running);
    lowest.set(entry.accountId, Math.min(lowest.get(entry.accountId) ?? 0, running));
    if (!firstAt.has(entry.accountId)) firstAt.set(entry.accountId, entry.at.getTime());
  }
  const memberTopUps = [];
  for (const member of await db
    .select({ id: members.id, registeredAt: members.createdAt })
    .from(members)
    .orderBy(asc(members.id))) {
    const wished = memberBalances.get(member.id) ?? 0;
    const needed = Math.max(wished - (net.get(member.id) ?? 0), -(lowest.get(member.id) ?? 0), 0);
    if (needed === 0) continue;
    const at = Math.min(
      member.registeredAt.getTime() + 10 * 60_000,
      (firstAt.get(member.id) ?? Number.POSITIVE_INFINITY) - 60_000,
      now.getTime(),
    );
    memberTopUps.push({ memberId: member.id, amount: needed, at: new Date(at) });
  }
  for (const recharge of await insertDemoTopUps(db, memberTopUps)) {
    const at = recharge.paidAt ?? recharge.createdAt;
    add({
      accountKind: ledgerAccounts.member,
      accountId: recharge.memberId,
      amount: recharge.amount,
      kind: 'recharge',
      rechargeId: recharge.id,
      at,
    });
    if (recharge.bonus > 0)
      add({
        accountKind: ledgerAccounts.member,
        accountId: recharge.memberId,
        amount: recharge.bonus,
        kind: 'rechargeBonus',
        rechargeId: recharge.id,
        at,
      });
    add({ ...platform, amount: recharge.amount, kind: 'recharge', rechargeId: recharge.id, at });
  }
  entries.sort((a, b) => a.at.getTime() - b.at.getTime());
  await postSeedBooks(db, entries, INSERT_BATCH_ROWS);
}

function nextMonthOf(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

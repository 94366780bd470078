import {
  ledgerAccounts,
  orderFlow,
  orderPaymentMethods,
  rechargeFlow,
  refundStates,
  withdrawalFlow,
  type LedgerEntryKind,
} from '@vending/contract';
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import { businessDate } from '../business-time';
import type { Database } from '../db/database';
import { insertedRow } from '../db/inserted';
import { BALANCE_PAID_EVERY, INSERT_BATCH_ROWS } from './seed-tools';
import { managers } from '../modules/administrators';
import { agents, merchants } from '../modules/agents';
import { devices } from '../modules/equipment';
import { withdrawals } from '../modules/finance/tables';
import { estimatedShares, lastMonths } from '../modules/finance';
import { members } from '../modules/members';
import { orders } from '../modules/orders';
import { orderRefunds } from '../modules/orders/tables';
import { recharges } from '../modules/recharges/tables';
import { readMoneySettings } from '../modules/settings';
import { postSeedBooks, type SeedEntry } from '../modules/ledger/ledger';
import { shareSettlements } from '../modules/ledger/tables';

type Entry = SeedEntry;

/**
 * The demo's books, written after every other module has seeded its records, by the same
 * rules the server follows: each order attributed as its device stands, each paid order and
 * each recharge, refund and passed withdrawal an entry at its time; every month before this one
 * settled on the first of the next (its share credited); what a member or agent is seeded to
 * hold (`balances`, by id; the seeds write no balance) beyond that, an opening entry before
 * everything. Balances are then the sums of the entries, written by the posting module.
 */
export async function seedLedger(
  db: Database,
  now: Date,
  timeZone: string,
  balances: { members: ReadonlyMap<number, number>; agents: ReadonlyMap<number, number> },
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

  // Passed withdrawals: out of the agent's balance; paid out less the fee the platform keeps.
  const passed = await db.select().from(withdrawals).where(eq(withdrawals.status, withdrawalFlow.values.passed));
  for (const withdrawal of passed) {
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

  // Openings: what the seeded balance holds beyond the entries (never below zero, and an agent
  // keeps enough for what it has under review), dated before everything.
  entries.sort((a, b) => a.at.getTime() - b.at.getTime());
  const openingAt = new Date((entries[0]?.at.getTime() ?? now.getTime()) - 86_400_000);
  const underReview = new Map<number, number>();
  for (const withdrawal of await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.status, withdrawalFlow.values.underReview)))
    underReview.set(withdrawal.agentId, (underReview.get(withdrawal.agentId) ?? 0) + withdrawal.amount);
  const key = (kind: number, id: number) => `${kind}:${id}`;
  const net = new Map<string, number>();
  const lowest = new Map<string, number>();
  for (const entry of entries) {
    if (entry.accountKind === ledgerAccounts.platform) continue;
    const account = key(entry.accountKind, entry.accountId);
    const running = (net.get(account) ?? 0) + entry.amount;
    net.set(account, running);
    lowest.set(account, Math.min(lowest.get(account) ?? 0, running));
  }
  const openings: Entry[] = [];
  const targets = [
    ...(await db.select({ id: members.id }).from(members)).map((row) => ({
      kind: ledgerAccounts.member,
      id: row.id,
      balance: balances.members.get(row.id) ?? 0,
    })),
    ...(await db.select({ id: agents.id }).from(agents)).map((row) => ({
      kind: ledgerAccounts.agent,
      id: row.id,
      balance: balances.agents.get(row.id) ?? 0,
      reserve: underReview.get(row.id) ?? 0,
    })),
  ];
  for (const target of targets) {
    const account = key(target.kind, target.id);
    const reserve = 'reserve' in target ? target.reserve : 0;
    // An agent whose seeded balance would not hold what it has under review is given enough and
    // ¥500 more, so that every withdrawal under review can be approved.
    const wished = reserve > target.balance ? reserve + 50_000 : target.balance;
    const opening = Math.max(
      wished - (net.get(account) ?? 0),
      -(lowest.get(account) ?? 0),
      reserve - (net.get(account) ?? 0),
      0,
    );
    if (opening > 0)
      openings.push({
        accountKind: target.kind,
        accountId: target.id,
        amount: opening,
        currency,
        kind: 'opening' satisfies LedgerEntryKind,
        at: openingAt,
      });
  }
  await postSeedBooks(db, [...openings, ...entries], INSERT_BATCH_ROWS);
}

function nextMonthOf(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

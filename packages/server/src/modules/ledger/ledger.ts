import { ledgerAccounts, type LedgerEntryKind } from '@vending/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { insertedRow } from '../../db/inserted';
import type { Transaction } from '../../lists/transition';
import { agents } from '../agents';
import { members } from '../members';
import { ledgerEntries } from './tables';

/** Whose money: a member's balance, an agent's balance, or the platform's takings. */
export type LedgerAccountRef = { kind: 'member'; id: number } | { kind: 'agent'; id: number } | { kind: 'platform' };

export interface LedgerEntryInput {
  account: LedgerAccountRef;
  /** Signed, in minor units: + into the account, − out of it. */
  amount: number;
  currency: string;
  kind: LedgerEntryKind;
  /** What the entry belongs to. */
  orderId?: number;
  refundId?: number;
  rechargeId?: number;
  withdrawalId?: number;
  settlementId?: number;
  /** The administrator who did it; null for the member, the machine or the seed. */
  managerId: number | null;
  note?: string | null;
  at: Date;
  /** A member's or agent's balance may go below zero by this entry (never, unless said). */
  mayOverdraw?: boolean;
}

export type LedgerOutcome =
  { ok: true; entryId: number; balance: number | null } | { ok: false; problem: 'short' | 'missing' };

const balanceTable = { member: members, agent: agents } as const;

/*
 * The posting module: the one place that writes a ledger entry or a balance column. Every
 * movement of money — a payment, a refund, a recharge, a withdrawal, a settlement, a manual
 * adjustment — is `recordEntry` in the transaction of the change it records; the demo seed
 * posts its books in bulk with `postSeedBooks`, and the volume seed opens its members'
 * balances with `openMemberBalances`. docs/MONEY.md names the grep that holds this.
 */

/**
 * Writes one ledger entry and moves the account's balance with it, in the caller's
 * transaction (so with the change it records and that change's audit record). The balance's
 * UPDATE locks the account's row, so concurrent entries on one account queue and
 * `balance_after` is exact. A debit that would take a balance below zero writes nothing and
 * answers `short`; an unknown member or agent, `missing`. The caller rolls back on either.
 */
export async function recordEntry(tx: Transaction, entry: LedgerEntryInput): Promise<LedgerOutcome> {
  const { account } = entry;
  let balance: number | null = null;
  if (account.kind !== 'platform') {
    const table = balanceTable[account.kind];
    const mayTake = entry.amount >= 0 || entry.mayOverdraw === true;
    const [moved] = await tx
      .update(table)
      .set({ balance: sql`${table.balance} + ${entry.amount}` })
      .where(mayTake ? eq(table.id, account.id) : and(eq(table.id, account.id), gte(table.balance, -entry.amount)))
      .returning({ balance: table.balance });
    if (!moved) {
      const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, account.id));
      return { ok: false, problem: exists ? 'short' : 'missing' };
    }
    balance = moved.balance;
  }
  const written = insertedRow(
    await tx
      .insert(ledgerEntries)
      .values({
        accountKind: ledgerAccounts[account.kind],
        accountId: account.kind === 'platform' ? 0 : account.id,
        amount: entry.amount,
        currency: entry.currency,
        kind: entry.kind,
        balanceAfter: balance,
        orderId: entry.orderId ?? null,
        refundId: entry.refundId ?? null,
        rechargeId: entry.rechargeId ?? null,
        withdrawalId: entry.withdrawalId ?? null,
        settlementId: entry.settlementId ?? null,
        managerId: entry.managerId,
        note: entry.note ?? null,
        at: entry.at,
      })
      .returning({ id: ledgerEntries.id }),
  );
  return { ok: true, entryId: written.id, balance };
}

/** Thrown inside a money transaction to roll it back with a refusal the caller answers. */
export class LedgerRefusal extends Error {
  constructor(readonly problem: 'short' | 'missing') {
    super(`ledger refused: ${problem}`);
  }
}

/** recordEntry, throwing LedgerRefusal (so the whole transaction rolls back) on a refusal. */
export async function recordEntryOrThrow(tx: Transaction, entry: LedgerEntryInput): Promise<number | null> {
  const outcome = await recordEntry(tx, entry);
  if (!outcome.ok) throw new LedgerRefusal(outcome.problem);
  return outcome.balance;
}

/** The sum of one account's entries, as a correlated subquery on its id column. */
const entrySum = (kind: number, id: typeof members.id | typeof agents.id) =>
  sql<string>`(select coalesce(sum(${ledgerEntries.amount}), 0) from ${ledgerEntries} where ${ledgerEntries.accountKind} = ${kind} and ${ledgerEntries.accountId} = ${id})`.mapWith(
    Number,
  );

/** Members and agents whose balance disagrees with the sum of their entries (none, when the books are right). */
export async function balancesOffLedger(db: Database | Transaction) {
  const [memberRows, agentRows] = await Promise.all([
    db
      .select({ id: members.id, balance: members.balance, entries: entrySum(ledgerAccounts.member, members.id) })
      .from(members)
      .where(sql`${members.balance} <> ${entrySum(ledgerAccounts.member, members.id)}`),
    db
      .select({ id: agents.id, balance: agents.balance, entries: entrySum(ledgerAccounts.agent, agents.id) })
      .from(agents)
      .where(sql`${agents.balance} <> ${entrySum(ledgerAccounts.agent, agents.id)}`),
  ]);
  return [
    ...memberRows.map((row) => ({ account: 'member' as const, ...row })),
    ...agentRows.map((row) => ({ account: 'agent' as const, ...row })),
  ];
}

/** A ledger row as the seed writes it in bulk (balance_after is worked out here). */
export type SeedEntry = Omit<typeof ledgerEntries.$inferInsert, 'id' | 'balanceAfter'>;

/**
 * The seed's books in bulk (the demo's thousands of movements would take minutes one
 * transaction each): the entries, in the order given (oldest first), each member's and agent's
 * `balance_after` the running sum of its entries, and every member's and agent's balance column
 * set to the sum of its entries. For books with no entry yet: every balance starts from zero.
 */
export async function postSeedBooks(db: Database, entries: readonly SeedEntry[], batchRows: number) {
  const running = new Map<string, number>();
  const key = (kind: number, id: number) => `${kind}:${id}`;
  const rows = entries.map((entry) => {
    if (entry.accountKind === ledgerAccounts.platform) return { ...entry, balanceAfter: null };
    const account = key(entry.accountKind, entry.accountId);
    const balance = (running.get(account) ?? 0) + entry.amount;
    running.set(account, balance);
    return { ...entry, balanceAfter: balance };
  });
  for (let index = 0; index < rows.length; index += batchRows)
    await db.insert(ledgerEntries).values(rows.slice(index, index + batchRows));
  await db.update(members).set({ balance: 0 });
  await db.update(agents).set({ balance: 0 });
  for (const [account, balance] of running) {
    const [kind, id] = account.split(':').map(Number) as [number, number];
    const table = kind === ledgerAccounts.member ? members : agents;
    if (balance !== 0) await db.update(table).set({ balance }).where(eq(table.id, id));
  }
}

/**
 * The volume seed's members (`npm run seed -- --members N`), added with a balance of zero: an
 * `opening` entry for each that held money when the books opened, dated when it registered, and
 * its balance column set to the sum of its entries, like every other's. The members are new:
 * none has an entry yet.
 */
export async function openMemberBalances(
  db: Database,
  currency: string,
  openings: ReadonlyMap<number, { amount: number; at: Date }>,
  batchRows = 1_000,
) {
  const rows = [...openings].map(([id, opening]) => ({
    accountKind: ledgerAccounts.member,
    accountId: id,
    amount: opening.amount,
    currency,
    kind: 'opening' satisfies LedgerEntryKind,
    balanceAfter: opening.amount,
    at: opening.at,
  }));
  for (let index = 0; index < rows.length; index += batchRows)
    await db.insert(ledgerEntries).values(rows.slice(index, index + batchRows));
  // One statement for every member, however many: each balance the sum of its entries.
  await db.execute(sql`update ${members} m set balance = e.total
    from (select account_id, sum(amount)::integer as total from ${ledgerEntries}
          where account_kind = ${ledgerAccounts.member} group by account_id) e
    where e.account_id = m.id and m.balance <> e.total`);
}

import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { managers } from '../administrators/tables';

/**
 * The ledger: one row per movement of money on one account (contract `ledgerAccounts`:
 * member, agent, platform). Written by `recordEntry` (ledger.ts), in the transaction of the
 * change it records; besides, in bulk, by the demo data's books (demo-data.ts, at the seed)
 * and by the opening entries of migration 0017_money_ledger. No call updates or deletes a row.
 * A member's or agent's `balance` column is the running sum of its entries, kept in the same
 * statement.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    /** ledgerAccounts' number. */
    accountKind: smallint('account_kind').notNull(),
    /** The member's or agent's id; 0 for the platform. */
    accountId: integer('account_id').notNull(),
    /** Signed, in minor units of `currency`. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** ledgerEntryKinds. */
    kind: text('kind').notNull(),
    /** The account's balance after this entry (null for the platform, which keeps no column). */
    balanceAfter: integer('balance_after'),
    /** What it belongs to; at most one or two are set. */
    orderId: integer('order_id'),
    refundId: integer('refund_id'),
    rechargeId: integer('recharge_id'),
    withdrawalId: integer('withdrawal_id'),
    settlementId: integer('settlement_id'),
    /** Who did it: an administrator, or null for the member, the machine or the seed. */
    managerId: integer('manager_id').references(() => managers.id, { onDelete: 'set null' }),
    /** A manual adjustment's reason, or what else a reader needs. */
    note: text('note'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.accountKind, table.accountId, table.at.desc(), table.id.desc()),
    index('ledger_entries_order_idx').on(table.orderId),
  ],
);

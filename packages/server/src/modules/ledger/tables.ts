import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { managers } from '../administrators/tables';
import { agents } from '../agents/tables';

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

/**
 * A settled month of one agent's share: stored once, never changed. The agent's balance was
 * credited `share` by a ledger entry in the same transaction.
 */
export const shareSettlements = pgTable(
  'share_settlements',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    /** `YYYY-MM` of the business calendar. */
    month: text('month').notNull(),
    orders: integer('orders').notNull(),
    sales: integer('sales').notNull(),
    gst: integer('gst').notNull(),
    share: integer('share').notNull(),
    /**
     * The rate of the month's orders, each order's own weighted by what it earned, in basis
     * points, as settled (null for a month settled before it was kept: the orders' rate then).
     */
    shareBasisPoints: integer('share_rate'),
    currency: text('currency').notNull(),
    settledBy: integer('settled_by').references(() => managers.id, { onDelete: 'set null' }),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [uniqueIndex('share_settlements_agent_month_idx').on(table.agentId, table.month)],
);

/**
 * Period close: what changed in a settled month after it was settled (a late sale, a refund, an
 * order completed afterwards), settled as an adjustment in a later month (`month`, the first
 * open one after `forMonth` when it was settled) with that month's settlement of the agent
 * (`settlementId`). The figures are the difference between what `forMonth`'s orders earn now
 * and what was settled for it before (its own settlement and earlier adjustments). Stored
 * once, never changed; credited by a `shareAdjustment` ledger entry in the same transaction.
 */
export const shareAdjustments = pgTable(
  'share_adjustments',
  {
    id: serial('id').primaryKey(),
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => shareSettlements.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    /** The month it was settled in (`YYYY-MM`). */
    month: text('month').notNull(),
    /** The closed month it belongs to. */
    forMonth: text('for_month').notNull(),
    orders: integer('orders').notNull(),
    sales: integer('sales').notNull(),
    gst: integer('gst').notNull(),
    share: integer('share').notNull(),
    shareBasisPoints: integer('share_rate'),
    currency: text('currency').notNull(),
    settledBy: integer('settled_by').references(() => managers.id, { onDelete: 'set null' }),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [uniqueIndex('share_adjustments_agent_month_idx').on(table.agentId, table.month, table.forMonth)],
);

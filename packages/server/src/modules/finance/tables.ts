import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { managers } from '../administrators/tables';
import { agents } from '../agents/tables';

/**
 * Agents' withdrawals of what they are owed; `status` holds withdrawalFlow's numbers. An
 * approval takes `amount` off the agent's balance; `fee` is what the transfer costs the agent.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull().default(0),
    /** The currency it was taken in. */
    currency: text('currency').notNull().default('CNY'),
    bankName: text('bank_name').notNull(),
    /** The whole account number; answers show it masked. */
    bankAccount: text('bank_account').notNull(),
    accountHolder: text('account_holder').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    handledBy: integer('handled_by').references(() => managers.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    rejectReason: text('reject_reason'),
  },
  (table) => [
    index('withdrawals_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('withdrawals_status_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    index('withdrawals_agent_id_idx').on(table.agentId),
  ],
);

/**
 * A payment channel's daily statement, imported (渠道对账): one per channel and business day.
 * `channel` holds orderPaymentMethods' number; `fee` is the day's fees, booked as the
 * platform's expense (a `channelFee` ledger entry) in the import's transaction.
 */
export const channelStatements = pgTable(
  'channel_statements',
  {
    id: serial('id').primaryKey(),
    channel: smallint('channel').notNull(),
    /** `YYYY-MM-DD` of the business calendar. */
    day: text('day').notNull(),
    lines: integer('lines').notNull(),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    currency: text('currency').notNull(),
    importedBy: integer('imported_by').references(() => managers.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [uniqueIndex('channel_statements_channel_day_idx').on(table.channel, table.day)],
);

/** One transaction of an imported statement, as the channel stated it (minor units). */
export const channelStatementLines = pgTable(
  'channel_statement_lines',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => channelStatements.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    transactionId: text('transaction_id').notNull(),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('channel_statement_lines_statement_idx').on(table.statementId),
    index('channel_statement_lines_transaction_idx').on(table.transactionId),
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

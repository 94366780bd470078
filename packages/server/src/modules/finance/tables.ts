import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
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

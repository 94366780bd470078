import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { managers } from '../administrators/tables';
import { createdAt } from '../../db/columns';
import { searchGrams } from '../../lists/search-grams';

/** The spec's "users": members of the vending service. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    nickName: text('nick_name').notNull(),
    phone: text('phone').notNull(),
    avatar: text('avatar'),
    balance: integer('balance').notNull().default(0),
    isFlag: smallint('is_flag').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    index('members_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('members_phone_idx').on(table.phone),
    // The keyword filter's index (lists/search-grams.ts; the functions come with migration 0014).
    index('members_search_idx').using('gin', searchGrams([table.nickName, table.phone])),
  ],
);

/**
 * Controls: a manual balance adjustment above the approval limit (money settings), waiting
 * for a second administrator (`status`: contract balanceAdjustmentStates). Approved, its ledger
 * entry is written then (`entryId`); the one who asked cannot decide it.
 */
export const balanceAdjustmentRequests = pgTable(
  'balance_adjustment_requests',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Signed minor units. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    status: smallint('status').notNull().default(1),
    requestedBy: integer('requested_by').references(() => managers.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedBy: integer('decided_by').references(() => managers.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    entryId: integer('entry_id'),
  },
  (table) => [index('balance_adjustment_requests_member_idx').on(table.memberId, table.id)],
);

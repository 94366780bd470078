import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { managers } from '../administrators/tables';

/** Only a hash of each token is kept, so a leaked table does not log anyone in. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    managerId: integer('manager_id')
      .notNull()
      .references(() => managers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_idx').on(table.tokenHash),
    index('sessions_manager_idx').on(table.managerId),
  ],
);

/** Failed logins by account and by address, kept in the database so every instance throttles alike. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('login_failures_scope_idx').on(table.scope, table.failedAt)],
);

/**
 * Where each account last logged in successfully: from such an address the account-wide
 * throttle does not apply, so strangers failing elsewhere cannot lock its owner out.
 */
export const knownLoginAddresses = pgTable(
  'known_login_addresses',
  {
    /** The username in lower case, as the throttle scopes it. */
    account: text('account').notNull(),
    address: text('address').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.account, table.address] })],
);

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { agents } from '../agents/tables';

/** The unique index of usernames in any letter case. */
export const MANAGERS_USERNAME_LOWER_INDEX = 'managers_username_lower_idx';

export const managers = pgTable(
  'managers',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    realName: text('real_name').notNull(),
    phone: text('phone').notNull().default(''),
    avatar: text('avatar'),
    /** 1 = super administrator; only the first start creates one. */
    managerType: smallint('manager_type').notNull().default(2),
    isFlag: smallint('is_flag').notNull().default(1),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    /**
     * Set when someone else chose the password (created, reset, or generated at the first
     * start): until its holder changes it, the session serves nothing but the change.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Set on an agent's own login account (代理商账号): the agent it acts for. */
    agentId: integer('agent_id').references((): AnyPgColumn => agents.id, { onDelete: 'set null' }),
  },
  // Login is exact-case, but `Bob` beside `bob` would be two accounts no one can tell apart.
  (table) => [uniqueIndex(MANAGERS_USERNAME_LOWER_INDEX).on(sql`lower(${table.username})`)],
);

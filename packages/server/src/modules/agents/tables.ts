import { doublePrecision, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { updatedAt, updatedBy } from '../administrators/columns';

/*
 * The agent network: agents (代理商) own merchants (商户), merchants host devices. A franchise
 * application (加盟申请), once approved, creates the agent it is linked to.
 */

export const AGENTS_NAME_INDEX = 'agents_name_idx';
/** The unique index of a merchant's name within its agent. */
export const MERCHANTS_AGENT_NAME_INDEX = 'merchants_agent_id_name_idx';

/** An agent: a franchisee who runs merchants and devices in a region and shares the revenue. */
export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    region: text('region').notNull(),
    /**
     * The agent's share of its devices' sales, in basis points (3000 = 30 %). The SQL column keeps
     * its first name, share_rate: drizzle-kit asks at a terminal whether a renamed column is a rename
     * or a drop and add, and a rename migration would only churn the migrations other branches add.
     */
    shareBasisPoints: integer('share_rate').notNull().default(0),
    /** Money owed to the agent, in minor units. */
    balance: integer('balance').notNull().default(0),
    isFlag: smallint('is_flag').notNull().default(1),
    createdAt: createdAt(),
    /** The administrator who created or last changed it, and when; null for the seed. */
    updatedBy: updatedBy(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('agents_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    // Two agents of one name could not be told apart in a merchant's agent choice.
    uniqueIndex(AGENTS_NAME_INDEX).on(table.name),
  ],
);

/** A merchant: a shop or site where devices stand, owned by one agent. */
export const merchants = pgTable(
  'merchants',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    isFlag: smallint('is_flag').notNull().default(1),
    createdAt: createdAt(),
    updatedBy: updatedBy(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('merchants_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('merchants_agent_id_idx').on(table.agentId),
    // One agent has no two merchants of one name (the device picker could not tell them apart).
    uniqueIndex(MERCHANTS_AGENT_NAME_INDEX).on(table.agentId, table.name),
  ],
);

import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { managers } from '../administrators/tables';

/**
 * The audit trail: every security event and every write, who did it, to what, with what
 * result, from where and when. Only the server appends to it; no call changes or deletes a row.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The administrator acting; null for a login that failed (the name tried is in actorName). */
    actorId: integer('actor_id').references(() => managers.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** The call (its contract name, e.g. `resetManagerPwd`, `login`). */
    action: text('action').notNull(),
    /**
     * The page whose permission the call takes (the pages sharing it, joined by 、); null for
     * calls any administrator may make.
     */
    page: text('page'),
    /** The record acted on, as `field=id` pairs (`managerId=3`); empty when none. */
    target: text('target').notNull(),
    /** What was sent, passwords removed; and where a handler says so, the state before and after. */
    input: jsonb('input'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The envelope's code (1 done, 0 refused, 21 no permission, 429 throttled…) and message. */
    result: smallint('result').notNull(),
    message: text('message').notNull(),
    address: text('address').notNull(),
  },
  (table) => [
    index('audit_events_actor_idx').on(table.actorId, table.at.desc(), table.id.desc()),
    index('audit_events_at_idx').on(table.at.desc(), table.id.desc()),
  ],
);

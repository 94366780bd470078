import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { managers } from '../administrators/tables';
import { agents } from '../agents/tables';

/** Applications to become an agent; `status` holds agentApplicationFlow's numbers. */
export const franchiseApplications = pgTable(
  'franchise_applications',
  {
    id: serial('id').primaryKey(),
    applicant: text('applicant').notNull(),
    phone: text('phone').notNull(),
    region: text('region').notNull(),
    /** How many devices the applicant means to run. */
    deviceCount: integer('device_count').notNull(),
    note: text('note').notNull().default(''),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    /** The interview, once scheduled: when, and what staff noted. */
    interviewAt: timestamp('interview_at', { withTimezone: true, mode: 'date' }),
    interviewNote: text('interview_note'),
    /** Who made the last move (schedule, approve, reject), and when. */
    handledBy: integer('handled_by').references(() => managers.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    rejectReason: text('reject_reason'),
    /** The agent an approval created. */
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('franchise_applications_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('franchise_applications_status_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
  ],
);

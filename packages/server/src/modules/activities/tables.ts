import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { updatedAt, updatedBy } from '../administrators/columns';
import { members } from '../members/tables';

/**
 * An activity pushed to members (活动推送): sent now or at `sendAt` by the server's scheduler.
 * Sending marks it sent and writes the inbox rows in one transaction, so a restart neither
 * loses nor repeats a send.
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The members it reaches: the contract's audience filter (all members, or a filter). */
    audience: jsonb('audience').notNull(),
    /** How many members the audience held when it was scheduled, then when it was sent. */
    audienceSize: integer('audience_size').notNull(),
    /** The activity flow's stored state: scheduled, sent or cancelled. */
    status: smallint('status').notNull(),
    sendAt: timestamp('send_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedBy: updatedBy(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('activities_due_idx').on(table.status, table.sendAt),
    index('activities_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);

/** The members' inbox: one message per member an activity reached. */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('member_messages_activity_member_idx').on(table.activityId, table.memberId),
    index('member_messages_member_idx').on(table.memberId, table.createdAt.desc()),
  ],
);

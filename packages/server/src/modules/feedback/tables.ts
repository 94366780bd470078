import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { managers } from '../administrators/tables';
import { devices } from '../equipment/tables';
import { members } from '../members/tables';
import { orders } from '../orders/tables';

/** Members' feedback; `status` holds feedbackFlow's numbers, `type` feedbackTypes'. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    /** The order it is about (a payment complaint): its detail links to it and may refund it. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    type: smallint('type').notNull(),
    content: text('content').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    /** Who made the last move (a reply, the close), and when. */
    handledBy: integer('handled_by').references(() => managers.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('feedback_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('feedback_status_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
  ],
);

/** The images a feedback came with (upload URLs), in the order sent. */
export const feedbackImages = pgTable(
  'feedback_images',
  {
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
  },
  (table) => [primaryKey({ columns: [table.feedbackId, table.position] })],
);

/** Staff replies: the conversation of a feedback. */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    repliedBy: integer('replied_by').references(() => managers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_replies_feedback_idx').on(table.feedbackId, table.createdAt)],
);

import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { updatedAt, updatedBy } from '../administrators/columns';
import { devices } from '../equipment/tables';

/**
 * An advertisement (广告): an uploaded image or video shown in one placement of the devices'
 * screens or the members' app between its start and end, in its order, while enabled.
 */
export const advertisements = pgTable(
  'advertisements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** 'image' or 'video': which kind of upload `media` is. */
    mediaKind: text('media_kind').notNull(),
    /** The uploaded file's URL. */
    media: text('media').notNull(),
    link: text('link').notNull().default(''),
    /** Where it shows: the contract's advertisement placements. */
    placement: text('placement').notNull(),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** 1 shown, 0 not. */
    isFlag: smallint('is_flag').notNull().default(1),
    createdAt: createdAt(),
    updatedBy: updatedBy(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('advertisements_order_idx').on(table.sortOrder, table.id),
    index('advertisements_period_idx').on(table.startAt, table.endAt),
  ],
);

/** Which advertisement plays on which device, and when (设备广告). */
export const deviceAdvertisements = pgTable(
  'device_advertisements',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    advertisementId: integer('advertisement_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedBy: updatedBy(),
    updatedAt: updatedAt(),
  },
  // One assignment of an advertisement per device: assigning again changes its times.
  (table) => [
    uniqueIndex('device_advertisements_pair_idx').on(table.deviceId, table.advertisementId),
    index('device_advertisements_ad_idx').on(table.advertisementId),
  ],
);

import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { managers } from '../administrators/tables';
import { devices, replenishmentPlans, replenishments } from '../equipment/tables';
import { goods } from '../goods/tables';

/**
 * A trip (行程): a restocking round of one administrator on one day with one vehicle, over the
 * devices of a plan. `status` is one of the contract's tripStatuses (待出发 waiting, 进行中
 * underway, 已完成 done); `stopOrder` how its stops were first ordered (tripOrders).
 */
export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull().default('waiting'),
    planId: integer('plan_id').references(() => replenishmentPlans.id, { onDelete: 'set null' }),
    assigneeId: integer('assignee_id')
      .notNull()
      .references(() => managers.id),
    tripDate: date('trip_date', { mode: 'string' }).notNull(),
    vehicle: text('vehicle').notNull(),
    stopOrder: text('stop_order').notNull(),
    createdBy: integer('created_by').references(() => managers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    check('trips_status_check', sql`${table.status} in ('waiting', 'underway', 'done')`),
    // The restocker's phone asks for its own trips of a day.
    index('trips_assignee_date_idx').on(table.assigneeId, table.tripDate),
  ],
);

/**
 * A stop of a trip: one device, its place in the order, and once recorded: when, by whom, the
 * phone's own id of the record (the same record sent twice is one), the photo and the
 * replenishment record it made.
 */
export const tripStops = pgTable(
  'trip_stops',
  {
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    recordId: uuid('record_id'),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    operatorId: integer('operator_id').references(() => managers.id, { onDelete: 'set null' }),
    photoUrl: text('photo_url'),
    replenishmentId: integer('replenishment_id').references(() => replenishments.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.tripId, table.deviceId] }),
    uniqueIndex('trip_stops_record_id_idx').on(table.recordId),
    // The scope's predicate looks up a trip's devices.
    index('trip_stops_device_idx').on(table.deviceId),
  ],
);

/** One slot of a stop: planned, and once recorded what was filled, removed and the batch's expiry. */
export const tripStopLines = pgTable(
  'trip_stop_lines',
  {
    tripId: integer('trip_id').notNull(),
    deviceId: integer('device_id').notNull(),
    slotNo: smallint('slot_no').notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    planned: smallint('planned').notNull(),
    filled: smallint('filled'),
    removedExpired: smallint('removed_expired').notNull().default(0),
    removedDamaged: smallint('removed_damaged').notNull().default(0),
    expiryDate: date('expiry_date', { mode: 'string' }),
  },
  (table) => [
    primaryKey({ columns: [table.tripId, table.deviceId, table.slotNo] }),
    foreignKey({
      columns: [table.tripId, table.deviceId],
      foreignColumns: [tripStops.tripId, tripStops.deviceId],
      name: 'trip_stop_lines_stop_fk',
    }).onDelete('cascade'),
  ],
);

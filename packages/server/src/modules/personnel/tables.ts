import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { managers } from '../administrators/tables';
import { devices } from '../equipment/tables';

/** People who may test on chosen devices (测试员). */
export const testers = pgTable(
  'testers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull().unique(),
    isFlag: smallint('is_flag').notNull().default(1),
    createdAt: createdAt(),
    /** The administrator who added the tester; null when an approved application created it. */
    createdBy: integer('created_by').references(() => managers.id, { onDelete: 'set null' }),
  },
  (table) => [index('testers_created_at_idx').on(table.createdAt.desc(), table.id.desc())],
);

/** The devices each tester may test on. */
export const testerDevices = pgTable(
  'tester_devices',
  {
    testerId: integer('tester_id')
      .notNull()
      .references(() => testers.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.testerId, table.deviceId] }),
    index('tester_devices_device_id_idx').on(table.deviceId),
  ],
);

/** Applications to become a tester; `status` holds testerApplicationFlow's numbers. */
export const testerApplications = pgTable(
  'tester_applications',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    reason: text('reason').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    /** Who approved or rejected it, and when; null while it waits. */
    handledBy: integer('handled_by').references(() => managers.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    rejectReason: text('reject_reason'),
    /** The tester an approval created (or found by phone). */
    testerId: integer('tester_id').references(() => testers.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('tester_applications_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('tester_applications_status_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    index('tester_applications_tester_id_idx').on(table.testerId),
  ],
);

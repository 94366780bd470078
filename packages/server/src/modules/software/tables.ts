import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { updatedAt, updatedBy } from '../administrators/columns';
import { devices } from '../equipment/tables';

/** A release of the devices' software (软件列表): one package per platform and build. */
export const softwareReleases = pgTable(
  'software_releases',
  {
    id: serial('id').primaryKey(),
    /** The contract's software platforms. */
    platform: text('platform').notNull(),
    version: text('version').notNull(),
    buildNumber: integer('build_number').notNull(),
    changeLog: text('change_log').notNull().default(''),
    /** The uploaded package's URL, its size in bytes and SHA-256 (hex), shown to staff. */
    packageUrl: text('package_url').notNull(),
    packageSize: integer('package_size').notNull(),
    packageSha256: text('package_sha256').notNull(),
    /** 1 devices must install it, 0 they may wait. */
    forceUpdate: smallint('force_update').notNull().default(0),
    releaseAt: timestamp('release_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedBy: updatedBy(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('software_releases_build_idx').on(table.platform, table.buildNumber),
    uniqueIndex('software_releases_version_idx').on(table.platform, table.version),
    index('software_releases_release_at_idx').on(table.releaseAt.desc(), table.id.desc()),
  ],
);

/**
 * A version pushed to a device and how its update goes; a device without a row has been
 * pushed nothing and runs `devices.software_version`.
 */
export const deviceSoftwareUpdates = pgTable(
  'device_software_updates',
  {
    deviceId: integer('device_id')
      .primaryKey()
      .references(() => devices.id, { onDelete: 'cascade' }),
    releaseId: integer('release_id')
      .notNull()
      .references(() => softwareReleases.id, { onDelete: 'restrict' }),
    /** The contract's update statuses (pending, updating, updated, failed). */
    status: smallint('status').notNull(),
    /** What the device reported when the update failed. */
    failureReason: text('failure_reason').notNull().default(''),
    pushedAt: timestamp('pushed_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedBy: updatedBy(),
    updatedAt: updatedAt(),
  },
  (table) => [index('device_software_updates_release_idx').on(table.releaseId)],
);

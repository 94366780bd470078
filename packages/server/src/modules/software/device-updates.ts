import { and, eq, sql, type SQL, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Transaction } from '../../lists/transition';
import { deviceSoftwareUpdates, softwareReleases } from './tables';

/*
 * A device's pushed update as the machines' API (device-api) sees it: the heartbeat's state and
 * upgrade action, and the device's reports of its progress.
 */

/**
 * The status of the update pushed to the device (null without one), as a scalar subquery: the
 * heartbeat reads it in its one UPDATE statement, where drizzle would name columns bare.
 */
export const upgradeStatusOf = (deviceId: number | Placeholder): SQL<number | null> =>
  sql<number | null>`(select u.status from ${deviceSoftwareUpdates} u where u.device_id = ${deviceId})`;

/** The release pushed to the device, as its upgrade action names it; undefined without one. */
export async function pushedRelease(db: Database, deviceId: number) {
  const [pushed] = await db
    .select({
      version: softwareReleases.version,
      buildNumber: softwareReleases.buildNumber,
      packageUrl: softwareReleases.packageUrl,
      packageSize: softwareReleases.packageSize,
      packageSha256: softwareReleases.packageSha256,
      forceUpdate: softwareReleases.forceUpdate,
    })
    .from(deviceSoftwareUpdates)
    .innerJoin(softwareReleases, eq(softwareReleases.id, deviceSoftwareUpdates.releaseId))
    .where(eq(deviceSoftwareUpdates.deviceId, deviceId));
  return pushed;
}

/**
 * The update pushed to the device if it is of this version and build (its status and platform),
 * locked for the report's transaction; undefined when that is not what was pushed.
 */
export async function pushedUpdateToReport(tx: Transaction, deviceId: number, version: string, buildNumber: number) {
  const [pushed] = await tx
    .select({
      status: deviceSoftwareUpdates.status,
      version: softwareReleases.version,
      platform: softwareReleases.platform,
    })
    .from(deviceSoftwareUpdates)
    .innerJoin(softwareReleases, eq(softwareReleases.id, deviceSoftwareUpdates.releaseId))
    .where(
      and(
        eq(deviceSoftwareUpdates.deviceId, deviceId),
        eq(softwareReleases.version, version),
        eq(softwareReleases.buildNumber, buildNumber),
      ),
    )
    .for('update');
  return pushed;
}

/** Records the device's report of its pushed update: the new status, the failure's reason ('' else), when. */
export async function setUpdateStatus(
  tx: Transaction,
  deviceId: number,
  change: { status: number; failureReason: string; updatedAt: Date },
): Promise<void> {
  await tx.update(deviceSoftwareUpdates).set(change).where(eq(deviceSoftwareUpdates.deviceId, deviceId));
}

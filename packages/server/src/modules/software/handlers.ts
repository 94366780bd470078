import { devicesInScope, rowsInScopeBy, scopedCounts } from '../../auth/scope';
import {
  deviceUpdateStateOf,
  softwareUpdateStatuses,
  type DeviceUpdateState,
  type SoftwarePlatform,
} from '@vending/contract';
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isUniqueViolation } from '../../db/errors';
import { anyContains } from '../../db/sql';
import type { Handlers } from '../../http/api-routes';
import { failure, success } from '../../http/envelope';
import { text } from '../../http/language';
import { declareList, NO_DIMENSION } from '../../lists/declared-list';
import { newestFirst } from '../../lists/keyset';
import { usernameOf } from '../administrators';
import { merchants } from '../agents';
import { devices } from '../equipment';
import type { OnlineRule } from '../equipment';
import type { Services } from '../services';
import { storedUpload } from '../uploads';
import type { UploadStore } from '../uploads';
import { deviceSoftwareUpdates, softwareReleases } from './tables';
import { flagOf, isoTime, isoTimeOrNull } from '../../lists/wire-values';

type SoftwareHandlers = Pick<
  Handlers,
  | 'getSoftwareReleaseList'
  | 'addSoftwareRelease'
  | 'updateSoftwareRelease'
  | 'deleteSoftwareRelease'
  | 'getSoftwareReleaseOptions'
  | 'getDeviceSoftwareList'
  | 'pushSoftwareRelease'
  | 'retrySoftwareUpdates'
>;

export const SoftwareMessages = {
  RELEASE_NOT_FOUND: text('软件版本不存在', 'The release does not exist'),
  PACKAGE_NOT_STORED: text(
    '安装包不存在，请重新上传',
    'No uploaded package has this address: upload the package again',
  ),
  BUILD_TAKEN: text('该平台已有此构建号', 'This platform has a release of this build number already'),
  VERSION_TAKEN: text('该平台已有此版本号', 'This platform has a release of this version already'),
  DEVICES_NOT_FOUND: text('所选设备不存在，请刷新后重试', 'A chosen device does not exist: reload and try again'),
  BUILD_LOWER: text(
    '构建号不能低于该平台已有的构建号',
    'The build number may not be lower than one this platform has already',
  ),
  downgrade: (count: number, version: string) =>
    text(
      `有 ${count} 台设备当前版本高于 ${version}，推送将降级，请确认`,
      `${count} ${count === 1 ? 'device runs' : 'devices run'} a version newer than ${version}: pushing it is a downgrade; confirm it`,
    ),
  releaseInUse: (count: number) =>
    text(
      `还有 ${count} 台设备的升级指向该版本，不能删除`,
      `${count} ${count === 1 ? "device's update names" : "devices' updates name"} this release: it cannot be deleted`,
    ),
} as const;

const BUILD_INDEX = 'software_releases_build_idx';
const VERSION_INDEX = 'software_releases_version_idx';

const PLATFORM_WORDS: Record<SoftwarePlatform, string> = { android: '安卓主控', controller: '下位机固件' };

const outer = (table: string, column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;
const releaseId = outer('software_releases', 'id');
const deviceId = outer('devices', 'id');

/** Devices whose current push names the release. */
const deviceCountOf =
  sql<number>`(select count(*)::int from ${deviceSoftwareUpdates} u where u.release_id = ${releaseId})`.mapWith(Number);

const releaseList = declareList('getSoftwareReleaseList', {
  from: softwareReleases,
  dimension: NO_DIMENSION,
  select: {
    releaseId: softwareReleases.id,
    platform: softwareReleases.platform,
    version: softwareReleases.version,
    buildNumber: softwareReleases.buildNumber,
    changeLog: softwareReleases.changeLog,
    packageUrl: softwareReleases.packageUrl,
    packageSize: softwareReleases.packageSize,
    packageSha256: softwareReleases.packageSha256,
    forceUpdate: softwareReleases.forceUpdate,
    releaseAt: softwareReleases.releaseAt,
    deviceCount: deviceCountOf,
    createdAt: softwareReleases.createdAt,
    updatedBy: usernameOf(softwareReleases.updatedBy),
    updatedAt: softwareReleases.updatedAt,
  },
  filters: {
    platform: (platform) => eq(softwareReleases.platform, platform),
    keyword: (keyword) => anyContains(keyword, [softwareReleases.version, softwareReleases.changeLog]),
  },
  // software_releases_release_at_idx: (time desc, id desc), nulls last.
  order: newestFirst(softwareReleases.releaseAt, softwareReleases.id, { indexedNullsLast: true }),
});

/** The device's update row, as columns of the listed device. */
const updateOf = (column: string) =>
  sql`(select u.${sql.identifier(column)} from ${deviceSoftwareUpdates} u where u.device_id = ${deviceId})`;
const targetOf = (column: string) =>
  sql`(select r.${sql.identifier(column)} from ${deviceSoftwareUpdates} u join ${softwareReleases} r on r.id = u.release_id where u.device_id = ${deviceId})`;
const { pending, updating, updated, failed } = softwareUpdateStatuses;

/** A version as an array of numbers, which PostgreSQL orders as releases are ordered (2.10 after 2.9). */
export const versionKey = (version: SQL | PgColumn) =>
  sql`(case when ${version} ~ '^[0-9]{1,6}(\.[0-9]{1,6})*$' then string_to_array(${version}, '.')::int[] else '{}'::int[] end)`;

/** The latest release of the main controller: the highest version, then build. */
const latestAndroidVersion = sql<
  string | null
>`(select r.version from ${softwareReleases} r where r.platform = 'android' order by ${versionKey(sql`r.version`)} desc, r.build_number desc limit 1)`;

/** True when a newer main-controller release than the device runs exists. */
const behindLatest = sql`(${versionKey(outer('devices', 'software_version'))} < ${versionKey(latestAndroidVersion)})`;

/**
 * False for a version no main-controller release has and not behind the latest (a device
 * reporting 9.9.9): it is shown as unknown, not as up to date.
 */
const knownVersion = sql`(${behindLatest} or exists (select 1 from ${softwareReleases} r where r.platform = 'android' and r.version = ${outer('devices', 'software_version')}))`;

function stateCondition(state: DeviceUpdateState) {
  const status = sql`(select u.status from ${deviceSoftwareUpdates} u where u.device_id = ${deviceId})`;
  if (state === 'upToDate') return and(isNull(status), knownVersion, sql`not ${behindLatest}`);
  if (state === 'outdated') return and(isNull(status), behindLatest);
  if (state === 'unknownVersion') return and(isNull(status), sql`not ${knownVersion}`);
  if (state === 'upgraded') return eq(status, updated);
  return eq(status, softwareUpdateStatuses[state]);
}

/** The device-software page's devices; online is judged at `now` by the one rule. */
const deviceSoftwareList = (now: Date, rule: OnlineRule) =>
  declareList('getDeviceSoftwareList', {
    from: devices,
    dimension: (scope) => devicesInScope(scope, devices.id),
    select: {
      deviceId: devices.id,
      deviceNo: devices.deviceNo,
      deviceName: devices.deviceName,
      merchantName: sql<
        string | null
      >`(select m.name from ${merchants} m where m.id = ${outer('devices', 'merchant_id')})`,
      currentVersion: devices.softwareVersion,
      latestVersion: latestAndroidVersion,
      behind: sql<boolean>`${behindLatest}`,
      known: sql<boolean>`${knownVersion}`,
      online: rule.flag(now),
      releaseId: sql<number | null>`${updateOf('release_id')}`,
      targetPlatform: sql<string | null>`${targetOf('platform')}`,
      targetVersion: sql<string | null>`${targetOf('version')}`,
      status: sql<number | null>`${updateOf('status')}`,
      failureReason: sql<string | null>`${updateOf('failure_reason')}`,
      pushedAt: sql<
        string | null
      >`(select to_json(u.pushed_at) #>> '{}' from ${deviceSoftwareUpdates} u where u.device_id = ${deviceId})`,
      updatedBy: sql<
        string | null
      >`(select a.username from ${deviceSoftwareUpdates} u join managers a on a.id = u.updated_by where u.device_id = ${deviceId})`,
    },
    filters: {
      keyword: (keyword) => anyContains(keyword, [devices.deviceNo, devices.deviceName]),
      updateState: (state) => stateCondition(state),
      version: (version) =>
        or(
          eq(devices.softwareVersion, version),
          sql`exists (select 1 from ${deviceSoftwareUpdates} u join ${softwareReleases} r on r.id = u.release_id where u.device_id = ${deviceId} and r.version = ${version})`,
        ),
    },
    // devices_created_at_idx: (time desc, id desc), nulls last.
    order: newestFirst(devices.createdAt, devices.id, { indexedNullsLast: true }),
  });

/**
 * The stored package a URL names: the store's own URL of a package key that it holds. Its size
 * and SHA-256 are the store's (the key is the content's hash), never the client's.
 */
async function storedPackage(uploads: UploadStore, url: string) {
  return storedUpload(uploads, url, 'packages');
}

function takenRefusal(error: unknown) {
  if (isUniqueViolation(error, BUILD_INDEX)) return failure(SoftwareMessages.BUILD_TAKEN, 'buildNumber');
  if (isUniqueViolation(error, VERSION_INDEX)) return failure(SoftwareMessages.VERSION_TAKEN, 'version');
  throw error;
}

/** 软件列表 and 设备软件列表. */
export function softwareHandlers({ db, now, uploads, online }: Services): SoftwareHandlers {
  async function releaseValues(params: {
    platform: SoftwarePlatform;
    version: string;
    buildNumber: number;
    changeLog?: string | undefined;
    packageUrl: string;
    forceUpdate?: 0 | 1 | undefined;
    releaseTime: string;
  }) {
    const stored = await storedPackage(uploads, params.packageUrl);
    if (!stored) return undefined;
    return {
      platform: params.platform,
      version: params.version,
      buildNumber: params.buildNumber,
      changeLog: params.changeLog ?? '',
      packageUrl: params.packageUrl,
      packageSize: stored.size,
      packageSha256: stored.sha256,
      forceUpdate: params.forceUpdate ?? 0,
      releaseAt: new Date(params.releaseTime),
    };
  }
  const audited = ({ releaseAt, ...values }: { releaseAt: Date } & Record<string, unknown>) => ({
    ...values,
    releaseTime: releaseAt.toISOString(),
  });

  return {
    async getSoftwareReleaseList(params, { scope }) {
      const { rows, total } = await releaseList.page(db, params);
      // The releases are everyone's (pages alone); the devices each is pushed to are the caller's to count.
      const deviceCountOf = await scopedCounts(
        scope,
        rows.map((row) => row.releaseId),
        (ids) =>
          rowsInScopeBy(
            db,
            deviceSoftwareUpdates,
            deviceSoftwareUpdates.releaseId,
            devicesInScope(scope, deviceSoftwareUpdates.deviceId),
            ids,
          ),
      );
      return success({
        rows: rows.map(({ createdAt, updatedAt, releaseAt, forceUpdate, platform, ...row }) => ({
          ...row,
          deviceCount: deviceCountOf(row.releaseId, row.deviceCount),
          platform: platform as SoftwarePlatform,
          forceUpdate: flagOf(forceUpdate),
          releaseTime: releaseAt.toISOString(),
          createTime: isoTime(createdAt),
          updateTime: isoTimeOrNull(updatedAt),
        })),
        total,
      });
    },

    async addSoftwareRelease(params, { manager, audit }) {
      const values = await releaseValues(params);
      if (!values) return failure(SoftwareMessages.PACKAGE_NOT_STORED, 'packageUrl');
      const [highest] = await db
        .select({ build: sql<number | null>`max(${softwareReleases.buildNumber})`.mapWith(Number) })
        .from(softwareReleases)
        .where(eq(softwareReleases.platform, params.platform));
      if (highest?.build && params.buildNumber < highest.build) {
        return failure(SoftwareMessages.BUILD_LOWER, 'buildNumber');
      }
      try {
        const [created] = await db
          .insert(softwareReleases)
          .values({ ...values, updatedBy: manager.managerId, updatedAt: now() })
          .returning({ releaseId: softwareReleases.id });
        if (!created) throw new Error('The insert answered no row.');
        audit.after = { releaseId: created.releaseId, ...audited(values) };
        return success(created);
      } catch (error) {
        return takenRefusal(error);
      }
    },

    async updateSoftwareRelease({ releaseId: id, ...params }, { manager, audit }) {
      const [before] = await db.select().from(softwareReleases).where(eq(softwareReleases.id, id));
      if (!before) return failure(SoftwareMessages.RELEASE_NOT_FOUND, 'releaseId');
      const values = await releaseValues(params);
      if (!values) return failure(SoftwareMessages.PACKAGE_NOT_STORED, 'packageUrl');
      try {
        await db
          .update(softwareReleases)
          .set({ ...values, updatedBy: manager.managerId, updatedAt: now() })
          .where(eq(softwareReleases.id, id));
      } catch (error) {
        return takenRefusal(error);
      }
      const { platform, version, buildNumber, changeLog, packageUrl, packageSize, packageSha256, forceUpdate } = before;
      audit.before = audited({
        platform,
        version,
        buildNumber,
        changeLog,
        packageUrl,
        packageSize,
        packageSha256,
        forceUpdate,
        releaseAt: before.releaseAt,
      });
      audit.after = audited(values);
      return success(null);
    },

    async deleteSoftwareRelease({ releaseId: id }, { audit }) {
      const [before] = await db.select().from(softwareReleases).where(eq(softwareReleases.id, id));
      if (!before) return failure(SoftwareMessages.RELEASE_NOT_FOUND, 'releaseId');
      // Checked and deleted in one statement, so a push of the release meanwhile keeps it.
      const deleted = await db
        .delete(softwareReleases)
        .where(
          and(
            eq(softwareReleases.id, id),
            sql`not exists (select 1 from ${deviceSoftwareUpdates} u where u.release_id = ${id})`,
          ),
        )
        .returning({ id: softwareReleases.id });
      if (deleted.length === 0) {
        const [used] = await db
          .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
          .from(deviceSoftwareUpdates)
          .where(eq(deviceSoftwareUpdates.releaseId, id));
        return failure(SoftwareMessages.releaseInUse(used?.count ?? 0), 'releaseId');
      }
      audit.before = { platform: before.platform, version: before.version, buildNumber: before.buildNumber };
      return success(null);
    },

    async getSoftwareReleaseOptions() {
      const rows = await db
        .select({
          value: softwareReleases.id,
          platform: softwareReleases.platform,
          version: softwareReleases.version,
          buildNumber: softwareReleases.buildNumber,
        })
        .from(softwareReleases)
        .orderBy(desc(softwareReleases.releaseAt), desc(softwareReleases.id));
      return success({
        rows: rows.map(({ value, platform, version, buildNumber }) => ({
          value,
          label: `${PLATFORM_WORDS[platform as SoftwarePlatform] ?? platform} ${version} (${buildNumber})`,
        })),
      });
    },

    async getDeviceSoftwareList(params, { scope }) {
      const { rows, total } = await deviceSoftwareList(now(), online).in(scope).page(db, params);
      return success({
        rows: rows.map(({ pushedAt, targetPlatform, failureReason, behind, known, ...row }) => ({
          ...row,
          online: flagOf(row.online),
          targetPlatform: targetPlatform as SoftwarePlatform | null,
          updateState: deviceUpdateStateOf(row.status, behind === true, known !== false),
          failureReason: failureReason ?? '',
          pushTime: pushedAt === null ? null : new Date(pushedAt).toISOString(),
        })),
        total,
      });
    },

    async pushSoftwareRelease({ deviceIds, releaseId: id, confirmDowngrade }, { manager, scope, audit }) {
      const chosen = [...new Set(deviceIds)];
      // A device outside the caller's scope is one that does not exist.
      const chosenInScope = and(inArray(devices.id, chosen), devicesInScope(scope, devices.id));
      const [release] = await db
        .select({ id: softwareReleases.id, version: softwareReleases.version, platform: softwareReleases.platform })
        .from(softwareReleases)
        .where(eq(softwareReleases.id, id));
      if (!release) return failure(SoftwareMessages.RELEASE_NOT_FOUND, 'releaseId');
      const [found] = await db
        .select({
          count: sql<number>`count(*)::int`.mapWith(Number),
          // The main controller's version is what a device reports; a controller firmware has none to compare.
          newer:
            release.platform === 'android'
              ? sql<number>`count(*) filter (where ${versionKey(devices.softwareVersion)} > ${versionKey(sql`${release.version}`)})::int`.mapWith(
                  Number,
                )
              : sql<number>`0`.mapWith(Number),
          offline: sql<number>`count(*) filter (where ${online.isOffline(now())})::int`.mapWith(Number),
        })
        .from(devices)
        .where(chosenInScope);
      if ((found?.count ?? 0) !== chosen.length) return failure(SoftwareMessages.DEVICES_NOT_FOUND, 'deviceIds');
      if ((found?.newer ?? 0) > 0 && confirmDowngrade !== 1) {
        return failure(SoftwareMessages.downgrade(found?.newer ?? 0, release.version), 'confirmDowngrade');
      }
      const at = now();
      // One statement: every chosen device that exists becomes pending for the release.
      const pushed = await db
        .insert(deviceSoftwareUpdates)
        .select(
          db
            .select({
              deviceId: devices.id,
              releaseId: sql<number>`${id}::int`.as('release_id'),
              status: sql<number>`${pending}::smallint`.as('status'),
              failureReason: sql<string>`''`.as('failure_reason'),
              pushedAt: sql<Date>`${at.toISOString()}::timestamptz`.as('pushed_at'),
              updatedBy: sql<number>`${manager.managerId}::int`.as('updated_by'),
              updatedAt: sql<Date>`${at.toISOString()}::timestamptz`.as('updated_at'),
            })
            .from(devices)
            .where(chosenInScope),
        )
        .onConflictDoUpdate({
          target: deviceSoftwareUpdates.deviceId,
          set: {
            releaseId: sql`excluded.release_id`,
            status: sql`excluded.status`,
            failureReason: sql`excluded.failure_reason`,
            pushedAt: sql`excluded.pushed_at`,
            updatedBy: sql`excluded.updated_by`,
            updatedAt: sql`excluded.updated_at`,
          },
        })
        .returning({ deviceId: deviceSoftwareUpdates.deviceId });
      if (pushed.length === 0) return failure(SoftwareMessages.DEVICES_NOT_FOUND, 'deviceIds');
      audit.after = { releaseId: id, version: release.version, deviceIds: pushed.map((row) => row.deviceId).sort() };
      return success({ pushed: pushed.length, offline: found?.offline ?? 0 });
    },

    async retrySoftwareUpdates({ deviceIds }, { manager, scope, audit }) {
      const chosen = [...new Set(deviceIds)];
      const at = now();
      const retried = await db
        .update(deviceSoftwareUpdates)
        .set({ status: pending, failureReason: '', pushedAt: at, updatedBy: manager.managerId, updatedAt: at })
        .where(
          and(
            inArray(deviceSoftwareUpdates.deviceId, chosen),
            devicesInScope(scope, deviceSoftwareUpdates.deviceId),
            eq(deviceSoftwareUpdates.status, failed),
          ),
        )
        .returning({ deviceId: deviceSoftwareUpdates.deviceId });
      audit.after = { deviceIds: retried.map((row) => row.deviceId).sort() };
      return success({ retried: retried.length, skipped: chosen.length - retried.length });
    },
  };
}

/** The update statuses a device reports (for demo data and tests). */
export const reportedStatuses = { updating, updated, failed } as const;

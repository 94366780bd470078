import { devicesInScope, rowsInScopeBy, scopedCounts } from '../../auth/scope';
import { type AdvertisementState, type RequestParams } from '@vending/contract';
import { and, asc, count, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { addDays, startOfBusinessDay } from '../../business-time';
import type { Database } from '../../db/database';
import { anyContains } from '../../db/sql';
import type { Handlers } from '../../http/api-routes';
import { failure, Messages, success } from '../../http/envelope';
import { text, type Text } from '../../http/language';
import { declareList, NO_DIMENSION } from '../../lists/declared-list';
import { enableDisableHandler } from '../../lists/enable-disable';
import { newestFirst, type KeysetOrder } from '../../lists/keyset';
import { usernameOf } from '../administrators';
import { merchants } from '../agents';
import type { OnlineRule } from '../equipment';
import { devices } from '../equipment';
import type { Services } from '../services';
import type { UploadStore } from '../uploads';
import { storedUpload } from '../uploads';
import { advertisements, deviceAdvertisements } from './tables';
import { answerOfRollBack, RollBack } from '../../http/roll-back';
import { flagOf, isoTime, isoTimeOrNull } from '../../lists/wire-values';

type AdvertisementHandlers = Pick<
  Handlers,
  | 'getAdvertisementList'
  | 'addAdvertisement'
  | 'updateAdvertisement'
  | 'updateAdvertisementIsFlag'
  | 'removeAdvertisement'
  | 'getDeviceAdvertisementList'
  | 'getDeviceAdvertisementOptions'
  | 'getAdvertisingDeviceList'
  | 'assignDeviceAdvertisements'
  | 'removeDeviceAdvertisements'
>;

export const AdvertisementMessages = {
  NOT_FOUND: text('广告不存在', 'The advertisement does not exist'),
  ASSIGNED_OUTSIDE_SCOPE: text(
    '该广告仍投放在您数据范围之外的设备上，不能删除',
    'The advertisement still plays on devices outside your data scope; it cannot be removed',
  ),
  MEDIA_NOT_UPLOADED: text(
    '素材不是已上传的文件，请重新上传',
    'The media is not an uploaded file; please upload it again',
  ),
  DEVICES_NOT_FOUND: text('所选设备中有不存在的设备', 'Some of the chosen devices do not exist'),
  NO_DEVICE_MATCHES: text('没有符合筛选条件的设备', 'No device matches the filter'),
  PERIOD_OUT_OF_ORDER: text('结束时间须晚于开始时间', 'The end must be after the start'),
  ASSIGNMENT_NOT_FOUND: text('所选的设备广告中有不存在的记录', 'Some of the chosen device advertisements do not exist'),
} as const satisfies Record<string, Text>;

/** Where a period stands at `now`. */
export function stateAt(startAt: Date, endAt: Date, now: Date): AdvertisementState {
  if (startAt > now) return 'upcoming';
  if (endAt <= now) return 'ended';
  return 'showing';
}

/** The rows of a period column pair in the given state at `now`. */
function inState(startAt: PgColumn, endAt: PgColumn, state: AdvertisementState, now: Date): SQL | undefined {
  if (state === 'upcoming') return gt(startAt, now);
  if (state === 'ended') return lte(endAt, now);
  return and(lte(startAt, now), gt(endAt, now));
}

/** The advertisements in their placement, then their order. */
function advertisementOrder() {
  const place = {
    keysetPlacement: sql<string>`${advertisements.placement}`,
    keysetSort: sql<number>`${advertisements.sortOrder}`,
    keysetId: sql<number>`${advertisements.id}`,
  };
  return {
    orderBy: [asc(advertisements.placement), asc(advertisements.sortOrder), asc(advertisements.id)],
    place,
    after: ({ keysetPlacement, keysetSort, keysetId }) =>
      sql`(${advertisements.placement}, ${advertisements.sortOrder}, ${advertisements.id}) > (${keysetPlacement}, ${keysetSort}, ${keysetId})`,
  } satisfies KeysetOrder<typeof place>;
}

const deviceCountOf =
  sql<number>`(select count(*)::int from ${deviceAdvertisements} da where da.advertisement_id = ${sql.identifier('advertisements')}.${sql.identifier('id')})`.mapWith(
    Number,
  );

function advertisementList(now: () => Date, timeZone: string) {
  return declareList('getAdvertisementList', {
    from: advertisements,
    dimension: NO_DIMENSION,
    select: {
      advertisementId: advertisements.id,
      title: advertisements.title,
      mediaKind: advertisements.mediaKind,
      media: advertisements.media,
      link: advertisements.link,
      placement: advertisements.placement,
      startAt: advertisements.startAt,
      endAt: advertisements.endAt,
      sortOrder: advertisements.sortOrder,
      isFlag: advertisements.isFlag,
      deviceCount: deviceCountOf,
      createdAt: advertisements.createdAt,
      updatedBy: usernameOf(advertisements.updatedBy),
      updatedAt: advertisements.updatedAt,
    },
    filters: {
      keyword: (keyword) => anyContains(keyword, [advertisements.title]),
      placement: (placement) => eq(advertisements.placement, placement),
      mediaKind: (mediaKind) => eq(advertisements.mediaKind, mediaKind),
      isFlag: (isFlag) => eq(advertisements.isFlag, isFlag),
      state: (state) => inState(advertisements.startAt, advertisements.endAt, state, now()),
      // The period overlaps the dates (business days, both included).
      startTime: (date) => gte(advertisements.endAt, startOfBusinessDay(date, timeZone)),
      endTime: (date) => lt(advertisements.startAt, startOfBusinessDay(addDays(date, 1), timeZone)),
    },
    order: advertisementOrder(),
  });
}

const assignmentDevice = sql`${sql.identifier('device_advertisements')}.${sql.identifier('device_id')}`;
const deviceNoOf = sql<string>`(select d.device_no from ${devices} d where d.id = ${assignmentDevice})`;
const deviceNameOf = sql<string>`(select d.device_name from ${devices} d where d.id = ${assignmentDevice})`;
const merchantNameOf = sql<
  string | null
>`(select m.name from ${devices} d join ${merchants} m on m.id = d.merchant_id where d.id = ${assignmentDevice})`;

function deviceAdvertisementList(now: () => Date) {
  return declareList('getDeviceAdvertisementList', {
    from: deviceAdvertisements,
    dimension: (scope) => devicesInScope(scope, deviceAdvertisements.deviceId),
    select: {
      assignmentId: deviceAdvertisements.id,
      deviceId: deviceAdvertisements.deviceId,
      deviceNo: deviceNoOf,
      deviceName: deviceNameOf,
      merchantName: merchantNameOf,
      advertisementId: deviceAdvertisements.advertisementId,
      startAt: deviceAdvertisements.startAt,
      endAt: deviceAdvertisements.endAt,
      createdAt: deviceAdvertisements.createdAt,
      updatedBy: usernameOf(deviceAdvertisements.updatedBy),
      updatedAt: deviceAdvertisements.updatedAt,
    },
    filters: {
      keyword: (keyword) =>
        inArray(
          deviceAdvertisements.deviceId,
          devicesWhere(anyContains(keyword, [devices.deviceNo, devices.deviceName])),
        ),
      advertisementId: (advertisementId) => eq(deviceAdvertisements.advertisementId, advertisementId),
      placement: (placement) =>
        inArray(
          deviceAdvertisements.advertisementId,
          sql`(select ${advertisements.id} from ${advertisements} where ${advertisements.placement} = ${placement})`,
        ),
      state: (state) => inState(deviceAdvertisements.startAt, deviceAdvertisements.endAt, state, now()),
    },
    order: newestFirst(deviceAdvertisements.createdAt, deviceAdvertisements.id),
  });
}

/** The ids of the devices a condition matches, as a subquery. */
function devicesWhere(condition: SQL | undefined): SQL {
  return sql`(select ${devices.id} from ${devices} where ${condition ?? sql`true`})`;
}

/** The devices a picker's filter matches at `now`. */
function devicePickCondition(
  filter: { keyword?: string | undefined; online?: 0 | 1 | undefined },
  now: Date,
  rule: OnlineRule,
) {
  return and(
    filter.keyword === undefined
      ? undefined
      : anyContains(filter.keyword, [devices.deviceNo, devices.deviceName, devices.address]),
    filter.online === undefined ? undefined : rule.filter(filter.online, now),
  );
}

/** The picker's devices; online is judged at `now`, the moment of the request. */
function pickableDeviceList(now: Date, rule: OnlineRule) {
  const merchantOfDevice = sql<
    string | null
  >`(select m.name from ${merchants} m where m.id = ${sql.identifier('devices')}.${sql.identifier('merchant_id')})`;
  const place = { keysetNo: sql<string>`${devices.deviceNo}` };
  return declareList('getAdvertisingDeviceList', {
    from: devices,
    dimension: (scope) => devicesInScope(scope, devices.id),
    select: {
      deviceId: devices.id,
      deviceNo: devices.deviceNo,
      deviceName: devices.deviceName,
      merchantName: merchantOfDevice,
      address: devices.address,
      online: rule.flag(now),
    },
    filters: {
      keyword: (keyword) => devicePickCondition({ keyword }, now, rule),
      online: (online) => devicePickCondition({ online }, now, rule),
    },
    order: {
      orderBy: [asc(devices.deviceNo)],
      place,
      after: ({ keysetNo }) => sql`${devices.deviceNo} > ${keysetNo}`,
    } satisfies KeysetOrder<typeof place>,
  });
}

/** Whether `media` names a stored upload of its kind's folder. */
async function isStoredUpload(uploads: UploadStore, media: string, kind: 'image' | 'video'): Promise<boolean> {
  return (await storedUpload(uploads, media, kind === 'image' ? 'images' : 'videos')) !== undefined;
}

type AdvertisementInput = RequestParams<'addAdvertisement'>;

/** 广告列表 and 设备广告. */
export function advertisementHandlers({ db, now, uploads, config, online }: Services): AdvertisementHandlers {
  const list = advertisementList(now, config.businessTimeZone);
  const assignments = deviceAdvertisementList(now);

  const valuesOf = (input: AdvertisementInput) => ({
    title: input.title,
    mediaKind: input.mediaKind,
    media: input.media,
    link: input.link ?? '',
    placement: input.placement,
    startAt: new Date(input.startTime),
    endAt: new Date(input.endTime),
    sortOrder: input.sortOrder ?? 0,
  });
  const audited = (
    values: Omit<ReturnType<typeof valuesOf>, 'mediaKind' | 'placement'> & { mediaKind: string; placement: string },
  ) => ({
    ...values,
    startAt: isoTime(values.startAt),
    endAt: isoTime(values.endAt),
  });

  return {
    async getAdvertisementList(params, { scope }) {
      const at = now();
      const { rows, total } = await list.page(db, params);
      // The advertisements are everyone's (pages alone); the devices each plays on are the caller's to count.
      const deviceCountOf = await scopedCounts(
        scope,
        rows.map((row) => row.advertisementId),
        (ids) =>
          rowsInScopeBy(
            db,
            deviceAdvertisements,
            deviceAdvertisements.advertisementId,
            devicesInScope(scope, deviceAdvertisements.deviceId),
            ids,
          ),
      );
      return success({
        rows: rows.map(({ createdAt, updatedAt, startAt, endAt, isFlag, mediaKind, placement, ...row }) => ({
          ...row,
          deviceCount: deviceCountOf(row.advertisementId, row.deviceCount),
          mediaKind: mediaKind as 'image' | 'video',
          placement: placement as AdvertisementInput['placement'],
          startTime: isoTime(startAt),
          endTime: isoTime(endAt),
          state: stateAt(startAt, endAt, at),
          isFlag: flagOf(isFlag),
          createTime: isoTime(createdAt),
          updateTime: isoTimeOrNull(updatedAt),
        })),
        total,
      });
    },

    async addAdvertisement(input, { manager, audit }) {
      if (!(await isStoredUpload(uploads, input.media, input.mediaKind)))
        return failure(AdvertisementMessages.MEDIA_NOT_UPLOADED, 'media');
      const values = valuesOf(input);
      const [created] = await db
        .insert(advertisements)
        .values({ ...values, isFlag: 1, updatedBy: manager.managerId, updatedAt: now() })
        .returning({ advertisementId: advertisements.id });
      if (!created) return failure(Messages.SERVER_ERROR);
      audit.after = { advertisementId: created.advertisementId, ...audited(values) };
      return success(created);
    },

    async updateAdvertisement({ advertisementId, ...input }, { manager, audit }) {
      const [before] = await db.select().from(advertisements).where(eq(advertisements.id, advertisementId));
      if (!before) return failure(AdvertisementMessages.NOT_FOUND, 'advertisementId');
      if (!(await isStoredUpload(uploads, input.media, input.mediaKind)))
        return failure(AdvertisementMessages.MEDIA_NOT_UPLOADED, 'media');
      const values = valuesOf(input);
      await db
        .update(advertisements)
        .set({ ...values, updatedBy: manager.managerId, updatedAt: now() })
        .where(eq(advertisements.id, advertisementId));
      audit.before = audited({
        title: before.title,
        mediaKind: before.mediaKind,
        media: before.media,
        link: before.link,
        placement: before.placement,
        startAt: before.startAt,
        endAt: before.endAt,
        sortOrder: before.sortOrder,
      });
      audit.after = audited(values);
      return success(null);
    },

    updateAdvertisementIsFlag: enableDisableHandler(db, {
      table: advertisements,
      dimension: NO_DIMENSION,
      idParam: 'advertisementId',
      notFound: AdvertisementMessages.NOT_FOUND,
    }),

    async removeAdvertisement({ advertisementId }, { scope, audit }) {
      return db.transaction(async (transaction) => {
        // Its assignments go with it: a limited scope may not clear those of devices outside it.
        const outside = devicesInScope(scope, deviceAdvertisements.deviceId);
        if (outside) {
          const [elsewhere] = await transaction
            .select({ id: deviceAdvertisements.id })
            .from(deviceAdvertisements)
            .where(and(eq(deviceAdvertisements.advertisementId, advertisementId), sql`not (${outside})`))
            .limit(1);
          if (elsewhere) return failure(AdvertisementMessages.ASSIGNED_OUTSIDE_SCOPE, 'advertisementId');
        }
        const removedAssignments = await transaction
          .delete(deviceAdvertisements)
          .where(eq(deviceAdvertisements.advertisementId, advertisementId))
          .returning({ deviceId: deviceAdvertisements.deviceId });
        const [removed] = await transaction
          .delete(advertisements)
          .where(eq(advertisements.id, advertisementId))
          .returning();
        if (!removed) {
          // Nothing to remove: the transaction wrote nothing (no advertisement, no assignments).
          return failure(AdvertisementMessages.NOT_FOUND, 'advertisementId');
        }
        audit.before = {
          title: removed.title,
          media: removed.media,
          placement: removed.placement,
          deviceIds: removedAssignments.map((row) => row.deviceId),
        };
        return success({ removedAssignments: removedAssignments.length });
      });
    },

    async getDeviceAdvertisementList(params, { scope }) {
      const at = now();
      const { rows, total } = await assignments.in(scope).page(db, params);
      const ids = [...new Set(rows.map((row) => row.advertisementId))];
      const ads =
        ids.length === 0
          ? []
          : await db
              .select({
                id: advertisements.id,
                title: advertisements.title,
                mediaKind: advertisements.mediaKind,
                media: advertisements.media,
                placement: advertisements.placement,
              })
              .from(advertisements)
              .where(inArray(advertisements.id, ids));
      const adOf = new Map(ads.map((ad) => [ad.id, ad]));
      return success({
        rows: rows.map(({ createdAt: _created, updatedAt, startAt, endAt, ...row }) => {
          const ad = adOf.get(row.advertisementId);
          return {
            ...row,
            deviceNo: row.deviceNo,
            deviceName: row.deviceName,
            title: ad?.title ?? '',
            mediaKind: (ad?.mediaKind ?? 'image') as 'image' | 'video',
            media: ad?.media ?? '',
            placement: (ad?.placement ?? 'idle') as AdvertisementInput['placement'],
            startTime: isoTime(startAt),
            endTime: isoTime(endAt),
            state: stateAt(startAt, endAt, at),
            updateTime: isoTimeOrNull(updatedAt),
          };
        }),
        total,
      });
    },

    async getDeviceAdvertisementOptions() {
      const rows = await db
        .select({
          value: advertisements.id,
          label: advertisements.title,
          startAt: advertisements.startAt,
          endAt: advertisements.endAt,
        })
        .from(advertisements)
        .orderBy(asc(advertisements.placement), asc(advertisements.sortOrder), asc(advertisements.id));
      return success({
        rows: rows.map(({ startAt, endAt, ...row }) => ({
          ...row,
          startTime: isoTime(startAt),
          endTime: isoTime(endAt),
        })),
      });
    },

    async getAdvertisingDeviceList(params, { scope }) {
      const { rows, total } = await pickableDeviceList(now(), online).in(scope).page(db, params);
      return success({ rows: rows.map((row) => ({ ...row, online: flagOf(row.online) })), total });
    },

    async assignDeviceAdvertisements(
      { advertisementId, startTime, endTime, deviceIds, filter },
      { manager, scope, audit },
    ) {
      try {
        return await db.transaction(async (transaction) => {
          const [ad] = await transaction
            .select({ startAt: advertisements.startAt, endAt: advertisements.endAt })
            .from(advertisements)
            .where(eq(advertisements.id, advertisementId));
          if (!ad) throw new RollBack(failure(AdvertisementMessages.NOT_FOUND, 'advertisementId'));
          const startAt = startTime ? new Date(startTime) : ad.startAt;
          const endAt = endTime ? new Date(endTime) : ad.endAt;
          if (endAt <= startAt)
            throw new RollBack(failure(AdvertisementMessages.PERIOD_OUT_OF_ORDER, endTime ? 'endTime' : 'startTime'));

          let ids: number[];
          if (deviceIds) {
            const wanted = [...new Set(deviceIds)];
            const found = await transaction
              .select({ id: devices.id })
              .from(devices)
              .where(and(inArray(devices.id, wanted), devicesInScope(scope, devices.id)));
            if (found.length !== wanted.length)
              throw new RollBack(failure(AdvertisementMessages.DEVICES_NOT_FOUND, 'deviceIds'));
            ids = wanted;
          } else {
            const found = await transaction
              .select({ id: devices.id })
              .from(devices)
              .where(and(devicePickCondition(filter ?? {}, now(), online), devicesInScope(scope, devices.id)))
              .orderBy(asc(devices.id));
            if (found.length === 0) throw new RollBack(failure(AdvertisementMessages.NO_DEVICE_MATCHES, 'filter'));
            ids = found.map((row) => row.id);
          }

          let updated = 0;
          const at = now();
          // In slices, so that a filter matching ten thousand devices stays within a statement's parameters.
          for (let index = 0; index < ids.length; index += 1_000) {
            const slice = ids.slice(index, index + 1_000);
            const [existing] = await transaction
              .select({ value: count() })
              .from(deviceAdvertisements)
              .where(
                and(
                  eq(deviceAdvertisements.advertisementId, advertisementId),
                  inArray(deviceAdvertisements.deviceId, slice),
                ),
              );
            updated += Number(existing?.value ?? 0);
            await transaction
              .insert(deviceAdvertisements)
              .values(
                slice.map((deviceId) => ({
                  deviceId,
                  advertisementId,
                  startAt,
                  endAt,
                  createdAt: at,
                  updatedBy: manager.managerId,
                  updatedAt: at,
                })),
              )
              .onConflictDoUpdate({
                target: [deviceAdvertisements.deviceId, deviceAdvertisements.advertisementId],
                set: { startAt, endAt, updatedBy: manager.managerId, updatedAt: at },
              });
          }
          const answer = { assigned: ids.length - updated, updated };
          audit.after = {
            advertisementId,
            startAt: isoTime(startAt),
            endAt: isoTime(endAt),
            ...(deviceIds ? { deviceIds: ids } : { filter, deviceCount: ids.length }),
            ...answer,
          };
          return success(answer);
        });
      } catch (error) {
        return answerOfRollBack(error);
      }
    },

    async removeDeviceAdvertisements({ assignmentIds }, { scope, audit }) {
      const ids = [...new Set(assignmentIds)];
      try {
        return await db.transaction(async (transaction) => {
          const removed = await transaction
            .delete(deviceAdvertisements)
            .where(and(inArray(deviceAdvertisements.id, ids), devicesInScope(scope, deviceAdvertisements.deviceId)))
            .returning({
              assignmentId: deviceAdvertisements.id,
              deviceId: deviceAdvertisements.deviceId,
              advertisementId: deviceAdvertisements.advertisementId,
            });
          // All or nothing: an id that names nothing (removed meanwhile) undoes the rest.
          if (removed.length !== ids.length)
            throw new RollBack(failure(AdvertisementMessages.ASSIGNMENT_NOT_FOUND, 'assignmentIds'));
          audit.before = { assignments: removed.sort((a, b) => a.assignmentId - b.assignmentId) };
          return success({ removed: removed.length });
        });
      } catch (error) {
        return answerOfRollBack(error);
      }
    },
  };
}

/** Kept for tests: the device ids an advertisement is assigned to, in id order. */
export async function assignedDeviceIds(db: Database, advertisementId: number): Promise<number[]> {
  const rows = await db
    .select({ deviceId: deviceAdvertisements.deviceId })
    .from(deviceAdvertisements)
    .where(eq(deviceAdvertisements.advertisementId, advertisementId))
    .orderBy(asc(deviceAdvertisements.deviceId));
  return rows.map((row) => row.deviceId);
}

import { asc, eq, sql } from 'drizzle-orm';
import { devicesInScope, isInScope, regionsInScope, rowsInScopeBy, scopedCounts } from '../../auth/scope';
import { isUniqueViolation } from '../../db/errors';
import { anyContains } from '../../db/sql';
import type { Handlers } from '../../http/api-routes';
import { failure, Messages, success } from '../../http/envelope';
import { text } from '../../http/language';
import { declareList } from '../../lists/declared-list';
import { newestFirst } from '../../lists/keyset';
import { withTimes } from '../../lists/wire-values';
import { usernameOf } from '../administrators';
import type { Services } from '../services';
import { devices, regions } from './tables';

type RegionHandlers = Pick<
  Handlers,
  'getRegionOptions' | 'getRegionList' | 'addRegion' | 'updateRegion' | 'deleteRegion'
>;

export const RegionMessages = {
  REGION_NOT_FOUND: text('区域不存在', 'The region does not exist'),
  REGION_NAME_TAKEN: text('已有同名的区域', 'A region of this name exists already'),
  regionInUse: (count: number) =>
    text(
      `还有 ${count} 台设备在该区域，不能删除`,
      `${count} ${count === 1 ? 'device stands' : 'devices stand'} in this region: it cannot be deleted`,
    ),
} as const;

const REGIONS_NAME_INDEX = 'regions_name_idx';

const regionId = sql`${sql.identifier('regions')}.${sql.identifier('id')}`;

const regionList = declareList('getRegionList', {
  from: regions,
  dimension: (scope) => regionsInScope(scope, regions.id),
  select: {
    regionId: regions.id,
    name: regions.name,
    deviceCount: sql<number>`(select count(*)::int from ${devices} d where d.region_id = ${regionId})`.mapWith(Number),
    createdAt: regions.createdAt,
    updatedBy: usernameOf(regions.updatedBy),
    updatedAt: regions.updatedAt,
  },
  filters: {
    keyword: (keyword) => anyContains(keyword, [regions.name]),
  },
  order: newestFirst(regions.createdAt, regions.id),
});

function nameTaken(error: unknown) {
  if (isUniqueViolation(error, REGIONS_NAME_INDEX)) return failure(RegionMessages.REGION_NAME_TAKEN, 'name');
  throw error;
}

/**
 * The regions devices stand in (设备列表's 区域): the platform keeps the list; a region in use
 * cannot be deleted. A limited scope sees and changes the regions it lists or its devices stand in.
 */
export function regionHandlers({ db, now }: Services): RegionHandlers {
  const inScope = (scope: Parameters<typeof regionsInScope>[0], id: number) =>
    isInScope(db, regions, eq(regions.id, id), regionsInScope(scope, regions.id));

  return {
    async getRegionOptions(_params, { scope }) {
      const rows = await db
        .select({ value: regions.id, label: regions.name })
        .from(regions)
        .where(regionsInScope(scope, regions.id))
        .orderBy(asc(regions.name), asc(regions.id));
      return success({ rows });
    },

    async getRegionList(params, { scope }) {
      const { rows, total } = await regionList.in(scope).page(db, params);
      // A region's devices in scope only (a region reached through one device counts that one).
      const deviceCountOf = await scopedCounts(
        scope,
        rows.map((row) => row.regionId),
        (ids) => rowsInScopeBy(db, devices, devices.regionId, devicesInScope(scope, devices.id), ids),
      );
      return success({
        rows: rows.map((row) => ({ ...withTimes(row), deviceCount: deviceCountOf(row.regionId, row.deviceCount) })),
        total,
      });
    },

    async addRegion({ name }, { manager }) {
      try {
        const [created] = await db
          .insert(regions)
          .values({ name, updatedBy: manager.managerId, updatedAt: now() })
          .returning({ regionId: regions.id });
        return created ? success(created) : failure(Messages.SERVER_ERROR);
      } catch (error) {
        return nameTaken(error);
      }
    },

    async updateRegion({ regionId: id, name }, { manager, scope, audit }) {
      const [before] = await db.select({ name: regions.name }).from(regions).where(eq(regions.id, id));
      if (!before || !(await inScope(scope, id))) return failure(RegionMessages.REGION_NOT_FOUND, 'regionId');
      try {
        await db
          .update(regions)
          .set({ name, updatedBy: manager.managerId, updatedAt: now() })
          .where(eq(regions.id, id));
      } catch (error) {
        return nameTaken(error);
      }
      audit.before = before;
      audit.after = { name };
      return success(null);
    },

    async deleteRegion({ regionId: id }, { scope, audit }) {
      const [before] = await db.select({ name: regions.name }).from(regions).where(eq(regions.id, id));
      if (!before || !(await inScope(scope, id))) return failure(RegionMessages.REGION_NOT_FOUND, 'regionId');
      // Counted and deleted in one statement, so a device placed in it meanwhile keeps it.
      const deleted = await db
        .delete(regions)
        .where(sql`${regions.id} = ${id} and not exists (select 1 from ${devices} d where d.region_id = ${id})`)
        .returning({ id: regions.id });
      if (deleted.length === 0) {
        const [used] = await db
          .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
          .from(devices)
          .where(eq(devices.regionId, id));
        return failure(RegionMessages.regionInUse(used?.count ?? 0), 'regionId');
      }
      audit.before = before;
      return success(null);
    },
  };
}

import { ResultCode, SUPER_ADMINISTRATOR_TYPE, type PageLevel, type RequestParams } from '@vending/contract';
import { and, asc, count, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { DataScope } from '../../auth/data-scope';
import type { SessionManager } from '../../auth/sessions';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { anyContains } from '../../db/sql';
import type { Handlers } from '../../http/api-routes';
import { coded, failure, success } from '../../http/envelope';
import { text } from '../../http/language';
import { declareList, NO_DIMENSION } from '../../lists/declared-list';
import { highestIdFirst } from '../../lists/keyset';
import type { Transaction } from '../../lists/transition';
import { managers } from '../administrators';
import { agents, merchants } from '../agents';
import type { countDevices } from '../equipment';
import type { Services } from '../services';
import { heldPageLevels } from './held';
import { managerRoles, rolePages, roles, roleScopeTargets, ROLES_NAME_UNIQUE, type ScopeDimension } from './tables';

type RoleHandlers = Pick<
  Handlers,
  'getRoleList' | 'addRole' | 'updateRole' | 'removeRole' | 'copyRole' | 'getRoleHolders' | 'getRoleOptions'
>;

export const RoleMessages = {
  ROLE_NOT_FOUND: text('角色不存在', 'The role does not exist'),
  ROLE_NAME_TAKEN: text('角色名称已存在', 'A role of this name exists'),
  ROLE_HELD: text(
    '该角色仍有管理员持有，请先为他们改选角色',
    'Administrators still hold this role; choose other roles for them first',
  ),
  PRESET_NOT_REMOVABLE: text('预设角色不能删除，可复制后修改', 'A preset role cannot be deleted; copy it instead'),
  TARGETS_REQUIRED: text(
    '自定义数据范围至少选择一个区域、代理商、商户或设备',
    'A custom data scope needs at least one region, agent, merchant or device',
  ),
  TARGET_NOT_FOUND: text('所选的代理商、商户或设备不存在', 'A chosen agent, merchant or device does not exist'),
  ROLE_WIDER: text(
    '不能授予超出您自己权限或数据范围的角色',
    'You cannot grant a role wider than your own pages or data scope',
  ),
};

export interface RoleContent {
  dataScope: 'all' | 'custom' | 'own_agent';
  pages: readonly { interfaceName: string; level: PageLevel }[];
  targets: readonly { dimension: ScopeDimension; targetId: number }[];
}

const LEVEL_RANK: Record<PageLevel, number> = { view: 1, manage: 2 };

/** What an administrator holds, to judge whether a role it makes or grants would be wider. */
export interface Holding {
  all: boolean;
  levels: ReadonlyMap<string, PageLevel>;
  scope: DataScope;
}

export async function holdingOf(db: Database, manager: SessionManager, scope: DataScope): Promise<Holding> {
  if (manager.managerType === SUPER_ADMINISTRATOR_TYPE) return { all: true, levels: new Map(), scope };
  return { all: false, levels: await heldPageLevels(db, manager.managerId), scope };
}

/**
 * Whether a role opens a page the caller does not hold at that level, or rows outside the
 * caller's scope: nobody hands out more than they hold (an administrator of 角色管理 would
 * otherwise widen a role they hold themselves).
 */
export function isWiderThan(role: RoleContent, holding: Holding): boolean {
  if (holding.all) return false;
  for (const { interfaceName, level } of role.pages) {
    const held = holding.levels.get(interfaceName);
    if (!held || LEVEL_RANK[held] < LEVEL_RANK[level]) return true;
  }
  if (holding.scope.kind === 'all') return false;
  if (role.dataScope !== 'custom') return true;
  const listed: Record<ScopeDimension, readonly number[]> = {
    region: holding.scope.regionIds,
    agent: holding.scope.agentIds,
    merchant: holding.scope.merchantIds,
    device: holding.scope.deviceIds,
  };
  return role.targets.some(({ dimension, targetId }) => !listed[dimension].includes(targetId));
}

/** The pages, levels and targets of some roles, by role. */
export async function contentsOf(db: Database | Transaction, roleIds: readonly number[]) {
  const ids = [...roleIds];
  const [pages, targets] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ roleId: rolePages.roleId, interfaceName: rolePages.interfaceName, level: rolePages.level })
            .from(rolePages)
            .where(inArray(rolePages.roleId, ids))
            .orderBy(asc(rolePages.interfaceName)),
          db
            .select({
              roleId: roleScopeTargets.roleId,
              dimension: roleScopeTargets.dimension,
              targetId: roleScopeTargets.targetId,
            })
            .from(roleScopeTargets)
            .where(inArray(roleScopeTargets.roleId, ids))
            .orderBy(asc(roleScopeTargets.dimension), asc(roleScopeTargets.targetId)),
        ]);
  return (roleId: number) => ({
    pages: pages.filter((page) => page.roleId === roleId).map(({ interfaceName, level }) => ({ interfaceName, level })),
    targets: targets
      .filter((target) => target.roleId === roleId)
      .map(({ dimension, targetId }) => ({ dimension, targetId })),
  });
}

const roleList = declareList('getRoleList', {
  from: roles,
  select: {
    roleId: roles.id,
    name: roles.name,
    description: roles.description,
    dataScope: roles.dataScope,
    presetKey: roles.presetKey,
    createdAt: roles.createdAt,
    updatedAt: roles.updatedAt,
  },
  filters: { keyword: (keyword) => anyContains(keyword, [roles.name, roles.description]) },
  order: highestIdFirst(roles.id),
  // Roles are the platform's own records: pages alone govern who reads them.
  dimension: NO_DIMENSION,
});

type RoleInput = RequestParams<'addRole'>;

/** The content as stored: one entry per page and per target, no targets unless the scope is custom. */
function normalized(input: RoleInput): RoleContent {
  const pages = new Map<string, PageLevel>();
  for (const { interfaceName, level } of input.pages) {
    if (pages.get(interfaceName) !== 'manage') pages.set(interfaceName, level);
  }
  const targets = new Map<string, { dimension: ScopeDimension; targetId: number }>();
  if (input.dataScope === 'custom') {
    for (const target of input.targets) targets.set(`${target.dimension}:${target.targetId}`, target);
  }
  return {
    dataScope: input.dataScope,
    pages: [...pages].map(([interfaceName, level]) => ({ interfaceName, level })),
    targets: [...targets.values()],
  };
}

/** A refusal of the targets: a custom scope with none, or an agent, merchant or device no one has. */
async function targetsRefusal(db: Database, content: RoleContent, devicesFound: typeof countDevices) {
  if (content.dataScope !== 'custom') return undefined;
  if (content.targets.length === 0) return failure(RoleMessages.TARGETS_REQUIRED, 'targets');
  const idsOf = (dimension: ScopeDimension) =>
    content.targets.filter((target) => target.dimension === dimension).map((target) => target.targetId);
  // Regions are plain ids: the regions table belongs to the data scope's filters.
  const checks = [
    [agents, agents.id, idsOf('agent')],
    [merchants, merchants.id, idsOf('merchant')],
  ] as const;
  for (const [table, id, wanted] of checks) {
    if (wanted.length === 0) continue;
    const [found] = await db.select({ value: count() }).from(table).where(inArray(id, wanted));
    if (Number(found?.value ?? 0) !== new Set(wanted).size) return failure(RoleMessages.TARGET_NOT_FOUND, 'targets');
  }
  const deviceIds = idsOf('device');
  if (deviceIds.length > 0 && (await devicesFound(db, deviceIds)) !== new Set(deviceIds).size)
    return failure(RoleMessages.TARGET_NOT_FOUND, 'targets');
  return undefined;
}

async function writeContent(tx: Transaction, roleId: number, content: RoleContent) {
  await tx.delete(rolePages).where(eq(rolePages.roleId, roleId));
  await tx.delete(roleScopeTargets).where(eq(roleScopeTargets.roleId, roleId));
  if (content.pages.length > 0) {
    await tx.insert(rolePages).values(content.pages.map((page) => ({ roleId, ...page })));
  }
  if (content.targets.length > 0) {
    await tx.insert(roleScopeTargets).values(content.targets.map((target) => ({ roleId, ...target })));
  }
}

async function roleRecord(db: Database, roleId: number) {
  const [role] = await db
    .select({
      name: roles.name,
      description: roles.description,
      dataScope: roles.dataScope,
      presetKey: roles.presetKey,
    })
    .from(roles)
    .where(eq(roles.id, roleId));
  if (!role) return undefined;
  return { ...role, ...(await contentsOf(db, [roleId]))(roleId) };
}

const nameTaken = (error: unknown) => isUniqueViolation(error, ROLES_NAME_UNIQUE);

/**
 * The role pages. A custom scope's devices are checked by the equipment module's countDevices,
 * which app.ts hands in: equipment reaches roles (through administrators), so importing it closes a
 * cycle.
 */
export function roleHandlers({ db, now }: Services, devicesFound: typeof countDevices): RoleHandlers {
  return {
    async getRoleList(params) {
      const { rows, total } = await roleList.page(db, params);
      const ids = rows.map((row) => row.roleId);
      const [contentOf, holders] = await Promise.all([
        contentsOf(db, ids),
        ids.length === 0
          ? []
          : db
              .select({ roleId: managerRoles.roleId, holders: count() })
              .from(managerRoles)
              .where(inArray(managerRoles.roleId, ids))
              .groupBy(managerRoles.roleId),
      ]);
      return success({
        rows: rows.map(({ createdAt, updatedAt, ...row }) => ({
          ...row,
          ...contentOf(row.roleId),
          holders: Number(holders.find((held) => held.roleId === row.roleId)?.holders ?? 0),
          createTime: createdAt.toISOString(),
          updateTime: updatedAt?.toISOString() ?? null,
        })),
        total,
      });
    },

    async addRole(input, { manager, scope, audit }) {
      const content = normalized(input);
      if (isWiderThan(content, await holdingOf(db, manager, scope))) {
        return coded(ResultCode.NO_PERMISSION, RoleMessages.ROLE_WIDER);
      }
      const refused = await targetsRefusal(db, content, devicesFound);
      if (refused) return refused;
      try {
        const roleId = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(roles)
            .values({
              name: input.name,
              description: input.description,
              dataScope: content.dataScope,
              updatedBy: manager.managerId,
              updatedAt: now(),
            })
            .returning({ roleId: roles.id });
          if (!created) throw new Error('Creating a role returned no row.');
          await writeContent(tx, created.roleId, content);
          return created.roleId;
        });
        audit.after = { name: input.name, description: input.description, ...content };
        return success({ roleId });
      } catch (error) {
        if (nameTaken(error)) return failure(RoleMessages.ROLE_NAME_TAKEN, 'name');
        throw error;
      }
    },

    async updateRole({ roleId, ...input }, { manager, scope, audit }) {
      const before = await roleRecord(db, roleId);
      if (!before) return failure(RoleMessages.ROLE_NOT_FOUND, 'roleId');
      const content = normalized(input);
      const holding = await holdingOf(db, manager, scope);
      // Neither widening a role nor changing one wider than oneself (which would narrow its holders' pages).
      if (isWiderThan(content, holding) || isWiderThan(before, holding)) {
        return coded(ResultCode.NO_PERMISSION, RoleMessages.ROLE_WIDER);
      }
      const refused = await targetsRefusal(db, content, devicesFound);
      if (refused) return refused;
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(roles)
            .set({
              name: input.name,
              description: input.description,
              dataScope: content.dataScope,
              updatedBy: manager.managerId,
              updatedAt: now(),
            })
            .where(eq(roles.id, roleId));
          await writeContent(tx, roleId, content);
        });
      } catch (error) {
        if (nameTaken(error)) return failure(RoleMessages.ROLE_NAME_TAKEN, 'name');
        throw error;
      }
      audit.before = before;
      audit.after = { name: input.name, description: input.description, ...content };
      return success(null);
    },

    async removeRole({ roleId }, { manager, scope, audit }) {
      const before = await roleRecord(db, roleId);
      if (!before) return failure(RoleMessages.ROLE_NOT_FOUND, 'roleId');
      if (before.presetKey) return failure(RoleMessages.PRESET_NOT_REMOVABLE, 'roleId');
      if (isWiderThan(before, await holdingOf(db, manager, scope))) {
        return coded(ResultCode.NO_PERMISSION, RoleMessages.ROLE_WIDER);
      }
      // Not while held: deleting it would take pages from its holders without a word to them.
      // One statement: a role granted meanwhile is not deleted from under its new holder.
      const removed = await db
        .delete(roles)
        .where(
          and(
            eq(roles.id, roleId),
            notExists(
              db
                .select({ one: sql`1` })
                .from(managerRoles)
                .where(eq(managerRoles.roleId, roleId)),
            ),
          ),
        )
        .returning({ roleId: roles.id });
      if (removed.length === 0) return failure(RoleMessages.ROLE_HELD, 'roleId');
      audit.before = before;
      return success(null);
    },

    async copyRole({ roleId, name }, { manager, scope, audit }) {
      const source = await roleRecord(db, roleId);
      if (!source) return failure(RoleMessages.ROLE_NOT_FOUND, 'roleId');
      if (isWiderThan(source, await holdingOf(db, manager, scope))) {
        return coded(ResultCode.NO_PERMISSION, RoleMessages.ROLE_WIDER);
      }
      try {
        const copied = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(roles)
            .values({
              name,
              description: source.description,
              dataScope: source.dataScope,
              updatedBy: manager.managerId,
              updatedAt: now(),
            })
            .returning({ roleId: roles.id });
          if (!created) throw new Error('Copying a role returned no row.');
          await writeContent(tx, created.roleId, source);
          return created.roleId;
        });
        audit.after = { roleId: copied, name, copiedFrom: roleId };
        return success({ roleId: copied });
      } catch (error) {
        if (nameTaken(error)) return failure(RoleMessages.ROLE_NAME_TAKEN, 'name');
        throw error;
      }
    },

    async getRoleHolders({ roleId }) {
      const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
      if (!role) return failure(RoleMessages.ROLE_NOT_FOUND, 'roleId');
      const rows = await db
        .select({
          managerId: managers.id,
          username: managers.username,
          realName: managers.realName,
          isFlag: managers.isFlag,
        })
        .from(managerRoles)
        .innerJoin(managers, eq(managers.id, managerRoles.managerId))
        .where(eq(managerRoles.roleId, roleId))
        .orderBy(asc(managers.username));
      return success({ rows });
    },

    async getRoleOptions() {
      const rows = await db
        .select({ value: roles.id, label: roles.name, description: roles.description })
        .from(roles)
        .orderBy(asc(roles.name), asc(roles.id));
      return success({ rows });
    },
  };
}

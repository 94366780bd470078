import { ResultCode, SUPER_ADMINISTRATOR_TYPE } from '@vending/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { isGuessablePassword } from '../../auth/password-strength';
import { hashPassword } from '../../auth/passwords';
import { ALL_DATA, resolveDataScope, scopeCovers, type DataScope } from '../../auth/data-scope';
import { agentsInScope, isInScope } from '../../auth/scope';
import { revokeSessions, type SessionManager } from '../../auth/sessions';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { anyContains } from '../../db/sql';
import type { Handlers } from '../../http/api-routes';
import { coded, failure, Messages, success } from '../../http/envelope';
import type { Text } from '../../http/language';
import { declareList, NO_DIMENSION } from '../../lists/declared-list';
import { enableDisableHandler } from '../../lists/enable-disable';
import { highestIdFirst } from '../../lists/keyset';
import type { Services } from '../services';
import { menuTreeOf, permittedPages } from './menu-tree';
import { contentsOf, holdingOf, isWiderThan, RoleMessages, heldPagesOfMany, setPersonalPages } from '../roles';
import { managerRoles, roles } from '../roles/tables';
import { AgentMessages, agents } from '../agents';
import { MANAGERS_USERNAME_LOWER_INDEX, managers } from './tables';

type ManagerHandlers = Pick<
  Handlers,
  | 'getManagerList'
  | 'addManager'
  | 'updateManager'
  | 'updateManagerIsFlag'
  | 'resetManagerPwd'
  | 'getManagerMenus'
  | 'updateManagerMenus'
  | 'getManagerRoles'
  | 'setManagerRoles'
>;

type Refusal = ReturnType<typeof failure> | ReturnType<typeof coded>;

/**
 * Who may change whom: nobody changes a super administrator but a super administrator,
 * and the flag and menus of one's own account are not one's own to change.
 */
/**
 * Whether the caller may act on the target (edit, reset, enable-disable, menus, roles): on
 * themselves, on nobody else when the target is a super administrator, and otherwise only
 * when every page the target holds is one the caller holds too and every row the target sees
 * is in the caller's data scope; a narrower administrator could otherwise take over a wider
 * one (reset their password, log in as them) and so reach pages or rows it does not hold.
 */
function mayManage(
  caller: SessionManager,
  callerPages: { all: boolean; pages: ReadonlySet<string> },
  callerScope: DataScope,
  target: { managerId: number; managerType: number; pages: Iterable<string>; scope: DataScope },
): Text | undefined {
  if (target.managerId === caller.managerId) return undefined;
  if (target.managerType === SUPER_ADMINISTRATOR_TYPE) return Messages.SUPER_UNTOUCHABLE;
  if (callerPages.all) return undefined;
  for (const page of target.pages) if (!callerPages.pages.has(page)) return Messages.TARGET_HOLDS_MORE;
  if (!scopeCovers(callerScope, target.scope)) return Messages.TARGET_SEES_MORE;
  return undefined;
}

async function checkTarget(
  db: Database,
  caller: SessionManager,
  callerScope: DataScope,
  managerId: number,
  allowSelf: boolean,
): Promise<Refusal | undefined> {
  const [target, callerPages, targetScope] = await Promise.all([
    permittedPages(db, managerId),
    permittedPages(db, caller.managerId),
    resolveDataScope(db, managerId),
  ]);
  if (!target) return failure(Messages.MANAGER_NOT_FOUND, 'managerId');
  if (!allowSelf && managerId === caller.managerId) return failure(Messages.NOT_ON_SELF, 'managerId');
  const refusal = mayManage(caller, callerPages ?? { all: false, pages: new Set<string>() }, callerScope, {
    managerId,
    managerType: target.all ? SUPER_ADMINISTRATOR_TYPE : 0,
    pages: target.pages,
    scope: targetScope,
  });
  return refusal ? coded(ResultCode.NO_PERMISSION, refusal) : undefined;
}

/**
 * Whether the caller may link an account to the agent (代理商账号), which then holds the preset
 * role 代理商: the agent must exist in the caller's scope (else it is not found, as everywhere),
 * and the role, as that account would hold it (its pages, the rows of that one agent), must be
 * no wider than the caller's own pages and rows, as for any role granted. Answers the preset's id.
 */
async function agentLink(
  db: Database,
  caller: SessionManager,
  scope: DataScope,
  agentId: number,
): Promise<{ roleId: number } | Refusal> {
  if (!(await isInScope(db, agents, eq(agents.id, agentId), agentsInScope(scope, agents.id)))) {
    return failure(AgentMessages.AGENT_NOT_FOUND, 'agentId');
  }
  const [preset] = await db.select({ roleId: roles.id }).from(roles).where(eq(roles.presetKey, 'agent'));
  if (!preset) return failure(RoleMessages.ROLE_NOT_FOUND, 'agentId');
  const { pages } = (await contentsOf(db, [preset.roleId]))(preset.roleId);
  const asHeld = { dataScope: 'custom' as const, pages, targets: [{ dimension: 'agent' as const, targetId: agentId }] };
  if (isWiderThan(asHeld, await holdingOf(db, caller, scope))) {
    return coded(ResultCode.NO_PERMISSION, RoleMessages.ROLE_WIDER);
  }
  return preset;
}

const managerList = declareList('getManagerList', {
  from: managers,
  dimension: NO_DIMENSION,
  select: {
    managerId: managers.id,
    managerType: managers.managerType,
    username: managers.username,
    realName: managers.realName,
    phone: managers.phone,
    avatar: managers.avatar,
    isFlag: managers.isFlag,
    createdAt: managers.createdAt,
    lastLoginAt: managers.lastLoginAt,
    agentId: managers.agentId,
  },
  filters: {
    keyword: (keyword) => anyContains(keyword, [managers.username, managers.realName, managers.phone]),
    isFlag: (isFlag) => eq(managers.isFlag, isFlag),
  },
  order: highestIdFirst(managers.id),
});

export function managerHandlers({ db, now }: Services): ManagerHandlers {
  return {
    async getManagerList(params, { manager, scope }) {
      const { rows, total } = await managerList.page(db, params);
      const callerPages = (await permittedPages(db, manager.managerId)) ?? { all: false, pages: new Set<string>() };
      const [held, scopes] = await Promise.all([
        heldPagesOfMany(
          db,
          rows.map((row) => row.managerId),
        ),
        // Only a caller of limited pages and scope needs the rows' scopes to judge them.
        callerPages.all || scope.kind === 'all'
          ? undefined
          : Promise.all(rows.map((row) => resolveDataScope(db, row.managerId))),
      ]);
      const pagesOf = (managerId: number) => [...(held.get(managerId)?.keys() ?? [])];
      return success({
        rows: rows.map(({ isFlag, createdAt, lastLoginAt, ...row }, index) => ({
          ...row,
          manageable: !mayManage(manager, callerPages, scope, {
            ...row,
            pages: pagesOf(row.managerId),
            scope: scopes?.[index] ?? ALL_DATA,
          }),
          isFlag: isFlag === 1 ? (1 as const) : (0 as const),
          createTime: createdAt.toISOString(),
          lastLoginTime: lastLoginAt?.toISOString() ?? null,
        })),
        total,
      });
    },

    async addManager({ username, realName, phone, passWord, agentId }, { manager, scope, audit }) {
      if (await isGuessablePassword(passWord, [username, realName])) {
        return failure(Messages.GUESSABLE_PASSWORD, 'passWord');
      }
      const link = agentId === undefined ? undefined : await agentLink(db, manager, scope, agentId);
      if (link && !('roleId' in link)) return link;
      // The unique index on lower(username) decides, racing calls included.
      try {
        const passwordHash = await hashPassword(passWord);
        const created = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(managers)
            .values({ username, realName, phone, passwordHash, mustChangePassword: true, agentId: agentId ?? null })
            .returning({ managerId: managers.id });
          // An agent account holds the preset 代理商 from the start.
          if (row && link) await tx.insert(managerRoles).values({ managerId: row.managerId, roleId: link.roleId });
          return row;
        });
        if (link) audit.after = { agentId, roleIds: [link.roleId] };
        return created ? success(created) : failure(Messages.SERVER_ERROR);
      } catch (error) {
        if (
          isUniqueViolation(error, MANAGERS_USERNAME_LOWER_INDEX) ||
          isUniqueViolation(error, 'managers_username_unique')
        )
          return failure(Messages.USERNAME_TAKEN, 'username');
        throw error;
      }
    },

    async updateManager({ managerId, realName, phone, agentId }, { manager, scope, audit }) {
      // A named agent is checked first, as every write checks what it refers to before its record.
      if (
        agentId !== undefined &&
        !(await isInScope(db, agents, eq(agents.id, agentId), agentsInScope(scope, agents.id)))
      ) {
        return failure(AgentMessages.AGENT_NOT_FOUND, 'agentId');
      }
      const refused = await checkTarget(db, manager, scope, managerId, true);
      if (refused) return refused;
      const [before] = await db
        .select({ realName: managers.realName, phone: managers.phone, agentId: managers.agentId })
        .from(managers)
        .where(eq(managers.id, managerId));
      const linked = agentId ?? null;
      const relinked = linked !== (before?.agentId ?? null);
      // One's own link is not one's own to change (it would grant oneself the role 代理商), as one's roles are not.
      if (relinked && managerId === manager.managerId) return failure(Messages.NOT_ON_SELF, 'agentId');
      const link = relinked && agentId !== undefined ? await agentLink(db, manager, scope, agentId) : undefined;
      if (link && !('roleId' in link)) return link;
      await db.transaction(async (tx) => {
        await tx.update(managers).set({ realName, phone, agentId: linked }).where(eq(managers.id, managerId));
        // Linked (or linked anew) to an agent, it holds the preset 代理商; unlinked, its roles stay as they are.
        if (link) await tx.insert(managerRoles).values({ managerId, roleId: link.roleId }).onConflictDoNothing();
      });
      audit.before = before;
      audit.after = { realName, phone, agentId: linked };
      return success(null);
    },

    updateManagerIsFlag: enableDisableHandler(db, {
      table: managers,
      dimension: NO_DIMENSION,
      idParam: 'managerId',
      notFound: Messages.MANAGER_NOT_FOUND,
      check: (managerId, { manager, scope }) => checkTarget(db, manager, scope, managerId, false),
      // A disabled administrator is logged out everywhere at once.
      afterChange: async (managerId, isFlag) => {
        if (isFlag === 0) await revokeSessions(db, managerId, now());
      },
    }),

    async resetManagerPwd({ managerId, passWord }, { manager, scope }) {
      const refused = await checkTarget(db, manager, scope, managerId, false);
      if (refused) return refused;
      const [target] = await db
        .select({ username: managers.username, realName: managers.realName })
        .from(managers)
        .where(eq(managers.id, managerId));
      if (await isGuessablePassword(passWord, [target?.username ?? '', target?.realName ?? ''])) {
        return failure(Messages.GUESSABLE_PASSWORD, 'passWord');
      }
      // Its holder must replace a password someone else chose.
      await db
        .update(managers)
        .set({ passwordHash: await hashPassword(passWord), mustChangePassword: true })
        .where(eq(managers.id, managerId));
      await revokeSessions(db, managerId, now());
      return success(null);
    },

    async getManagerMenus({ managerId }) {
      const tree = await menuTreeOf(db, managerId);
      return tree ? success(tree) : failure(Messages.MANAGER_NOT_FOUND, 'managerId');
    },

    async updateManagerMenus({ managerId, interfaceNames }, { manager, scope, audit }) {
      const refused = await checkTarget(db, manager, scope, managerId, false);
      if (refused) return refused;
      // The old call gives every row (a role of its own at 管理 and 全部): only a caller who sees every row may.
      if (scope.kind !== 'all') return coded(ResultCode.NO_PERMISSION, Messages.NO_PERMISSION);
      // One cannot hand out more than one holds.
      const held = await permittedPages(db, manager.managerId);
      if (!held || (!held.all && interfaceNames.some((interfaceName) => !held.pages.has(interfaceName)))) {
        return coded(ResultCode.NO_PERMISSION, Messages.NO_PERMISSION);
      }
      const [target] = await db
        .select({ managerType: managers.managerType })
        .from(managers)
        .where(eq(managers.id, managerId));
      if (target?.managerType === SUPER_ADMINISTRATOR_TYPE) return failure(Messages.SUPER_HAS_ALL_MENUS, 'managerId');
      const targetPages = await permittedPages(db, managerId);
      audit.before = { interfaceNames: [...(targetPages?.pages ?? [])].sort() };
      audit.after = { interfaceNames: [...new Set(interfaceNames)].sort() };
      await db.transaction((transaction) =>
        setPersonalPages(transaction, managerId, interfaceNames, manager.managerId, now()),
      );
      return success(null);
    },

    async getManagerRoles({ managerId }) {
      const [target] = await db.select({ id: managers.id }).from(managers).where(eq(managers.id, managerId));
      if (!target) return failure(Messages.MANAGER_NOT_FOUND, 'managerId');
      const held = await db
        .select({ roleId: managerRoles.roleId })
        .from(managerRoles)
        .where(eq(managerRoles.managerId, managerId))
        .orderBy(asc(managerRoles.roleId));
      return success({ roleIds: held.map((row) => row.roleId) });
    },

    async setManagerRoles({ managerId, roleIds }, { manager, scope, audit }) {
      const refused = await checkTarget(db, manager, scope, managerId, false);
      if (refused) return refused;
      const [target] = await db
        .select({ managerType: managers.managerType })
        .from(managers)
        .where(eq(managers.id, managerId));
      if (target?.managerType === SUPER_ADMINISTRATOR_TYPE) return failure(Messages.SUPER_HAS_ALL_MENUS, 'managerId');
      const wanted = [...new Set(roleIds)].sort((a, b) => a - b);
      const found =
        wanted.length === 0
          ? []
          : await db
              .select({ roleId: roles.id, dataScope: roles.dataScope })
              .from(roles)
              .where(inArray(roles.id, wanted));
      if (found.length !== wanted.length) return failure(RoleMessages.ROLE_NOT_FOUND, 'roleIds');
      // One cannot hand out more than one holds, pages nor rows.
      const holding = await holdingOf(db, manager, scope);
      const contentOf = await contentsOf(db, wanted);
      if (found.some((role) => isWiderThan({ dataScope: role.dataScope, ...contentOf(role.roleId) }, holding))) {
        return coded(ResultCode.NO_PERMISSION, RoleMessages.ROLE_WIDER);
      }
      const before = await db
        .select({ roleId: managerRoles.roleId })
        .from(managerRoles)
        .where(eq(managerRoles.managerId, managerId))
        .orderBy(asc(managerRoles.roleId));
      await db.transaction(async (tx) => {
        await tx.delete(managerRoles).where(eq(managerRoles.managerId, managerId));
        if (wanted.length > 0) await tx.insert(managerRoles).values(wanted.map((roleId) => ({ managerId, roleId })));
      });
      audit.before = { roleIds: before.map((row) => row.roleId) };
      audit.after = { roleIds: wanted };
      return success(null);
    },
  };
}

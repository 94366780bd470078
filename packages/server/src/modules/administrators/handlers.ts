import { ResultCode, SUPER_ADMINISTRATOR_TYPE } from '@vending/contract';
import { eq } from 'drizzle-orm';
import { isGuessablePassword } from '../../auth/password-strength';
import { hashPassword } from '../../auth/passwords';
import { ALL_DATA, resolveDataScope, scopeCovers, type DataScope } from '../../auth/data-scope';
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
import type {
  agentLink,
  agentOutOfScope,
  grantRole,
  heldPagesOfMany,
  menuTreeOf,
  permittedPages,
  refuseRoles,
  replaceRoles,
  roleIdsOf,
  setPersonalPages,
} from '../roles';
import type { Services } from '../services';
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
 * What this page asks of roles (the pages and roles an administrator holds) and agents (an
 * agent account's link): both build on administrators (its accounts, `usernameOf`), so it
 * cannot import them; app.ts hands these in (roles/of-administrators.ts, roles/held.ts,
 * roles/menu-tree.ts).
 */
export interface AdministratorRoles {
  permittedPages: typeof permittedPages;
  menuTreeOf: typeof menuTreeOf;
  heldPagesOfMany: typeof heldPagesOfMany;
  setPersonalPages: typeof setPersonalPages;
  agentLink: typeof agentLink;
  agentOutOfScope: typeof agentOutOfScope;
  grantRole: typeof grantRole;
  roleIdsOf: typeof roleIdsOf;
  refuseRoles: typeof refuseRoles;
  replaceRoles: typeof replaceRoles;
}

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
  { db, permittedPages }: { db: Database; permittedPages: AdministratorRoles['permittedPages'] },
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

export function managerHandlers({ db, now }: Services, held: AdministratorRoles): ManagerHandlers {
  const { permittedPages } = held;
  return {
    async getManagerList(params, { manager, scope }) {
      const { rows, total } = await managerList.page(db, params);
      const callerPages = (await permittedPages(db, manager.managerId)) ?? { all: false, pages: new Set<string>() };
      const [pagesHeld, scopes] = await Promise.all([
        held.heldPagesOfMany(
          db,
          rows.map((row) => row.managerId),
        ),
        // Only a caller of limited pages and scope needs the rows' scopes to judge them.
        callerPages.all || scope.kind === 'all'
          ? undefined
          : Promise.all(rows.map((row) => resolveDataScope(db, row.managerId))),
      ]);
      const pagesOf = (managerId: number) => [...(pagesHeld.get(managerId)?.keys() ?? [])];
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
      const link = agentId === undefined ? undefined : await held.agentLink(db, manager, scope, agentId);
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
          if (row && link) await held.grantRole(tx, row.managerId, link.roleId);
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
      const outside = agentId === undefined ? undefined : await held.agentOutOfScope(db, scope, agentId);
      if (outside) return outside;
      const refused = await checkTarget({ db, permittedPages }, manager, scope, managerId, true);
      if (refused) return refused;
      const [before] = await db
        .select({ realName: managers.realName, phone: managers.phone, agentId: managers.agentId })
        .from(managers)
        .where(eq(managers.id, managerId));
      const linked = agentId ?? null;
      const relinked = linked !== (before?.agentId ?? null);
      // One's own link is not one's own to change (it would grant oneself the role 代理商), as one's roles are not.
      if (relinked && managerId === manager.managerId) return failure(Messages.NOT_ON_SELF, 'agentId');
      const link = relinked && agentId !== undefined ? await held.agentLink(db, manager, scope, agentId) : undefined;
      if (link && !('roleId' in link)) return link;
      await db.transaction(async (tx) => {
        await tx.update(managers).set({ realName, phone, agentId: linked }).where(eq(managers.id, managerId));
        // Linked (or linked anew) to an agent, it holds the preset 代理商; unlinked, its roles stay as they are.
        if (link) await held.grantRole(tx, managerId, link.roleId);
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
      check: (managerId, { manager, scope }) => checkTarget({ db, permittedPages }, manager, scope, managerId, false),
      // A disabled administrator is logged out everywhere at once.
      afterChange: async (managerId, isFlag) => {
        if (isFlag === 0) await revokeSessions(db, managerId, now());
      },
    }),

    async resetManagerPwd({ managerId, passWord }, { manager, scope }) {
      const refused = await checkTarget({ db, permittedPages }, manager, scope, managerId, false);
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
      const tree = await held.menuTreeOf(db, managerId);
      return tree ? success(tree) : failure(Messages.MANAGER_NOT_FOUND, 'managerId');
    },

    async updateManagerMenus({ managerId, interfaceNames }, { manager, scope, audit }) {
      const refused = await checkTarget({ db, permittedPages }, manager, scope, managerId, false);
      if (refused) return refused;
      // The old call gives every row (a role of its own at 管理 and 全部): only a caller who sees every row may.
      if (scope.kind !== 'all') return coded(ResultCode.NO_PERMISSION, Messages.NO_PERMISSION);
      // One cannot hand out more than one holds.
      const callerPages = await permittedPages(db, manager.managerId);
      if (
        !callerPages ||
        (!callerPages.all && interfaceNames.some((interfaceName) => !callerPages.pages.has(interfaceName)))
      ) {
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
        held.setPersonalPages(transaction, managerId, interfaceNames, manager.managerId, now()),
      );
      return success(null);
    },

    async getManagerRoles({ managerId }) {
      const [target] = await db.select({ id: managers.id }).from(managers).where(eq(managers.id, managerId));
      if (!target) return failure(Messages.MANAGER_NOT_FOUND, 'managerId');
      return success({ roleIds: await held.roleIdsOf(db, managerId) });
    },

    async setManagerRoles({ managerId, roleIds }, { manager, scope, audit }) {
      const refused = await checkTarget({ db, permittedPages }, manager, scope, managerId, false);
      if (refused) return refused;
      const [target] = await db
        .select({ managerType: managers.managerType })
        .from(managers)
        .where(eq(managers.id, managerId));
      if (target?.managerType === SUPER_ADMINISTRATOR_TYPE) return failure(Messages.SUPER_HAS_ALL_MENUS, 'managerId');
      const wanted = [...new Set(roleIds)].sort((a, b) => a - b);
      const refusal = await held.refuseRoles(db, manager, scope, wanted);
      if (refusal) return refusal;
      const before = await held.roleIdsOf(db, managerId);
      await db.transaction((tx) => held.replaceRoles(tx, managerId, wanted));
      audit.before = { roleIds: before };
      audit.after = { roleIds: wanted };
      return success(null);
    },
  };
}

import { ResultCode, SUPER_ADMINISTRATOR_TYPE } from '@vending/contract';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import { revokeSessions, type SessionManager } from '../../auth/sessions';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/sql';
import type { Handlers } from '../../http/api-routes';
import { coded, failure, Messages, success } from '../../http/envelope';
import type { Services } from '../services';
import { menuTreeOf, permittedPages } from './menu-tree';
import { managerMenus, managers } from './tables';

type ManagerHandlers = Pick<
  Handlers,
  | 'getManagerList'
  | 'addManager'
  | 'updateManager'
  | 'updateManagerIsFlag'
  | 'resetManagerPwd'
  | 'getManagerMenus'
  | 'updateManagerMenus'
>;

type TargetCheck = { ok: true } | { ok: false; answer: ReturnType<typeof failure> | ReturnType<typeof coded> };

/**
 * Who may change whom: nobody changes a super administrator but a super administrator,
 * and the flag and menus of one's own account are not one's own to change.
 */
async function checkTarget(
  db: Database,
  caller: SessionManager,
  managerId: number,
  allowSelf: boolean,
): Promise<TargetCheck> {
  const [target] = await db
    .select({ managerType: managers.managerType })
    .from(managers)
    .where(eq(managers.id, managerId));
  if (!target) return { ok: false, answer: failure(Messages.MANAGER_NOT_FOUND, 'managerId') };
  if (!allowSelf && managerId === caller.managerId)
    return { ok: false, answer: failure(Messages.NOT_ON_SELF, 'managerId') };
  if (target.managerType === SUPER_ADMINISTRATOR_TYPE && caller.managerType !== SUPER_ADMINISTRATOR_TYPE) {
    return { ok: false, answer: coded(ResultCode.NO_PERMISSION, Messages.NO_PERMISSION) };
  }
  return { ok: true };
}

export function managerHandlers({ db, now }: Services): ManagerHandlers {
  return {
    async getManagerList({ keyword, isFlag, page, size }) {
      const where: SQL | undefined = and(
        keyword
          ? or(
              ilike(managers.username, containsPattern(keyword)),
              ilike(managers.realName, containsPattern(keyword)),
              ilike(managers.phone, containsPattern(keyword)),
            )
          : undefined,
        isFlag === undefined ? undefined : eq(managers.isFlag, isFlag),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(managers)
          .where(where)
          .orderBy(desc(managers.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ value: count() }).from(managers).where(where),
      ]);
      return success({
        rows: rows.map((row) => ({
          managerId: row.id,
          managerType: row.managerType,
          username: row.username,
          realName: row.realName,
          phone: row.phone,
          avatar: row.avatar,
          isFlag: row.isFlag === 1 ? (1 as const) : (0 as const),
          createTime: row.createdAt.toISOString(),
          lastLoginTime: row.lastLoginAt?.toISOString() ?? null,
        })),
        total: Number(total?.value ?? 0),
      });
    },

    async addManager({ username, realName, phone, passWord }) {
      const [taken] = await db.select({ id: managers.id }).from(managers).where(ilike(managers.username, username));
      if (taken) return failure(Messages.USERNAME_TAKEN, 'username');
      const [created] = await db
        .insert(managers)
        .values({ username, realName, phone, passwordHash: await hashPassword(passWord) })
        .returning({ managerId: managers.id });
      return created ? success(created) : failure(Messages.SERVER_ERROR);
    },

    async updateManager({ managerId, realName, phone }, { manager }) {
      const check = await checkTarget(db, manager, managerId, true);
      if (!check.ok) return check.answer;
      await db.update(managers).set({ realName, phone }).where(eq(managers.id, managerId));
      return success(null);
    },

    async updateManagerIsFlag({ managerId, isFlag }, { manager }) {
      const check = await checkTarget(db, manager, managerId, false);
      if (!check.ok) return check.answer;
      await db.update(managers).set({ isFlag }).where(eq(managers.id, managerId));
      if (isFlag === 0) await revokeSessions(db, managerId, now());
      return success(null);
    },

    async resetManagerPwd({ managerId, passWord }, { manager }) {
      const check = await checkTarget(db, manager, managerId, false);
      if (!check.ok) return check.answer;
      await db
        .update(managers)
        .set({ passwordHash: await hashPassword(passWord) })
        .where(eq(managers.id, managerId));
      await revokeSessions(db, managerId, now());
      return success(null);
    },

    async getManagerMenus({ managerId }) {
      const tree = await menuTreeOf(db, managerId);
      return tree ? success(tree) : failure(Messages.MANAGER_NOT_FOUND, 'managerId');
    },

    async updateManagerMenus({ managerId, interfaceNames }, { manager }) {
      const check = await checkTarget(db, manager, managerId, false);
      if (!check.ok) return check.answer;
      // One cannot hand out more than one holds.
      const held = await permittedPages(db, manager.managerId);
      if (!held || (!held.all && interfaceNames.some((interfaceName) => !held.pages.has(interfaceName)))) {
        return coded(ResultCode.NO_PERMISSION, Messages.NO_PERMISSION);
      }
      const [target] = await db
        .select({ managerType: managers.managerType })
        .from(managers)
        .where(eq(managers.id, managerId));
      if (target?.managerType === SUPER_ADMINISTRATOR_TYPE) return failure('超级管理员拥有全部菜单', 'managerId');
      await db.transaction(async (transaction) => {
        await transaction.delete(managerMenus).where(eq(managerMenus.managerId, managerId));
        const unique = [...new Set(interfaceNames)];
        if (unique.length > 0) {
          await transaction.insert(managerMenus).values(unique.map((interfaceName) => ({ managerId, interfaceName })));
        }
      });
      return success(null);
    },
  };
}

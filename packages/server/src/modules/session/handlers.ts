import { ResultCode, SUPER_ADMINISTRATOR_TYPE } from '@vending/contract';
import { eq } from 'drizzle-orm';
import { beginLoginAttempt, oneAtATimePerAccount } from '../../auth/login-throttle';
import { isGuessablePassword } from '../../auth/password-strength';
import { hashOfNoAccount, hashPassword, verifyPassword } from '../../auth/passwords';
import { openSession, revokeSessions } from '../../auth/sessions';
import type { Handlers } from '../../http/api-routes';
import { coded, failure, Messages, success } from '../../http/envelope';
import { managers } from '../administrators';
import { menuTreeOf } from '../roles';
import type { Services } from '../services';

type SessionHandlers = Pick<Handlers, 'login' | 'logout' | 'getManagerInfo' | 'getMenuList' | 'updatePwd'>;

export function sessionHandlers({ db, now, sessionPolicy, throttlePolicy, config }: Services): SessionHandlers {
  return {
    login: ({ username, password }, { request, reply }) =>
      oneAtATimePerAccount(username, async () => {
        const attempt = await beginLoginAttempt(db, username, request.ip, throttlePolicy, now());
        if (attempt === 'throttled') {
          reply.status(429);
          return coded(ResultCode.TOO_MANY_REQUESTS, Messages.LOGIN_THROTTLED);
        }
        const [account] = await db.select().from(managers).where(eq(managers.username, username));
        // Unknown user, wrong password and disabled account answer alike, after the same work.
        const passwordMatches = await verifyPassword(account?.passwordHash ?? (await hashOfNoAccount), password);
        if (!account || !passwordMatches || account.isFlag !== 1) {
          await attempt.failed();
          return failure(Messages.BAD_CREDENTIALS);
        }
        await attempt.succeeded();
        await db.update(managers).set({ lastLoginAt: now() }).where(eq(managers.id, account.id));
        return success(await openSession(db, account.id, sessionPolicy));
      }),

    async logout(_params, { manager }) {
      await revokeSessions(db, manager.managerId, now());
      return success(null);
    },

    async getManagerInfo(_params, { manager }) {
      const [found] = await db.select().from(managers).where(eq(managers.id, manager.managerId));
      if (!found) return coded(ResultCode.LOGIN_EXPIRED, Messages.LOGIN_EXPIRED);
      return success({
        managerId: found.id,
        managerType: found.managerType,
        username: found.username,
        realName: found.realName,
        phone: found.phone,
        avatar: found.avatar,
        isFlag: found.isFlag === 1 ? 1 : 0,
        mustChangePassword: found.mustChangePassword,
        agentId: found.agentId,
        timeZone: config.businessTimeZone,
      });
    },

    async getMenuList({ managerId }, { manager }) {
      if (managerId !== manager.managerId && manager.managerType !== SUPER_ADMINISTRATOR_TYPE) {
        return coded(ResultCode.NO_PERMISSION, Messages.NO_PERMISSION);
      }
      const tree = await menuTreeOf(db, managerId);
      return tree ? success(tree) : failure(Messages.MANAGER_NOT_FOUND, 'managerId');
    },

    async updatePwd({ oldPassWord, passWord }, { manager, request, reply }) {
      const [found] = await db.select().from(managers).where(eq(managers.id, manager.managerId));
      if (!found) return failure(Messages.WRONG_OLD_PASSWORD, 'oldPassWord');
      // Guesses of the old password are throttled as login guesses are (a stolen session
      // must not become a way to learn the password).
      const verified = await oneAtATimePerAccount(found.username, async () => {
        const attempt = await beginLoginAttempt(db, found.username, request.ip, throttlePolicy, now());
        if (attempt === 'throttled') return 'throttled' as const;
        const matches = await verifyPassword(found.passwordHash, oldPassWord);
        await (matches ? attempt.succeeded() : attempt.failed());
        return matches;
      });
      if (verified === 'throttled') {
        reply.status(429);
        return coded(ResultCode.TOO_MANY_REQUESTS, Messages.LOGIN_THROTTLED);
      }
      if (!verified) return failure(Messages.WRONG_OLD_PASSWORD, 'oldPassWord');
      if (passWord === oldPassWord) return failure(Messages.SAME_PASSWORD, 'passWord');
      if (await isGuessablePassword(passWord, [found.username, found.realName])) {
        return failure(Messages.GUESSABLE_PASSWORD, 'passWord');
      }
      await db
        .update(managers)
        .set({ passwordHash: await hashPassword(passWord), mustChangePassword: false })
        .where(eq(managers.id, manager.managerId));
      // The console logs out after a change (docs/SPECIFICATION.md §8); every other device must log in again too.
      await revokeSessions(db, manager.managerId, now());
      return success(null);
    },
  };
}

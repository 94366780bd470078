import { ResultCode, type SecurityEventKind } from '@vending/contract';
import { eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/sql';
import type { Handlers } from '../../http/api-routes';
import { failure, Messages, success } from '../../http/envelope';
import { businessDateRange } from '../../lists/date-range';
import { declareList, NO_DIMENSION } from '../../lists/declared-list';
import { highestIdFirst } from '../../lists/keyset';
import { managers } from '../administrators';
import { auditEvents } from './tables';

type AuditHandlers = Pick<Handlers, 'getManagerAuditList' | 'getSecurityEventList'>;

/** An administrator's events, newest first (ids grow with time). */
const managerAudit = declareList('getManagerAuditList', {
  from: auditEvents,
  dimension: NO_DIMENSION,
  select: {
    auditId: auditEvents.id,
    at: auditEvents.at,
    action: auditEvents.action,
    page: auditEvents.page,
    target: auditEvents.target,
    result: auditEvents.result,
    message: auditEvents.message,
    address: auditEvents.address,
  },
  filters: { managerId: (managerId) => eq(auditEvents.actorId, managerId) },
  order: highestIdFirst(auditEvents.id),
});

/**
 * How each kind of security event is stored in the trail: a login refused (code 0) or
 * throttled (429) is the `login` call without an actor, the name tried in `actor_name`; a
 * refusal for want of a permission is any call answered 21.
 */
function loginAnswered(code: number): SQL {
  return sql`(${eq(auditEvents.action, 'login')} and ${eq(auditEvents.result, code)})`;
}

const securityEventConditions: Record<SecurityEventKind, SQL> = {
  loginFailed: loginAnswered(ResultCode.FAILURE),
  loginThrottled: loginAnswered(ResultCode.TOO_MANY_REQUESTS),
  refused: eq(auditEvents.result, ResultCode.NO_PERMISSION),
};

const securityEventKindOf = sql<SecurityEventKind>`case
  when ${securityEventConditions.loginFailed} then 'loginFailed'
  when ${securityEventConditions.loginThrottled} then 'loginThrottled'
  else 'refused' end`;

/** The trail's security events, newest first, whoever (or no one) they belong to. */
function securityEventList(timeZone: string) {
  return declareList('getSecurityEventList', {
    from: auditEvents,
    dimension: NO_DIMENSION,
    scope: or(...Object.values(securityEventConditions)),
    select: {
      auditId: auditEvents.id,
      at: auditEvents.at,
      kind: securityEventKindOf,
      username: auditEvents.actorName,
      address: auditEvents.address,
      action: auditEvents.action,
      page: auditEvents.page,
      message: auditEvents.message,
    },
    filters: {
      kind: (kind) => securityEventConditions[kind],
      keyword: (keyword) => ilike(auditEvents.actorName, containsPattern(keyword)),
      address: (address) => ilike(auditEvents.address, containsPattern(address)),
      ...businessDateRange(auditEvents.at, timeZone),
    },
    // audit_events_at_idx: (at desc, id desc); ids grow with time.
    order: highestIdFirst(auditEvents.id),
  });
}

/** Reading the trail; nothing in the API writes, changes or deletes it. */
export function auditHandlers({ db, config }: { db: Database; config: { businessTimeZone: string } }): AuditHandlers {
  const securityEvents = securityEventList(config.businessTimeZone);
  return {
    async getSecurityEventList(params) {
      const { rows, total } = await securityEvents.page(db, params);
      return success({ rows: rows.map(({ at, ...row }) => ({ ...row, time: at.toISOString() })), total });
    },

    async getManagerAuditList(params) {
      const [manager] = await db.select({ id: managers.id }).from(managers).where(eq(managers.id, params.managerId));
      if (!manager) return failure(Messages.MANAGER_NOT_FOUND, 'managerId');
      const { rows, total } = await managerAudit.page(db, params);
      return success({ rows: rows.map(({ at, ...row }) => ({ ...row, time: at.toISOString() })), total });
    },
  };
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Handlers } from '../../http/api-routes';
import { failure, Messages, success } from '../../http/envelope';
import { declareList } from '../../lists/declared-list';
import { highestIdFirst } from '../../lists/keyset';
import { managers } from '../administrators/tables';
import { auditEvents } from './tables';

type AuditHandlers = Pick<Handlers, 'getManagerAuditList'>;

/** An administrator's events, newest first (ids grow with time). */
const managerAudit = declareList('getManagerAuditList', {
  from: auditEvents,
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

/** Reading the trail; nothing in the API writes, changes or deletes it. */
export function auditHandlers({ db }: { db: Database }): AuditHandlers {
  return {
    async getManagerAuditList(params) {
      const [manager] = await db.select({ id: managers.id }).from(managers).where(eq(managers.id, params.managerId));
      if (!manager) return failure(Messages.MANAGER_NOT_FOUND, 'managerId');
      const { rows, total } = await managerAudit.page(db, params);
      return success({ rows: rows.map(({ at, ...row }) => ({ ...row, time: at.toISOString() })), total });
    },
  };
}

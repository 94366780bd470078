import { isNotNull, lt, or } from 'drizzle-orm';
import type { SessionPolicy } from '../auth/sessions';
import type { ThrottlePolicy } from '../auth/login-throttle';
import type { Database } from '../db/database';
import { KNOWN_ADDRESS_MS } from '../auth/login-throttle';
import { knownLoginAddresses, loginFailures, sessions } from '../modules/session/tables';

/** How often the server drops rows that no longer mean anything. */
export const PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes sessions that can no longer be used (revoked, idle past the limit, older than the
 * longest session) and login failures older than the throttling window; neither table would
 * otherwise stop growing. Answers how many rows went.
 */
export async function pruneStaleRows(
  db: Database,
  policies: { session: Pick<SessionPolicy, 'idleMs' | 'maxMs'>; throttle: Pick<ThrottlePolicy, 'windowMs'> },
  now: Date,
): Promise<{ sessions: number; loginFailures: number }> {
  const at = now.getTime();
  const deadSessions = await db
    .delete(sessions)
    .where(
      or(
        isNotNull(sessions.revokedAt),
        lt(sessions.lastSeenAt, new Date(at - policies.session.idleMs)),
        lt(sessions.createdAt, new Date(at - policies.session.maxMs)),
      ),
    )
    .returning({ id: sessions.id });
  const oldFailures = await db
    .delete(loginFailures)
    .where(lt(loginFailures.failedAt, new Date(at - policies.throttle.windowMs)))
    .returning({ id: loginFailures.id });
  await db.delete(knownLoginAddresses).where(lt(knownLoginAddresses.lastSuccessAt, new Date(at - KNOWN_ADDRESS_MS)));
  return { sessions: deadSessions.length, loginFailures: oldFailures.length };
}

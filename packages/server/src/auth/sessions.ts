import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { managers } from '../modules/administrators/tables';
import { sessions } from '../modules/session/tables';

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
  now: () => Date;
}

export interface SessionManager {
  managerId: number;
  managerType: number;
  /** The password was set by someone else and must be changed before anything else. */
  mustChangePassword?: boolean;
}

/** Seen-at is written at most this often, so that reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60_000;

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session; the token (256 random bits) is returned once and only its hash is stored. */
export async function openSession(db: Database, managerId: number, policy: SessionPolicy): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = policy.now();
  await db.insert(sessions).values({ tokenHash: digest(token), managerId, createdAt: now, lastSeenAt: now });
  return token;
}

/** Every authenticated call's first query: built and prepared once per database. */
const sessionLookup = preparedPerDatabase('resolve_session', (db) =>
  db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      managerId: managers.id,
      managerType: managers.managerType,
      isFlag: managers.isFlag,
      mustChangePassword: managers.mustChangePassword,
    })
    .from(sessions)
    .innerJoin(managers, eq(managers.id, sessions.managerId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt))),
);

/** The administrator behind a token, or null when the token is unknown, revoked, expired or its owner disabled. */
export async function resolveSession(
  db: Database,
  token: string,
  policy: SessionPolicy,
): Promise<SessionManager | null> {
  const [found] = await sessionLookup(db).execute({ tokenHash: digest(token) });
  if (!found || found.isFlag !== 1) return null;
  const now = policy.now().getTime();
  if (now - found.lastSeenAt.getTime() > policy.idleMs || now - found.createdAt.getTime() > policy.maxMs) return null;
  if (now - found.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, found.sessionId));
  }
  return {
    managerId: found.managerId,
    managerType: found.managerType,
    mustChangePassword: found.mustChangePassword,
  };
}

/** Ends every open session of an administrator (logout, password change, disabling). */
export async function revokeSessions(db: Database, managerId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.managerId, managerId), isNull(sessions.revokedAt)));
}

import { and, count, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loginFailures } from '../modules/session/tables';

export interface ThrottlePolicy {
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  windowMs: number;
}

const accountScope = (username: string) => `account:${username.toLowerCase()}`;
const addressScope = (address: string) => `address:${address}`;

/** True when the account or the address has failed too often within the window. */
export async function isLoginThrottled(
  db: Database,
  username: string,
  address: string,
  policy: ThrottlePolicy,
  now: Date,
) {
  const since = new Date(now.getTime() - policy.windowMs);
  const rows = await db
    .select({ scope: loginFailures.scope, failures: count() })
    .from(loginFailures)
    .where(
      and(
        inArray(loginFailures.scope, [accountScope(username), addressScope(address)]),
        gt(loginFailures.failedAt, since),
      ),
    )
    .groupBy(loginFailures.scope);
  const failuresOf = (scope: string) => Number(rows.find((row) => row.scope === scope)?.failures ?? 0);
  return (
    failuresOf(accountScope(username)) >= policy.maxFailuresPerAccount ||
    failuresOf(addressScope(address)) >= policy.maxFailuresPerAddress
  );
}

export async function recordLoginFailure(
  db: Database,
  username: string,
  address: string,
  policy: ThrottlePolicy,
  now: Date,
) {
  await db.insert(loginFailures).values([
    { scope: accountScope(username), failedAt: now },
    { scope: addressScope(address), failedAt: now },
  ]);
  // Old failures no longer count; dropping them keeps the table small.
  await db
    .delete(loginFailures)
    .where(
      and(
        or(eq(loginFailures.scope, accountScope(username)), eq(loginFailures.scope, addressScope(address))),
        lt(loginFailures.failedAt, new Date(now.getTime() - policy.windowMs)),
      ),
    );
}

/** A successful login clears the account's failures (the address keeps its count). */
export async function clearAccountFailures(db: Database, username: string) {
  await db.delete(loginFailures).where(eq(loginFailures.scope, accountScope(username)));
}

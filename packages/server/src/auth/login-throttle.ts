import { and, count, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { knownLoginAddresses, loginFailures } from '../modules/session/tables';

export interface ThrottlePolicy {
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  windowMs: number;
}

const accountOf = (username: string) => username.toLowerCase();
const accountScope = (username: string) => `account:${accountOf(username)}`;
const addressScope = (address: string) => `address:${address}`;
/** One account from one address: the limit a guesser meets first. */
const pairScope = (username: string, address: string) => `pair:${accountOf(username)}@${address}`;

/**
 * Failures against one account from every address together that throttle it, as a multiple
 * of the per-address limit; an address the account logged in from lately is exempt.
 */
export const ACCOUNT_WIDE_FACTOR = 4;
/** How long a successful login makes its address known to the account. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 3_600_000;

/** An attempt recorded before its password is checked: it counts as a failure unless it succeeds. */
export interface LoginAttempt {
  /** The attempt succeeded: its rows go, and the account's earlier failures with them. */
  succeeded(): Promise<void>;
  /** The attempt failed: its rows stay, and failures older than the window are dropped. */
  failed(): Promise<void>;
}

/**
 * Records the attempt (against the account, the address and the pair of both) first, then
 * counts what the window holds, this attempt included. Each attempt's rows are written
 * before its count is read, so of any number of attempts arriving at once only the first
 * `max` see a count within the limit: no parallel burst gets more passwords checked than
 * the limit allows (reading first and writing after the check let 400 parallel guesses all
 * through). The limits: `maxFailuresPerAccount` for one account from one address,
 * `maxFailuresPerAddress` for one address over all accounts, and ACCOUNT_WIDE_FACTOR times
 * the first for one account over all addresses, except from an address it logged in from
 * lately: five guesses from anywhere no longer lock the owner out.
 * Answers `throttled` when over a limit; that attempt leaves nothing behind.
 */
export async function beginLoginAttempt(
  db: Database,
  username: string,
  address: string,
  policy: ThrottlePolicy,
  now: Date,
): Promise<LoginAttempt | 'throttled'> {
  const scopes = [accountScope(username), addressScope(address), pairScope(username, address)];
  const recorded = await db
    .insert(loginFailures)
    .values(scopes.map((scope) => ({ scope, failedAt: now })))
    .returning({ id: loginFailures.id });
  const ownRows = inArray(
    loginFailures.id,
    recorded.map((row) => row.id),
  );
  const since = new Date(now.getTime() - policy.windowMs);
  const rows = await db
    .select({ scope: loginFailures.scope, attempts: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.scope, scopes), gt(loginFailures.failedAt, since)))
    .groupBy(loginFailures.scope);
  const attemptsOf = (scope: string) => Number(rows.find((row) => row.scope === scope)?.attempts ?? 0);
  const overAccountWide =
    attemptsOf(accountScope(username)) > policy.maxFailuresPerAccount * ACCOUNT_WIDE_FACTOR &&
    !(await isKnownAddress(db, username, address, now));
  if (
    attemptsOf(pairScope(username, address)) > policy.maxFailuresPerAccount ||
    attemptsOf(addressScope(address)) > policy.maxFailuresPerAddress ||
    overAccountWide
  ) {
    await db.delete(loginFailures).where(ownRows);
    return 'throttled';
  }
  return {
    async succeeded() {
      await db
        .delete(loginFailures)
        .where(
          or(
            ownRows,
            eq(loginFailures.scope, accountScope(username)),
            eq(loginFailures.scope, pairScope(username, address)),
          ),
        );
      await db
        .insert(knownLoginAddresses)
        .values({ account: accountOf(username), address, lastSuccessAt: now })
        .onConflictDoUpdate({
          target: [knownLoginAddresses.account, knownLoginAddresses.address],
          set: { lastSuccessAt: now },
        });
    },
    async failed() {
      // Old failures no longer count; dropping them keeps the table small.
      await db
        .delete(loginFailures)
        .where(and(inArray(loginFailures.scope, scopes), lt(loginFailures.failedAt, since)));
    },
  };
}

async function isKnownAddress(db: Database, username: string, address: string, now: Date) {
  const [known] = await db
    .select({ at: knownLoginAddresses.lastSuccessAt })
    .from(knownLoginAddresses)
    .where(
      and(
        eq(knownLoginAddresses.account, accountOf(username)),
        eq(knownLoginAddresses.address, address),
        gt(knownLoginAddresses.lastSuccessAt, new Date(now.getTime() - KNOWN_ADDRESS_MS)),
      ),
    );
  return known !== undefined;
}

const inFlight = new Map<string, Promise<unknown>>();

/**
 * Runs the checks of one account one after another in this process: a burst of guesses
 * waits its turn instead of running as many password hashes at once as it sends.
 */
export function oneAtATimePerAccount<Result>(username: string, check: () => Promise<Result>): Promise<Result> {
  const key = accountScope(username);
  const previous = inFlight.get(key) ?? Promise.resolve();
  const current = previous.then(check, check);
  const settled = current.then(
    () => undefined,
    () => undefined,
  );
  inFlight.set(key, settled);
  void settled.then(() => {
    if (inFlight.get(key) === settled) inFlight.delete(key);
  });
  return current;
}

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { balancesOffLedger } from '../modules/ledger/ledger';

/**
 * The books' check (docs/MONEY.md): every member's and agent's balance is the sum of its ledger
 * entries. Run by the maintenance, at start and every hour after; a balance that disagrees is
 * said loudly — an error line naming the accounts, their balance and their entries' sum — and
 * left as it is for people to look at (nothing is corrected behind their back). Answers the
 * accounts that disagree.
 */
export async function checkBooks(db: Database, log: Pick<FastifyBaseLogger, 'error'>) {
  const off = await balancesOffLedger(db);
  if (off.length > 0)
    log.error(
      { booksCheck: 'failed', accounts: off.length, first: off.slice(0, 20) },
      `THE BOOKS DO NOT BALANCE: ${off.length} balance(s) differ from the sum of their ledger entries (docs/MONEY.md)`,
    );
  return off;
}

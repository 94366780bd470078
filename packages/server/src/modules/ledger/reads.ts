import { ledgerAccounts } from '@vending/contract';
import { and, desc, eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { usernameOf } from '../administrators';
import { ledgerEntries } from './tables';

/** Any money recorded (a ledger entry at all). */
export async function anyLedgerEntry(db: Database): Promise<boolean> {
  const [moved] = await db.select({ id: ledgerEntries.id }).from(ledgerEntries).limit(1);
  return moved !== undefined;
}

/**
 * One page of a member's ledger (会员详情), newest first, and how many entries it has in all;
 * `orderNoOf` names each entry's order (the orders module's, passed in by the caller).
 */
export async function memberLedgerPage(
  db: Database,
  memberId: number,
  { page, size }: { page: number; size: number },
  orderNoOf: (orderId: Column) => SQL<string | null>,
) {
  const memberEntries = and(
    eq(ledgerEntries.accountKind, ledgerAccounts.member),
    eq(ledgerEntries.accountId, memberId),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        entryId: ledgerEntries.id,
        kind: ledgerEntries.kind,
        amount: ledgerEntries.amount,
        currency: ledgerEntries.currency,
        balanceAfter: ledgerEntries.balanceAfter,
        orderId: ledgerEntries.orderId,
        orderNo: orderNoOf(ledgerEntries.orderId),
        rechargeId: ledgerEntries.rechargeId,
        refundId: ledgerEntries.refundId,
        note: ledgerEntries.note,
        handledBy: usernameOf(ledgerEntries.managerId),
        at: ledgerEntries.at,
      })
      .from(ledgerEntries)
      .where(memberEntries)
      .orderBy(desc(ledgerEntries.at), desc(ledgerEntries.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ total: sql<string>`count(*)`.mapWith(Number) })
      .from(ledgerEntries)
      .where(memberEntries),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

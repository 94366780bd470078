import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { recharges } from './tables';

/**
 * A member's newest recharges, newest first, for the member's money page (会员详情), which the
 * members module answers: members cannot import recharges (recharges import members), so app.ts
 * hands this to it (members/money-handlers.ts MemberActivity).
 */
export function newestRechargesOfMember(db: Database, memberId: number, limit: number) {
  return db
    .select({
      rechargeId: recharges.id,
      amount: recharges.amount,
      bonus: recharges.bonus,
      status: recharges.status,
      createdAt: recharges.createdAt,
    })
    .from(recharges)
    .where(eq(recharges.memberId, memberId))
    .orderBy(desc(recharges.createdAt), desc(recharges.id))
    .limit(limit);
}

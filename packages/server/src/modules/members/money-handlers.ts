import { balanceAdjustmentStates } from '@vending/contract';
import { desc, eq } from 'drizzle-orm';
import { insertedRow } from '../../db/inserted';
import type { Handlers } from '../../http/api-routes';
import { failure, success } from '../../http/envelope';
import { text, type Text } from '../../http/language';
import { usernameOf } from '../administrators';
import type { memberLedgerPage, recordEntry } from '../ledger';
import type { newestOrdersOfMember, orderNoOf } from '../orders';
import type { newestRechargesOfMember } from '../recharges';
import type { MoneyMoved } from '../audit';
import type { Services } from '../services';
import { readMoneySettings } from '../settings';
import { balanceAdjustmentRequests, members } from './tables';

type MemberMoneyHandlers = Pick<
  Handlers,
  | 'getMemberMoney'
  | 'getMemberLedger'
  | 'adjustMemberBalance'
  | 'getBalanceAdjustmentRequests'
  | 'decideBalanceAdjustment'
>;

export const MemberMoneyMessages = {
  MEMBER_NOT_FOUND: text('会员不存在', 'The member does not exist'),
  BALANCE_SHORT: text('调整后余额不能为负数', 'The balance cannot go below zero'),
  REQUEST_NOT_FOUND: text('待审批的调整不存在', 'The adjustment waiting for approval does not exist'),
  REQUEST_DECIDED: text('该调整已审批', 'That adjustment has been decided already'),
  OWN_REQUEST: text(
    '不能审批自己提交的调整，请由另一位管理员审批',
    'You cannot approve an adjustment you asked for: another administrator must',
  ),
} as const satisfies Record<string, Text>;

/**
 * What the orders and recharges modules tell about a member. They import members, so members
 * cannot import them: app.ts hands these in (orders/of-member.ts, recharges/of-member.ts).
 */
export interface MemberActivity {
  newestOrders: typeof newestOrdersOfMember;
  newestRecharges: typeof newestRechargesOfMember;
  orderNoOf: typeof orderNoOf;
}

/**
 * What the posting module does for a member's money: its ledger page, and the entry of an
 * adjustment. The posting module writes the members' balances, so it imports members and
 * members cannot import it: app.ts hands these in (ledger/reads.ts, ledger/ledger.ts).
 */
export interface MemberBooks {
  memberLedgerPage: typeof memberLedgerPage;
  recordEntry: typeof recordEntry;
}

/** A member's money (会员详情): balance, ledger, newest orders and recharges, manual adjustment. */
export function memberMoneyHandlers(
  { db, now }: Services,
  activity: MemberActivity,
  books: MemberBooks,
): MemberMoneyHandlers {
  return {
    async getMemberMoney({ userId }) {
      const [member] = await db
        .select({
          userId: members.id,
          nickName: members.nickName,
          phone: members.phone,
          isFlag: members.isFlag,
          createdAt: members.createdAt,
          balance: members.balance,
        })
        .from(members)
        .where(eq(members.id, userId));
      if (!member) return failure(MemberMoneyMessages.MEMBER_NOT_FOUND, 'userId');
      const [orderRows, rechargeRows, { currency }] = await Promise.all([
        activity.newestOrders(db, userId, 10),
        activity.newestRecharges(db, userId, 10),
        readMoneySettings(db),
      ]);
      const { createdAt, isFlag, ...rest } = member;
      return success({
        ...rest,
        isFlag: isFlag === 1 ? 1 : 0,
        createTime: createdAt.toISOString(),
        currency,
        orders: orderRows.map(({ createdAt: at, ...row }) => ({ ...row, createTime: at.toISOString() })),
        recharges: rechargeRows.map(({ createdAt: at, ...row }) => ({ ...row, createTime: at.toISOString() })),
      });
    },

    async getMemberLedger({ userId, page, size }) {
      const { rows, total } = await books.memberLedgerPage(db, userId, { page, size }, activity.orderNoOf);
      return success({ rows: rows.map(({ at, ...row }) => ({ ...row, time: at.toISOString() })), total });
    },

    async adjustMemberBalance({ userId, amount, reason }, { manager, audit, auditInside }) {
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const { currency, adjustmentApprovalLimit } = await readMoneySettings(tx);
        // Controls: above the limit, the adjustment waits for a second administrator.
        if (Math.abs(amount) > adjustmentApprovalLimit) {
          const [member] = await tx.select({ balance: members.balance }).from(members).where(eq(members.id, userId));
          if (!member) return { ok: false as const, problem: 'missing' as const };
          const request = insertedRow(
            await tx
              .insert(balanceAdjustmentRequests)
              .values({
                memberId: userId,
                amount,
                currency,
                reason,
                requestedBy: manager.managerId,
                requestedAt: at,
              })
              .returning({ id: balanceAdjustmentRequests.id }),
          );
          audit.after = {
            pendingApproval: true,
            requestId: request.id,
            amount,
            reason,
            limit: adjustmentApprovalLimit,
          };
          await auditInside(tx);
          return { ok: true as const, balance: member.balance, requestId: request.id };
        }
        const moved = await books.recordEntry(tx, {
          account: { kind: 'member', id: userId },
          amount,
          currency,
          kind: 'adjustment',
          managerId: manager.managerId,
          note: reason,
          at,
        });
        if (!moved.ok) return moved;
        audit.before = { balance: (moved.balance ?? 0) - amount };
        audit.after = {
          balance: moved.balance,
          amount,
          reason,
          money: {
            amount: Math.abs(amount),
            currency,
            account: 'member',
            balanceBefore: (moved.balance ?? 0) - amount,
            balanceAfter: moved.balance,
          } satisfies MoneyMoved,
        };
        await auditInside(tx);
        return { ok: true as const, balance: moved.balance ?? 0, requestId: null };
      });
      if (!outcome.ok)
        return outcome.problem === 'missing'
          ? failure(MemberMoneyMessages.MEMBER_NOT_FOUND, 'userId')
          : failure(MemberMoneyMessages.BALANCE_SHORT, 'amount');
      return success({
        balance: outcome.balance,
        pendingApproval: outcome.requestId !== null,
        requestId: outcome.requestId,
      });
    },

    async getBalanceAdjustmentRequests({ userId }) {
      const rows = await db
        .select({
          requestId: balanceAdjustmentRequests.id,
          userId: balanceAdjustmentRequests.memberId,
          amount: balanceAdjustmentRequests.amount,
          reason: balanceAdjustmentRequests.reason,
          status: balanceAdjustmentRequests.status,
          requestedBy: usernameOf(balanceAdjustmentRequests.requestedBy),
          requestedAt: balanceAdjustmentRequests.requestedAt,
          decidedBy: usernameOf(balanceAdjustmentRequests.decidedBy),
          decidedAt: balanceAdjustmentRequests.decidedAt,
        })
        .from(balanceAdjustmentRequests)
        .where(eq(balanceAdjustmentRequests.memberId, userId))
        .orderBy(desc(balanceAdjustmentRequests.id))
        .limit(50);
      return success({
        rows: rows.map(({ requestedAt, decidedAt, ...row }) => ({
          ...row,
          requestTime: requestedAt.toISOString(),
          decidedTime: decidedAt?.toISOString() ?? null,
        })),
      });
    },

    async decideBalanceAdjustment({ requestId, action }, { manager, audit, auditInside }) {
      const at = now();
      return db.transaction(async (tx) => {
        const [request] = await tx
          .select()
          .from(balanceAdjustmentRequests)
          .where(eq(balanceAdjustmentRequests.id, requestId))
          .for('update');
        if (!request) return failure(MemberMoneyMessages.REQUEST_NOT_FOUND, 'requestId');
        if (request.status !== balanceAdjustmentStates.pending)
          return failure(MemberMoneyMessages.REQUEST_DECIDED, 'requestId');
        if (request.requestedBy === manager.managerId) return failure(MemberMoneyMessages.OWN_REQUEST, 'requestId');
        let balance: number;
        let entryId: number | null = null;
        if (action === 'approve') {
          const moved = await books.recordEntry(tx, {
            account: { kind: 'member', id: request.memberId },
            amount: request.amount,
            currency: request.currency,
            kind: 'adjustment',
            managerId: manager.managerId,
            note: request.reason,
            at,
          });
          if (!moved.ok)
            return moved.problem === 'missing'
              ? failure(MemberMoneyMessages.MEMBER_NOT_FOUND, 'requestId')
              : failure(MemberMoneyMessages.BALANCE_SHORT, 'requestId');
          balance = moved.balance ?? 0;
          entryId = moved.entryId;
          audit.after = {
            status: 'approved',
            requestId,
            money: {
              amount: Math.abs(request.amount),
              currency: request.currency,
              account: 'member',
              balanceBefore: balance - request.amount,
              balanceAfter: balance,
            } satisfies MoneyMoved,
          };
        } else {
          const [member] = await tx
            .select({ balance: members.balance })
            .from(members)
            .where(eq(members.id, request.memberId));
          balance = member?.balance ?? 0;
          audit.after = { status: 'rejected', requestId };
        }
        const status = action === 'approve' ? balanceAdjustmentStates.approved : balanceAdjustmentStates.rejected;
        await tx
          .update(balanceAdjustmentRequests)
          .set({ status, decidedBy: manager.managerId, decidedAt: at, entryId })
          .where(eq(balanceAdjustmentRequests.id, requestId));
        audit.before = { status: 'pending', requestedBy: request.requestedBy };
        await auditInside(tx);
        return success({ status, balance });
      });
    },
  };
}

import { paymentMethodWords, rechargeFlow } from '@vending/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { businessDate, formatBusinessTime } from '../../business-time';
import { anyContains } from '../../db/sql';
import type { Handlers } from '../../http/api-routes';
import { failure, success } from '../../http/envelope';
import { text, type Text } from '../../http/language';
import { streamXlsx, type XlsxColumn } from '../../http/xlsx-download';
import { declareList, NO_DIMENSION } from '../../lists/declared-list';
import { newestFirst } from '../../lists/keyset';
import { transit, type Transaction } from '../../lists/transition';
import { sumOf } from '../../lists/totals';
import { recordEntry, recordEntryOrThrow } from '../ledger';
import { usernameOf } from '../administrators';
import { members } from '../members';
import type { MoneyMoved } from '../audit';
import type { Services } from '../services';
import { currencyHeader, majorUnits, readMoneySettings } from '../settings';
import { recharges } from './tables';
import { businessDateRange } from '../../lists/date-range';
import { flowWords } from '@vending/contract/flowWords';

type RechargeHandlers = Pick<Handlers, 'getRechargeList' | 'getRechargeListExcle' | 'transitRecharge'>;

export const RechargeMessages = {
  RECHARGE_NOT_FOUND: text('充值记录不存在', 'The recharge does not exist'),
  BALANCE_SPENT: text(
    '会员余额不足以退回本次充值（金额与赠送），可能已被消费',
    "The member's balance no longer holds this recharge (amount and bonus): it may have been spent",
  ),
} as const satisfies Record<string, Text>;

/** The words of the recharge flow, as the console shows them (one table in the contract). */
const rechargeFlowWords = flowWords.recharge;

const memberField = <Column extends typeof members.nickName | typeof members.phone>(column: Column) =>
  sql<string>`(select ${column} from ${members} where ${members.id} = ${recharges.memberId})`;

/** Recharges, newest first; the export and the totals read the same filtered list. */
function rechargeList(timeZone: string) {
  return declareList('getRechargeList', {
    from: recharges,
    dimension: NO_DIMENSION,
    select: {
      rechargeId: recharges.id,
      userId: recharges.memberId,
      nickName: memberField(members.nickName),
      phone: memberField(members.phone),
      amount: recharges.amount,
      bonus: recharges.bonus,
      method: recharges.method,
      status: recharges.status,
      transactionNo: recharges.transactionNo,
      createdAt: recharges.createdAt,
      paidAt: recharges.paidAt,
      handledBy: usernameOf(recharges.handledBy),
      handledAt: recharges.handledAt,
      refundReason: recharges.refundReason,
    },
    filters: {
      keyword: (keyword) =>
        or(anyContains(keyword, [recharges.transactionNo]), inArray(recharges.memberId, sqlMembersMatching(keyword))),
      status: (status) => eq(recharges.status, status),
      method: (method) => eq(recharges.method, method),
      ...businessDateRange(recharges.createdAt, timeZone),
    },
    // recharges_created_at_idx (and recharges_status_idx after the status): (time desc, id desc), nulls last.
    order: newestFirst(recharges.createdAt, recharges.id, { indexedNullsLast: true }),
  });
}

/** The ids of members whose name or phone contains the keyword. */
function sqlMembersMatching(keyword: string) {
  return sql`(select ${members.id} from ${members} where ${anyContains(keyword, [members.nickName, members.phone])})`;
}

type RechargeListRow = Awaited<ReturnType<ReturnType<typeof rechargeList>['page']>>['rows'][number];

function sheetColumns(timeZone: string, unit: string): XlsxColumn<RechargeListRow>[] {
  const stateWord = (status: number) => {
    const state = Object.entries(rechargeFlow.values).find(([, value]) => value === status)?.[0];
    return state ? rechargeFlowWords.states[state as keyof typeof rechargeFlowWords.states].zh : String(status);
  };
  return [
    { header: '充值ID', width: 10, value: (row) => row.rechargeId },
    { header: '会员', width: 14, value: (row) => row.nickName },
    { header: '手机号', width: 14, value: (row) => row.phone },
    { header: `实付金额(${unit})`, width: 14, numberFormat: '0.00', value: (row) => majorUnits(row.amount) },
    { header: `赠送金额(${unit})`, width: 14, numberFormat: '0.00', value: (row) => majorUnits(row.bonus) },
    { header: '支付方式', width: 10, value: (row) => paymentMethodWords(row.method).zh },
    { header: '状态', width: 8, value: (row) => stateWord(row.status) },
    { header: '交易单号', width: 32, value: (row) => row.transactionNo },
    { header: '创建时间', width: 20, value: (row) => formatBusinessTime(row.createdAt, timeZone) },
    { header: '到账时间', width: 20, value: (row) => (row.paidAt ? formatBusinessTime(row.paidAt, timeZone) : '') },
    { header: '退款原因', width: 24, value: (row) => row.refundReason ?? '' },
  ];
}

const rechargeRecords = {
  table: recharges,
  id: recharges.id,
  status: recharges.status,
  handledBy: recharges.handledBy,
  handledAt: recharges.handledAt,
  flow: rechargeFlow,
  idParam: 'rechargeId',
  notFound: RechargeMessages.RECHARGE_NOT_FOUND,
  words: rechargeFlowWords,
  returning: {
    memberId: recharges.memberId,
    amount: recharges.amount,
    bonus: recharges.bonus,
    currency: recharges.currency,
  },
};

export function rechargeHandlers({ db, now, config }: Services): RechargeHandlers {
  const timeZone = config.businessTimeZone;
  const list = rechargeList(timeZone);
  return {
    async getRechargeList(params) {
      const { page: _page, size: _size, ...filters } = params;
      const succeeded = eq(recharges.status, rechargeFlow.values.succeeded);
      const [{ rows, total }, totals] = await Promise.all([
        list.page(db, params),
        // The money totals count what arrived and stayed: succeeded top-ups only (已到账).
        list.totals(db, filters, {
          amount: sumOf(recharges.amount, succeeded),
          bonus: sumOf(recharges.bonus, succeeded),
        }),
      ]);
      return success({
        rows: rows.map(({ createdAt, paidAt, handledAt, ...row }) => ({
          ...row,
          createTime: createdAt.toISOString(),
          paidTime: paidAt?.toISOString() ?? null,
          handledTime: handledAt?.toISOString() ?? null,
        })),
        total,
        totals,
      });
    },

    async getRechargeListExcle(filters, { reply }) {
      const date = businessDate(now(), timeZone);
      return streamXlsx({
        reply,
        sheetName: '充值列表',
        fileName: { ascii: `recharges-${date}.xlsx`, utf8: `充值列表-${date}.xlsx` },
        columns: sheetColumns(timeZone, currencyHeader((await readMoneySettings(db)).currency)),
        batches: list.batches(db, filters, config.exportMaxRows),
      });
    },

    async transitRecharge({ rechargeId, action, reason }, { manager, audit, auditInside }) {
      const at = now();
      return transit(db, rechargeRecords, {
        auditInside,
        id: rechargeId,
        action,
        caller: manager,
        at,
        set: { refundReason: reason },
        // The amount and the bonus leave the balance with the refund, or nothing happens.
        onTransition: async (tx, recharge) => {
          const taken = recharge.amount + recharge.bonus;
          const entry = { currency: recharge.currency, rechargeId, managerId: manager.managerId, note: reason, at };
          const member = await recordEntry(tx, {
            ...entry,
            account: { kind: 'member', id: recharge.memberId },
            amount: -taken,
            kind: 'rechargeRefund',
          });
          if (!member.ok) return failure(RechargeMessages.BALANCE_SPENT, 'rechargeId');
          // The paid amount goes back to the payer; the bonus was never the platform's takings.
          await recordEntryOrThrow(tx, {
            ...entry,
            account: { kind: 'platform' },
            amount: -recharge.amount,
            kind: 'rechargeRefund',
          });
          audit.before = { status: 'succeeded', balance: (member.balance ?? 0) + taken };
          audit.after = {
            status: 'refunded',
            balance: member.balance,
            money: {
              amount: taken,
              currency: recharge.currency,
              account: 'member',
              balanceBefore: (member.balance ?? 0) + taken,
              balanceAfter: member.balance,
            } satisfies MoneyMoved,
          };
          return undefined;
        },
      });
    },
  };
}

/**
 * A pending recharge paid (the members' app's payment callback; the seed and tests call it):
 * succeeded, and in the same transaction the member +amount, +bonus (two entries) and the
 * platform +amount. Answers false when the recharge was not pending.
 */
export async function markRechargePaid(tx: Transaction, rechargeId: number, at: Date): Promise<boolean> {
  const [recharge] = await tx
    .update(recharges)
    .set({ status: rechargeFlow.values.succeeded, paidAt: at })
    .where(and(eq(recharges.id, rechargeId), eq(recharges.status, rechargeFlow.values.pending)))
    .returning({
      memberId: recharges.memberId,
      amount: recharges.amount,
      bonus: recharges.bonus,
      currency: recharges.currency,
    });
  if (!recharge) return false;
  const entry = { currency: recharge.currency, rechargeId, managerId: null, at };
  const member = { kind: 'member', id: recharge.memberId } as const;
  await recordEntryOrThrow(tx, { ...entry, account: member, amount: recharge.amount, kind: 'recharge' });
  if (recharge.bonus > 0)
    await recordEntryOrThrow(tx, { ...entry, account: member, amount: recharge.bonus, kind: 'rechargeBonus' });
  await recordEntryOrThrow(tx, { ...entry, account: { kind: 'platform' }, amount: recharge.amount, kind: 'recharge' });
  return true;
}

import { rechargeFlow, type PaymentMethod, paymentMethods } from '@vending/contract';
import { and, count, eq, gte, inArray, or, sql, sum } from 'drizzle-orm';
import { businessDate, formatBusinessTime } from '../../business-time';
import { anyContains } from '../../db/sql';
import type { Handlers } from '../../http/api-routes';
import { failure, success } from '../../http/envelope';
import { text, type Text } from '../../http/language';
import { streamXlsx, type XlsxColumn } from '../../http/xlsx-download';
import { declareList } from '../../lists/declared-list';
import { newestFirst } from '../../lists/keyset';
import { transit } from '../../lists/transition';
import { usernameOf } from '../administrators/username-of';
import { members } from '../members/tables';
import type { Services } from '../services';
import { recharges } from './tables';
import { businessDateRange } from '../../lists/date-range';

type RechargeHandlers = Pick<Handlers, 'getRechargeList' | 'getRechargeListExcle' | 'transitRecharge'>;

export const RechargeMessages = {
  RECHARGE_NOT_FOUND: text('充值记录不存在', 'The recharge does not exist'),
  BALANCE_SPENT: text(
    '会员余额不足以退回本次充值（金额与赠送），可能已被消费',
    "The member's balance no longer holds this recharge (amount and bonus): it may have been spent",
  ),
} as const satisfies Record<string, Text>;

/** The words of the recharge flow, as the console shows them. */
const rechargeFlowWords = {
  states: {
    pending: text('待支付', 'Pending'),
    succeeded: text('已到账', 'Succeeded'),
    failed: text('失败', 'Failed'),
    refunded: text('已退款', 'Refunded'),
  },
  actions: { refund: text('退款', 'Refund') },
};

const methodWords: Record<PaymentMethod, Text> = {
  wechat: text('微信支付', 'WeChat Pay'),
  alipay: text('支付宝', 'Alipay'),
  bankCard: text('银行卡', 'Bank card'),
};
const methodOf = new Map<number, PaymentMethod>(
  Object.entries(paymentMethods).map(([method, value]) => [value, method as PaymentMethod]),
);

const memberField = <Column extends typeof members.nickName | typeof members.phone>(column: Column) =>
  sql<string>`(select ${column} from ${members} where ${members.id} = ${recharges.memberId})`;

/** Recharges, newest first; the export and the totals read the same filtered list. */
function rechargeList(timeZone: string) {
  return declareList('getRechargeList', {
    from: recharges,
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

const yuan = (minorUnits: number) => minorUnits / 100;

function sheetColumns(timeZone: string): XlsxColumn<RechargeListRow>[] {
  const stateWord = (status: number) => {
    const state = Object.entries(rechargeFlow.values).find(([, value]) => value === status)?.[0];
    return state ? rechargeFlowWords.states[state as keyof typeof rechargeFlowWords.states].zh : String(status);
  };
  return [
    { header: '充值ID', width: 10, value: (row) => row.rechargeId },
    { header: '会员', width: 14, value: (row) => row.nickName },
    { header: '手机号', width: 14, value: (row) => row.phone },
    { header: '实付金额(元)', width: 14, numberFormat: '0.00', value: (row) => yuan(row.amount) },
    { header: '赠送金额(元)', width: 14, numberFormat: '0.00', value: (row) => yuan(row.bonus) },
    { header: '支付方式', width: 10, value: (row) => methodWords[methodOf.get(row.method) ?? 'wechat'].zh },
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
  returning: { memberId: recharges.memberId, amount: recharges.amount, bonus: recharges.bonus },
};

export function rechargeHandlers({ db, now, config }: Services): RechargeHandlers {
  const timeZone = config.businessTimeZone;
  const list = rechargeList(timeZone);
  const columns = sheetColumns(timeZone);
  return {
    async getRechargeList(params) {
      const { page: _page, size: _size, ...filters } = params;
      const [{ rows, total }, [totals]] = await Promise.all([
        list.page(db, params),
        db
          .select({ count: count(), amount: sum(recharges.amount), bonus: sum(recharges.bonus) })
          .from(recharges)
          .where(list.where(filters)),
      ]);
      return success({
        rows: rows.map(({ createdAt, paidAt, handledAt, ...row }) => ({
          ...row,
          createTime: createdAt.toISOString(),
          paidTime: paidAt?.toISOString() ?? null,
          handledTime: handledAt?.toISOString() ?? null,
        })),
        total,
        totals: {
          count: Number(totals?.count ?? 0),
          amount: Number(totals?.amount ?? 0),
          bonus: Number(totals?.bonus ?? 0),
        },
      });
    },

    async getRechargeListExcle(filters, { reply }) {
      const date = businessDate(now(), timeZone);
      return streamXlsx({
        reply,
        sheetName: '充值列表',
        fileName: { ascii: `recharges-${date}.xlsx`, utf8: `充值列表-${date}.xlsx` },
        columns,
        batches: list.batches(db, filters, config.exportMaxRows),
      });
    },

    async transitRecharge({ rechargeId, action, reason }, { manager, audit }) {
      return transit(db, rechargeRecords, {
        id: rechargeId,
        action,
        caller: manager,
        at: now(),
        set: { refundReason: reason },
        // The amount and the bonus leave the balance with the refund, or nothing happens.
        onTransition: async (tx, recharge) => {
          const taken = recharge.amount + recharge.bonus;
          const [member] = await tx
            .update(members)
            .set({ balance: sql`${members.balance} - ${taken}` })
            .where(and(eq(members.id, recharge.memberId), gte(members.balance, taken)))
            .returning({ balance: members.balance });
          if (!member) return failure(RechargeMessages.BALANCE_SPENT, 'rechargeId');
          audit.before = { status: 'succeeded', balance: member.balance + taken };
          audit.after = { status: 'refunded', balance: member.balance };
          return undefined;
        },
      });
    },
  };
}

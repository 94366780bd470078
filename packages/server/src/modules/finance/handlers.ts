import { orderFlow, stateOf, withdrawalFlow } from '@vending/contract';
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import { businessDate, formatBusinessTime, startOfBusinessDay } from '../../business-time';
import { anyContains } from '../../db/sql';
import type { Database } from '../../db/database';
import type { Handlers } from '../../http/api-routes';
import { failure, success } from '../../http/envelope';
import { text, type Text } from '../../http/language';
import { streamXlsx, type XlsxColumn } from '../../http/xlsx-download';
import { businessDateRange } from '../../lists/date-range';
import { declareList } from '../../lists/declared-list';
import { newestFirst } from '../../lists/keyset';
import { transit } from '../../lists/transition';
import { usernameOf } from '../administrators/username-of';
import { agents, merchants } from '../agents/tables';
import { devices } from '../equipment/tables';
import { orders } from '../orders/tables';
import type { Services } from '../services';
import { withdrawals } from './tables';

type FinanceHandlers = Pick<
  Handlers,
  | 'getWithdrawalList'
  | 'getWithdrawalListExcle'
  | 'getWithdrawalAgentOptions'
  | 'transitWithdrawal'
  | 'getAgentShareList'
  | 'getAgentShareListExcle'
  | 'getAgentShareAgentOptions'
  | 'getAgentShareMonthOptions'
>;

export const FinanceMessages = {
  WITHDRAWAL_NOT_FOUND: text('提现记录不存在', 'The withdrawal does not exist'),
  BALANCE_SHORT: text(
    '代理商余额不足以支付本次提现',
    "The agent's balance does not hold the amount of this withdrawal",
  ),
} as const satisfies Record<string, Text>;

/** The words of the withdrawal flow, as the console shows them. */
const withdrawalFlowWords = {
  states: {
    underReview: text('审核中', 'Under review'),
    passed: text('已通过', 'Passed'),
    rejected: text('已拒绝', 'Rejected'),
  },
  actions: { approve: text('通过', 'Approve'), reject: text('拒绝', 'Reject') },
};

/**
 * A bank account number as every answer shows it: the first and last four digits, the rest
 * starred (`6222 **** **** 1234`). The whole number stays on the server.
 */
export function maskAccount(account: string): string {
  const digits = account.replace(/\s+/g, '');
  if (digits.length <= 8) return `**** ${digits.slice(-4)}`;
  return `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;
}

const agentName = (agentId: typeof withdrawals.agentId) =>
  sql<string>`coalesce((select ${agents.name} from ${agents} where ${agents.id} = ${agentId}), '')`;

/** Withdrawals, newest first; the export and the totals read the same filtered list. */
function withdrawalList(timeZone: string) {
  return declareList('getWithdrawalList', {
    from: withdrawals,
    select: {
      withdrawalId: withdrawals.id,
      agentId: withdrawals.agentId,
      agentName: agentName(withdrawals.agentId),
      amount: withdrawals.amount,
      fee: withdrawals.fee,
      bankName: withdrawals.bankName,
      bankAccount: withdrawals.bankAccount,
      accountHolder: withdrawals.accountHolder,
      status: withdrawals.status,
      createdAt: withdrawals.createdAt,
      handledBy: usernameOf(withdrawals.handledBy),
      handledAt: withdrawals.handledAt,
      rejectReason: withdrawals.rejectReason,
    },
    filters: {
      keyword: (keyword) =>
        or(
          anyContains(keyword, [withdrawals.bankName, withdrawals.accountHolder]),
          inArray(
            withdrawals.agentId,
            sql`(select ${agents.id} from ${agents} where ${anyContains(keyword, [agents.name])})`,
          ),
        ),
      agentId: (agentId) => eq(withdrawals.agentId, agentId),
      status: (status) => eq(withdrawals.status, status),
      ...businessDateRange(withdrawals.createdAt, timeZone),
    },
    // withdrawals_created_at_idx (and withdrawals_status_idx after the status): (time desc, id desc), nulls last.
    order: newestFirst(withdrawals.createdAt, withdrawals.id, { indexedNullsLast: true }),
  });
}

type WithdrawalListRow = Awaited<ReturnType<ReturnType<typeof withdrawalList>['page']>>['rows'][number];

const yuan = (minorUnits: number) => minorUnits / 100;

function stateWord(status: number) {
  const state = stateOf(withdrawalFlow, status);
  return state ? withdrawalFlowWords.states[state].zh : String(status);
}

function withdrawalColumns(timeZone: string): XlsxColumn<WithdrawalListRow>[] {
  const time = (instant: Date | null) => (instant ? formatBusinessTime(instant, timeZone) : '');
  return [
    { header: '提现ID', width: 10, value: (row) => row.withdrawalId },
    { header: '代理商', width: 24, value: (row) => row.agentName },
    { header: '提现金额(元)', width: 14, numberFormat: '0.00', value: (row) => yuan(row.amount) },
    { header: '手续费(元)', width: 12, numberFormat: '0.00', value: (row) => yuan(row.fee) },
    { header: '开户银行', width: 16, value: (row) => row.bankName },
    { header: '银行账号', width: 24, value: (row) => maskAccount(row.bankAccount) },
    { header: '开户人', width: 10, value: (row) => row.accountHolder },
    { header: '状态', width: 8, value: (row) => stateWord(row.status) },
    { header: '申请时间', width: 20, value: (row) => time(row.createdAt) },
    { header: '审核人', width: 12, value: (row) => row.handledBy ?? '' },
    { header: '审核时间', width: 20, value: (row) => time(row.handledAt) },
    { header: '驳回原因', width: 24, value: (row) => row.rejectReason ?? '' },
  ];
}

const withdrawalRecords = {
  table: withdrawals,
  id: withdrawals.id,
  status: withdrawals.status,
  handledBy: withdrawals.handledBy,
  handledAt: withdrawals.handledAt,
  flow: withdrawalFlow,
  idParam: 'withdrawalId',
  notFound: FinanceMessages.WITHDRAWAL_NOT_FOUND,
  words: withdrawalFlowWords,
  returning: { agentId: withdrawals.agentId, amount: withdrawals.amount },
};

// The agents' share: computed from the completed orders at the devices of each agent's
// merchants, per month of the business calendar; nothing of it is stored.

interface ShareFilters {
  agentId?: number | undefined;
  month?: string | undefined;
}

export interface AgentShare {
  shareId: string;
  agentId: number;
  agentName: string;
  month: string;
  orders: number;
  sales: number;
  gst: number;
  shareRate: number;
  share: number;
}

/** The first business day of the month after `month` (`YYYY-MM`). */
function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

function agentShares(db: Database, timeZone: string, filters: ShareFilters) {
  const conditions: (SQL | undefined)[] = [eq(orders.status, orderFlow.values.completed)];
  if (filters.agentId !== undefined) conditions.push(eq(merchants.agentId, filters.agentId));
  if (filters.month !== undefined) {
    conditions.push(
      gte(orders.createdAt, startOfBusinessDay(`${filters.month}-01`, timeZone)),
      lt(orders.createdAt, startOfBusinessDay(`${nextMonth(filters.month)}-01`, timeZone)),
    );
  }
  const monthly = db.$with('monthly').as(
    db
      .select({
        agentId: sql<number>`${merchants.agentId}`.as('agent_id'),
        month: sql<string>`to_char(${orders.createdAt} at time zone ${timeZone}, 'YYYY-MM')`.as('month'),
        orders: sql<number>`count(*)::int`.as('orders'),
        sales: sql<string>`sum(${orders.amount})::bigint`.as('sales'),
        gst: sql<string>`sum(${orders.gst})::bigint`.as('gst'),
      })
      .from(orders)
      .innerJoin(devices, eq(devices.id, orders.deviceId))
      .innerJoin(merchants, eq(merchants.id, devices.merchantId))
      .where(and(...conditions))
      // By position: the month's expression carries the time zone as a parameter.
      .groupBy(sql`1`, sql`2`),
  );
  const share = sql<string>`round((${monthly.sales} - ${monthly.gst}) * ${agents.shareRate} / 10000.0)`;
  return {
    async page(page: number, size: number): Promise<{ rows: AgentShare[]; total: number; totals: ShareTotals }> {
      const [rows, [totals]] = await Promise.all([
        db
          .with(monthly)
          .select({
            agentId: monthly.agentId,
            agentName: agents.name,
            month: monthly.month,
            orders: monthly.orders,
            sales: monthly.sales,
            gst: monthly.gst,
            shareRate: agents.shareRate,
            share,
          })
          .from(monthly)
          .innerJoin(agents, eq(agents.id, monthly.agentId))
          .orderBy(desc(monthly.month), asc(agents.name), asc(agents.id))
          .limit(size)
          .offset((page - 1) * size),
        db
          .with(monthly)
          .select({
            count: count(),
            orders: sum(monthly.orders),
            sales: sum(monthly.sales),
            gst: sum(monthly.gst),
            share: sql<string | null>`sum(${share})`,
          })
          .from(monthly)
          .innerJoin(agents, eq(agents.id, monthly.agentId)),
      ]);
      return {
        rows: rows.map(shareOf),
        total: Number(totals?.count ?? 0),
        totals: {
          orders: Number(totals?.orders ?? 0),
          sales: Number(totals?.sales ?? 0),
          gst: Number(totals?.gst ?? 0),
          share: Number(totals?.share ?? 0),
        },
      };
    },
  };
}

interface ShareTotals {
  orders: number;
  sales: number;
  gst: number;
  share: number;
}

function shareOf(row: {
  agentId: number;
  agentName: string;
  month: string;
  orders: number;
  sales: string;
  gst: string;
  shareRate: number;
  share: string;
}): AgentShare {
  const agentId = Number(row.agentId);
  return {
    shareId: `${agentId}-${row.month}`,
    agentId,
    agentName: row.agentName,
    month: row.month,
    orders: Number(row.orders),
    sales: Number(row.sales),
    gst: Number(row.gst),
    shareRate: row.shareRate,
    share: Number(row.share),
  };
}

const shareColumns: XlsxColumn<AgentShare>[] = [
  { header: '月份', width: 10, value: (row) => row.month },
  { header: '代理商', width: 24, value: (row) => row.agentName },
  { header: '完成订单数', width: 12, value: (row) => row.orders },
  { header: '销售额(元,含GST)', width: 16, numberFormat: '0.00', value: (row) => yuan(row.sales) },
  { header: 'GST(元)', width: 12, numberFormat: '0.00', value: (row) => yuan(row.gst) },
  { header: '分成比例(%)', width: 12, numberFormat: '0.00', value: (row) => row.shareRate / 100 },
  { header: '分成金额(元)', width: 14, numberFormat: '0.00', value: (row) => yuan(row.share) },
];

/** The last 12 months of the business calendar (`YYYY-MM`), this one first. */
export function lastMonths(today: string, months = 12): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: months }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

export function financeHandlers({ db, now, config }: Services): FinanceHandlers {
  const timeZone = config.businessTimeZone;
  const list = withdrawalList(timeZone);
  const columns = withdrawalColumns(timeZone);
  const agentOptions = async () => {
    const rows = await db
      .select({ value: agents.id, label: agents.name })
      .from(agents)
      .orderBy(asc(agents.name), asc(agents.id));
    return success({ rows });
  };
  return {
    async getWithdrawalList(params) {
      const { page: _page, size: _size, ...filters } = params;
      const [{ rows, total }, [totals]] = await Promise.all([
        list.page(db, params),
        db
          .select({ count: count(), amount: sum(withdrawals.amount), fee: sum(withdrawals.fee) })
          .from(withdrawals)
          .where(list.where(filters)),
      ]);
      return success({
        rows: rows.map(({ createdAt, handledAt, bankAccount, ...row }) => ({
          ...row,
          bankAccount: maskAccount(bankAccount),
          createTime: createdAt.toISOString(),
          handledTime: handledAt?.toISOString() ?? null,
        })),
        total,
        totals: {
          count: Number(totals?.count ?? 0),
          amount: Number(totals?.amount ?? 0),
          fee: Number(totals?.fee ?? 0),
        },
      });
    },

    async getWithdrawalListExcle(filters, { reply }) {
      const date = businessDate(now(), timeZone);
      return streamXlsx({
        reply,
        sheetName: '提现记录',
        fileName: { ascii: `withdrawals-${date}.xlsx`, utf8: `提现记录-${date}.xlsx` },
        columns,
        batches: list.batches(db, filters, config.exportMaxRows),
      });
    },

    getWithdrawalAgentOptions: agentOptions,

    async transitWithdrawal({ withdrawalId, action, reason }, { manager, audit }) {
      return transit(db, withdrawalRecords, {
        id: withdrawalId,
        action,
        caller: manager,
        at: now(),
        set: action === 'reject' ? { rejectReason: reason } : {},
        // An approval takes the amount off the agent's balance with it, or nothing happens.
        onTransition: async (tx, withdrawal) => {
          if (action !== 'approve') {
            audit.before = { status: 'underReview' };
            audit.after = { status: 'rejected', reason };
            return undefined;
          }
          const [agent] = await tx
            .update(agents)
            .set({ balance: sql`${agents.balance} - ${withdrawal.amount}` })
            .where(and(eq(agents.id, withdrawal.agentId), gte(agents.balance, withdrawal.amount)))
            .returning({ balance: agents.balance });
          if (!agent) return failure(FinanceMessages.BALANCE_SHORT, 'withdrawalId');
          audit.before = { status: 'underReview', balance: agent.balance + withdrawal.amount };
          audit.after = { status: 'passed', balance: agent.balance };
          return undefined;
        },
      });
    },

    async getAgentShareList({ page, size, ...filters }) {
      return success(await agentShares(db, timeZone, filters).page(page, size));
    },

    async getAgentShareListExcle(filters, { reply }) {
      const date = businessDate(now(), timeZone);
      const { rows } = await agentShares(db, timeZone, filters).page(1, config.exportMaxRows);
      return streamXlsx({
        reply,
        sheetName: '代理商分成列表',
        fileName: { ascii: `agent-shares-${date}.xlsx`, utf8: `代理商分成列表-${date}.xlsx` },
        columns: shareColumns,
        batches: (async function* () {
          yield rows;
        })(),
      });
    },

    getAgentShareAgentOptions: agentOptions,

    async getAgentShareMonthOptions() {
      const months = lastMonths(businessDate(now(), timeZone));
      return success({ rows: months.map((month) => ({ value: month, label: month })) });
    },
  };
}

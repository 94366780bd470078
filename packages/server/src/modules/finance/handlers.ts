import type { DataScope } from '../../auth/data-scope';
import { agentsInScope } from '../../auth/scope';
import { orderFlow, shareMonthStates, stateOf, withdrawalFlow } from '@vending/contract';
import { and, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
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
import { transit, type Transaction } from '../../lists/transition';
import { addUp, TOTALS_LABEL, withTotalsRow } from '../../lists/totals';
import { isUniqueViolation } from '../../db/errors';
import { insertedRow } from '../../db/inserted';
import { recordEntry, recordEntryOrThrow } from '../ledger/ledger';
import { shareSettlements } from '../ledger/tables';
import { readMoneySettings } from '../settings/money';
import { usernameOf } from '../administrators/username-of';
import { agents } from '../agents/tables';
import { orders } from '../orders/tables';
import type { Services } from '../services';
import { withdrawals } from './tables';
import { flowWords } from '@vending/contract/flowWords';

type FinanceHandlers = Pick<
  Handlers,
  | 'getWithdrawalList'
  | 'getWithdrawalListExcle'
  | 'transitWithdrawal'
  | 'getAgentShareList'
  | 'getAgentShareListExcle'
  | 'getAgentShareMonthOptions'
  | 'settleAgentShareMonth'
>;

export const FinanceMessages = {
  WITHDRAWAL_NOT_FOUND: text('提现记录不存在', 'The withdrawal does not exist'),
  BALANCE_SHORT: text(
    '代理商余额不足以支付本次提现',
    "The agent's balance does not hold the amount of this withdrawal",
  ),
} as const satisfies Record<string, Text>;

/** The words of the withdrawal flow, as the console shows them (one table in the contract). */
const withdrawalFlowWords = flowWords.withdrawal;

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
    dimension: (scope) => agentsInScope(scope, withdrawals.agentId),
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

type WithdrawalListRow = Awaited<
  ReturnType<ReturnType<ReturnType<typeof withdrawalList>['in']>['page']>
>['rows'][number];

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
  returning: {
    agentId: withdrawals.agentId,
    amount: withdrawals.amount,
    fee: withdrawals.fee,
    currency: withdrawals.currency,
  },
};

// The agents' share: per agent and month of the business calendar. A settled month is read
// from share_settlements (stored once, never changed); any other month is estimated from the
// orders' own records (the agent and share rate written when each order was made), so
// rebinding a device or changing a rate changes no past figure.

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
  shareBasisPoints: number;
  share: number;
  state: number;
  settledBy: string | null;
  settledTime: string | null;
}

/** The first business day of the month after `month` (`YYYY-MM`). */
function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** What a completed order earns its agent, before the rate: what was kept of it, GST apart. */
const shareBase = () => sql`((${orders.amount} - ${orders.refunded}) - (${orders.gst} - ${orders.refundedGst}))`;

/** Each agent's estimate per month from the completed orders attributed to it. */
export async function estimatedShares(db: Database | Transaction, timeZone: string, filters: ShareFilters) {
  const conditions: (SQL | undefined)[] = [eq(orders.status, orderFlow.values.completed), isNotNull(orders.agentId)];
  if (filters.agentId !== undefined) conditions.push(eq(orders.agentId, filters.agentId));
  if (filters.month !== undefined) {
    conditions.push(
      gte(orders.createdAt, startOfBusinessDay(`${filters.month}-01`, timeZone)),
      lt(orders.createdAt, startOfBusinessDay(`${nextMonth(filters.month)}-01`, timeZone)),
    );
  }
  const rows = await db
    .select({
      agentId: sql<number>`${orders.agentId}`.mapWith(Number),
      month: sql<string>`to_char(${orders.createdAt} at time zone ${timeZone}, 'YYYY-MM')`,
      orders: sql<string>`count(*)`.mapWith(Number),
      sales: sql<string>`sum(${orders.amount} - ${orders.refunded})`.mapWith(Number),
      gst: sql<string>`sum(${orders.gst} - ${orders.refundedGst})`.mapWith(Number),
      base: sql<string>`sum(${shareBase()})`.mapWith(Number),
      weighted: sql<string>`sum(${shareBase()} * coalesce(${orders.shareBasisPoints}, 0))`.mapWith(Number),
    })
    .from(orders)
    .where(and(...conditions))
    // By position: the month's expression carries the time zone as a parameter.
    .groupBy(sql`1`, sql`2`);
  return rows.map((row) => ({
    ...row,
    share: Math.round(row.weighted / 10_000),
    // The rate in force over the month: every order's own, weighted by what it earned.
    shareBasisPoints: row.base > 0 ? Math.round(row.weighted / row.base) : 0,
  }));
}

async function agentShareRows(db: Database, timeZone: string, today: string, filters: ShareFilters) {
  const settledConditions: (SQL | undefined)[] = [];
  if (filters.agentId !== undefined) settledConditions.push(eq(shareSettlements.agentId, filters.agentId));
  if (filters.month !== undefined) settledConditions.push(eq(shareSettlements.month, filters.month));
  const [settled, estimated, names] = await Promise.all([
    db
      .select({
        agentId: shareSettlements.agentId,
        month: shareSettlements.month,
        orders: shareSettlements.orders,
        sales: shareSettlements.sales,
        gst: shareSettlements.gst,
        share: shareSettlements.share,
        settledBy: usernameOf(shareSettlements.settledBy),
        settledAt: shareSettlements.settledAt,
      })
      .from(shareSettlements)
      .where(and(...settledConditions)),
    estimatedShares(db, timeZone, filters),
    db.select({ id: agents.id, name: agents.name }).from(agents),
  ]);
  const settledMonths = new Set(
    (await db.selectDistinct({ month: shareSettlements.month }).from(shareSettlements)).map((row) => row.month),
  );
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const rows: AgentShare[] = [
    ...settled.map((row) => ({
      shareId: `${row.agentId}-${row.month}`,
      agentId: row.agentId,
      agentName: nameOf.get(row.agentId) ?? '',
      month: row.month,
      orders: row.orders,
      sales: row.sales,
      gst: row.gst,
      shareBasisPoints: row.sales - row.gst > 0 ? Math.round((row.share * 10_000) / (row.sales - row.gst)) : 0,
      share: row.share,
      state: shareMonthStates.settled,
      settledBy: row.settledBy,
      settledTime: row.settledAt.toISOString(),
    })),
    // A settled month shows only what was settled; an order of it refunded later changes nothing.
    ...estimated
      .filter((row) => !settledMonths.has(row.month) && row.month <= today.slice(0, 7))
      .map((row) => ({
        shareId: `${row.agentId}-${row.month}`,
        agentId: row.agentId,
        agentName: nameOf.get(row.agentId) ?? '',
        month: row.month,
        orders: row.orders,
        sales: row.sales,
        gst: row.gst,
        shareBasisPoints: row.shareBasisPoints,
        share: row.share,
        state: shareMonthStates.estimated,
        settledBy: null,
        settledTime: null,
      })),
  ];
  rows.sort(
    (a, b) => b.month.localeCompare(a.month) || a.agentName.localeCompare(b.agentName) || a.agentId - b.agentId,
  );
  // Settled and estimated months come from two sources, so the totals add up the merged rows.
  return { rows, totals: addUp(rows, ['orders', 'sales', 'gst', 'share']) };
}

export const ShareMessages = {
  MONTH_OPEN: text('只能结算已结束的月份', 'Only a month that has ended can be settled'),
  ALREADY_SETTLED: text('该月份已结算', 'That month is settled already'),
  SETTLE_NEEDS_ALL_DATA: text(
    '结算月份须有全部数据权限',
    'Settling a month needs the whole-data scope: it settles every agent',
  ),
} as const satisfies Record<string, Text>;

/**
 * Settles a closed month, in the caller's transaction: each agent's estimate of the month is
 * stored and credited to its balance (ledger: the agent +share, the platform −share). Refused
 * when the month has not ended or was settled already (share_settlements' unique index holds
 * it against two settlements at once).
 */
export async function settleShareMonth(
  tx: Transaction,
  call: { month: string; timeZone: string; today: string; managerId: number | null; at: Date },
): Promise<{ ok: true; agents: number; share: number } | { ok: false; message: Text }> {
  if (call.month >= call.today.slice(0, 7)) return { ok: false, message: ShareMessages.MONTH_OPEN };
  const [existing] = await tx
    .select({ id: shareSettlements.id })
    .from(shareSettlements)
    .where(eq(shareSettlements.month, call.month))
    .limit(1);
  if (existing) return { ok: false, message: ShareMessages.ALREADY_SETTLED };
  const { currency } = await readMoneySettings(tx);
  const estimates = await estimatedShares(tx, call.timeZone, { month: call.month });
  let total = 0;
  for (const estimate of estimates) {
    const settlement = insertedRow(
      await tx
        .insert(shareSettlements)
        .values({
          agentId: estimate.agentId,
          month: call.month,
          orders: estimate.orders,
          sales: estimate.sales,
          gst: estimate.gst,
          share: estimate.share,
          currency,
          settledBy: call.managerId,
          settledAt: call.at,
        })
        .returning({ id: shareSettlements.id }),
    );
    if (estimate.share !== 0) {
      const entry = {
        currency,
        kind: 'share' as const,
        settlementId: settlement.id,
        managerId: call.managerId,
        at: call.at,
      };
      await recordEntryOrThrow(tx, {
        ...entry,
        account: { kind: 'agent', id: estimate.agentId },
        amount: estimate.share,
        mayOverdraw: true,
      });
      await recordEntryOrThrow(tx, { ...entry, account: { kind: 'platform' }, amount: -estimate.share });
    }
    total += estimate.share;
  }
  return { ok: true, agents: estimates.length, share: total };
}

const shareColumns: XlsxColumn<AgentShare>[] = [
  { header: '月份', width: 10, value: (row) => row.month },
  { header: '代理商', width: 24, value: (row) => row.agentName },
  { header: '完成订单数', width: 12, value: (row) => row.orders },
  { header: '销售额(元,含GST)', width: 16, numberFormat: '0.00', value: (row) => yuan(row.sales) },
  { header: 'GST(元)', width: 12, numberFormat: '0.00', value: (row) => yuan(row.gst) },
  { header: '分成比例(%)', width: 12, numberFormat: '0.00', value: (row) => row.shareBasisPoints / 100 },
  { header: '分成金额(元)', width: 14, numberFormat: '0.00', value: (row) => yuan(row.share) },
  { header: '状态', width: 8, value: (row) => (row.state === shareMonthStates.settled ? '已结算' : '预估') },
  { header: '结算人', width: 12, value: (row) => row.settledBy ?? '' },
];

/** The export's last row: the totals of every row above it. */
function shareTotalsRow(totals: { orders: number; sales: number; gst: number; share: number }): AgentShare {
  return {
    shareId: 'totals',
    agentId: 0,
    agentName: '',
    month: TOTALS_LABEL,
    ...totals,
    shareBasisPoints:
      totals.sales - totals.gst > 0 ? Math.round((totals.share * 10_000) / (totals.sales - totals.gst)) : 0,
    state: 0,
    settledBy: null,
    settledTime: null,
  };
}

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
  /** The share rows of the agents in the caller's scope, and their totals. */
  const sharesInScope = async (scope: DataScope, shares: Awaited<ReturnType<typeof agentShareRows>>) => {
    if (scope.kind === 'all') return shares;
    const visible = new Set(
      (await db.select({ id: agents.id }).from(agents).where(agentsInScope(scope, agents.id))).map((row) => row.id),
    );
    const rows = shares.rows.filter((row) => visible.has(row.agentId));
    return { rows, totals: addUp(rows, ['orders', 'sales', 'gst', 'share']) };
  };
  return {
    async getWithdrawalList(params, { scope }) {
      const { page: _page, size: _size, ...filters } = params;
      const scoped = list.in(scope);
      const [{ rows, total }, totals] = await Promise.all([
        scoped.page(db, params),
        scoped.totals(db, filters, { amount: withdrawals.amount, fee: withdrawals.fee }),
      ]);
      return success({
        rows: rows.map(({ createdAt, handledAt, bankAccount, ...row }) => ({
          ...row,
          bankAccount: maskAccount(bankAccount),
          createTime: createdAt.toISOString(),
          handledTime: handledAt?.toISOString() ?? null,
        })),
        total,
        totals,
      });
    },

    async getWithdrawalListExcle(filters, { reply, scope }) {
      const date = businessDate(now(), timeZone);
      return streamXlsx({
        reply,
        sheetName: '提现记录',
        fileName: { ascii: `withdrawals-${date}.xlsx`, utf8: `提现记录-${date}.xlsx` },
        columns,
        batches: list.in(scope).batches(db, filters, config.exportMaxRows),
      });
    },

    async transitWithdrawal({ withdrawalId, action, reason }, { manager, scope, audit, auditInside }) {
      const at = now();
      return transit(db, withdrawalRecords, {
        auditInside,
        id: withdrawalId,
        inScope: agentsInScope(scope, withdrawals.agentId),
        action,
        caller: manager,
        at,
        set: action === 'reject' ? { rejectReason: reason } : {},
        // An approval takes the amount off the agent's balance with it, or nothing happens.
        onTransition: async (tx, withdrawal) => {
          if (action !== 'approve') {
            audit.before = { status: 'underReview' };
            audit.after = { status: 'rejected', reason };
            return undefined;
          }
          // Only what was credited can leave: the agent's balance is the sum of its entries.
          const entry = { currency: withdrawal.currency, withdrawalId, managerId: manager.managerId, at };
          const taken = await recordEntry(tx, {
            ...entry,
            account: { kind: 'agent', id: withdrawal.agentId },
            amount: -withdrawal.amount,
            kind: 'withdrawal',
          });
          if (!taken.ok) return failure(FinanceMessages.BALANCE_SHORT, 'withdrawalId');
          // Paid out: the amount less the fee, which the platform keeps (docs/MONEY.md).
          await recordEntryOrThrow(tx, {
            ...entry,
            account: { kind: 'platform' },
            amount: -withdrawal.amount,
            kind: 'withdrawal',
          });
          if (withdrawal.fee > 0)
            await recordEntryOrThrow(tx, {
              ...entry,
              account: { kind: 'platform' },
              amount: withdrawal.fee,
              kind: 'withdrawalFee',
            });
          const balance = taken.balance ?? 0;
          audit.before = { status: 'underReview', balance: balance + withdrawal.amount };
          audit.after = { status: 'passed', balance, fee: withdrawal.fee };
          return undefined;
        },
      });
    },

    async getAgentShareList({ page, size, ...filters }, { scope }) {
      const { rows, totals } = await sharesInScope(
        scope,
        await agentShareRows(db, timeZone, businessDate(now(), timeZone), filters),
      );
      return success({ rows: rows.slice((page - 1) * size, page * size), total: rows.length, totals });
    },

    async settleAgentShareMonth({ month }, { manager, scope, audit, auditInside }) {
      // A month is settled for every agent at once: a write beyond any limited scope.
      if (scope.kind !== 'all') return failure(ShareMessages.SETTLE_NEEDS_ALL_DATA, 'month');
      const at = now();
      try {
        const outcome = await db.transaction(async (tx) => {
          const settled = await settleShareMonth(tx, {
            month,
            timeZone,
            today: businessDate(at, timeZone),
            managerId: manager.managerId,
            at,
          });
          if (!settled.ok) return settled;
          audit.after = { month, agents: settled.agents, share: settled.share };
          await auditInside(tx);
          return settled;
        });
        if (!outcome.ok) return failure(outcome.message, 'month');
        return success({ agents: outcome.agents, share: outcome.share });
      } catch (error) {
        if (isUniqueViolation(error, 'share_settlements_agent_month_idx'))
          return failure(ShareMessages.ALREADY_SETTLED, 'month');
        throw error;
      }
    },

    async getAgentShareListExcle(filters, { reply, scope }) {
      const date = businessDate(now(), timeZone);
      const { rows: allRows, totals } = await sharesInScope(scope, await agentShareRows(db, timeZone, date, filters));
      const rows = withTotalsRow(allRows, config.exportMaxRows, shareTotalsRow(totals));
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

    async getAgentShareMonthOptions() {
      const months = lastMonths(businessDate(now(), timeZone));
      return success({ rows: months.map((month) => ({ value: month, label: month })) });
    },
  };
}

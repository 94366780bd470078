import type { DataScope } from '../../auth/data-scope';
import { agentsInScope, isInScope } from '../../auth/scope';
import { ledgerAccounts, orderFlow, ResultCode, shareMonthStates, stateOf, withdrawalFlow } from '@vending/contract';
import { and, eq, gte, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { businessDate, formatBusinessTime, startOfBusinessDay } from '../../business-time';
import { anyContains } from '../../db/sql';
import type { Database } from '../../db/database';
import type { Handlers } from '../../http/api-routes';
import { coded, failure, Messages, success } from '../../http/envelope';
import { text, type Text } from '../../http/language';
import { streamXlsx, type XlsxColumn } from '../../http/xlsx-download';
import { businessDateRange } from '../../lists/date-range';
import { declareList } from '../../lists/declared-list';
import { newestFirst } from '../../lists/keyset';
import { transit, type Transaction } from '../../lists/transition';
import { addUp, sumOf, TOTALS_LABEL, withTotalsRow } from '../../lists/totals';
import { isUniqueViolation } from '../../db/errors';
import { insertedRow } from '../../db/inserted';
import { ledgerEntries, recordEntry, recordEntryOrThrow } from '../ledger';
import { currencyHeader, majorUnits, readMoneySettings } from '../settings';
import { usernameOf, managers } from '../administrators';
import { agents } from '../agents';
import { orders } from '../orders';
import type { MoneyMoved } from '../audit';
import type { Services } from '../services';
import { shareAdjustments, shareSettlements, withdrawals } from './tables';
import { flowWords } from '@vending/contract/flowWords';

type FinanceHandlers = Pick<
  Handlers,
  | 'getWithdrawalList'
  | 'getWithdrawalListExcle'
  | 'transitWithdrawal'
  | 'applyWithdrawal'
  | 'getAgentShareList'
  | 'getAgentShareListExcle'
  | 'getAgentShareMonthOptions'
  | 'settleAgentShareMonth'
  | 'getSettleableShareMonths'
  | 'getAgentStatement'
  | 'getAgentStatementExcle'
>;

export const FinanceMessages = {
  WITHDRAWAL_NOT_FOUND: text('提现记录不存在', 'The withdrawal does not exist'),
  BALANCE_SHORT: text(
    '代理商余额不足以支付本次提现',
    "The agent's balance does not hold the amount of this withdrawal",
  ),
  ONLY_AGENT_ACCOUNTS: text('只有代理商账号可以申请提现', 'Only an agent account can apply for a withdrawal'),
  MORE_THAN_CREDITED: text(
    '提现金额超过可提现余额（已入账的分成减去审核中的提现）',
    'The amount is more than can be withdrawn (the credited balance less the withdrawals under review)',
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
const agentBalance = (agentId: typeof withdrawals.agentId) =>
  sql<number>`coalesce((select ${agents.balance} from ${agents} where ${agents.id} = ${agentId}), 0)`.mapWith(Number);

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
      agentBalance: agentBalance(withdrawals.agentId),
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

function stateWord(status: number) {
  const state = stateOf(withdrawalFlow, status);
  return state ? withdrawalFlowWords.states[state].zh : String(status);
}

function withdrawalColumns(timeZone: string, unit: string): XlsxColumn<WithdrawalListRow>[] {
  const time = (instant: Date | null) => (instant ? formatBusinessTime(instant, timeZone) : '');
  return [
    { header: '提现ID', width: 10, value: (row) => row.withdrawalId },
    { header: '代理商', width: 24, value: (row) => row.agentName },
    { header: `提现金额(${unit})`, width: 14, numberFormat: '0.00', value: (row) => majorUnits(row.amount) },
    { header: `手续费(${unit})`, width: 12, numberFormat: '0.00', value: (row) => majorUnits(row.fee) },
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
  /** Period close: the settled month an adjustment belongs to; null for the month's own orders. */
  adjustsMonth: string | null;
  orders: number;
  sales: number;
  gst: number;
  shareBasisPoints: number;
  share: number;
  state: number;
  settledBy: string | null;
  settledTime: string | null;
}

/** The month after `month` (`YYYY-MM`). */
export function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** What a completed order earns its agent, before the rate: what was kept of it, GST apart. */
const shareBase = () => sql`((${orders.amount} - ${orders.refunded}) - (${orders.gst} - ${orders.refundedGst}))`;

/**
 * Each agent's estimate per month from the completed orders attributed to it. The product of
 * an order's base and its rate is summed in 64 bits: one large sale passes 2³¹ (about ¥8,590
 * at 25 %), which 32-bit integers cannot hold.
 */
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
      weighted: sql<string>`sum(${shareBase()}::bigint * coalesce(${orders.shareBasisPoints}, 0))`.mapWith(Number),
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

interface ShareFigures {
  orders: number;
  sales: number;
  gst: number;
  share: number;
}

/** An adjustment not settled yet: what a settled month's orders earn now less what was settled for it. */
export interface PendingAdjustment extends ShareFigures {
  agentId: number;
  /** The first open month after `forMonth`: where it is booked. */
  month: string;
  forMonth: string;
  shareBasisPoints: number;
}

/** The first month after `month` that is not settled (the month under way at the latest). */
function nextOpenMonth(month: string, settledMonths: ReadonlySet<string>): string {
  let next = nextMonth(month);
  while (settledMonths.has(next)) next = nextMonth(next);
  return next;
}

const keyOf = (agentId: number, month: string) => `${agentId}|${month}`;

/**
 * The share book: every agent's estimate per month (from the orders, as they are now), what
 * was settled (share_settlements, share_adjustments) and, for each settled month whose orders
 * now earn something else, the pending adjustment booked in the first open month after it.
 */
async function shareBook(db: Database | Transaction, timeZone: string, agentId?: number) {
  const agentFilter = <Column extends typeof shareSettlements.agentId | typeof shareAdjustments.agentId>(
    column: Column,
  ) => (agentId === undefined ? undefined : eq(column, agentId));
  const [estimates, settled, adjusted, months] = await Promise.all([
    estimatedShares(db, timeZone, { agentId }),
    db
      .select({
        id: shareSettlements.id,
        agentId: shareSettlements.agentId,
        month: shareSettlements.month,
        orders: shareSettlements.orders,
        sales: shareSettlements.sales,
        gst: shareSettlements.gst,
        share: shareSettlements.share,
        shareBasisPoints: shareSettlements.shareBasisPoints,
        settledBy: usernameOf(shareSettlements.settledBy),
        settledAt: shareSettlements.settledAt,
      })
      .from(shareSettlements)
      .where(agentFilter(shareSettlements.agentId)),
    db
      .select({
        agentId: shareAdjustments.agentId,
        month: shareAdjustments.month,
        forMonth: shareAdjustments.forMonth,
        orders: shareAdjustments.orders,
        sales: shareAdjustments.sales,
        gst: shareAdjustments.gst,
        share: shareAdjustments.share,
        shareBasisPoints: shareAdjustments.shareBasisPoints,
        settledBy: usernameOf(shareAdjustments.settledBy),
        settledAt: shareAdjustments.settledAt,
      })
      .from(shareAdjustments)
      .where(agentFilter(shareAdjustments.agentId)),
    db.selectDistinct({ month: shareSettlements.month }).from(shareSettlements),
  ]);
  const settledMonths = new Set(months.map((row) => row.month));
  // What was settled for each agent and closed month so far: its own settlement and its adjustments.
  const settledFor = new Map<string, ShareFigures>();
  const add = (key: string, figures: ShareFigures) => {
    const sum = settledFor.get(key) ?? { orders: 0, sales: 0, gst: 0, share: 0 };
    settledFor.set(key, {
      orders: sum.orders + figures.orders,
      sales: sum.sales + figures.sales,
      gst: sum.gst + figures.gst,
      share: sum.share + figures.share,
    });
  };
  for (const row of settled) add(keyOf(row.agentId, row.month), row);
  for (const row of adjusted) add(keyOf(row.agentId, row.forMonth), row);
  const estimateOf = new Map(estimates.map((row) => [keyOf(row.agentId, row.month), row]));
  const pending: PendingAdjustment[] = [];
  const closedKeys = new Set([
    ...settled.map((row) => keyOf(row.agentId, row.month)),
    ...estimates.filter((row) => settledMonths.has(row.month)).map((row) => keyOf(row.agentId, row.month)),
  ]);
  for (const key of closedKeys) {
    const [agent, month] = key.split('|') as [string, string];
    const now = estimateOf.get(key) ?? { orders: 0, sales: 0, gst: 0, share: 0, shareBasisPoints: 0 };
    const before = settledFor.get(key) ?? { orders: 0, sales: 0, gst: 0, share: 0 };
    const difference = {
      orders: now.orders - before.orders,
      sales: now.sales - before.sales,
      gst: now.gst - before.gst,
      share: now.share - before.share,
    };
    if (difference.orders === 0 && difference.sales === 0 && difference.gst === 0 && difference.share === 0) continue;
    pending.push({
      agentId: Number(agent),
      month: nextOpenMonth(month, settledMonths),
      forMonth: month,
      shareBasisPoints: now.shareBasisPoints,
      ...difference,
    });
  }
  return { estimates, settled, adjusted, settledMonths, pending };
}

async function agentShareRows(db: Database, timeZone: string, today: string, filters: ShareFilters) {
  const [book, names] = await Promise.all([
    shareBook(db, timeZone, filters.agentId),
    db.select({ id: agents.id, name: agents.name }).from(agents),
  ]);
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const estimateOf = new Map(book.estimates.map((row) => [keyOf(row.agentId, row.month), row]));
  const thisMonth = today.slice(0, 7);
  const base = (agentId: number, month: string, adjustsMonth: string | null) => ({
    shareId: adjustsMonth === null ? `${agentId}-${month}` : `${agentId}-${month}-${adjustsMonth}`,
    agentId,
    agentName: nameOf.get(agentId) ?? '',
    month,
    adjustsMonth,
  });
  const settled = (row: { settledBy: string | null; settledAt: Date }) => ({
    state: shareMonthStates.settled,
    settledBy: row.settledBy,
    settledTime: row.settledAt.toISOString(),
  });
  const estimated = { state: shareMonthStates.estimated, settledBy: null, settledTime: null };
  const rows: AgentShare[] = [
    // A settled month shows what was settled (an agent settled only for adjustments has no own row).
    ...book.settled
      .filter((row) => row.orders !== 0 || row.sales !== 0 || row.gst !== 0 || row.share !== 0)
      .map((row) => ({
        ...base(row.agentId, row.month, null),
        orders: row.orders,
        sales: row.sales,
        gst: row.gst,
        // The rate as settled; for a month settled before it was kept, its orders' own.
        shareBasisPoints: row.shareBasisPoints ?? estimateOf.get(keyOf(row.agentId, row.month))?.shareBasisPoints ?? 0,
        share: row.share,
        ...settled(row),
      })),
    ...book.adjusted.map((row) => ({
      ...base(row.agentId, row.month, row.forMonth),
      orders: row.orders,
      sales: row.sales,
      gst: row.gst,
      shareBasisPoints: row.shareBasisPoints ?? 0,
      share: row.share,
      ...settled(row),
    })),
    ...book.estimates
      .filter((row) => !book.settledMonths.has(row.month) && row.month <= thisMonth)
      .map((row) => ({
        ...base(row.agentId, row.month, null),
        orders: row.orders,
        sales: row.sales,
        gst: row.gst,
        shareBasisPoints: row.shareBasisPoints,
        share: row.share,
        ...estimated,
      })),
    // What changed in a settled month since: booked in the first open month after it.
    ...book.pending.map((row) => ({
      ...base(row.agentId, row.month, row.forMonth),
      orders: row.orders,
      sales: row.sales,
      gst: row.gst,
      shareBasisPoints: row.shareBasisPoints,
      share: row.share,
      ...estimated,
    })),
  ].filter((row) => filters.month === undefined || row.month === filters.month);
  rows.sort(
    (a, b) =>
      b.month.localeCompare(a.month) ||
      a.agentName.localeCompare(b.agentName) ||
      a.agentId - b.agentId ||
      (a.adjustsMonth ?? '9999').localeCompare(b.adjustsMonth ?? '9999') * -1,
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
  NOTHING_TO_SETTLE: text(
    '该月份没有可结算的订单或调整',
    'That month has no completed orders or adjustments to settle',
  ),
} as const satisfies Record<string, Text>;

/**
 * The months that can be settled: ended, not settled, and holding completed orders of an
 * agent or an adjustment of an earlier settled month; newest first.
 */
export async function settleableMonths(db: Database | Transaction, timeZone: string, today: string) {
  const book = await shareBook(db, timeZone);
  const thisMonth = today.slice(0, 7);
  const months = new Set(
    [...book.estimates.map((row) => row.month), ...book.pending.map((row) => row.month)].filter(
      (month) => month < thisMonth && !book.settledMonths.has(month),
    ),
  );
  return [...months].sort().reverse();
}

/**
 * Settles a closed month, in the caller's transaction: each agent's estimate of the month and
 * the adjustments booked in it (changes to earlier settled months) are stored and credited to
 * its balance (ledger: the agent +share and ±adjustment, the platform the opposite). Refused
 * when the month has not ended, was settled already (share_settlements' unique index holds it
 * against two settlements at once) or has nothing to settle.
 */
export async function settleShareMonth(
  tx: Transaction,
  call: { month: string; timeZone: string; today: string; managerId: number | null; at: Date },
): Promise<
  | { ok: true; agents: number; share: number; adjustments: { agentId: number; forMonth: string; share: number }[] }
  | { ok: false; message: Text }
> {
  if (call.month >= call.today.slice(0, 7)) return { ok: false, message: ShareMessages.MONTH_OPEN };
  const [existing] = await tx
    .select({ id: shareSettlements.id })
    .from(shareSettlements)
    .where(eq(shareSettlements.month, call.month))
    .limit(1);
  if (existing) return { ok: false, message: ShareMessages.ALREADY_SETTLED };
  const { currency } = await readMoneySettings(tx);
  const book = await shareBook(tx, call.timeZone);
  const own = book.estimates.filter((row) => row.month === call.month);
  const adjustments = book.pending.filter((row) => row.month === call.month);
  if (own.length === 0 && adjustments.length === 0) return { ok: false, message: ShareMessages.NOTHING_TO_SETTLE };
  const agentIds = [...new Set([...own.map((row) => row.agentId), ...adjustments.map((row) => row.agentId)])];
  let total = 0;
  for (const agentId of agentIds) {
    const estimate = own.find((row) => row.agentId === agentId);
    const settlement = insertedRow(
      await tx
        .insert(shareSettlements)
        .values({
          agentId,
          month: call.month,
          orders: estimate?.orders ?? 0,
          sales: estimate?.sales ?? 0,
          gst: estimate?.gst ?? 0,
          share: estimate?.share ?? 0,
          shareBasisPoints: estimate?.shareBasisPoints ?? null,
          currency,
          settledBy: call.managerId,
          settledAt: call.at,
        })
        .returning({ id: shareSettlements.id }),
    );
    const entry = { currency, settlementId: settlement.id, managerId: call.managerId, at: call.at };
    const post = async (kind: 'share' | 'shareAdjustment', amount: number, note: string | null) => {
      if (amount === 0) return;
      // A negative adjustment (a refund after the close) may take the agent below zero: money owed back.
      await recordEntryOrThrow(tx, {
        ...entry,
        kind,
        note,
        account: { kind: 'agent', id: agentId },
        amount,
        mayOverdraw: true,
      });
      await recordEntryOrThrow(tx, { ...entry, kind, note, account: { kind: 'platform' }, amount: -amount });
    };
    await post('share', estimate?.share ?? 0, null);
    total += estimate?.share ?? 0;
    for (const adjustment of adjustments.filter((row) => row.agentId === agentId)) {
      await tx.insert(shareAdjustments).values({
        settlementId: settlement.id,
        agentId,
        month: call.month,
        forMonth: adjustment.forMonth,
        orders: adjustment.orders,
        sales: adjustment.sales,
        gst: adjustment.gst,
        share: adjustment.share,
        shareBasisPoints: adjustment.shareBasisPoints,
        currency,
        settledBy: call.managerId,
        settledAt: call.at,
      });
      await post('shareAdjustment', adjustment.share, `调整 ${adjustment.forMonth}`);
      total += adjustment.share;
    }
  }
  return {
    ok: true,
    agents: agentIds.length,
    share: total,
    adjustments: adjustments.map(({ agentId, forMonth, share }) => ({ agentId, forMonth, share })),
  };
}

function shareColumns(unit: string): XlsxColumn<AgentShare>[] {
  return [
    { header: '月份', width: 10, value: (row) => row.month },
    { header: '代理商', width: 24, value: (row) => row.agentName },
    { header: '调整所属月份', width: 14, value: (row) => row.adjustsMonth ?? '' },
    { header: '完成订单数', width: 12, value: (row) => row.orders },
    { header: `销售额(${unit},含GST)`, width: 16, numberFormat: '0.00', value: (row) => majorUnits(row.sales) },
    { header: `GST(${unit})`, width: 12, numberFormat: '0.00', value: (row) => majorUnits(row.gst) },
    { header: '分成比例(%)', width: 12, numberFormat: '0.00', value: (row) => row.shareBasisPoints / 100 },
    { header: `分成金额(${unit})`, width: 14, numberFormat: '0.00', value: (row) => majorUnits(row.share) },
    {
      header: '状态',
      width: 8,
      value: (row) =>
        row.state === shareMonthStates.settled ? '已结算' : row.state === shareMonthStates.estimated ? '预估' : '',
    },
    { header: '结算人', width: 12, value: (row) => row.settledBy ?? '' },
  ];
}

/** The export's last row: the totals of every row above it; its state says 已结算 only when every row is. */
function shareTotalsRow(
  rows: readonly AgentShare[],
  totals: { orders: number; sales: number; gst: number; share: number },
): AgentShare {
  const allSettled = rows.length > 0 && rows.every((row) => row.state === shareMonthStates.settled);
  const allEstimated = rows.length > 0 && rows.every((row) => row.state === shareMonthStates.estimated);
  return {
    shareId: 'totals',
    agentId: 0,
    agentName: '',
    month: TOTALS_LABEL,
    adjustsMonth: null,
    ...totals,
    // A sum of rates means nothing: the totals row shows the rate of what the rows earned.
    shareBasisPoints:
      totals.sales - totals.gst > 0 ? Math.round((totals.share * 10_000) / (totals.sales - totals.gst)) : 0,
    state: allSettled ? shareMonthStates.settled : allEstimated ? shareMonthStates.estimated : 0,
    settledBy: null,
    settledTime: null,
  };
}

export const StatementMessages = {
  AGENT_NOT_FOUND: text('代理商不存在', 'The agent does not exist'),
} as const satisfies Record<string, Text>;

/**
 * An agent's statement, from its ledger entries (oldest first): opening balances, shares and
 * adjustments (with the month each settles or adjusts), withdrawals with their fee. Null for
 * an unknown agent.
 */
export async function agentStatement(db: Database, agentId: number) {
  const [agent] = await db.select({ id: agents.id, name: agents.name }).from(agents).where(eq(agents.id, agentId));
  if (!agent) return null;
  const rows = await db
    .select({
      entryId: ledgerEntries.id,
      at: ledgerEntries.at,
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      note: ledgerEntries.note,
      settledMonth: sql<
        string | null
      >`(select ${shareSettlements.month} from ${shareSettlements} where ${shareSettlements.id} = ${ledgerEntries.settlementId})`,
      fee: sql<number>`coalesce((select ${withdrawals.fee} from ${withdrawals} where ${withdrawals.id} = ${ledgerEntries.withdrawalId}), 0)`.mapWith(
        Number,
      ),
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountKind, ledgerAccounts.agent), eq(ledgerEntries.accountId, agentId)))
    .orderBy(ledgerEntries.at, ledgerEntries.id);
  const statementRows = rows.map((row) => ({
    entryId: row.entryId,
    time: row.at.toISOString(),
    kind: row.kind,
    // A share names the month it settles; an adjustment the month it belongs to (its note: 调整 YYYY-MM).
    month: row.kind === 'shareAdjustment' ? (row.note?.replace(/^调整 /, '') ?? null) : row.settledMonth,
    amount: row.amount,
    fee: row.kind === 'withdrawal' ? row.fee : 0,
    balanceAfter: row.balanceAfter ?? 0,
    note: row.note,
  }));
  const sumOf = (kinds: string[]) =>
    statementRows.filter((row) => kinds.includes(row.kind)).reduce((total, row) => total + row.amount, 0);
  return {
    agentId: agent.id,
    agentName: agent.name,
    opening: 0,
    rows: statementRows,
    totals: {
      shares: sumOf(['share']),
      adjustments: sumOf(['shareAdjustment']),
      withdrawals: sumOf(['withdrawal']),
      fees: statementRows.reduce((total, row) => total + row.fee, 0),
      closing: statementRows.at(-1)?.balanceAfter ?? 0,
    },
  };
}

type StatementRow = NonNullable<Awaited<ReturnType<typeof agentStatement>>>['rows'][number];

const statementKindWords: Record<string, string> = {
  opening: '期初余额',
  share: '分成结算',
  shareAdjustment: '分成调整',
  withdrawal: '提现',
};

function statementColumns(timeZone: string, unit: string): XlsxColumn<StatementRow>[] {
  return [
    {
      header: '时间',
      width: 20,
      value: (row) => (row.entryId === 0 ? '' : formatBusinessTime(new Date(row.time), timeZone)),
    },
    {
      header: '类型',
      width: 12,
      value: (row) => (row.entryId === 0 ? TOTALS_LABEL : (statementKindWords[row.kind] ?? row.kind)),
    },
    { header: '所属月份', width: 10, value: (row) => row.month ?? '' },
    { header: `金额(${unit})`, width: 14, numberFormat: '0.00', value: (row) => majorUnits(row.amount) },
    { header: `手续费(${unit})`, width: 12, numberFormat: '0.00', value: (row) => majorUnits(row.fee) },
    { header: `变动后余额(${unit})`, width: 16, numberFormat: '0.00', value: (row) => majorUnits(row.balanceAfter) },
    { header: '说明', width: 24, value: (row) => row.note ?? '' },
  ];
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
  /** The agent an administrator's account is linked to (an agent account), or null. */
  const agentOfAccount = async (managerId: number) =>
    (await db.select({ agentId: managers.agentId }).from(managers).where(eq(managers.id, managerId)))[0]?.agentId ??
    null;
  const agentVisible = (scope: DataScope, agentId: number) =>
    isInScope(db, agents, eq(agents.id, agentId), agentsInScope(scope, agents.id));
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
        // A rejected withdrawal moved no money: counted, its amount and fee not.
        scoped.totals(db, filters, {
          amount: sumOf(withdrawals.amount, ne(withdrawals.status, withdrawalFlow.values.rejected)),
          fee: sumOf(withdrawals.fee, ne(withdrawals.status, withdrawalFlow.values.rejected)),
        }),
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
        columns: withdrawalColumns(timeZone, currencyHeader((await readMoneySettings(db)).currency)),
        batches: list.in(scope).batches(db, filters, config.exportMaxRows),
      });
    },

    async transitWithdrawal({ withdrawalId, action, reason }, { manager, scope, audit, auditInside }) {
      // The review stays with the platform: an agent account never reviews a withdrawal, its own included.
      if ((await agentOfAccount(manager.managerId)) !== null)
        return coded(ResultCode.NO_PERMISSION, Messages.NO_PERMISSION);
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
          audit.after = {
            status: 'passed',
            balance,
            fee: withdrawal.fee,
            money: {
              amount: withdrawal.amount,
              currency: withdrawal.currency,
              account: 'agent',
              balanceBefore: balance + withdrawal.amount,
              balanceAfter: balance,
            } satisfies MoneyMoved,
          };
          return undefined;
        },
      });
    },

    async applyWithdrawal({ amount, bankName, bankAccount, accountHolder }, { manager, audit, auditInside }) {
      const agentId = await agentOfAccount(manager.managerId);
      if (agentId === null) return failure(FinanceMessages.ONLY_AGENT_ACCOUNTS);
      const at = now();
      return db.transaction(async (tx) => {
        // The agent's row locked: two applications at once queue, and each sees the other's amount.
        const [agent] = await tx
          .select({ balance: agents.balance })
          .from(agents)
          .where(eq(agents.id, agentId))
          .for('update');
        if (!agent) return failure(FinanceMessages.ONLY_AGENT_ACCOUNTS);
        const [pending] = await tx
          .select({ amount: sql<string>`coalesce(sum(${withdrawals.amount}), 0)`.mapWith(Number) })
          .from(withdrawals)
          .where(and(eq(withdrawals.agentId, agentId), eq(withdrawals.status, withdrawalFlow.values.underReview)));
        const available = agent.balance - (pending?.amount ?? 0);
        if (amount > available) return failure(FinanceMessages.MORE_THAN_CREDITED, 'amount');
        const { currency } = await readMoneySettings(tx);
        const created = insertedRow(
          await tx
            .insert(withdrawals)
            .values({ agentId, amount, fee: 0, currency, bankName, bankAccount, accountHolder, createdAt: at })
            .returning({ id: withdrawals.id }),
        );
        // The trail keeps the account masked, as every answer shows it.
        audit.after = {
          withdrawalId: created.id,
          agentId,
          amount,
          currency,
          available,
          bankAccount: maskAccount(bankAccount),
        };
        await auditInside(tx);
        return success({ withdrawalId: created.id });
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
          audit.after = {
            month,
            agents: settled.agents,
            share: settled.share,
            adjustments: settled.adjustments,
            money: {
              amount: Math.abs(settled.share),
              currency: (await readMoneySettings(tx)).currency,
              account: 'agent',
            } satisfies MoneyMoved,
          };
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
      const rows = withTotalsRow(allRows, config.exportMaxRows, shareTotalsRow(allRows, totals));
      const unit = currencyHeader((await readMoneySettings(db)).currency);
      return streamXlsx({
        reply,
        sheetName: '代理商分成列表',
        fileName: { ascii: `agent-shares-${date}.xlsx`, utf8: `代理商分成列表-${date}.xlsx` },
        columns: shareColumns(unit),
        batches: (async function* () {
          yield rows;
        })(),
      });
    },

    async getAgentShareMonthOptions() {
      const months = lastMonths(businessDate(now(), timeZone));
      return success({ rows: months.map((month) => ({ value: month, label: month })) });
    },

    async getAgentStatement({ agentId }, { scope }) {
      // An agent outside the caller's scope is not found, as everywhere (docs/SPECIFICATION.md §6).
      const statement = (await agentVisible(scope, agentId)) ? await agentStatement(db, agentId) : undefined;
      if (!statement) return failure(StatementMessages.AGENT_NOT_FOUND, 'agentId');
      return success(statement);
    },

    async getAgentStatementExcle({ agentId }, { reply, scope }) {
      const statement = (await agentVisible(scope, agentId)) ? await agentStatement(db, agentId) : undefined;
      if (!statement) return failure(StatementMessages.AGENT_NOT_FOUND, 'agentId');
      const date = businessDate(now(), timeZone);
      const unit = currencyHeader((await readMoneySettings(db)).currency);
      // The last row: the totals (the change of the balance over the rows, the fees, the closing balance).
      const totalsRow: StatementRow = {
        entryId: 0,
        time: '',
        kind: '',
        month: null,
        amount: statement.rows.reduce((total, row) => total + row.amount, 0),
        fee: statement.totals.fees,
        balanceAfter: statement.totals.closing,
        note: null,
      };
      return streamXlsx({
        reply,
        sheetName: '代理商对账单',
        fileName: {
          ascii: `agent-statement-${agentId}-${date}.xlsx`,
          utf8: `代理商对账单-${statement.agentName}-${date}.xlsx`,
        },
        columns: statementColumns(timeZone, unit),
        batches: (async function* () {
          yield [...statement.rows, totalsRow];
        })(),
      });
    },

    async getSettleableShareMonths() {
      const months = await settleableMonths(db, timeZone, businessDate(now(), timeZone));
      return success({ rows: months.map((month) => ({ value: month, label: month })) });
    },
  };
}

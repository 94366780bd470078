import { z } from 'zod';
import { endpoint, xlsxFile } from '../endpoint';
import { dateRangeInOrder, dateRangeMessage, recordId } from '../fields';
import { flowTransitionRequest } from '../flowRequests';
import { withdrawalFlow } from '../statusFlows';
import { dateParam, instant, intParam, money, monthParam, pagedRows, pagingParams, textParam } from '../wire';

// Finance (财务管理): agents' withdrawals (提现记录) and agents' revenue share (代理商分成列表).

export const withdrawalFilters = {
  /** Part of the agent's name, the bank's name, the account holder or the account's last digits. */
  keyword: textParam(50).optional(),
  agentId: recordId.optional(),
  /** A state of the withdrawal flow, as its number. */
  status: intParam({ min: 1, max: 3 }).optional(),
  /** Date range of the application, inclusive, in the business time zone. */
  startTime: dateParam.optional(),
  endTime: dateParam.optional(),
};
export const withdrawalListRequest = z
  .strictObject({ ...withdrawalFilters, ...pagingParams })
  .refine(dateRangeInOrder, dateRangeMessage);
export const withdrawalExportRequest = z.strictObject(withdrawalFilters).refine(dateRangeInOrder, dateRangeMessage);

export const withdrawalRow = z.object({
  withdrawalId: z.int(),
  agentId: z.int(),
  agentName: z.string(),
  /** What the agent takes out of its balance, in minor units. */
  amount: money,
  /** What the transfer costs the agent, in minor units. */
  fee: money,
  bankName: z.string(),
  /** The account number masked (`6222 **** **** 1234`): the whole number never leaves the server. */
  bankAccount: z.string(),
  accountHolder: z.string(),
  /**
   * The agent's balance now, in minor units: under review, what an approval takes the amount
   * from (balance before), so the approval can say the balance after.
   */
  agentBalance: money,
  status: z.int(),
  /** When the agent applied. */
  createTime: instant,
  /** Who reviewed it, when, and a rejection's reason; null while under review. */
  handledBy: z.string().nullable(),
  handledTime: instant.nullable(),
  rejectReason: z.string().nullable(),
});
export type WithdrawalRow = z.infer<typeof withdrawalRow>;

/** Of every withdrawal the filter matches, not only the page shown: the count of all, the money of those not rejected. */
export const withdrawalTotals = z.object({ count: z.int(), amount: money, fee: money });

export const transitWithdrawalRequest = flowTransitionRequest(withdrawalFlow, 'withdrawalId');

export const agentShareFilters = {
  agentId: recordId.optional(),
  month: monthParam.optional(),
};
export const agentShareListRequest = z.strictObject({ ...agentShareFilters, ...pagingParams });
export const agentShareExportRequest = z.strictObject(agentShareFilters);

/** One agent's share of one month, computed from the completed orders at its merchants' devices. */
export const agentShareRow = z.object({
  /** `<agentId>-<YYYY-MM>`, or `<agentId>-<YYYY-MM>-<adjusted YYYY-MM>` for an adjustment: names the row. */
  shareId: z.string(),
  agentId: z.int(),
  agentName: z.string(),
  month: z.string(),
  /**
   * Period close: null for the month's own orders; for an adjustment, the settled month it
   * belongs to (what that month's orders earn now less what was settled for it, booked in the
   * first open month after it). Its figures are differences and may be negative.
   */
  adjustsMonth: z.string().nullable(),
  /** Completed orders at the devices of the agent's merchants in that month. */
  orders: z.int(),
  /** What they sold, GST included, in minor units. */
  sales: money,
  /** The GST within the sales, in minor units. */
  gst: money,
  /** The share rate of the month's orders in basis points (3000 = 30 %): each order's own, weighted by what it earned; as settled, for a settled month. */
  shareBasisPoints: z.int(),
  /** round(Σ (sales − GST) × each order's recorded rate / 10000), in minor units. */
  share: money,
  /** shareMonthStates: 1 estimated (the month is open or not settled yet), 2 settled (stored, never changes). */
  state: z.int(),
  settledBy: z.string().nullable(),
  settledTime: instant.nullable(),
});
export type AgentShareRow = z.infer<typeof agentShareRow>;

/** Of every row the filter matches. */
export const agentShareTotals = z.object({ orders: z.int(), sales: money, gst: money, share: money });

export const monthOption = z.object({ value: z.string(), label: z.string() });

export const settleShareMonthRequest = z.strictObject({ month: monthParam });

/**
 * An agent's statement: every movement of its balance, oldest first — its opening balance,
 * each month's share and the adjustments of settled months, each withdrawal (with the fee the
 * platform kept of it) — with the balance after each.
 */
export const agentStatementRequest = z.strictObject({ agentId: recordId });
export const agentStatementRow = z.object({
  entryId: z.int(),
  time: instant,
  /** ledgerEntryKinds: opening, share, shareAdjustment, withdrawal. */
  kind: z.string(),
  /** The month a share settles, or the month an adjustment belongs to; null for the rest. */
  month: z.string().nullable(),
  /** Signed minor units: + into the balance, − out of it. */
  amount: money,
  /** A withdrawal's fee (kept by the platform: the agent received amount − fee); 0 for the rest. */
  fee: money,
  balanceAfter: money,
  note: z.string().nullable(),
});
export const agentStatement = z.object({
  agentId: z.int(),
  agentName: z.string(),
  /** The balance before the first row (0: an agent starts with nothing). */
  opening: money,
  rows: z.array(agentStatementRow),
  /** Σ of the rows by kind, and the balance after the last (the agent's balance). */
  totals: z.object({ shares: money, adjustments: money, withdrawals: money, fees: money, closing: money }),
});

export const financeEndpoints = {
  getAgentStatement: endpoint({
    method: 'GET',
    path: '/api/financial/back/divide/getAgentStatement',
    encoding: 'query',
    request: agentStatementRequest,
    data: agentStatement,
    menu: '代理商分成列表',
    summary:
      "An agent's statement: its opening balance, each month's share and adjustments, withdrawals and their fees, the balance after each, and the totals.",
  }),
  getAgentStatementExcle: endpoint({
    method: 'GET',
    path: '/api/financial/back/divide/getAgentStatementExcle',
    encoding: 'query',
    request: agentStatementRequest,
    data: xlsxFile,
    menu: '代理商分成列表',
    summary: "An agent's statement as an .xlsx file, ending with its totals row (合计).",
  }),
  getWithdrawalList: endpoint({
    method: 'GET',
    path: '/api/financial/back/income/getWithdrawalList',
    encoding: 'query',
    request: withdrawalListRequest,
    data: pagedRows(withdrawalRow).extend({ totals: withdrawalTotals }),
    menu: '提现记录',
    summary:
      'Agents’ withdrawals, newest first, filtered by keyword, agent, status and dates, with the totals of every matching row; account numbers masked.',
  }),
  getWithdrawalListExcle: endpoint({
    method: 'GET',
    path: '/api/financial/back/income/getWithdrawalListExcle',
    encoding: 'query',
    request: withdrawalExportRequest,
    data: xlsxFile,
    menu: '提现记录',
    summary: 'The filtered withdrawal list as an .xlsx file (account numbers masked).',
  }),
  transitWithdrawal: endpoint({
    method: 'POST',
    path: '/api/financial/back/income/transitWithdrawal',
    encoding: 'form',
    request: transitWithdrawalRequest,
    data: z.null(),
    menu: '提现记录',
    summary:
      "Approve a withdrawal under review (its amount leaves the agent's balance, refused when the balance does not hold it) or reject it with a reason.",
  }),
  getAgentShareList: endpoint({
    method: 'GET',
    path: '/api/financial/back/divide/getAgentShareList',
    encoding: 'query',
    request: agentShareListRequest,
    data: pagedRows(agentShareRow).extend({ totals: agentShareTotals }),
    menu: '代理商分成列表',
    summary:
      "Each agent's share of each month (newest month first), computed from the completed orders at its merchants' devices, with the totals of every matching row.",
  }),
  getAgentShareListExcle: endpoint({
    method: 'GET',
    path: '/api/financial/back/divide/getAgentShareListExcle',
    encoding: 'query',
    request: agentShareExportRequest,
    data: xlsxFile,
    menu: '代理商分成列表',
    summary: 'The filtered agent share list as an .xlsx file.',
  }),
  getAgentShareMonthOptions: endpoint({
    method: 'GET',
    path: '/api/financial/back/divide/getAgentShareMonthOptions',
    encoding: 'query',
    request: z.strictObject({}),
    data: z.object({ rows: z.array(monthOption) }),
    menu: '代理商分成列表',
    summary: 'The last 12 months of the business calendar, newest first, for filtering the share list.',
  }),
  getSettleableShareMonths: endpoint({
    method: 'GET',
    path: '/api/financial/back/divide/getSettleableShareMonths',
    encoding: 'query',
    request: z.strictObject({}),
    data: z.object({ rows: z.array(monthOption) }),
    menu: '代理商分成列表',
    summary:
      'The months the settle dialog offers: ended, not settled, with completed orders or adjustments to settle, newest first.',
  }),
  settleAgentShareMonth: endpoint({
    method: 'POST',
    path: '/api/financial/back/divide/settleAgentShareMonth',
    encoding: 'form',
    request: settleShareMonthRequest,
    data: z.object({ agents: z.int(), share: money }),
    menu: '代理商分成列表',
    summary:
      "Settle a closed month: each agent's share and the adjustments of earlier settled months booked in it are stored and credited to its balance by ledger entries, in one transaction; a month settles once; a month with nothing to settle is refused.",
  }),
} as const;

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

/**
 * An agent account's own application (代理商账号): for its own agent, never another's, so it
 * names none. Only credited money can be asked for: the amount is at most the agent's balance
 * less what its withdrawals under review already ask for. The platform reviews it
 * (`transitWithdrawal`).
 */
export const applyWithdrawalRequest = z.strictObject({
  /** Minor units, at least 1 (¥0.01). */
  amount: z.coerce
    .number()
    .int('must be a whole number of minor units')
    .min(1, 'must be greater than zero')
    .max(100_000_000),
  bankName: textParam(50),
  /** The account number: digits, spaces allowed between them. */
  bankAccount: z
    .string()
    .trim()
    .regex(/^\d[\d ]{6,38}\d$/, 'must be 8 or more digits'),
  accountHolder: textParam(32),
});

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

/**
 * Cashless reconciliation (渠道对账): a payment channel's daily statement, imported as CSV
 * (docs/MONEY.md states the format), matched against the orders that channel was paid by.
 * An outcome per transaction: 1 matched, 2 in the statement only (no order of ours), 3 in our
 * orders only (not in the channel's statement), 4 the amounts differ.
 */
export const reconciliationOutcomes = { matched: 1, statementOnly: 2, ordersOnly: 3, amountDiffers: 4 } as const;

/** The channels whose statements can be imported: orderPaymentMethods' WeChat Pay and Alipay. */
export const reconciledChannels = [1, 2] as const;

export const importChannelStatementRequest = z.strictObject({
  /** orderPaymentMethods' number: 1 WeChat Pay, 2 Alipay. */
  channel: intParam({ min: 1, max: 2 }),
  /** The statement's CSV text (UTF-8), at most 2,000,000 characters. */
  content: z.string().min(1).max(2_000_000),
});
export const channelStatementImported = z.object({
  statementId: z.int(),
  channel: z.int(),
  /** The business day the statement covers (YYYY-MM-DD). */
  day: z.string(),
  lines: z.int(),
  matched: z.int(),
  statementOnly: z.int(),
  ordersOnly: z.int(),
  amountDiffers: z.int(),
  /** The channel's fees of the day, booked as the platform's expense. */
  fee: money,
});

export const reconciliationFilters = {
  channel: intParam({ min: 1, max: 2 }).optional(),
  /** An outcome's number (reconciliationOutcomes). */
  outcome: intParam({ min: 1, max: 4 }).optional(),
  /** The statements' business days, inclusive. */
  startTime: dateParam.optional(),
  endTime: dateParam.optional(),
};
export const reconciliationListRequest = z
  .strictObject({ ...reconciliationFilters, ...pagingParams })
  .refine(dateRangeInOrder, dateRangeMessage);

export const reconciliationRow = z.object({
  /** `<statementId>-s<line>` for a statement's line, `<statementId>-o<orderId>` for an order missing from it. */
  rowId: z.string(),
  statementId: z.int(),
  channel: z.int(),
  day: z.string(),
  outcome: z.int(),
  /** The channel's transaction id (from the statement, or the order's own). */
  transactionId: z.string(),
  orderId: z.int().nullable(),
  orderNo: z.string().nullable(),
  /** What the statement says was paid; null for an order missing from it. */
  statementAmount: money.nullable(),
  /** What the order was paid; null for a line with no order of ours. */
  orderAmount: money.nullable(),
  /** The channel's fee of the line (0 for an order missing from the statement). */
  fee: money,
  /** The statement's time of the transaction, or the order's payment. */
  time: instant,
});
export type ReconciliationRow = z.infer<typeof reconciliationRow>;
/** Of every row the filter matches: the count of each outcome, and the fees. */
export const reconciliationTotals = z.object({
  count: z.int(),
  matched: z.int(),
  statementOnly: z.int(),
  ordersOnly: z.int(),
  amountDiffers: z.int(),
  fee: money,
});

/**
 * The platform account's statement (平台对账单) of a period (business days, inclusive; at most 366;
 * without dates, every entry): the platform's ledger entries in it, oldest first, each with the
 * balance after it — the opening balance (every entry before the period) plus the entries up to
 * it — and the totals: the opening, what each kind of movement brought in or took out, and the
 * closing balance (opening + the period's entries). The ledger's own figures (docs/MONEY.md).
 */
export const platformStatementFilters = { startTime: dateParam.optional(), endTime: dateParam.optional() };
export const platformStatementRequest = z
  .strictObject({ ...platformStatementFilters, ...pagingParams })
  .refine(dateRangeInOrder, dateRangeMessage);
export const platformStatementExportRequest = z
  .strictObject(platformStatementFilters)
  .refine(dateRangeInOrder, dateRangeMessage);
export const platformStatementRow = z.object({
  entryId: z.int(),
  time: instant,
  /** ledgerEntryKinds: orderPayment, orderRefund, recharge, rechargeRefund, share, shareAdjustment, withdrawal, withdrawalFee, channelFee. */
  kind: z.string(),
  /** Signed minor units: + into the platform's takings, − out of them. */
  amount: money,
  /** The order it belongs to, if any. */
  orderNo: z.string().nullable(),
  note: z.string().nullable(),
  /** The platform's balance after the entry (the opening plus every entry up to this one). */
  balanceAfter: money,
});
export type PlatformStatementRow = z.infer<typeof platformStatementRow>;
/** Of the whole period (not only the page): the count, the opening, Σ by kind, the closing. */
export const platformStatementTotals = z.object({
  count: z.int(),
  opening: money,
  orderPayment: money,
  orderRefund: money,
  recharge: money,
  rechargeRefund: money,
  share: money,
  shareAdjustment: money,
  withdrawal: money,
  withdrawalFee: money,
  channelFee: money,
  closing: money,
});

export const financeEndpoints = {
  importChannelStatement: endpoint({
    method: 'POST',
    path: '/api/financial/back/reconciliation/importChannelStatement',
    encoding: 'form',
    request: importChannelStatementRequest,
    data: channelStatementImported,
    menu: '渠道对账',
    summary:
      "Import a payment channel's daily statement (CSV: transaction id, amount, fee, time; one business day) and match it against the orders paid by that channel; its fees are booked as the platform's expense. A day imports once per channel; a malformed line is refused naming it, and nothing is stored.",
  }),
  getChannelReconciliation: endpoint({
    method: 'GET',
    path: '/api/financial/back/reconciliation/getChannelReconciliation',
    encoding: 'query',
    request: reconciliationListRequest,
    data: pagedRows(reconciliationRow).extend({ totals: reconciliationTotals }),
    menu: '渠道对账',
    summary:
      "The imported statements' transactions against the orders: matched, in the statement only, in the orders only, amounts differ; filtered by channel, outcome and day, mismatches first, with the totals of every matching row.",
  }),
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
  getPlatformStatement: endpoint({
    method: 'GET',
    path: '/api/financial/back/statement/getPlatformStatement',
    encoding: 'query',
    request: platformStatementRequest,
    data: pagedRows(platformStatementRow).extend({ totals: platformStatementTotals }),
    menu: '平台对账单',
    summary:
      "The platform account's statement of a period: its ledger entries oldest first with the balance after each, and the totals (opening, each kind of movement, closing).",
  }),
  getPlatformStatementExcle: endpoint({
    method: 'GET',
    path: '/api/financial/back/statement/getPlatformStatementExcle',
    encoding: 'query',
    request: platformStatementExportRequest,
    data: xlsxFile,
    menu: '平台对账单',
    summary:
      "The platform account's statement of a period as an .xlsx file: its entries, then a row for the opening, each kind's total and the closing.",
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
  applyWithdrawal: endpoint({
    method: 'POST',
    path: '/api/financial/back/income/applyWithdrawal',
    encoding: 'form',
    request: applyWithdrawalRequest,
    data: z.object({ withdrawalId: z.int() }),
    menu: '提现记录',
    summary:
      "An agent account applies for a withdrawal of its own agent's credited balance (at most the balance less the withdrawals under review); it waits under review for the platform. Refused to an account not linked to an agent.",
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

import { z } from 'zod';
import { endpoint, xlsxFile } from '../endpoint';
import { dateRangeInOrder, dateRangeMessage, flagValue, recordId } from '../fields';
import { dateParam, flagParam, instant, money, pagedRows, pagingParams, textParam } from '../wire';

// Members: the spec's "users" of the admin-side user list (会员管理).

export const memberFilters = {
  /** Matches part of the name or of the phone number. */
  keyword: textParam(50).optional(),
  isFlag: flagParam.optional(),
  /** Registration date range, inclusive, in the business time zone. */
  startTime: dateParam.optional(),
  endTime: dateParam.optional(),
};

export const memberListRequest = z
  .strictObject({ ...memberFilters, ...pagingParams })
  .refine(dateRangeInOrder, dateRangeMessage);
export const memberExportRequest = z.strictObject(memberFilters).refine(dateRangeInOrder, dateRangeMessage);

export const member = z.object({
  userId: z.int(),
  nickName: z.string(),
  phone: z.string(),
  avatar: z.string().nullable(),
  /** Wallet balance in minor units. */
  balance: money,
  isFlag: flagValue,
  createTime: instant,
});
export type Member = z.infer<typeof member>;
export const memberPage = pagedRows(member);

export const memberFlagRequest = z.strictObject({ userId: recordId, isFlag: flagParam });

/** One ledger entry of a member's balance (docs/MONEY.md). */
export const ledgerEntry = z.object({
  entryId: z.int(),
  /** ledgerEntryKinds. */
  kind: z.string(),
  /** Signed, in minor units of `currency`. */
  amount: money,
  currency: z.string(),
  balanceAfter: money.nullable(),
  orderId: z.int().nullable(),
  orderNo: z.string().nullable(),
  rechargeId: z.int().nullable(),
  refundId: z.int().nullable(),
  note: z.string().nullable(),
  /** The administrator, or null for the member or the machine. */
  handledBy: z.string().nullable(),
  time: instant,
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const memberMoney = z.object({
  userId: z.int(),
  nickName: z.string(),
  phone: z.string(),
  isFlag: flagValue,
  createTime: instant,
  /** The sum of the ledger's entries. */
  balance: money,
  currency: z.string(),
  /** The newest orders and recharges (10 each). */
  orders: z.array(
    z.object({
      orderId: z.int(),
      orderNo: z.string(),
      amount: money,
      refunded: money,
      method: z.int(),
      status: z.int(),
      createTime: instant,
    }),
  ),
  recharges: z.array(
    z.object({ rechargeId: z.int(), amount: money, bonus: money, status: z.int(), createTime: instant }),
  ),
});
export type MemberMoney = z.infer<typeof memberMoney>;

export const memberLedgerRequest = z.strictObject({ userId: recordId, ...pagingParams });

/** A manual correction: signed minor units, never zero, and always a reason. */
export const adjustMemberBalanceRequest = z.strictObject({
  userId: recordId,
  amount: z.coerce
    .number()
    .int('must be a whole number of minor units')
    .min(-100_000_000)
    .max(100_000_000)
    .refine((amount) => amount !== 0, 'must not be zero'),
  reason: textParam(200),
});

/** A manual adjustment above the limit, waiting for a second administrator (docs/MONEY.md, controls). */
export const balanceAdjustmentStates = { pending: 1, approved: 2, rejected: 3 } as const;
export const balanceAdjustmentRequestRow = z.object({
  requestId: z.int(),
  userId: z.int(),
  /** Signed minor units, as asked. */
  amount: money,
  reason: z.string(),
  /** balanceAdjustmentStates. */
  status: z.int(),
  requestedBy: z.string().nullable(),
  requestTime: instant,
  decidedBy: z.string().nullable(),
  decidedTime: instant.nullable(),
});
export type BalanceAdjustmentRequestRow = z.infer<typeof balanceAdjustmentRequestRow>;
export const decideBalanceAdjustmentRequest = z.strictObject({
  requestId: recordId,
  action: z.enum(['approve', 'reject']),
});

export const memberEndpoints = {
  getUserList: endpoint({
    method: 'GET',
    path: '/api/sys-user/back/users/getUserList',
    encoding: 'query',
    request: memberListRequest,
    data: memberPage,
    menu: '会员列表',
    summary: 'Members, newest first, filtered by keyword, enabled flag and registration dates.',
  }),
  updateUserIsFlag: endpoint({
    method: 'POST',
    path: '/api/sys-user/back/users/updateUserIsFlag',
    encoding: 'form',
    request: memberFlagRequest,
    data: z.null(),
    menu: '会员列表',
    summary: 'Enable (1) or disable (0) a member.',
  }),
  getUserListExcle: endpoint({
    method: 'GET',
    path: '/api/sys-user/back/users/getUserListExcle',
    encoding: 'query',
    request: memberExportRequest,
    data: xlsxFile,
    menu: '会员列表',
    summary: 'The filtered member list as an .xlsx file.',
  }),
  getMemberMoney: endpoint({
    method: 'GET',
    path: '/api/sys-user/back/users/getMemberMoney',
    encoding: 'query',
    request: z.strictObject({ userId: recordId }),
    data: memberMoney,
    menu: '会员详情',
    summary: "A member's money: balance (the sum of its ledger), newest orders and recharges.",
  }),
  getMemberLedger: endpoint({
    method: 'GET',
    path: '/api/sys-user/back/users/getMemberLedger',
    encoding: 'query',
    request: memberLedgerRequest,
    data: pagedRows(ledgerEntry),
    menu: '会员详情',
    summary: "The ledger of a member's balance, newest first.",
  }),
  adjustMemberBalance: endpoint({
    method: 'POST',
    path: '/api/sys-user/back/users/adjustMemberBalance',
    encoding: 'form',
    request: adjustMemberBalanceRequest,
    data: z.object({
      balance: money,
      /** true: above the approval limit, recorded to wait for a second administrator; the balance has not moved. */
      pendingApproval: z.boolean(),
      requestId: z.int().nullable(),
    }),
    menu: '会员详情',
    summary:
      "Correct a member's balance by a signed amount with a required reason: a ledger entry and an audit record in one transaction; a balance never goes below zero. Above the approval limit (money settings) the adjustment waits for a second administrator.",
  }),
  getBalanceAdjustmentRequests: endpoint({
    method: 'GET',
    path: '/api/sys-user/back/users/getBalanceAdjustmentRequests',
    encoding: 'query',
    request: z.strictObject({ userId: recordId }),
    data: z.object({ rows: z.array(balanceAdjustmentRequestRow) }),
    menu: '会员详情',
    summary: "A member's manual adjustments above the approval limit, newest first, with who asked and who decided.",
  }),
  decideBalanceAdjustment: endpoint({
    method: 'POST',
    path: '/api/sys-user/back/users/decideBalanceAdjustment',
    encoding: 'form',
    request: decideBalanceAdjustmentRequest,
    data: z.object({ status: z.int(), balance: money }),
    menu: '会员详情',
    summary:
      'Approve (the ledger entry is written then, a balance never below zero) or reject an adjustment waiting for approval; refused to the administrator who asked for it.',
  }),
} as const;

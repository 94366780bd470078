import { z } from 'zod';
import { endpoint, xlsxFile } from '../endpoint';
import { dateRangeInOrder, dateRangeMessage } from '../fields';
import { flowTransitionRequest } from '../flowRequests';
import { rechargeFlow } from '../statusFlows';
import { dateParam, instant, intParam, money, pagedRows, pagingParams, textParam } from '../wire';

// Recharges (充值列表): members topping up their wallets, and staff refunding a top-up.

/** How a recharge was paid, and the number each is stored and sent as. */
export const paymentMethods = { wechat: 1, alipay: 2, bankCard: 3 } as const;
export type PaymentMethod = keyof typeof paymentMethods;

export const rechargeFilters = {
  /** Part of the member's name or phone, or of the transaction number. */
  keyword: textParam(50).optional(),
  /** A state of the recharge flow, as its number. */
  status: intParam({ min: 1, max: 4 }).optional(),
  /** A payment method, as its number (paymentMethods). */
  method: intParam({ min: 1, max: 3 }).optional(),
  /** Date range of the top-up, inclusive, in the business time zone. */
  startTime: dateParam.optional(),
  endTime: dateParam.optional(),
};
export const rechargeListRequest = z
  .strictObject({ ...rechargeFilters, ...pagingParams })
  .refine(dateRangeInOrder, dateRangeMessage);
export const rechargeExportRequest = z.strictObject(rechargeFilters).refine(dateRangeInOrder, dateRangeMessage);

export const rechargeRow = z.object({
  rechargeId: z.int(),
  userId: z.int(),
  nickName: z.string(),
  phone: z.string(),
  /** What the member paid, in minor units. */
  amount: money,
  /** What the top-up bonus list added, in minor units. */
  bonus: money,
  method: z.int(),
  status: z.int(),
  /** The payment provider's transaction number. */
  transactionNo: z.string(),
  createTime: instant,
  /** When the payment succeeded; null while pending or when it failed. */
  paidTime: instant.nullable(),
  /** Who refunded it, when and why; null until refunded. */
  handledBy: z.string().nullable(),
  handledTime: instant.nullable(),
  refundReason: z.string().nullable(),
});
export type RechargeRow = z.infer<typeof rechargeRow>;

/** Of every recharge the filter matches, not only the page shown. */
export const rechargeTotals = z.object({ count: z.int(), amount: money, bonus: money });

export const transitRechargeRequest = flowTransitionRequest(rechargeFlow, 'rechargeId');

export const rechargeEndpoints = {
  getRechargeList: endpoint({
    method: 'GET',
    path: '/api/sys-user/back/recharges/getRechargeList',
    encoding: 'query',
    request: rechargeListRequest,
    data: pagedRows(rechargeRow).extend({ totals: rechargeTotals }),
    menu: '充值列表',
    summary:
      'Recharges, newest first, filtered by member or transaction keyword, status, method and dates, with the totals of every matching row.',
  }),
  getRechargeListExcle: endpoint({
    method: 'GET',
    path: '/api/sys-user/back/recharges/getRechargeListExcle',
    encoding: 'query',
    request: rechargeExportRequest,
    data: xlsxFile,
    menu: '充值列表',
    summary: 'The filtered recharge list as an .xlsx file.',
  }),
  transitRecharge: endpoint({
    method: 'POST',
    path: '/api/sys-user/back/recharges/transitRecharge',
    encoding: 'form',
    request: transitRechargeRequest,
    data: z.null(),
    menu: '充值列表',
    summary:
      "Refund a succeeded recharge (with a reason): its amount and bonus leave the member's balance; any other move is refused.",
  }),
} as const;

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
} as const;

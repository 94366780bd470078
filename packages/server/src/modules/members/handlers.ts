import { eq } from 'drizzle-orm';
import { businessDate, formatBusinessTime } from '../../business-time';
import type { Handlers } from '../../http/api-routes';
import { Messages, success } from '../../http/envelope';
import { streamXlsx, type XlsxColumn } from '../../http/xlsx-download';
import { declareList, NO_DIMENSION } from '../../lists/declared-list';
import { enableDisableHandler } from '../../lists/enable-disable';
import { newestFirst } from '../../lists/keyset';
import { anyContainsIndexed } from '../../lists/search-grams';
import type { Services } from '../services';
import { currencyHeader, majorUnits, readMoneySettings } from '../settings';
import { members } from './tables';
import { businessDateRange } from '../../lists/date-range';

type MemberHandlers = Pick<Handlers, 'getUserList' | 'updateUserIsFlag' | 'getUserListExcle'>;

/**
 * The member list, newest first; the export reads the same filtered list, and an activity's
 * audience is the members its filters match.
 */
export function memberList(timeZone: string) {
  return declareList('getUserList', {
    from: members,
    dimension: NO_DIMENSION,
    select: {
      userId: members.id,
      nickName: members.nickName,
      phone: members.phone,
      avatar: members.avatar,
      balance: members.balance,
      isFlag: members.isFlag,
      createdAt: members.createdAt,
    },
    filters: {
      keyword: (keyword) => anyContainsIndexed(keyword, [members.nickName, members.phone]),
      isFlag: (isFlag) => eq(members.isFlag, isFlag),
      ...businessDateRange(members.createdAt, timeZone),
    },
    // members_created_at_idx: (created_at desc, id desc), nulls last.
    order: newestFirst(members.createdAt, members.id, { indexedNullsLast: true }),
    large: true,
  });
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof memberList>['page']>>['rows'][number];

function sheetColumns(timeZone: string, unit: string): XlsxColumn<MemberRow>[] {
  return [
    { header: '会员ID', width: 10, value: (row) => row.userId },
    { header: '昵称', width: 16, value: (row) => row.nickName },
    { header: '手机号', width: 16, value: (row) => row.phone },
    { header: `余额(${unit})`, width: 12, numberFormat: '0.00', value: (row) => majorUnits(row.balance) },
    { header: '状态', width: 8, value: (row) => (row.isFlag === 1 ? '启用' : '禁用') },
    { header: '注册时间', width: 20, value: (row) => formatBusinessTime(row.createdAt, timeZone) },
  ];
}

export function memberHandlers({ db, config, now }: Services): MemberHandlers {
  const timeZone = config.businessTimeZone;
  const list = memberList(timeZone);
  return {
    async getUserList(params) {
      const { rows, total } = await list.page(db, params);
      return success({
        // Field by field: a rest pattern (`{ createdAt, ...row }`) costs V8 a slow runtime
        // copy per row, a tenth of a millisecond per page of 20 (issue 13's profile).
        rows: rows.map((row) => ({
          userId: row.userId,
          nickName: row.nickName,
          phone: row.phone,
          avatar: row.avatar,
          balance: row.balance,
          isFlag: row.isFlag === 1 ? (1 as const) : (0 as const),
          createTime: row.createdAt.toISOString(),
        })),
        total,
      });
    },

    updateUserIsFlag: enableDisableHandler(db, {
      table: members,
      dimension: NO_DIMENSION,
      idParam: 'userId',
      notFound: Messages.MEMBER_NOT_FOUND,
    }),

    async getUserListExcle(filters, { reply }) {
      const date = businessDate(now(), timeZone);
      return streamXlsx({
        reply,
        sheetName: '会员列表',
        fileName: { ascii: `members-${date}.xlsx`, utf8: `会员列表-${date}.xlsx` },
        columns: sheetColumns(timeZone, currencyHeader((await readMoneySettings(db)).currency)),
        batches: list.batches(db, filters, config.exportMaxRows),
      });
    },
  };
}

import { PassThrough } from 'node:stream';
import { xlsxFile } from '@vending/contract';
import ExcelJS from 'exceljs';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { members } from '../db/schema';
import { failure, Messages, success } from '../http/envelope';
import type { Handlers } from '../http/api-routes';
import { addDays, businessDate, formatBusinessTime, startOfBusinessDay } from './business-time';
import type { Services } from './services';

type MemberHandlers = Pick<Handlers, 'getUserList' | 'updateUserIsFlag' | 'getUserListExcle'>;

interface MemberFilters {
  keyword?: string | undefined;
  isFlag?: 0 | 1 | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/** `%` and `_` in a keyword are searched for literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function memberConditions(filters: MemberFilters, timeZone: string): SQL | undefined {
  return and(
    filters.keyword
      ? or(
          ilike(members.nickName, containsPattern(filters.keyword)),
          ilike(members.phone, containsPattern(filters.keyword)),
        )
      : undefined,
    filters.isFlag === undefined ? undefined : eq(members.isFlag, filters.isFlag),
    filters.startTime ? gte(members.createdAt, startOfBusinessDay(filters.startTime, timeZone)) : undefined,
    filters.endTime ? lt(members.createdAt, startOfBusinessDay(addDays(filters.endTime, 1), timeZone)) : undefined,
  );
}

const memberColumns = {
  userId: members.id,
  nickName: members.nickName,
  phone: members.phone,
  avatar: members.avatar,
  balance: members.balance,
  isFlag: members.isFlag,
  createdAt: members.createdAt,
};

/**
 * A spreadsheet opens text beginning with = + - @ (or a tab / carriage return) as a
 * formula; a leading apostrophe keeps it text.
 */
export function spreadsheetSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 6266: an ASCII fallback name plus the UTF-8 one. */
function attachmentHeader(asciiName: string, utf8Name: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(utf8Name)}`;
}

const EXPORT_BATCH_ROWS = 5_000;

export function memberHandlers({ db, config, now }: Services): MemberHandlers {
  const timeZone = config.businessTimeZone;
  return {
    async getUserList({ page, size, ...filters }) {
      const where = memberConditions(filters, timeZone);
      const [rows, [total]] = await Promise.all([
        db
          .select(memberColumns)
          .from(members)
          .where(where)
          .orderBy(desc(members.createdAt), desc(members.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ value: count() }).from(members).where(where),
      ]);
      return success({
        rows: rows.map(({ createdAt, isFlag, ...row }) => ({
          ...row,
          isFlag: isFlag === 1 ? (1 as const) : (0 as const),
          createTime: createdAt.toISOString(),
        })),
        total: Number(total?.value ?? 0),
      });
    },

    async updateUserIsFlag({ userId, isFlag }) {
      const updated = await db
        .update(members)
        .set({ isFlag })
        .where(eq(members.id, userId))
        .returning({ id: members.id });
      return updated.length > 0 ? success(null) : failure(Messages.MEMBER_NOT_FOUND, 'userId');
    },

    async getUserListExcle(filters, { reply }) {
      const where = memberConditions(filters, timeZone);
      const output = new PassThrough();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: output,
        useStyles: true,
        useSharedStrings: false,
      });
      const sheet = workbook.addWorksheet('会员列表');
      sheet.columns = [
        { header: '会员ID', key: 'userId', width: 10 },
        { header: '昵称', key: 'nickName', width: 16 },
        { header: '手机号', key: 'phone', width: 16 },
        { header: '余额(元)', key: 'balance', width: 12, style: { numFmt: '0.00' } },
        { header: '状态', key: 'status', width: 8 },
        { header: '注册时间', key: 'createTime', width: 20 },
      ];
      const date = businessDate(now(), timeZone);
      reply
        .header('content-type', xlsxFile.mediaType)
        .header('content-disposition', attachmentHeader(`members-${date}.xlsx`, `会员列表-${date}.xlsx`));
      reply.send(output);
      try {
        // Rows are written batch by batch, so a large export never sits in memory whole.
        for (let offset = 0; offset < config.exportMaxRows; offset += EXPORT_BATCH_ROWS) {
          const batch = await db
            .select(memberColumns)
            .from(members)
            .where(where)
            .orderBy(desc(members.createdAt), desc(members.id))
            .limit(Math.min(EXPORT_BATCH_ROWS, config.exportMaxRows - offset))
            .offset(offset);
          for (const row of batch) {
            sheet
              .addRow({
                userId: row.userId,
                nickName: spreadsheetSafe(row.nickName),
                phone: spreadsheetSafe(row.phone),
                balance: row.balance / 100,
                status: row.isFlag === 1 ? '启用' : '禁用',
                createTime: formatBusinessTime(row.createdAt, timeZone),
              })
              .commit();
          }
          if (batch.length < EXPORT_BATCH_ROWS) break;
        }
        sheet.commit();
        await workbook.commit();
      } catch (error) {
        // The headers are gone already; a cut stream is the only way left to say it failed.
        reply.log.error(error, 'member export failed');
        output.destroy(error as Error);
      }
      return undefined;
    },
  };
}

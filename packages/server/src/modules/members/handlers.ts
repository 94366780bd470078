import { PassThrough, type Writable } from 'node:stream';
import { xlsxFile } from '@vending/contract';
import ExcelJS from 'exceljs';
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { addDays, businessDate, formatBusinessTime, startOfBusinessDay } from '../../business-time';
import { containsPattern } from '../../db/sql';
import type { Handlers } from '../../http/api-routes';
import { failure, Messages, success } from '../../http/envelope';
import type { Services } from '../services';
import { members } from './tables';

type MemberHandlers = Pick<Handlers, 'getUserList' | 'updateUserIsFlag' | 'getUserListExcle'>;

interface MemberFilters {
  keyword?: string | undefined;
  isFlag?: 0 | 1 | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
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

const EXPORT_BATCH_ROWS = 1_000;

/** Where an export batch ended: the last row's time as the database wrote it, and its id. */
interface ExportCursor {
  createdAt: string;
  id: number;
}

/**
 * Rows after the cursor in the list order (newest first, then highest id). The time is
 * carried as the database's text: a JS Date would cut microseconds and skip rows. Written as
 * a range on created_at plus a tie-break so that the (created_at desc, id desc) index serves it.
 */
function after(cursor: ExportCursor): SQL {
  const time = sql`${cursor.createdAt}::timestamptz`;
  return sql`(${members.createdAt} <= ${time} and (${members.createdAt} < ${time} or ${members.id} < ${cursor.id}))`;
}

/**
 * Resolves once the stream has taken what was written (at once, after one turn of the event
 * loop, when it is not full); rejects when it closes first, that is when the client left.
 * ExcelJS pushes rows on without waiting, so the export waits here between batches: the
 * database is read no faster than the client downloads.
 */
function drained(stream: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    if (stream.destroyed) return reject(new Error('the export was cancelled'));
    if (!stream.writableNeedDrain) return void setImmediate(resolve);
    const onDrain = () => {
      stream.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      stream.off('drain', onDrain);
      reject(new Error('the export was cancelled'));
    };
    stream.once('drain', onDrain).once('close', onClose);
  });
}

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
        // Batch by batch, each starting after the last row of the one before (keyset paging:
        // every batch is an index range, where OFFSET would re-read all the rows before it).
        let cursor: ExportCursor | undefined;
        for (let written = 0; written < config.exportMaxRows;) {
          const batch = await db
            .select({ ...memberColumns, cursorTime: sql<string>`${members.createdAt}::text` })
            .from(members)
            .where(cursor === undefined ? where : and(where, after(cursor)))
            .orderBy(desc(members.createdAt), desc(members.id))
            .limit(Math.min(EXPORT_BATCH_ROWS, config.exportMaxRows - written));
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
          written += batch.length;
          const last = batch.at(-1);
          if (last) cursor = { createdAt: last.cursorTime, id: last.userId };
          await drained(output);
          if (batch.length < EXPORT_BATCH_ROWS) break;
        }
        sheet.commit();
        await workbook.commit();
      } catch (error) {
        // The headers are gone already; a cut stream is the only way left to say it failed.
        if (!output.destroyed) reply.log.error(error, 'member export failed');
        output.destroy(error as Error);
      }
      return undefined;
    },
  };
}

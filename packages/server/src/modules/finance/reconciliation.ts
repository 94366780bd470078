import { paymentMethodTable, reconciliationOutcomes } from '@vending/contract';
import { and, asc, eq, gte, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { addDays, businessDate, startOfBusinessDay } from '../../business-time';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { insertedRow } from '../../db/inserted';
import type { Handlers } from '../../http/api-routes';
import { failure, success } from '../../http/envelope';
import { text, type Text } from '../../http/language';
import type { MoneyMoved } from '../audit';
import { recordEntryOrThrow } from '../ledger';
import { orders } from '../orders';
import { readMoneySettings } from '../settings';
import type { Services } from '../services';
import { channelStatementLines, channelStatements } from './tables';

/*
 * Cashless reconciliation (渠道对账, docs/MONEY.md): a payment channel's daily statement,
 * imported as CSV, matched against the orders that channel was paid by, on the channel's
 * transaction id the machine reported with the vend (`orders.channel_transaction_id`).
 */

export const ReconciliationMessages = {
  NO_HEADER: text(
    '对账单第 1 行应为表头，含交易单号、金额、手续费、交易时间四列',
    "The statement's first line must be its header naming the transaction id, amount, fee and time columns",
  ),
  EMPTY: text('对账单没有交易', 'The statement holds no transactions'),
  ALREADY_IMPORTED: text('该渠道该日的对账单已导入', "This channel's statement of that day has been imported already"),
} as const satisfies Record<string, Text>;

const badLine = (line: number) =>
  text(
    `对账单第 ${line} 行有误：交易单号为 1–64 位字母、数字、_ 或 -，金额大于 0、手续费不小于 0（最多两位小数），交易时间为 YYYY-MM-DD HH:mm:ss`,
    `Line ${line} of the statement is wrong: the transaction id is 1–64 letters, digits, _ or -, the amount above 0 and the fee at least 0 (at most two decimals), the time YYYY-MM-DD HH:mm:ss`,
  );
const otherDay = (line: number, day: string) =>
  text(
    `对账单第 ${line} 行不是 ${day} 的交易：一份对账单只含一天`,
    `Line ${line} of the statement is not of ${day}: a statement holds one day`,
  );
const repeatedLine = (line: number) =>
  text(`对账单第 ${line} 行的交易单号重复`, `Line ${line} of the statement repeats a transaction id`);

/** The header names each column may have (WeChat Pay's and Alipay's bills, or plain English). */
const COLUMN_NAMES = {
  transactionId: [
    '交易单号',
    '微信支付单号',
    '微信订单号',
    '支付宝交易号',
    'transaction_id',
    'transactionid',
    'transaction id',
  ],
  amount: ['金额', '交易金额', '订单金额', '应结订单金额', 'amount'],
  fee: ['手续费', '服务费', 'fee'],
  time: ['交易时间', '付款时间', 'time'],
} as const;
type Column = keyof typeof COLUMN_NAMES;

/** One CSV line's cells: commas split them, double quotes hold commas and "" a quote. */
export function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line.charAt(index);
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  // WeChat Pay's bills write each value after a backtick (`4200…) so that a spreadsheet keeps it as text.
  return cells.map((value) => value.trim().replace(/^`/, '').trim());
}

const MAJOR_UNITS = /^¥?(\d{1,7})(?:\.(\d{1,2}))?$/;
const minorUnits = (value: string) => {
  const match = MAJOR_UNITS.exec(value);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
};

/** An instant from `YYYY-MM-DD HH:mm:ss` (or `YYYY/MM/DD …`) on the business clock, or from ISO 8601 with an offset. */
export function statementTime(value: string, timeZone: string): Date | null {
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(wall).getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  // The zone's offset at that moment (twice: a guess near a change of offset settles on the second).
  const offsetAt = (instant: number) => {
    const parts: Record<string, string> = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(new Date(instant))
        .map((part) => [part.type, part.value]),
    );
    return (
      Date.UTC(
        Number(parts['year']),
        Number(parts['month']) - 1,
        Number(parts['day']),
        Number(parts['hour']),
        Number(parts['minute']),
        Number(parts['second']),
      ) - instant
    );
  };
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

export interface StatementLine {
  lineNo: number;
  transactionId: string;
  amount: number;
  fee: number;
  at: Date;
}

/**
 * A statement's CSV (docs/MONEY.md): a header naming the four columns (any order; more columns
 * are ignored), then one transaction a line, all of one business day. Answers the lines and
 * the day, or the refusal naming the first wrong line (lines counted from 1, the header's).
 */
export function parseStatement(
  content: string,
  timeZone: string,
): { ok: true; day: string; lines: StatementLine[] } | { ok: false; message: Text } {
  const rows = content
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line, index) => ({ lineNo: index + 1, line }))
    .filter(({ line }) => line.trim() !== '');
  const header = rows[0];
  if (!header || header.lineNo !== 1) return { ok: false, message: ReconciliationMessages.NO_HEADER };
  const names = csvCells(header.line).map((name) => name.toLowerCase());
  const position = {} as Record<Column, number>;
  for (const column of Object.keys(COLUMN_NAMES) as Column[]) {
    const found = names.findIndex((name) => (COLUMN_NAMES[column] as readonly string[]).includes(name));
    if (found < 0) return { ok: false, message: ReconciliationMessages.NO_HEADER };
    position[column] = found;
  }
  const lines: StatementLine[] = [];
  const seen = new Set<string>();
  let day: string | null = null;
  for (const { lineNo, line } of rows.slice(1)) {
    const cells = csvCells(line);
    const transactionId = cells[position.transactionId] ?? '';
    const amount = minorUnits(cells[position.amount] ?? '');
    const fee = minorUnits(cells[position.fee] ?? '');
    const at = statementTime(cells[position.time] ?? '', timeZone);
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(transactionId) || amount === null || amount <= 0 || fee === null || !at)
      return { ok: false, message: badLine(lineNo) };
    const lineDay = businessDate(at, timeZone);
    day ??= lineDay;
    if (lineDay !== day) return { ok: false, message: otherDay(lineNo, day) };
    if (seen.has(transactionId)) return { ok: false, message: repeatedLine(lineNo) };
    seen.add(transactionId);
    lines.push({ lineNo, transactionId, amount, fee, at });
  }
  if (day === null) return { ok: false, message: ReconciliationMessages.EMPTY };
  return { ok: true, day, lines };
}

export interface ReconciliationFilters {
  channel?: number | undefined;
  outcome?: number | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/**
 * Every transaction of the imported statements the filters match, against the orders: each
 * statement line matched to the order of that channel carrying its transaction id (matched, or
 * amounts differ) or to none (statement only); each order paid by the channel on the
 * statement's day whose transaction id no statement of the channel holds (orders only).
 * Mismatches first, then by day (newest first) and time.
 */
export async function reconciliationRows(db: Database, timeZone: string, filters: ReconciliationFilters) {
  const where: SQL[] = [];
  if (filters.channel !== undefined) where.push(eq(channelStatements.channel, filters.channel));
  if (filters.startTime) where.push(gte(channelStatements.day, filters.startTime));
  if (filters.endTime) where.push(lte(channelStatements.day, filters.endTime));
  const statements = await db
    .select()
    .from(channelStatements)
    .where(and(...where))
    .orderBy(asc(channelStatements.id));
  const rows: {
    rowId: string;
    statementId: number;
    channel: number;
    day: string;
    outcome: number;
    transactionId: string;
    orderId: number | null;
    orderNo: string | null;
    statementAmount: number | null;
    orderAmount: number | null;
    fee: number;
    time: string;
  }[] = [];
  for (const statement of statements) {
    const lines = await db
      .select({
        lineNo: channelStatementLines.lineNo,
        transactionId: channelStatementLines.transactionId,
        amount: channelStatementLines.amount,
        fee: channelStatementLines.fee,
        at: channelStatementLines.at,
        orderId: orders.id,
        orderNo: orders.orderNo,
        orderAmount: orders.amount,
      })
      .from(channelStatementLines)
      .leftJoin(
        orders,
        and(
          eq(orders.channelTransactionId, channelStatementLines.transactionId),
          eq(orders.paymentMethod, statement.channel),
        ),
      )
      .where(eq(channelStatementLines.statementId, statement.id))
      .orderBy(asc(channelStatementLines.lineNo));
    const base = { statementId: statement.id, channel: statement.channel, day: statement.day };
    for (const line of lines)
      rows.push({
        ...base,
        rowId: `${statement.id}-s${line.lineNo}`,
        outcome:
          line.orderId === null
            ? reconciliationOutcomes.statementOnly
            : line.orderAmount === line.amount
              ? reconciliationOutcomes.matched
              : reconciliationOutcomes.amountDiffers,
        transactionId: line.transactionId,
        orderId: line.orderId,
        orderNo: line.orderNo,
        statementAmount: line.amount,
        orderAmount: line.orderAmount,
        fee: line.fee,
        time: line.at.toISOString(),
      });
    // The channel's orders paid that day that no statement of the channel names.
    const missing = await db
      .select({
        orderId: orders.id,
        orderNo: orders.orderNo,
        amount: orders.amount,
        transactionId: orders.channelTransactionId,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .where(
        and(
          eq(orders.paymentMethod, statement.channel),
          isNotNull(orders.paidAt),
          gte(orders.paidAt, startOfBusinessDay(statement.day, timeZone)),
          lt(orders.paidAt, startOfBusinessDay(addDays(statement.day, 1), timeZone)),
          sql`not exists (select 1 from ${channelStatementLines} l join ${channelStatements} s on s.id = l.statement_id
            where s.channel = ${statement.channel} and l.transaction_id = ${orders.channelTransactionId})`,
        ),
      )
      .orderBy(asc(orders.paidAt), asc(orders.id));
    for (const order of missing)
      rows.push({
        ...base,
        rowId: `${statement.id}-o${order.orderId}`,
        outcome: reconciliationOutcomes.ordersOnly,
        transactionId: order.transactionId ?? '',
        orderId: order.orderId,
        orderNo: order.orderNo,
        statementAmount: null,
        orderAmount: order.amount,
        fee: 0,
        time: (order.paidAt ?? new Date(0)).toISOString(),
      });
  }
  const filtered = rows.filter((row) => filters.outcome === undefined || row.outcome === filters.outcome);
  const mismatch = (row: (typeof rows)[number]) => (row.outcome === reconciliationOutcomes.matched ? 1 : 0);
  filtered.sort(
    (a, b) =>
      mismatch(a) - mismatch(b) ||
      b.day.localeCompare(a.day) ||
      a.channel - b.channel ||
      a.time.localeCompare(b.time) ||
      a.rowId.localeCompare(b.rowId),
  );
  const count = (outcome: number) => filtered.filter((row) => row.outcome === outcome).length;
  return {
    rows: filtered,
    totals: {
      count: filtered.length,
      matched: count(reconciliationOutcomes.matched),
      statementOnly: count(reconciliationOutcomes.statementOnly),
      ordersOnly: count(reconciliationOutcomes.ordersOnly),
      amountDiffers: count(reconciliationOutcomes.amountDiffers),
      fee: filtered.reduce((total, row) => total + row.fee, 0),
    },
  };
}

const channelWord = (channel: number) => paymentMethodTable.find((method) => method.code === channel)?.zh ?? '';

export function reconciliationHandlers({
  db,
  now,
  config,
}: Services): Pick<Handlers, 'importChannelStatement' | 'getChannelReconciliation'> {
  const timeZone = config.businessTimeZone;
  return {
    async importChannelStatement({ channel, content }, { manager, audit, auditInside }) {
      const parsed = parseStatement(content, timeZone);
      if (!parsed.ok) return failure(parsed.message, 'content');
      const { day, lines } = parsed;
      const amount = lines.reduce((total, line) => total + line.amount, 0);
      const fee = lines.reduce((total, line) => total + line.fee, 0);
      const at = now();
      try {
        const statementId = await db.transaction(async (tx) => {
          const { currency } = await readMoneySettings(tx);
          const statement = insertedRow(
            await tx
              .insert(channelStatements)
              .values({
                channel,
                day,
                lines: lines.length,
                amount,
                fee,
                currency,
                importedBy: manager.managerId,
                importedAt: at,
              })
              .returning({ id: channelStatements.id }),
          );
          for (let index = 0; index < lines.length; index += 500)
            await tx
              .insert(channelStatementLines)
              .values(lines.slice(index, index + 500).map((line) => ({ ...line, statementId: statement.id })));
          // The day's fees: the platform's expense, one entry for the statement.
          if (fee > 0)
            await recordEntryOrThrow(tx, {
              account: { kind: 'platform' },
              amount: -fee,
              currency,
              kind: 'channelFee',
              managerId: manager.managerId,
              note: `${channelWord(channel)} ${day}`,
              at,
            });
          audit.after = {
            channel,
            day,
            lines: lines.length,
            amount,
            fee,
            money: { amount: fee, currency, account: 'platform' } satisfies MoneyMoved,
          };
          await auditInside(tx);
          return statement.id;
        });
        const { totals } = await reconciliationRows(db, timeZone, { channel, startTime: day, endTime: day });
        return success({
          statementId,
          channel,
          day,
          lines: lines.length,
          matched: totals.matched,
          statementOnly: totals.statementOnly,
          ordersOnly: totals.ordersOnly,
          amountDiffers: totals.amountDiffers,
          fee,
        });
      } catch (error) {
        if (isUniqueViolation(error, 'channel_statements_channel_day_idx'))
          return failure(ReconciliationMessages.ALREADY_IMPORTED, 'content');
        throw error;
      }
    },

    async getChannelReconciliation({ page, size, ...filters }) {
      const { rows, totals } = await reconciliationRows(db, timeZone, filters);
      return success({ rows: rows.slice((page - 1) * size, page * size), total: rows.length, totals });
    },
  };
}

import {
  ledgerAccounts,
  platformMovementKinds,
  platformMovementWords,
  type PlatformMovementKind,
} from '@vending/contract';
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import { businessDate, formatBusinessTime, startOfBusinessDay } from '../../business-time';
import type { Database } from '../../db/database';
import type { Handlers } from '../../http/api-routes';
import { success } from '../../http/envelope';
import { streamXlsx, type XlsxColumn } from '../../http/xlsx-download';
import { businessDateRange } from '../../lists/date-range';
import { TOTALS_LABEL } from '../../lists/totals';
import { ledgerEntries } from '../ledger';
import { orders } from '../orders';
import { currencyHeader, readMoneySettings } from '../settings';
import type { Services } from '../services';

/** The kinds of movement a platform entry records, in the statement's order (docs/MONEY.md). */
export const platformKinds = platformMovementKinds;
type PlatformKind = PlatformMovementKind;

/** The words of each kind in the export. */
const kindWords = platformMovementWords('zh');

interface Period {
  startTime?: string | undefined;
  endTime?: string | undefined;
}

const platformEntry = eq(ledgerEntries.accountKind, ledgerAccounts.platform);

function periodWhere(timeZone: string, period: Period): SQL | undefined {
  const range = businessDateRange(ledgerEntries.at, timeZone);
  return and(
    platformEntry,
    period.startTime ? range.startTime(period.startTime) : undefined,
    period.endTime ? range.endTime(period.endTime) : undefined,
  );
}

/**
 * The platform's statement of a period: the opening (every platform entry before it), Σ of the
 * period's entries by kind, the closing (opening + the period's entries), and the period's
 * entries oldest first (`limit`/`offset`: a page of them) each with the balance after it.
 */
export async function platformStatement(
  db: Database,
  timeZone: string,
  period: Period,
  page: { limit: number; offset: number },
) {
  const [before] = period.startTime
    ? await db
        .select({ amount: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
        .from(ledgerEntries)
        .where(and(platformEntry, lt(ledgerEntries.at, startOfBusinessDay(period.startTime, timeZone))))
    : [{ amount: 0 }];
  const opening = before?.amount ?? 0;
  const where = periodWhere(timeZone, period);
  const byKind = await db
    .select({
      kind: ledgerEntries.kind,
      count: sql<string>`count(*)`.mapWith(Number),
      amount: sql<string>`sum(${ledgerEntries.amount})`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(where)
    .groupBy(ledgerEntries.kind);
  const totals = {
    count: byKind.reduce((total, row) => total + row.count, 0),
    opening,
    ...(Object.fromEntries(
      platformKinds.map((kind) => [kind, byKind.find((row) => row.kind === kind)?.amount ?? 0]),
    ) as Record<PlatformKind, number>),
    closing: opening + byKind.reduce((total, row) => total + row.amount, 0),
  };
  // The running balance over the whole period, then the page of it.
  const running = db
    .select({
      entryId: ledgerEntries.id,
      at: ledgerEntries.at,
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      note: ledgerEntries.note,
      orderNo: orders.orderNo,
      balanceAfter:
        sql<string>`${opening}::bigint + sum(${ledgerEntries.amount}) over (order by ${ledgerEntries.at}, ${ledgerEntries.id})`.as(
          'balance_after',
        ),
    })
    .from(ledgerEntries)
    .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
    .where(where)
    .as('running');
  const rows = await db
    .select()
    .from(running)
    .orderBy(running.at, running.entryId)
    .limit(page.limit)
    .offset(page.offset);
  return {
    rows: rows.map((row) => ({
      entryId: row.entryId,
      time: row.at.toISOString(),
      kind: row.kind,
      amount: row.amount,
      orderNo: row.orderNo,
      note: row.note,
      balanceAfter: Number(row.balanceAfter),
    })),
    total: totals.count,
    totals,
  };
}

type StatementRow = Awaited<ReturnType<typeof platformStatement>>['rows'][number];
const yuan = (minorUnits: number) => minorUnits / 100;

export function platformStatementHandlers({
  db,
  now,
  config,
}: Services): Pick<Handlers, 'getPlatformStatement' | 'getPlatformStatementExcle'> {
  const timeZone = config.businessTimeZone;
  return {
    async getPlatformStatement({ page, size, ...period }) {
      return success(await platformStatement(db, timeZone, period, { limit: size, offset: (page - 1) * size }));
    },

    async getPlatformStatementExcle(period, { reply }) {
      const statement = await platformStatement(db, timeZone, period, { limit: config.exportMaxRows, offset: 0 });
      const unit = currencyHeader((await readMoneySettings(db)).currency);
      const date = businessDate(now(), timeZone);
      const { totals } = statement;
      // After the entries: the opening, each kind's total, the closing (合计 rows, no time).
      const summary = (label: string, amount: number, balance: number | null): StatementRow & { label: string } => ({
        entryId: 0,
        time: '',
        kind: '',
        amount,
        orderNo: null,
        note: null,
        balanceAfter: balance ?? Number.NaN,
        label,
      });
      const summaryRows = [
        summary(`${TOTALS_LABEL}：期初余额`, totals.opening, totals.opening),
        ...platformKinds.map((kind) => summary(`${TOTALS_LABEL}：${kindWords[kind]}`, totals[kind], null)),
        summary(`${TOTALS_LABEL}：期末余额`, totals.closing, totals.closing),
      ];
      const columns: XlsxColumn<StatementRow & { label?: string }>[] = [
        {
          header: '时间',
          width: 20,
          value: (row) => row.label ?? formatBusinessTime(new Date(row.time), timeZone),
        },
        {
          header: '类型',
          width: 12,
          value: (row) => (row.label ? '' : (kindWords[row.kind as PlatformKind] ?? row.kind)),
        },
        { header: '订单号', width: 18, value: (row) => row.orderNo ?? '' },
        { header: `金额(${unit})`, width: 14, numberFormat: '0.00', value: (row) => yuan(row.amount) },
        {
          header: `变动后余额(${unit})`,
          width: 16,
          numberFormat: '0.00',
          value: (row) => (Number.isNaN(row.balanceAfter) ? null : yuan(row.balanceAfter)),
        },
        { header: '说明', width: 24, value: (row) => row.note ?? '' },
      ];
      const range = `${period.startTime ?? ''}_${period.endTime ?? date}`;
      return streamXlsx({
        reply,
        sheetName: '平台对账单',
        fileName: { ascii: `platform-statement-${range}.xlsx`, utf8: `平台对账单-${range}.xlsx` },
        columns,
        batches: (async function* () {
          yield [...statement.rows, ...summaryRows];
        })(),
      });
    },
  };
}

import { z } from 'zod';
import { endpoint, xlsxFile } from '../endpoint';
import { dateRangeInOrder, dateRangeMessage } from '../fields';
import { dateParam, money } from '../wire';

// Reports (财务管理 › 销售报表): the sales of a period, grouped, beside the period before it.

/** What the sales report groups by; the first is the default. */
export const salesReportGroupings = ['device', 'merchant', 'agent', 'goods', 'hour', 'day'] as const;
export type SalesReportGrouping = (typeof salesReportGroupings)[number];

/** The longest period one report covers, in days (a year, leap day included). */
export const SALES_REPORT_MAX_DAYS = 366;

/** The refusal of a longer period (worded in both languages by the server's refusals). */
export const SALES_REPORT_SPAN_RULE = `must be at most ${SALES_REPORT_MAX_DAYS} days after startTime`;

const daysBetween = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;

export const salesReportRequest = z
  .strictObject({
    groupBy: z.enum(salesReportGroupings).default('device'),
    /** The period's first and last day, inclusive, in the business time zone. */
    startTime: dateParam,
    endTime: dateParam,
  })
  .refine(dateRangeInOrder, dateRangeMessage)
  .refine((request) => daysBetween(request.startTime, request.endTime) <= SALES_REPORT_MAX_DAYS, {
    message: SALES_REPORT_SPAN_RULE,
    path: ['endTime'],
  });

/**
 * The figures of some orders, by the one rule of received money (the order list's and the
 * dashboard's, orders/received.ts on the server): `received` is what paid orders brought in
 * less what refunds gave back, `orders` the paid orders, `average` received ÷ orders rounded
 * (0 without orders), `refunded` what refunds gave back.
 */
export const salesFigures = z.object({ received: money, orders: z.int(), average: money, refunded: money });
export type SalesFigures = z.infer<typeof salesFigures>;

export const salesReportRow = z.object({
  /** The group: a device, merchant, agent or goods id, `none` for orders without one, `00`–`23`, or a date. */
  key: z.string(),
  /** Its name as stored (a device's number and name, a merchant's, an agent's, a goods'); null for hours, days and `none`. */
  label: z.string().nullable(),
  current: salesFigures,
  /** The same group in the period before (for days, the day as far before as the period is long). */
  previous: salesFigures,
});
export type SalesReportRow = z.infer<typeof salesReportRow>;

export const salesReport = z.object({
  groupBy: z.enum(salesReportGroupings),
  period: z.object({ startTime: dateParam, endTime: dateParam }),
  /** The period of the same length that ends the day before `period` starts. */
  previousPeriod: z.object({ startTime: dateParam, endTime: dateParam }),
  /** Of every order of the period; by goods, an order of two goods counts once here and once under each. */
  current: salesFigures,
  previous: salesFigures,
  /** Largest `current.received` first; hours and days in their order, each present even without sales. */
  rows: z.array(salesReportRow),
});
export type SalesReport = z.infer<typeof salesReport>;

export const reportEndpoints = {
  getSalesReport: endpoint({
    method: 'GET',
    path: '/api/financial/back/report/getSalesReport',
    encoding: 'query',
    request: salesReportRequest,
    data: salesReport,
    menu: '销售报表',
    summary:
      "Money received, paid orders, the average order and refunds of a period, grouped by device, merchant, agent, goods, hour or day, beside the period of the same length before it; by the orders' own attribution.",
  }),
  getSalesReportExcle: endpoint({
    method: 'GET',
    path: '/api/financial/back/report/getSalesReportExcle',
    encoding: 'query',
    request: salesReportRequest,
    data: xlsxFile,
    menu: '销售报表',
    summary: 'The sales report as an .xlsx file, one row per group and a totals row.',
  }),
} as const;

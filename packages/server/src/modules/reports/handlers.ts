import type { SalesReport, SalesReportGrouping, SalesReportRow } from '@vending/contract';
import type { Handlers } from '../../http/api-routes';
import { success } from '../../http/envelope';
import { TOTALS_LABEL, withTotalsRow } from '../../lists/totals';
import { streamXlsx, type XlsxColumn } from '../../http/xlsx-download';
import type { Services } from '../services';
import { currencyHeader, majorUnits, readMoneySettings } from '../settings';
import { readSalesReport, UNATTRIBUTED } from './sales-report';

type ReportHandlers = Pick<Handlers, 'getSalesReport' | 'getSalesReportExcle'>;

/** The export's first column's header, by grouping. */
const groupHeaders: Record<SalesReportGrouping, string> = {
  device: '设备',
  merchant: '商户',
  agent: '代理商',
  goods: '商品',
  hour: '时段',
  day: '日期',
};

/** The change from the previous period in percent, or empty where there was nothing before. */
function changePercent(current: number, previous: number): number | null {
  return previous === 0 ? null : Math.round(((current - previous) * 10_000) / previous) / 100;
}

function groupName(row: SalesReportRow, groupBy: SalesReportGrouping): string {
  if (row.key === 'totals') return row.label ?? '';
  if (row.key === UNATTRIBUTED) return '未归属';
  if (groupBy === 'hour') return `${row.key}:00–${row.key}:59`;
  return row.label ?? row.key;
}

function reportColumns(groupBy: SalesReportGrouping, unit: string): XlsxColumn<SalesReportRow>[] {
  return [
    { header: groupHeaders[groupBy], width: 28, value: (row) => groupName(row, groupBy) },
    { header: `实收(${unit})`, width: 14, numberFormat: '0.00', value: (row) => majorUnits(row.current.received) },
    { header: '订单数', width: 10, value: (row) => row.current.orders },
    { header: `客单价(${unit})`, width: 12, numberFormat: '0.00', value: (row) => majorUnits(row.current.average) },
    { header: `退款(${unit})`, width: 12, numberFormat: '0.00', value: (row) => majorUnits(row.current.refunded) },
    { header: `上期实收(${unit})`, width: 14, numberFormat: '0.00', value: (row) => majorUnits(row.previous.received) },
    { header: '上期订单数', width: 12, value: (row) => row.previous.orders },
    {
      header: '实收环比(%)',
      width: 12,
      numberFormat: '0.00',
      value: (row) => changePercent(row.current.received, row.previous.received),
    },
  ];
}

/** The export's last row: the figures of every order of the period (by goods, not the rows' sum of orders). */
function totalsRow(report: SalesReport): SalesReportRow {
  return { key: 'totals', label: TOTALS_LABEL, current: report.current, previous: report.previous };
}

export function reportHandlers({ db, config }: Services): ReportHandlers {
  const timeZone = config.businessTimeZone;
  return {
    async getSalesReport(request, { scope }) {
      return success(await readSalesReport(db, timeZone, request, scope));
    },

    async getSalesReportExcle(request, { reply, scope }) {
      const report = await readSalesReport(db, timeZone, request, scope);
      const { startTime, endTime } = report.period;
      const rows = withTotalsRow(report.rows, config.exportMaxRows, totalsRow(report));
      return streamXlsx({
        reply,
        sheetName: '销售报表',
        // Each grouping its own file name (issue 41): 销售报表-按商户-2026-11-01-2026-11-07.xlsx.
        fileName: {
          ascii: `sales-report-by-${report.groupBy}-${startTime}-${endTime}.xlsx`,
          utf8: `销售报表-按${groupHeaders[report.groupBy]}-${startTime}-${endTime}.xlsx`,
        },
        // The sheet says what it is, as the page does: the grouping, the period and the one before.
        title: [
          `销售报表 · 按${groupHeaders[report.groupBy]}`,
          `统计期间：${startTime} 至 ${endTime}（上期：${report.previousPeriod.startTime} 至 ${report.previousPeriod.endTime}）`,
        ],
        columns: reportColumns(report.groupBy, currencyHeader((await readMoneySettings(db)).currency)),
        batches: (async function* () {
          yield rows;
        })(),
      });
    },
  };
}

import {
  salesReportGroupings,
  type SalesFigures,
  type SalesReportGrouping,
  type SalesReportRow,
} from '@vending/contract';
import {
  Button,
  Card,
  Chart,
  DataTable,
  DateRangePicker,
  Select,
  StatCard,
  formatDay,
  todayInDisplayZone,
  formatMoney,
  moneyColumn,
  parseDay,
  textColumn,
  type StatTrend,
} from '@vending/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { registerPageWords } from '../../i18n/pageWords';
import { CallFallback } from '../../lib/CallFallback';
import { ExportButton } from '../../lib/resource/ExportButton';
import { useCall } from '../../lib/useCall';
import { useCurrency } from '../../stores/moneyStore';
import { currencyUnit } from '@vending/contract/money';
import { financeWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(financeWords);

/** The chart shows this many groups (the largest); the table shows them all. */
const CHART_GROUPS = 10;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The quick periods, each from today (the business's calendar day, not the browser's: format/timeZone.ts). */
const quickPeriods = {
  today: (today: Date) => [today, today],
  last7Days: (today: Date) => [addDays(today, -6), today],
  thisMonth: (today: Date) => [new Date(today.getFullYear(), today.getMonth(), 1), today],
  lastMonth: (today: Date) => [
    new Date(today.getFullYear(), today.getMonth() - 1, 1),
    new Date(today.getFullYear(), today.getMonth(), 0),
  ],
} satisfies Record<string, (today: Date) => [Date, Date]>;
type QuickPeriod = keyof typeof quickPeriods;

function addDays(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
}

/** The report asked for by the URL (so a link, the dashboard's among them, opens a chosen report); this month by default. */
function requestOf(search: URLSearchParams) {
  const groupBy = search.get('groupBy');
  const startTime = search.get('startTime') ?? '';
  const endTime = search.get('endTime') ?? '';
  const [monthStart, today] = quickPeriods.thisMonth(todayInDisplayZone());
  const datesGiven = DAY_PATTERN.test(startTime) && DAY_PATTERN.test(endTime);
  return {
    groupBy: (salesReportGroupings as readonly string[]).includes(groupBy ?? '')
      ? (groupBy as SalesReportGrouping)
      : salesReportGroupings[0],
    startTime: datesGiven ? startTime : formatDay(monthStart),
    endTime: datesGiven ? endTime : formatDay(today),
  };
}

/** The change from before as a trend, or none where there was nothing before. */
function trendOf(current: number, previous: number, label: string): StatTrend | undefined {
  if (previous === 0 || current === previous) return undefined;
  const percent = (Math.abs(current - previous) * 100) / previous;
  return { direction: current > previous ? 'up' : 'down', value: `${percent.toFixed(1)}%`, label };
}

/**
 * The change from before as a person reads it: 新增 (new) where there was nothing before, not
 * +∞; a multiple from ten times up (26.3 倍), not +2533.3%; else the percentage.
 */
export function changeText(current: number, previous: number, t: TFunction): string {
  if (previous === 0) return current === 0 ? '—' : t('salesReport.changeNew');
  if (current / previous >= 10) return t('salesReport.changeTimes', { times: (current / previous).toFixed(1) });
  const percent = ((current - previous) * 100) / previous;
  return `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`;
}

function groupName(row: SalesReportRow, groupBy: SalesReportGrouping, t: TFunction): string {
  if (row.key === 'none') return t('salesReport.unattributed');
  if (groupBy === 'hour') return t('salesReport.hourRange', { hour: row.key });
  return row.label ?? row.key;
}

/**
 * 销售报表: the money received, paid orders, average order and refunds of a period, grouped
 * by device, merchant, agent, goods, hour or day, beside the period of the same length
 * before it; the figures by the order list's own rule, the groups by what each order recorded.
 * The choice lives in the URL; the export is the same report with a totals row.
 */
export default function SalesReportPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const currency = useCurrency();
  const [search, setSearch] = useSearchParams();
  const request = requestOf(search);
  const [periodStart, periodEnd] = [parseDay(request.startTime), parseDay(request.endTime)];
  const periodRange = periodStart && periodEnd ? { from: periodStart, to: periodEnd } : null;
  const report = useCall('getSalesReport', request);
  const data = report.data;

  const choose = (change: Partial<typeof request>) => setSearch({ ...request, ...change }, { replace: true });
  const chooseQuick = (quick: QuickPeriod) => {
    const [start, end] = quickPeriods[quick](todayInDisplayZone());
    choose({ startTime: formatDay(start), endTime: formatDay(end) });
  };

  const money = (amount: number) => formatMoney(amount, currency);
  const previousLabel = data
    ? t('salesReport.versusPrevious', { start: data.previousPeriod.startTime, end: data.previousPeriod.endTime })
    : '';
  const stat = (field: keyof SalesFigures, value: (figures: SalesFigures) => string, goodDirection?: 'down') =>
    data ? (
      <StatCard
        label={t(`salesReport.figures.${field}`)}
        value={value(data.current)}
        trend={trendOf(data.current[field], data.previous[field], previousLabel)}
        goodDirection={goodDirection ?? 'up'}
        footer={t('salesReport.previousValue', { value: value(data.previous) })}
      />
    ) : null;

  const groupBy = data?.groupBy ?? request.groupBy;
  const timeline = groupBy === 'hour' || groupBy === 'day';
  const chartRows = data ? (timeline ? data.rows : data.rows.slice(0, CHART_GROUPS)) : [];
  const hasSales = data ? data.rows.some((row) => row.current.orders > 0 || row.previous.orders > 0) : false;
  const groupColumn = t(`salesReport.columns.${groupBy}`);
  const chartTitle = t('salesReport.chartTitle', {
    grouping: t(`salesReport.groupings.${groupBy}`),
    unit: currencyUnit(currency, language),
  });
  const columns = [
    textColumn<SalesReportRow>({
      id: 'group',
      header: groupColumn,
      value: (row) => groupName(row, groupBy, t),
      minWidth: 180,
    }),
    moneyColumn<SalesReportRow>({
      id: 'received',
      header: t('salesReport.figures.received'),
      amount: (row) => row.current.received,
      currency,
      width: 130,
    }),
    textColumn<SalesReportRow>({
      id: 'orders',
      header: t('salesReport.figures.orders'),
      value: (row) => row.current.orders,
      align: 'end',
      width: 100,
    }),
    moneyColumn<SalesReportRow>({
      id: 'average',
      header: t('salesReport.figures.average'),
      amount: (row) => row.current.average,
      currency,
      width: 120,
    }),
    moneyColumn<SalesReportRow>({
      id: 'refunded',
      header: t('salesReport.figures.refunded'),
      amount: (row) => row.current.refunded,
      currency,
      width: 120,
    }),
    moneyColumn<SalesReportRow>({
      id: 'previousReceived',
      header: t('salesReport.previousReceived'),
      amount: (row) => row.previous.received,
      currency,
      width: 130,
    }),
    textColumn<SalesReportRow>({
      id: 'change',
      header: t('salesReport.change'),
      value: (row) => changeText(row.current.received, row.previous.received, t),
      align: 'end',
      width: 100,
    }),
  ];

  return (
    <section aria-labelledby="sales-report-title" className="flex min-w-0 flex-col gap-4">
      <h1 id="sales-report-title" className="sr-only">
        {t('routes.FinancialReport')}
      </h1>
      <Card>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm">
            <span id="sales-report-period">{t('salesReport.period')}</span>
            <DateRangePicker
              aria-labelledby="sales-report-period"
              value={periodRange}
              onValueChange={(range) => {
                if (range) choose({ startTime: formatDay(range.from), endTime: formatDay(range.to) });
              }}
            />
          </label>
          <div role="group" aria-label={t('salesReport.quickPeriods')} className="flex flex-wrap gap-2">
            {(Object.keys(quickPeriods) as QuickPeriod[]).map((quick) => (
              <Button key={quick} variant="default" onClick={() => chooseQuick(quick)}>
                {t(`salesReport.quick.${quick}`)}
              </Button>
            ))}
          </div>
          <label className="flex flex-col gap-1 text-sm">
            <span id="sales-report-group">{t('salesReport.groupBy')}</span>
            <Select
              aria-labelledby="sales-report-group"
              className="w-36"
              value={request.groupBy}
              onValueChange={(value) => choose({ groupBy: value as SalesReportGrouping })}
              options={salesReportGroupings.map((grouping) => ({
                value: grouping,
                label: t(`salesReport.groupings.${grouping}`),
              }))}
            />
          </label>
          <div className="ml-auto flex items-center gap-3">
            <ExportButton call="getSalesReportExcle" params={() => request} />
          </div>
        </div>
        <p className="mt-3 text-xs text-text-secondary">{t('salesReport.counts')}</p>
      </Card>
      {report.status === 'error' ? <CallFallback call={{ ...report, data: undefined }} height={0} /> : null}
      {data ? (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {stat('received', (figures) => money(figures.received))}
            {stat('orders', (figures) => figures.orders.toLocaleString())}
            {stat('average', (figures) => money(figures.average))}
            {stat('refunded', (figures) => money(figures.refunded), 'down')}
          </div>
          <Card headingLevel={2} title={chartTitle}>
            {hasSales ? (
              <Chart
                kind={timeline ? 'line' : 'bar'}
                title={chartTitle}
                labels={chartRows.map((row) => (groupBy === 'day' ? row.key.slice(5) : groupName(row, groupBy, t)))}
                series={[
                  { label: t('salesReport.currentSeries'), data: chartRows.map((row) => row.current.received / 100) },
                  { label: t('salesReport.previousSeries'), data: chartRows.map((row) => row.previous.received / 100) },
                ]}
                height={280}
              />
            ) : (
              <p className="py-12 text-center text-sm text-text-secondary">{t('salesReport.noSales')}</p>
            )}
          </Card>
        </>
      ) : report.status === 'error' ? null : (
        <CallFallback call={report} height={480} />
      )}
      {/* A refused report says so once, above; the table waits for one that answers. */}
      {data || report.status !== 'error' ? (
        <Card headingLevel={2} title={t('salesReport.table')} flush>
          <DataTable<SalesReportRow>
            label={t('salesReport.table')}
            mode="client"
            columnMenu={false}
            maxHeight={560}
            data={data?.rows ?? []}
            status={data ? 'ready' : 'loading'}
            emptyText={t('salesReport.noSales')}
            getRowId={(row) => row.key}
            getRowLabel={(row) => groupName(row, groupBy, t)}
            columns={columns}
          />
        </Card>
      ) : null}
    </section>
  );
}

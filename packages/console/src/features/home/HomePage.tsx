import { Card, Chart, DataTable, StatCard, formatMoney, moneyColumn, textColumn } from '@vending/ui';
import type { AnswerData } from '@vending/contract';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuthStore } from '../../stores/authStore';
import { CallFallback } from '../../lib/CallFallback';
import { useCurrency } from '../../stores/moneyStore';
import { currencyUnit } from '@vending/contract/money';
import { useCall } from '../../lib/useCall';
import { useLiveRefresh } from '../../lib/useLiveRefresh';
import { registerPageWords } from '../../i18n/pageWords';
import { homeWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords({ zh: { home: homeWords.zh }, en: { home: homeWords.en } });

type TopGoodsRow = AnswerData<'getTopGoods'>['rows'][number];
type ShortageRow = AnswerData<'getShortageDevices'>['rows'][number];

const TREND_DAYS = 14;

/**
 * A card's link to the page behind its figure, shown only to an administrator permitted that
 * page (a link to a refused page would only lead to 没有权限).
 */
function CardLink({ to, children }: { to: string; children: ReactNode }) {
  const paths = useAuthStore((state) => state.session?.paths);
  if (!paths?.has(to.split('?')[0] ?? to)) return null;
  return (
    <Link className="shrink-0 text-primary-text underline-offset-2 hover:underline" to={to}>
      {children}
    </Link>
  );
}

function FooterWithLink({ text, link }: { text: ReactNode; link: ReactNode }) {
  return (
    <span className="flex items-center justify-between gap-2">
      <span>{text}</span>
      {link}
    </span>
  );
}

/** Home dashboard: headline figures, the sales trend, best sellers and devices short of stock. */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const currency = useCurrency();
  const kpis = useCall('getHomeKpis', {});
  const trend = useCall('getSalesTrend', { days: TREND_DAYS });
  const topGoods = useCall('getTopGoods', { days: 30, limit: 10 });
  const shortage = useCall('getShortageDevices', { limit: 10 });
  const figures = kpis.data;
  // The fleet's figures (online devices, open alarms, today's sales, shortage) follow the devices' reports.
  const { refresh: refreshKpis } = kpis;
  const { refresh: refreshShortage } = shortage;
  useLiveRefresh(
    useCallback(() => {
      refreshKpis();
      refreshShortage();
    }, [refreshKpis, refreshShortage]),
  );

  return (
    <section aria-labelledby="home-title" className="flex min-w-0 flex-col gap-4">
      <h1 id="home-title" className="sr-only">
        {t('routes.HomeIndex')}
      </h1>
      {figures ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
          <StatCard
            label={t('home.salesToday')}
            value={formatMoney(figures.salesToday, currency)}
            footer={
              <FooterWithLink
                text={t('home.salesThisMonth', { amount: formatMoney(figures.salesThisMonth, currency) })}
                link={
                  <CardLink to={`/financial/report?groupBy=hour&startTime=${figures.today}&endTime=${figures.today}`}>
                    {t('home.links.salesReport')}
                  </CardLink>
                }
              />
            }
          />
          <StatCard
            label={t('home.ordersToday')}
            value={figures.ordersToday.toLocaleString()}
            unit={t('home.ordersUnit')}
            footer={
              <FooterWithLink
                text={t('home.ordersTodayNote')}
                link={
                  <CardLink to={`/equipmentOrders/list?ordered=${figures.today}~${figures.today}`}>
                    {t('home.links.orders')}
                  </CardLink>
                }
              />
            }
          />
          <StatCard
            label={t('home.members')}
            value={figures.memberCount.toLocaleString()}
            footer={
              <FooterWithLink
                text={t('home.newMembersToday', { count: figures.newMembersToday })}
                link={<CardLink to="/member/list">{t('home.links.members')}</CardLink>}
              />
            }
          />
          <StatCard
            label={t('home.devices')}
            value={figures.deviceCount.toLocaleString()}
            footer={
              <FooterWithLink
                text={t('home.onlineDevices', { count: figures.onlineDeviceCount, alarms: figures.openAlarmCount })}
                link={
                  figures.openAlarmCount > 0 ? (
                    <CardLink to="/equipment/list?alarm=1">{t('home.links.alarms')}</CardLink>
                  ) : (
                    <CardLink to="/equipment/list">{t('home.links.devices')}</CardLink>
                  )
                }
              />
            }
          />
          {/* 卡单: the order list's stuck filter counts the same orders, in the same scope. */}
          <StatCard
            label={t('home.stuckOrders')}
            value={figures.stuckOrderCount.toLocaleString()}
            unit={t('home.ordersUnit')}
            footer={
              <FooterWithLink
                text={t('home.stuckOrdersNote', { minutes: figures.stuckOrderMinutes })}
                link={<CardLink to="/equipmentOrders/list?stuck=1">{t('home.links.stuckOrders')}</CardLink>}
              />
            }
          />
        </div>
      ) : (
        <CallFallback call={kpis} height={104} />
      )}
      <Card headingLevel={2} title={t('home.salesTrend', { days: TREND_DAYS })}>
        {trend.data ? (
          <Chart
            kind="line"
            title={t('home.salesTrend', { days: TREND_DAYS })}
            labels={trend.data.points.map((point) => point.date.slice(5))}
            series={[
              {
                label: t('home.salesIn', { unit: currencyUnit(currency, language) }),
                data: trend.data.points.map((point) => point.sales / 100),
              },
              { label: t('home.orderCount'), data: trend.data.points.map((point) => point.orderCount) },
            ]}
            height={280}
          />
        ) : (
          <CallFallback call={trend} height={280} />
        )}
      </Card>
      {/* One column of at most the screen's width (minmax(0, 1fr)): a wide table scrolls inside its card
          instead of widening the card past a phone's edge. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 xl:grid-cols-2">
        <Card headingLevel={2} title={t('home.topGoods')} flush>
          <DataTable<TopGoodsRow>
            label={t('home.topGoods')}
            mode="client"
            columnMenu={false}
            maxHeight={420}
            data={topGoods.data?.rows ?? []}
            status={topGoods.status === 'error' ? 'error' : topGoods.data ? 'ready' : 'loading'}
            errorMessage={topGoods.errorMessage}
            onRetry={topGoods.reload}
            getRowId={(row) => String(row.goodsId)}
            getRowLabel={(row) => row.goodsName}
            columns={[
              textColumn<TopGoodsRow>({ id: 'goodsName', header: t('home.goodsName'), value: (row) => row.goodsName }),
              textColumn<TopGoodsRow>({
                id: 'quantity',
                header: t('home.quantity'),
                value: (row) => row.quantity,
                align: 'end',
                width: 90,
              }),
              moneyColumn<TopGoodsRow>({
                id: 'sales',
                header: t('home.sales'),
                amount: (row) => row.sales,
                currency,
                width: 130,
              }),
            ]}
          />
        </Card>
        <Card
          headingLevel={2}
          title={t('home.shortage')}
          flush
          extra={
            // A new replenishment plan for the devices short of stock (the same rule), and the
            // device list filtered to them; the card also lists devices holding expired or
            // expiring items, which the second filter opens.
            <span className="flex flex-wrap justify-end gap-x-3 gap-y-1">
              <CardLink to="/equipment/plan?open=create&scope=short">{t('home.links.plan')}</CardLink>
              <CardLink to="/equipment/list?shortage=1">{t('home.links.shortage')}</CardLink>
              <CardLink to="/equipment/list?expiry=1">{t('home.links.expiry')}</CardLink>
            </span>
          }
        >
          <DataTable<ShortageRow>
            label={t('home.shortage')}
            mode="client"
            columnMenu={false}
            maxHeight={420}
            data={shortage.data?.rows ?? []}
            status={shortage.status === 'error' ? 'error' : shortage.data ? 'ready' : 'loading'}
            errorMessage={shortage.errorMessage}
            onRetry={shortage.reload}
            emptyText={t('home.noShortage')}
            getRowId={(row) => String(row.deviceId)}
            getRowLabel={(row) => row.deviceName}
            columns={[
              textColumn<ShortageRow>({
                id: 'deviceNo',
                header: t('home.deviceNo'),
                value: (row) => row.deviceNo,
                width: 120,
              }),
              textColumn<ShortageRow>({
                id: 'deviceName',
                header: t('home.deviceName'),
                value: (row) => row.deviceName,
              }),
              textColumn<ShortageRow>({ id: 'address', header: t('home.address'), value: (row) => row.address }),
              textColumn<ShortageRow>({
                id: 'emptySlots',
                header: t('home.emptySlots'),
                value: (row) => row.emptySlots,
                render: (row) => `${row.emptySlots} / ${row.slotCount}`,
                align: 'end',
                width: 100,
              }),
              // Slots whose batch is past its expiry date, and within the warning days of 缺货商品设置.
              textColumn<ShortageRow>({
                id: 'expiry',
                header: t('home.expiry'),
                value: (row) => row.expiredSlots * 1000 + row.expiringSlots,
                render: (row) =>
                  row.expiredSlots + row.expiringSlots === 0 ? (
                    '—'
                  ) : (
                    <span className={row.expiredSlots > 0 ? 'text-danger-text' : 'text-warning-text'}>
                      {t('home.expiryCounts', { expired: row.expiredSlots, expiring: row.expiringSlots })}
                    </span>
                  ),
                align: 'end',
                width: 100,
              }),
            ]}
          />
        </Card>
      </div>
    </section>
  );
}

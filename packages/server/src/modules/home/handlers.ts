import { orderFlow } from '@vending/contract';
import { and, count, desc, eq, gte, lt, sql, sum } from 'drizzle-orm';
import type { DataScope } from '../../auth/data-scope';
import { devicesInScope, ordersInScope } from '../../auth/scope';
import { addDays, businessDate, startOfBusinessDay } from '../../business-time';
import type { Handlers } from '../../http/api-routes';
import { success } from '../../http/envelope';
import { devices, deviceSlots, openAlarmCount, slotExpirySql, slotIsShort } from '../equipment';
import { goods } from '../goods';
import { members } from '../members';
import { orderLines, receivedFigures, orders, refundedQuantityOfLine, stuckOrderSql } from '../orders';
import type { Services } from '../services';
import { readExpiryWindow, readShortageThreshold, readStuckOrderMinutes } from '../settings';

type HomeHandlers = Pick<Handlers, 'getHomeKpis' | 'getSalesTrend' | 'getTopGoods' | 'getShortageDevices'>;

// `count`/`sum` come back as text from node-postgres and as numbers from PGlite.
const asNumber = (value: unknown) => Number(value ?? 0);

export function homeHandlers({ db, config, now, online }: Services): HomeHandlers {
  const timeZone = config.businessTimeZone;
  // Every figure ends with the business day under way: a sale dated in the future (a machine's
  // clock ahead) is no sale of today's. The figures count what the caller's data scope holds:
  // its devices, its orders (members are everyone's).
  const untilTonight = () =>
    lt(orders.createdAt, startOfBusinessDay(addDays(businessDate(now(), timeZone), 1), timeZone));
  const completedSince = (date: string, scope: DataScope) =>
    and(
      eq(orders.status, orderFlow.values.completed),
      gte(orders.createdAt, startOfBusinessDay(date, timeZone)),
      untilTonight(),
      ordersInScope(scope, orders),
    );
  // Sales are money received, by the order list's own rule (orders/received.ts).
  const orderedSince = (date: string, scope: DataScope) =>
    and(gte(orders.createdAt, startOfBusinessDay(date, timeZone)), untilTonight(), ordersInScope(scope, orders));

  return {
    async getHomeKpis(_params, { scope }) {
      const today = businessDate(now(), timeZone);
      const firstOfMonth = `${today.slice(0, 8)}01`;
      const at = now();
      const [[memberTotals], [deviceTotals], [todaySales], [monthSales], [stuck], stuckOrderMinutes] =
        await Promise.all([
          db
            .select({
              all: count(),
              today: sql`count(*) filter (where ${gte(members.createdAt, startOfBusinessDay(today, timeZone))})`,
            })
            .from(members),
          db
            .select({
              all: count(),
              online: sql`count(*) filter (where ${online.isOnline(now())})`,
              alarms: openAlarmCount(scope),
            })
            .from(devices)
            .where(devicesInScope(scope, devices.id)),
          db
            .select({ orders: receivedFigures.paidCount, sales: receivedFigures.received })
            .from(orders)
            .where(orderedSince(today, scope)),
          db.select({ sales: receivedFigures.received }).from(orders).where(orderedSince(firstOfMonth, scope)),
          // 卡单: the order list's stuck filter (orders/stuck.ts) in the same scope, so the card's
          // count is the total of the list it opens.
          db
            .select({ count: count() })
            .from(orders)
            .where(and(stuckOrderSql(at), ordersInScope(scope, orders))),
          readStuckOrderMinutes(db),
        ]);
      return success({
        today,
        memberCount: asNumber(memberTotals?.all),
        newMembersToday: asNumber(memberTotals?.today),
        deviceCount: asNumber(deviceTotals?.all),
        onlineDeviceCount: asNumber(deviceTotals?.online),
        openAlarmCount: asNumber(deviceTotals?.alarms),
        stuckOrderCount: asNumber(stuck?.count),
        stuckOrderMinutes,
        ordersToday: asNumber(todaySales?.orders),
        salesToday: asNumber(todaySales?.sales),
        salesThisMonth: asNumber(monthSales?.sales),
      });
    },

    async getSalesTrend({ days }, { scope }) {
      const today = businessDate(now(), timeZone);
      const firstDay = addDays(today, 1 - days);
      const day = sql<string>`to_char(${orders.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      const totals = await db
        .select({ day, orderCount: receivedFigures.paidCount, sales: receivedFigures.received })
        .from(orders)
        .where(orderedSince(firstDay, scope))
        // By position: the time zone travels as a parameter, so the expression itself would not match.
        .groupBy(sql`1`);
      const byDay = new Map(totals.map((row) => [row.day, row]));
      const points = Array.from({ length: days }, (_, index) => {
        const date = addDays(firstDay, index);
        const found = byDay.get(date);
        return { date, orderCount: asNumber(found?.orderCount), sales: asNumber(found?.sales) };
      });
      return success({ points });
    },

    async getTopGoods({ days, limit }, { scope }) {
      const firstDay = addDays(businessDate(now(), timeZone), 1 - days);
      // What was kept of each line: its amount less its share of the order's refunds (the sales
      // report's rule, rounded down), and its quantity less what refunds took back of it.
      const upTo = sql`(sum(${orderLines.amount}) over (partition by ${orderLines.orderId} order by ${orderLines.lineNo}))::bigint`;
      const refundedQuantity = refundedQuantityOfLine();
      const kept = db
        .select({
          goodsId: sql<number>`${orderLines.goodsId}`.as('goods_id'),
          quantity: sql<number>`greatest(${orderLines.quantity} - ${refundedQuantity}, 0)`.as('kept_quantity'),
          sales: sql<number>`${orderLines.amount} - case when ${orders.amount} = 0 then 0 else
            ${orders.refunded}::bigint * ${upTo} / ${orders.amount}
            - ${orders.refunded}::bigint * (${upTo} - ${orderLines.amount}) / ${orders.amount} end`.as('kept_sales'),
        })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(completedSince(firstDay, scope))
        .as('kept');
      const sales = sum(kept.sales);
      const rows = await db
        .select({ goodsId: goods.id, goodsName: goods.goodsName, quantity: sum(kept.quantity), sales })
        .from(kept)
        .innerJoin(goods, eq(goods.id, kept.goodsId))
        .groupBy(goods.id, goods.goodsName)
        .having(sql`${sales} > 0`)
        .orderBy(desc(sales), goods.id)
        .limit(limit);
      return success({
        rows: rows.map((row) => ({ ...row, quantity: asNumber(row.quantity), sales: asNumber(row.sales) })),
      });
    },

    async getShortageDevices({ limit }, { scope }) {
      // The rule of 缺货商品设置: a slot is short below its goods' threshold, or the global one.
      const shortSlots = sql`count(*) filter (where ${slotIsShort(await readShortageThreshold(db))})`;
      // And its batches past their expiry date (过期) or within the warning days (临期).
      const expiry = await readExpiryWindow(db, now(), config.businessTimeZone);
      const expiredSlots = sql`count(*) filter (where ${goods.id} is not null and ${slotExpirySql('expired', expiry)})`;
      const expiringSlots = sql`count(*) filter (where ${goods.id} is not null and ${slotExpirySql('expiring', expiry)})`;
      const rows = await db
        .select({
          deviceId: devices.id,
          deviceNo: devices.deviceNo,
          deviceName: devices.deviceName,
          address: devices.address,
          emptySlots: shortSlots,
          slotCount: count(),
          expiredSlots,
          expiringSlots,
        })
        .from(devices)
        .innerJoin(deviceSlots, eq(deviceSlots.deviceId, devices.id))
        .leftJoin(goods, eq(goods.id, deviceSlots.goodsId))
        .where(devicesInScope(scope, devices.id))
        .groupBy(devices.id)
        .having(sql`${shortSlots} > 0 or ${expiredSlots} > 0 or ${expiringSlots} > 0`)
        .orderBy(desc(shortSlots), desc(expiredSlots), desc(expiringSlots), devices.id)
        .limit(limit);
      return success({
        rows: rows.map((row) => ({
          ...row,
          emptySlots: asNumber(row.emptySlots),
          slotCount: asNumber(row.slotCount),
          expiredSlots: asNumber(row.expiredSlots),
          expiringSlots: asNumber(row.expiringSlots),
        })),
      });
    },
  };
}

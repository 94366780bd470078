import { orderFlow } from '@vending/contract';
import { and, count, desc, eq, gte, isNull, sql, sum } from 'drizzle-orm';
import type { DataScope } from '../../auth/data-scope';
import { devicesInScope, ordersInScope } from '../../auth/scope';
import { addDays, businessDate, startOfBusinessDay } from '../../business-time';
import type { Handlers } from '../../http/api-routes';
import { success } from '../../http/envelope';
import { deviceAlarms, devices, deviceSlots } from '../equipment/tables';
import { goods } from '../goods/tables';
import { members } from '../members/tables';
import { receivedFigures } from '../orders/received';
import { orderLines, orders } from '../orders/tables';
import type { Services } from '../services';
import { readShortageThreshold, slotIsShort } from '../settings/shortage';

type HomeHandlers = Pick<Handlers, 'getHomeKpis' | 'getSalesTrend' | 'getTopGoods' | 'getShortageDevices'>;

// `count`/`sum` come back as text from node-postgres and as numbers from PGlite.
const asNumber = (value: unknown) => Number(value ?? 0);

export function homeHandlers({ db, config, now, online }: Services): HomeHandlers {
  const timeZone = config.businessTimeZone;
  // The figures count what the caller's data scope holds: its devices, its orders (members are everyone's).
  const completedSince = (date: string, scope: DataScope) =>
    and(
      eq(orders.status, orderFlow.values.completed),
      gte(orders.createdAt, startOfBusinessDay(date, timeZone)),
      ordersInScope(scope, orders),
    );
  // Sales are money received, by the order list's own rule (orders/received.ts).
  const orderedSince = (date: string, scope: DataScope) =>
    and(gte(orders.createdAt, startOfBusinessDay(date, timeZone)), ordersInScope(scope, orders));

  return {
    async getHomeKpis(_params, { scope }) {
      const today = businessDate(now(), timeZone);
      const firstOfMonth = `${today.slice(0, 8)}01`;
      const [[memberTotals], [deviceTotals], [todaySales], [monthSales]] = await Promise.all([
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
            alarms: sql`(select count(*) from ${deviceAlarms} where ${and(isNull(deviceAlarms.closedAt), devicesInScope(scope, deviceAlarms.deviceId))})`,
          })
          .from(devices)
          .where(devicesInScope(scope, devices.id)),
        db
          .select({ orders: receivedFigures.paidCount, sales: receivedFigures.received })
          .from(orders)
          .where(orderedSince(today, scope)),
        db.select({ sales: receivedFigures.received }).from(orders).where(orderedSince(firstOfMonth, scope)),
      ]);
      return success({
        today,
        memberCount: asNumber(memberTotals?.all),
        newMembersToday: asNumber(memberTotals?.today),
        deviceCount: asNumber(deviceTotals?.all),
        onlineDeviceCount: asNumber(deviceTotals?.online),
        openAlarmCount: asNumber(deviceTotals?.alarms),
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
      const sales = sum(orderLines.amount);
      const rows = await db
        .select({ goodsId: goods.id, goodsName: goods.goodsName, quantity: sum(orderLines.quantity), sales })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .innerJoin(goods, eq(goods.id, orderLines.goodsId))
        .where(completedSince(firstDay, scope))
        .groupBy(goods.id, goods.goodsName)
        .orderBy(desc(sales), goods.id)
        .limit(limit);
      return success({
        rows: rows.map((row) => ({ ...row, quantity: asNumber(row.quantity), sales: asNumber(row.sales) })),
      });
    },

    async getShortageDevices({ limit }, { scope }) {
      // The rule of 缺货商品设置: a slot is short below its goods' threshold, or the global one.
      const shortSlots = sql`count(*) filter (where ${slotIsShort(await readShortageThreshold(db))})`;
      const rows = await db
        .select({
          deviceId: devices.id,
          deviceNo: devices.deviceNo,
          deviceName: devices.deviceName,
          address: devices.address,
          emptySlots: shortSlots,
          slotCount: count(),
        })
        .from(devices)
        .innerJoin(deviceSlots, eq(deviceSlots.deviceId, devices.id))
        .leftJoin(goods, eq(goods.id, deviceSlots.goodsId))
        .where(devicesInScope(scope, devices.id))
        .groupBy(devices.id)
        .having(sql`${shortSlots} > 0`)
        .orderBy(desc(shortSlots), devices.id)
        .limit(limit);
      return success({
        rows: rows.map((row) => ({ ...row, emptySlots: asNumber(row.emptySlots), slotCount: asNumber(row.slotCount) })),
      });
    },
  };
}

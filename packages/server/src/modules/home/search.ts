import { SEARCH_RECORDS_LIMIT, SUPER_ADMINISTRATOR_TYPE } from '@vending/contract';
import { and, asc, desc, sql } from 'drizzle-orm';
import { devicesInScope, ordersInScope } from '../../auth/scope';
import { anyContains } from '../../db/sql';
import type { Handlers } from '../../http/api-routes';
import { success } from '../../http/envelope';
import { anyContainsIndexed } from '../../lists/search-grams';
import { devices } from '../equipment';
import { members } from '../members';
import { orders } from '../orders';
import { heldPageLevels } from '../roles';
import type { Services } from '../services';

/** The page whose holder finds each kind of record (contract: searchRecords' menu). */
const PAGE_OF = { devices: '设备列表', orders: '订单列表', members: '会员列表' } as const;

/**
 * The command palette's one search call (issue 41, item 14): a few devices (by number or name),
 * orders (by number) and members (by phone or nickname), each kind only for a holder of its
 * list page, devices and orders within the caller's data scope (members are everyone's, as on
 * 会员列表). An exact number comes first.
 */
export function searchHandlers({ db }: Services): Pick<Handlers, 'searchRecords'> {
  return {
    async searchRecords({ q }, { manager, scope }) {
      const held =
        manager.managerType === SUPER_ADMINISTRATOR_TYPE
          ? null
          : new Set((await heldPageLevels(db, manager.managerId)).keys());
      const holds = (kind: keyof typeof PAGE_OF) => held === null || held.has(PAGE_OF[kind]);
      const exactFirst = (column: typeof devices.deviceNo | typeof orders.orderNo) =>
        sql`case when upper(${column}) = upper(${q}) then 0 else 1 end`;
      const [deviceRows, orderRows, memberRows] = await Promise.all([
        holds('devices')
          ? db
              .select({ deviceId: devices.id, deviceNo: devices.deviceNo, deviceName: devices.deviceName })
              .from(devices)
              .where(and(anyContains(q, [devices.deviceNo, devices.deviceName]), devicesInScope(scope, devices.id)))
              .orderBy(exactFirst(devices.deviceNo), asc(devices.deviceNo))
              .limit(SEARCH_RECORDS_LIMIT)
          : [],
        holds('orders')
          ? db
              .select({
                orderId: orders.id,
                orderNo: orders.orderNo,
                deviceNo: sql<string | null>`(select d.device_no from ${devices} d where d.id = ${orders.deviceId})`,
                createdAt: orders.createdAt,
              })
              .from(orders)
              .where(and(anyContains(q, [orders.orderNo]), ordersInScope(scope, orders)))
              .orderBy(exactFirst(orders.orderNo), desc(orders.createdAt), desc(orders.id))
              .limit(SEARCH_RECORDS_LIMIT)
          : [],
        holds('members')
          ? db
              .select({ userId: members.id, nickName: members.nickName, phone: members.phone })
              .from(members)
              .where(anyContainsIndexed(q, [members.phone, members.nickName]))
              .orderBy(desc(members.createdAt), desc(members.id))
              .limit(SEARCH_RECORDS_LIMIT)
          : [],
      ]);
      return success({
        devices: deviceRows,
        orders: orderRows.map(({ createdAt, ...row }) => ({ ...row, createTime: createdAt.toISOString() })),
        members: memberRows,
      });
    },
  };
}

import { orderFlow } from '@vending/contract';
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orderLines, orders } from './tables';

/**
 * What the chosen devices sold since a moment, goods by goods (completed orders only): the
 * replenishment plan's sales velocity (equipment/plan.ts). Orders import equipment, so the plan's
 * callers hand this to it.
 */
export function completedSalesOfDevices(db: Database, deviceIds: number[], since: Date) {
  return db
    .select({
      deviceId: orders.deviceId,
      goodsId: orderLines.goodsId,
      sold: sql<number>`sum(${orderLines.quantity})`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        isNotNull(orders.deviceId),
        inArray(orders.deviceId, deviceIds),
        eq(orders.status, orderFlow.values.completed),
        gte(orders.createdAt, since),
      ),
    )
    .groupBy(orders.deviceId, orderLines.goodsId);
}

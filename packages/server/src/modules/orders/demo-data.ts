import { orderFlow } from '@vending/contract';
import type { Database } from '../../db/database';
import { DAY_MS, INSERT_BATCH_ROWS, type RandomSource } from '../../seed/seed-tools';
import { orders } from './tables';

/** Orders over the last two months, most of them completed. */
export async function seedOrders(
  db: Database,
  random: RandomSource,
  now: Date,
  sources: { memberIds: number[]; deviceRows: { id: number }[]; goodsRows: { id: number; price: number }[] },
) {
  const { memberIds, deviceRows, goodsRows } = sources;
  const statuses = [
    orderFlow.values.completed,
    orderFlow.values.completed,
    orderFlow.values.completed,
    orderFlow.values.completed,
    orderFlow.values.cancelled,
    orderFlow.values.unpaid,
    orderFlow.values.processing,
  ];
  const orderRows = Array.from({ length: 2_400 }, (_, index) => {
    const item = random.pick(goodsRows);
    const quantity = random.next() < 0.85 ? 1 : 2;
    return {
      orderNo: `D${String(index + 1).padStart(10, '0')}`,
      memberId: random.pick(memberIds),
      deviceId: random.pick(deviceRows).id,
      goodsId: item.id,
      quantity,
      amount: item.price * quantity,
      status: random.pick(statuses),
      createdAt: new Date(now.getTime() - Math.floor(random.next() * 60 * DAY_MS)),
    };
  });
  for (let index = 0; index < orderRows.length; index += INSERT_BATCH_ROWS) {
    await db.insert(orders).values(orderRows.slice(index, index + INSERT_BATCH_ROWS));
  }
}

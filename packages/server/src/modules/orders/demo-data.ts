import { orderFlow, paymentMethods } from '@vending/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { DAY_MS, INSERT_BATCH_ROWS, randomSource, type RandomSource } from '../../seed/seed-tools';
import { managers } from '../administrators';
import { orderEvents, orderLines, orders } from './tables';

const { unpaid, processing, completed, cancelled } = orderFlow.values;

async function insertInBatches<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>) {
  for (let index = 0; index < rows.length; index += INSERT_BATCH_ROWS) {
    await insert(rows.slice(index, index + INSERT_BATCH_ROWS));
  }
}

/**
 * 2,400 orders over the last two months, most of them completed, with one or two lines of
 * goods and the history of their statuses: paid a few seconds after ordering, dispensed a
 * minute later; an unpaid one cancelled by the system after 15 minutes, a paid one now and
 * then cancelled by staff when the machine failed to dispense. The demo has no GST (the
 * default rate is 0 %).
 */
export async function seedOrders(
  db: Database,
  random: RandomSource,
  now: Date,
  sources: {
    memberIds: number[];
    deviceRows: { id: number }[];
    goodsRows: { id: number; price: number; goodsName: string }[];
  },
) {
  const { memberIds, deviceRows, goodsRows } = sources;
  // Lines, payment and history draw from their own generator, leaving the main one as it was.
  const more = randomSource(2_400);
  const [admin] = await db.select({ id: managers.id }).from(managers).orderBy(asc(managers.id)).limit(1);
  const statuses = [completed, completed, completed, completed, cancelled, unpaid, processing];
  const methods = Object.values(paymentMethods);
  const lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[][] = [];
  const events: Omit<typeof orderEvents.$inferInsert, 'orderId'>[][] = [];
  const orderRows = Array.from({ length: 2_400 }, (_, index) => {
    const first = random.pick(goodsRows);
    const quantity = random.next() < 0.85 ? 1 : 2;
    const items = [{ item: first, quantity }];
    if (more.next() < 0.2) items.push({ item: more.pick(goodsRows.filter((row) => row.id !== first.id)), quantity: 1 });
    const status = random.pick(statuses);
    const createdAt = new Date(now.getTime() - Math.floor(random.next() * 60 * DAY_MS));
    const staffCancelled = status === cancelled && more.next() < 0.3;
    const paid = status === processing || status === completed || staffCancelled;
    const paidAt = paid ? new Date(createdAt.getTime() + more.integer(5, 40) * 1_000) : null;
    const history: Omit<typeof orderEvents.$inferInsert, 'orderId'>[] = [
      { fromStatus: null, toStatus: unpaid, at: createdAt },
    ];
    if (paidAt) history.push({ fromStatus: unpaid, toStatus: processing, at: paidAt });
    let handledAt: Date | null = null;
    let cancelReason: string | null = null;
    if (status === completed && paidAt) {
      history.push({
        fromStatus: processing,
        toStatus: completed,
        at: new Date(paidAt.getTime() + more.integer(20, 90) * 1_000),
      });
    } else if (staffCancelled && paidAt) {
      handledAt = new Date(paidAt.getTime() + more.integer(10, 120) * 60_000);
      cancelReason = '设备出货失败，已原路退款';
      history.push({
        fromStatus: processing,
        toStatus: cancelled,
        at: handledAt,
        managerId: admin?.id ?? null,
        reason: cancelReason,
      });
    } else if (status === cancelled) {
      cancelReason = '超时未支付，系统自动取消';
      history.push({
        fromStatus: unpaid,
        toStatus: cancelled,
        at: new Date(createdAt.getTime() + 15 * 60_000),
        reason: cancelReason,
      });
    }
    events.push(history);
    lines.push(
      items.map(({ item, quantity: count }, lineIndex) => ({
        lineNo: lineIndex + 1,
        goodsId: item.id,
        goodsName: item.goodsName,
        price: item.price,
        quantity: count,
        amount: item.price * count,
      })),
    );
    return {
      orderNo: `D${String(index + 1).padStart(10, '0')}`,
      memberId: random.pick(memberIds),
      deviceId: random.pick(deviceRows).id,
      amount: items.reduce((total, { item, quantity: count }) => total + item.price * count, 0),
      gst: 0,
      paymentMethod: more.pick(methods),
      status,
      createdAt,
      paidAt,
      handledBy: staffCancelled ? (admin?.id ?? null) : null,
      handledAt,
      cancelReason,
    };
  });
  const ids: number[] = [];
  await insertInBatches(orderRows, async (batch) => {
    const inserted = await db.insert(orders).values(batch).returning({ id: orders.id });
    ids.push(...inserted.map((row) => row.id));
  });
  // The ids come back in the order the rows went in: the nth order's lines and history get the nth.
  await insertInBatches(
    ids.flatMap((orderId, index) => (lines[index] ?? []).map((line) => ({ ...line, orderId }))),
    (batch) => db.insert(orderLines).values(batch),
  );
  await insertInBatches(
    ids.flatMap((orderId, index) => (events[index] ?? []).map((event) => ({ ...event, orderId }))),
    (batch) => db.insert(orderEvents).values(batch),
  );
}

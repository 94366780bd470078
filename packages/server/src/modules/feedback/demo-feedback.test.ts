import { orderPaymentMethods } from '@vending/contract';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { orders } from '../../db/schema';
import { feedback } from './tables';

const HOUR_MS = 3_600_000;

/** The demo's payment complaints read as one person's: the order they name is theirs to complain of. */
describe('the demo feedback', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('links each complaint to an order of the same machine, paid the way it says, made hours before', async () => {
    const linked = await server.app.database.db
      .select({
        id: feedback.id,
        memberId: feedback.memberId,
        deviceId: feedback.deviceId,
        content: feedback.content,
        createdAt: feedback.createdAt,
        orderMember: orders.memberId,
        orderDevice: orders.deviceId,
        method: orders.paymentMethod,
        orderedAt: orders.createdAt,
      })
      .from(feedback)
      .innerJoin(orders, eq(orders.id, feedback.orderId))
      .where(isNotNull(feedback.orderId));
    expect(linked.length).toBeGreaterThan(0);
    for (const row of linked) {
      const about = `feedback #${row.id} (method ${row.method}): ${row.content}`;
      expect(row.orderDevice, about).toBe(row.deviceId);
      expect(row.orderMember, about).toBe(row.memberId);
      const after = row.createdAt.getTime() - row.orderedAt.getTime();
      expect(after, about).toBeGreaterThanOrEqual(0);
      expect(after, about).toBeLessThanOrEqual(6 * HOUR_MS);
      expect(row.content.includes('微信'), about).toBe(row.method === orderPaymentMethods.wechat);
      expect(row.content.includes('余额'), about).toBe(row.method === orderPaymentMethods.balance);
    }
  });
});

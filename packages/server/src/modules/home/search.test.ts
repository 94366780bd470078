import { ResultCode, SEARCH_RECORDS_LIMIT } from '@vending/contract';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager } from '../../testing/accounts';
import { databaseDigest } from '../../testing/digest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { members, orders } from '../../db/schema';

/** The command palette's one search call (issue 41, item 14). */
describe.each(backends)('searchRecords on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  const search = async (token: string, q: string) => {
    const answer = await server.envelope('searchRecords', { token, input: { q } });
    expect(answer.code, answer.msg).toBe(ResultCode.SUCCESS);
    return answer.data as {
      devices: { deviceId: number; deviceNo: string; deviceName: string }[];
      orders: { orderId: number; orderNo: string; deviceNo: string | null; createTime: string }[];
      members: { userId: number; nickName: string; phone: string }[];
    };
  };

  it('finds a device by number (the exact one first) or by name, a few at most', async () => {
    const byNumber = await search(adminToken, 'vm000023');
    expect(byNumber.devices[0]).toMatchObject({ deviceNo: 'VM000023', deviceName: '23号售货机' });
    const byName = await search(adminToken, '号售货机');
    expect(byName.devices).toHaveLength(SEARCH_RECORDS_LIMIT);
    expect((await search(adminToken, '23号售货机')).devices.map((row) => row.deviceNo)).toEqual(['VM000023']);
  });

  it('finds an order by its number and a member by phone', async () => {
    const db = server.app.database.db;
    const [order] = await db.select().from(orders).orderBy(desc(orders.id)).limit(1);
    const found = await search(adminToken, order!.orderNo);
    expect(found.orders[0]).toMatchObject({ orderId: order!.id, orderNo: order!.orderNo });
    const [member] = await db.select().from(members).limit(1);
    const byPhone = await search(adminToken, member!.phone);
    expect(byPhone.members.map((row) => row.userId)).toContain(member!.id);
    expect(byPhone.devices).toEqual([]);
  });

  it('finds only the records of the pages the caller holds', async () => {
    const { token } = await createManager(server, adminToken, 'search_devices_only', ['设备列表']);
    const db = server.app.database.db;
    const [member] = await db.select().from(members).limit(1);
    const [order] = await db.select().from(orders).limit(1);
    expect((await search(token, 'VM000023')).devices).toHaveLength(1);
    expect(await search(token, member!.phone)).toMatchObject({ members: [], orders: [] });
    expect((await search(token, order!.orderNo)).orders).toEqual([]);
    // A holder of none of the three pages is refused.
    const { token: other } = await createManager(server, adminToken, 'search_none', ['设备类型']);
    expect((await server.envelope('searchRecords', { token: other, input: { q: 'VM' } })).code).toBe(
      ResultCode.NO_PERMISSION,
    );
  });

  it('refuses an empty search naming the field, writing nothing', async () => {
    const before = await databaseDigest(server.app.database.db);
    const answer = await server.envelope('searchRecords', { token: adminToken, input: { q: '  ' } });
    expect(answer.code).toBe(ResultCode.FAILURE);
    expect(answer.data).toMatchObject({ field: 'q' });
    expect(await databaseDigest(server.app.database.db)).toEqual(before);
  });
});

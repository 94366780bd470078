import { ResultCode, type RequestInput } from '@vending/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseDigest } from '../../testing/digest';
import { pruneTemperatures } from '../equipment';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { auditEvents, deviceTemperatures, devices } from '../../db/schema';

const DAY = 24 * 60 * 60_000;

/** The temperature history is kept for the days of the setting (缺货商品设置), read at each sweep. */
describe.each(backends)('temperature retention on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  let deviceId: number;
  const db = () => server.app.database.db;
  const ages = async () =>
    (
      await db()
        .select({ recordedAt: deviceTemperatures.recordedAt })
        .from(deviceTemperatures)
        .where(eq(deviceTemperatures.deviceId, deviceId))
    )
      .map((row) => Math.round((server.clock.current.getTime() - row.recordedAt.getTime()) / DAY))
      .sort((a, b) => a - b);

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0' } });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
    const [device] = await db()
      .insert(devices)
      .values({ deviceNo: 'T-COLD', deviceName: '冷柜', address: '二楼' })
      .returning({ id: devices.id });
    deviceId = device!.id;
    await db()
      .insert(deviceTemperatures)
      .values(
        [2, 20, 40].map((days) => ({
          deviceId,
          recordedAt: new Date(server.clock.current.getTime() - days * DAY),
          temperature: 4,
        })),
      );
  });
  afterAll(() => server.close());

  it('prunes by the 30 days of the default, then by the days saved', async () => {
    await pruneTemperatures(db(), server.clock.now());
    expect(await ages()).toEqual([2, 20]);

    const saved = await server.envelope('updateShortageSettings', {
      token: adminToken,
      input: { threshold: 2, temperatureRetentionDays: 10 },
    });
    expect(saved.code).toBe(ResultCode.SUCCESS);
    const [audited] = await db()
      .select({ before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'updateShortageSettings'));
    expect(audited).toMatchObject({
      before: { temperatureRetentionDays: 30 },
      after: { temperatureRetentionDays: 10 },
    });
    expect((await server.envelope('getShortageSettings', { token: adminToken, input: {} })).data).toMatchObject({
      temperatureRetentionDays: 10,
    });

    await pruneTemperatures(db(), server.clock.now());
    expect(await ages()).toEqual([2]);
  });

  it('refuses a retention outside 1–365 days, writing nothing', async () => {
    for (const temperatureRetentionDays of ['0', '366', 'a month']) {
      const before = await databaseDigest(db());
      const answer = await server.envelope('updateShortageSettings', {
        token: adminToken,
        input: { threshold: 2, temperatureRetentionDays } as unknown as RequestInput<'updateShortageSettings'>,
      });
      expect(answer.code).toBe(ResultCode.FAILURE);
      expect(answer.msg).toContain('温度记录保留天数');
      expect(await databaseDigest(db())).toEqual(before);
    }
  });
});

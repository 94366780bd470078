import type { ZodType } from 'zod';
import { endpoints, successEnvelopeSchema, type Endpoint } from '@vending/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDate } from '../../business-time';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';

describe.each(backends)('home dashboard on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  it.each(['getHomeKpis', 'getSalesTrend', 'getTopGoods', 'getShortageDevices'] as const)(
    '%s answers data fitting the contract',
    async (name) => {
      const answer = await server.envelope(name, { token: adminToken });
      const parsed = successEnvelopeSchema(endpoints[name].data as Endpoint['data'] & ZodType).parse(answer);
      expect(parsed.data).toBeTruthy();
    },
  );

  it('adds up the demo business', async () => {
    const kpis = (await server.envelope('getHomeKpis', { token: adminToken })).data;
    expect(kpis.memberCount).toBe(300);
    expect(kpis.deviceCount).toBe(24);
    const trend = (await server.envelope('getSalesTrend', { token: adminToken, input: { days: 30 } })).data as {
      points: { date: string; sales: number }[];
    };
    expect(trend.points).toHaveLength(30);
    expect(trend.points.at(-1)?.date).toBe(businessDate(server.clock.now(), 'Asia/Shanghai'));
    expect(trend.points.reduce((total, point) => total + point.sales, 0)).toBeGreaterThan(0);
    const top = (await server.envelope('getTopGoods', { token: adminToken, input: { limit: 3 } })).data as {
      rows: { sales: number }[];
    };
    expect(top.rows).toHaveLength(3);
    expect(top.rows[0]!.sales).toBeGreaterThanOrEqual(top.rows[2]!.sales);
    const short = (await server.envelope('getShortageDevices', { token: adminToken })).data as {
      rows: { emptySlots: number }[];
    };
    expect(short.rows.every((row) => row.emptySlots > 0)).toBe(true);
  });
});

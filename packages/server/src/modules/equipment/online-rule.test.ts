import { endpoints, successEnvelopeSchema, type EndpointName, type RequestInput } from '@vending/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { devices } from './tables';

/** A window other than the default, to show the setting is the one every page reads. */
const WINDOW_SECONDS = 120;

describe.each(backends)('one online rule on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;

  async function data<Name extends EndpointName>(name: Name, input: RequestInput<Name>) {
    const answer = await server.envelope(name, { token: adminToken, input });
    return successEnvelopeSchema(endpoints[name].data as z.ZodType).parse(answer).data as z.infer<
      (typeof endpoints)[Name]['data']
    >;
  }
  const onlineNumbers = (rows: { deviceNo: string; online: 0 | 1 }[]) =>
    rows
      .filter((row) => row.online === 1)
      .map((row) => row.deviceNo)
      .sort();
  const numbers = (rows: { deviceNo: string }[]) => rows.map((row) => row.deviceNo).sort();

  beforeAll(async () => {
    server = await startTestServer({
      databaseUrl,
      environment: { DEVICE_ONLINE_WINDOW_SECONDS: String(WINDOW_SECONDS) },
    });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
    // Heartbeats on both sides of the window's edge, on it, and never.
    const now = server.clock.now().getTime();
    const offsets = [0, 1_000, WINDOW_SECONDS * 1_000, WINDOW_SECONDS * 1_000 + 1, 3_600_000, null];
    const rows = await server.app.database.db.select({ id: devices.id }).from(devices).orderBy(asc(devices.id));
    for (const [index, row] of rows.entries()) {
      const offset = offsets[index % offsets.length];
      await server.app.database.db
        .update(devices)
        // All enabled: a disabled device is offline whatever it last said (device-api/fleet.test.ts).
        .set({ lastHeartbeatAt: offset === null || offset === undefined ? null : new Date(now - offset), isFlag: 1 })
        .where(eq(devices.id, row.id));
    }
  });
  afterAll(() => server.close());

  it('gives the same online devices on the device list, its filter, the dashboard, the advertisement dialog and the software page', async () => {
    const list = await data('getDeviceList', { size: 100 });
    const online = onlineNumbers(list.rows);
    // Three of every six offsets are within the window (0, 1 s and exactly on its edge).
    expect(online).toHaveLength(list.total / 2);

    expect(numbers((await data('getDeviceList', { size: 100, online: 1 })).rows)).toEqual(online);
    const offline = numbers((await data('getDeviceList', { size: 100, online: 0 })).rows);
    expect(offline).toHaveLength(list.total - online.length);
    expect(offline.filter((deviceNo) => online.includes(deviceNo))).toEqual([]);

    expect((await data('getHomeKpis', {})).onlineDeviceCount).toBe(online.length);

    const dialog = await data('getAdvertisingDeviceList', { size: 100 });
    expect(onlineNumbers(dialog.rows)).toEqual(online);
    expect(numbers((await data('getAdvertisingDeviceList', { size: 100, online: 1 })).rows)).toEqual(online);
    expect(numbers((await data('getAdvertisingDeviceList', { size: 100, online: 0 })).rows)).toEqual(offline);

    expect(onlineNumbers((await data('getDeviceSoftwareList', { size: 100 })).rows)).toEqual(online);
  });

  it('moves every page together as time passes', async () => {
    server.clock.advance(2_000);
    const online = onlineNumbers((await data('getDeviceList', { size: 100 })).rows);
    expect((await data('getHomeKpis', {})).onlineDeviceCount).toBe(online.length);
    expect(onlineNumbers((await data('getAdvertisingDeviceList', { size: 100 })).rows)).toEqual(online);
    expect(onlineNumbers((await data('getDeviceSoftwareList', { size: 100 })).rows)).toEqual(online);
    // The devices on the edge and one second inside it have left.
    expect(online).toHaveLength(8);
  });
});

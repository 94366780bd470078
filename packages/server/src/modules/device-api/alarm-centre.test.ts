import { deviceApiEndpoints, type DeviceEndpointName } from '@vending/contract';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseDigest } from '../../testing/digest';
import { ADMIN_PASSWORD, backends, ManualTicker, startTestServer, type TestServer } from '../../testing/test-server';
import { auditEvents, managers, deviceTemperatures, devices, deviceTypes } from '../../db/schema';

/*
 * 告警中心 and 温度异常 (issue 39): a reading beyond its device type's range opens an alarm,
 * the history is kept (downsampled), and an administrator assigns, acknowledges and resolves
 * it, each audited.
 */

function deviceCall<Name extends DeviceEndpointName>(
  server: TestServer,
  name: Name,
  authorization: string,
  input: Record<string, unknown>,
) {
  const endpoint = deviceApiEndpoints[name];
  return server.app.inject({
    method: endpoint.method,
    url: endpoint.path,
    headers: { authorization, 'content-type': 'application/json' },
    payload: JSON.stringify(input),
    remoteAddress: '10.7.7.7',
  });
}

const beat = (deviceNo: string, temperature: number | undefined, faults: string[] = []) => ({
  deviceNo,
  softwareVersion: '2.4.0',
  ...(temperature === undefined ? {} : { temperature }),
  doorOpen: false,
  faults,
});

describe.each(backends)('告警中心 on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let token: string;
  const db = () => server.app.database.db;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, ticker: new ManualTicker() });
    token = await server.login('admin', ADMIN_PASSWORD);
  }, 180_000);
  afterAll(() => server.close());

  const data = async (name: Parameters<TestServer['envelope']>[0], input: Record<string, unknown> = {}) => {
    const answer = await server.envelope(name, { token, input });
    expect(answer.code, answer.msg).toBe(1);
    return answer.data;
  };

  /** A device of the refrigerated demo type (2–8 °C), with a credential. */
  async function cooledDevice(skip = 0) {
    const [type] = await db().select().from(deviceTypes).where(eq(deviceTypes.model, 'VC-600'));
    expect(type?.temperatureMax).toBe(8);
    const rows = await db()
      .select({ id: devices.id, deviceNo: devices.deviceNo })
      .from(devices)
      .where(and(eq(devices.typeId, type!.id), eq(devices.isFlag, 1)))
      .orderBy(asc(devices.id));
    const device = rows[skip]!;
    const issued = await data('issueDeviceCredential', { deviceId: device.id });
    return { ...device, auth: `Device ${issued.credential as string}` };
  }

  it('opens 温度异常 at 12 °C on a 2–8 °C type; it is assigned, acknowledged and resolved, each audited', async () => {
    const device = await cooledDevice(0);
    const answer = await deviceCall(
      server,
      'deviceHeartbeat',
      device.auth,
      beat(device.deviceNo, 12, ['refrigeration']),
    );
    expect(answer.statusCode).toBe(200);
    const open = await data('getAlarmCentreList', { deviceId: device.id, state: 'open' });
    expect(open.rows.map((row: { kind: string }) => row.kind).sort()).toEqual(['refrigeration', 'temperature']);
    const alarm = open.rows.find((row: { kind: string }) => row.kind === 'temperature');
    expect(alarm).toMatchObject({
      level: 'critical',
      state: 'open',
      overdue: 0,
      assigneeId: null,
      deviceNo: device.deviceNo,
    });

    // Past the critical target (30 minutes) and nobody on it: overdue.
    server.clock.advance(31 * 60_000);
    const late = await data('getAlarmCentreList', { kind: 'temperature', deviceId: device.id });
    expect(late.rows[0]).toMatchObject({ overdue: 1, durationSeconds: 31 * 60 });
    expect((await data('getAlarmCentreList', { deviceId: device.id, level: 'warning' })).total).toBe(0);

    const [operator] = await db().select().from(managers).where(eq(managers.username, 'operator'));
    await data('assignDeviceAlarm', { alarmId: alarm.alarmId, managerId: operator!.id });
    await data('acknowledgeDeviceAlarm', { alarmId: alarm.alarmId });
    const again = await server.envelope('acknowledgeDeviceAlarm', { token, input: { alarmId: alarm.alarmId } });
    expect(again).toMatchObject({ code: 0, msg: '该告警已确认' });
    const acknowledged = await data('getAlarmCentreList', { deviceId: device.id, state: 'acknowledged' });
    expect(acknowledged.rows).toHaveLength(1);
    expect(acknowledged.rows[0]).toMatchObject({
      alarmId: alarm.alarmId,
      assigneeName: 'operator',
      acknowledgedBy: 'admin',
      overdue: 0,
    });
    expect((await data('getAlarmCentreList', { assigneeId: operator!.id, deviceId: device.id })).total).toBe(1);

    await data('resolveDeviceAlarm', { alarmId: alarm.alarmId, note: '已更换温控器' });
    const closed = await data('getAlarmCentreList', { deviceId: device.id, state: 'closed' });
    expect(closed.rows[0]).toMatchObject({
      alarmId: alarm.alarmId,
      state: 'closed',
      closedBy: 'admin',
      note: '已更换温控器',
    });
    expect(closed.rows[0].durationSeconds).toBe(31 * 60);

    const audited = await db()
      .select({ action: auditEvents.action, after: auditEvents.after })
      .from(auditEvents)
      .where(and(like(auditEvents.target, `alarmId=${alarm.alarmId}%`), eq(auditEvents.result, 1)));
    const actions = audited.map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['assignDeviceAlarm', 'acknowledgeDeviceAlarm', 'resolveDeviceAlarm']),
    );

    // The history shows the reading out of range and the alarm.
    const history = await data('getDeviceTemperatures', { deviceId: device.id, days: 1 });
    expect(history).toMatchObject({ deviceNo: device.deviceNo, minimum: 2, maximum: 8 });
    expect(history.rows.filter((row: { outOfRange: number }) => row.outOfRange === 1)).toEqual([
      expect.objectContaining({ temperature: 12, time: alarm.openedTime }),
    ]);
    expect(history.alarms).toEqual([
      expect.objectContaining({ alarmId: alarm.alarmId, closedTime: closed.rows[0].closedTime }),
    ]);
  });

  it('closes 温度异常 when a reading is back in range, and keeps it while the device sends none', async () => {
    const device = await cooledDevice(1);
    await deviceCall(server, 'deviceHeartbeat', device.auth, beat(device.deviceNo, 0.5));
    const openTemperature = async () =>
      (await data('getAlarmCentreList', { deviceId: device.id, kind: 'temperature', state: 'open' })).total;
    expect(await openTemperature()).toBe(1);
    server.clock.advance(60_000);
    await deviceCall(server, 'deviceHeartbeat', device.auth, beat(device.deviceNo, undefined));
    expect(await openTemperature()).toBe(1);
    server.clock.advance(60_000);
    await deviceCall(server, 'deviceHeartbeat', device.auth, beat(device.deviceNo, 4));
    expect(await openTemperature()).toBe(0);
    const [closed] = (await data('getAlarmCentreList', { deviceId: device.id, kind: 'temperature' })).rows;
    expect(closed).toMatchObject({ state: 'closed', closedBy: null });
  });

  it('keeps one reading per five minutes, and every reading out of range', async () => {
    const device = await cooledDevice(2);
    await db().delete(deviceTemperatures).where(eq(deviceTemperatures.deviceId, device.id));
    // Aligned on a five-minute bucket, then four beats a minute apart within it.
    const start = Math.ceil(server.clock.now().getTime() / 300_000) * 300_000;
    server.clock.advance(start - server.clock.now().getTime());
    for (const temperature of [5, 5.2, 9.5, 5.1]) {
      await deviceCall(server, 'deviceHeartbeat', device.auth, beat(device.deviceNo, temperature));
      server.clock.advance(60_000);
    }
    server.clock.advance(60_000);
    await deviceCall(server, 'deviceHeartbeat', device.auth, beat(device.deviceNo, 5.3));
    const kept = await db()
      .select({ temperature: deviceTemperatures.temperature })
      .from(deviceTemperatures)
      .where(eq(deviceTemperatures.deviceId, device.id))
      .orderBy(asc(deviceTemperatures.recordedAt));
    expect(kept.map((row) => row.temperature)).toEqual([5, 9.5, 5.3]);
  });

  it('refuses an unknown assignee and a reversed range, writing nothing', async () => {
    const [alarm] = (await data('getAlarmCentreList', { state: 'open', size: 1 })).rows;
    const before = await databaseDigest(db());
    expect(
      await server.envelope('assignDeviceAlarm', { token, input: { alarmId: alarm.alarmId, managerId: 999_999 } }),
    ).toMatchObject({ code: 0, msg: '管理员不存在或已禁用' });
    const reversed = await server.envelope('addDeviceType', {
      token,
      input: {
        name: '倒置温区',
        model: 'R-1',
        slotRows: 1,
        slotColumns: 1,
        slotCapacity: 1,
        temperatureMin: 8,
        temperatureMax: 2,
      },
    });
    expect(reversed).toMatchObject({ code: 0, msg: '最高温度不能低于最低温度' });
    expect(await databaseDigest(db())).toEqual(before);
  });
});

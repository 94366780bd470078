import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  deviceApiEndpoints,
  endpoints,
  orderFlow,
  refundStates,
  ResultCode,
  softwareUpdateStatuses,
  successEnvelopeSchema,
  type DeviceEndpointName,
  type DeviceRequest,
  type EndpointName,
  type RequestInput,
} from '@vending/contract';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createManager } from '../../testing/accounts';
import { databaseDigest } from '../../testing/digest';
import { ADMIN_PASSWORD, backends, ManualTicker, startTestServer, type TestServer } from '../../testing/test-server';
import {
  deviceAlarms,
  devices,
  deviceSlots,
  replenishments,
  ledgerEntries,
  orders,
  deviceSoftwareUpdates,
  softwareReleases,
} from '../../db/schema';
import { SimulatedRefundChannel } from '../orders';
import type { AlarmEvent } from './alarms';

const WINDOW_MS = 5 * 60_000;

/** A loopback receiver standing in for the alarm webhook: it keeps what it was sent. */
async function startReceiver() {
  const received: AlarmEvent[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(JSON.parse(body) as AlarmEvent);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/alarms`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(backends)('device API on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  const ticker = new ManualTicker();
  const refundChannel = new SimulatedRefundChannel('succeed');
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const db = () => server.app.database.db;

  async function data<Name extends EndpointName>(name: Name, input: RequestInput<Name>) {
    const answer = await server.envelope(name, { token: adminToken, input });
    return successEnvelopeSchema(endpoints[name].data as z.ZodType).parse(answer).data as z.infer<
      (typeof endpoints)[Name]['data']
    >;
  }

  /** A device call, as a device makes it. */
  async function deviceCall<Name extends DeviceEndpointName>(
    name: Name,
    authorization: string | undefined,
    input: DeviceRequest<Name> | Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    const endpoint = deviceApiEndpoints[name];
    const query = new URLSearchParams(input as Record<string, string>).toString();
    return server.app.inject({
      method: endpoint.method,
      url: endpoint.encoding === 'query' ? `${endpoint.path}?${query}` : endpoint.path,
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(endpoint.encoding === 'json' ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(endpoint.encoding === 'json' ? { payload: JSON.stringify(input) } : {}),
    });
  }

  /** Issues a credential to a demo device through the console's call. */
  async function credentialOf(deviceNo: string) {
    const [device] = await db().select({ id: devices.id }).from(devices).where(eq(devices.deviceNo, deviceNo));
    const issued = await data('issueDeviceCredential', { deviceId: device!.id });
    return { deviceId: device!.id, deviceNo, credential: issued.credential, auth: `Device ${issued.credential}` };
  }

  const heartbeat = (deviceNo: string, extra: Partial<DeviceRequest<'deviceHeartbeat'>> = {}) => ({
    deviceNo,
    softwareVersion: '2.4.0',
    temperature: 5.5,
    doorOpen: false,
    faults: [],
    ...extra,
  });

  async function firstSlot(deviceId: number) {
    const [slot] = await db()
      .select()
      .from(deviceSlots)
      .where(and(eq(deviceSlots.deviceId, deviceId), sql`${deviceSlots.goodsId} is not null`))
      .orderBy(asc(deviceSlots.slotNo))
      .limit(1);
    return slot!;
  }

  const vend = (deviceNo: string, deviceOrderNo: string, slotNo: number, quantity = 1, dispensed = true) => ({
    deviceNo,
    deviceOrderNo,
    paidAt: '2026-03-15T03:59:30.000Z',
    paymentMethod: 1,
    lines: [{ slotNo, quantity, unitPrice: 350 }],
    dispensed,
  });

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer({
      databaseUrl,
      ticker,
      refundChannel,
      environment: { ALARM_WEBHOOK_URL: receiver.url, ALARM_WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' },
    });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  describe('authentication', () => {
    it('takes a device credential, shown once and stored only as a hash; rotating it ends the old one', async () => {
      const first = await credentialOf('VM000001');
      expect(first.credential).toMatch(/^VM000001\.[A-Za-z0-9_-]{43}$/);
      const [stored] = await db()
        .select({ hash: devices.credentialHash })
        .from(devices)
        .where(eq(devices.id, first.deviceId));
      expect(stored!.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored!.hash).not.toContain(first.credential.split('.')[1]);
      expect((await deviceCall('deviceHeartbeat', first.auth, heartbeat('VM000001'))).statusCode).toBe(200);

      const second = await credentialOf('VM000001');
      expect(second.credential).not.toBe(first.credential);
      const old = await deviceCall('deviceHeartbeat', first.auth, heartbeat('VM000001'));
      expect(old.statusCode).toBe(401);
      expect((await deviceCall('deviceHeartbeat', second.auth, heartbeat('VM000001'))).statusCode).toBe(200);
    });

    it('refuses no credential, a wrong one, and an administrator’s token, writing nothing', async () => {
      const before = await databaseDigest(db());
      const none = await deviceCall('deviceHeartbeat', undefined, heartbeat('VM000002'));
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: ResultCode.LOGIN_REQUIRED });
      for (const authorization of [
        `Bearer ${adminToken}`,
        `Device ${adminToken}`,
        `Device VM000002.${'A'.repeat(43)}`,
        'Device nonsense',
      ]) {
        const answer = await deviceCall('deviceHeartbeat', authorization, heartbeat('VM000002'));
        expect(answer.statusCode, authorization).toBe(401);
        expect(answer.json()).toMatchObject({ code: ResultCode.LOGIN_EXPIRED });
      }
      expect(await databaseDigest(db())).toEqual(before);
    });

    it('opens no administrator call to a device credential', async () => {
      const device = await credentialOf('VM000003');
      for (const authorization of [device.auth, `Bearer ${device.credential}`]) {
        const answer = await server.envelope('getDeviceList', { headers: { authorization } });
        expect(answer.code).toBe(ResultCode.LOGIN_EXPIRED);
      }
    });

    it('refuses a disabled device (403) and takes it back once enabled', async () => {
      const device = await credentialOf('VM000004');
      await data('updateDeviceIsFlag', { deviceId: device.deviceId, isFlag: 0 });
      const refused = await deviceCall('deviceHeartbeat', device.auth, heartbeat('VM000004'));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toBe('设备已禁用');
      await data('updateDeviceIsFlag', { deviceId: device.deviceId, isFlag: 1 });
      expect((await deviceCall('deviceHeartbeat', device.auth, heartbeat('VM000004'))).statusCode).toBe(200);
    });

    it('lets a device report only for itself', async () => {
      const device = await credentialOf('VM000005');
      const before = await databaseDigest(db());
      const answer = await deviceCall('deviceHeartbeat', device.auth, heartbeat('VM000006'));
      expect(answer.statusCode).toBe(403);
      expect(answer.json().data).toMatchObject({ field: 'deviceNo' });
      expect(await databaseDigest(db())).toEqual(before);
    });
  });

  describe('payloads', () => {
    it('refuses a bad payload naming the field, writing nothing', async () => {
      const device = await credentialOf('VM000006');
      const slot = await firstSlot(device.deviceId);
      const before = await databaseDigest(db());
      const cases: [Record<string, unknown>, string][] = [
        [{ ...heartbeat('VM000006'), softwareVersion: 'latest' }, 'softwareVersion'],
        [{ ...heartbeat('VM000006'), faults: ['gremlins'] }, 'faults.0'],
        [{ ...heartbeat('VM000006'), temperature: 'warm' }, 'temperature'],
        [{ ...heartbeat('VM000006'), extra: 1 }, 'extra'],
      ];
      for (const [input, field] of cases) {
        const answer = await deviceCall('deviceHeartbeat', device.auth, input);
        expect(answer.statusCode, field).toBe(400);
        expect(answer.json().data.field).toBe(field);
      }
      // The rule in words, never the validator's English (Invalid input: expected boolean…).
      const door = await deviceCall('deviceHeartbeat', device.auth, { ...heartbeat('VM000006'), doorOpen: 'yes' });
      expect(door.json()).toMatchObject({ msg: '字段 doorOpen 应为 true 或 false', data: { field: 'doorOpen' } });
      const doorInEnglish = await deviceCall(
        'deviceHeartbeat',
        device.auth,
        { ...heartbeat('VM000006'), doorOpen: 'yes' },
        { 'accept-language': 'en' },
      );
      expect(doorInEnglish.json().msg).toBe('Field doorOpen must be true or false');
      const badLine = await deviceCall('deviceVend', device.auth, {
        ...vend('VM000006', 'bad-1', slot.slotNo),
        lines: [{ slotNo: slot.slotNo, quantity: 0, unitPrice: 100 }],
      });
      expect(badLine.statusCode).toBe(400);
      expect(badLine.json().data.field).toBe('lines.0.quantity');
      const noSlot = await deviceCall('deviceVend', device.auth, vend('VM000006', 'bad-2', 399));
      expect(noSlot.statusCode).toBe(400);
      expect(noSlot.json().data.field).toBe('lines.0.slotNo');
      const notJson = await server.app.inject({
        method: 'POST',
        url: deviceApiEndpoints.deviceHeartbeat.path,
        headers: { authorization: device.auth, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'deviceNo=VM000006',
      });
      expect(notJson.statusCode).toBe(400);
      expect(await databaseDigest(db())).toEqual(before);
    });
  });

  describe('vends', () => {
    it('makes one order of a vend and takes its items from the slot; a replay changes nothing', async () => {
      const device = await credentialOf('VM000007');
      const slot = await firstSlot(device.deviceId);
      await db()
        .update(deviceSlots)
        .set({ stock: 5 })
        .where(and(eq(deviceSlots.deviceId, device.deviceId), eq(deviceSlots.slotNo, slot.slotNo)));
      const first = await deviceCall('deviceVend', device.auth, vend('VM000007', 'A-1', slot.slotNo, 2));
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toEqual({
        orderNo: `V${device.deviceId}-A-1`,
        replay: false,
        slots: [{ slotNo: slot.slotNo, stock: 3 }],
        slotsEtag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      });
      const replay = await deviceCall('deviceVend', device.auth, vend('VM000007', 'A-1', slot.slotNo, 2));
      expect(replay.json().data).toMatchObject({ orderNo: `V${device.deviceId}-A-1`, replay: true });
      const made = await db().select().from(orders).where(eq(orders.deviceOrderNo, 'A-1'));
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ amount: 700, status: orderFlow.values.completed, memberId: null });
      const [after] = await db()
        .select({ stock: deviceSlots.stock })
        .from(deviceSlots)
        .where(and(eq(deviceSlots.deviceId, device.deviceId), eq(deviceSlots.slotNo, slot.slotNo)));
      expect(after!.stock).toBe(3);
      // The order list shows it.
      const listed = await data('getOrderList', { keyword: `V${device.deviceId}-A-1` } as RequestInput<'getOrderList'>);
      expect(listed.total).toBe(1);
    });

    it('makes one order of concurrent replays', async () => {
      const device = await credentialOf('VM000008');
      const slot = await firstSlot(device.deviceId);
      await db()
        .update(deviceSlots)
        .set({ stock: 9 })
        .where(and(eq(deviceSlots.deviceId, device.deviceId), eq(deviceSlots.slotNo, slot.slotNo)));
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => deviceCall('deviceVend', device.auth, vend('VM000008', 'C-1', slot.slotNo))),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
      expect(answers.filter((answer) => answer.json().data.replay === false)).toHaveLength(1);
      const [made] = await db().select({ count: count() }).from(orders).where(eq(orders.deviceOrderNo, 'C-1'));
      expect(made!.count).toBe(1);
      const [after] = await db()
        .select({ stock: deviceSlots.stock })
        .from(deviceSlots)
        .where(and(eq(deviceSlots.deviceId, device.deviceId), eq(deviceSlots.slotNo, slot.slotNo)));
      expect(after!.stock).toBe(8);
    });

    it('never takes a slot below zero, and the database refuses a negative stock', async () => {
      const device = await credentialOf('VM000009');
      const slot = await firstSlot(device.deviceId);
      const where = and(eq(deviceSlots.deviceId, device.deviceId), eq(deviceSlots.slotNo, slot.slotNo));
      await db().update(deviceSlots).set({ stock: 1 }).where(where);
      const answer = await deviceCall('deviceVend', device.auth, vend('VM000009', 'Z-1', slot.slotNo, 3));
      expect(answer.json().data.slots).toEqual([{ slotNo: slot.slotNo, stock: 0 }]);
      await expect(db().update(deviceSlots).set({ stock: -1 }).where(where)).rejects.toThrow();
    });

    it('cancels a failed dispense, leaves the stock and refunds the payment through the channel', async () => {
      const device = await credentialOf('VM000017');
      const slot = await firstSlot(device.deviceId);
      const answer = await deviceCall('deviceVend', device.auth, {
        ...vend('VM000017', 'F-1', slot.slotNo, 2, false),
        failureReason: '电机卡住',
      });
      expect(answer.json().data.slots).toEqual([{ slotNo: slot.slotNo, stock: slot.stock }]);
      const [made] = await db().select().from(orders).where(eq(orders.deviceOrderNo, 'F-1'));
      expect(made).toMatchObject({ status: orderFlow.values.cancelled, refundDue: 1, refunded: 700 });
      expect(made!.cancelReason).toContain('电机卡住');
      // The order's refund, as its detail shows it, and the platform's takings back to nothing.
      const detail = await data('getOrderDetail', { orderId: made!.id });
      expect(detail.refunds).toEqual([
        expect.objectContaining({ amount: 700, status: refundStates.refunded, createdBy: null }),
      ]);
      const entries = await db()
        .select({ amount: ledgerEntries.amount, kind: ledgerEntries.kind })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.orderId, made!.id))
        .orderBy(asc(ledgerEntries.id));
      expect(entries).toEqual([
        { amount: 700, kind: 'orderPayment' },
        { amount: -700, kind: 'orderRefund' },
      ]);
    });

    it('a failed dispense whose refund the channel refuses shows 退款失败, and a retry pays it back', async () => {
      const device = await credentialOf('VM000019');
      const slot = await firstSlot(device.deviceId);
      refundChannel.outcome = 'fail';
      try {
        const answer = await deviceCall('deviceVend', device.auth, vend('VM000019', 'F-2', slot.slotNo, 1, false));
        // The machine's report is taken whatever the channel answers.
        expect(answer.statusCode).toBe(200);
      } finally {
        refundChannel.outcome = 'succeed';
      }
      const [made] = await db().select().from(orders).where(eq(orders.deviceOrderNo, 'F-2'));
      expect(made).toMatchObject({ status: orderFlow.values.cancelled, refunded: 0 });
      const [failed] = (await data('getOrderDetail', { orderId: made!.id })).refunds;
      expect(failed).toMatchObject({ amount: 350, status: refundStates.failed });
      expect(await data('retryOrderRefund', { refundId: failed!.refundId })).toEqual({
        status: refundStates.refunded,
      });
      const [after] = await db().select().from(orders).where(eq(orders.id, made!.id));
      expect(after!.refunded).toBe(350);
    });
  });

  describe('stock reports', () => {
    it('turns a restock at the machine into a replenishment record and sets the slots', async () => {
      const device = await credentialOf('VM000011');
      const slot = await firstSlot(device.deviceId);
      const recordsOf = async () =>
        (
          await db().select({ count: count() }).from(replenishments).where(eq(replenishments.deviceId, device.deviceId))
        )[0]!.count;
      const before = await recordsOf();
      const report = {
        deviceNo: 'VM000011',
        reportNo: 'restock-1',
        operatorName: '赵补货',
        operatorPhone: '13800000011',
        lines: [{ slotNo: slot.slotNo, before: 0, after: slot.capacity }],
      };
      const answer = await deviceCall('deviceStockReport', device.auth, report);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.replay).toBe(false);
      // Sent again (no answer came): the same record, nothing new; other content under its number: 409.
      const again = await deviceCall('deviceStockReport', device.auth, report);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual({
        replenishmentId: answer.json().data.replenishmentId,
        replay: true,
        slotsEtag: answer.json().data.slotsEtag,
      });
      const other = await deviceCall('deviceStockReport', device.auth, { ...report, operatorName: '钱补货' });
      expect(other.statusCode).toBe(409);
      const listed = await data('getReplenishmentList', { deviceId: device.deviceId, operator: '赵补货' });
      expect(listed.total).toBe(1);
      expect(listed.rows[0]!.lines).toEqual([
        expect.objectContaining({ slotNo: slot.slotNo, before: 0, after: slot.capacity }),
      ]);
      const over = await deviceCall('deviceStockReport', device.auth, {
        deviceNo: 'VM000011',
        reportNo: 'restock-2',
        operatorName: '赵补货',
        operatorPhone: '',
        lines: [{ slotNo: slot.slotNo, before: 0, after: slot.capacity + 1 }],
      });
      expect(over.statusCode).toBe(400);
      expect(over.json().data.field).toBe('lines.0.after');
      expect(await recordsOf()).toBe(before + 1);
    });
  });

  describe('alarms', () => {
    it('opens an alarm for a reported fault, closes it when reported gone, and tells the webhook', async () => {
      const device = await credentialOf('VM000012');
      receiver.received.length = 0;
      await deviceCall('deviceHeartbeat', device.auth, heartbeat('VM000012', { faults: ['dispenseJam', 'doorOpen'] }));
      const [row] = (await data('getDeviceList', { keyword: 'VM000012' })).rows;
      expect(row!.openAlarms).toEqual(expect.arrayContaining(['dispenseJam', 'doorOpen']));
      const kpis = await data('getHomeKpis', {});
      const [open] = await db().select({ count: count() }).from(deviceAlarms).where(isNull(deviceAlarms.closedAt));
      expect(kpis.openAlarmCount).toBe(open!.count);
      // The same faults again open nothing more.
      await deviceCall('deviceHeartbeat', device.auth, heartbeat('VM000012', { faults: ['dispenseJam', 'doorOpen'] }));
      await deviceCall('deviceHeartbeat', device.auth, heartbeat('VM000012', { faults: ['doorOpen'] }));
      const history = await data('getDeviceAlarmList', { deviceId: device.deviceId });
      expect(history.total).toBe(2);
      const jam = history.rows.find((alarm) => alarm.kind === 'dispenseJam')!;
      expect(jam.closedTime).not.toBeNull();
      expect(jam.closedBy).toBeNull();
      await expect.poll(() => receiver.received.filter((event) => event.deviceNo === 'VM000012').length).toBe(3);
      expect(receiver.received.filter((event) => event.deviceNo === 'VM000012')).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ event: 'opened', kind: 'dispenseJam' }),
          expect.objectContaining({ event: 'opened', kind: 'doorOpen' }),
          expect.objectContaining({ event: 'closed', kind: 'dispenseJam', closedBy: null }),
        ]),
      );
    });

    it('lets an administrator resolve an open alarm with a note, saying who and when', async () => {
      const device = await credentialOf('VM000013');
      await deviceCall('deviceHeartbeat', device.auth, heartbeat('VM000013', { faults: ['refrigeration'] }));
      const [alarm] = (await data('getDeviceAlarmList', { deviceId: device.deviceId, open: 1 })).rows;
      const empty = await server.envelope('resolveDeviceAlarm', {
        token: adminToken,
        input: { alarmId: alarm!.alarmId, note: '  ' },
      });
      expect(empty.data.field).toBe('note');
      await data('resolveDeviceAlarm', { alarmId: alarm!.alarmId, note: '已更换压缩机' });
      const [closed] = (await data('getDeviceAlarmList', { deviceId: device.deviceId })).rows;
      expect(closed).toMatchObject({
        closedBy: 'admin',
        note: '已更换压缩机',
        closedTime: server.clock.now().toISOString(),
      });
      const again = await server.envelope('resolveDeviceAlarm', {
        token: adminToken,
        input: { alarmId: alarm!.alarmId, note: '再次' },
      });
      expect(again.code).toBe(ResultCode.FAILURE);
      expect((await data('getDeviceList', { keyword: 'VM000013' })).rows[0]!.openAlarms).toEqual([]);
    });

    it('opens a silence alarm for a device gone quiet past the window, closed by its next heartbeat', async () => {
      const device = await credentialOf('VM000014');
      await deviceCall('deviceHeartbeat', device.auth, heartbeat('VM000014'));
      await ticker.tick();
      const openSilence = () =>
        data('getDeviceAlarmList', { deviceId: device.deviceId, open: 1, kind: 'offline' }).then((page) => page.total);
      expect(await openSilence()).toBe(0);
      server.clock.advance(WINDOW_MS + 1_000);
      await ticker.tick();
      expect(await openSilence()).toBe(1);
      await ticker.tick();
      expect(await openSilence()).toBe(1);
      await deviceCall('deviceHeartbeat', device.auth, heartbeat('VM000014'));
      expect(await openSilence()).toBe(0);
      expect((await data('getDeviceAlarmList', { deviceId: device.deviceId, kind: 'offline' })).total).toBe(1);
    });

    it('sends alarms to the URL saved on 告警通知, ALARM_WEBHOOK_URL until then; refuses a URL not http(s)', async () => {
      const other = await startReceiver();
      try {
        expect(await data('getAlarmWebhook', {})).toEqual({
          url: receiver.url,
          format: 'generic',
          saved: false,
          updatedBy: null,
          updateTime: null,
        });
        const phoneKeeper = await createManager(server, adminToken, 'webhook_outsider', ['客服电话']);
        const before = await databaseDigest(db());
        for (const url of ['ftp://example.com/alarms', 'not a url', `http://${'x'.repeat(2_000)}.example.com`]) {
          const refused = await server.envelope('updateAlarmWebhook', { token: adminToken, input: { url } });
          expect(refused.code).toBe(ResultCode.FAILURE);
          expect(refused.data.field).toBe('url');
        }
        // Only the holder of 告警通知 may read or change it.
        const outsider = await server.envelope('updateAlarmWebhook', {
          token: phoneKeeper.token,
          input: { url: other.url },
        });
        expect(outsider.code).toBe(ResultCode.NO_PERMISSION);
        expect((await server.envelope('getAlarmWebhook', { token: phoneKeeper.token })).code).toBe(
          ResultCode.NO_PERMISSION,
        );
        expect(await databaseDigest(db())).toEqual(before);

        await data('updateAlarmWebhook', { url: other.url });
        expect(await data('getAlarmWebhook', {})).toMatchObject({ url: other.url, saved: true, updatedBy: 'admin' });
        receiver.received.length = 0;
        const device = await credentialOf('VM000015');
        await deviceCall('deviceHeartbeat', device.auth, heartbeat('VM000015', { faults: ['paymentReader'] }));
        await expect
          .poll(() => other.received.filter((event) => event.deviceNo === 'VM000015' && event.event === 'opened'))
          .toEqual([expect.objectContaining({ kind: 'paymentReader' })]);
        expect(receiver.received).toEqual([]);

        // Saved empty (the console's form leaves an empty field out): alarms go nowhere, the
        // server's default included.
        await data('updateAlarmWebhook', {});
        expect(await data('getAlarmWebhook', {})).toMatchObject({ url: '', saved: true });
        await deviceCall('deviceHeartbeat', device.auth, heartbeat('VM000015'));
        expect((await data('getDeviceAlarmList', { deviceId: device.deviceId, open: 1 })).total).toBe(0);
        // The closing went nowhere. The webhook is told without the device waiting, so wait for a
        // later event told after it: with a URL saved again, the fault reported anew opens an alarm
        // that reaches the receiver; the closing, told first, would have come before it.
        await data('updateAlarmWebhook', { url: receiver.url });
        await deviceCall('deviceHeartbeat', device.auth, heartbeat('VM000015', { faults: ['paymentReader'] }));
        const ofPaymentReader = (event: AlarmEvent) => event.deviceNo === 'VM000015' && event.kind === 'paymentReader';
        await expect
          .poll(() => receiver.received.filter(ofPaymentReader).map((event) => event.event))
          .toEqual(['opened']);
        expect(other.received.filter(ofPaymentReader).map((event) => event.event)).toEqual(['opened']);
        await deviceCall('deviceHeartbeat', device.auth, heartbeat('VM000015'));
        await expect
          .poll(() => receiver.received.filter(ofPaymentReader).map((event) => event.event))
          .toEqual(['opened', 'closed']);
      } finally {
        await other.close();
      }
    });
  });

  describe('live pages', () => {
    it('answers the administrators’ GETs with an ETag: 304 while unchanged, the new answer after a report', async () => {
      const device = await credentialOf('VM000016');
      await deviceCall('deviceHeartbeat', device.auth, heartbeat('VM000016'));
      const kpis = (ifNoneMatch?: string) =>
        server.app.inject({
          method: 'GET',
          url: endpoints.getHomeKpis.path,
          headers: { authorization: `Bearer ${adminToken}`, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
        });
      const first = await kpis();
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      const unchanged = await kpis(etag);
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');
      expect(unchanged.headers.etag).toBe(etag);
      expect((await kpis(`"other", W/${etag}`)).statusCode).toBe(304);
      // A fault opens an alarm: the dashboard's count changes, so does the answer.
      await deviceCall('deviceHeartbeat', device.auth, heartbeat('VM000016', { faults: ['refrigeration'] }));
      const changed = await kpis(etag);
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json().data.openAlarmCount).toBe(first.json().data.openAlarmCount + 1);
    });
  });

  describe('upgrades', () => {
    it('asks the device to upgrade and moves the status with its reports', async () => {
      const device = await credentialOf('VM000015');
      const [release] = await db()
        .select()
        .from(softwareReleases)
        .where(eq(softwareReleases.platform, 'android'))
        .orderBy(sql`${softwareReleases.buildNumber} desc`)
        .limit(1);
      await data('pushSoftwareRelease', { deviceIds: [device.deviceId], releaseId: release!.id });
      const beat = await deviceCall('deviceHeartbeat', device.auth, heartbeat('VM000015'));
      expect(beat.json().data.actions).toContainEqual(
        expect.objectContaining({ kind: 'upgrade', version: release!.version, buildNumber: release!.buildNumber }),
      );
      const status = async () =>
        (
          await db()
            .select({ status: deviceSoftwareUpdates.status })
            .from(deviceSoftwareUpdates)
            .where(eq(deviceSoftwareUpdates.deviceId, device.deviceId))
        )[0]!.status;
      expect(await status()).toBe(softwareUpdateStatuses.pending);
      const report = (state: 'downloading' | 'installed' | 'failed', extra = {}) =>
        deviceCall('deviceUpgradeReport', device.auth, {
          deviceNo: 'VM000015',
          version: release!.version,
          buildNumber: release!.buildNumber,
          state,
          ...extra,
        });
      expect((await report('downloading')).json().data).toEqual({ updateState: 'updating' });
      expect(await status()).toBe(softwareUpdateStatuses.updating);
      expect((await report('failed', { reason: '校验失败' })).json().data).toEqual({ updateState: 'failed' });
      await data('retrySoftwareUpdates', { deviceIds: [device.deviceId] });
      expect(await status()).toBe(softwareUpdateStatuses.pending);
      // Forward only: installed straight from 待升级 is refused (409), so is a late downloading.
      const skipped = await report('installed');
      expect(skipped.statusCode).toBe(409);
      expect(skipped.json().data.field).toBe('state');
      expect(await status()).toBe(softwareUpdateStatuses.pending);
      expect((await report('downloading')).json().data).toEqual({ updateState: 'updating' });
      expect((await report('downloading')).json().data).toEqual({ updateState: 'updating' });
      expect((await report('installed')).json().data).toEqual({ updateState: 'upgraded' });
      expect((await report('installed')).json().data).toEqual({ updateState: 'upgraded' });
      const late = await report('downloading');
      expect(late.statusCode).toBe(409);
      expect(await status()).toBe(softwareUpdateStatuses.updated);
      const [after] = await db()
        .select({ version: devices.softwareVersion })
        .from(devices)
        .where(eq(devices.id, device.deviceId));
      expect(after!.version).toBe(release!.version);
      const done = await deviceCall('deviceHeartbeat', device.auth, heartbeat('VM000015'));
      expect(done.json().data.actions).not.toContainEqual(expect.objectContaining({ kind: 'upgrade' }));
      // A report of a release never pushed to it is refused.
      const other = await deviceCall('deviceUpgradeReport', device.auth, {
        deviceNo: 'VM000015',
        version: '9.9.9',
        buildNumber: 999_999,
        state: 'installed',
      });
      expect(other.statusCode).toBe(409);
    });
  });

  describe('slots', () => {
    it('answers the slots with goods and price, 304 while unchanged, a new ETag after a sale', async () => {
      const device = await credentialOf('VM000018');
      const first = await deviceCall('deviceSlots', device.auth, { deviceNo: 'VM000018' });
      expect(first.statusCode).toBe(200);
      const slots = first.json().data.slots as { slotNo: number; price: number | null; stock: number }[];
      const selling = slots.find((slot) => slot.price !== null && slot.stock > 0)!;
      const etag = first.headers.etag as string;
      const same = await deviceCall('deviceSlots', device.auth, { deviceNo: 'VM000018' }, { 'if-none-match': etag });
      expect(same.statusCode).toBe(304);
      await deviceCall('deviceVend', device.auth, vend('VM000018', 'S-1', selling.slotNo));
      const after = await deviceCall('deviceSlots', device.auth, { deviceNo: 'VM000018' }, { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
    });

    it('tells the device in its heartbeat when staff changed its slots, not after its own sale or restock', async () => {
      const device = await credentialOf('VM000022');
      const slotsNow = async (etag?: string) =>
        deviceCall('deviceSlots', device.auth, { deviceNo: 'VM000022' }, etag ? { 'if-none-match': etag } : {});
      const reloadOf = async (slotsEtag?: string) => {
        const beat = await deviceCall(
          'deviceHeartbeat',
          device.auth,
          heartbeat('VM000022', slotsEtag ? { slotsEtag } : {}),
        );
        expect(beat.statusCode, beat.body).toBe(200);
        return (beat.json().data.actions as { kind: string; etag?: string }[]).find(
          (action) => action.kind === 'reloadSlots',
        );
      };
      // A slot with something to sell.
      const slot = await firstSlot(device.deviceId);
      await db()
        .update(deviceSlots)
        .set({ stock: 2 })
        .where(and(eq(deviceSlots.deviceId, device.deviceId), eq(deviceSlots.slotNo, slot.slotNo)));
      const first = await slotsNow();
      const held = first.headers.etag as string;
      // A device that never read its slots is told to; one holding the server's version is not.
      expect(await reloadOf()).toEqual({ kind: 'reloadSlots', etag: held });
      expect(await reloadOf(held)).toBeUndefined();

      // Its own sale: the answer carries the slots' new version, the one the slots call now answers.
      const sale = await deviceCall('deviceVend', device.auth, vend('VM000022', 'E-1', slot.slotNo));
      expect(sale.statusCode, sale.body).toBe(200);
      const sold = sale.json().data;
      expect(sold.slotsEtag).not.toBe(held);
      expect((await slotsNow(sold.slotsEtag)).statusCode).toBe(304);
      expect(await reloadOf(sold.slotsEtag)).toBeUndefined();
      // Its own restock, likewise.
      const restocked = (
        await deviceCall('deviceStockReport', device.auth, {
          deviceNo: 'VM000022',
          reportNo: 'E-restock-1',
          operatorName: '赵补货',
          operatorPhone: '13800000022',
          lines: [{ slotNo: slot.slotNo, before: 1, after: slot.capacity }],
        })
      ).json().data;
      expect((await slotsNow(restocked.slotsEtag)).statusCode).toBe(304);
      expect(await reloadOf(restocked.slotsEtag)).toBeUndefined();

      // Staff set the slots in the console: the next heartbeat says so, with the version to fetch.
      const rows = (await data('getDeviceSlots', { deviceId: device.deviceId })).rows;
      await data('saveDeviceSlots', {
        deviceId: device.deviceId,
        slots: rows.map((row) => ({
          slotNo: row.slotNo,
          goodsId: row.goodsId,
          stock: row.slotNo === slot.slotNo ? 1 : row.stock,
          capacity: row.capacity,
          parLevel: row.parLevel,
        })),
      });
      const told = await reloadOf(restocked.slotsEtag);
      const fetched = await slotsNow(restocked.slotsEtag);
      expect(fetched.statusCode).toBe(200);
      expect(told).toEqual({ kind: 'reloadSlots', etag: fetched.headers.etag });
      expect(
        (fetched.json().data.slots as { slotNo: number; stock: number }[]).find((row) => row.slotNo === slot.slotNo)
          ?.stock,
      ).toBe(1);
    });
  });

  describe('playlist', () => {
    it('answers with an ETag, 304 while unchanged, and a new one after a change', async () => {
      const device = await credentialOf('VM000016');
      const first = await deviceCall('devicePlaylist', device.auth, { deviceNo: 'VM000016' });
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const same = await deviceCall('devicePlaylist', device.auth, { deviceNo: 'VM000016' }, { 'if-none-match': etag });
      expect(same.statusCode).toBe(304);
      expect(same.body).toBe('');
      const quiet = await deviceCall('deviceHeartbeat', device.auth, heartbeat('VM000016', { playlistEtag: etag }));
      expect(quiet.json().data.actions).not.toContainEqual(expect.objectContaining({ kind: 'reloadPlaylist' }));

      await data('updateServiceContact', { telephone: '400-800-1234' });
      const changed = await deviceCall(
        'devicePlaylist',
        device.auth,
        { deviceNo: 'VM000016' },
        { 'if-none-match': etag },
      );
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data.servicePhone).toBe('400-800-1234');
      expect(changed.headers.etag).not.toBe(etag);
      const told = await deviceCall('deviceHeartbeat', device.auth, heartbeat('VM000016', { playlistEtag: etag }));
      expect(told.json().data.actions).toContainEqual({ kind: 'reloadPlaylist', etag: changed.headers.etag });
    });
  });
});

describe('device API rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ environment: { DEVICE_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => server.close());

  it('limits each device on its own', async () => {
    const token = await server.login('admin', ADMIN_PASSWORD);
    const issue = async (deviceId: number) =>
      (await server.envelope('issueDeviceCredential', { token, input: { deviceId } })).data.credential as string;
    const [one, two] = await server.app.database.db
      .select({ id: devices.id, deviceNo: devices.deviceNo })
      .from(devices)
      .orderBy(asc(devices.id))
      .limit(2);
    const credentials = [await issue(one!.id), await issue(two!.id)];
    const beat = (index: number) =>
      server.app.inject({
        method: 'POST',
        url: deviceApiEndpoints.deviceHeartbeat.path,
        headers: { authorization: `Device ${credentials[index]}`, 'content-type': 'application/json' },
        payload: JSON.stringify({
          deviceNo: [one, two][index]!.deviceNo,
          softwareVersion: '2.4.0',
          doorOpen: false,
          faults: [],
        }),
      });
    const statuses = [];
    for (let call = 0; call < 4; call++) statuses.push((await beat(0)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await beat(1)).statusCode).toBe(200);
  });
});

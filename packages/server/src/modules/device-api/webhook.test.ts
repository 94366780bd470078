import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deviceApiEndpoints, ResultCode, type AlarmDeliveryRow } from '@vending/contract';
import { createManager } from '../../testing/accounts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, backends, ManualTicker, startTestServer, type TestServer } from '../../testing/test-server';
import { devices } from '../../db/schema';
import { backoffMs, deliveryStates, isInternalAddress, SIGNATURE_HEADER, targetRefusal, webhookSecret } from './outbox';
import { alarmNotifications } from './tables';

/** How a receiver checks a delivery (docs/DEVICE-API.md shows the same): HMAC-SHA-256 of `<t>.<body>`. */
function verify(secret: string, header: string, body: string, nowSeconds: number, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const seconds = Number(parts.t);
  if (!Number.isInteger(seconds) || Math.abs(nowSeconds - seconds) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${seconds}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface Delivery {
  path: string;
  body: string;
  signature: string;
  eventId: string;
}

/**
 * A loopback receiver: `/alarms` fails the first `failures` attempts of each event (503), `/moved`
 * redirects to it, `/robot` answers like a group robot, refusing the first `failures - 1` (errcode).
 */
async function startReceiver(failures: number) {
  const deliveries: Delivery[] = [];
  const attemptsOf = new Map<string, number>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const eventId = String(request.headers['vending-event-id'] ?? '');
      deliveries.push({ path: request.url ?? '', body, signature: String(request.headers[SIGNATURE_HEADER]), eventId });
      if (request.url === '/moved') {
        response.writeHead(302, { location: '/alarms' }).end();
        return;
      }
      const attempt = (attemptsOf.get(eventId) ?? 0) + 1;
      attemptsOf.set(eventId, attempt);
      if (request.url === '/robot') {
        // A group robot answers 200 either way; its errcode says whether it took the message.
        const refused = attempt <= failures - 1;
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(
            JSON.stringify(
              refused ? { errcode: 45009, errmsg: 'api freq out of limit' } : { errcode: 0, errmsg: 'ok' },
            ),
          );
        return;
      }
      response.writeHead(attempt <= failures ? 503 : 200).end(attempt <= failures ? 'busy' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('webhook targets', () => {
  it('refuses private, loopback, link-local and shared addresses unless allowed', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isInternalAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111'])
      expect(isInternalAddress(address), address).toBe(false);
    expect(await targetRefusal('http://169.254.169.254/latest/meta-data', [])).toMatch(/internal/);
    expect(await targetRefusal('http://127.0.0.1:6379/', [])).toMatch(/internal/);
    expect(await targetRefusal('http://[::1]:8080/', [])).toMatch(/internal/);
    expect(await targetRefusal('http://localhost/', [])).toMatch(/internal/);
    expect(await targetRefusal('http://127.0.0.1:6379/', ['127.0.0.1'])).toBeNull();
    expect(await targetRefusal('http://93.184.216.34/hook', [])).toBeNull();
  });

  it('backs off: 5 s doubled per failure, at most an hour, with some randomness', () => {
    expect(backoffMs(1, () => 0.5)).toBe(5_000);
    expect(backoffMs(2, () => 0.5)).toBe(10_000);
    expect(backoffMs(20, () => 0.5)).toBe(3_600_000);
    expect(backoffMs(1, () => 0)).toBe(4_000);
  });
});

describe.each(backends)('alarm notifications on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let token: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const ticker = new ManualTicker();
  const db = () => server.app.database.db;

  beforeAll(async () => {
    receiver = await startReceiver(2);
    server = await startTestServer({
      databaseUrl,
      ticker,
      environment: {
        ALARM_WEBHOOK_URL: receiver.url('/alarms'),
        ALARM_WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
        PUBLIC_URL: 'https://console.example.com/',
      },
    });
    token = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  async function device(deviceNo: string) {
    const [row] = await db().select({ id: devices.id }).from(devices).where(eq(devices.deviceNo, deviceNo));
    const issued = await server.envelope('issueDeviceCredential', { token, input: { deviceId: row!.id } });
    const auth = `Device ${issued.data.credential as string}`;
    const beat = (faults: string[]) =>
      server.app.inject({
        method: 'POST',
        url: deviceApiEndpoints.deviceHeartbeat.path,
        headers: { authorization: auth, 'content-type': 'application/json' },
        payload: JSON.stringify({ deviceNo, softwareVersion: '2.4.0', doorOpen: false, faults }),
      });
    return { id: row!.id, beat };
  }

  /** Moves the clock past any backoff and lets the sender run, until `done`. */
  async function deliverUntil(done: () => boolean) {
    await expect
      .poll(
        async () => {
          server.clock.advance(15_000);
          await ticker.tick();
          return done();
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBe(true);
  }

  it('signs each event, retries after failures and delivers a device’s events in order', async () => {
    const machine = await device('VM000022');
    expect((await machine.beat(['refrigeration'])).statusCode).toBe(200);
    expect((await machine.beat([])).statusCode).toBe(200);
    const received = () =>
      receiver.deliveries.filter((delivery) => delivery.path === '/alarms' && delivery.body.includes('VM000022'));
    await deliverUntil(() => received().filter((delivery) => delivery.body.includes('"closed"')).length === 3);
    const secret = await webhookSecret(db(), server.clock.now());
    const attempts = received();
    // Each event failed twice (503) and was sent again; the closing never before the opening was taken.
    const events = attempts.map(
      (delivery) => JSON.parse(delivery.body) as { event: string; sequence: number; eventId: string },
    );
    expect(events.map((event) => `${event.event}#${event.sequence}`)).toEqual([
      'opened#1',
      'opened#1',
      'opened#1',
      'closed#2',
      'closed#2',
      'closed#2',
    ]);
    for (const delivery of attempts) {
      expect(delivery.eventId).toBe((JSON.parse(delivery.body) as { eventId: string }).eventId);
      const signedAt = Number(/t=(\d+)/.exec(delivery.signature)![1]);
      expect(verify(secret, delivery.signature, delivery.body, signedAt)).toBe(true);
      // A forged or altered body fails the check.
      expect(verify(secret, delivery.signature, delivery.body.replace('closed', 'opened'), signedAt)).toBe(false);
      expect(verify('whsec_other', delivery.signature, delivery.body, signedAt)).toBe(false);
    }
    const log = await db()
      .select()
      .from(alarmNotifications)
      .where(eq(alarmNotifications.deviceId, machine.id))
      .orderBy(asc(alarmNotifications.sequence));
    expect(log.map((row) => [row.state, row.attempts, row.lastStatus])).toEqual([
      [deliveryStates.delivered, 3, 200],
      [deliveryStates.delivered, 3, 200],
    ]);
  });

  it('signs with a secret issued on 告警通知, shown once, replacing the old one at once', async () => {
    const first = await server.envelope('issueAlarmWebhookSecret', { token });
    const second = await server.envelope('issueAlarmWebhookSecret', { token });
    expect(first.data.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(second.data.secret).not.toBe(first.data.secret);
    // Only the holder of 告警通知 may issue it.
    const outsider = await createManager(server, token, 'secret_outsider', ['客服电话']);
    expect((await server.envelope('issueAlarmWebhookSecret', { token: outsider.token })).code).toBe(
      ResultCode.NO_PERMISSION,
    );
    const machine = await device('VM000023');
    await machine.beat(['doorOpen']);
    const mine = () =>
      receiver.deliveries.filter((delivery) => delivery.path === '/alarms' && delivery.body.includes('VM000023'));
    await deliverUntil(() => mine().length === 3);
    for (const delivery of mine()) {
      const signedAt = Number(/t=(\d+)/.exec(delivery.signature)![1]);
      expect(verify(second.data.secret as string, delivery.signature, delivery.body, signedAt)).toBe(true);
      expect(verify(first.data.secret as string, delivery.signature, delivery.body, signedAt)).toBe(false);
    }
  });

  it('sends nothing to an internal address that is not allowed (localhost is not 127.0.0.1 on the list)', async () => {
    await server.envelope('updateAlarmWebhook', {
      token,
      input: { url: receiver.url('/alarms').replace('127.0.0.1', 'localhost') },
    });
    const machine = await device('VM000024');
    const before = receiver.deliveries.length;
    await machine.beat(['dispenseJam']);
    const row = async () =>
      (await db().select().from(alarmNotifications).where(eq(alarmNotifications.deviceId, machine.id)))[0];
    await expect.poll(async () => (await row())?.lastError, { timeout: 10_000 }).toMatch(/internal address/);
    expect((await row())!.lastStatus).toBeNull();
    expect(receiver.deliveries.slice(before).filter((delivery) => delivery.body.includes('VM000024'))).toEqual([]);
  });

  it('follows no redirect: a 3xx is a failed attempt, its target never called', async () => {
    await server.envelope('updateAlarmWebhook', { token, input: { url: receiver.url('/moved') } });
    const machine = await device('VM000021');
    await machine.beat(['paymentReader']);
    const row = async () =>
      (await db().select().from(alarmNotifications).where(eq(alarmNotifications.deviceId, machine.id)))[0]!;
    await deliverUntil(() =>
      receiver.deliveries.some((delivery) => delivery.path === '/moved' && delivery.body.includes('VM000021')),
    );
    await expect.poll(async () => (await row()).lastError, { timeout: 10_000 }).toMatch(/redirect not followed/);
    expect((await row()).state).toBe(deliveryStates.waiting);
    expect(receiver.deliveries.filter((d) => d.path === '/alarms' && d.body.includes('VM000021'))).toEqual([]);
    // The delivery log says so: waiting, the attempt's time, its status and error.
    const { eventId } = await row();
    const log = await server.envelope('getAlarmDeliveryList', { token, input: { state: 'waiting' } });
    const entry = (log.data.rows as AlarmDeliveryRow[]).find((item) => item.eventId === eventId);
    expect(entry).toMatchObject({ event: 'opened', deviceNo: 'VM000021', state: 'waiting', lastStatus: 302 });
    expect(entry!.lastError).toBe('redirect not followed (HTTP 302)');
    expect(entry!.lastAttemptTime).not.toBeNull();
    expect(entry!.nextAttemptTime).not.toBeNull();
  });

  /** The robot messages that reached `/robot` and were taken (the last attempt of each event). */
  const robotMessages = () =>
    receiver.deliveries
      .filter((delivery) => delivery.path === '/robot')
      .map((delivery) => ({ ...delivery, message: JSON.parse(delivery.body) as Record<string, unknown> }));

  it('speaks 企业微信’s robot: the machine, its address, the alarm and a link; a refusal (errcode) is retried', async () => {
    expect(
      (await server.envelope('updateAlarmWebhook', { token, input: { url: receiver.url('/robot'), format: 'wecom' } }))
        .code,
    ).toBe(ResultCode.SUCCESS);
    expect((await server.envelope('getAlarmWebhook', { token })).data).toMatchObject({ format: 'wecom', saved: true });
    const machine = await device('VM000018');
    const [named] = await db()
      .select({ deviceName: devices.deviceName, address: devices.address })
      .from(devices)
      .where(eq(devices.id, machine.id));
    const beaten = await machine.beat(['refrigeration']);
    expect(beaten.statusCode).toBe(200);
    const mine = () =>
      robotMessages().filter((delivery) => delivery.body.includes('VM000018') && delivery.body.includes('制冷故障'));
    await deliverUntil(() => mine().length === 2);
    const [refused, taken] = mine();
    expect(refused!.eventId).toBe(taken!.eventId);
    expect(taken!.message).toEqual({ msgtype: 'markdown', markdown: { content: expect.any(String) } });
    const content = (taken!.message.markdown as { content: string }).content;
    expect(content).toContain('### 设备告警：制冷故障');
    expect(content).toContain(`> 设备：VM000018 ${named!.deviceName}`);
    expect(content).toContain(`> 地址：${named!.address}`);
    expect(content).toMatch(/> 发生时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(content).toContain('[打开告警中心](https://console.example.com/#/equipment/alarm)');
    const log = await server.envelope('getAlarmDeliveryList', { token, input: { state: 'delivered' } });
    expect((log.data.rows as AlarmDeliveryRow[]).find((row) => row.eventId === taken!.eventId)).toMatchObject({
      event: 'opened',
      deviceNo: 'VM000018',
      attempts: 2,
      lastStatus: 200,
      lastError: '',
      nextAttemptTime: null,
    });
  });

  it('sends a test in 钉钉’s robot format on demand; the delivery log shows it delivered', async () => {
    await server.envelope('updateAlarmWebhook', { token, input: { url: receiver.url('/robot'), format: 'dingtalk' } });
    const sent = await server.envelope('sendAlarmWebhookTest', { token });
    expect(sent.code).toBe(ResultCode.SUCCESS);
    const eventId = sent.data.eventId as string;
    await deliverUntil(() => robotMessages().filter((delivery) => delivery.eventId === eventId).length === 2);
    const taken = robotMessages().filter((delivery) => delivery.eventId === eventId)[1]!;
    expect(taken.message).toEqual({
      msgtype: 'markdown',
      markdown: { title: '告警通知测试', text: expect.stringContaining('### 告警通知测试') },
    });
    const log = await server.envelope('getAlarmDeliveryList', { token });
    expect((log.data.rows as AlarmDeliveryRow[])[0]).toMatchObject({
      eventId,
      event: 'test',
      deviceNo: null,
      state: 'delivered',
      attempts: 2,
    });
    // Only the holder of 告警通知 may send one or read the log.
    const outsider = await createManager(server, token, 'test_outsider', ['客服电话']);
    expect((await server.envelope('sendAlarmWebhookTest', { token: outsider.token })).code).toBe(
      ResultCode.NO_PERMISSION,
    );
    expect((await server.envelope('getAlarmDeliveryList', { token: outsider.token })).code).toBe(
      ResultCode.NO_PERMISSION,
    );
  });
});

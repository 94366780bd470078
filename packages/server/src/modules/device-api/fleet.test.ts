import http from 'node:http';
import { deviceApiEndpoints, type DeviceEndpointName, type DeviceRequest } from '@vending/contract';
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseDigest } from '../../testing/digest';
import { ADMIN_PASSWORD, backends, ManualTicker, startTestServer, type TestServer } from '../../testing/test-server';
import { deviceAlarms, devices, deviceSlots, orders } from '../../db/schema';
import { memoryRateCounter } from './limiter';
import { DEVICE_CREDENTIAL_CACHE_MS } from './routes';
import { alarmNotifications } from './tables';

/*
 * What a fleet of 100,000 machines needs of the device API (issue 39): budgets that nobody can
 * spend for a machine, shared by every instance; reports that are safe to resend and refused
 * when they lie; no alarm storm after a restart; heartbeats that cost little.
 */

const WINDOW_MS = 5 * 60_000;

interface Harness {
  server: TestServer;
  token: string;
  queries: string[];
}

async function harness(databaseUrl: string | undefined, environment: Record<string, string> = {}, reset = true) {
  const queries: string[] = [];
  const ticker = new ManualTicker();
  const server = await startTestServer({
    databaseUrl,
    resetDatabase: reset,
    ticker,
    environment,
    onQuery: (query) => queries.push(query),
  });
  // What ran before the server answered its first call: the start-up upkeep, whole.
  const atStart = [...queries];
  const token = await server.login('admin', ADMIN_PASSWORD);
  return { server, token, queries, ticker, atStart };
}

async function credentialOf({ server, token }: Harness, deviceNo: string) {
  const [device] = await server.app.database.db
    .select({ id: devices.id })
    .from(devices)
    .where(eq(devices.deviceNo, deviceNo));
  const issued = await server.envelope('issueDeviceCredential', { token, input: { deviceId: device!.id } });
  return { deviceId: device!.id, deviceNo, auth: `Device ${issued.data.credential as string}` };
}

function deviceCall<Name extends DeviceEndpointName>(
  server: TestServer,
  name: Name,
  authorization: string,
  input: DeviceRequest<Name> | Record<string, unknown>,
  remoteAddress = '10.1.2.3',
) {
  const endpoint = deviceApiEndpoints[name];
  const query = new URLSearchParams(input as Record<string, string>).toString();
  return server.app.inject({
    method: endpoint.method,
    url: endpoint.encoding === 'query' ? `${endpoint.path}?${query}` : endpoint.path,
    headers: { authorization, ...(endpoint.encoding === 'json' ? { 'content-type': 'application/json' } : {}) },
    ...(endpoint.encoding === 'json' ? { payload: JSON.stringify(input) } : {}),
    remoteAddress,
  });
}

const beat = (deviceNo: string, extra: Record<string, unknown> = {}) => ({
  deviceNo,
  softwareVersion: '2.4.0',
  temperature: 5.5,
  doorOpen: false,
  faults: [],
  ...extra,
});

/** A wrong credential that claims the device's number. */
const forged = (deviceNo: string) => `Device ${deviceNo}.${'A'.repeat(43)}`;

describe('the device API’s budgets in memory', () => {
  it('holds 100,000 devices in one minute, forgetting none', async () => {
    const counter = memoryRateCounter();
    const at = new Date('2026-03-15T04:00:00.000Z');
    for (let device = 0; device < 100_000; device++) expect(await counter.take(`device:${device}`, 2, at)).toBe(true);
    expect(await counter.take('device:0', 2, at)).toBe(true);
    expect(await counter.take('device:0', 2, at)).toBe(false);
    expect(counter.over('device:0', 2, at)).toBe(true);
    // The next minute starts every budget again.
    expect(await counter.take('device:0', 2, new Date(at.getTime() + 60_000))).toBe(true);
  });
});

describe.each(backends)('device API for a fleet on $name', ({ databaseUrl }) => {
  let h: Harness & { ticker: ManualTicker };
  const db = () => h.server.app.database.db;

  beforeAll(async () => {
    h = await harness(databaseUrl, {
      DEVICE_RATE_LIMIT_PER_MINUTE: '8',
      DEVICE_AUTH_FAILURES_PER_MINUTE: '5',
      ALARM_STORM_THRESHOLD: '3',
    });
  });
  afterAll(() => h.server.close());

  async function firstSlot(deviceId: number) {
    const [slot] = await db()
      .select()
      .from(deviceSlots)
      .where(and(eq(deviceSlots.deviceId, deviceId), sql`${deviceSlots.goodsId} is not null`))
      .orderBy(asc(deviceSlots.slotNo))
      .limit(1);
    return slot!;
  }
  /** A new clock minute: every budget starts again. */
  const nextMinute = () => h.server.clock.advance(60_000);

  describe('budgets', () => {
    it('spends no device’s budget on a wrong credential; limits failures per address without a lookup', async () => {
      nextMinute();
      const device = await credentialOf(h, 'VM000001');
      for (let call = 0; call < 5; call++) {
        const refused = await deviceCall(h.server, 'deviceHeartbeat', forged('VM000001'), beat('VM000001'), '10.9.9.9');
        expect(refused.statusCode).toBe(401);
      }
      // The address spent its failures: refused at once, without a statement.
      h.queries.length = 0;
      const blocked = await deviceCall(h.server, 'deviceHeartbeat', forged('VM000001'), beat('VM000001'), '10.9.9.9');
      expect(blocked.statusCode).toBe(429);
      expect(h.queries).toEqual([]);
      // The machine itself (another address) is not locked out, nor another address's mistake.
      expect((await deviceCall(h.server, 'deviceHeartbeat', device.auth, beat('VM000001'))).statusCode).toBe(200);
      expect(
        (await deviceCall(h.server, 'deviceHeartbeat', forged('VM000001'), beat('VM000001'), '10.8.8.8')).statusCode,
      ).toBe(401);
      nextMinute();
      expect(
        (await deviceCall(h.server, 'deviceHeartbeat', forged('VM000001'), beat('VM000001'), '10.9.9.9')).statusCode,
      ).toBe(401);
    });

    it('gives each device one budget across all its calls', async () => {
      nextMinute();
      const device = await credentialOf(h, 'VM000002');
      const other = await credentialOf(h, 'VM000003');
      const statuses = [
        (await deviceCall(h.server, 'deviceHeartbeat', device.auth, beat('VM000002'))).statusCode,
        (await deviceCall(h.server, 'deviceSlots', device.auth, { deviceNo: 'VM000002' })).statusCode,
        (await deviceCall(h.server, 'devicePlaylist', device.auth, { deviceNo: 'VM000002' })).statusCode,
        (await deviceCall(h.server, 'deviceHeartbeat', device.auth, beat('VM000002'))).statusCode,
        (await deviceCall(h.server, 'deviceSlots', device.auth, { deviceNo: 'VM000002' })).statusCode,
        (await deviceCall(h.server, 'devicePlaylist', device.auth, { deviceNo: 'VM000002' })).statusCode,
        (await deviceCall(h.server, 'deviceHeartbeat', device.auth, beat('VM000002'))).statusCode,
        (await deviceCall(h.server, 'deviceSlots', device.auth, { deviceNo: 'VM000002' })).statusCode,
        (await deviceCall(h.server, 'devicePlaylist', device.auth, { deviceNo: 'VM000002' })).statusCode,
      ];
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
      expect((await deviceCall(h.server, 'deviceHeartbeat', other.auth, beat('VM000003'))).statusCode).toBe(200);
    });
  });

  describe('alarms', () => {
    it('burns no alarm id on a heartbeat repeating an open fault; ids are 64-bit', async () => {
      nextMinute();
      const device = await credentialOf(h, 'VM000004');
      await deviceCall(h.server, 'deviceHeartbeat', device.auth, beat('VM000004', { faults: ['dispenseJam'] }));
      await deviceCall(h.server, 'deviceHeartbeat', device.auth, beat('VM000004', { faults: ['dispenseJam'] }));
      await deviceCall(h.server, 'deviceHeartbeat', device.auth, beat('VM000004', { faults: ['dispenseJam'] }));
      await deviceCall(
        h.server,
        'deviceHeartbeat',
        device.auth,
        beat('VM000004', { faults: ['dispenseJam', 'doorOpen'] }),
      );
      const open = await db()
        .select({ id: deviceAlarms.id, kind: deviceAlarms.kind })
        .from(deviceAlarms)
        .where(and(eq(deviceAlarms.deviceId, device.deviceId), isNull(deviceAlarms.closedAt)))
        .orderBy(asc(deviceAlarms.id));
      expect(open.map((alarm) => alarm.kind)).toEqual(['dispenseJam', 'doorOpen']);
      expect(open[1]!.id).toBe(open[0]!.id + 1);
      const result = (await db().execute(
        sql`select data_type from information_schema.columns where table_name = 'device_alarms' and column_name = 'id'`,
      )) as unknown as { rows: { data_type: string }[] };
      expect(result.rows[0]!.data_type).toBe('bigint');
    });
  });

  describe('reports', () => {
    const vend = (deviceNo: string, deviceOrderNo: string, slotNo: number, extra: Record<string, unknown> = {}) => ({
      deviceNo,
      deviceOrderNo,
      paidAt: new Date(h.server.clock.now().getTime() - 30_000).toISOString(),
      paymentMethod: 1,
      lines: [{ slotNo, quantity: 1, unitPrice: 350 }],
      dispensed: true,
      ...extra,
    });

    it('refuses NUL characters and dates outside the calendar naming the field, writing nothing', async () => {
      nextMinute();
      const device = await credentialOf(h, 'VM000005');
      const slot = await firstSlot(device.deviceId);
      const before = await databaseDigest(db());
      const cases: [DeviceEndpointName, Record<string, unknown>, string][] = [
        [
          'deviceVend',
          vend('VM000005', 'nul-1', slot.slotNo, { dispensed: false, failureReason: 'a\u0000b' }),
          'failureReason',
        ],
        ['deviceVend', vend('VM000005', 'date-1', slot.slotNo, { paidAt: '0000-01-01T00:00:00Z' }), 'paidAt'],
        ['deviceVend', vend('VM000005', 'date-2', slot.slotNo, { paidAt: '9999-12-31T23:59:59Z' }), 'paidAt'],
        [
          'deviceStockReport',
          {
            deviceNo: 'VM000005',
            reportNo: 'nul-2',
            operatorName: '赵\u0000',
            operatorPhone: '',
            lines: [{ slotNo: slot.slotNo, before: 0, after: 1 }],
          },
          'operatorName',
        ],
      ];
      for (const [name, input, field] of cases) {
        nextMinute();
        const answer = await deviceCall(h.server, name, device.auth, input);
        expect(answer.statusCode, field).toBe(400);
        expect(answer.json().data.field).toBe(field);
      }
      expect(await databaseDigest(db())).toEqual(before);
    });

    it('refuses a paidAt too far from the server’s clock (10 minutes ahead, 30 days behind)', async () => {
      nextMinute();
      const device = await credentialOf(h, 'VM000006');
      const slot = await firstSlot(device.deviceId);
      const now = h.server.clock.now().getTime();
      for (const paidAt of [
        '2099-01-01T00:00:00Z',
        '1970-01-02T00:00:00Z',
        new Date(now + 11 * 60_000).toISOString(),
      ]) {
        const answer = await deviceCall(
          h.server,
          'deviceVend',
          device.auth,
          vend('VM000006', 'skew', slot.slotNo, { paidAt }),
        );
        expect(answer.statusCode, paidAt).toBe(400);
        expect(answer.json().data.field).toBe('paidAt');
      }
      const lateButFine = new Date(now - 29 * 24 * 60 * 60_000).toISOString();
      const kept = await deviceCall(
        h.server,
        'deviceVend',
        device.auth,
        vend('VM000006', 'skew', slot.slotNo, { paidAt: lateButFine }),
      );
      expect(kept.statusCode).toBe(200);
    });

    it('answers 409 to a replay with other content, 200 replay to the same one', async () => {
      nextMinute();
      const device = await credentialOf(h, 'VM000007');
      const slot = await firstSlot(device.deviceId);
      const sale = vend('VM000007', 'replay-1', slot.slotNo);
      expect((await deviceCall(h.server, 'deviceVend', device.auth, sale)).json().data.replay).toBe(false);
      const same = await deviceCall(h.server, 'deviceVend', device.auth, sale);
      expect(same.statusCode).toBe(200);
      expect(same.json().data.replay).toBe(true);
      for (const lie of [
        { lines: [{ slotNo: slot.slotNo, quantity: 2, unitPrice: 350 }] },
        { lines: [{ slotNo: slot.slotNo, quantity: 1, unitPrice: 1 }] },
        { paymentMethod: 2 },
        { dispensed: false },
      ]) {
        const answer = await deviceCall(h.server, 'deviceVend', device.auth, { ...sale, ...lie });
        expect(answer.statusCode, JSON.stringify(lie)).toBe(409);
      }
      const made = await db()
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.deviceId, device.deviceId), eq(orders.deviceOrderNo, 'replay-1')));
      expect(made).toHaveLength(1);
    });

    it('keeps a disabled machine’s sales paid before it was disabled, and failed dispenses’ refunds', async () => {
      nextMinute();
      const device = await credentialOf(h, 'VM000008');
      const slot = await firstSlot(device.deviceId);
      await deviceCall(h.server, 'deviceHeartbeat', device.auth, beat('VM000008'));
      expect((await deviceCall(h.server, 'deviceSlots', device.auth, { deviceNo: 'VM000008' })).statusCode).toBe(200);
      const paidBefore = vend('VM000008', 'before-disable', slot.slotNo);
      h.server.clock.advance(1_000);
      await h.server.envelope('updateDeviceIsFlag', {
        token: h.token,
        input: { deviceId: device.deviceId, isFlag: 0 },
      });
      // Disabled: not online though it beat a second ago, and its heartbeats are refused.
      const listed = await h.server.envelope('getDeviceList', { token: h.token, input: { keyword: 'VM000008' } });
      expect(listed.data.rows[0].online).toBe(0);
      expect((await deviceCall(h.server, 'deviceHeartbeat', device.auth, beat('VM000008'))).statusCode).toBe(403);
      // Its other calls too, at once: this instance forgets the credentials it remembered.
      expect((await deviceCall(h.server, 'deviceSlots', device.auth, { deviceNo: 'VM000008' })).statusCode).toBe(403);
      h.server.clock.advance(60_000);
      expect((await deviceCall(h.server, 'deviceVend', device.auth, paidBefore)).statusCode).toBe(200);
      const paidAfter = vend('VM000008', 'after-disable', slot.slotNo, { paidAt: h.server.clock.now().toISOString() });
      expect((await deviceCall(h.server, 'deviceVend', device.auth, paidAfter)).statusCode).toBe(403);
      const failedAfter = { ...paidAfter, deviceOrderNo: 'failed-after', dispensed: false, failureReason: '卡货' };
      expect((await deviceCall(h.server, 'deviceVend', device.auth, failedAfter)).statusCode).toBe(200);
      const [refunded] = await db()
        .select({ refundDue: orders.refundDue, refunded: orders.refunded, amount: orders.amount })
        .from(orders)
        .where(and(eq(orders.deviceId, device.deviceId), eq(orders.deviceOrderNo, 'failed-after')));
      expect(refunded!.refundDue === 1 || refunded!.refunded === refunded!.amount).toBe(true);
      await h.server.envelope('updateDeviceIsFlag', {
        token: h.token,
        input: { deviceId: device.deviceId, isFlag: 1 },
      });
      expect((await deviceCall(h.server, 'deviceVend', device.auth, paidAfter)).statusCode).toBe(200);
    });
  });

  describe('a restart', () => {
    it('opens no offline alarm within a window of the start, then opens it for a device still silent', async () => {
      const device = await credentialOf(h, 'VM000010');
      const started = Date.parse('2026-03-15T04:00:00.000Z');
      // Silent since long before this server started (the server was down).
      await db()
        .update(devices)
        .set({ lastHeartbeatAt: new Date(started - 2 * WINDOW_MS), isFlag: 1 })
        .where(eq(devices.id, device.deviceId));
      const openOffline = async () =>
        (
          await db()
            .select({ id: deviceAlarms.id })
            .from(deviceAlarms)
            .where(
              and(
                eq(deviceAlarms.deviceId, device.deviceId),
                eq(deviceAlarms.kind, 'offline'),
                isNull(deviceAlarms.closedAt),
              ),
            )
        ).length;
      // This suite's clock has moved some minutes since the start: back to just after it.
      h.server.clock.current = new Date(started + 60_000);
      await h.ticker.tick();
      expect(await openOffline()).toBe(0);
      h.server.clock.current = new Date(started + WINDOW_MS + 1_000);
      await h.ticker.tick();
      expect(await openOffline()).toBe(1);
    });

    /** The open offline alarms of these devices. */
    const openOfflineOf = async (deviceIds: number[]) =>
      (
        await db()
          .select({ deviceId: deviceAlarms.deviceId })
          .from(deviceAlarms)
          .where(
            and(
              inArray(deviceAlarms.deviceId, deviceIds),
              eq(deviceAlarms.kind, 'offline'),
              isNull(deviceAlarms.closedAt),
            ),
          )
      ).map((row) => row.deviceId);

    it('opens no offline alarm for beats the server could not record while its database was away', async () => {
      const beating = await credentialOf(h, 'VM000011');
      const silent = await credentialOf(h, 'VM000012');
      nextMinute();
      const outageStart = h.server.clock.now().getTime();
      for (const device of [beating, silent]) {
        expect((await deviceCall(h.server, 'deviceHeartbeat', device.auth, beat(device.deviceNo))).statusCode).toBe(
          200,
        );
      }
      await h.ticker.tick();
      // The database refuses the server's statements: a beat is not recorded (500), the sweep fails.
      await db().execute(sql`alter table devices rename to devices_away`);
      try {
        h.server.clock.current = new Date(outageStart + 2 * 60_000);
        expect((await deviceCall(h.server, 'deviceHeartbeat', beating.auth, beat(beating.deviceNo))).statusCode).toBe(
          500,
        );
        await h.ticker.tick();
      } finally {
        await db().execute(sql`alter table devices_away rename to devices`);
      }
      // Back after six minutes: both devices' last recorded beats are older than the window.
      h.server.clock.current = new Date(outageStart + 6 * 60_000);
      await h.ticker.tick();
      expect(await openOfflineOf([beating.deviceId, silent.deviceId])).toEqual([]);
      expect((await deviceCall(h.server, 'deviceHeartbeat', beating.auth, beat(beating.deviceNo))).statusCode).toBe(
        200,
      );
      // A window after the database came back, the device that stayed silent is offline; the other beat on.
      h.server.clock.current = new Date(outageStart + 6 * 60_000 + WINDOW_MS - 30_000);
      expect((await deviceCall(h.server, 'deviceHeartbeat', beating.auth, beat(beating.deviceNo))).statusCode).toBe(
        200,
      );
      h.server.clock.current = new Date(outageStart + 6 * 60_000 + WINDOW_MS + 1_000);
      await h.ticker.tick();
      expect(await openOfflineOf([beating.deviceId, silent.deviceId])).toEqual([silent.deviceId]);
    });

    it('tells each offline alarm on its own when no more than the threshold open at once', async () => {
      const fleet = await Promise.all(['VM000018', 'VM000019'].map((deviceNo) => credentialOf(h, deviceNo)));
      // Whatever else is silent by now opens its alarm first, so that only these two go silent below.
      h.server.clock.advance(WINDOW_MS + 1_000);
      await h.ticker.tick();
      for (const device of fleet) {
        expect((await deviceCall(h.server, 'deviceHeartbeat', device.auth, beat(device.deviceNo))).statusCode).toBe(
          200,
        );
      }
      h.server.clock.advance(WINDOW_MS + 1_000);
      const at = h.server.clock.now();
      await h.ticker.tick();
      const told = await db()
        .select({ deviceId: alarmNotifications.deviceId, payload: alarmNotifications.payload })
        .from(alarmNotifications)
        .where(gte(alarmNotifications.createdAt, at));
      expect(told.filter((row) => row.deviceId === null)).toEqual([]);
      const ids = fleet.map((device) => device.deviceId);
      expect(
        told
          .filter((row) => ids.includes(row.deviceId!))
          .map((row) => [row.deviceId, (row.payload as { event: string }).event])
          .sort(),
      ).toEqual(ids.map((id) => [id, 'opened']).sort());
    });
    it('sums up a storm of offline alarms in one notification, and tells neither their opening nor closing', async () => {
      const numbers = ['VM000013', 'VM000014', 'VM000015', 'VM000016', 'VM000017'];
      const fleet = await Promise.all(numbers.map((deviceNo) => credentialOf(h, deviceNo)));
      const ids = fleet.map((device) => device.deviceId);
      nextMinute();
      for (const device of fleet) {
        expect((await deviceCall(h.server, 'deviceHeartbeat', device.auth, beat(device.deviceNo))).statusCode).toBe(
          200,
        );
      }
      expect(await openOfflineOf(ids)).toEqual([]);
      // All five go silent at once (a power cut): more than ALARM_STORM_THRESHOLD (3 here).
      h.server.clock.advance(WINDOW_MS + 1_000);
      const stormAt = h.server.clock.now();
      await h.ticker.tick();
      expect((await openOfflineOf(ids)).sort()).toEqual([...ids].sort());
      const since = await db()
        .select()
        .from(alarmNotifications)
        .where(gte(alarmNotifications.createdAt, stormAt))
        .orderBy(asc(alarmNotifications.id));
      const opened = await db()
        .select({ id: deviceAlarms.id })
        .from(deviceAlarms)
        .where(and(eq(deviceAlarms.kind, 'offline'), eq(deviceAlarms.openedAt, stormAt)));
      expect(since).toHaveLength(1);
      const summary = since[0]!;
      expect(summary.deviceId).toBeNull();
      expect(summary.payload).toMatchObject({ event: 'summary', kind: 'offline', count: opened.length });
      expect((summary.payload as { deviceNos: string[] }).deviceNos).toEqual(expect.arrayContaining(numbers));
      // One of them beats again: its alarm closes, told to nobody (the summary told its opening).
      nextMinute();
      const back = fleet[0]!;
      expect((await deviceCall(h.server, 'deviceHeartbeat', back.auth, beat(back.deviceNo))).statusCode).toBe(200);
      expect(await openOfflineOf([back.deviceId])).toEqual([]);
      expect(
        await db()
          .select({ id: alarmNotifications.id })
          .from(alarmNotifications)
          .where(and(eq(alarmNotifications.deviceId, back.deviceId), gte(alarmNotifications.createdAt, stormAt))),
      ).toEqual([]);
    });
  });
});

/** Holds every statement that reads devices (PGlite: every statement) until `release` is called. */
async function holdDevices(db: Harness['server']['app']['database']['db']) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const taken = new Promise<void>((resolve) => (locked = resolve));
  const done = db.transaction(async (tx) => {
    await tx.execute(sql`lock table devices in access exclusive mode`);
    locked();
    await held;
  });
  await taken;
  return async () => {
    release();
    await done;
  };
}

/** The credential lookup's statement (the gate reading a device it does not remember). */
const isLookup = (query: string) => query.startsWith('select "id", "device_no", "credential_hash"');

describe.each(backends)('device API under load on $name', ({ databaseUrl }) => {
  let h: Harness & { ticker: ManualTicker; atStart: string[] };
  const db = () => h.server.app.database.db;
  beforeAll(async () => {
    // The default budget (120 a minute: blocks of 15 on PostgreSQL); one call in flight at once.
    h = await harness(databaseUrl, { DEVICE_MAX_IN_FLIGHT: '1' });
  });
  afterAll(() => h.server.close());

  it('costs one statement a beat and one a slot read once the credential is known and the budget reserved', async () => {
    // The start-up upkeep (on the real clock's ticker) has ended before the harness answers, so
    // none of its statements is counted below (once its rate-window pruning landed among them).
    expect(h.atStart.some((query) => query.startsWith('delete from "known_login_addresses"'))).toBe(true);
    if (databaseUrl)
      expect(h.atStart.some((query) => query.startsWith('delete from "device_rate_windows"'))).toBe(true);
    const device = await credentialOf(h, 'VM000009');
    h.queries.length = 0;
    const first = await deviceCall(h.server, 'deviceHeartbeat', device.auth, beat('VM000009'));
    // The first: the credential's lookup, the budget (a block of 15, PostgreSQL only), the beat, a reading kept,
    // and what every playlist shares (read once for all devices).
    expect(h.queries.filter(isLookup)).toHaveLength(1);
    expect(h.queries.filter((query) => query.includes('"device_rate_windows"'))).toHaveLength(databaseUrl ? 1 : 0);
    const etag = (first.json().data.actions as { kind: string; etag?: string }[]).find(
      (action) => action.kind === 'reloadPlaylist',
    )!.etag;
    // The playlist call answers the ETag the heartbeat told.
    const playlist = await deviceCall(h.server, 'devicePlaylist', device.auth, { deviceNo: 'VM000009' });
    expect(playlist.headers.etag).toBe(etag);
    // So does the slots call (one statement: the slots and their ETag).
    h.queries.length = 0;
    const slots = await deviceCall(h.server, 'deviceSlots', device.auth, { deviceNo: 'VM000009' });
    expect(slots.statusCode).toBe(200);
    expect(h.queries).toHaveLength(1);
    const slotsEtag = slots.headers.etag as string;
    expect(first.json().data.actions).toContainEqual({ kind: 'reloadSlots', etag: slotsEtag });
    h.queries.length = 0;
    const again = await deviceCall(
      h.server,
      'deviceHeartbeat',
      device.auth,
      beat('VM000009', { playlistEtag: etag, slotsEtag }),
    );
    expect(again.json().data.actions).toEqual([]);
    // The beat itself: no lookup, no budget, no playlist read.
    expect(h.queries).toHaveLength(1);
    expect(h.queries[0]).toMatch(/^update "devices" set "last_heartbeat_at" = \$1, "software_version" = \$2/);
    // A change of the version is written by the same one statement.
    h.queries.length = 0;
    await deviceCall(
      h.server,
      'deviceHeartbeat',
      device.auth,
      beat('VM000009', { playlistEtag: etag, slotsEtag, softwareVersion: '2.5.0' }),
    );
    expect(h.queries).toHaveLength(1);
    const [row] = await db()
      .select({ version: devices.softwareVersion })
      .from(devices)
      .where(eq(devices.id, device.deviceId));
    expect(row!.version).toBe('2.5.0');
    // Calls 6 to 15 of the minute spend the block reserved by the first; the 16th reserves the next.
    h.queries.length = 0;
    for (let call = 6; call <= 15; call++) {
      await deviceCall(h.server, 'deviceSlots', device.auth, { deviceNo: 'VM000009' });
    }
    expect(h.queries.filter((query) => query.includes('"device_rate_windows"'))).toEqual([]);
    await deviceCall(h.server, 'deviceSlots', device.auth, { deviceNo: 'VM000009' });
    expect(h.queries.filter((query) => query.includes('"device_rate_windows"'))).toHaveLength(databaseUrl ? 1 : 0);
  });

  it('answers 503 with Retry-After at once, before any statement, while its calls in flight are at the limit', async () => {
    const waiting = await credentialOf(h, 'VM000013');
    const turnedAway = await credentialOf(h, 'VM000014');
    const release = await holdDevices(db());
    h.queries.length = 0;
    const first = deviceCall(h.server, 'deviceHeartbeat', waiting.auth, beat('VM000013'));
    await expect.poll(() => h.queries.some(isLookup)).toBe(true);
    const sent = h.queries.length;
    const shed = await deviceCall(h.server, 'deviceSlots', turnedAway.auth, { deviceNo: 'VM000014' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('10');
    expect(shed.json().msg).toBe('服务器繁忙，请稍后重试');
    expect(h.queries).toHaveLength(sent);
    await release();
    expect((await first).statusCode).toBe(200);
    expect(h.server.app.deviceGate.stats.shed).toBe(1);
    // Once the call in flight is answered, the next is served.
    expect((await deviceCall(h.server, 'deviceSlots', turnedAway.auth, { deviceNo: 'VM000014' })).statusCode).toBe(200);
  });

  it('refuses a credential rotated through this instance at once, whatever the call', async () => {
    const old = await credentialOf(h, 'VM000016');
    expect((await deviceCall(h.server, 'deviceSlots', old.auth, { deviceNo: 'VM000016' })).statusCode).toBe(200);
    const fresh = await credentialOf(h, 'VM000016');
    expect((await deviceCall(h.server, 'deviceSlots', old.auth, { deviceNo: 'VM000016' })).statusCode).toBe(401);
    expect((await deviceCall(h.server, 'deviceSlots', fresh.auth, { deviceNo: 'VM000016' })).statusCode).toBe(200);
  });

  it('does not work on a call whose client has gone while it waited', async () => {
    const device = await credentialOf(h, 'VM000015');
    const [before] = await db()
      .select({ beat: devices.lastHeartbeatAt })
      .from(devices)
      .where(eq(devices.id, device.deviceId));
    const address = await h.server.app.listen({ port: 0, host: '127.0.0.1' });
    const connections = () =>
      new Promise<number>((resolve) => h.server.app.server.getConnections((_error, count) => resolve(count)));
    const release = await holdDevices(db());
    h.queries.length = 0;
    const request = http.request(`${address}${deviceApiEndpoints.deviceHeartbeat.path}`, {
      method: 'POST',
      agent: false,
      headers: { authorization: device.auth, 'content-type': 'application/json' },
    });
    request.on('error', () => undefined);
    request.end(JSON.stringify(beat('VM000015')));
    // The call waits for the database; its client gives up.
    await expect.poll(() => h.queries.some(isLookup)).toBe(true);
    request.destroy();
    await expect.poll(connections).toBe(0);
    await release();
    await expect.poll(() => h.server.app.deviceGate.stats.abandoned).toBe(1);
    // Nothing after the lookup it was waiting for: no budget spent, no beat written.
    expect(h.queries.filter((query) => /^update "devices"|"device_rate_windows"/.test(query))).toEqual([]);
    const [after] = await db()
      .select({ beat: devices.lastHeartbeatAt })
      .from(devices)
      .where(eq(devices.id, device.deviceId));
    expect(after!.beat).toEqual(before!.beat);
  });
});

describe.each(backends.filter((backend) => backend.databaseUrl))(
  'two server instances on one $name',
  ({ databaseUrl }) => {
    let one: Harness;
    let two: Harness;
    beforeAll(async () => {
      one = await harness(databaseUrl, { DEVICE_RATE_LIMIT_PER_MINUTE: '3' });
      two = await harness(databaseUrl, { DEVICE_RATE_LIMIT_PER_MINUTE: '3' }, false);
    });
    afterAll(async () => {
      await two.server.close();
      await one.server.close();
    });

    it('share one budget per device', async () => {
      const device = await credentialOf(one, 'VM000001');
      const statuses = [
        (await deviceCall(one.server, 'deviceHeartbeat', device.auth, beat('VM000001'))).statusCode,
        (await deviceCall(two.server, 'deviceHeartbeat', device.auth, beat('VM000001'))).statusCode,
        (await deviceCall(one.server, 'deviceSlots', device.auth, { deviceNo: 'VM000001' })).statusCode,
        (await deviceCall(two.server, 'deviceHeartbeat', device.auth, beat('VM000001'))).statusCode,
        (await deviceCall(one.server, 'deviceHeartbeat', device.auth, beat('VM000001'))).statusCode,
      ];
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    });

    it('refuse a rotated credential at its next heartbeat on the other instance, and take the new one at once', async () => {
      const old = await credentialOf(one, 'VM000002');
      expect((await deviceCall(two.server, 'deviceSlots', old.auth, { deviceNo: 'VM000002' })).statusCode).toBe(200);
      const fresh = await credentialOf(one, 'VM000002');
      expect((await deviceCall(two.server, 'deviceHeartbeat', old.auth, beat('VM000002'))).statusCode).toBe(401);
      expect((await deviceCall(two.server, 'deviceSlots', old.auth, { deviceNo: 'VM000002' })).statusCode).toBe(401);
      expect((await deviceCall(two.server, 'deviceHeartbeat', fresh.auth, beat('VM000002'))).statusCode).toBe(200);
    });

    it('refuse a device disabled through the other instance at its next heartbeat', async () => {
      const device = await credentialOf(one, 'VM000003');
      expect((await deviceCall(two.server, 'deviceHeartbeat', device.auth, beat('VM000003'))).statusCode).toBe(200);
      await one.server.envelope('updateDeviceIsFlag', {
        token: one.token,
        input: { deviceId: device.deviceId, isFlag: 0 },
      });
      expect((await deviceCall(two.server, 'deviceHeartbeat', device.auth, beat('VM000003'))).statusCode).toBe(403);
      await one.server.envelope('updateDeviceIsFlag', {
        token: one.token,
        input: { deviceId: device.deviceId, isFlag: 1 },
      });
    });

    it('take a beat a minute on the remembered credential, its statement confirming it, and look other calls up after 30 s', async () => {
      const device = await credentialOf(one, 'VM000005');
      expect((await deviceCall(two.server, 'deviceHeartbeat', device.auth, beat('VM000005'))).statusCode).toBe(200);
      two.server.clock.advance(60_000);
      two.queries.length = 0;
      expect((await deviceCall(two.server, 'deviceHeartbeat', device.auth, beat('VM000005'))).statusCode).toBe(200);
      expect(two.queries.filter(isLookup)).toEqual([]);
      two.server.clock.advance(DEVICE_CREDENTIAL_CACHE_MS);
      expect((await deviceCall(two.server, 'deviceSlots', device.auth, { deviceNo: 'VM000005' })).statusCode).toBe(200);
      expect(two.queries.filter(isLookup)).toHaveLength(1);
      // A credential rotated meanwhile is still refused at the beat, remembered or not.
      two.server.clock.advance(60_000);
      await credentialOf(one, 'VM000005');
      expect((await deviceCall(two.server, 'deviceHeartbeat', device.auth, beat('VM000005'))).statusCode).toBe(401);
    });

    it('refuse a rotated credential’s other calls within the credential cache time (30 s) on the other instance', async () => {
      const old = await credentialOf(one, 'VM000004');
      expect((await deviceCall(two.server, 'deviceSlots', old.auth, { deviceNo: 'VM000004' })).statusCode).toBe(200);
      await credentialOf(one, 'VM000004');
      two.server.clock.advance(DEVICE_CREDENTIAL_CACHE_MS);
      expect((await deviceCall(two.server, 'deviceSlots', old.auth, { deviceNo: 'VM000004' })).statusCode).toBe(401);
    });
  },
);

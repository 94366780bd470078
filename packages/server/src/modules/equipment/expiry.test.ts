import { endpoints, successEnvelopeSchema, type EndpointName, type RequestInput } from '@vending/contract';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { stockReporter } from '../../testing/stock-report';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { goods } from '../../db/schema';
import { devices, deviceSlots } from './tables';

const DAY_MS = 86_400_000;
/** A date `days` after `date` (YYYY-MM-DD), in plain code. */
const plusDays = (date: string, days: number) => new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);

describe.each(backends)('batch expiry (临期, 过期) on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  const db = () => server.app.database.db;

  async function data<Name extends EndpointName>(name: Name, input: RequestInput<Name>, token = adminToken) {
    const answer = await server.envelope(name, { token, input });
    return successEnvelopeSchema(endpoints[name].data as z.ZodType).parse(answer).data as z.infer<
      (typeof endpoints)[Name]['data']
    >;
  }

  /** The business day (Asia/Shanghai, no daylight saving) of the server's clock. */
  const today = () => new Date(server.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

  /** A machine's own stock report through the device API. */
  const stockReport = stockReporter(
    () => server,
    () => adminToken,
    'expiry',
  );

  /** Per device, its 过期 and 临期 slots as plain code counts them from the rows. */
  async function expectedCounts(warningDays: number) {
    const day = today();
    const lastWarningDay = plusDays(day, warningDays);
    const rows = await db()
      .select({
        deviceId: deviceSlots.deviceId,
        goodsId: deviceSlots.goodsId,
        stock: deviceSlots.stock,
        expiryDate: deviceSlots.expiryDate,
      })
      .from(deviceSlots);
    const counts = new Map<number, { expiredSlots: number; expiringSlots: number }>();
    for (const row of rows) {
      const entry = counts.get(row.deviceId) ?? { expiredSlots: 0, expiringSlots: 0 };
      if (row.goodsId !== null && row.stock > 0 && row.expiryDate !== null) {
        if (row.expiryDate < day) entry.expiredSlots += 1;
        else if (row.expiryDate <= lastWarningDay) entry.expiringSlots += 1;
      }
      counts.set(row.deviceId, entry);
    }
    return counts;
  }

  async function deviceListCounts(filter: { expiry?: 0 | 1 } = {}) {
    const answered = new Map<number, { expiredSlots: number; expiringSlots: number }>();
    for (let page = 1; ; page += 1) {
      const { rows, total } = await data('getDeviceList', { ...filter, page, size: 100 });
      for (const row of rows)
        answered.set(row.deviceId, { expiredSlots: row.expiredSlots, expiringSlots: row.expiringSlots });
      if (page * 100 >= total) break;
    }
    return answered;
  }

  async function checkCounts(warningDays: number) {
    const expected = await expectedCounts(warningDays);
    expect(await deviceListCounts()).toEqual(expected);
    // The dashboard's card: its rows carry the same counts (it lists at most 50 devices).
    const card = await data('getShortageDevices', { limit: 50 });
    for (const row of card.rows) {
      expect({ expiredSlots: row.expiredSlots, expiringSlots: row.expiringSlots }).toEqual(expected.get(row.deviceId));
    }
    const withExpiry = [...expected].filter(([, entry]) => entry.expiredSlots + entry.expiringSlots > 0);
    // The device list's expiry filter (the card's second link) opens exactly these, and its 0 the rest.
    const idsOf = async (expiry: 0 | 1) => [...(await deviceListCounts({ expiry })).keys()].sort((a, b) => a - b);
    expect(await idsOf(1)).toEqual(withExpiry.map(([deviceId]) => deviceId).sort((a, b) => a - b));
    expect((await idsOf(0)).length).toBe(expected.size - withExpiry.length);
    if (card.rows.length < 50) {
      expect(card.rows.map((row) => row.deviceId)).toEqual(
        expect.arrayContaining(withExpiry.map(([deviceId]) => deviceId)),
      );
    }
    return expected;
  }

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server.close();
  });

  it('counts the 过期 and 临期 slots of the device list and the dashboard as plain code does, by the warning days', async () => {
    // Edges on top of the demo's dairy dates: yesterday, today, the last warning day, the day after, an empty slot.
    const slots = await db()
      .select({ deviceId: deviceSlots.deviceId, slotNo: deviceSlots.slotNo })
      .from(deviceSlots)
      .where(and(isNotNull(deviceSlots.goodsId), gt(deviceSlots.stock, 0)))
      .orderBy(asc(deviceSlots.deviceId), asc(deviceSlots.slotNo))
      .limit(5);
    const day = today();
    const dates = [plusDays(day, -1), day, plusDays(day, 3), plusDays(day, 4), plusDays(day, -10)];
    for (const [index, slot] of slots.entries()) {
      await db()
        .update(deviceSlots)
        .set({ expiryDate: dates[index]!, ...(index === 4 ? { stock: 0 } : {}) })
        .where(and(eq(deviceSlots.deviceId, slot.deviceId), eq(deviceSlots.slotNo, slot.slotNo)));
    }
    expect(await data('getShortageSettings', {})).toMatchObject({ expiryWarningDays: 3 });
    const counted = await checkCounts(3);
    const totals = [...counted.values()].reduce(
      (sum, entry) => ({
        expired: sum.expired + entry.expiredSlots,
        expiring: sum.expiring + entry.expiringSlots,
      }),
      { expired: 0, expiring: 0 },
    );
    expect(totals.expired).toBeGreaterThan(0);
    expect(totals.expiring).toBeGreaterThan(0);
    // The first device: yesterday's batch expired; today's and the third day's expiring; the fourth day's fine.
    const first = counted.get(slots[0]!.deviceId)!;
    expect(first.expiredSlots).toBeGreaterThanOrEqual(1);

    // A shorter window, then a longer one: the counts follow the setting.
    expect(await data('updateShortageSettings', { threshold: 2, expiryWarningDays: 0 })).toBeNull();
    expect(await data('getShortageSettings', {})).toMatchObject({ threshold: 2, expiryWarningDays: 0 });
    await checkCounts(0);
    expect(await data('updateShortageSettings', { threshold: 2, expiryWarningDays: 30 })).toBeNull();
    await checkCounts(30);
    // Left out, the days saved before are kept.
    expect(await data('updateShortageSettings', { threshold: 2 })).toBeNull();
    expect(await data('getShortageSettings', {})).toMatchObject({ expiryWarningDays: 30 });
    const refused = await server.envelope('updateShortageSettings', {
      token: adminToken,
      input: { threshold: 2, expiryWarningDays: -1 },
    });
    expect(refused).toMatchObject({ data: { field: 'expiryWarningDays' } });
    expect(await data('getShortageSettings', {})).toMatchObject({ expiryWarningDays: 30 });
    expect(await data('updateShortageSettings', { threshold: 2, expiryWarningDays: 3 })).toBeNull();
  });

  it('plans 过期 and 临期 goods as goods to remove, filling the slot from empty', async () => {
    const preview = await data('getReplenishmentPlanPreview', {});
    const day = today();
    const lastWarningDay = plusDays(day, 3);
    const slotRows = await db().select().from(deviceSlots);
    const removals = preview.lines.filter((line) => line.toRemove > 0);
    expect(removals.length).toBeGreaterThan(0);
    for (const line of preview.lines) {
      const slot = slotRows.find((row) => row.deviceId === line.deviceId && row.slotNo === line.slotNo)!;
      const expiry =
        line.stock === 0 || slot.expiryDate === null
          ? null
          : slot.expiryDate < day
            ? 'expired'
            : slot.expiryDate <= lastWarningDay
              ? 'expiring'
              : null;
      expect(line.expiry).toBe(expiry);
      expect(line.toRemove).toBe(expiry === null ? 0 : line.stock);
      expect(line.planned).toBe(Math.max(0, line.parLevel - line.stock + line.toRemove));
    }
    // A saved plan keeps them.
    const { planId } = await data('saveReplenishmentPlan', {});
    const saved = await data('getReplenishmentPlan', { planId });
    expect(
      saved.lines.filter((line) => line.toRemove > 0).map((line) => [line.deviceId, line.slotNo, line.expiry]),
    ).toEqual(removals.map((line) => [line.deviceId, line.slotNo, line.expiry]));
  });

  it("remembers the earliest batch date of a slot from a machine's stock report", async () => {
    const [slot] = await db()
      .select({
        deviceId: deviceSlots.deviceId,
        slotNo: deviceSlots.slotNo,
        stock: deviceSlots.stock,
        capacity: deviceSlots.capacity,
      })
      .from(deviceSlots)
      .innerJoin(goods, eq(goods.id, deviceSlots.goodsId))
      .innerJoin(devices, eq(devices.id, deviceSlots.deviceId))
      .where(and(eq(devices.isFlag, 1), gt(deviceSlots.capacity, 4)))
      .orderBy(asc(deviceSlots.deviceId), asc(deviceSlots.slotNo))
      .limit(1);
    const { deviceId, slotNo, capacity } = slot!;
    const remembered = async () => {
      const [row] = await db()
        .select({ expiryDate: deviceSlots.expiryDate, stock: deviceSlots.stock })
        .from(deviceSlots)
        .where(and(eq(deviceSlots.deviceId, deviceId), eq(deviceSlots.slotNo, slotNo)));
      return row!;
    };
    const day = today();
    // Emptied: no batch is left, no date.
    expect((await stockReport(deviceId, [{ slotNo, before: slot!.stock, after: 0 }])).statusCode).toBe(200);
    expect(await remembered()).toEqual({ expiryDate: null, stock: 0 });
    // Filled with a dated batch: its date.
    const later = plusDays(day, 20);
    expect((await stockReport(deviceId, [{ slotNo, before: 0, after: 2, expiryDate: later }])).statusCode).toBe(200);
    expect(await remembered()).toEqual({ expiryDate: later, stock: 2 });
    // Topped up with an earlier batch while the first stays: the earlier date.
    const sooner = plusDays(day, 2);
    expect((await stockReport(deviceId, [{ slotNo, before: 2, after: 4, expiryDate: sooner }])).statusCode).toBe(200);
    expect(await remembered()).toEqual({ expiryDate: sooner, stock: 4 });
    const counts = (await deviceListCounts()).get(deviceId)!;
    expect(counts).toEqual((await expectedCounts(3)).get(deviceId));
    expect(counts.expiringSlots).toBeGreaterThanOrEqual(1);
    // Topped up again with a later batch: the earlier date stays.
    expect(
      (await stockReport(deviceId, [{ slotNo, before: 4, after: Math.min(capacity, 5), expiryDate: later }]))
        .statusCode,
    ).toBe(200);
    expect((await remembered()).expiryDate).toBe(sooner);
    // A date that is no date is refused, and nothing changes.
    const refused = await stockReport(deviceId, [{ slotNo, before: 5, after: 5, expiryDate: '2026-02-30' }]);
    expect(refused.statusCode).toBe(400);
    expect((await remembered()).expiryDate).toBe(sooner);
  });
});

import {
  endpoints,
  ResultCode,
  successEnvelopeSchema,
  type EndpointName,
  type GoodsThresholdRow,
  type RechargeOptionRow,
  type RequestInput,
  type ShortageSlotRow,
} from '@vending/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createManager } from '../../testing/accounts';
import { databaseDigest } from '../../testing/digest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { auditEvents, deviceSlots, goods, recharges } from '../../db/schema';

describe.each(backends)('the top-up bonus list and low stock on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  const db = () => server.app.database.db;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  async function data<Name extends EndpointName>(name: Name, input: RequestInput<Name>, token = adminToken) {
    const answer = await server.envelope(name, { token, input });
    return successEnvelopeSchema(endpoints[name].data as z.ZodType).parse(answer).data as z.infer<
      (typeof endpoints)[Name]['data']
    >;
  }
  async function refusedWritingNothing<Name extends EndpointName>(
    name: Name,
    input: RequestInput<Name>,
    field: string,
  ) {
    const before = await databaseDigest(db());
    const answer = await server.envelope(name, { token: adminToken, input });
    expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { field } });
    expect(await databaseDigest(db())).toEqual(before);
  }
  const options = async () =>
    ((await data('getRechargeOptionList', { size: 100 })) as { rows: RechargeOptionRow[] }).rows;

  it('seeds the demo tiers, and the seeded recharges record the bonus of their amount', async () => {
    const rows = await options();
    expect(rows.map((row) => [row.amount, row.bonus])).toEqual([
      [5_000, 0],
      [10_000, 500],
      [20_000, 2_000],
      [30_000, 3_000],
      [50_000, 6_000],
    ]);
    const bonusOf = new Map(rows.map((row) => [row.amount, row.bonus]));
    const seeded = await db().select({ amount: recharges.amount, bonus: recharges.bonus }).from(recharges);
    expect(seeded.length).toBeGreaterThan(0);
    for (const recharge of seeded) expect(recharge.bonus).toBe(bonusOf.get(recharge.amount));
  });

  it('adds, edits, switches and removes an option, keeping who and auditing', async () => {
    const { optionId } = (await data('addRechargeOption', { amount: '100000', bonus: '15000', sortOrder: 60 })) as {
      optionId: number;
    };
    expect((await options()).find((row) => row.optionId === optionId)).toMatchObject({
      amount: 100_000,
      bonus: 15_000,
      isFlag: 1,
      updatedBy: 'admin',
    });
    expect(await data('updateRechargeOption', { optionId, amount: 80_000, bonus: 10_000, sortOrder: 60 })).toBeNull();
    expect(await data('updateRechargeOptionIsFlag', { optionId, isFlag: 0 })).toBeNull();
    expect((await options()).find((row) => row.optionId === optionId)).toMatchObject({
      amount: 80_000,
      bonus: 10_000,
      isFlag: 0,
    });
    const [event] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'updateRechargeOption'));
    expect(JSON.stringify(event)).toContain('100000');
    expect(await data('removeRechargeOption', { optionId })).toBeNull();
    expect((await options()).some((row) => row.optionId === optionId)).toBe(false);
    expect(await db().select().from(auditEvents).where(eq(auditEvents.action, 'removeRechargeOption'))).toHaveLength(1);
  });

  it('refuses a second option of one amount by its amount, writing nothing', async () => {
    await refusedWritingNothing('addRechargeOption', { amount: 10_000, bonus: 1, sortOrder: 0 }, 'amount');
    const [first] = await options();
    await refusedWritingNothing(
      'updateRechargeOption',
      { optionId: first!.optionId, amount: 20_000, bonus: 0, sortOrder: 0 },
      'amount',
    );
  });

  it.each([
    [{ amount: 0, bonus: 0, sortOrder: 0 }, 'amount'],
    [{ amount: '12.5', bonus: 0, sortOrder: 0 }, 'amount'],
    [{ amount: 70_000, bonus: -1, sortOrder: 0 }, 'bonus'],
    [{ amount: 70_000, bonus: 0, sortOrder: -1 }, 'sortOrder'],
    // A ¥1,500 bonus on a ¥1,000 top-up: a bonus is never larger than its top-up.
    [{ amount: 100_000, bonus: 150_000, sortOrder: 0 }, 'bonus'],
  ])('refuses the option %o by %s, writing nothing', async (input, field) => {
    await refusedWritingNothing('addRechargeOption', input as never, field);
  });

  it("takes the page's permission for every write", async () => {
    const reader = await createManager(server, adminToken, 'option_reader', ['会员列表']);
    for (const [name, input] of [
      ['addRechargeOption', { amount: 70_000, bonus: 0, sortOrder: 0 }],
      ['updateShortageSettings', { threshold: 3 }],
      ['updateGoodsThreshold', { goodsId: 1, lowStockThreshold: 3 }],
    ] as const)
      expect((await server.envelope(name, { token: reader.token, input })).code).toBe(ResultCode.NO_PERMISSION);
  });

  it('saves the global threshold with who and when, and refuses a bad one by its field', async () => {
    expect(await data('getShortageSettings', {})).toMatchObject({ threshold: 2, updatedBy: null, updateTime: null });
    expect(await data('updateShortageSettings', { threshold: '3' })).toBeNull();
    expect(await data('getShortageSettings', {})).toEqual({
      threshold: 3,
      expiryWarningDays: 3,
      stuckOrderMinutes: 30,
      temperatureRetentionDays: 30,
      updatedBy: 'admin',
      updateTime: server.clock.now().toISOString(),
    });
    await refusedWritingNothing('updateShortageSettings', { threshold: '-1' }, 'threshold');
    await refusedWritingNothing('updateShortageSettings', { threshold: 'two' }, 'threshold');
    await refusedWritingNothing(
      'updateShortageSettings',
      { threshold: 3, stuckOrderMinutes: '0' },
      'stuckOrderMinutes',
    );
    await refusedWritingNothing(
      'updateShortageSettings',
      { threshold: 3, temperatureRetentionDays: '366' },
      'temperatureRetentionDays',
    );
    expect(await data('updateShortageSettings', { threshold: 2 })).toBeNull();
  });

  it("lists the slots below their threshold, the goods' own before the global one", async () => {
    const [slot] = await db()
      .select({ deviceId: deviceSlots.deviceId, slotNo: deviceSlots.slotNo, goodsId: deviceSlots.goodsId })
      .from(deviceSlots)
      .where(eq(deviceSlots.stock, 5));
    const goodsId = slot!.goodsId!;
    const short = async () =>
      ((await data('getShortageSlotList', { size: 100 })) as { rows: ShortageSlotRow[]; total: number }).rows;
    const isListed = async () =>
      (await short()).some((row) => row.deviceId === slot!.deviceId && row.slotNo === slot!.slotNo);
    expect(await isListed()).toBe(false);
    expect(await data('updateGoodsThreshold', { goodsId, lowStockThreshold: '6' })).toBeNull();
    expect(await isListed()).toBe(true);
    const listed = (await short()).find((row) => row.deviceId === slot!.deviceId && row.slotNo === slot!.slotNo);
    expect(listed).toMatchObject({ goodsId, stock: 5, threshold: 6 });
    const [own] = ((await data('getGoodsThresholdList', { size: 100 })) as { rows: GoodsThresholdRow[] }).rows.filter(
      (row) => row.goodsId === goodsId,
    );
    expect(own).toMatchObject({ lowStockThreshold: 6, updatedBy: 'admin' });
    // Left out (a form's empty optional field) or empty: the goods follow the global threshold again.
    expect(await data('updateGoodsThreshold', { goodsId })).toBeNull();
    expect(await isListed()).toBe(false);
    expect(await data('updateGoodsThreshold', { goodsId, lowStockThreshold: '4' })).toBeNull();
    expect(await data('updateGoodsThreshold', { goodsId, lowStockThreshold: '' })).toBeNull();
    expect(await isListed()).toBe(false);
    const [row] = await db().select({ own: goods.lowStockThreshold }).from(goods).where(eq(goods.id, goodsId));
    expect(row!.own).toBeNull();
    expect((await short()).every((row) => row.stock < row.threshold)).toBe(true);
    await refusedWritingNothing('updateGoodsThreshold', { goodsId, lowStockThreshold: '-3' }, 'lowStockThreshold');
    await refusedWritingNothing('updateGoodsThreshold', { goodsId: 999_999, lowStockThreshold: 1 }, 'goodsId');
  });

  it("agrees with the dashboard's short-of-stock card", async () => {
    const check = async () => {
      const slots = ((await data('getShortageSlotList', { size: 100 })) as { rows: ShortageSlotRow[]; total: number })
        .rows;
      const perDevice = new Map<number, number>();
      for (const row of slots) perDevice.set(row.deviceId, (perDevice.get(row.deviceId) ?? 0) + 1);
      const card = (await data('getShortageDevices', { limit: 50 })) as {
        rows: { deviceId: number; emptySlots: number }[];
      };
      // The card lists a device for its expired or expiring slots too: those show 0 short slots here.
      const shortRows = card.rows.filter((row) => row.emptySlots > 0);
      expect(new Map(shortRows.map((row) => [row.deviceId, row.emptySlots]))).toEqual(perDevice);
    };
    await check();
    expect(await data('updateShortageSettings', { threshold: 4 })).toBeNull();
    await check();
    const [some] = await db()
      .select({ goodsId: deviceSlots.goodsId })
      .from(deviceSlots)
      .where(eq(deviceSlots.stock, 3));
    expect(await data('updateGoodsThreshold', { goodsId: some!.goodsId!, lowStockThreshold: 0 })).toBeNull();
    await check();
    expect(await data('updateShortageSettings', { threshold: 2 })).toBeNull();
  });
});

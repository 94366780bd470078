import {
  endpoints,
  orderFlow,
  replenishmentPlanFlow,
  ResultCode,
  successEnvelopeSchema,
  type EndpointName,
  type RequestInput,
} from '@vending/contract';
import ExcelJS from 'exceljs';
import { asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ADMIN_PASSWORD,
  backends,
  OPERATOR_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../testing/test-server';
import { goods, orderLines, orders } from '../../db/schema';
import { devices, deviceSlots, deviceTypes, replenishmentPlans, replenishments } from './tables';
import { stockReporter } from '../../testing/stock-report';

const DAY_MS = 86_400_000;

describe.each(backends)('replenishment plans on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  const db = () => server.app.database.db;

  async function data<Name extends EndpointName>(name: Name, input: RequestInput<Name>, token = adminToken) {
    const answer = await server.envelope(name, { token, input });
    return successEnvelopeSchema(endpoints[name].data as z.ZodType).parse(answer).data as z.infer<
      (typeof endpoints)[Name]['data']
    >;
  }

  /** A machine's own stock report through the device API. */
  const stockReport = stockReporter(
    () => server,
    () => adminToken,
    'restock',
  );

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server.close();
  });

  it('seeds par levels, case sizes and a plan in each state', async () => {
    const plans = await db().select({ status: replenishmentPlans.status }).from(replenishmentPlans);
    expect(new Set(plans.map((plan) => plan.status))).toEqual(new Set(Object.values(replenishmentPlanFlow.values)));
    const types = await db().select({ parLevel: deviceTypes.parLevel }).from(deviceTypes);
    expect(types.some((type) => type.parLevel !== null)).toBe(true);
    const cased = await db().select({ value: count() }).from(goods).where(eq(goods.caseSize, 24));
    expect(Number(cased[0]!.value)).toBeGreaterThan(0);
  });

  it('computes the same plan as plain code over the database rows', async () => {
    // One device silent since before its last fill, so that some lines are estimated.
    const [filled] = await db()
      .select({ deviceId: replenishments.deviceId })
      .from(replenishments)
      .orderBy(asc(replenishments.createdAt))
      .limit(1);
    await db().update(devices).set({ lastHeartbeatAt: null }).where(eq(devices.id, filled!.deviceId));

    const preview = await data('getReplenishmentPlanPreview', {});
    const now = new Date(preview.computedTime).getTime();

    // The plain recomputation: every enabled device's slots that sell goods.
    const deviceRows = await db().select().from(devices);
    const typeRows = await db().select().from(deviceTypes);
    const slotRows = await db().select().from(deviceSlots);
    const goodsRows = await db().select().from(goods);
    const fillRows = await db().select().from(replenishments);
    const saleRows = await db()
      .select({
        deviceId: orders.deviceId,
        goodsId: orderLines.goodsId,
        quantity: orderLines.quantity,
        status: orders.status,
        at: orders.createdAt,
      })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id));
    // Expiry is judged on the business day (Asia/Shanghai, no daylight saving), 3 warning days.
    const today = new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
    const lastWarningDay = new Date(Date.parse(today) + 3 * DAY_MS).toISOString().slice(0, 10);
    const expected: {
      key: string;
      parLevel: number;
      stock: number;
      basis: string;
      expiry: string | null;
      toRemove: number;
      planned: number;
    }[] = [];
    const units = new Map<number, number>();
    for (const slot of slotRows) {
      const device = deviceRows.find((row) => row.id === slot.deviceId)!;
      if (device.isFlag !== 1 || slot.goodsId === null) continue;
      const typePar = typeRows.find((row) => row.id === device.typeId)?.parLevel ?? null;
      const parLevel = Math.min(slot.capacity, slot.parLevel ?? typePar ?? slot.capacity);
      const fills = fillRows.filter((row) => row.deviceId === device.id).map((row) => row.createdAt.getTime());
      const lastFill = fills.length > 0 ? Math.max(...fills) : null;
      const sold = saleRows
        .filter(
          (row) =>
            row.deviceId === device.id &&
            row.goodsId === slot.goodsId &&
            row.status === orderFlow.values.completed &&
            row.at.getTime() >= now - 28 * DAY_MS,
        )
        .reduce((sum, row) => sum + row.quantity, 0);
      const sharing = slotRows.filter((row) => row.deviceId === device.id && row.goodsId === slot.goodsId).length;
      const daily = sold / 28 / sharing;
      const reported =
        lastFill === null || (device.lastHeartbeatAt !== null && device.lastHeartbeatAt.getTime() > lastFill);
      const stock = reported
        ? slot.stock
        : Math.max(0, slot.stock - Math.round((daily * (now - (lastFill ?? now))) / DAY_MS));
      const expiry =
        stock === 0 || slot.expiryDate === null
          ? null
          : slot.expiryDate < today
            ? 'expired'
            : slot.expiryDate <= lastWarningDay
              ? 'expiring'
              : null;
      const toRemove = expiry === null ? 0 : stock;
      const planned = Math.max(0, parLevel - stock + toRemove);
      if (planned === 0 && toRemove === 0) continue;
      expected.push({
        key: `${device.deviceNo}#${slot.slotNo}`,
        parLevel,
        stock,
        basis: reported ? 'reported' : 'estimated',
        expiry,
        toRemove,
        planned,
      });
      units.set(slot.goodsId, (units.get(slot.goodsId) ?? 0) + planned);
    }
    const answered = preview.lines.map((line) => ({
      key: `${line.deviceNo}#${line.slotNo}`,
      parLevel: line.parLevel,
      stock: line.stock,
      basis: line.basis,
      expiry: line.expiry,
      toRemove: line.toRemove,
      planned: line.planned,
    }));
    const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
    expect(answered.sort(byKey)).toEqual(expected.sort(byKey));
    expect(new Set(expected.map((line) => line.basis))).toEqual(new Set(['reported', 'estimated']));
    // The demo's dairy batches: some past their date, some within the warning days.
    expect(new Set(expected.map((line) => line.expiry))).toEqual(new Set([null, 'expired', 'expiring']));
    expect(preview.deviceCount).toBe(new Set(expected.map((line) => line.key.split('#')[0])).size);
    for (const row of preview.summary) {
      expect(row.units).toBe(units.get(row.goodsId));
      const caseSize = goodsRows.find((entry) => entry.id === row.goodsId)!.caseSize;
      expect(row.caseSize).toBe(caseSize);
      if (caseSize) expect(row.cases! * caseSize + row.looseUnits!).toBe(row.units);
      else expect(row.cases).toBeNull();
    }
    expect(preview.summary.map((row) => row.goodsId).sort()).toEqual([...units.keys()].sort());
  });

  it('saves a plan, exports it, and closes it by the devices’ stock reports', async () => {
    const [sample] = await db()
      .select({ merchantId: devices.merchantId })
      .from(devices)
      .where(eq(devices.isFlag, 1))
      .orderBy(asc(devices.id))
      .limit(1);
    const filters = { merchantId: sample!.merchantId! };
    const preview = await data('getReplenishmentPlanPreview', filters);
    expect(preview.lines.length).toBeGreaterThan(0);
    const { planId } = await data('saveReplenishmentPlan', filters);
    const saved = await data('getReplenishmentPlan', { planId });
    expect(saved.status).toBe(replenishmentPlanFlow.values.planned);
    expect(saved.lines.map((line) => [line.deviceNo, line.slotNo, line.planned])).toEqual(
      preview.lines.map((line) => [line.deviceNo, line.slotNo, line.planned]),
    );
    expect(saved.plannedUnits).toBe(preview.lines.reduce((sum, line) => sum + line.planned, 0));
    const list = await data('getReplenishmentPlanList', { status: replenishmentPlanFlow.values.planned });
    expect(list.rows.map((row) => row.planId)).toContain(planId);

    const file = await server.call('getReplenishmentPlanExcle', { token: adminToken, input: { planId } });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('商品汇总')!.rowCount).toBe(saved.summary.length + 1);
    const detail = workbook.getWorksheet('设备明细')!;
    expect(detail.rowCount).toBe(saved.lines.length + 1);
    expect(detail.getRow(2).getCell(1).value).toBe(saved.lines[0]!.deviceNo);
    expect(detail.getRow(2).getCell(11).value).toBe(saved.lines[0]!.planned);

    expect(await data('transitReplenishmentPlan', { planId, action: 'startLoading' })).toBeNull();
    expect(
      await server.envelope('transitReplenishmentPlan', {
        token: adminToken,
        input: { planId, action: 'startLoading' },
      }),
    ).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'action' } });

    // Each device reports; the first leaves one planned slot out (loaded 0).
    const deviceIds = [...new Set(saved.lines.map((line) => line.deviceId))];
    for (const [index, deviceId] of deviceIds.entries()) {
      const mine = saved.lines.filter((line) => line.deviceId === deviceId);
      const reported = index === 0 && mine.length > 1 ? mine.slice(1) : mine;
      const slots = await db().select().from(deviceSlots).where(eq(deviceSlots.deviceId, deviceId));
      const lines = reported.map((line) => {
        const slot = slots.find((entry) => entry.slotNo === line.slotNo)!;
        return { slotNo: line.slotNo, before: slot.stock, after: Math.min(slot.capacity, slot.stock + line.planned) };
      });
      const answer = await stockReport(deviceId, lines);
      expect(answer.statusCode).toBe(200);
      const now = await data('getReplenishmentPlan', { planId });
      expect(now.status).toBe(
        index === deviceIds.length - 1 ? replenishmentPlanFlow.values.done : replenishmentPlanFlow.values.loading,
      );
      for (const line of now.lines.filter((entry) => entry.deviceId === deviceId)) {
        const sent = lines.find((entry) => entry.slotNo === line.slotNo);
        expect(line.loaded).toBe(sent ? sent.after - sent.before : 0);
      }
    }
    const closed = await data('getReplenishmentPlan', { planId });
    expect(closed.closedTime).not.toBeNull();
    expect(closed.reportedDevices).toBe(deviceIds.length);
    expect(closed.loadedUnits).toBe(closed.lines.reduce((sum, line) => sum + (line.loaded ?? 0), 0));
  });

  it('refuses a plan with nothing to load or an unknown agent, and saves nothing', async () => {
    const before = await db().select({ value: count() }).from(replenishmentPlans);
    expect(
      await server.envelope('saveReplenishmentPlan', { token: adminToken, input: { agentId: 999_999 } }),
    ).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'agentId' } });
    // A merchant whose devices are full and have just reported: nothing to load.
    const [bound] = await db()
      .select({ merchantId: devices.merchantId })
      .from(devices)
      .where(isNotNull(devices.merchantId))
      .orderBy(desc(devices.id))
      .limit(1);
    const full = await db()
      .update(devices)
      .set({ lastHeartbeatAt: server.clock.now() })
      .where(eq(devices.merchantId, bound!.merchantId!))
      .returning({ id: devices.id });
    await db()
      .update(deviceSlots)
      .set({ stock: sql`${deviceSlots.capacity}` })
      .where(
        inArray(
          deviceSlots.deviceId,
          full.map((device) => device.id),
        ),
      );
    expect(
      await server.envelope('saveReplenishmentPlan', { token: adminToken, input: { merchantId: bound!.merchantId! } }),
    ).toMatchObject({ code: ResultCode.FAILURE, msg: '所选设备的货道都已达到标准库存，无需补货' });
    const after = await db().select({ value: count() }).from(replenishmentPlans);
    expect(Number(after[0]!.value)).toBe(Number(before[0]!.value));
    expect(
      await server.envelope('getReplenishmentPlan', { token: adminToken, input: { planId: 999_999 } }),
    ).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'planId' } });
  });

  it('sets par levels on a slot and on a device type, never above the capacity', async () => {
    const [device] = await db()
      .select({ id: devices.id, typeId: devices.typeId })
      .from(devices)
      .orderBy(asc(devices.id))
      .limit(1);
    const slots = await data('getDeviceSlots', { deviceId: device!.id });
    const sent = slots.rows.map((slot) => ({
      slotNo: slot.slotNo,
      goodsId: slot.goodsId,
      stock: slot.stock,
      capacity: slot.capacity,
      parLevel: slot.parLevel,
    }));
    const tooHigh = sent.map((slot, index) => (index === 1 ? { ...slot, parLevel: slot.capacity + 1 } : slot));
    expect(
      await server.envelope('saveDeviceSlots', { token: adminToken, input: { deviceId: device!.id, slots: tooHigh } }),
    ).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'slots.1.parLevel' } });
    expect((await data('getDeviceSlots', { deviceId: device!.id })).rows).toEqual(slots.rows);

    const withPar = sent.map((slot, index) => (index === 0 ? { ...slot, parLevel: 3 } : { ...slot, parLevel: null }));
    await data('saveDeviceSlots', { deviceId: device!.id, slots: withPar });
    const saved = await data('getDeviceSlots', { deviceId: device!.id });
    expect(saved.rows[0]!.parLevel).toBe(3);
    expect(saved.rows[1]!.parLevel).toBeNull();

    const [type] = await db().select().from(deviceTypes).where(eq(deviceTypes.id, device!.typeId!));
    const typeFields = {
      typeId: type!.id,
      name: type!.name,
      model: type!.model,
      slotRows: type!.slotRows,
      slotColumns: type!.slotColumns,
      slotCapacity: type!.slotCapacity,
    };
    expect(
      await server.envelope('updateDeviceType', {
        token: adminToken,
        input: { ...typeFields, parLevel: type!.slotCapacity + 1 },
      }),
      // In the words of the form's own label (每道容量).
    ).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'parLevel', message: '标准库存不能大于每道容量' } });
    await data('updateDeviceType', { ...typeFields, parLevel: 5 });
    const after = await data('getDeviceSlots', { deviceId: device!.id });
    expect(after.rows[1]!.defaultParLevel).toBe(Math.min(5, after.rows[1]!.capacity));
  });

  it('lets the demo operator make plans', async () => {
    const operatorToken = await server.login('operator', OPERATOR_PASSWORD);
    expect(await server.envelope('getReplenishmentPlanList', { token: operatorToken, input: {} })).toMatchObject({
      code: ResultCode.SUCCESS,
    });
  });
});

import {
  endpoints,
  ResultCode,
  successEnvelopeSchema,
  type DeviceRow,
  type DeviceSlot,
  type DeviceTypeRow,
  type EndpointName,
  type ReplenishmentRow,
  type RequestInput,
} from '@vending/contract';
import ExcelJS from 'exceljs';
import { asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createManager, MISSING_ID } from '../../testing/accounts';
import { databaseDigest } from '../../testing/digest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { auditEvents, merchants, goods } from '../../db/schema';
import { DEFAULT_DEVICE_ONLINE_WINDOW_MS as DEVICE_ONLINE_WINDOW_MS } from './online';
import { deviceAlarms, devices, deviceSlots, deviceTypes, replenishments } from './tables';

describe.each(backends)('equipment on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  const db = () => server.app.database.db;

  async function data<Name extends EndpointName>(name: Name, input: RequestInput<Name>, token = adminToken) {
    const answer = await server.envelope(name, { token, input });
    return successEnvelopeSchema(endpoints[name].data as z.ZodType).parse(answer).data as z.infer<
      (typeof endpoints)[Name]['data']
    >;
  }
  const devicesOf = async (input: RequestInput<'getDeviceList'>) =>
    (await data('getDeviceList', { size: 100, ...input })) as { rows: DeviceRow[]; total: number };

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  describe('devices', () => {
    it('lists the 24 demo devices with type, merchant, agent, stock and empty slots', async () => {
      const page = await devicesOf({});
      expect(page.total).toBe(24);
      const [first] = (await devicesOf({ keyword: 'VM000001' })).rows;
      const slots = await db().select().from(deviceSlots).where(eq(deviceSlots.deviceId, first!.deviceId));
      expect(first).toMatchObject({
        deviceNo: 'VM000001',
        typeName: '标准饮料机',
        slotCount: slots.length,
        emptySlots: slots.filter((slot) => slot.stock === 0).length,
        stock: slots.reduce((sum, slot) => sum + slot.stock, 0),
        capacity: slots.reduce((sum, slot) => sum + slot.capacity, 0),
        checkedTime: server.clock.now().toISOString(),
      });
      const bound = page.rows.filter((row) => row.merchantId !== null);
      expect(bound.length).toBeGreaterThan(0);
      for (const row of bound) {
        expect(row.merchantName).toBeTruthy();
        expect(row.agentName).toBeTruthy();
      }
    });

    it('judges online from the last heartbeat at the server’s time, and filters by it', async () => {
      const online = await devicesOf({ online: 1 });
      const offline = await devicesOf({ online: 0 });
      expect(online.total + offline.total).toBe(24);
      expect(online.total).toBeGreaterThan(0);
      const limit = server.clock.now().getTime() - DEVICE_ONLINE_WINDOW_MS;
      for (const row of online.rows) {
        expect(Date.parse(row.lastHeartbeatTime!)).toBeGreaterThanOrEqual(limit);
        expect(row.isFlag).toBe(1);
      }
      // Offline: silent past the window, or disabled (whatever it last said).
      for (const row of offline.rows) {
        expect(row.online).toBe(0);
        if (row.lastHeartbeatTime && row.isFlag === 1) expect(Date.parse(row.lastHeartbeatTime)).toBeLessThan(limit);
      }
      // A disabled one says since when; an enabled one has no such time.
      const disabled = offline.rows.filter((row) => row.isFlag === 0);
      expect(disabled.length).toBeGreaterThan(0);
      for (const row of disabled) expect(row.disabledTime).not.toBeNull();
      for (const row of online.rows) expect(row.disabledTime).toBeNull();
      // A device that never beat is offline.
      expect(offline.rows.some((row) => row.lastHeartbeatTime === null)).toBe(true);
    });

    it('filters by type and agent', async () => {
      const [type] = await db().select().from(deviceTypes).where(eq(deviceTypes.name, '综合零食机'));
      const ofType = await devicesOf({ typeId: type!.id });
      expect(ofType.total).toBe(8);
      expect(ofType.rows.every((row) => row.typeId === type!.id)).toBe(true);
      const [bound] = (await devicesOf({})).rows.filter((row) => row.agentId !== null);
      const ofAgent = await devicesOf({ agentId: bound!.agentId! });
      expect(ofAgent.rows.every((row) => row.agentId === bound!.agentId)).toBe(true);
      expect(ofAgent.rows.map((row) => row.deviceId)).toContain(bound!.deviceId);
    });

    it('filters by open alarms and by shortage, as the dashboard counts them (its cards link here)', async () => {
      // Two alarms on one device, one of them closed, and one open on another: two devices alarmed.
      const [first, second] = (await devicesOf({})).rows;
      const at = server.clock.now();
      const added = await db()
        .insert(deviceAlarms)
        .values([
          { deviceId: first!.deviceId, kind: 'offline', openedAt: at },
          { deviceId: first!.deviceId, kind: 'dispenseJam', openedAt: at, closedAt: at },
          { deviceId: second!.deviceId, kind: 'dispenseJam', openedAt: at },
        ])
        .returning({ id: deviceAlarms.id });
      try {
        const all = (await devicesOf({})).rows;
        const withAlarms = await devicesOf({ alarm: 1 });
        const withoutAlarms = await devicesOf({ alarm: 0 });
        const alarmed = all.filter((row) => row.openAlarms.length > 0).map((row) => row.deviceId);
        expect(alarmed).toHaveLength(2);
        expect(withAlarms.rows.map((row) => row.deviceId).sort()).toEqual([...alarmed].sort());
        expect(withAlarms.total + withoutAlarms.total).toBe(24);
        const { openAlarmCount } = (await data('getHomeKpis', {})) as { openAlarmCount: number };
        expect(openAlarmCount).toBe(2);
      } finally {
        await db()
          .delete(deviceAlarms)
          .where(
            inArray(
              deviceAlarms.id,
              added.map((row) => row.id),
            ),
          );
      }
      const shortList = (await data('getShortageDevices', { limit: 50 })) as { rows: { deviceId: number }[] };
      const short = await devicesOf({ shortage: 1 });
      const notShort = await devicesOf({ shortage: 0 });
      expect(short.total).toBeGreaterThan(0);
      expect(short.rows.map((row) => row.deviceId).sort()).toEqual(shortList.rows.map((row) => row.deviceId).sort());
      expect(short.total + notShort.total).toBe(24);
    });

    it('edits a device; a new type keeps the slots it still has and adds empty ones, audited', async () => {
      const [device] = (await devicesOf({ keyword: 'VM000003' })).rows; // a 小型冷柜机: 6 slots
      const [big] = await db().select().from(deviceTypes).where(eq(deviceTypes.name, '综合零食机'));
      const before = await db()
        .select()
        .from(deviceSlots)
        .where(eq(deviceSlots.deviceId, device!.deviceId))
        .orderBy(asc(deviceSlots.slotNo));
      expect(before).toHaveLength(6);
      const answer = await server.envelope('updateDevice', {
        token: adminToken,
        input: {
          deviceId: device!.deviceId,
          deviceName: '大堂售货机',
          typeId: big!.id,
          address: '上海市浦东新区世纪大道 100 号',
          latitude: '31.2397',
          longitude: '121.4998',
        },
      });
      expect(answer.code).toBe(ResultCode.SUCCESS);
      const [row] = (await devicesOf({ keyword: 'VM000003' })).rows;
      expect(row).toMatchObject({
        deviceName: '大堂售货机',
        typeName: '综合零食机',
        latitude: 31.2397,
        longitude: 121.4998,
        updatedBy: 'admin',
        slotCount: 12,
      });
      const after = await db()
        .select()
        .from(deviceSlots)
        .where(eq(deviceSlots.deviceId, device!.deviceId))
        .orderBy(asc(deviceSlots.slotNo));
      expect(after.slice(0, 6)).toEqual(before);
      expect(after.slice(6).every((slot) => slot.stock === 0 && slot.goodsId === null && slot.capacity === 10)).toBe(
        true,
      );
      const [event] = await db()
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'updateDevice'))
        .orderBy(sql`${auditEvents.id} desc`)
        .limit(1);
      expect(JSON.stringify(event)).toContain('大堂售货机');
    });

    it.each([
      ['deviceName', ''],
      ['latitude', '91'],
      ['typeId', String(MISSING_ID)],
      ['deviceId', String(MISSING_ID)],
    ])('refuses an edit with %s = %j by its field, writing nothing', async (field, value) => {
      const [device] = (await devicesOf({ keyword: 'VM000004' })).rows;
      const before = await databaseDigest(db());
      const answer = await server.envelope('updateDevice', {
        token: adminToken,
        input: {
          deviceId: device!.deviceId,
          deviceName: '新名字',
          typeId: device!.typeId!,
          address: '某处',
          [field]: value,
        },
      });
      expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { field } });
      expect(await databaseDigest(db())).toEqual(before);
    });

    it('binds a device to a merchant, which gives it that merchant’s agent', async () => {
      const [device] = (await devicesOf({ keyword: 'VM000005' })).rows;
      const [merchant] = await db()
        .select()
        .from(merchants)
        .orderBy(sql`${merchants.id} desc`)
        .limit(1);
      expect(
        (
          await server.envelope('bindDeviceMerchant', {
            token: adminToken,
            input: { deviceId: device!.deviceId, merchantId: merchant!.id },
          })
        ).code,
      ).toBe(ResultCode.SUCCESS);
      const [row] = (await devicesOf({ keyword: 'VM000005' })).rows;
      expect(row).toMatchObject({ merchantId: merchant!.id, merchantName: merchant!.name, agentId: merchant!.agentId });
      const options = (await data('getDeviceMerchantOptions', {})) as {
        rows: { value: number; label: string; description: string }[];
      };
      expect(options.rows.some((option) => option.value === merchant!.id)).toBe(true);
      // Same-named merchants are told apart by their agent and address.
      const described = options.rows.map((option) => `${option.label} ${option.description}`);
      expect(new Set(described).size).toBe(described.length);
      expect(options.rows.find((option) => option.value === merchant!.id)).toMatchObject({
        label: merchant!.name,
        description: expect.stringContaining(merchant!.address),
      });
    });

    it('refuses to bind to a merchant that does not exist, writing nothing', async () => {
      const [device] = (await devicesOf({ keyword: 'VM000005' })).rows;
      const before = await databaseDigest(db());
      expect(
        await server.envelope('bindDeviceMerchant', {
          token: adminToken,
          input: { deviceId: device!.deviceId, merchantId: MISSING_ID },
        }),
      ).toMatchObject({ code: ResultCode.FAILURE, msg: '商户不存在', data: { field: 'merchantId' } });
      expect(await databaseDigest(db())).toEqual(before);
    });

    it('disables and enables a device', async () => {
      const [device] = (await devicesOf({ keyword: 'VM000006' })).rows;
      expect(
        (
          await server.envelope('updateDeviceIsFlag', {
            token: adminToken,
            input: { deviceId: device!.deviceId, isFlag: 0 },
          })
        ).code,
      ).toBe(ResultCode.SUCCESS);
      const disabled = (await devicesOf({ keyword: 'VM000006' })).rows[0];
      expect(disabled?.isFlag).toBe(0);
      // Since when it is disabled: the list says why it neither sells nor counts as online.
      expect(Date.parse(disabled!.disabledTime!)).toBeGreaterThan(Date.parse(device!.createTime));
      expect(disabled?.online).toBe(0);
      expect(
        (
          await server.envelope('updateDeviceIsFlag', {
            token: adminToken,
            input: { deviceId: device!.deviceId, isFlag: 1 },
          })
        ).code,
      ).toBe(ResultCode.SUCCESS);
      expect((await devicesOf({ keyword: 'VM000006' })).rows[0]).toMatchObject({ isFlag: 1, disabledTime: null });
    });
  });

  describe('slots', () => {
    const slotsOf = async (deviceId: number) =>
      ((await data('getDeviceSlots', { deviceId })) as { rows: DeviceSlot[] }).rows;

    it('saves every slot of a device in one call', async () => {
      const [device] = (await devicesOf({ keyword: 'VM000007' })).rows;
      const slots = await slotsOf(device!.deviceId);
      const [someGoods] = await db().select().from(goods).limit(1);
      const next = slots.map((slot, index) => ({
        slotNo: slot.slotNo,
        goodsId: index === 0 ? someGoods!.id : index === 1 ? null : slot.goodsId,
        stock: index === 1 ? 0 : Math.min(slot.capacity, 3),
        capacity: slot.capacity,
      }));
      expect(
        (
          await server.envelope('saveDeviceSlots', {
            token: adminToken,
            input: { deviceId: device!.deviceId, slots: next },
          })
        ).code,
      ).toBe(ResultCode.SUCCESS);
      const saved = await slotsOf(device!.deviceId);
      expect(saved[0]).toMatchObject({ goodsId: someGoods!.id, goodsName: someGoods!.goodsName, stock: 3 });
      expect(saved[1]).toMatchObject({ goodsId: null, goodsName: null, stock: 0 });
      const [row] = (await devicesOf({ keyword: 'VM000007' })).rows;
      expect(row?.stock).toBe(next.reduce((sum, slot) => sum + slot.stock, 0));
    });

    it.each([
      [
        'stock above capacity',
        (slots: DeviceSlot[]) =>
          slots.map((slot, index) => ({ ...slot, stock: index === 2 ? slot.capacity + 1 : slot.stock })),
        'slots.2.stock',
        '库存不能大于容量',
      ],
      [
        'goods that do not exist',
        (slots: DeviceSlot[]) =>
          slots.map((slot, index) => ({ ...slot, goodsId: index === 1 ? MISSING_ID : slot.goodsId })),
        'slots.1.goodsId',
        '商品不存在',
      ],
      ['a slot missing', (slots: DeviceSlot[]) => slots.slice(1), 'slots', '货道与设备不符，请刷新后重试'],
      [
        'a negative stock',
        (slots: DeviceSlot[]) => slots.map((slot, index) => ({ ...slot, stock: index === 0 ? -1 : slot.stock })),
        'slots.0.stock',
        // Named as the drawer labels the field (issue 30 item 6), not by the list it is in.
        '库存不能小于 0',
      ],
      [
        'a fractional stock',
        (slots: DeviceSlot[]) => slots.map((slot, index) => ({ ...slot, stock: index === 1 ? 2.5 : slot.stock })),
        'slots.1.stock',
        '库存必须是整数',
      ],
      [
        'a capacity of 0',
        (slots: DeviceSlot[]) => slots.map((slot, index) => ({ ...slot, capacity: index === 0 ? 0 : slot.capacity })),
        'slots.0.capacity',
        '容量不能小于 1',
      ],
    ] as const)('refuses %s, naming the field and writing nothing', async (_case, change, field, msg) => {
      const [device] = (await devicesOf({ keyword: 'VM000008' })).rows;
      const slots = await slotsOf(device!.deviceId);
      const before = await databaseDigest(db());
      const sent = change(slots).map(({ slotNo, goodsId, stock, capacity }) => ({ slotNo, goodsId, stock, capacity }));
      const answer = await server.envelope('saveDeviceSlots', {
        token: adminToken,
        input: { deviceId: device!.deviceId, slots: sent },
      });
      expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { field } });
      if (msg) expect(answer.msg).toBe(msg);
      expect(await databaseDigest(db())).toEqual(before);
    });
  });

  describe('replenishment records', () => {
    const recordsOf = async (input: RequestInput<'getReplenishmentList'>) =>
      (await data('getReplenishmentList', { size: 100, ...input })) as { rows: ReplenishmentRow[]; total: number };

    it('seeds about 60 visits over the last month, newest first, with their lines', async () => {
      const all = await recordsOf({});
      expect(all.total).toBe(60);
      const times = all.rows.map((row) => Date.parse(row.createTime));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const monthAgo = server.clock.now().getTime() - 32 * 86_400_000;
      expect(times.every((time) => time > monthAgo)).toBe(true);
      for (const row of all.rows) {
        expect(row.lines.length).toBeGreaterThan(0);
        expect(row.added).toBe(row.lines.reduce((sum, line) => sum + line.after - line.before, 0));
        expect(row.operatorPhone).toMatch(/^1\d{10}$/);
      }
    });

    it('filters by device, operator and dates', async () => {
      const all = await recordsOf({});
      const sample = all.rows[5]!;
      const ofDevice = await recordsOf({ deviceId: sample.deviceId });
      expect(ofDevice.rows.every((row) => row.deviceId === sample.deviceId)).toBe(true);
      expect(ofDevice.total).toBe(all.rows.filter((row) => row.deviceId === sample.deviceId).length);
      const ofOperator = await recordsOf({ operator: sample.operatorPhone.slice(-4) });
      expect(ofOperator.rows.map((row) => row.replenishmentId)).toContain(sample.replenishmentId);
      const today = (await recordsOf({ startTime: '2026-03-15', endTime: '2026-03-15' })).rows;
      expect(today.length).toBeLessThan(all.total);
      expect(today.every((row) => row.createTime >= '2026-03-14T16:00:00.000Z')).toBe(true);
      expect(
        await server.envelope('getReplenishmentList', {
          token: adminToken,
          input: { startTime: '2026-03-15', endTime: '2026-03-01' },
        }),
      ).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'endTime' } });
    });

    it('exports one line per slot restocked', async () => {
      const all = await recordsOf({});
      const sample = all.rows[0]!;
      const response = await server.call('getReplenishmentListExcle', {
        token: adminToken,
        input: { deviceId: sample.deviceId },
      });
      expect(response.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('补货记录')!;
      const lines = all.rows.filter((row) => row.deviceId === sample.deviceId).flatMap((row) => row.lines);
      expect(sheet.rowCount).toBe(lines.length + 1);
      expect(sheet.getRow(2).getCell(2).value).toBe(sample.deviceNo);
      expect(sheet.getRow(2).getCell(8).value).toBe(sample.lines[0]!.goodsName);
      expect(sheet.getRow(2).getCell(11).value).toBe(sample.lines[0]!.after - sample.lines[0]!.before);
    });

    it('offers every device as a filter option', async () => {
      const options = (await data('getDeviceOptions', {})) as { rows: { value: number; label: string }[] };
      expect(options.rows).toHaveLength(24);
      expect(options.rows[0]?.label).toMatch(/^VM000001 /);
    });
  });

  describe('device types', () => {
    const typesOf = async (input: RequestInput<'getDeviceTypeList'>) =>
      (await data('getDeviceTypeList', { size: 100, ...input })) as { rows: DeviceTypeRow[]; total: number };
    const typeInput = {
      name: '双温冷热一体机',
      model: 'VH-900',
      slotRows: '4',
      slotColumns: '5',
      slotCapacity: '9',
      picture: '/uploads/images/' + 'a'.repeat(64) + '.png',
    };

    it('lists the demo types with their devices counted', async () => {
      const page = await typesOf({});
      expect(page.total).toBe(3);
      const counted = await db()
        .select({ typeId: devices.typeId, value: count() })
        .from(devices)
        .where(isNotNull(devices.typeId))
        .groupBy(devices.typeId);
      for (const row of page.rows) {
        expect(row.deviceCount).toBe(Number(counted.find((entry) => entry.typeId === row.typeId)?.value ?? 0));
      }
    });

    it('adds, edits and deletes a type', async () => {
      const { typeId } = (await data('addDeviceType', typeInput)) as { typeId: number };
      let [row] = (await typesOf({ keyword: 'VH-900' })).rows;
      expect(row).toMatchObject({
        typeId,
        slotRows: 4,
        slotColumns: 5,
        slotCapacity: 9,
        picture: typeInput.picture,
        deviceCount: 0,
        updatedBy: 'admin',
      });
      expect(
        (await server.envelope('updateDeviceType', { token: adminToken, input: { typeId, ...typeInput, picture: '' } }))
          .code,
      ).toBe(ResultCode.SUCCESS);
      [row] = (await typesOf({ keyword: 'VH-900' })).rows;
      expect(row?.picture).toBeNull();
      expect((await server.envelope('deleteDeviceType', { token: adminToken, input: { typeId } })).code).toBe(
        ResultCode.SUCCESS,
      );
      expect((await typesOf({ keyword: 'VH-900' })).total).toBe(0);
    });

    it('refuses a second type of the same name, naming the field and writing nothing', async () => {
      const before = await databaseDigest(db());
      expect(
        await server.envelope('addDeviceType', { token: adminToken, input: { ...typeInput, name: '标准饮料机' } }),
      ).toMatchObject({ code: ResultCode.FAILURE, msg: '已有同名的设备类型', data: { field: 'name' } });
      expect(await databaseDigest(db())).toEqual(before);
    });

    it.each([
      ['slotRows', '0'],
      ['slotColumns', '21'],
      ['slotCapacity', 'many'],
      ['model', ''],
    ])('refuses %s = %j by its field, writing nothing', async (field, value) => {
      const before = await databaseDigest(db());
      const answer = await server.envelope('addDeviceType', {
        token: adminToken,
        input: { ...typeInput, [field]: value },
      });
      expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { field } });
      expect(await databaseDigest(db())).toEqual(before);
    });

    it('refuses to delete a type devices use, saying how many, in either language', async () => {
      const [used] = (await typesOf({})).rows.filter((row) => row.deviceCount > 0);
      const before = await databaseDigest(db());
      expect(
        await server.envelope('deleteDeviceType', { token: adminToken, input: { typeId: used!.typeId } }),
      ).toMatchObject({
        code: ResultCode.FAILURE,
        msg: `还有 ${used!.deviceCount} 台设备使用该类型，不能删除`,
        data: { field: 'typeId' },
      });
      const english = await server.envelope('deleteDeviceType', {
        token: adminToken,
        input: { typeId: used!.typeId },
        headers: { 'accept-language': 'en' },
      });
      expect(english.msg).toBe(`${used!.deviceCount} devices use this type: it cannot be deleted`);
      expect(await databaseDigest(db())).toEqual(before);
    });
  });

  it('needs the page’s permission for each write', async () => {
    const { token } = await createManager(server, adminToken, 'equipreader', ['补货记录']);
    const [device] = await db().select().from(devices).limit(1);
    const before = await db().select().from(replenishments);
    expect((await server.envelope('getReplenishmentList', { token })).code).toBe(ResultCode.SUCCESS);
    expect(
      (await server.envelope('updateDeviceIsFlag', { token, input: { deviceId: device!.id, isFlag: 0 } })).code,
    ).toBe(ResultCode.NO_PERMISSION);
    expect(
      (
        await server.envelope('addDeviceType', {
          token,
          input: { ...{ name: '越权', model: 'X', slotRows: 1, slotColumns: 1, slotCapacity: 1 } },
        })
      ).code,
    ).toBe(ResultCode.NO_PERMISSION);
    expect(await db().select().from(replenishments)).toEqual(before);
  });
});

import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cycle, DAY_MS, mobileNumber, randomSource, type RandomSource } from '../../seed/seed-tools';
import { merchants } from '../agents';
import {
  devices,
  deviceSlots,
  deviceTemperatures,
  deviceTypes,
  regions,
  replenishmentLines,
  replenishments,
} from './tables';

/** The demo's regions and the cities of each: a device stands in its merchant's city's region. */
const REGIONS = [
  { name: '华北区', cities: ['北京市'] },
  { name: '华东区', cities: ['上海市', '杭州市', '南京市'] },
  { name: '华南区', cities: ['广州市', '深圳市'] },
  { name: '华中区', cities: ['武汉市'] },
  { name: '西南区', cities: ['成都市'] },
] as const;
/** The first demo region's name (a name taken, for tests). */
export const FIRST_DEMO_REGION = REGIONS[0].name;
/** The region the demo `operator` is scoped to: 9 of the 24 demo devices stand in it. */
export const OPERATOR_DEMO_REGION = REGIONS[1].name;

const PLACES = [
  '北京市朝阳区望京SOHO',
  '上海市浦东新区陆家嘴地铁站',
  '广州市天河区天河城',
  '深圳市南山区科技园',
  '杭州市西湖区文三路',
  '成都市武侯区天府软件园',
  '南京市鼓楼区新街口',
  '武汉市洪山区光谷广场',
  '西安市雁塔区小寨',
  '重庆市渝中区解放碑',
];

/** The demo device models; a device has rows × columns slots of the model's capacity. */
const TYPES = [
  {
    name: '标准饮料机',
    model: 'VD-860',
    slotRows: 2,
    slotColumns: 4,
    slotCapacity: 12,
    temperatureMin: 2,
    temperatureMax: 10,
  },
  { name: '综合零食机', model: 'VS-1200', slotRows: 3, slotColumns: 4, slotCapacity: 10 },
  // Refrigerated: 2–8 °C, a reading outside opens 温度异常.
  {
    name: '小型冷柜机',
    model: 'VC-600',
    slotRows: 2,
    slotColumns: 3,
    slotCapacity: 8,
    temperatureMin: 2,
    temperatureMax: 8,
  },
] as const;
/** The first demo model's name (a name taken, for tests). */
export const FIRST_DEMO_DEVICE_TYPE = TYPES[0].name;
const SOFTWARE_VERSIONS = ['2.3.1', '2.4.0', '2.4.0', '2.5.2'];

/**
 * Three device models and 24 devices of them, most online (a heartbeat within the last two
 * minutes), the others silent for hours or days; every slot holds one of the given goods,
 * some of them empty. The devices are bound to merchants when the agents are seeded.
 */
export async function seedDevices(db: Database, random: RandomSource, goodsRows: { id: number }[], now: Date) {
  // Heartbeats and versions draw from their own generator, leaving the main one to the slots.
  const more = randomSource(8_600);
  const typeRows = await db
    .insert(deviceTypes)
    .values([...TYPES])
    .returning();
  const deviceRows = await db
    .insert(devices)
    .values(
      Array.from({ length: 24 }, (_, index) => {
        const online = random.next() < 0.85;
        const silentFor = online ? more.integer(5, 110) * 1_000 : more.integer(1, 96) * 3_600_000;
        return {
          deviceNo: `VM${String(index + 1).padStart(6, '0')}`,
          deviceName: `${index + 1}号售货机`,
          address: `${PLACES[index % PLACES.length]}${Math.floor(index / PLACES.length) + 1}号点位`,
          typeId: cycle(typeRows, index).id,
          lastHeartbeatAt: index === 23 ? null : new Date(now.getTime() - silentFor),
          softwareVersion: more.pick(SOFTWARE_VERSIONS),
          isFlag: index % 10 === 9 ? 0 : 1,
          // A disabled machine says since when (the list shows 已停用 with it).
          disabledAt: index % 10 === 9 ? new Date(now.getTime() - (index + 1) * 3_600_000) : null,
          createdAt: new Date(now.getTime() - (300 - index * 7) * 86_400_000),
        };
      }),
    )
    .returning({ id: devices.id, typeId: devices.typeId });
  await db.insert(deviceSlots).values(
    deviceRows.flatMap((device, index) => {
      const type = cycle(typeRows, index);
      return Array.from({ length: type.slotRows * type.slotColumns }, (_, slot) => {
        const goodsId = random.pick(goodsRows).id;
        const stock = random.next() < 0.15 ? 0 : random.integer(1, type.slotCapacity);
        return { deviceId: device.id, slotNo: slot + 1, goodsId, capacity: type.slotCapacity, stock };
      });
    }),
  );
  return deviceRows;
}

/**
 * The demo's devices bound to the agents' merchants in turn (one or two per merchant), then the
 * regions, and each bound device placed where its merchant is: the merchant's address and
 * coordinates, in the region of the merchant's city (a device's address is written for the
 * place it was made for before, so a Nanjing merchant's device said Guangzhou). Run after the
 * agents and their merchants are seeded.
 */
export async function placeDemoDevices(db: Database, now: Date) {
  // Devices stand at merchants' sites, one or two per merchant.
  const merchantRows = await db.select({ id: merchants.id }).from(merchants).orderBy(asc(merchants.id));
  const deviceRows = await db.select({ id: devices.id }).from(devices).orderBy(asc(devices.id));
  for (const [index, device] of deviceRows.entries()) {
    await db
      .update(devices)
      .set({ merchantId: cycle(merchantRows, index).id })
      .where(eq(devices.id, device.id));
  }
  const regionRows = await db
    .insert(regions)
    .values(REGIONS.map(({ name }, index) => ({ name, createdAt: new Date(now.getTime() - (400 - index) * DAY_MS) })))
    .returning({ id: regions.id, name: regions.name });
  const regionOf = (address: string) => {
    const region = REGIONS.find(({ cities }) => cities.some((city) => address.startsWith(city)));
    return regionRows.find(({ name }) => name === region?.name)?.id ?? null;
  };
  const bound = await db
    .select({
      id: devices.id,
      address: merchants.address,
      latitude: merchants.latitude,
      longitude: merchants.longitude,
    })
    .from(devices)
    .innerJoin(merchants, eq(merchants.id, devices.merchantId))
    .where(isNotNull(devices.merchantId))
    .orderBy(asc(devices.id));
  for (const device of bound) {
    await db
      .update(devices)
      .set({
        address: device.address,
        latitude: device.latitude,
        longitude: device.longitude,
        regionId: regionOf(device.address),
      })
      .where(eq(devices.id, device.id));
  }
}

/**
 * A day of temperature readings before `now` (one every 15 minutes, 3.5–6.5 °C) for each device of a type
 * with a range that has beaten, so 设备列表's 温度 shows a history. Its own generator.
 */
export async function seedTemperatures(db: Database, now: Date) {
  const random = randomSource(5_120);
  const cooled = await db
    .select({ id: devices.id })
    .from(devices)
    .innerJoin(deviceTypes, eq(deviceTypes.id, devices.typeId))
    .where(and(isNotNull(deviceTypes.temperatureMax), isNotNull(devices.lastHeartbeatAt)))
    .orderBy(asc(devices.id));
  const step = 15 * 60_000;
  const last = Math.floor(now.getTime() / step) * step;
  const rows = cooled.flatMap((device) =>
    Array.from({ length: 96 }, (_, index) => ({
      deviceId: device.id,
      recordedAt: new Date(last - (96 - index) * step),
      temperature: Math.round((3.5 + random.next() * 3) * 10) / 10,
    })),
  );
  if (rows.length > 0) await db.insert(deviceTemperatures).values(rows);
}

const OPERATORS = ['王建国', '刘海涛', '陈晓东', '赵丽娟', '孙志强', '周文斌'];

/**
 * About 60 restocking visits over the last month, each filling a few slots of a device with
 * their current goods. Run after the devices and agents are seeded; it draws from its own
 * generator, so the main one (and everything seeded after) is unchanged.
 */
export async function seedReplenishments(db: Database, now: Date) {
  const random = randomSource(7_310);
  const operators = OPERATORS.map((name) => ({ name, phone: mobileNumber(random) }));
  const slots = await db
    .select({
      deviceId: deviceSlots.deviceId,
      slotNo: deviceSlots.slotNo,
      goodsId: deviceSlots.goodsId,
      capacity: deviceSlots.capacity,
    })
    .from(deviceSlots)
    .orderBy(asc(deviceSlots.deviceId), asc(deviceSlots.slotNo));
  const byDevice = new Map<number, { slotNo: number; goodsId: number; capacity: number }[]>();
  for (const { deviceId, goodsId, ...slot } of slots) {
    if (goodsId === null) continue;
    byDevice.set(deviceId, [...(byDevice.get(deviceId) ?? []), { ...slot, goodsId }]);
  }
  const deviceIds = [...byDevice.keys()];
  if (deviceIds.length === 0) return;
  const visits = Array.from({ length: 60 }, (_, index) => {
    const operator = random.pick(operators);
    return {
      deviceId: random.pick(deviceIds),
      operatorName: operator.name,
      operatorPhone: operator.phone,
      // Spread over the last 30 days, in working hours.
      createdAt: new Date(now.getTime() - (index / 2 + random.next()) * DAY_MS - random.integer(0, 8) * 3_600_000),
    };
  });
  const created = await db
    .insert(replenishments)
    .values(visits)
    .returning({ id: replenishments.id, deviceId: replenishments.deviceId });
  await db.insert(replenishmentLines).values(
    created.flatMap((visit) => {
      const deviceSlotsOf = byDevice.get(visit.deviceId) ?? [];
      const chosen = deviceSlotsOf.filter(() => random.next() < 0.4);
      const lines = chosen.length > 0 ? chosen : deviceSlotsOf.slice(0, 1);
      return lines.map((slot) => {
        const before = random.integer(0, Math.max(0, Math.floor(slot.capacity / 2)));
        return { replenishmentId: visit.id, slotNo: slot.slotNo, goodsId: slot.goodsId, before, after: slot.capacity };
      });
    }),
  );
}

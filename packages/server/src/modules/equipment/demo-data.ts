import type { Database } from '../../db/database';
import { cycle, randomSource, type RandomSource } from '../../seed/seed-tools';
import { devices, deviceSlots, deviceTypes } from './tables';

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
  { name: '标准饮料机', model: 'VD-860', slotRows: 2, slotColumns: 4, slotCapacity: 12 },
  { name: '综合零食机', model: 'VS-1200', slotRows: 3, slotColumns: 4, slotCapacity: 10 },
  { name: '小型冷柜机', model: 'VC-600', slotRows: 2, slotColumns: 3, slotCapacity: 8 },
] as const;
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

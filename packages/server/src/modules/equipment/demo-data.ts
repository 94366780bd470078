import type { Database } from '../../db/database';
import type { RandomSource } from '../../seed/seed-tools';
import { devices, deviceSlots } from './tables';

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
const SLOTS_PER_DEVICE = 8;

/** 24 devices, most online, each with slots of the given goods, some of them empty. */
export async function seedDevices(db: Database, random: RandomSource, goodsRows: { id: number }[]) {
  const deviceRows = await db
    .insert(devices)
    .values(
      Array.from({ length: 24 }, (_, index) => ({
        deviceNo: `VM${String(index + 1).padStart(6, '0')}`,
        deviceName: `${index + 1}号售货机`,
        address: `${PLACES[index % PLACES.length]}${Math.floor(index / PLACES.length) + 1}号点位`,
        online: random.next() < 0.85 ? 1 : 0,
      })),
    )
    .returning({ id: devices.id });
  await db.insert(deviceSlots).values(
    deviceRows.flatMap((device) =>
      Array.from({ length: SLOTS_PER_DEVICE }, (_, slot) => ({
        deviceId: device.id,
        slotNo: slot + 1,
        goodsId: random.pick(goodsRows).id,
        capacity: 12,
        stock: random.next() < 0.15 ? 0 : random.integer(1, 12),
      })),
    ),
  );
  return deviceRows;
}

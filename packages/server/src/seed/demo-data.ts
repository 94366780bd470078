import { count } from 'drizzle-orm';
import type { Database } from '../db/database';
import { devices, deviceSlots, goods, members, orders, OrderStatus } from '../db/schema';

/** A seeded generator, so that every fresh start shows the same demo business. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <Item>(items: readonly Item[]): Item => items[integer(0, items.length - 1)] as Item;
  return { next, integer, pick };
}
type RandomSource = ReturnType<typeof randomSource>;

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉萍红鹏辉玲丹婷雪梅琳晨浩宇欣怡子涵梓轩一诺思远佳琪雨桐俊杰';
const MOBILE_PREFIXES = [
  '130',
  '131',
  '132',
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '152',
  '158',
  '159',
  '176',
  '177',
  '186',
  '187',
  '188',
  '189',
  '199',
];

function memberRow(random: RandomSource, registeredAt: Date) {
  const givenLength = random.integer(1, 2);
  let nickName = random.pick([...SURNAMES]);
  for (let index = 0; index < givenLength; index += 1) nickName += random.pick([...GIVEN]);
  const phone = random.pick(MOBILE_PREFIXES) + String(random.integer(0, 99_999_999)).padStart(8, '0');
  return {
    nickName,
    phone,
    balance: random.next() < 0.3 ? 0 : random.integer(1, 500) * 100 + random.pick([0, 50]),
    isFlag: random.next() < 0.05 ? 0 : 1,
    createdAt: registeredAt,
  };
}

const DAY_MS = 86_400_000;
const INSERT_BATCH_ROWS = 1_000;

/** Adds `total` members registered over the last `days` days (used for volume tests too). */
export async function seedMembers(
  db: Database,
  total: number,
  now: Date,
  options: { seed?: number; days?: number } = {},
) {
  const random = randomSource(options.seed ?? total);
  const spanMs = (options.days ?? 365) * DAY_MS;
  for (let inserted = 0; inserted < total; inserted += INSERT_BATCH_ROWS) {
    const batch = Array.from({ length: Math.min(INSERT_BATCH_ROWS, total - inserted) }, () =>
      memberRow(random, new Date(now.getTime() - Math.floor(random.next() * spanMs))),
    );
    await db.insert(members).values(batch);
  }
}

const GOODS: readonly [string, number][] = [
  ['农夫山泉 550ml', 200],
  ['可口可乐 330ml', 350],
  ['百事可乐 330ml', 350],
  ['康师傅冰红茶', 300],
  ['统一绿茶', 300],
  ['王老吉', 400],
  ['红牛', 600],
  ['东方树叶', 500],
  ['元气森林 苏打气泡水', 550],
  ['怡宝纯净水', 200],
  ['乐事薯片', 650],
  ['奥利奥饼干', 700],
  ['德芙巧克力', 900],
  ['士力架', 500],
  ['旺仔牛奶', 450],
  ['蒙牛纯牛奶', 400],
  ['雀巢咖啡', 700],
  ['卫龙辣条', 350],
  ['三只松鼠坚果', 1_200],
  ['口香糖', 250],
];
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

/** A small vending business: goods, devices with stock, members and orders over two months. */
export async function seedDemoData(db: Database, now: Date) {
  const [existing] = await db.select({ value: count() }).from(members);
  if (Number(existing?.value ?? 0) > 0) return;
  const random = randomSource(20_240_501);
  await seedMembers(db, 300, now, { seed: 1, days: 120 });
  const goodsRows = await db
    .insert(goods)
    .values(GOODS.map(([goodsName, price]) => ({ goodsName, price })))
    .returning({ id: goods.id, price: goods.price });
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
  const memberIds = (await db.select({ id: members.id }).from(members)).map((row) => row.id);
  const statuses = [
    OrderStatus.COMPLETED,
    OrderStatus.COMPLETED,
    OrderStatus.COMPLETED,
    OrderStatus.COMPLETED,
    OrderStatus.CANCELLED,
    OrderStatus.UNPAID,
    OrderStatus.PROCESSING,
  ];
  const orderRows = Array.from({ length: 2_400 }, (_, index) => {
    const item = random.pick(goodsRows);
    const quantity = random.next() < 0.85 ? 1 : 2;
    return {
      orderNo: `D${String(index + 1).padStart(10, '0')}`,
      memberId: random.pick(memberIds),
      deviceId: random.pick(deviceRows).id,
      goodsId: item.id,
      quantity,
      amount: item.price * quantity,
      status: random.pick(statuses),
      createdAt: new Date(now.getTime() - Math.floor(random.next() * 60 * DAY_MS)),
    };
  });
  for (let index = 0; index < orderRows.length; index += INSERT_BATCH_ROWS) {
    await db.insert(orders).values(orderRows.slice(index, index + INSERT_BATCH_ROWS));
  }
}

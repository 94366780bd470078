import type { AdvertisementPlacement } from '@vending/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { DAY_MS, solidPng } from '../../seed/seed-tools';
import { devices } from '../equipment';
import type { UploadStore } from '../uploads';
import { advertisements, deviceAdvertisements } from './tables';

/**
 * The head of an MP4 file: an `ftyp` box (isom, compatible with isom and mp41) and an empty
 * `free` box. The store accepts it as video/mp4 by its content; it plays nothing (no `moov`),
 * so the console shows its poster-less play affordance.
 */
export function demoMp4(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4, 'ascii');
  ftyp.write('isom', 8, 'ascii');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isom', 16, 'ascii');
  ftyp.write('mp41', 20, 'ascii');
  const free = Buffer.alloc(8);
  free.writeUInt32BE(8, 0);
  free.write('free', 4, 'ascii');
  return Buffer.concat([ftyp, free]);
}

interface DemoAd {
  title: string;
  kind: 'image' | 'video';
  colour: readonly [number, number, number];
  link: string;
  placement: AdvertisementPlacement;
  /** Days from now. */
  from: number;
  to: number;
  sortOrder: number;
  isFlag: 0 | 1;
}

/** Twelve advertisements in every placement and state, two of them videos, one disabled. */
const DEMO_ADS: readonly DemoAd[] = [
  {
    title: '夏日冰饮第二件半价',
    kind: 'image',
    colour: [64, 158, 255],
    link: '/pages/goods/list',
    placement: 'idle',
    from: -10,
    to: 20,
    sortOrder: 10,
    isFlag: 1,
  },
  {
    title: '新品上市：椰子水',
    kind: 'video',
    colour: [0, 0, 0],
    link: '',
    placement: 'idle',
    from: -3,
    to: 27,
    sortOrder: 20,
    isFlag: 1,
  },
  {
    title: '扫码领取新人优惠券',
    kind: 'image',
    colour: [242, 140, 56],
    link: '/pages/coupon/index',
    placement: 'home',
    from: -30,
    to: 60,
    sortOrder: 10,
    isFlag: 1,
  },
  {
    title: '充值 100 送 20',
    kind: 'image',
    colour: [230, 162, 60],
    link: '/pages/recharge/index',
    placement: 'home',
    from: -5,
    to: 25,
    sortOrder: 20,
    isFlag: 1,
  },
  {
    title: '感谢惠顾，欢迎再来',
    kind: 'image',
    colour: [103, 194, 58],
    link: '',
    placement: 'dispensing',
    from: -60,
    to: 300,
    sortOrder: 10,
    isFlag: 1,
  },
  {
    title: '中秋礼盒预售',
    kind: 'image',
    colour: [245, 108, 108],
    link: 'https://www.example.com/mooncake',
    placement: 'home',
    from: 7,
    to: 30,
    sortOrder: 30,
    isFlag: 1,
  },
  {
    title: '国庆出游补给站',
    kind: 'video',
    colour: [0, 0, 0],
    link: 'https://www.example.com/holiday',
    placement: 'idle',
    from: 14,
    to: 21,
    sortOrder: 30,
    isFlag: 1,
  },
  {
    title: '春节限定包装',
    kind: 'image',
    colour: [200, 40, 40],
    link: '',
    placement: 'dispensing',
    from: -120,
    to: -90,
    sortOrder: 20,
    isFlag: 1,
  },
  {
    title: '开学季文具专区',
    kind: 'image',
    colour: [144, 147, 153],
    link: '/pages/goods/list?category=3',
    placement: 'home',
    from: -80,
    to: -50,
    sortOrder: 40,
    isFlag: 1,
  },
  {
    title: '健身房能量补给',
    kind: 'image',
    colour: [0, 150, 136],
    link: '',
    placement: 'idle',
    from: -15,
    to: 45,
    sortOrder: 40,
    isFlag: 0,
  },
  {
    title: '会员日全场九折',
    kind: 'image',
    colour: [156, 39, 176],
    link: '/pages/member/day',
    placement: 'home',
    from: -2,
    to: 5,
    sortOrder: 50,
    isFlag: 1,
  },
  {
    title: '环保回收瓶换积分',
    kind: 'image',
    colour: [76, 175, 80],
    link: 'https://www.example.com/recycle',
    placement: 'dispensing',
    from: 3,
    to: 93,
    sortOrder: 30,
    isFlag: 1,
  },
];

/** The advertisements and which devices play them: enough assignments for two pages, in every state. */
export async function seedAdvertisements(db: Database, now: Date, uploads: UploadStore) {
  const video = await uploads.put(demoMp4(), { kind: 'video', mediaType: 'video/mp4', originalName: 'ad.mp4' });
  const day = (offset: number) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + offset * DAY_MS);
  const adIds: number[] = [];
  for (const ad of DEMO_ADS) {
    const media =
      ad.kind === 'video'
        ? video.url
        : (
            await uploads.put(solidPng(160, 90, ad.colour), {
              kind: 'image',
              mediaType: 'image/png',
              originalName: 'ad.png',
            })
          ).url;
    const [created] = await db
      .insert(advertisements)
      .values({
        title: ad.title,
        mediaKind: ad.kind,
        media,
        link: ad.link,
        placement: ad.placement,
        startAt: day(ad.from),
        endAt: day(ad.to),
        sortOrder: ad.sortOrder,
        isFlag: ad.isFlag,
        createdAt: day(Math.min(ad.from, 0) - 1),
      })
      .returning({ id: advertisements.id });
    if (created) adIds.push(created.id);
  }
  const deviceIds = (await db.select({ id: devices.id }).from(devices).orderBy(asc(devices.id)).limit(8)).map(
    (row) => row.id,
  );
  // Each of the first five advertisements on some devices, with the advertisement's period or a shorter one.
  const rows: (typeof deviceAdvertisements.$inferInsert)[] = [];
  for (const [adIndex, adId] of adIds.entries()) {
    const ad = DEMO_ADS[adIndex];
    if (!ad || ad.placement === 'home') continue;
    for (const [deviceIndex, deviceId] of deviceIds.entries()) {
      if ((deviceIndex + adIndex) % 3 === 0) continue;
      const shorter = deviceIndex % 4 === 1;
      rows.push({
        deviceId,
        advertisementId: adId,
        startAt: day(ad.from),
        endAt: day(shorter ? Math.max(ad.from + 1, Math.min(ad.to, 0) - 1) : ad.to),
        createdAt: new Date(now.getTime() - (rows.length + 1) * 3_600_000),
      });
    }
  }
  if (rows.length > 0) await db.insert(deviceAdvertisements).values(rows);
}

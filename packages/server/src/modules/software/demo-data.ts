import { softwareUpdateStatuses, type SoftwarePlatform } from '@vending/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { DAY_MS } from '../../seed/seed-tools';
import { devices } from '../equipment';
import type { UploadStore } from '../uploads';
import { deviceSoftwareUpdates, softwareReleases } from './tables';

/**
 * A minimal valid zip archive: an empty end-of-central-directory record (`PK\x05\x06`, 16 zero
 * bytes) whose comment names the release, so every demo package differs.
 */
export function emptyZip(comment = ''): Buffer {
  const text = Buffer.from(comment, 'utf8');
  const record = Buffer.alloc(22);
  record.write('PK\x05\x06', 0, 'latin1');
  record.writeUInt16LE(text.length, 20);
  return Buffer.concat([record, text]);
}

interface DemoRelease {
  platform: SoftwarePlatform;
  version: string;
  buildNumber: number;
  changeLog: string;
  forceUpdate: number;
  daysAgo: number;
}

const RELEASES: DemoRelease[] = [
  {
    platform: 'android',
    version: '2.3.1',
    buildNumber: 231,
    changeLog: '修复扫码支付偶发卡顿',
    forceUpdate: 0,
    daysAgo: 150,
  },
  {
    platform: 'android',
    version: '2.4.0',
    buildNumber: 240,
    changeLog: '新增会员余额支付\n优化出货屏广告轮播',
    forceUpdate: 0,
    daysAgo: 95,
  },
  {
    platform: 'android',
    version: '2.5.2',
    buildNumber: 252,
    changeLog: '修复补货后库存未同步的问题',
    forceUpdate: 1,
    daysAgo: 40,
  },
  {
    platform: 'android',
    version: '2.6.0',
    buildNumber: 260,
    changeLog: '支持澳元结算与 GST 显示\n缺货提醒改为按货道阈值\n若干界面细节优化',
    forceUpdate: 0,
    daysAgo: 3,
  },
  {
    platform: 'controller',
    version: '1.0.4',
    buildNumber: 104,
    changeLog: '首个量产固件',
    forceUpdate: 0,
    daysAgo: 200,
  },
  {
    platform: 'controller',
    version: '1.1.0',
    buildNumber: 110,
    changeLog: '电机堵转检测更灵敏\n降低待机功耗',
    forceUpdate: 1,
    daysAgo: 60,
  },
  {
    platform: 'controller',
    version: '1.2.0',
    buildNumber: 120,
    changeLog: '支持双温区冷柜',
    forceUpdate: 0,
    daysAgo: 7,
  },
];

const { pending, updating, updated, failed } = softwareUpdateStatuses;

/** Which demo devices (by their place in device order) were pushed what, and how it went. */
const UPDATES: { device: number; version: string; status: number; failureReason?: string; hoursAgo: number }[] = [
  { device: 0, version: '2.6.0', status: pending, hoursAgo: 5 },
  { device: 1, version: '2.6.0', status: pending, hoursAgo: 5 },
  { device: 2, version: '2.6.0', status: pending, hoursAgo: 4 },
  { device: 3, version: '2.6.0', status: updating, hoursAgo: 6 },
  { device: 4, version: '2.6.0', status: updating, hoursAgo: 6 },
  { device: 5, version: '2.6.0', status: updated, hoursAgo: 30 },
  { device: 6, version: '2.5.2', status: updated, hoursAgo: 400 },
  { device: 7, version: '2.6.0', status: failed, failureReason: '下载安装包超时（网络信号弱）', hoursAgo: 20 },
  { device: 8, version: '2.6.0', status: failed, failureReason: '存储空间不足，安装失败', hoursAgo: 26 },
  { device: 9, version: '2.5.2', status: failed, failureReason: '安装包校验和不一致', hoursAgo: 300 },
];

/**
 * Seven releases over two platforms (packages: small zips in the upload store) and updates of
 * ten devices in every status, failures with their reason; a finished update's device runs its
 * version. Run after the devices are seeded.
 */
export async function seedSoftware(db: Database, now: Date, uploads: UploadStore) {
  const releaseIds = new Map<string, number>();
  for (const release of RELEASES) {
    const stored = await uploads.put(emptyZip(`${release.platform} ${release.version}`), {
      kind: 'softwarePackage',
      mediaType: 'application/zip',
      originalName: `${release.platform}-${release.version}.zip`,
    });
    const releaseAt = new Date(now.getTime() - release.daysAgo * DAY_MS);
    const [created] = await db
      .insert(softwareReleases)
      .values({
        platform: release.platform,
        version: release.version,
        buildNumber: release.buildNumber,
        changeLog: release.changeLog,
        packageUrl: stored.url,
        packageSize: stored.size,
        packageSha256: stored.sha256,
        forceUpdate: release.forceUpdate,
        releaseAt,
        createdAt: releaseAt,
      })
      .returning({ id: softwareReleases.id });
    if (created) releaseIds.set(`${release.platform} ${release.version}`, created.id);
  }
  const deviceRows = await db.select({ id: devices.id }).from(devices).orderBy(asc(devices.id));
  for (const update of UPDATES) {
    const device = deviceRows[update.device];
    const releaseId = releaseIds.get(`android ${update.version}`);
    if (!device || releaseId === undefined) continue;
    const pushedAt = new Date(now.getTime() - update.hoursAgo * 3_600_000);
    await db.insert(deviceSoftwareUpdates).values({
      deviceId: device.id,
      releaseId,
      status: update.status,
      failureReason: update.failureReason ?? '',
      pushedAt,
    });
    if (update.status === updated)
      await db.update(devices).set({ softwareVersion: update.version }).where(eq(devices.id, device.id));
  }
}

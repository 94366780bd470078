import type { DeviceSoftwareRow, SoftwareReleaseRow } from '@vending/contract';

const sha = (seed: string) => seed.repeat(Math.ceil(64 / seed.length)).slice(0, 64);

export const releaseRows: SoftwareReleaseRow[] = [
  {
    releaseId: 4,
    platform: 'android',
    version: '2.6.0',
    buildNumber: 260,
    changeLog: '支持澳元结算与 GST 显示\n缺货提醒改为按货道阈值\n若干界面细节优化',
    packageUrl: `/uploads/packages/${sha('3fa9c2d1e07b')}.apk`,
    packageSize: 48_734_112,
    packageSha256: sha('3fa9c2d1e07b'),
    forceUpdate: 0,
    releaseTime: '2026-11-22T02:00:00.000Z',
    deviceCount: 8,
    createTime: '2026-11-22T02:00:00.000Z',
    updatedBy: 'admin',
    updateTime: '2026-11-22T02:05:00.000Z',
  },
  {
    releaseId: 7,
    platform: 'controller',
    version: '1.2.0',
    buildNumber: 120,
    changeLog: '支持双温区冷柜',
    packageUrl: `/uploads/packages/${sha('91be04c7')}.zip`,
    packageSize: 1_310_720,
    packageSha256: sha('91be04c7'),
    forceUpdate: 0,
    releaseTime: '2026-11-18T01:30:00.000Z',
    deviceCount: 0,
    createTime: '2026-11-18T01:30:00.000Z',
    updatedBy: null,
    updateTime: null,
  },
  {
    releaseId: 3,
    platform: 'android',
    version: '2.5.2',
    buildNumber: 252,
    changeLog: '修复补货后库存未同步的问题',
    packageUrl: `/uploads/packages/${sha('c0ffee5a17')}.apk`,
    packageSize: 47_185_920,
    packageSha256: sha('c0ffee5a17'),
    forceUpdate: 1,
    releaseTime: '2026-10-16T03:00:00.000Z',
    deviceCount: 2,
    createTime: '2026-10-16T03:00:00.000Z',
    updatedBy: 'admin',
    updateTime: '2026-10-16T03:10:00.000Z',
  },
  {
    releaseId: 6,
    platform: 'controller',
    version: '1.1.0',
    buildNumber: 110,
    changeLog: '电机堵转检测更灵敏\n降低待机功耗',
    packageUrl: `/uploads/packages/${sha('7d21aa90')}.zip`,
    packageSize: 1_153_433,
    packageSha256: sha('7d21aa90'),
    forceUpdate: 1,
    releaseTime: '2026-09-26T06:00:00.000Z',
    deviceCount: 0,
    createTime: '2026-09-26T06:00:00.000Z',
    updatedBy: null,
    updateTime: null,
  },
];

export const releaseOptions = {
  rows: [
    { value: 4, label: '安卓主控 2.6.0 (260)' },
    { value: 7, label: '下位机固件 1.2.0 (120)' },
    { value: 3, label: '安卓主控 2.5.2 (252)' },
    { value: 6, label: '下位机固件 1.1.0 (110)' },
  ],
};

/** What uploading a package answers. */
export const uploadedPackage = {
  url: `/uploads/packages/${sha('5e8b1f42')}.zip`,
  key: `packages/${sha('5e8b1f42')}.zip`,
  size: 2_621_440,
  sha256: sha('5e8b1f42'),
};

const device = (
  index: number,
  merchantName: string | null,
  currentVersion: string,
  update: Partial<DeviceSoftwareRow> = {},
): DeviceSoftwareRow => ({
  deviceId: index,
  deviceNo: `VM${String(index).padStart(6, '0')}`,
  deviceName: `${index}号售货机`,
  merchantName,
  currentVersion,
  latestVersion: '2.6.0',
  online: index % 4 === 3 ? 0 : 1,
  releaseId: null,
  targetPlatform: null,
  targetVersion: null,
  status: null,
  updateState: 'upToDate',
  failureReason: '',
  pushTime: null,
  updatedBy: null,
  ...update,
});
const pushed = (status: number, updateState: DeviceSoftwareRow['updateState'], pushTime: string) => ({
  releaseId: 4,
  targetPlatform: 'android' as const,
  targetVersion: '2.6.0',
  status,
  updateState,
  pushTime,
  updatedBy: 'admin',
});

export const deviceSoftwareRows: DeviceSoftwareRow[] = [
  device(1, '望京SOHO便利店', '2.5.2', pushed(1, 'pending', '2026-11-25T03:00:00.000Z')),
  device(2, '陆家嘴地铁站商店', '2.5.2', pushed(2, 'updating', '2026-11-25T02:00:00.000Z')),
  device(3, '天河城一楼', '2.6.0', pushed(3, 'upgraded', '2026-11-24T02:00:00.000Z')),
  device(4, '科技园南区食堂', '2.4.0', {
    ...pushed(4, 'failed', '2026-11-24T08:00:00.000Z'),
    failureReason: '存储空间不足，安装失败',
  }),
  device(5, null, '2.6.0'),
  device(6, '文三路数码城', '2.3.1', { updateState: 'outdated' }),
];

import type {
  AdvertisementOption,
  AdvertisementRow,
  DeviceAdvertisementRow,
  PickableDeviceRow,
} from '@vending/contract';
import { picture } from './fixtures';

/** A stored video's URL as the server answers it (the stories never play it). */
export const videoUrl = `/uploads/videos/${'a'.repeat(64)}.mp4`;

const ad = (
  advertisementId: number,
  title: string,
  rest: Partial<AdvertisementRow> & Pick<AdvertisementRow, 'placement' | 'startTime' | 'endTime' | 'state'>,
): AdvertisementRow => ({
  advertisementId,
  title,
  mediaKind: 'image',
  media: picture('#409eff', '#d9ecff'),
  link: '',
  sortOrder: 10,
  isFlag: 1,
  deviceCount: 0,
  createTime: '2026-10-01T02:00:00.000Z',
  updatedBy: 'admin',
  updateTime: '2026-11-20T06:30:00.000Z',
  ...rest,
});

export const advertisementRows: AdvertisementRow[] = [
  ad(1, '扫码领取新人优惠券', {
    media: picture('#f28c38', '#fde3cc'),
    link: '/pages/coupon/index',
    placement: 'home',
    startTime: '2026-10-26T00:00:00.000Z',
    endTime: '2027-01-24T00:00:00.000Z',
    state: 'showing',
  }),
  ad(2, '夏日冰饮第二件半价', {
    link: '/pages/goods/list',
    placement: 'idle',
    startTime: '2026-11-15T00:00:00.000Z',
    endTime: '2026-12-15T00:00:00.000Z',
    state: 'showing',
    deviceCount: 6,
  }),
  ad(3, '新品上市：椰子水', {
    mediaKind: 'video',
    media: videoUrl,
    placement: 'idle',
    startTime: '2026-11-22T00:00:00.000Z',
    endTime: '2026-12-22T00:00:00.000Z',
    state: 'showing',
    sortOrder: 20,
    deviceCount: 5,
  }),
  ad(4, '中秋礼盒预售', {
    media: picture('#f56c6c', '#fde2e2'),
    link: 'https://www.example.com/mooncake',
    placement: 'home',
    startTime: '2026-12-02T00:00:00.000Z',
    endTime: '2026-12-25T00:00:00.000Z',
    state: 'upcoming',
    sortOrder: 30,
  }),
  ad(5, '春节限定包装', {
    media: picture('#c82828', '#f5c6c6'),
    placement: 'dispensing',
    startTime: '2026-07-28T00:00:00.000Z',
    endTime: '2026-08-27T00:00:00.000Z',
    state: 'ended',
    sortOrder: 20,
    deviceCount: 4,
  }),
  ad(6, '健身房能量补给', {
    media: picture('#009688', '#b2dfdb'),
    placement: 'idle',
    startTime: '2026-11-10T00:00:00.000Z',
    endTime: '2027-01-09T00:00:00.000Z',
    state: 'showing',
    sortOrder: 40,
    isFlag: 0,
  }),
];

export const advertisementOptions: AdvertisementOption[] = advertisementRows.map((row) => ({
  value: row.advertisementId,
  label: row.title,
  startTime: row.startTime,
  endTime: row.endTime,
}));

const merchantNames = ['星河商场', '科技园食堂', null, '城东地铁站'];
export const pickableDevices: PickableDeviceRow[] = Array.from({ length: 23 }, (_, index) => ({
  deviceId: index + 1,
  deviceNo: `VM${String(1001 + index)}`,
  deviceName: `${index % 2 === 0 ? '东区' : '西区'}${index + 1}号机`,
  merchantName: merchantNames[index % merchantNames.length] ?? null,
  address: '深圳市南山区科技园',
  online: index % 3 === 0 ? 0 : 1,
}));

const assignment = (
  assignmentId: number,
  device: PickableDeviceRow,
  row: AdvertisementRow,
  period?: Pick<DeviceAdvertisementRow, 'startTime' | 'endTime' | 'state'>,
): DeviceAdvertisementRow => ({
  assignmentId,
  deviceId: device.deviceId,
  deviceNo: device.deviceNo,
  deviceName: device.deviceName,
  merchantName: device.merchantName,
  advertisementId: row.advertisementId,
  title: row.title,
  mediaKind: row.mediaKind,
  media: row.media,
  placement: row.placement,
  startTime: period?.startTime ?? row.startTime,
  endTime: period?.endTime ?? row.endTime,
  state: period?.state ?? row.state,
  updatedBy: 'admin',
  updateTime: '2026-11-21T03:15:00.000Z',
});

const [, summer, coconut, , spring] = advertisementRows as [
  AdvertisementRow,
  AdvertisementRow,
  AdvertisementRow,
  AdvertisementRow,
  AdvertisementRow,
];
const device = (index: number) => pickableDevices[index] as PickableDeviceRow;

export const deviceAdRows: DeviceAdvertisementRow[] = [
  assignment(11, device(0), summer),
  assignment(12, device(1), summer),
  assignment(13, device(2), coconut),
  assignment(14, device(3), coconut, {
    startTime: '2026-12-01T00:00:00.000Z',
    endTime: '2026-12-10T00:00:00.000Z',
    state: 'upcoming',
  }),
  assignment(15, device(4), spring),
  assignment(16, device(5), summer, {
    startTime: '2026-11-15T00:00:00.000Z',
    endTime: '2026-11-20T00:00:00.000Z',
    state: 'ended',
  }),
];

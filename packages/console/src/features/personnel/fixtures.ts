import type { DeviceOption, TesterApplicationRow, TesterRow } from '@vending/contract';

/** The testers pages' data for the stories: fixed, no clock, so pictures are stable. */

export const deviceOptions: DeviceOption[] = [1, 2, 3, 5, 8, 11].map((id) => ({
  deviceId: id,
  deviceNo: `VM${String(id).padStart(6, '0')}`,
  deviceName: `${id}号售货机`,
}));

const testerNames = ['孙丽', '马超', '朱琳', '胡军', '郭静', '何涛'];

export const testers: TesterRow[] = testerNames.map((name, index) => ({
  testerId: 100 + index,
  name,
  phone: `1391234${String(index).padStart(4, '0')}`,
  devices: deviceOptions.slice(index % 3, (index % 3) + (index % 2) + 1),
  isFlag: index === 4 ? 0 : 1,
  createTime: `2026-11-${String(18 - index).padStart(2, '0')}T02:30:00.000Z`,
  createdBy: index === 2 ? null : 'admin',
}));

export const testerApplications: TesterApplicationRow[] = [
  ['林峰', '想参与新品售货机的测试', 1],
  ['罗敏', '在写字楼工作，方便测试 5 号机', 1],
  ['高洋', '有设备维护经验', 2],
  ['梁雪', '周末可以到店测试', 3],
].map(([name, reason, status], index) => ({
  applicationId: 200 + index,
  name: name as string,
  phone: `1365678${String(index).padStart(4, '0')}`,
  reason: reason as string,
  status: status as number,
  createTime: `2026-11-${String(20 - index).padStart(2, '0')}T06:00:00.000Z`,
  handledBy: status === 1 ? null : 'admin',
  handledTime: status === 1 ? null : `2026-11-${String(21 - index).padStart(2, '0')}T01:00:00.000Z`,
  rejectReason: status === 3 ? '所在城市暂无测试设备' : null,
  testerId: status === 2 ? 102 : null,
}));

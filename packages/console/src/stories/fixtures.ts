import type { ManagerInfo } from '@vending/contract';

/**
 * Who is logged in, for every page's stories. Each feature's own data sits beside it
 * (features/<name>/fixtures.ts): fixed, no clock, no randomness, so pictures are stable.
 */

export const superAdministrator: ManagerInfo = {
  managerId: 1,
  managerType: 1,
  username: 'admin',
  realName: '超级管理员',
  phone: '13800000000',
  avatar: null,
  isFlag: 1,
};

export const operatorAdministrator: ManagerInfo = {
  managerId: 2,
  managerType: 2,
  username: 'operator',
  realName: '运营专员',
  phone: '13800000001',
  avatar: null,
  isFlag: 1,
};

/** The three machines of the demo trip #12, in route order: the 行程 page's and the field view's stories share them. */
export const tripStopMachines = [
  {
    deviceId: 100,
    deviceNo: 'VM000001',
    deviceName: '1号售货机',
    address: '上海市浦东新区陆家嘴地铁站1号点位',
    latitude: 31.2397,
    longitude: 121.4998,
  },
  {
    deviceId: 101,
    deviceNo: 'VM000002',
    deviceName: '2号售货机',
    address: '上海市黄浦区人民广场2号点位',
    latitude: 31.2304,
    longitude: 121.4737,
  },
  {
    deviceId: 102,
    deviceNo: 'VM000006',
    deviceName: '6号售货机',
    address: '上海市徐汇区徐家汇3号点位',
    latitude: 31.1955,
    longitude: 121.4365,
  },
] as const;

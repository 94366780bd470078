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

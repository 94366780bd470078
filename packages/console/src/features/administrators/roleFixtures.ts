import type { RoleRow } from '@vending/contract';

/** Roles for the stories: two presets, a role of one administrator's own pages, a custom scope. */
export const roleRows: RoleRow[] = [
  {
    roleId: 7,
    name: '华东区域经理',
    description: '上海与南京的设备和订单',
    dataScope: 'custom',
    presetKey: null,
    pages: [
      { interfaceName: '设备列表', level: 'manage' },
      { interfaceName: '订单列表', level: 'view' },
    ],
    targets: [
      { dimension: 'agent', targetId: 1 },
      { dimension: 'device', targetId: 2 },
    ],
    holders: 2,
    createTime: '2026-11-02T02:00:00.000Z',
    updateTime: '2026-11-20T08:30:00.000Z',
  },
  {
    roleId: 6,
    name: 'operator的权限',
    description: '由原菜单权限迁移',
    dataScope: 'all',
    presetKey: null,
    pages: [{ interfaceName: '会员列表', level: 'manage' }],
    targets: [],
    holders: 1,
    createTime: '2026-10-01T02:00:00.000Z',
    updateTime: null,
  },
  {
    roleId: 4,
    name: '只读审计',
    description: '查看全部页面与数据，不能做任何修改',
    dataScope: 'all',
    presetKey: 'auditor',
    pages: [{ interfaceName: '首页', level: 'view' }],
    targets: [],
    holders: 0,
    createTime: '2026-10-01T02:00:00.000Z',
    updateTime: null,
  },
  {
    roleId: 2,
    name: '补货员',
    description: '查看设备与补货记录，按补货计划装货；不能修改设备',
    dataScope: 'custom',
    presetKey: 'restocker',
    pages: [
      { interfaceName: '设备列表', level: 'view' },
      { interfaceName: '补货计划', level: 'manage' },
    ],
    targets: [],
    holders: 0,
    createTime: '2026-10-01T02:00:00.000Z',
    updateTime: null,
  },
];

export const roleOptions = roleRows.map((role) => ({
  value: role.roleId,
  label: role.name,
  description: role.description,
}));

import { menu, type PageLevel, type PresetRoleKey } from '@vending/contract';
import type { Database } from '../../db/database';
import { rolePages, roles, type DataScopeKind } from './tables';

export interface PresetRole {
  key: PresetRoleKey;
  name: string;
  description: string;
  dataScope: DataScopeKind;
  pages: Record<string, PageLevel>;
}

const everyPage = menu.flatMap((group) => group.children.map((page) => page.interfaceName));

/**
 * The roles every database has, to hold as they are or to copy (docs/SPECIFICATION.md §6). A
 * custom scope starts with no target: a 区域经理 or 补货员 sees nothing until its regions,
 * agents, merchants or devices are chosen.
 */
export const PRESET_ROLES: readonly PresetRole[] = [
  {
    key: 'regionManager',
    name: '区域经理',
    description: '负责一个区域的设备、补货与订单；数据范围选择所辖区域',
    dataScope: 'custom',
    pages: {
      首页: 'view',
      设备列表: 'manage',
      补货记录: 'manage',
      补货计划: 'manage',
      行程: 'manage',
      商户列表: 'view',
      订单列表: 'view',
      订单详情: 'view',
      销售报表: 'view',
    },
  },
  {
    key: 'restocker',
    name: '补货员',
    description: '查看设备与补货记录，按补货计划装货，在手机上记录行程；不能修改设备',
    dataScope: 'custom',
    pages: { 首页: 'view', 设备列表: 'view', 补货记录: 'view', 补货计划: 'manage', 行程: 'manage' },
  },
  {
    key: 'finance',
    name: '财务',
    description: '审核提现、结算代理商分成、处理充值退款，查看订单与报表',
    dataScope: 'all',
    pages: {
      首页: 'view',
      提现记录: 'manage',
      代理商分成列表: 'manage',
      销售报表: 'view',
      充值列表: 'manage',
      订单列表: 'view',
      订单详情: 'view',
      会员列表: 'view',
      会员详情: 'view',
    },
  },
  {
    key: 'auditor',
    name: '只读审计',
    description: '查看全部页面与数据，不能做任何修改',
    dataScope: 'all',
    pages: Object.fromEntries(everyPage.map((page) => [page, 'view' as const])),
  },
  {
    key: 'agent',
    name: '代理商',
    description: '代理商本人的账号：只看自己的商户、设备、订单、销售与分成，自己申请提现（由平台审核）',
    dataScope: 'own_agent',
    pages: {
      首页: 'view',
      商户列表: 'view',
      设备列表: 'view',
      订单列表: 'view',
      订单详情: 'view',
      销售报表: 'view',
      代理商分成列表: 'view',
      // 管理: it applies for its own withdrawals; the review stays with the platform (transitWithdrawal refuses an agent account).
      提现记录: 'manage',
    },
  },
];

/**
 * Creates each preset role a database lacks (found by its key), at every start: idempotent,
 * and an edited preset keeps its edits. A preset whose name another role took is not made.
 */
export async function ensurePresetRoles(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const preset of PRESET_ROLES) {
      const [created] = await tx
        .insert(roles)
        .values({
          name: preset.name,
          description: preset.description,
          dataScope: preset.dataScope,
          presetKey: preset.key,
        })
        .onConflictDoNothing()
        .returning({ id: roles.id });
      if (!created) continue;
      await tx
        .insert(rolePages)
        .values(
          Object.entries(preset.pages).map(([interfaceName, level]) => ({ roleId: created.id, interfaceName, level })),
        );
    }
  });
}

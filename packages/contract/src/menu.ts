/*
 * The console's route tree inside the main layout (docs/SPECIFICATION.md §2), with each title in
 * both languages. `interfaceName` is the Chinese title that permissions are matched on
 * (docs/SPECIFICATION.md §6): the server marks each entry
 * permitted or not per administrator, and the console filters its routes by it.
 */

export const MENU_ICONS = [
  'user',
  'goods',
  'management',
  'shopping cart',
  'order',
  'theme',
  'money',
  'equipment',
  'table',
  'wechat',
  'hospital',
  'component',
  '404',
  'form',
  'drag',
  'icon',
  'documentation',
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];

export interface MenuPage {
  /** Route name, PascalCase of the path. */
  name: string;
  path: string;
  /** The page's Chinese title. */
  interfaceName: string;
  /** Its English title: the console's and the end-to-end tests' (the Chinese one is `interfaceName`). */
  en: string;
  /** Detail pages are routes but not menu entries. */
  hidden?: boolean;
}

export interface MenuGroup {
  name: string;
  path: string;
  icon: MenuIcon;
  interfaceName: string;
  en: string;
  children: readonly MenuPage[];
}

function routeName(path: string): string {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.charAt(0).toUpperCase() + segment.slice(1))
    .join('');
}

/** A page whose path and interface name keep their literal types, so `MenuPath` and `MenuKey` can be derived from the table. */
interface DeclaredPage<Path extends string, InterfaceName extends string> extends MenuPage {
  path: Path;
  interfaceName: InterfaceName;
}

function page<const Path extends string, const InterfaceName extends string>(
  path: Path,
  interfaceName: InterfaceName,
  en: string,
  options: { hidden?: true } = {},
): DeclaredPage<Path, InterfaceName> {
  return { name: routeName(path), path, interfaceName, en, ...options };
}

function group<const Children extends readonly MenuPage[]>(
  path: string,
  icon: MenuIcon,
  interfaceName: string,
  en: string,
  children: Children,
): MenuGroup & { children: Children } {
  return { name: routeName(path), path, icon, interfaceName, en, children };
}

const menuTable = [
  group('/home', 'theme', '首页', 'Home', [page('/home/index', '首页', 'Dashboard')]),
  group('/administrators', 'user', '管理员管理', 'Administrators', [
    page('/administrators/list', '管理员列表', 'Administrators'),
    // Not in the specification: roles, their page levels and data scopes (issue 37).
    page('/administrators/role', '角色管理', 'Roles'),
    page('/administrators/security', '安全事件', 'Security events'),
  ]),
  group('/agent', 'management', '代理商管理', 'Agents', [
    page('/agent/franchisee', '加盟申请列表', 'Franchise applications'),
    page('/agent/list', '代理商列表', 'Agents'),
    page('/agent/business', '商户列表', 'Merchants'),
  ]),
  group('/member', 'wechat', '会员管理', 'Members', [
    page('/member/list', '会员列表', 'Members'),
    page('/member/auditList', '充值列表', 'Recharges'),
    // A member's money: balance, ledger, orders, recharges, and the manual adjustment.
    page('/member/detail', '会员详情', 'Member detail', { hidden: true }),
  ]),
  group('/equipment', 'equipment', '设备管理', 'Devices', [
    page('/equipment/list', '设备列表', 'Devices'),
    page('/equipment/recordList', '补货记录', 'Replenishment records'),
    page('/equipment/type', '设备类型', 'Device types'),
    // Not in the specification: what to load on the next round, from par levels and stock (issue 29).
    page('/equipment/plan', '补货计划', 'Replenishment plans'),
    // The fleet's alarms: assigned, acknowledged, resolved (issue 39).
    page('/equipment/alarm', '告警中心', 'Alarm centre'),
    // Not in the specification: a restocking round assigned to a restocker, recorded on a phone (issue 40).
    page('/equipment/trip', '行程', 'Trips'),
  ]),
  group('/equipmentOrders', 'order', '订单管理', 'Orders', [
    page('/equipmentOrders/list', '订单列表', 'Orders'),
    page('/equipmentOrders/detail', '订单详情', 'Order detail', { hidden: true }),
  ]),
  group('/goods', 'goods', '商品管理', 'Goods', [
    page('/goods/list', '商品列表', 'Goods'),
    page('/goods/addDefaultGoods', '商品库', 'Goods library'),
    page('/goods/categoryList', '商品分类', 'Goods categories'),
  ]),
  group('/financial', 'money', '财务管理', 'Finance', [
    page('/financial/income', '提现记录', 'Withdrawals'),
    page('/financial/divide', '代理商分成列表', 'Agent revenue share'),
    page('/financial/report', '销售报表', 'Sales report'),
    page('/financial/reconciliation', '渠道对账', 'Channel reconciliation'),
    // Not in the specification: the platform account's statement of a period (issue 38).
    page('/financial/statement', '平台对账单', 'Platform statement'),
  ]),
  group('/advertisement', 'icon', '广告管理', 'Advertising', [
    page('/advertisement/list', '广告列表', 'Advertisements'),
    page('/advertisement/deviceList', '设备广告', 'Device ads'),
  ]),
  group('/feedback', 'form', '反馈管理', 'Feedback', [
    page('/feedback/list', '反馈列表', 'Feedback'),
    page('/feedback/detail', '反馈详情', 'Feedback detail', { hidden: true }),
  ]),
  group('/personnel', 'hospital', '测试人员管理', 'Testers', [
    page('/personnel/list', '测试员列表', 'Testers'),
    page('/personnel/auditList', '测试员申请列表', 'Tester applications'),
  ]),
  group('/software', 'component', '软件管理', 'Software', [
    page('/software/list', '软件列表', 'Software'),
    page('/software/devSoftware', '设备软件列表', 'Device software'),
  ]),
  group('/system', 'documentation', '系统设置', 'System settings', [
    page('/system/novice', '新手教程', 'Beginner tutorial'),
    page('/system/service', '服务条款', 'Terms of service'),
    page('/system/tutorial', '关于我们', 'About us'),
    page('/system/parameter', '客服电话', 'Customer-service phone'),
    // Not in the specification: who may change the currency and GST is a permission of its own.
    page('/system/money', '货币与税率', 'Currency and GST'),
    // Not in the specification: where device alarms are sent, a permission of its own.
    page('/system/alarmWebhook', '告警通知', 'Alarm notifications'),
    page('/system/indexPic', '轮播广告图', 'Carousel images'),
    page('/system/sendGoodsPic', '出货屏广告图', 'Dispensing-screen image'),
    page('/system/message', '活动推送', 'Activity push'),
    page('/system/messageList', '活动列表', 'Activities'),
    page('/system/option', '充值赠送列表', 'Top-up bonuses'),
    page('/system/shortage', '缺货商品设置', 'Out-of-stock goods'),
  ]),
] as const;

export const menu: readonly MenuGroup[] = menuTable;

/** Every page's interface name: the unit a permission is granted on. */
export const pageInterfaceNames: readonly string[] = menu.flatMap((entry) =>
  entry.children.map((child) => child.interfaceName),
);

/**
 * A page's interface name, derived from the table: what endpoints are guarded by and
 * permissions are granted on. A typo in the endpoints table fails to compile.
 */
export type MenuKey = (typeof menuTable)[number]['children'][number]['interfaceName'];

/** A page's route, derived from the table: a link to another page is checked when it compiles. */
export type MenuPath = (typeof menuTable)[number]['children'][number]['path'];

/**
 * `menu` of a call that no single page owns and every logged-in administrator may make.
 * An image upload serves the goods, advertisement and system pages alike, so tying it to one
 * page would lock the others out. The gate treats it like null (a token, no page), but a
 * write that skips the page check has to say so by this name; null is for session calls.
 */
export const ANY_ADMINISTRATOR = 'any administrator';
export type AnyAdministrator = typeof ANY_ADMINISTRATOR;

/**
 * The pages whose permission a call needs: one page, or several when pages share the call (an
 * options list that several pages' filters read), and the call is allowed to a holder of any
 * one of them; or ANY_ADMINISTRATOR, or null (see `Endpoint.menu`).
 */
export type EndpointMenu = MenuKey | readonly [MenuKey, MenuKey, ...MenuKey[]] | AnyAdministrator | null;

/** The pages of an endpoint's `menu`, any one of which opens the call; none for session and any-administrator calls. */
export function pagesOf(menu: EndpointMenu): readonly MenuKey[] {
  if (menu === null || menu === ANY_ADMINISTRATOR) return [];
  return typeof menu === 'string' ? [menu] : menu;
}

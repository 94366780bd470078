import type { BreadcrumbItem } from '../Breadcrumb';
import { resolveMenuPath, type MenuEntry, type TranslateTitle } from '../Sidebar';

/**
 * A menu shaped like the console's (not a copy: ui depends on nothing of ours) for the shell's
 * stories: a one-page home shown as a link, groups of pages with icons, an `alwaysShow` group with
 * one visible page and a hidden detail page, an English title long enough to truncate, and enough
 * pages for the search's list to scroll. Titles are keys; `words` holds their zh and en.
 */
const words = {
  home: ['首页', 'Home'],
  members: ['会员管理', 'Members'],
  memberList: ['会员列表', 'Member list'],
  rechargeList: ['充值列表', 'Recharge list'],
  devices: ['设备管理', 'Devices'],
  deviceList: ['设备列表', 'Device list'],
  restocks: ['补货记录', 'Replenishment records'],
  deviceTypes: ['设备类型', 'Device types'],
  orders: ['订单管理', 'Orders'],
  orderList: ['订单列表', 'Order list'],
  orderDetail: ['订单详情', 'Order detail'],
  settings: ['系统设置', 'System settings'],
  activities: ['活动列表', 'Activity list'],
  topUps: ['充值赠送列表', 'Top-up bonus list'],
  screenAd: ['出货屏广告图', 'Dispensing-screen ad image'],
} as const;
type TitleKey = keyof typeof words;

/** A group of pages, each given as `path: title`. */
const group = (path: string, title: TitleKey, icon: string, pages: Record<string, TitleKey>): MenuEntry => ({
  path,
  meta: { title, icon },
  children: Object.entries(pages).map(([page, pageTitle]) => ({ path: page, meta: { title: pageTitle } })),
});

export const consoleMenu: readonly MenuEntry[] = [
  group('/home', 'home', 'theme', { index: 'home' }),
  group('/member', 'members', 'wechat', { list: 'memberList', auditList: 'rechargeList' }),
  group('/equipment', 'devices', 'equipment', { list: 'deviceList', recordList: 'restocks', type: 'deviceTypes' }),
  {
    path: '/equipmentOrders',
    alwaysShow: true,
    meta: { title: 'orders', icon: 'order' },
    children: [
      { path: 'list', meta: { title: 'orderList' } },
      { path: 'detail', hidden: true, meta: { title: 'orderDetail', activeMenu: '/equipmentOrders/list' } },
    ],
  },
  group('/system', 'settings', 'component', { messageList: 'activities', option: 'topUps', sendGoodsPic: 'screenAd' }),
];

function lookUp(index: 0 | 1): TranslateTitle {
  return (title) => (Object.hasOwn(words, title) ? words[title as TitleKey][index] : undefined);
}
const translators = { zh: lookUp(0), en: lookUp(1) };

/** A stable translate function per locale (stable so the menu is not rebuilt on each render). */
export function translateConsoleTitle(locale: keyof typeof translators): TranslateTitle {
  return translators[locale];
}

/** The breadcrumb of a page as the console builds it from the matched routes: home, the group, the page. */
export function consoleBreadcrumb(path: string, translate: TranslateTitle): BreadcrumbItem[] {
  const title = (entry: MenuEntry) => translate(entry.meta?.title ?? '') ?? entry.path;
  const home: BreadcrumbItem = { title: translate('home') ?? 'home', path: '/home/index' };
  const pathOf = (group: MenuEntry, page: MenuEntry) => resolveMenuPath(group.path, page.path);
  for (const group of consoleMenu) {
    const page = group.children?.find((entry) => pathOf(group, entry) === path);
    if (!page || path === home.path) continue;
    const list = group.children?.find((entry) => pathOf(group, entry) === page.meta?.activeMenu);
    const listItem = list ? [{ title: title(list), path: pathOf(group, list) }] : [];
    return [home, { title: title(group), navigable: false }, ...listItem, { title: title(page), path }];
  }
  return [home];
}

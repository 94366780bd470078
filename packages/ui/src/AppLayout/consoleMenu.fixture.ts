import type { BreadcrumbItem } from '../Breadcrumb';
import { resolveMenuPath, type MenuEntry, type TranslateTitle } from '../Sidebar';

/**
 * The console's real menu (packages/contract/src/menu.ts, read but not imported: ui depends on
 * nothing of ours), as stories use it: the same groups, pages, paths, icons and route names
 * (PascalCase of the path). Titles are translation keys; `consoleMenuTitles` holds their zh and
 * en words. Unlike the console, the single-page groups 管理员管理, 订单管理 and 反馈管理 carry
 * `alwaysShow`, so the stories show that menu rule.
 */
export const consoleMenu: readonly MenuEntry[] = [
  {
    path: '/home',
    name: 'Home',
    meta: { title: 'home', icon: 'theme' },
    children: [{ path: 'index', name: 'HomeIndex', meta: { title: 'home' } }],
  },
  {
    path: '/administrators',
    name: 'Administrators',
    alwaysShow: true,
    meta: { title: 'administrators', icon: 'user' },
    children: [{ path: 'list', name: 'AdministratorsList', meta: { title: 'administratorList' } }],
  },
  {
    path: '/agent',
    name: 'Agent',
    meta: { title: 'agents', icon: 'management' },
    children: [
      { path: 'franchisee', name: 'AgentFranchisee', meta: { title: 'franchiseApplications' } },
      { path: 'list', name: 'AgentList', meta: { title: 'agentList' } },
      { path: 'business', name: 'AgentBusiness', meta: { title: 'merchantList' } },
    ],
  },
  {
    path: '/member',
    name: 'Member',
    meta: { title: 'members', icon: 'wechat' },
    children: [
      { path: 'list', name: 'MemberList', meta: { title: 'memberList' } },
      { path: 'auditList', name: 'MemberAuditList', meta: { title: 'rechargeList' } },
    ],
  },
  {
    path: '/equipment',
    name: 'Equipment',
    meta: { title: 'devices', icon: 'equipment' },
    children: [
      { path: 'list', name: 'EquipmentList', meta: { title: 'deviceList' } },
      { path: 'recordList', name: 'EquipmentRecordList', meta: { title: 'replenishmentRecords' } },
      { path: 'type', name: 'EquipmentType', meta: { title: 'deviceTypes' } },
    ],
  },
  {
    path: '/equipmentOrders',
    name: 'EquipmentOrders',
    alwaysShow: true,
    meta: { title: 'orders', icon: 'order' },
    children: [
      { path: 'list', name: 'EquipmentOrdersList', meta: { title: 'orderList' } },
      {
        path: 'detail',
        name: 'EquipmentOrdersDetail',
        hidden: true,
        meta: { title: 'orderDetail', activeMenu: '/equipmentOrders/list' },
      },
    ],
  },
  {
    path: '/goods',
    name: 'Goods',
    meta: { title: 'goods', icon: 'goods' },
    children: [
      { path: 'list', name: 'GoodsList', meta: { title: 'goodsList' } },
      { path: 'addDefaultGoods', name: 'GoodsAddDefaultGoods', meta: { title: 'goodsLibrary' } },
      { path: 'categoryList', name: 'GoodsCategoryList', meta: { title: 'goodsCategories' } },
    ],
  },
  {
    path: '/financial',
    name: 'Financial',
    meta: { title: 'finance', icon: 'money' },
    children: [
      { path: 'income', name: 'FinancialIncome', meta: { title: 'withdrawalRecords' } },
      { path: 'divide', name: 'FinancialDivide', meta: { title: 'revenueShare' } },
    ],
  },
  {
    path: '/advertisement',
    name: 'Advertisement',
    meta: { title: 'advertisements', icon: 'icon' },
    children: [
      { path: 'list', name: 'AdvertisementList', meta: { title: 'advertisementList' } },
      { path: 'deviceList', name: 'AdvertisementDeviceList', meta: { title: 'deviceAdvertisements' } },
    ],
  },
  {
    path: '/feedback',
    name: 'Feedback',
    alwaysShow: true,
    meta: { title: 'feedback', icon: 'form' },
    children: [
      { path: 'list', name: 'FeedbackList', meta: { title: 'feedbackList' } },
      {
        path: 'detail',
        name: 'FeedbackDetail',
        hidden: true,
        meta: { title: 'feedbackDetail', activeMenu: '/feedback/list' },
      },
    ],
  },
  {
    path: '/personnel',
    name: 'Personnel',
    meta: { title: 'testers', icon: 'hospital' },
    children: [
      { path: 'list', name: 'PersonnelList', meta: { title: 'testerList' } },
      { path: 'auditList', name: 'PersonnelAuditList', meta: { title: 'testerApplications' } },
    ],
  },
  {
    path: '/software',
    name: 'Software',
    meta: { title: 'software', icon: 'component' },
    children: [
      { path: 'list', name: 'SoftwareList', meta: { title: 'softwareList' } },
      { path: 'devSoftware', name: 'SoftwareDevSoftware', meta: { title: 'deviceSoftware' } },
    ],
  },
  {
    path: '/system',
    name: 'System',
    meta: { title: 'settings', icon: 'documentation' },
    children: [
      { path: 'novice', name: 'SystemNovice', meta: { title: 'beginnerTutorial' } },
      { path: 'service', name: 'SystemService', meta: { title: 'termsOfService' } },
      { path: 'tutorial', name: 'SystemTutorial', meta: { title: 'aboutUs' } },
      { path: 'parameter', name: 'SystemParameter', meta: { title: 'servicePhone' } },
      { path: 'indexPic', name: 'SystemIndexPic', meta: { title: 'carouselImages' } },
      { path: 'sendGoodsPic', name: 'SystemSendGoodsPic', meta: { title: 'dispensingScreenImage' } },
      { path: 'message', name: 'SystemMessage', meta: { title: 'activityPush' } },
      { path: 'messageList', name: 'SystemMessageList', meta: { title: 'activityList' } },
      { path: 'option', name: 'SystemOption', meta: { title: 'topUpBonusList' } },
      { path: 'shortage', name: 'SystemShortage', meta: { title: 'outOfStockSetting' } },
    ],
  },
];

const consoleMenuTitles = {
  zh: {
    home: '首页',
    administrators: '管理员管理',
    administratorList: '管理员列表',
    agents: '代理商管理',
    franchiseApplications: '加盟申请列表',
    agentList: '代理商列表',
    merchantList: '商户列表',
    members: '会员管理',
    memberList: '会员列表',
    rechargeList: '充值列表',
    devices: '设备管理',
    deviceList: '设备列表',
    replenishmentRecords: '补货记录',
    deviceTypes: '设备类型',
    orders: '订单管理',
    orderList: '订单列表',
    orderDetail: '订单详情',
    goods: '商品管理',
    goodsList: '商品列表',
    goodsLibrary: '商品库',
    goodsCategories: '商品分类',
    finance: '财务管理',
    withdrawalRecords: '提现记录',
    revenueShare: '代理商分成列表',
    advertisements: '广告管理',
    advertisementList: '广告列表',
    deviceAdvertisements: '设备广告',
    feedback: '反馈管理',
    feedbackList: '反馈列表',
    feedbackDetail: '反馈详情',
    testers: '测试人员管理',
    testerList: '测试员列表',
    testerApplications: '测试员申请列表',
    software: '软件管理',
    softwareList: '软件列表',
    deviceSoftware: '设备软件列表',
    settings: '系统设置',
    beginnerTutorial: '新手教程',
    termsOfService: '服务条款',
    aboutUs: '关于我们',
    servicePhone: '客服电话',
    carouselImages: '轮播广告图',
    dispensingScreenImage: '出货屏广告图',
    activityPush: '活动推送',
    activityList: '活动列表',
    topUpBonusList: '充值赠送列表',
    outOfStockSetting: '缺货商品设置',
  },
  en: {
    home: 'Home',
    administrators: 'Administrators',
    administratorList: 'Administrator list',
    agents: 'Agents',
    franchiseApplications: 'Franchise applications',
    agentList: 'Agent list',
    merchantList: 'Merchant list',
    members: 'Members',
    memberList: 'Member list',
    rechargeList: 'Recharge list',
    devices: 'Devices',
    deviceList: 'Device list',
    replenishmentRecords: 'Replenishment records',
    deviceTypes: 'Device types',
    orders: 'Orders',
    orderList: 'Order list',
    orderDetail: 'Order detail',
    goods: 'Goods',
    goodsList: 'Goods list',
    goodsLibrary: 'Goods library',
    goodsCategories: 'Goods categories',
    finance: 'Finance',
    withdrawalRecords: 'Withdrawal records',
    revenueShare: 'Agent revenue share',
    advertisements: 'Advertisements',
    advertisementList: 'Advertisement list',
    deviceAdvertisements: 'Device ads',
    feedback: 'Feedback',
    feedbackList: 'Feedback list',
    feedbackDetail: 'Feedback detail',
    testers: 'Testers',
    testerList: 'Tester list',
    testerApplications: 'Tester applications',
    software: 'Software',
    softwareList: 'Software list',
    deviceSoftware: 'Device software list',
    settings: 'System settings',
    beginnerTutorial: 'Beginner tutorial',
    termsOfService: 'Terms of service',
    aboutUs: 'About us',
    servicePhone: 'Customer-service phone',
    carouselImages: 'Carousel ad images',
    dispensingScreenImage: 'Dispensing-screen ad image',
    activityPush: 'Activity push',
    activityList: 'Activity list',
    topUpBonusList: 'Top-up bonus list',
    outOfStockSetting: 'Out-of-stock goods setting',
  },
} as const;

type TitleKey = keyof (typeof consoleMenuTitles)['zh'];

const lookUp = (words: Record<TitleKey, string>) => (title: string) =>
  Object.hasOwn(words, title) ? words[title as TitleKey] : undefined;

const translators = {
  zh: lookUp(consoleMenuTitles.zh),
  en: lookUp(consoleMenuTitles.en),
} satisfies Record<keyof typeof consoleMenuTitles, TranslateTitle>;

/** A stable translate function per locale (stable so the menu is not rebuilt on each render). */
export function translateConsoleTitle(locale: keyof typeof consoleMenuTitles): TranslateTitle {
  return translators[locale];
}

/** The breadcrumb of a page as the console builds it from the matched routes: home, the group, the page. */
export function consoleBreadcrumb(path: string, translate: TranslateTitle): BreadcrumbItem[] {
  const title = (entry: MenuEntry) => translate(entry.meta?.title ?? '') ?? entry.meta?.title ?? entry.path;
  const home: BreadcrumbItem = { title: translate('home') ?? 'home', path: '/home/index' };
  for (const group of consoleMenu) {
    for (const page of group.children ?? []) {
      const pagePath = resolveMenuPath(group.path, page.path);
      if (pagePath !== path) continue;
      if (pagePath === home.path) return [home];
      const trail: BreadcrumbItem[] = [home, { title: title(group), navigable: false }];
      if (page.meta?.activeMenu) {
        const list = group.children?.find((entry) => resolveMenuPath(group.path, entry.path) === page.meta?.activeMenu);
        if (list) trail.push({ title: title(list), path: page.meta.activeMenu });
      }
      return [...trail, { title: title(page), path }];
    }
  }
  return [home];
}

/** The title of a page, for its tab. */
export function consolePageTitle(path: string, translate: TranslateTitle): string {
  return consoleBreadcrumb(path, translate).at(-1)?.title ?? path;
}

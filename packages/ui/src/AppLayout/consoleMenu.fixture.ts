import type { BreadcrumbItem } from '../Breadcrumb';
import { resolveMenuPath, type MenuEntry, type TranslateTitle } from '../Sidebar';

/**
 * The spec's real menu (§2: every group and route inside the main layout), as stories use it.
 * Titles are translation keys; `consoleMenuTitles` holds their zh and en words.
 */
export const consoleMenu: readonly MenuEntry[] = [
  { path: '/home', children: [{ path: 'index', name: 'Home', meta: { title: 'home', icon: 'component' } }] },
  {
    path: '/administrators',
    alwaysShow: true,
    meta: { title: 'administrators', icon: 'user' },
    children: [{ path: 'list', name: 'AdministratorList', meta: { title: 'administratorList' } }],
  },
  {
    path: '/agent',
    meta: { title: 'agents', icon: 'management' },
    children: [
      { path: 'franchisee', name: 'Franchisee', meta: { title: 'franchiseApplications' } },
      { path: 'list', name: 'AgentList', meta: { title: 'agentList' } },
      { path: 'business', name: 'Business', meta: { title: 'merchantList' } },
    ],
  },
  {
    path: '/member',
    meta: { title: 'members', icon: 'wechat' },
    children: [
      { path: 'list', name: 'MemberList', meta: { title: 'memberList' } },
      { path: 'auditList', name: 'RechargeList', meta: { title: 'rechargeList' } },
    ],
  },
  {
    path: '/equipment',
    meta: { title: 'devices', icon: 'equipment' },
    children: [
      { path: 'list', name: 'EquipmentList', meta: { title: 'deviceList' } },
      { path: 'recordList', name: 'RecordList', meta: { title: 'replenishmentRecords' } },
      { path: 'type', name: 'EquipmentType', meta: { title: 'deviceTypes' } },
    ],
  },
  {
    path: '/equipmentOrders',
    alwaysShow: true,
    meta: { title: 'orders', icon: 'shopping cart' },
    children: [
      { path: 'list', name: 'OrderList', meta: { title: 'orderList' } },
      {
        path: 'detail',
        name: 'OrderDetail',
        hidden: true,
        meta: { title: 'orderDetail', activeMenu: '/equipmentOrders/list' },
      },
    ],
  },
  {
    path: '/goods',
    meta: { title: 'goods', icon: 'goods' },
    children: [
      { path: 'list', name: 'GoodsList', meta: { title: 'goodsList' } },
      { path: 'addDefaultGoods', name: 'GoodsLibrary', meta: { title: 'goodsLibrary' } },
      { path: 'categoryList', name: 'CategoryList', meta: { title: 'goodsCategories' } },
    ],
  },
  {
    path: '/financial',
    meta: { title: 'finance', icon: 'money' },
    children: [
      { path: 'income', name: 'Income', meta: { title: 'withdrawalRecords' } },
      { path: 'divide', name: 'Divide', meta: { title: 'revenueShare' } },
    ],
  },
  {
    path: '/advertisement',
    meta: { title: 'advertisements', icon: 'icon' },
    children: [
      { path: 'list', name: 'AdvertisementList', meta: { title: 'advertisementList' } },
      { path: 'deviceList', name: 'DeviceAdvertisements', meta: { title: 'deviceAdvertisements' } },
    ],
  },
  {
    path: '/feedback',
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
    meta: { title: 'testers', icon: 'table' },
    children: [
      { path: 'list', name: 'TesterList', meta: { title: 'testerList' } },
      { path: 'auditList', name: 'TesterApplications', meta: { title: 'testerApplications' } },
    ],
  },
  {
    path: '/software',
    meta: { title: 'software', icon: 'documentation' },
    children: [
      { path: 'list', name: 'SoftwareList', meta: { title: 'softwareList' } },
      { path: 'devSoftware', name: 'DeviceSoftware', meta: { title: 'deviceSoftware' } },
    ],
  },
  {
    path: '/system',
    meta: { title: 'settings', icon: 'theme' },
    children: [
      { path: 'novice', name: 'Novice', meta: { title: 'beginnerTutorial' } },
      { path: 'service', name: 'Service', meta: { title: 'termsOfService' } },
      { path: 'tutorial', name: 'Tutorial', meta: { title: 'aboutUs' } },
      { path: 'parameter', name: 'Parameter', meta: { title: 'servicePhone' } },
      { path: 'indexPic', name: 'IndexPic', meta: { title: 'carouselImages' } },
      { path: 'sendGoodsPic', name: 'SendGoodsPic', meta: { title: 'dispensingScreenImage' } },
      { path: 'message', name: 'Message', meta: { title: 'activityPush' } },
      { path: 'messageList', name: 'MessageList', meta: { title: 'activityList' } },
      { path: 'option', name: 'Option', meta: { title: 'topUpBonusList' } },
      { path: 'shortage', name: 'Shortage', meta: { title: 'outOfStockSetting' } },
    ],
  },
];

export const consoleMenuTitles = {
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

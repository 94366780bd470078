import { menu, type MenuIcon, type MenuPath } from '@vending/contract/menu';
import type { ComponentType } from 'react';

/** What each layout route carries for the sidebar, breadcrumb, tabs and permission checks. */
export interface ConsoleRouteHandle {
  /** Route name, also the i18n key of its title (`routes.<name>`). */
  name: string;
  /** The raw title: the interface name that permissions match on (docs/SPECIFICATION.md §6). */
  title: string;
  group: { name: string; title: string; path: string; icon: MenuIcon };
  hidden: boolean;
  /**
   * Kept alive while its tab is open: leaving and coming back shows it as it was (docs/SPECIFICATION.md §2:
   * most pages are not cached). Only pages that read nothing from the URL may be cached,
   * since a hidden page would otherwise follow another page's query.
   */
  cached: boolean;
}

export interface ConsolePageRoute {
  path: string;
  handle: ConsoleRouteHandle;
  load: () => Promise<{ default: ComponentType }>;
}

/** Pages kept alive while their tab is open: the dashboard, whose charts are costly to redraw. */
const cachedPages: ReadonlySet<string> = new Set(['/home/index']);

type PageModule = () => Promise<{ default: ComponentType }>;

/** Each page of the menu (docs/SPECIFICATION.md §2) by its path: a page left out is a type error. */
const pageModules: Record<MenuPath, PageModule> = {
  '/home/index': () => import('../features/home/HomePage'),
  '/member/list': () => import('../features/members/MembersPage'),
  '/member/detail': () => import('../features/members/MemberDetailPage'),
  '/administrators/list': () => import('../features/administrators/AdministratorsPage'),
  '/administrators/role': () => import('../features/administrators/RolesPage'),
  '/administrators/security': () => import('../features/administrators/SecurityEventsPage'),
  '/personnel/list': () => import('../features/personnel/TestersPage'),
  '/personnel/auditList': () => import('../features/personnel/TesterApplicationsPage'),
  '/member/auditList': () => import('../features/recharges/RechargesPage'),
  '/agent/franchisee': () => import('../features/franchise/FranchiseApplicationsPage'),
  '/agent/list': () => import('../features/agents/AgentsPage'),
  '/agent/business': () => import('../features/agents/MerchantsPage'),
  '/equipment/list': () => import('../features/equipment/DevicesPage'),
  '/equipment/recordList': () => import('../features/equipment/ReplenishmentsPage'),
  '/equipment/type': () => import('../features/equipment/DeviceTypesPage'),
  '/equipment/plan': () => import('../features/equipment/ReplenishmentPlansPage'),
  '/equipment/alarm': () => import('../features/equipment/AlarmCentrePage'),
  '/equipment/trip': () => import('../features/equipment/TripsPage'),
  '/feedback/list': () => import('../features/feedback/FeedbackListPage'),
  '/feedback/detail': () => import('../features/feedback/FeedbackDetailPage'),
  '/equipmentOrders/list': () => import('../features/orders/OrdersPage'),
  '/equipmentOrders/detail': () => import('../features/orders/OrderDetailPage'),
  '/system/parameter': () => import('../features/settings/ServiceContactPage'),
  '/system/money': () => import('../features/settings/MoneySettingsPage'),
  '/system/alarmWebhook': () => import('../features/settings/AlarmWebhookPage'),
  '/system/novice': () => import('../features/settings/TutorialPage'),
  '/system/service': () => import('../features/settings/ServiceTermsPage'),
  '/system/tutorial': () => import('../features/settings/AboutUsPage'),
  '/system/indexPic': () => import('../features/advertising/CarouselPage'),
  '/system/sendGoodsPic': () => import('../features/advertising/SendGoodsPicPage'),
  '/advertisement/list': () => import('../features/advertising/AdvertisementsPage'),
  '/advertisement/deviceList': () => import('../features/advertising/DeviceAdsPage'),
  '/system/option': () => import('../features/options/RechargeOptionsPage'),
  '/system/shortage': () => import('../features/options/ShortagePage'),
  '/system/message': () => import('../features/activities/ActivityPushPage'),
  '/system/messageList': () => import('../features/activities/ActivitiesPage'),
  '/financial/income': () => import('../features/finance/WithdrawalsPage'),
  '/financial/divide': () => import('../features/finance/AgentSharesPage'),
  '/financial/report': () => import('../features/finance/SalesReportPage'),
  '/financial/reconciliation': () => import('../features/finance/ReconciliationPage'),
  '/financial/statement': () => import('../features/finance/PlatformStatementPage'),
  '/goods/list': () => import('../features/goods/GoodsListPage'),
  '/goods/addDefaultGoods': () => import('../features/goods/GoodsLibraryPage'),
  '/goods/categoryList': () => import('../features/goods/GoodsCategoriesPage'),
  '/software/list': () => import('../features/software/SoftwareReleasesPage'),
  '/software/devSoftware': () => import('../features/software/DeviceSoftwarePage'),
};

const moduleByPath: Partial<Record<string, PageModule>> = pageModules;

function pageModuleOf(path: string): PageModule {
  const load = moduleByPath[path];
  // Unreachable while pageModules names every MenuPath; a menu built otherwise would land here.
  if (!load) throw new Error(`No page module for ${path}.`);
  return load;
}

/** Every route inside the main layout, from the menu table shared with the server. */
export const consolePageRoutes: readonly ConsolePageRoute[] = menu.flatMap((group) =>
  group.children.map((page) => ({
    path: page.path,
    handle: {
      name: page.name,
      title: page.interfaceName,
      group: { name: group.name, title: group.interfaceName, path: group.path, icon: group.icon },
      hidden: page.hidden ?? false,
      cached: cachedPages.has(page.path),
    },
    load: pageModuleOf(page.path),
  })),
);

export const routeByPath: ReadonlyMap<string, ConsolePageRoute> = new Map(
  consolePageRoutes.map((route) => [route.path, route]),
);

import { MENU_ICONS, menu } from '@vending/contract';
import { buildSidebarItems, menuIconNames } from '@vending/ui';
import { createI18n } from '../i18n';
import { breadcrumbOf, menuTitleTranslator, sidebarEntries, tabKeyOf, tabTitle } from './consoleMenu';
import { routeByPath } from './routeTable';

describe('console menu', () => {
  const en = createI18n('en');
  const translate = menuTitleTranslator(en.t, en.exists);
  const zh = createI18n('zh');
  const chinese = menuTitleTranslator(zh.t, zh.exists);

  it('shows a group whose only visible page is one link (首页, orders, feedback), the rest as groups', () => {
    const items = buildSidebarItems(sidebarEntries(menu), translate);
    expect(items.filter((item) => item.kind === 'link').map((item) => item.path)).toEqual([
      '/home/index',
      '/equipmentOrders/list',
      '/feedback/list',
    ]);
    expect(items.filter((item) => item.kind === 'group')).toHaveLength(menu.length - 3);
    expect(JSON.stringify(items)).not.toContain('/detail');
  });

  it('has a drawn icon for every menu icon of the spec, and none beyond them', () => {
    expect([...menuIconNames].sort()).toEqual([...MENU_ICONS].sort());
  });

  it('translates titles by key and keeps the raw title without a translation', () => {
    expect(translate('会员列表')).toBe('Members');
    expect(translate('未知页面')).toBe('未知页面');
  });

  it('builds the breadcrumb from the matched route, with the list of a detail page', () => {
    expect(breadcrumbOf(routeByPath.get('/equipment/type')!.handle, translate)).toEqual([
      { title: 'Devices', navigable: false },
      { title: 'Device types' },
    ]);
    expect(breadcrumbOf(routeByPath.get('/feedback/detail')!.handle, chinese)).toEqual([
      { title: '反馈管理', navigable: false },
      { title: '反馈列表', path: '/feedback/list' },
      { title: '反馈详情' },
    ]);
    expect(breadcrumbOf(routeByPath.get('/home/index')!.handle, translate)).toEqual([{ title: 'Dashboard' }]);
  });

  it('never repeats a word in a row: a group named like its page gives way to the page', () => {
    expect(breadcrumbOf(routeByPath.get('/member/list')!.handle, translate)).toEqual([{ title: 'Members' }]);
    expect(breadcrumbOf(routeByPath.get('/equipmentOrders/detail')!.handle, translate)).toEqual([
      { title: 'Orders', path: '/equipmentOrders/list' },
      { title: 'Order detail' },
    ]);
    for (const locale of [translate, chinese]) {
      for (const { handle } of routeByPath.values()) {
        const titles = breadcrumbOf(handle, locale).map((item) => item.title);
        expect(
          titles.filter((title, index) => title === titles[index + 1]),
          titles.join(' / '),
        ).toEqual([]);
      }
    }
  });
});

describe('tab titles', () => {
  it('name the record a hidden detail page shows, and leave other pages as titled', () => {
    expect(tabTitle('反馈详情', '/feedback/detail', '?id=12')).toBe('反馈详情 #12');
    expect(tabTitle('Feedback detail', '/feedback/detail', '')).toBe('Feedback detail');
    expect(tabTitle('反馈列表', '/feedback/list', '?id=12')).toBe('反馈列表');
    expect(tabTitle('订单详情', '/equipmentOrders/detail?id=514', '?id=514&tab=x')).toBe('订单详情 #514');
  });

  it('key a detail page on the record it shows, every other page on its path', () => {
    expect(tabKeyOf('/equipmentOrders/detail', '?id=514')).toBe('/equipmentOrders/detail?id=514');
    expect(tabKeyOf('/equipmentOrders/detail', '?id=710')).toBe('/equipmentOrders/detail?id=710');
    expect(tabKeyOf('/equipmentOrders/list', '?page=2')).toBe('/equipmentOrders/list');
    expect(tabKeyOf('/member/detail', '')).toBe('/member/detail');
  });
});

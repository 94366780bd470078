import {
  buildSidebarItems,
  findSidebarTrail,
  flattenSidebarLinks,
  resolveActiveMenuPath,
  resolveMenuPath,
  type MenuEntry,
} from './sidebarItems';

const orders: MenuEntry = {
  path: '/equipmentOrders',
  name: 'Orders',
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
};

describe('buildSidebarItems', () => {
  it('shows an entry without children as a link', () => {
    expect(buildSidebarItems([{ path: '/welcome', meta: { title: 'welcome', icon: 'form' } }])).toEqual([
      { kind: 'link', key: '/welcome', path: '/welcome', title: 'welcome', icon: 'form' },
    ]);
  });

  it('leaves hidden entries out, at any level', () => {
    const items = buildSidebarItems([
      { path: '/404', hidden: true },
      {
        path: '/member',
        meta: { title: 'member' },
        children: [
          { path: 'list', meta: { title: 'memberList' } },
          { path: 'auditList', meta: { title: 'recharges' } },
          { path: 'secret', hidden: true, meta: { title: 'secret' } },
        ],
      },
    ]);
    expect(items).toHaveLength(1);
    expect(items[0]?.kind === 'group' && items[0].children.map((child) => child.title)).toEqual([
      'memberList',
      'recharges',
    ]);
  });

  it('shows an entry with one visible child and no alwaysShow as a link to that child', () => {
    const [home] = buildSidebarItems([
      { path: '/home', meta: { icon: 'table' }, children: [{ path: 'index', name: 'Home', meta: { title: 'home' } }] },
    ]);
    expect(home).toEqual({ kind: 'link', key: '/home/index', path: '/home/index', title: 'home', icon: 'table' });
  });

  it('counts only visible children: one visible child beside hidden ones still collapses', () => {
    const [item] = buildSidebarItems([{ ...orders, alwaysShow: false }]);
    expect(item).toMatchObject({
      kind: 'link',
      path: '/equipmentOrders/list',
      title: 'orderList',
      icon: 'shopping cart',
    });
  });

  it('keeps the child icon over the parent icon when collapsing', () => {
    const [item] = buildSidebarItems([
      { path: '/a', meta: { icon: 'user' }, children: [{ path: 'b', meta: { title: 'b', icon: 'money' } }] },
    ]);
    expect(item?.icon).toBe('money');
  });

  it('keeps a group with one visible child when alwaysShow is set', () => {
    const [item] = buildSidebarItems([orders]);
    expect(item).toMatchObject({ kind: 'group', key: '/equipmentOrders', title: 'orders', icon: 'shopping cart' });
    expect(item?.kind === 'group' && item.children).toEqual([
      {
        kind: 'link',
        key: '/equipmentOrders/list',
        path: '/equipmentOrders/list',
        title: 'orderList',
        icon: undefined,
      },
    ]);
  });

  it('shows an entry with two or more visible children as a group', () => {
    const [item] = buildSidebarItems([
      { path: '/goods', meta: { title: 'goods' }, children: [{ path: 'list' }, { path: 'categoryList' }] },
    ]);
    expect(item?.kind).toBe('group');
  });

  it('shows an entry whose children are all hidden as a collapsible group, empty (spec §2 "otherwise")', () => {
    const allHidden: MenuEntry = {
      path: '/feedback',
      meta: { title: 'feedback' },
      children: [{ path: 'detail', hidden: true }],
    };
    const group = { kind: 'group', key: '/feedback', path: '/feedback', title: 'feedback', children: [] };
    expect(buildSidebarItems([allHidden])).toEqual([{ ...group, icon: undefined }]);
    expect(buildSidebarItems([{ ...allHidden, alwaysShow: true }])).toEqual([{ ...group, icon: undefined }]);
  });

  it('treats an empty children list as a page', () => {
    expect(buildSidebarItems([{ path: '/x', children: [] }])[0]?.kind).toBe('link');
  });

  it('nests groups three levels deep', () => {
    const [top] = buildSidebarItems([
      {
        path: '/system',
        meta: { title: 'system' },
        children: [
          {
            path: 'ads',
            meta: { title: 'ads' },
            children: [
              { path: 'indexPic', meta: { title: 'carousel' } },
              {
                path: 'screens',
                meta: { title: 'screens' },
                children: [
                  { path: 'sendGoodsPic', meta: { title: 'dispensing' } },
                  { path: 'idle', meta: { title: 'idle' } },
                ],
              },
            ],
          },
          { path: 'parameter', meta: { title: 'phone' } },
        ],
      },
    ]);
    expect(top?.kind).toBe('group');
    const ads = top?.kind === 'group' ? top.children[0] : undefined;
    expect(ads).toMatchObject({ kind: 'group', key: '/system/ads' });
    const screens = ads?.kind === 'group' ? ads.children[1] : undefined;
    expect(screens).toMatchObject({ kind: 'group', key: '/system/ads/screens' });
    expect(screens?.kind === 'group' && screens.children.map((child) => child.path)).toEqual([
      '/system/ads/screens/sendGoodsPic',
      '/system/ads/screens/idle',
    ]);
  });

  it('shows an entry whose single visible child is itself a group as that child (spec §2)', () => {
    const [top] = buildSidebarItems([
      {
        path: '/a',
        meta: { title: 'a', icon: 'user' },
        children: [{ path: 'b', meta: { title: 'b' }, children: [{ path: 'c' }, { path: 'd' }] }],
      },
    ]);
    expect(top).toMatchObject({ kind: 'group', key: '/a/b', title: 'b', icon: 'user' });
    expect(top?.kind === 'group' && top.children.map((child) => child.path)).toEqual(['/a/b/c', '/a/b/d']);
  });

  it('keeps the parent group around a single child group when alwaysShow is set', () => {
    const [top] = buildSidebarItems([
      {
        path: '/a',
        alwaysShow: true,
        meta: { title: 'a' },
        children: [{ path: 'b', meta: { title: 'b' }, children: [{ path: 'c' }, { path: 'd' }] }],
      },
    ]);
    expect(top).toMatchObject({ kind: 'group', key: '/a', children: [{ kind: 'group', key: '/a/b' }] });
  });

  it('collapses a one-child entry inside a group', () => {
    const [top] = buildSidebarItems([
      {
        path: '/a',
        meta: { title: 'a' },
        children: [{ path: 'b', meta: { title: 'b' }, children: [{ path: 'c', meta: { title: 'c' } }] }, { path: 'e' }],
      },
    ]);
    expect(top?.kind === 'group' && top.children[0]).toMatchObject({ kind: 'link', path: '/a/b/c', title: 'c' });
  });

  it('translates titles and falls back to the raw title', () => {
    const translations: Record<string, string> = { member: '会员管理', memberList: '会员列表', empty: '' };
    const items = buildSidebarItems(
      [
        {
          path: '/member',
          meta: { title: 'member' },
          children: [
            { path: 'list', meta: { title: 'memberList' } },
            { path: 'auditList', meta: { title: '充值列表' } },
            { path: 'blank', meta: { title: 'empty' } },
            { path: 'noTitle', name: 'NoTitle' },
            { path: 'nothing' },
          ],
        },
      ],
      (key) => translations[key],
    );
    expect(items[0]?.title).toBe('会员管理');
    expect(items[0]?.kind === 'group' && items[0].children.map((child) => child.title)).toEqual([
      '会员列表',
      '充值列表',
      'empty',
      'NoTitle',
      'nothing',
    ]);
  });

  it('resolves relative and absolute child paths', () => {
    expect(resolveMenuPath('/member', 'list')).toBe('/member/list');
    expect(resolveMenuPath('/member/', 'list')).toBe('/member/list');
    expect(resolveMenuPath('/member', '/elsewhere')).toBe('/elsewhere');
    expect(resolveMenuPath('/member', '')).toBe('/member');
    expect(resolveMenuPath('', 'top')).toBe('/top');
  });

  it('returns nothing for no entries', () => {
    expect(buildSidebarItems([])).toEqual([]);
  });
});

describe('resolveActiveMenuPath', () => {
  it('maps a hidden detail page to the list item it belongs to', () => {
    expect(resolveActiveMenuPath([orders], '/equipmentOrders/detail')).toBe('/equipmentOrders/list');
  });

  it('keeps any other path as it is', () => {
    expect(resolveActiveMenuPath([orders], '/equipmentOrders/list')).toBe('/equipmentOrders/list');
    expect(resolveActiveMenuPath([orders], '/unknown')).toBe('/unknown');
  });
});

describe('findSidebarTrail', () => {
  const items = buildSidebarItems([
    orders,
    {
      path: '/system',
      children: [{ path: 'ads', children: [{ path: 'indexPic' }, { path: 'sendGoodsPic' }] }, { path: 'parameter' }],
    },
  ]);

  it('lists the groups above an item, then the item', () => {
    expect(findSidebarTrail(items, '/system/ads/sendGoodsPic')).toEqual([
      '/system',
      '/system/ads',
      '/system/ads/sendGoodsPic',
    ]);
    expect(findSidebarTrail(items, '/equipmentOrders/list')).toEqual(['/equipmentOrders', '/equipmentOrders/list']);
  });

  it('is empty for a path the menu does not show', () => {
    expect(findSidebarTrail(items, '/equipmentOrders/detail')).toEqual([]);
    expect(findSidebarTrail(items, '/system/ads')).toEqual([]);
  });
});

describe('flattenSidebarLinks', () => {
  it('lists every link with the titles of its groups and the nearest icon', () => {
    const items = buildSidebarItems([
      { path: '/home', children: [{ path: 'index', meta: { title: '首页' } }] },
      orders,
    ]);
    expect(flattenSidebarLinks(items).map(({ link, groups, icon }) => [link.title, groups, icon])).toEqual([
      ['首页', [], undefined],
      ['orderList', ['orders'], 'shopping cart'],
    ]);
  });
});

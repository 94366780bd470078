import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TAB_SCROLL_PADDING_PX, TabStrip, type TabStripProps } from './TabStrip';
import type { TabItem } from './tabsReducer';

const zhTabs: TabItem[] = [
  { path: '/home/index', title: '首页' },
  { path: '/administrators/list', title: '管理员列表' },
  { path: '/member/list', title: '会员列表' },
  { path: '/equipment/list', title: '设备列表' },
];

const enTabs: TabItem[] = [
  { path: '/home/index', title: 'Home' },
  { path: '/administrators/list', title: 'Administrators' },
  { path: '/member/list', title: 'Members' },
  { path: '/equipment/list', title: 'Devices' },
];

const manyTabs: TabItem[] = [
  ...zhTabs,
  { path: '/agent/franchisee', title: '加盟申请列表' },
  { path: '/agent/list', title: '代理商列表' },
  { path: '/agent/business', title: '商户列表' },
  { path: '/member/auditList', title: '充值列表' },
  { path: '/equipment/recordList', title: '补货记录' },
  { path: '/equipment/type', title: '设备类型' },
  { path: '/equipmentOrders/list', title: '订单列表' },
  { path: '/goods/list', title: '商品列表' },
  { path: '/goods/addDefaultGoods', title: '商品库' },
  { path: '/goods/categoryList', title: '商品分类' },
  { path: '/financial/income', title: '提现记录' },
  { path: '/financial/divide', title: '代理商分成列表' },
  { path: '/advertisement/list', title: '广告列表' },
  { path: '/advertisement/deviceList', title: '设备广告' },
  { path: '/feedback/list', title: '反馈列表' },
  { path: '/personnel/list', title: '测试员列表' },
  { path: '/system/shortage', title: '缺货商品设置' },
];

/** A strip that follows its own navigation, as the console's router would. */
function RoutedTabStrip({ activePath: initialPath, onNavigate, ...props }: TabStripProps) {
  const [activePath, setActivePath] = useState(initialPath);
  return (
    <div className="bg-background pb-4">
      <TabStrip
        {...props}
        activePath={activePath}
        onNavigate={(path) => {
          setActivePath(path);
          onNavigate(path);
        }}
      />
      <p className="px-4 pt-3 text-xs text-text-muted" data-testid="current-path">
        {activePath}
      </p>
    </div>
  );
}

const meta = {
  title: 'Shell/TabStrip',
  component: TabStrip,
  render: (args) => <RoutedTabStrip {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    defaultTabs: zhTabs,
    activePath: '/member/list',
    rootPath: '/home/index',
    onNavigate: fn(),
    onRefresh: fn(),
    onTabsChange: fn(),
  },
} satisfies Meta<typeof TabStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FewTabs: Story = {
  play: async ({ canvas, args }) => {
    const tablist = canvas.getByRole('tablist', { name: '已打开的页面' });
    await expect(within(tablist).getAllByRole('tab')).toHaveLength(4);
    await expect(canvas.getByRole('tab', { name: '会员列表' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(canvas.getByRole('tab', { name: '管理员列表' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/administrators/list');
    await expect(canvas.getByRole('tab', { name: '管理员列表' })).toHaveAttribute('aria-selected', 'true');

    // Arrows move focus without activating; Enter activates.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '会员列表' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '设备列表' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '首页' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/home/index');

    // Delete closes the focused (active) tab and shows the last remaining one.
    await userEvent.keyboard('{Delete}');
    await expect(canvas.queryByRole('tab', { name: '首页' })).not.toBeInTheDocument();
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/equipment/list');
    await waitFor(() => expect(canvas.getByRole('tab', { name: '管理员列表' })).toHaveFocus());

    // A middle click closes an inactive tab without navigating.
    const navigations = (args.onNavigate as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.pointer({ keys: '[MouseMiddle]', target: canvas.getByRole('tab', { name: '会员列表' }) });
    await expect(canvas.queryByRole('tab', { name: '会员列表' })).not.toBeInTheDocument();
    await expect(args.onNavigate).toHaveBeenCalledTimes(navigations);

    // The close control closes too.
    const adminTab = canvas.getByRole('tab', { name: '管理员列表' });
    await userEvent.click(adminTab.querySelector('[data-slot="tab-close"]')!);
    await expect(within(tablist).getAllByRole('tab')).toHaveLength(1);
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/equipment/list');
  },
};

export const OverflowingStrip: Story = {
  args: { defaultTabs: manyTabs, activePath: '/system/shortage' },
  play: async ({ canvas }) => {
    const tablist = canvas.getByRole('tablist');
    await expect(tablist.scrollWidth).toBeGreaterThan(tablist.clientWidth);
    // The active tab, last of the strip, is scrolled into view with 15 px to spare.
    const active = canvas.getByRole('tab', { name: '缺货商品设置' });
    await waitFor(() =>
      expect(tablist.scrollLeft + tablist.clientWidth).toBe(
        active.offsetLeft + active.offsetWidth + TAB_SCROLL_PADDING_PX,
      ),
    );
    // The wheel scrolls sideways.
    const before = tablist.scrollLeft;
    tablist.dispatchEvent(new WheelEvent('wheel', { deltaY: -200, bubbles: true, cancelable: true }));
    await expect(tablist.scrollLeft).toBe(before - 200);
    // Showing the first tab scrolls back to the start.
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Home}{Enter}');
    await waitFor(() => expect(tablist.scrollLeft).toBe(0));
  },
};

export const PinnedTabs: Story = {
  args: {
    defaultTabs: [{ path: '/home/index', title: '首页', pinned: true }, ...zhTabs.slice(1)],
    activePath: '/home/index',
  },
  play: async ({ canvas }) => {
    const pinned = canvas.getByRole('tab', { name: '首页 已固定' });
    await expect(pinned).toHaveAttribute('data-pinned');
    await expect(pinned.querySelector('[data-slot="tab-close"]')).toBeNull();
    await userEvent.keyboard('{Tab}');
    await expect(pinned).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(canvas.getAllByRole('tab')).toHaveLength(4);
  },
};

export const ContextMenuOpen: Story = {
  play: async ({ canvas }) => {
    const selected = canvas.getByRole('tab', { name: '会员列表' });
    await userEvent.keyboard('{Tab}');
    await expect(selected).toHaveFocus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: '刷新' })).toBeEnabled();
    await expect(within(menu).getByRole('menuitem', { name: '关闭其他' })).not.toHaveAttribute('aria-disabled');
    await expect(within(menu).getByRole('menuitem', { name: '重新打开已关闭的页面' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getByRole('menuitem', { name: '固定' })).toBeInTheDocument();
  },
};

export const ContextMenuActions: Story = {
  name: 'Context menu actions (English)',
  globals: { locale: 'en' },
  args: { defaultTabs: enTabs, activePath: '/member/list' },
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    // The Menu key on the first tab: nothing to its left.
    await userEvent.keyboard('{Tab}{Home}{ContextMenu}');
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Close tabs to the left' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('tab', { name: 'Home' })).toHaveFocus();

    // Right-click "Administrators", close the others: it is kept and shown.
    await userEvent.pointer({ keys: '[MouseRight]', target: canvas.getByRole('tab', { name: 'Administrators' }) });
    await userEvent.click(await body.findByRole('menuitem', { name: 'Close others' }));
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Administrators']);
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/administrators/list');

    // Reopen the last closed page, then pin it.
    await userEvent.pointer({ keys: '[MouseRight]', target: canvas.getByRole('tab', { name: 'Administrators' }) });
    await userEvent.click(await body.findByRole('menuitem', { name: 'Reopen closed page' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/equipment/list');
    await userEvent.pointer({ keys: '[MouseRight]', target: canvas.getByRole('tab', { name: 'Devices' }) });
    await userEvent.click(await body.findByRole('menuitem', { name: 'Pin' }));
    await expect(canvas.getAllByRole('tab')[0]).toHaveAccessibleName('Devices Pinned');

    // Refresh asks the console to reload the page.
    await userEvent.pointer({ keys: '[MouseRight]', target: canvas.getByRole('tab', { name: 'Administrators' }) });
    await userEvent.click(await body.findByRole('menuitem', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenLastCalledWith('/administrators/list');

    // Close all keeps the pinned tab; the shown page was closed, so go to the root path.
    await userEvent.pointer({ keys: '[MouseRight]', target: canvas.getByRole('tab', { name: 'Administrators' }) });
    await userEvent.click(await body.findByRole('menuitem', { name: 'Close all' }));
    await expect(canvas.getAllByRole('tab')).toHaveLength(1);
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/home/index');
  },
};

export const LongTitles: Story = {
  args: {
    defaultTabs: [
      { path: '/home/index', title: '首页' },
      { path: '/system/sendGoodsPic', title: '出货屏广告图（华东区域 2024 年第四季度促销活动专用素材审核）' },
      { path: '/agent/franchisee', title: '加盟申请列表' },
    ],
    activePath: '/system/sendGoodsPic',
  },
  play: async ({ canvas }) => {
    const long = canvas.getByRole('tab', { name: /出货屏广告图/ });
    const title = long.querySelector<HTMLElement>('[data-slot="tab-title"]')!;
    // Ellipsized, with the full title on hover.
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    await expect(long).toHaveAttribute('title', '出货屏广告图（华东区域 2024 年第四季度促销活动专用素材审核）');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultTabs: enTabs, activePath: '/administrators/list' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Open pages' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Administrators' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  args: { defaultTabs: [{ path: '/home/index', title: '首页', pinned: true }, ...zhTabs.slice(1)] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '会员列表' })).toHaveAttribute('aria-selected', 'true');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consoleMenu, translateConsoleTitle } from '../AppLayout/consoleMenu.fixture';
import { SIDEBAR_MENU_SHOW_DELAY_MS, Sidebar, type SidebarProps } from './Sidebar';
import { SidebarDrawer } from './SidebarDrawer';
import type { MenuEntry } from './sidebarItems';

function Logo({ collapsed }: { collapsed?: boolean }) {
  return (
    <div className="flex h-[50px] items-center justify-center gap-2 text-sm font-semibold text-on-solid">
      <span aria-hidden className="flex size-6 items-center justify-center rounded bg-primary text-xs">
        售
      </span>
      {collapsed ? null : <span>售货机管理后台</span>}
    </div>
  );
}

/** A sidebar that follows its own navigation, as the console's router would. */
function RoutedSidebar({ activePath: initialPath, onNavigate, ...props }: SidebarProps) {
  const [activePath, setActivePath] = useState(initialPath);
  return (
    <div className="flex h-[900px]">
      <Sidebar
        {...props}
        header={<Logo collapsed={props.collapsed} />}
        activePath={activePath}
        onNavigate={(path) => {
          setActivePath(path);
          onNavigate?.(path);
        }}
      />
      <p className="p-4 text-xs text-text-muted" data-testid="current-path">
        {activePath}
      </p>
    </div>
  );
}

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  render: (args) => <RoutedSidebar {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    entries: consoleMenu,
    translate: translateConsoleTitle('zh'),
    activePath: '/member/list',
    onNavigate: fn(),
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('navigation', { name: '主菜单' })).toBeInTheDocument();
    const active = canvas.getByRole('treeitem', { name: '会员列表' });
    await expect(active).toHaveAttribute('aria-current', 'page');
    // The group above the active item is open; a group with one visible child and no alwaysShow is a link.
    await expect(canvas.getByRole('treeitem', { name: '会员管理' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('treeitem', { name: '设备管理' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('treeitem', { name: '首页' })).toHaveAttribute('href', '/home/index');

    // Tab lands on the active item; arrows move through the tree.
    await userEvent.tab();
    await expect(active).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('treeitem', { name: '充值列表' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const devices = canvas.getByRole('treeitem', { name: '设备管理' });
    await expect(devices).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(devices).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('treeitem', { name: '设备列表' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/equipment/recordList');
    await expect(canvas.getByRole('treeitem', { name: '补货记录' })).toHaveAttribute('aria-current', 'page');
    // Left goes to the parent, then closes it; Space toggles a group.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(devices).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await expect(devices).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(devices).toHaveAttribute('aria-expanded', 'true');
    // A mouse click on a group title toggles it.
    await userEvent.click(within(canvas.getByRole('treeitem', { name: '会员管理' })).getAllByText('会员管理')[0]!);
    await expect(canvas.getByRole('treeitem', { name: '会员管理' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const HiddenDetailPage: Story = {
  name: 'Hidden detail page highlights its list',
  args: { activePath: '/equipmentOrders/detail' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('treeitem', { name: '订单管理' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('treeitem', { name: '订单列表' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('treeitem', { name: '订单详情' })).not.toBeInTheDocument();
  },
};

export const Collapsed: Story = {
  name: 'Collapsed, flyout by keyboard',
  args: { collapsed: true },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await expect(nav.getBoundingClientRect().width).toBe(54);
    const members = canvas.getByRole('treeitem', { name: '会员管理' });
    await expect(members).toHaveAttribute('aria-expanded', 'false');
    // Tab lands on the group holding the active page; Enter flies its sub-menu out.
    await userEvent.tab();
    await expect(members).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(members).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('treeitem', { name: '会员列表' })).toHaveFocus());
    // Escape closes it and focus goes back to the group.
    await userEvent.keyboard('{Escape}');
    await expect(members).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(members).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('treeitem', { name: '充值列表' })).toBeVisible();
  },
};

export const CollapsedFlyoutOnHover: Story = {
  name: 'Collapsed, flyout on hover',
  args: { collapsed: true },
  play: async ({ canvas }) => {
    const devices = canvas.getByRole('treeitem', { name: '设备管理' });
    await userEvent.hover(devices);
    // Not yet: the sub-menu waits for the show delay.
    await expect(devices).toHaveAttribute('aria-expanded', 'false');
    await new Promise((resolve) => setTimeout(resolve, SIDEBAR_MENU_SHOW_DELAY_MS + 50));
    await expect(devices).toHaveAttribute('aria-expanded', 'true');
    // Leaving closes it.
    await userEvent.unhover(devices);
    await expect(devices).toHaveAttribute('aria-expanded', 'false');
    // Escape closes a flyout opened by the pointer.
    const settings = canvas.getByRole('treeitem', { name: '系统设置' });
    await userEvent.hover(settings);
    await waitFor(() => expect(settings).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{Escape}');
    await expect(settings).toHaveAttribute('aria-expanded', 'false');
    // Open again for the picture.
    await userEvent.unhover(settings);
    await userEvent.hover(devices);
    await waitFor(() => expect(devices).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getByRole('treeitem', { name: '设备类型' })).toBeVisible();
  },
};

const deepMenu: readonly MenuEntry[] = [
  { path: '/home', children: [{ path: 'index', meta: { title: '首页', icon: 'component' } }] },
  {
    path: '/system',
    meta: { title: '系统设置', icon: 'theme' },
    children: [
      {
        path: 'ads',
        meta: { title: '广告图设置' },
        children: [
          { path: 'indexPic', meta: { title: '轮播广告图' } },
          {
            path: 'screens',
            meta: { title: '屏幕广告' },
            children: [
              { path: 'sendGoodsPic', meta: { title: '出货屏广告图' } },
              { path: 'idlePic', meta: { title: '待机屏广告图' } },
            ],
          },
        ],
      },
      { path: 'parameter', meta: { title: '客服电话' } },
      { path: 'secret', hidden: true, meta: { title: '隐藏页面' } },
    ],
  },
  {
    path: '/software',
    meta: { title: '软件管理（华东区域全部设备的固件与应用软件版本发布记录）', icon: 'documentation' },
    children: [
      { path: 'list', meta: { title: '软件列表' } },
      { path: 'devSoftware', meta: { title: '设备软件列表（含历史版本与灰度发布记录的完整清单）' } },
    ],
  },
];

export const ThreeLevelsAndLongTitles: Story = {
  name: 'Three levels and long titles',
  args: { entries: deepMenu, translate: undefined, activePath: '/system/ads/screens/sendGoodsPic' },
  play: async ({ canvas }) => {
    const deepest = canvas.getByRole('treeitem', { name: '出货屏广告图' });
    await expect(deepest).toHaveAttribute('aria-current', 'page');
    for (const name of ['系统设置', '广告图设置', '屏幕广告']) {
      await expect(canvas.getByRole('treeitem', { name })).toHaveAttribute('aria-expanded', 'true');
    }
    const long = canvas.getByRole('treeitem', { name: /^软件管理/ });
    await expect(long).toHaveAttribute('title', '软件管理（华东区域全部设备的固件与应用软件版本发布记录）');
    const title = within(long).getAllByText(/^软件管理/)[0]!;
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    await userEvent.click(title);
    await expect(canvas.getByRole('treeitem', { name: /^设备软件列表/ })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { translate: translateConsoleTitle('en'), activePath: '/system/option' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await expect(canvas.getByRole('treeitem', { name: 'Top-up bonus list' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  args: { activePath: '/equipment/type' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('treeitem', { name: '设备类型' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MobileDrawer: Story = {
  name: 'Mobile drawer',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args) => (
    <>
      <p className="p-4 text-xs text-text-muted">{args.activePath}</p>
      <SidebarDrawer open onOpenChange={() => undefined}>
        <Sidebar {...args} header={<Logo />} />
      </SidebarDrawer>
    </>
  ),
  play: async () => {
    await expect(window.innerWidth).toBeLessThan(1024);
    const dialog = within(document.body).getByRole('dialog', { name: '导航菜单' });
    await expect(within(dialog).getByRole('treeitem', { name: '会员列表' })).toHaveAttribute('aria-current', 'page');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FullscreenToggle, LanguageSelect, SizeSelect, ThemeSelect, UserMenu } from '../Navbar';
import { useUiLocale } from '../provider/UiProvider';
import { SidebarBrand } from '../Sidebar';
import { TabStrip, reduceTabs, type TabItem } from '../TabStrip';
import { AppLayout } from './AppLayout';
import { consoleBreadcrumb, consoleMenu, translateConsoleTitle } from './consoleMenu.fixture';

const rootPath = '/home/index';

interface ConsoleShellProps {
  initialPath: string;
  /** Paths of the tabs open before the story starts. */
  openPaths: readonly string[];
  defaultCollapsed?: boolean;
  onNavigate: (path: string) => void;
}

function Logo({ collapsed }: { collapsed: boolean }) {
  const locale = useUiLocale();
  return <SidebarBrand collapsed={collapsed} name={locale === 'zh' ? '售货机管理后台' : 'Vending Console'} />;
}

/** The whole shell as the console assembles it: menu, top bar, tabs and a page, following its own navigation. */
function ConsoleShell({ initialPath, openPaths, defaultCollapsed, onNavigate }: ConsoleShellProps) {
  const locale = useUiLocale();
  const translate = translateConsoleTitle(locale);
  // A page's title, for its tab and heading: the last crumb.
  const pageTitle = (path: string) => consoleBreadcrumb(path, translate).at(-1)?.title ?? path;
  const [activePath, setActivePath] = useState(initialPath);
  const [tabs, setTabs] = useState<readonly TabItem[]>(() =>
    openPaths.map((path) => ({ path, title: pageTitle(path), pinned: path === rootPath })),
  );
  const navigate = (path: string) => {
    setActivePath(path);
    setTabs(
      (current) =>
        reduceTabs(
          { tabs: current, closed: [] },
          { type: 'open', tab: { path, title: pageTitle(path) } },
          { activePath: path, rootPath },
        ).state.tabs,
    );
    onNavigate(path);
  };
  const title = pageTitle(activePath);
  return (
    <AppLayout
      entries={consoleMenu}
      translate={translate}
      activePath={activePath}
      onNavigate={navigate}
      defaultCollapsed={defaultCollapsed}
      renderLogo={({ collapsed }) => <Logo collapsed={collapsed} />}
      breadcrumb={consoleBreadcrumb(activePath, translate)}
      actions={
        <>
          <FullscreenToggle />
          <LanguageSelect value={locale} onValueChange={() => undefined} />
          <SizeSelect onValueChange={() => undefined} />
          <ThemeSelect value="light" onValueChange={() => undefined} />
          <UserMenu
            name="admin"
            onHome={() => navigate(rootPath)}
            onChangePassword={() => undefined}
            onLogout={() => undefined}
          />
        </>
      }
      tabStrip={
        <TabStrip
          tabs={tabs.map((tab) => ({ ...tab, title: pageTitle(tab.path) }))}
          onTabsChange={setTabs}
          activePath={activePath}
          rootPath={rootPath}
          onNavigate={navigate}
        />
      }
    >
      <section aria-labelledby="page-title" className="rounded bg-surface p-5 shadow-sm">
        <h1 id="page-title" className="text-lg font-semibold text-text">
          {title}
        </h1>
        <p className="mt-2 text-sm text-text-muted" data-testid="page-path">
          {activePath}
        </p>
        <div aria-hidden className="mt-5 grid gap-3">
          {[0, 1, 2, 3, 4].map((row) => (
            <div key={row} className="h-8 rounded-sm bg-surface-muted" />
          ))}
        </div>
      </section>
    </AppLayout>
  );
}

const meta = {
  title: 'Shell/AppLayout',
  component: ConsoleShell,
  parameters: { layout: 'fullscreen' },
  args: {
    initialPath: '/member/list',
    openPaths: [rootPath, '/equipmentOrders/list', '/member/list', '/equipment/list'],
    onNavigate: fn(),
  },
} satisfies Meta<typeof ConsoleShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobileViewport = { viewport: { value: 'mobile2', isRotated: false } };

export const ConsoleShellStory: Story = {
  name: 'Console shell',
  play: async ({ canvas, args }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(1024);
    // The skip link comes first and moves focus to the page. The Tab starts from the top of the
    // page, whatever an earlier story on the shared page left focused (from an element at the end
    // of the body, a Tab left the document: focus on <body>, twice on clean-clone runs).
    const top = document.createElement('span');
    top.tabIndex = -1;
    document.body.prepend(top);
    top.focus();
    await userEvent.tab();
    top.remove();
    const skip = canvas.getByRole('link', { name: '跳到主要内容' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();

    // Following a menu item shows the page, its breadcrumb and its tab.
    await userEvent.click(canvas.getByRole('treeitem', { name: '系统设置' }));
    await userEvent.click(canvas.getByRole('treeitem', { name: '活动列表' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/system/messageList');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('活动列表');
    const breadcrumb = canvas.getByRole('navigation', { name: '面包屑' });
    await expect(within(breadcrumb).getByText('活动列表')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('tab', { name: '活动列表' })).toHaveAttribute('aria-selected', 'true');

    // The hamburger collapses the sidebar to icons.
    const hamburger = canvas.getByRole('button', { name: '切换侧边栏' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hamburger);
    await expect(canvas.getByRole('navigation', { name: '主菜单' })).toHaveAttribute('data-state', 'collapsed');
    await userEvent.click(hamburger);
    await expect(canvas.getByRole('navigation', { name: '主菜单' })).toHaveAttribute('data-state', 'expanded');
  },
};

export const Collapsed: Story = {
  args: { defaultCollapsed: true, initialPath: '/equipmentOrders/detail' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '主菜单' })).toHaveAttribute('data-state', 'collapsed');
    await expect(canvas.getByRole('button', { name: '切换侧边栏' })).toHaveAttribute('aria-expanded', 'false');
    // A hidden detail page: the breadcrumb leads back to its list.
    await expect(canvas.getByRole('link', { name: '订单列表' })).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { initialPath: '/system/messageList', openPaths: [rootPath, '/system/option', '/system/messageList'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('treeitem', { name: 'Activity list' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Activity list');
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  args: { initialPath: '/equipment/type', openPaths: [rootPath, '/equipment/list', '/equipment/type'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('treeitem', { name: '设备类型' })).toHaveAttribute('aria-current', 'page');
  },
};

export const CollapsedEnglishDark: Story = {
  name: 'Collapsed, English, dark',
  globals: { locale: 'en', scheme: 'dark' },
  args: {
    defaultCollapsed: true,
    initialPath: '/system/sendGoodsPic',
    openPaths: [rootPath, '/system/option', '/system/sendGoodsPic'],
  },
  play: async ({ canvas }) => {
    // The flyout shows the long title cut, whole on hover (its title attribute).
    const settings = canvas.getByRole('treeitem', { name: 'System settings' });
    await userEvent.hover(settings);
    await waitFor(() => expect(settings).toHaveAttribute('aria-expanded', 'true'));
    const long = canvas.getByRole('treeitem', { name: 'Dispensing-screen ad image' });
    await expect(long).toHaveAttribute('aria-current', 'page');
    await expect(long).toHaveAttribute('title', 'Dispensing-screen ad image');
  },
};

export const Mobile: Story = {
  name: 'Mobile: drawer closes on navigation',
  globals: mobileViewport,
  play: async ({ canvas, args }) => {
    await expect(window.innerWidth).toBeLessThan(1024);
    await expect(canvas.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
    const hamburger = canvas.getByRole('button', { name: '切换侧边栏' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(hamburger);
    const drawer = await within(document.body).findByRole('dialog', { name: '导航菜单' });
    await userEvent.click(within(drawer).getByRole('treeitem', { name: '设备管理' }));
    await userEvent.click(within(drawer).getByRole('treeitem', { name: '设备类型' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/equipment/type');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('设备类型');
    await waitFor(() => expect(hamburger).toHaveFocus());
  },
};

export const MobileDrawerOpen: Story = {
  name: 'Mobile: drawer open (English)',
  globals: { ...mobileViewport, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(1024);
    canvas.getByRole('button', { name: 'Toggle sidebar' }).focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await within(document.body).findByRole('dialog', { name: 'Navigation menu' });
    await expect(within(drawer).getByRole('treeitem', { name: 'Member list' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MobileDark: Story = {
  name: 'Mobile: dark',
  globals: { ...mobileViewport, scheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '会员列表' })).toHaveAttribute('aria-selected', 'true');
  },
};

import {
  AppLayout,
  CommandPalette,
  FullscreenToggle,
  LanguageSelect,
  SidebarBrand,
  SizeSelect,
  TabStrip,
  ThemeSelect,
  UserMenu,
  message,
} from '@vending/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { assetUrl } from '../config/assets';
import { ROOT_PATH, WELCOME_PATH } from '../config/constants';
import { ChangePasswordDialog } from '../features/auth/ChangePasswordDialog';
import { useLogout } from '../lib/useLogout';
import { useLoadMoneySettings } from '../lib/useMoneySettings';
import { firstPagePath } from '../session/permissions';
import { useAuthStore } from '../stores/authStore';
import { useSettingsStore } from '../stores/settingsStore';
import { useTabsStore } from '../stores/tabsStore';
import { KeptAlivePages } from './KeptAlivePages';
import { PageErrorBoundary } from './PageErrorBoundary';
import { breadcrumbOf, menuTitleTranslator, sidebarEntries, tabTitle } from './consoleMenu';
import { routeByPath } from './routeTable';

/** The main layout (docs/SPECIFICATION.md §2): sidebar, top bar, tab strip and the page, wired to the router and the stores. */
export function ConsoleLayout() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const session = useAuthStore((state) => state.session);
  const settings = useSettingsStore();
  const tabs = useTabsStore((state) => state.tabs);
  const queries = useTabsStore((state) => state.queries);
  const [changingPassword, setChangingPassword] = useState(false);
  // A password someone else set: the change comes first, and cannot be put off.
  const mustChangePassword = session?.user.mustChangePassword === true;
  const [refreshes, setRefreshes] = useState(0);
  useLoadMoneySettings(!mustChangePassword);
  const handle = routeByPath.get(location.pathname)?.handle;
  // Recomputed when the language changes, so titles follow it.
  const language = i18n.language;
  const translate = useMemo(
    () => menuTitleTranslator((key) => i18n.t(key, { lng: language }), i18n.exists),
    [i18n, language],
  );
  const entries = useMemo(() => sidebarEntries(session?.menu ?? []), [session]);

  // Each navigation to a named page adds its tab and remembers its query (docs/SPECIFICATION.md §2).
  useEffect(() => {
    if (!handle) return;
    const store = useTabsStore.getState();
    store.open({ path: location.pathname, title: handle.title });
    store.rememberQuery(location.pathname, location.search);
  }, [handle, location.pathname, location.search]);

  const user = session?.user;
  return (
    <AppLayout
      entries={entries}
      translate={translate}
      activePath={location.pathname}
      onNavigate={(path) => navigate(path)}
      collapsed={!settings.sidebarOpen}
      onCollapsedChange={(collapsed) => settings.setSidebarOpen(!collapsed)}
      renderLogo={({ collapsed }) => <SidebarBrand collapsed={collapsed} name={t('app.name')} />}
      breadcrumb={handle ? breadcrumbOf(handle, translate) : []}
      actions={
        <div className="flex items-center gap-1">
          <CommandPalette entries={entries} translate={translate} onNavigate={(path) => navigate(path)} />
          <FullscreenToggle onUnsupported={() => message.warning(t('navbar.fullscreenUnsupported'))} />
          <LanguageSelect value={settings.language} onValueChange={settings.setLanguage} />
          <SizeSelect value={settings.size} onValueChange={settings.setSize} />
          <ThemeSelect value={settings.colorScheme} onValueChange={settings.setColorScheme} />
          <UserMenu
            name={user?.realName || user?.username || ''}
            avatarSrc={assetUrl(user?.avatar)}
            onHome={() => navigate(firstPagePath(session) ?? WELCOME_PATH)}
            onChangePassword={() => setChangingPassword(true)}
            onLogout={() => void logout()}
            labels={{ home: t('navbar.home'), changePassword: t('navbar.changePassword'), logout: t('navbar.logout') }}
          />
        </div>
      }
      tabStrip={
        <TabStrip
          tabs={tabs.map((tab) => ({ ...tab, title: tabTitle(translate(tab.title), tab.path, queries[tab.path]) }))}
          onTabsChange={(next) =>
            // The strip shows translated titles; the store keeps raw ones so a language change re-translates.
            useTabsStore
              .getState()
              .setTabs(
                next.map((tab) => ({ ...tab, title: tabs.find((own) => own.path === tab.path)?.title ?? tab.title })),
              )
          }
          activePath={location.pathname}
          rootPath={ROOT_PATH}
          onNavigate={(path) => navigate(path === ROOT_PATH ? path : useTabsStore.getState().locationOf(path))}
          onRefresh={() => setRefreshes((count) => count + 1)}
        />
      }
    >
      <PageErrorBoundary
        key={`${location.pathname}#${refreshes}`}
        title={t('app.pageFailed')}
        loadFailedText={t('app.pageLoadFailed')}
        retryText={t('app.retry')}
      >
        <Outlet />
      </PageErrorBoundary>
      <PageErrorBoundary
        key={`kept#${refreshes}`}
        title={t('app.pageFailed')}
        loadFailedText={t('app.pageLoadFailed')}
        retryText={t('app.retry')}
      >
        <KeptAlivePages activePath={location.pathname} openPaths={new Set(tabs.map((tab) => tab.path))} />
      </PageErrorBoundary>
      <ChangePasswordDialog
        open={changingPassword || mustChangePassword}
        onOpenChange={setChangingPassword}
        required={mustChangePassword}
      />
    </AppLayout>
  );
}

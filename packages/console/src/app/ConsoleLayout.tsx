import {
  Alert,
  AppLayout,
  Button,
  CommandPalette,
  FullscreenToggle,
  LanguageSelect,
  SidebarBrand,
  SizeSelect,
  TabStrip,
  ThemeSelect,
  TimeZoneNote,
  UserMenu,
  lazyPart,
  Spinner,
} from '@vending/ui';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '../api/services';
import { assetUrl } from '../config/assets';
import { ROOT_PATH, WELCOME_PATH } from '../config/constants';
import { useLogout } from '../lib/useLogout';
import { useLoadMoneySettings } from '../lib/useMoneySettings';
import { firstPagePath } from '../session/permissions';
import { useAuthStore } from '../stores/authStore';
import { useSettingsStore } from '../stores/settingsStore';
import { pathOfTab, useTabsStore } from '../stores/tabsStore';
import { KeptAlivePages } from './KeptAlivePages';
import { RECORD_SEARCH_PATHS, searchRecords } from './recordSearch';
import { PageErrorBoundary } from './PageErrorBoundary';
import { breadcrumbOf, menuTitleTranslator, sidebarEntries, tabKeyOf, tabTitle } from './consoleMenu';
import { routeByPath } from './routeTable';
import { MessageFallbackHost } from '../lib/MessageFallbackHost';
import { lazyMessage } from '../lib/toasts';

// The password form (react-hook-form, the contract's rule) loads when it is first opened.
const ChangePasswordDialog = lazyPart(() =>
  import('../features/auth/ChangePasswordDialog').then((module) => module.ChangePasswordDialog),
);

/** The main layout (docs/SPECIFICATION.md §2): sidebar, top bar, tab strip and the page, wired to the router and the stores. */
export function ConsoleLayout() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const session = useAuthStore((state) => state.session);
  // Drawn by the route guard while the session loads (SessionGate): the frame only.
  const pending = session === null;
  // The pages draw one render after the menu, in a render React slices (a deferred value): the
  // session's answer then paints the menu at once and the page right after it, instead of one
  // long task doing both (docs/BENCHMARKS.md, issue 13). Their code is here by then (SessionGate
  // waits for it), so the page does not suspend.
  const pagesShown = useDeferredValue(session) !== null;
  const settings = useSettingsStore();
  const tabs = useTabsStore((state) => state.tabs);
  const queries = useTabsStore((state) => state.queries);
  const api = useApi();
  const [changingPassword, setChangingPassword] = useState(false);
  // Ctrl+K finds records too for a holder of a device, order or member list.
  const findsRecords = RECORD_SEARCH_PATHS.some((path) => session?.paths.has(path));
  const findRecords = useCallback(
    (query: string, signal: AbortSignal) => searchRecords(api, (key) => t(key), query, signal),
    [api, t],
  );
  // A password someone else set: the change comes first, and cannot be put off.
  const mustChangePassword = session?.user.mustChangePassword === true;
  const passwordOpen = changingPassword || mustChangePassword;
  // Mounted from its first opening on (its code is loaded then), so that it closes as it always did.
  const [passwordWanted, setPasswordWanted] = useState(passwordOpen);
  if (passwordOpen && !passwordWanted) setPasswordWanted(true);
  const [refreshes, setRefreshes] = useState(0);
  useLoadMoneySettings(!pending && !mustChangePassword);
  const handle = routeByPath.get(location.pathname)?.handle;
  // Recomputed when the language changes, so titles follow it.
  const language = i18n.language;
  const translate = useMemo(
    () => menuTitleTranslator((key) => i18n.t(key, { lng: language }), i18n.exists),
    [i18n, language],
  );
  const entries = useMemo(() => sidebarEntries(session?.menu ?? []), [session]);

  // Each navigation to a named page adds its tab and remembers its query (docs/SPECIFICATION.md §2);
  // a detail page's tab is the record's (tabKeyOf).
  const tabKey = tabKeyOf(location.pathname, location.search);
  useEffect(() => {
    if (!handle || pending) return;
    const store = useTabsStore.getState();
    store.open({ path: tabKey, title: handle.title });
    store.rememberQuery(tabKey, location.search);
  }, [handle, pending, tabKey, location.search]);

  // What the frame and the whole layout share.
  const frame = {
    translate,
    activePath: location.pathname,
    onNavigate: (path: string) => navigate(path),
    collapsed: !settings.sidebarOpen,
    onCollapsedChange: (collapsed: boolean) => settings.setSidebarOpen(!collapsed),
    renderLogo: ({ collapsed }: { collapsed: boolean }) => <SidebarBrand collapsed={collapsed} name={t('app.name')} />,
  };

  const pageSpinner = (
    <div className="flex min-h-40 items-center justify-center text-2xl text-primary-text">
      <Spinner label={t('app.loading')} />
    </div>
  );

  if (pending) {
    // The frame of the layout while the session loads: the console's name, an empty menu and tab
    // strip (their places kept, so nothing moves when they fill) and the loading spinner. No
    // page, tab, menu entry or user is drawn before the session says what this user may see.
    return (
      <AppLayout
        {...frame}
        entries={[]}
        breadcrumb={[]}
        tabStrip={
          <TabStrip tabs={[]} activePath={location.pathname} rootPath={ROOT_PATH} onNavigate={() => undefined} />
        }
      >
        {pageSpinner}
      </AppLayout>
    );
  }

  const user = session?.user;
  return (
    <AppLayout
      {...frame}
      entries={entries}
      breadcrumb={handle ? breadcrumbOf(handle, translate) : []}
      actions={
        <div className="flex items-center gap-1">
          {/* The business's zone, where it is not the reader's (the session's timeZone). */}
          <TimeZoneNote zone={user?.timeZone} />
          <CommandPalette
            entries={entries}
            translate={translate}
            onNavigate={(path) => navigate(path)}
            {...(findsRecords && { searchRecords: findRecords, placeholder: t('navbar.search.placeholder') })}
          />
          <FullscreenToggle onUnsupported={() => lazyMessage.warning(t('navbar.fullscreenUnsupported'))} />
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
          activePath={tabKey}
          rootPath={ROOT_PATH}
          onNavigate={(path) => navigate(path === ROOT_PATH ? path : useTabsStore.getState().locationOf(path))}
          onRefresh={() => setRefreshes((count) => count + 1)}
        />
      }
    >
      {mustChangePassword ? (
        // While a password someone else set must be changed, the server answers no page's call:
        // no page is drawn behind the dialog (it would show only its failures), only why, below it.
        <p className="pt-96 pb-10 text-center text-text-secondary">{t('app.passwordFirst')}</p>
      ) : pagesShown ? (
        <>
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
            <KeptAlivePages
              activePath={location.pathname}
              openPaths={new Set(tabs.map((tab) => pathOfTab(tab.path)))}
            />
          </PageErrorBoundary>
        </>
      ) : (
        pageSpinner
      )}
      {passwordWanted ? (
        <ChangePasswordDialog
          open={passwordOpen}
          onOpenChange={setChangingPassword}
          required={mustChangePassword}
          onLoadError={() => {
            lazyMessage.error(t('app.partFailed'));
            if (mustChangePassword) return;
            // Not loaded: the dialog counts as closed, and opening it again loads again.
            setChangingPassword(false);
            setPasswordWanted(false);
          }}
          // A required change cannot be put off: its failure stays in view with a retry.
          failed={(retry) =>
            mustChangePassword ? (
              <Alert
                type="error"
                title={t('app.partFailed')}
                action={
                  <Button variant="link" onClick={retry}>
                    {t('app.retry')}
                  </Button>
                }
              />
            ) : null
          }
        />
      ) : null}
      <MessageFallbackHost />
    </AppLayout>
  );
}

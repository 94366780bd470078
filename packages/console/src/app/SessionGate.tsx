import { Spinner } from '@vending/ui';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { decideAccess } from '../session/access';
import { endSession } from '../session/endSession';
import { loadSession } from '../session/loadSession';
import { layoutPaths } from '../session/permissions';
import { useAuthStore } from '../stores/authStore';
import { useTabsStore } from '../stores/tabsStore';
import { ConsoleLayout } from './consoleLayoutChunk';
import { layoutPages, PageLoading } from './layoutPages';
import { useCodeStatus } from './retryableLazy';
import { useApi } from '../api/services';
import { lazyNotify } from '../lib/toasts';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The route guard (docs/SPECIFICATION.md §4, §6): every route renders through it. */
export function SessionGate() {
  const location = useLocation();
  const token = useAuthStore((state) => state.token);
  const session = useAuthStore((state) => state.session);
  const api = useApi();
  const { t } = useTranslation();
  const loadingFor = useRef<string | null>(null);
  const access = decideAccess({
    pathname: location.pathname,
    search: location.search,
    hasToken: token !== null,
    permittedPaths: session?.paths ?? null,
  });

  useEffect(() => {
    if (access.kind !== 'load-session' || loadingFor.current === token) return;
    loadingFor.current = token;
    const auth = useAuthStore.getState();
    const page = layoutPages.find((route) => route.path === location.pathname)?.Page;
    void loadSession({
      api,
      setSession: (user, permissions) => {
        auth.setSession(user, permissions);
        const loaded = useAuthStore.getState().session;
        // Tabs restored from storage may name pages this administrator may no longer open.
        if (loaded) useTabsStore.getState().keepOnly(loaded.paths);
      },
      logOut: () => endSession(api),
      notifyError: (title, description) => lazyNotify.error({ title, description }),
      warningTitle: t('http.warningTitle'),
      emptyMessage: t('http.requestFailed'),
      wait,
      pageReady: () => page?.preload() ?? Promise.resolve(),
    }).finally(() => {
      loadingFor.current = null;
    });
  }, [access.kind, api, location.pathname, t, token]);

  // A page of the layout while the session loads: the layout draws its frame (no menu, no tabs,
  // no page) so the console's frame is on screen one round trip earlier; the page itself waits
  // for the session, as every other route does (ConsoleLayout). The spinner until its code is here.
  const layoutFrame = access.kind === 'load-session' && layoutPaths.has(location.pathname);
  // A layout that could not be fetched is drawn all the same: it loads again and fails as a route does.
  const layoutCodeHere = useCodeStatus(ConsoleLayout, layoutFrame) !== 'loading';

  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  const loading = (
    <div className="flex min-h-screen items-center justify-center text-2xl text-primary-text">
      <Spinner label={t('app.loading')} />
    </div>
  );
  if (access.kind === 'load-session' && !(layoutFrame && layoutCodeHere)) return loading;
  // The routes' own Suspense, the same element whether the session is loading or loaded (the
  // layout is not drawn twice): while a chunk loads, this guard stays drawn and its effect has
  // sent the session call already.
  return (
    <Suspense fallback={layoutFrame ? loading : <PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import {
  FIELD_PAGE_URL,
  FIELD_PATH,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  ROOT_PATH,
  UNAUTHORIZED_PATH,
  WELCOME_PATH,
} from '../config/constants';
import { ConsoleLayout } from './consoleLayoutChunk';
import { layoutPages, PageLoading, PageRoute } from './layoutPages';
import { retryableLazy } from './retryableLazy';
import { SessionGate } from './SessionGate';
import type { StartupPlan } from './startup';
// In the entry: the first screen of anyone without a session is drawn with the entry's own code,
// with no chunk to fetch after it (docs/BENCHMARKS.md, issue 13); 4.5 KB gzip, which the pages
// behind the login fetched anyway (its inputs and buttons are theirs too).
import LoginPage from '../features/auth/LoginPage';

const WelcomePage = retryableLazy(() => import('../features/auth/WelcomePage'));
const NotFoundPage = retryableLazy(() =>
  import('../features/errors/ErrorPages').then((m) => ({ default: m.NotFoundPage })),
);
const UnauthorizedPage = retryableLazy(() =>
  import('../features/errors/ErrorPages').then((m) => ({ default: m.UnauthorizedPage })),
);

// The login page is in the entry: nothing to fetch.
const outsideLayout = {
  welcome: WelcomePage,
  'not-found': NotFoundPage,
  unauthorized: UnauthorizedPage,
};

/**
 * Starts fetching the chunks the first screen will draw (app/startup.ts), so that they arrive
 * beside config.json and the session call rather than after them; the routes below then draw
 * them from these same loads. A layout page's own chunks wait for `transport` (the session
 * call's code): the page is drawn only once the session has answered, and the session call
 * should not share the connections with them.
 */
export function preloadStartup(plan: StartupPlan, transport: Promise<unknown> = Promise.resolve()): void {
  if (plan.route && plan.route !== 'login' && plan.route !== 'field') void outsideLayout[plan.route].preload();
  const { layoutPage } = plan;
  if (layoutPage) {
    void ConsoleLayout.preload();
    const page = () => void layoutPages.find((route) => route.path === layoutPage)?.Page.preload();
    void transport.then(page, page);
  }
}

/**
 * The console's old address of the restocker's phone, and where the login page sends the
 * restocker back to: the field view is a page of its own (field.html, outside the layout and
 * the session guard; it opens with no network), which this address leads to.
 */
function ToFieldPage() {
  useEffect(() => window.location.replace(FIELD_PAGE_URL), []);
  return <PageLoading />;
}

/**
 * The routes of docs/SPECIFICATION.md §2 in hash mode (HashRouter in App). Declarative routes keep the first
 * screen light: the data router's machinery is not needed by a console that loads in pages.
 */
export function ConsoleRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path={FIELD_PATH} element={<ToFieldPage />} />
        <Route element={<SessionGate />}>
          <Route path={ROOT_PATH} element={<Navigate to={LOGIN_PATH} replace />} />
          <Route path={LOGIN_PATH} element={<LoginPage />} />
          <Route path={WELCOME_PATH} element={<WelcomePage />} />
          <Route path={NOT_FOUND_PATH} element={<NotFoundPage />} />
          <Route path={UNAUTHORIZED_PATH} element={<UnauthorizedPage />} />
          <Route element={<ConsoleLayout />}>
            {layoutPages.map(({ path, handle, Page }) => (
              // A cached page is drawn by the layout itself, which keeps it alive (see KeptAlivePages).
              <Route key={path} path={path} element={handle.cached ? null : <PageRoute Page={Page} />} />
            ))}
          </Route>
          <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

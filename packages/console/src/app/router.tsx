import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LOGIN_PATH, NOT_FOUND_PATH, ROOT_PATH, UNAUTHORIZED_PATH, WELCOME_PATH } from '../config/constants';
import { layoutPages, PageLoading, PageRoute } from './layoutPages';
import { retryableLazy } from './retryableLazy';
import { SessionGate } from './SessionGate';

const LoginPage = retryableLazy(() => import('../features/auth/LoginPage'));
const WelcomePage = retryableLazy(() => import('../features/auth/WelcomePage'));
const NotFoundPage = retryableLazy(() =>
  import('../features/errors/ErrorPages').then((m) => ({ default: m.NotFoundPage })),
);
const UnauthorizedPage = retryableLazy(() =>
  import('../features/errors/ErrorPages').then((m) => ({ default: m.UnauthorizedPage })),
);
const ConsoleLayout = retryableLazy(() => import('./ConsoleLayout').then((m) => ({ default: m.ConsoleLayout })));

/**
 * The routes of docs/SPECIFICATION.md §2 in hash mode (HashRouter in App). Declarative routes keep the first
 * screen light: the data router's machinery is not needed by a console that loads in pages.
 */
export function ConsoleRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
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

import { Spinner } from '@vending/ui';
import { Suspense, type ComponentType } from 'react';
import { retryableLazy, type PreloadableComponent } from './retryableLazy';
import { consolePageRoutes, type ConsolePageRoute } from './routeTable';

// Apart from the router so that the layout's kept-alive pages and the router share it without
// importing each other.

/** The layout of the pages (menu, tab strip, header), in a chunk of its own. */
export const ConsoleLayout = retryableLazy(() => import('./ConsoleLayout').then((m) => ({ default: m.ConsoleLayout })));

/** One lazily loaded chunk per page of the main layout. */
export const layoutPages: readonly (ConsolePageRoute & { Page: PreloadableComponent })[] = consolePageRoutes.map(
  (route) => ({
    ...route,
    Page: retryableLazy(route.load),
  }),
);

export function PageRoute({ Page }: { Page: ComponentType }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

export function PageLoading() {
  return (
    <div className="flex min-h-40 items-center justify-center text-2xl text-primary-text">
      <Spinner />
    </div>
  );
}

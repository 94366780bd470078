import { Spinner } from '@vending/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoadError, retryableLazy, useCodeStatus, type PreloadableComponent } from './retryableLazy';
import { consolePageRoutes, type ConsolePageRoute } from './routeTable';

// Apart from the router so that the layout's kept-alive pages and the router share it without
// importing each other.

/** One lazily loaded chunk per page of the main layout. */
export const layoutPages: readonly (ConsolePageRoute & { Page: PreloadableComponent })[] = consolePageRoutes.map(
  (route) => ({
    ...route,
    Page: retryableLazy(route.load),
  }),
);

/**
 * A page of the layout: its spinner until its code is here, then the page. The spinner is drawn
 * here, not as a Suspense fallback, so that the page shows as soon as its code arrives (React
 * reveals what suspended 300 ms after its fallback at the earliest); a page whose code could not
 * be fetched throws, for the page's error boundary to say so and offer its retry.
 */
export function PageRoute({ Page }: { Page: PreloadableComponent }) {
  const status = useCodeStatus(Page);
  if (status instanceof PageLoadError) throw status;
  if (status === 'loading') return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-40 items-center justify-center text-2xl text-primary-text">
      {/* Named like the session guard's, so a screen reader hears that the page is on its way. */}
      <Spinner label={t('app.loading')} />
    </div>
  );
}

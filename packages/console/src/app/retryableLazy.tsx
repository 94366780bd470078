import { lazy, type ComponentType } from 'react';

/** A page's code that could not be fetched: the network was down, or the server was. */
export class PageLoadError extends Error {
  override name = 'PageLoadError';
}

const failedLoads = new Set<() => void>();

/**
 * Forgets the loads that failed, so the next render fetches their code again. A page's retry
 * calls it: React.lazy keeps a failed load's error for ever, so a page first opened offline
 * would fail until the whole console was reloaded.
 */
export function forgetFailedLoads() {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}

/** React.lazy whose failed load is tried again after `forgetFailedLoads` (and only then: no retry loop while offline). */
export function retryableLazy(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const attempt = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedLoads.add(() => {
          current = attempt();
        });
        throw new PageLoadError(error instanceof Error ? error.message : String(error), { cause: error });
      }),
    );
  let current = attempt();
  // One component for the router, whichever attempt it draws.
  return function RetryableLazy() {
    const Current = current;
    return <Current />;
  };
}

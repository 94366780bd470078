import { lazy, useEffect, useState, type ComponentType } from 'react';

/** A page's code that could not be fetched: the network was down, or the server was. */
export class PageLoadError extends Error {
  override name = 'PageLoadError';
}

const failedLoads = new Set<() => void>();

/** The error a failed fetch of a page's code is shown as. */
function pageLoadError(error: unknown): PageLoadError {
  return error instanceof PageLoadError
    ? error
    : new PageLoadError(error instanceof Error ? error.message : String(error), { cause: error });
}

/**
 * Forgets the loads that failed, so the next render fetches their code again. A page's retry
 * calls it: React.lazy keeps a failed load's error for ever, so a page first opened offline
 * would fail until the whole console was reloaded.
 */
export function forgetFailedLoads() {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}

/** A lazily loaded component whose code can be fetched before it is first drawn. */
export type PreloadableComponent = ComponentType & {
  /**
   * Starts fetching the code now (the start-up does, beside config.json and the session call);
   * the first render then waits for this same load instead of starting its own. A failed
   * preload is forgotten: the render loads again and shows its failure as before.
   */
  preload(): Promise<void>;
  /** Fetches the code, as `preload` does; rejects with a PageLoadError if it cannot be fetched. */
  load(): Promise<void>;
  /** Whether the code is here: drawn now, the component does not suspend. */
  isLoaded(): boolean;
};

/** React.lazy whose failed load is tried again after `forgetFailedLoads` (and only then: no retry loop while offline). */
export function retryableLazy(load: () => Promise<{ default: ComponentType }>): PreloadableComponent {
  // One load shared by a preload and the render that follows it; cleared when it fails.
  let loading: Promise<{ default: ComponentType }> | null = null;
  // The component once its code is here. React.lazy suspends on its first render even then: the
  // fallback is committed and React holds the page back for its fallback throttle (300 ms)
  // before showing it, so a page preloaded beside the session call appeared 300 ms after the
  // session's answer (docs/BENCHMARKS.md, issue 13). A render after the load draws it at once.
  let loaded: ComponentType | null = null;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const attempt = () =>
    lazy(() =>
      loadOnce().catch((error: unknown) => {
        failedLoads.add(() => {
          current = attempt();
        });
        throw pageLoadError(error);
      }),
    );
  let current = attempt();
  // One component for the router, whichever attempt it draws.
  function RetryableLazy() {
    // React.lazy resolves only after `loaded` is set (they share the load), so the page is always
    // committed as the loaded component itself, and a later render does not mount it anew.
    const Current = loaded ?? current;
    return <Current />;
  }
  RetryableLazy.isLoaded = () => loaded !== null;
  RetryableLazy.load = () =>
    loadOnce().then(
      () => undefined,
      (error: unknown) => {
        throw pageLoadError(error);
      },
    );
  RetryableLazy.preload = () => RetryableLazy.load().catch(() => undefined);
  return RetryableLazy;
}

/** Where a component's code is: still loading, here, or not fetched (the reason). */
export type CodeStatus = 'loading' | 'here' | PageLoadError;

/**
 * Loads `component`'s code while `wanted`, and says where it is. Its arrival is an ordinary
 * update: a component drawn before its code is here suspends instead, and React reveals what
 * suspended no sooner than 300 ms after the fallback it showed (its reveal throttle), which held
 * pages and the layout's frame back (docs/BENCHMARKS.md, issue 13).
 */
export function useCodeStatus(component: PreloadableComponent, wanted = true): CodeStatus {
  const [status, setStatus] = useState<CodeStatus>(() => (component.isLoaded() ? 'here' : 'loading'));
  useEffect(() => {
    if (!wanted || status !== 'loading') return undefined;
    let live = true;
    component.load().then(
      () => {
        if (live) setStatus('here');
      },
      (error: unknown) => {
        if (live) setStatus(pageLoadError(error));
      },
    );
    return () => {
      live = false;
    };
  }, [component, wanted, status]);
  return status;
}

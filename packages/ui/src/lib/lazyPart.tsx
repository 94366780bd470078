import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code is loaded on first render, so a page that never shows it does not
 * download it (a calendar until it is opened, a form until its dialog is). Unlike React.lazy,
 * a failed load (offline, a build replaced on the server) is not remembered: `retry` loads
 * again. While loading, `fallback` stands in (give it the part's size: no layout jump); after
 * a failure, `failed` says so (with a retry), and `onLoadError` is told.
 */
export interface LazyPartProps {
  /** Shown while the code loads; nothing by default. */
  fallback?: ReactNode;
  /** Shown when the code failed to load; nothing by default. */
  failed?: (retry: () => void, error: Error) => ReactNode;
  onLoadError?: (error: Error) => void;
}

export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props & LazyPartProps> & {
  /** Loads the code now (a failed load is forgotten, so the next call tries again). */
  preload: () => Promise<ComponentType<Props>>;
  /** Whether the code is here: the part renders at once. */
  isLoaded: () => boolean;
} {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Forgotten, so that the next attempt loads again.
        loading = null;
        throw error instanceof Error ? error : new Error(String(error));
      },
    ));

  function LazyPart({ fallback = null, failed, onLoadError, ...props }: Props & LazyPartProps) {
    const [attempt, setAttempt] = useState(0);
    // Re-renders once the code is here (the component itself is read from `loaded`).
    const [, setReady] = useState(false);
    const [error, setError] = useState<Error | null>(null);
    useEffect(() => {
      if (loaded) return undefined;
      let live = true;
      preload().then(
        () => live && setReady(true),
        (reason: Error) => {
          if (!live) return;
          setError(reason);
          onLoadError?.(reason);
        },
      );
      return () => {
        live = false;
      };
      // onLoadError is read when the load ends; a new function each render must not reload.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [attempt]);
    const Component = loaded;
    if (Component) return <Component {...(props as Props)} />;
    if (error && failed) {
      return failed(() => {
        setError(null);
        setAttempt((previous) => previous + 1);
      }, error);
    }
    return error ? null : fallback;
  }
  return Object.assign(LazyPart, { preload, isLoaded: () => loaded !== null });
}

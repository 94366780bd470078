import { useSyncExternalStore } from 'react';
import type * as ToastsModule from './toastsModule';

/*
 * The ui's messages and notifications draw with sonner (10 KB gzip). The login page must not
 * fetch it for messages it may never show (docs/BENCHMARKS.md), so the console's own shell says
 * them through here: the first message loads the library and mounts the host (`ToastHost` in
 * App), which then draws it — sonner replays a toast created before its host subscribed. A
 * session mounts the host at once, so the pages' own `message.*` calls find it mounted.
 */

type Toasts = typeof ToastsModule;

let loading: Promise<Toasts> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** The messages' library, loaded once (the host's lazy component loads it this way). */
export function toastsModule(): Promise<Toasts> {
  loading ??= import('./toastsModule').catch((error: unknown) => {
    // A failed load (offline) is tried again by the next message.
    loading = null;
    throw error;
  });
  return loading;
}

/** Loads the messages' library and asks for its host to be mounted (for good). */
export function loadToasts(): Promise<Toasts> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return toastsModule();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a message has asked for the host. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => wanted,
  );
}

/** Shows once the library is here; resolves then (or when it could not be loaded). */
const later = (show: (toasts: Toasts) => void): Promise<void> =>
  loadToasts().then(
    (toasts) => void show(toasts),
    () => undefined,
  );

/** The ui's `message`, loaded on first use. */
export const lazyMessage = {
  error: (text: string) => later(({ message }) => message.error(text)),
  warning: (text: string) => later(({ message }) => message.warning(text)),
};

/** The ui's `notify`, loaded on first use; each call resolves once the notification is given to its host. */
export const lazyNotify = {
  error: (options: { title: string; description: string }) => later(({ notify }) => notify.error(options)),
  warning: (options: { title: string; description: string }) => later(({ notify }) => notify.warning(options)),
};

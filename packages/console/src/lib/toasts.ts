import { useSyncExternalStore } from 'react';
import type * as ToastsModule from './toastsModule';

/*
 * The ui's messages and notifications draw with sonner (10 KB gzip). No page fetches it for
 * messages it may never show (docs/BENCHMARKS.md), so the console says them through here: the
 * first message loads the library and mounts the host (`ToastHost`), and is given to the host
 * once it listens. When the library cannot be loaded (the network is gone), the message is given
 * to the fallback the layout registers (`MessageFallbackHost`), which draws it without sonner.
 */

type Toasts = typeof ToastsModule;

let loading: Promise<Toasts> | null = null;
/** How many times a message asked for the host: each ask after a failed load loads again. */
let asks = 0;
const listeners = new Set<() => void>();
let hostIsMounted = false;
let hostMounted: () => void = () => undefined;
/** Resolves once the host is mounted and listening (ToastHost says so). */
const hostReady = new Promise<void>((resolve) => (hostMounted = resolve));

/** The messages' library, loaded once (a failed load is tried again by the next message). */
export function toastsModule(): Promise<Toasts> {
  loading ??= import('./toastsModule').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Loads the messages' library and asks for its host to be mounted (for good). */
export function loadToasts(): Promise<Toasts> {
  // Once the host is there, a message is no news to it (no render of the host per message).
  if (!hostIsMounted) {
    asks += 1;
    for (const listener of listeners) listener();
  }
  return toastsModule();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many times a message has asked for the host (0: none yet). */
export function useToastHostAsks(): number {
  return useSyncExternalStore(
    subscribe,
    () => asks,
    () => asks,
  );
}

/** Called by ToastHost once its host has mounted: the messages waiting for it are given now. */
export function toastHostMounted(): void {
  hostIsMounted = true;
  hostMounted();
}

/**
 * Shows once the library is here and its host listens; resolves then (or when the library could
 * not be loaded). Waiting for the host matters: the 2 s before a refused session logs out count
 * from this moment (session/loadSession.ts), and a host still mounting drew the notification
 * 0.3 s later — React reveals a suspended part at most every 300 ms.
 */
const later = (show: (toasts: Toasts) => void, offline: Parameters<MessageFallback>): Promise<void> =>
  loadToasts().then(
    async (toasts) => {
      await hostReady;
      show(toasts);
    },
    () => fallback?.(...offline),
  );

type MessageFallback = (type: 'success' | 'info' | 'warning' | 'error', text: string) => void;
let fallback: MessageFallback | null = null;

/**
 * Where a message goes when the library could not be loaded (offline): the layout's
 * `MessageFallbackHost` registers itself while mounted. Returns the unregistering function.
 */
export function setMessageFallback(show: MessageFallback): () => void {
  fallback = show;
  return () => {
    if (fallback === show) fallback = null;
  };
}

type Tone = Parameters<MessageFallback>[0];
const say =
  (tone: Tone) =>
  (text: string): Promise<void> =>
    later(({ message }) => message[tone](text), [tone, text]);
const notifyAs =
  (tone: 'error' | 'warning') =>
  (options: { title: string; description: string }): Promise<void> =>
    later(({ notify }) => notify[tone](options), [tone, options.description]);

/** The ui's `message`, loaded on first use; each call resolves once the message is given to its host. */
export const lazyMessage = { success: say('success'), info: say('info'), warning: say('warning'), error: say('error') };

/** The ui's `notify`, loaded on first use; each call resolves once the notification is given to its host. */
export const lazyNotify = { error: notifyAs('error'), warning: notifyAs('warning') };

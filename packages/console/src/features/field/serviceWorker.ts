import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the app's service worker (vite-plugin-pwa's Workbox precache of the built files), so
 * that the field view opens with no network once visited. The desk console never calls it.
 * Nothing to register in development (the dev server has no built files) or where the browser
 * has no service workers.
 */
export function registerFieldServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  void registerSW({ immediate: true });
}

/**
 * Storybook's stand-in for vite-plugin-pwa's `virtual:pwa-register` (the plugin is the console
 * build's, not Storybook's): the field view's stories register no service worker.
 */
export function registerSW(): () => Promise<void> {
  return async () => undefined;
}

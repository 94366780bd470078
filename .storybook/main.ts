import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../packages/console/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    // The field view's service worker comes from the console build's PWA plugin: none here.
    const pwaAlias = {
      find: 'virtual:pwa-register',
      replacement: fileURLToPath(new URL('./pwa-register.ts', import.meta.url)),
    };
    const alias = viteConfig.resolve?.alias ?? [];
    viteConfig.resolve = {
      ...viteConfig.resolve,
      alias: Array.isArray(alias)
        ? [...(alias as { find: string; replacement: string }[]), pwaAlias]
        : [
            ...Object.entries(alias as Record<string, string>).map(([find, replacement]) => ({ find, replacement })),
            pwaAlias,
          ],
    };
    // The dev server's preview failed to import react's default export until it was pre-bundled.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), 'react', 'react-dom'],
    };
    return viteConfig;
  },
};

export default config;

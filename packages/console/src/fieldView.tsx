import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { UiProvider } from '@vending/ui';
import { afterFirstPaint } from './app/afterFirstPaint';
import type { Language } from './config/constants';
import { loadRuntimeConfig } from './config/runtime';
import FieldPage from './features/field/FieldPage';
import { createI18nWith } from './i18n/instance';
import { useSettingsStore } from './stores/settingsStore';

/** Draws the field view (field.tsx starts it) in the cookie's language and the console's settings. */
export function drawFieldView(container: HTMLElement, language: Language): void {
  const { size, colorScheme } = useSettingsStore.getState();
  // The view's words only (FieldPage registers them): Chinese, or English when chosen.
  const i18n = createI18nWith(language, {});
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  document.title = i18n.t('field.title');
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  const applyScheme = () => {
    document.documentElement.dataset['theme'] =
      colorScheme === 'system' ? (dark.matches ? 'dark' : 'light') : colorScheme;
  };
  applyScheme();
  dark.addEventListener('change', applyScheme);
  const root = createRoot(container);
  // A transition, as the console's first render (main.tsx): rendered in slices between other
  // tasks rather than in one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <UiProvider locale={language} size={size}>
            <FieldPage />
          </UiProvider>
        </I18nextProvider>
      </StrictMode>,
    ),
  );
  // The maps link and the upload address come from config.json, asked once the view is painted
  // (the first calls go to the build's API address, as the console's first screen's do).
  void afterFirstPaint().then(() => loadRuntimeConfig());
}

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { controlSizeNames, UiProvider } from '@vending/ui';
import { afterFirstPaint } from './app/afterFirstPaint';
import { COLOR_SCHEME_STORAGE_KEY, SIZE_STORAGE_KEY, type Language } from './config/constants';
import { loadRuntimeConfig } from './config/runtime';
import FieldPage from './features/field/FieldPage';
import { FieldLanguage, fieldWords } from './features/field/fieldWords';

/**
 * A setting the console keeps in local storage (stores/settingsStore.ts), read here without that
 * store, whose module brings i18next to check the language (17 KB the view does without).
 */
function stored<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  const value = window.localStorage.getItem(key);
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Draws the field view (field.tsx starts it) in the cookie's language and the console's settings (size, scheme). */
export function drawFieldView(container: HTMLElement, language: Language): void {
  const size = stored(SIZE_STORAGE_KEY, controlSizeNames, 'mini');
  const colorScheme = stored(COLOR_SCHEME_STORAGE_KEY, ['light', 'dark', 'system'], 'light');
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  document.title = fieldWords[language].field.title;
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
        <FieldLanguage value={language}>
          <UiProvider locale={language} size={size}>
            <FieldPage />
          </UiProvider>
        </FieldLanguage>
      </StrictMode>,
    ),
  );
  // The maps link and the upload address come from config.json, asked once the view is painted
  // (the first calls go to the build's API address, as the console's first screen's do).
  void afterFirstPaint().then(() => loadRuntimeConfig());
}

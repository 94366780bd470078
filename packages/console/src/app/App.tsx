import { UiProvider } from '@vending/ui';
import type { i18n as I18n } from 'i18next';
import { useEffect, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HashRouter } from 'react-router-dom';
import type { ApiClient } from '../api';
import { ensureLanguage } from '../i18n/instance';
import { ToastHost } from '../lib/ToastHost';
import { useSettingsStore } from '../stores/settingsStore';
import { ConsoleRoutes } from './router';
import { ServicesProvider } from '../api/services';

const darkQuery = '(prefers-color-scheme: dark)';
function subscribeToSystemScheme(onChange: () => void) {
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The console's root: services, language, size and colour scheme around the router. */
export function App({ api, i18n }: { api: ApiClient; i18n: I18n }) {
  const language = useSettingsStore((state) => state.language);
  const size = useSettingsStore((state) => state.size);
  const colorScheme = useSettingsStore((state) => state.colorScheme);
  const systemPrefersDark = useSyncExternalStore(subscribeToSystemScheme, () => window.matchMedia(darkQuery).matches);
  const scheme = colorScheme === 'system' ? (systemPrefersDark ? 'dark' : 'light') : colorScheme;

  useEffect(() => {
    let current = true;
    // English words load on first use (i18n/instance.ts); offline, the Chinese ones stand in.
    void ensureLanguage(i18n, language)
      .catch(() => undefined)
      .then(async () => {
        if (!current) return;
        await i18n.changeLanguage(language);
        document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
        document.title = i18n.t('app.name');
      });
    return () => {
      current = false;
    };
  }, [i18n, language]);
  useEffect(() => {
    document.documentElement.dataset['theme'] = scheme;
  }, [scheme]);

  return (
    <I18nextProvider i18n={i18n}>
      <ServicesProvider api={api}>
        <UiProvider locale={language} size={size}>
          {/* Navigations render at once, not as transitions: a transition renders the next page in
              5 ms slices between other tasks, which put a tab switch over 50 ms from click to
              paint (docs/BENCHMARKS.md); a page whose chunk is still loading shows its spinner. */}
          <HashRouter useTransitions={false}>
            <ConsoleRoutes />
            <ToastHost />
          </HashRouter>
        </UiProvider>
      </ServicesProvider>
    </I18nextProvider>
  );
}

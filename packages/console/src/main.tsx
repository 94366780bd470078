import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@vending/ui/styles.css';
import { createConsoleApi } from './api';
import { App } from './app/App';
import { loadRuntimeConfig } from './config/runtime';
import { createI18nWith, ensureLanguage } from './i18n/instance';
import { zh } from './i18n/zh';
import { useSettingsStore } from './stores/settingsStore';

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount the console in.');
  const config = await loadRuntimeConfig();
  // The Chinese words come with the first screen; the English ones load when English is chosen.
  const language = useSettingsStore.getState().language;
  const i18n = createI18nWith(language, { zh });
  await ensureLanguage(i18n, language).catch(() => undefined);
  const api = createConsoleApi(config, i18n);
  // The HTTP transport (axios, the contract's schemas) loads with the first call that needs it:
  // the login form's call goes without it (api/light.ts), so the login page never fetches it.
  createRoot(container).render(
    <StrictMode>
      <App api={api} i18n={i18n} />
    </StrictMode>,
  );
}

void boot();

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@vending/ui/styles.css';
import { createConsoleApi } from './api';
import { App } from './app/App';
import { loadRuntimeConfig } from './config/runtime';
import { createI18n } from './i18n';
import { useSettingsStore } from './stores/settingsStore';

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount the console in.');
  const config = await loadRuntimeConfig();
  const i18n = createI18n(useSettingsStore.getState().language);
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

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
  // The first screen renders without the HTTP transport; fetch it while the user reads it.
  const prefetch = () => void api.prefetch().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch);
  else setTimeout(prefetch, 1);
  createRoot(container).render(
    <StrictMode>
      <App api={api} i18n={i18n} />
    </StrictMode>,
  );
}

void boot();

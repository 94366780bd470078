import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './console.css';
import { createConsoleApi } from './api';
import { deferredApi } from './api/deferred';
import { afterFirstPaint } from './app/afterFirstPaint';
import { App } from './app/App';
import { preloadStartup } from './app/router';
import { startupPlan } from './app/startup';
import { loadRuntimeConfig } from './config/runtime';
import { createI18nWith, ensureLanguage } from './i18n/instance';
import { zh } from './i18n/zh';
import { useAuthStore } from './stores/authStore';
import { useSettingsStore } from './stores/settingsStore';

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount the console in.');
  // Everything the first screen needs starts now, side by side (docs/BENCHMARKS.md, issue 13):
  // the route's chunk, and with a token config.json, the session call's transport and the
  // layout's and page's chunks. Nothing waits for config.json but the calls (deferredApi).
  const plan = startupPlan(window.location.hash, useAuthStore.getState().token !== null);
  // Without a token the first screen makes no call: config.json is fetched once it is painted,
  // so that nothing but the page's own files comes before its paint (a request begun before
  // the largest paint counts as holding it up in Lighthouse's simulation; issue 13).
  const config = plan.transport ? loadRuntimeConfig() : afterFirstPaint().then(() => loadRuntimeConfig());
  // The HTTP transport (axios, the contract's schemas) loads with the first call that needs it:
  // the login form's call goes without it (api/light.ts), so the login page never fetches it;
  // with a token, the session call comes first thing and needs it.
  const transport = plan.transport ? import('./api/transport').catch(() => undefined) : Promise.resolve();
  preloadStartup(plan, transport);
  // The Chinese words come with the first screen; the English ones load when English is chosen.
  const language = useSettingsStore.getState().language;
  const i18n = createI18nWith(language, { zh });
  await ensureLanguage(i18n, language).catch(() => undefined);
  const api = deferredApi(config.then((loaded) => createConsoleApi(loaded, i18n)));
  const root = createRoot(container);
  // The first render as a transition: React renders it in 5 ms slices between other tasks
  // instead of one task of 60-100 ms (the frame, the router, the first page), which was the
  // members page's whole blocking time on a desktop (issue 13, docs/BENCHMARKS.md). Later
  // updates are not transitions; navigations render at once (App.tsx).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App api={api} i18n={i18n} />
      </StrictMode>,
    ),
  );
}

void boot();

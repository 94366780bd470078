import { MessageHost, message } from '@vending/ui';
import type { SessionManagerInfo } from '@vending/contract';
import { DEFAULT_MONEY_SETTINGS } from '@vending/contract/money';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient } from '../api/client';
import { ConsoleRoutes } from '../app/router';
import { ServicesProvider } from '../api/services';
import type { Language } from '../config/constants';
import { createI18n } from '../i18n';
import type { Permissions } from '../session/permissions';
import { toastHostMounted } from '../lib/toasts';
import { useAuthStore } from '../stores/authStore';
import { useSettingsStore } from '../stores/settingsStore';
import { useMoneyStore } from '../stores/moneyStore';
import { useTabsStore } from '../stores/tabsStore';
import { mockServer, ok, type MockAnswers } from './mockNetwork';

export interface ConsoleStoryProps {
  /** The route shown, e.g. `/member/list?page=2`. */
  path: string;
  language: Language;
  /** Who is logged in; none for the public pages. */
  user?: SessionManagerInfo;
  permissions?: Permissions;
  /** Answers of the mocked network, by endpoint. */
  answers?: MockAnswers;
  /** Tabs already open in the strip. */
  openTabs?: { path: string; title: string }[];
}

const defaultMoneySettings = { ...DEFAULT_MONEY_SETTINGS, updatedBy: null, updateTime: null };
/**
 * The real console (routes, guard, layout, pages, HTTP client) in a memory router, with the
 * network answered from fixtures. The story decorator provides the ui's locale, size and scheme.
 */
export function ConsoleStory({
  path,
  language,
  user,
  permissions = { kind: 'all' },
  answers = {},
  openTabs = [],
}: ConsoleStoryProps) {
  const [setup] = useState(() => {
    const i18n = createI18n(language);
    useSettingsStore.setState({ language, sidebarOpen: true });
    useTabsStore.setState({ tabs: openTabs, queries: {} });
    // Yuan without GST unless the story answers otherwise; nothing carries over from another story.
    useMoneyStore.setState(DEFAULT_MONEY_SETTINGS);
    // A message the previous story left up would otherwise show in this story's picture.
    message.dismissAll();
    const auth = useAuthStore.getState();
    auth.clear();
    if (user) {
      auth.setToken('story-token');
      auth.setSession(user, permissions);
    }
    const api = createApiClient({
      baseURL: '',
      timeoutMs: 20_000,
      expiryDelayMs: 2_000,
      ...mockServer({ getMoneySettings: ok(defaultMoneySettings), ...answers }),
      notifier: { error: () => undefined, warning: () => undefined, notifyWarning: () => undefined },
      session: { getToken: () => useAuthStore.getState().token, expire: () => useAuthStore.getState().clear() },
      translate: (word) => i18n.t(`http.${word}`),
    });
    return { i18n, api };
  });
  // The pages say their messages through lib/toasts.ts, which waits for its host: MessageHost here.
  // A parent's effect runs after its children's, so the host listens by now.
  useEffect(() => toastHostMounted(), []);
  return (
    <I18nextProvider i18n={setup.i18n}>
      <ServicesProvider api={setup.api}>
        <MemoryRouter initialEntries={[path]}>
          <ConsoleRoutes />
        </MemoryRouter>
        <MessageHost />
      </ServicesProvider>
    </I18nextProvider>
  );
}

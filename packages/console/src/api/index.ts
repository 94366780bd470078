import type { i18n as I18n } from 'i18next';
import { AUTO_LOGOUT_DELAY_MS, REQUEST_TIMEOUT_MS } from '../config/constants';
import type { RuntimeConfig } from '../config/runtime';
import { lazyMessage, lazyNotify } from '../lib/toasts';
import { endSession } from '../session/endSession';
import { useAuthStore } from '../stores/authStore';
import { useSettingsStore } from '../stores/settingsStore';
import { createApiClient, type ApiClient } from './client';

export { ApiError, isSuccessCode, refusalText } from './catalogue';
export { isCallAbandoned, isDownload, type ApiClient, type Download, type EnvelopeInsteadOfFile } from './client';

/** The console's one HTTP client, speaking through the ui's messages and the auth store. */
export function createConsoleApi(
  { apiBaseUrl, uploadUrl }: Pick<RuntimeConfig, 'apiBaseUrl' | 'uploadUrl'>,
  i18n: I18n,
  reload: () => void = () => window.location.reload(),
): ApiClient {
  return createApiClient({
    baseURL: apiBaseUrl,
    uploadUrl,
    timeoutMs: REQUEST_TIMEOUT_MS,
    expiryDelayMs: AUTO_LOGOUT_DELAY_MS,
    notifier: {
      // The toast library loads with the first message (lib/toasts.ts), not on the login page.
      error: (text) => lazyMessage.error(text),
      warning: (text) => lazyMessage.warning(text),
      notifyWarning: (title, description) => lazyNotify.warning({ title, description }),
    },
    session: {
      getToken: () => useAuthStore.getState().token,
      expire: () => {
        endSession(null);
        reload();
      },
    },
    translate: (word) => i18n.t(`http.${word}`),
    getLanguage: () => useSettingsStore.getState().language,
  });
}

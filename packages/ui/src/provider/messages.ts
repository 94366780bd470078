import { dataMessages } from '../messages/data';
import { feedbackMessages } from '../messages/feedback';
import { formMessages } from '../messages/forms';
import { shellMessages } from '../messages/shell';
import { defineMessages } from '../messages/defineMessages';

/**
 * The words the design system itself shows (a close control's name, "loading", a table's
 * empty text...). Business words come from the console's i18n; these stay inside ui so that
 * ui knows nothing of the console. One file per area, merged here.
 */
const baseMessages = defineMessages(
  {
    loading: '加载中',
    close: '关闭',
    partLoadFailed: '加载失败',
    retry: '重试',
  },
  {
    loading: 'Loading',
    close: 'Close',
    partLoadFailed: 'Failed to load',
    retry: 'Retry',
  },
);

export const uiMessages = {
  zh: { ...baseMessages.zh, ...shellMessages.zh, ...dataMessages.zh, ...formMessages.zh, ...feedbackMessages.zh },
  en: { ...baseMessages.en, ...shellMessages.en, ...dataMessages.en, ...formMessages.en, ...feedbackMessages.en },
};

export type UiLocale = keyof typeof uiMessages;
export type UiMessageKey = keyof (typeof uiMessages)['zh'];

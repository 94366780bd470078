import type { dataMessages } from '../messages/data';
import { feedbackMessages } from '../messages/feedback';
import { formMessages } from '../messages/forms';
import type { shellMessages } from '../messages/shell';
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

type Words = typeof baseMessages.zh &
  (typeof shellMessages)['zh'] &
  typeof formMessages.zh &
  typeof feedbackMessages.zh &
  (typeof dataMessages)['zh'];

/**
 * The data components' words (tables, pagination, filter bars) and the shell's (sidebar, tabs,
 * navbar) join the table when their module loads (messages/data.ts and messages/shell.ts call
 * `addUiMessages`): they come with the list's and the layout's chunks, not with the login page,
 * which draws neither (its weight, docs/BENCHMARKS.md). Every such component imports its area's
 * module (`fillMessage`, `useShellMessage`), so its words are here before it draws.
 */
export const uiMessages = {
  zh: { ...baseMessages.zh, ...formMessages.zh, ...feedbackMessages.zh },
  en: { ...baseMessages.en, ...formMessages.en, ...feedbackMessages.en },
} as { zh: Words; en: Words };

/** Adds an area's words to the table (see above). */
export function addUiMessages(area: { zh: Record<string, string>; en: Record<string, string> }): void {
  Object.assign(uiMessages.zh, area.zh);
  Object.assign(uiMessages.en, area.en);
}

export type UiLocale = keyof typeof uiMessages;
export type UiMessageKey = keyof Words;

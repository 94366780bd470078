/**
 * The few words the design system itself shows (a close control's name, "loading"...).
 * Business words come from the console's i18n; these stay inside ui so that ui knows
 * nothing of the console.
 */
export const uiMessages = {
  zh: {
    loading: '加载中',
    close: '关闭',
    iconFallback: '图标',
  },
  en: {
    loading: 'Loading',
    close: 'Close',
    iconFallback: 'Icon',
  },
} as const;

export type UiLocale = keyof typeof uiMessages;
export type UiMessageKey = keyof (typeof uiMessages)['zh'];
export const uiLocales = Object.keys(uiMessages) as UiLocale[];

import type { Language } from '../config/constants';

/** Console page stories fill the viewport like the real console and read the toolbar's locale. */
export const consolePageParameters = { layout: 'fullscreen' } as const;

export function languageOf(globals: Record<string, unknown>): Language {
  return globals['locale'] === 'en' ? 'en' : 'zh';
}

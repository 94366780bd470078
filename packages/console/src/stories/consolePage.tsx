import type { StoryContext } from '@storybook/react-vite';
import type { EndpointName } from '@vending/contract';
import { expect, within } from 'storybook/test';
import type { Language } from '../config/constants';
import { ConsoleStory, type ConsoleStoryProps } from './ConsoleStory';
import { superAdministrator } from './fixtures';
import type { MockAnswers } from './mockNetwork';

/** Console page stories fill the viewport like the real console and read the toolbar's locale. */
export const consolePageParameters = { layout: 'fullscreen' } as const;

/**
 * A phone's width (390 × 844): the console as an operator sees it on a phone. The story test
 * runner sizes its browser by these (Storybook's viewport parameters and global).
 */
export const phoneWidth = {
  parameters: {
    ...consolePageParameters,
    viewport: { options: { phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' } } } },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
} as const;

export function languageOf(globals: Record<string, unknown>): Language {
  return globals['locale'] === 'en' ? 'en' : 'zh';
}

/**
 * What every console page's stories share: the real console on the mocked network, logged in
 * as the super administrator unless said otherwise, in the toolbar's language. Spread it into
 * the meta beside a literal `title` (Storybook reads the title without running the file).
 */
export function consolePage(args: Omit<ConsoleStoryProps, 'language'> & { language?: Language }) {
  return {
    component: ConsoleStory,
    parameters: consolePageParameters,
    args: { language: 'zh' as Language, user: superAdministrator, ...args },
    render: (storyArgs: ConsoleStoryProps, { globals }: Pick<StoryContext, 'globals'>) => (
      <ConsoleStory {...storyArgs} language={languageOf(globals)} />
    ),
  };
}

interface ListStoriesOptions {
  /** The list call, so the refused and empty stories can answer it. */
  list: EndpointName;
  /** The table's name in each language (the page title). */
  table: { zh: string; en: string };
  /** A cell the list shows, in both languages (data stays as entered): its name, or a pattern of it. */
  cell: string | RegExp;
  /** What the list answers beside an empty page, when it answers more (the totals of a list with totals). */
  emptyExtra?: Record<string, unknown>;
}

/**
 * The states a designer reviews on every list page: the list, the list in English on the dark
 * scheme, an empty list, and a refused list call with its retry. Export each under a name.
 */
export function listPageStories({ list, table, cell, emptyExtra = {} }: ListStoriesOptions) {
  const shows = async (canvasElement: HTMLElement, name: string) => {
    const shown = await within(canvasElement).findByRole('table', { name });
    await expect(await within(shown).findByRole('cell', { name: cell })).toBeVisible();
  };
  const refused: MockAnswers = { [list]: { code: 0, msg: '数据库繁忙，请稍后再试', data: null } };
  const empty: MockAnswers = { [list]: { code: 1, msg: '操作成功', data: { rows: [], total: 0, ...emptyExtra } } };
  return {
    list: { play: ({ canvasElement }: { canvasElement: HTMLElement }) => shows(canvasElement, table.zh) },
    englishDark: {
      globals: { locale: 'en', scheme: 'dark' },
      play: ({ canvasElement }: { canvasElement: HTMLElement }) => shows(canvasElement, table.en),
    },
    empty: {
      args: { answers: empty },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const shown = await within(canvasElement).findByRole('table', { name: table.zh });
        await expect(await within(shown).findByText('暂无数据')).toBeVisible();
      },
    },
    loadFailed: {
      args: { answers: refused },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const page = within(canvasElement);
        await expect(await page.findByText('数据库繁忙，请稍后再试')).toBeVisible();
        await expect(page.getByRole('button', { name: /重试/ })).toBeVisible();
      },
    },
  };
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { securityEvents } from './fixtures';

const meta = {
  title: 'Console/Pages/Security events',
  ...consolePage({
    path: '/administrators/security',
    answers: { getSecurityEventList: ok({ rows: securityEvents, total: securityEvents.length }) },
    openTabs: [{ path: '/administrators/security', title: '安全事件' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getSecurityEventList',
  table: { zh: '安全事件', en: 'Security events' },
  cell: 'zhangwei',
});

export const SecurityEvents: Story = {
  play: async (context) => {
    await states.list.play(context);
    const table = within(context.canvasElement).getByRole('table', { name: '安全事件' });
    await expect(within(table).getAllByText('登录失败')).toHaveLength(2);
    await expect(within(table).getByText('登录受限')).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '10.0.8.21' })).toBeVisible();
  },
};

/** In English, the call and the page are said in English: no call name, no Chinese menu name. */
export const SecurityEventsEnglishDark: Story = {
  ...states.englishDark,
  play: async (context) => {
    await states.englishDark.play?.(context);
    const table = within(context.canvasElement).getByRole('table', { name: 'Security events' });
    const refused = within((await within(table).findByText('10.0.8.21')).closest('tr')!);
    await expect(refused.getByRole('cell', { name: 'Administrators' })).toBeVisible();
    await expect(refused.getByRole('cell', { name: 'Viewed' })).toBeVisible();
    await expect(within(table).queryByText('getManagerList')).toBeNull();
    await expect(within(table).getAllByRole('cell', { name: 'Login' })).toHaveLength(3);
    await expect(within(table).queryByText('管理员列表')).toBeNull();
    // The recorded messages in English too: no Chinese word left in the table.
    await expect(refused.getByRole('cell', { name: 'You do not have permission' })).toBeVisible();
    await expect(within(table).getAllByRole('cell', { name: 'Wrong username or password' })).toHaveLength(2);
    await expect(within(table).queryByText(/[\u4e00-\u9fff]/)).toBeNull();
  },
};

export const Empty: Story = states.empty;

export const LoadFailed: Story = states.loadFailed;

/** The list call refused for want of the page's permission (taken away since the menu loaded). */
export const Refused: Story = {
  args: { answers: { getSecurityEventList: { code: 21, msg: '权限不足', data: null } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/权限不足/)).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { activityRows } from './fixtures';

const meta = {
  title: 'Console/Pages/Activities',
  ...consolePage({
    path: '/system/messageList',
    answers: {
      getActivityList: ok({ rows: activityRows, total: 14 }),
      transitActivity: ok(null),
    },
    openTabs: [{ path: '/system/messageList', title: '活动列表' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getActivityList',
  table: { zh: '活动列表', en: 'Activities' },
  cell: '冬季热饮上新',
});

export const Activities: Story = {
  play: async (context) => {
    await states.list.play(context);
    const table = within(within(context.canvasElement).getByRole('table', { name: '活动列表' }));
    // The audience in words; only a scheduled activity can be cancelled.
    const filtered = within(table.getByRole('cell', { name: '老会员回馈券' }).closest('tr')!);
    await expect(filtered.getByText('关键词“139” · 注册于 2026-01-01 至 2026-06-30')).toBeVisible();
    await expect(filtered.queryByRole('button', { name: '取消发送' })).toBeNull();
    const scheduled = within(table.getByRole('cell', { name: '冬季热饮上新' }).closest('tr')!);
    await expect(scheduled.getByText('启用会员')).toBeVisible();
    await expect(scheduled.getByText('待发送')).toBeVisible();
    await expect(scheduled.getByRole('button', { name: '取消发送' })).toBeVisible();
  },
};
export const ActivitiesEnglishDark: Story = {
  globals: { locale: 'en', scheme: 'dark' },
  play: async (context) => {
    await states.englishDark.play(context);
    const page = within(context.canvasElement);
    await expect(page.getByRole('button', { name: 'Push an activity' })).toBeVisible();
    await expect(page.getAllByText('All members').length).toBeGreaterThan(0);
  },
};
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** Cancelling asks first, naming the activity. */
export const CancelScheduled: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '活动列表' }));
    const row = within((await table.findByRole('cell', { name: '冬季热饮上新' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '取消发送' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByText(/冬季热饮上新/)).toBeVisible();
  },
};

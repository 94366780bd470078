import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { feedbackRows, pendingDetail } from './fixtures';

const meta = {
  title: 'Console/Pages/Feedback',
  ...consolePage({
    path: '/feedback/list',
    answers: {
      getFeedbackList: ok({ rows: feedbackRows, total: 40 }),
      getFeedbackDetail: ok(pendingDetail),
    },
    openTabs: [{ path: '/feedback/list', title: '反馈列表' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({ list: 'getFeedbackList', table: { zh: '反馈列表', en: 'Feedback' }, cell: '王芳' });

export const Feedback: Story = {
  play: async (context) => {
    await states.list.play(context);
    const table = within(within(context.canvasElement).getByRole('table', { name: '反馈列表' }));
    const row = within(table.getByRole('cell', { name: '王芳' }).closest('tr')!);
    await expect(row.getByText('设备故障')).toBeVisible();
    await expect(row.getByText('待处理')).toBeVisible();
  },
};
export const FeedbackEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** A row opens its detail; the tab names the feedback and the list stays highlighted in the menu. */
export const OpensDetail: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = within(await page.findByRole('table', { name: '反馈列表' }));
    const row = within((await table.findByRole('cell', { name: '王芳' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '查看' }));
    await expect(await page.findByText(/下午三点左右在一楼大厅的机器上/)).toBeVisible();
    await expect(page.getByRole('tab', { name: /反馈详情 #120/ })).toBeVisible();
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await expect(within(menu).getByRole('treeitem', { name: '反馈列表' })).toHaveAttribute('aria-current', 'page');
  },
};

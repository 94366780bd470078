import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';

/** The audience count the server would answer: 300 members, 271 enabled, 42 with a keyword. */
function audienceCount(request: { params?: Record<string, unknown> }) {
  const params = request.params ?? {};
  if (params['keyword']) return ok({ count: 42 });
  if (params['isFlag'] !== undefined) return ok({ count: 271 });
  return ok({ count: 300 });
}

const meta = {
  title: 'Console/Pages/Activity push',
  ...consolePage({
    path: '/system/message',
    answers: {
      countActivityAudience: audienceCount,
      pushActivity: ok({ activityId: 13, status: 2, audienceSize: 300 }),
    },
    openTabs: [{ path: '/system/message', title: '活动推送' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ActivityPush: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: '活动推送', level: 1 })).toBeVisible();
    await expect(await page.findByText('将推送给 300 位会员')).toBeVisible();
    await expect(page.getByRole('radio', { name: '全部会员' })).toBeChecked();
  },
};

export const ActivityPushEnglishDark: Story = {
  globals: { locale: 'en', scheme: 'dark' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Reaches 300 members')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Send at a time' })).toBeVisible();
  },
};

/** Filtering shows the member filters, and the count follows them before anything is sent. */
export const FilteredAudience: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('radio', { name: '按条件筛选' }));
    await userEvent.type(await page.findByLabelText('会员昵称或手机号'), '139');
    await expect(await page.findByText('将推送给 42 位会员')).toBeVisible();
    // 不限 is the form's own value, not a flag the call refuses: the filtered send goes ahead.
    await expect(page.getByRole('combobox', { name: '会员状态' })).toHaveTextContent('不限');
    await userEvent.type(page.getByLabelText('标题'), '老会员回馈');
    await userEvent.type(page.getByLabelText('内容'), '满 20 减 3。');
    await userEvent.click(page.getByRole('button', { name: '发送' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByText('确定向 42 位会员发送“老会员回馈”吗？')).toBeVisible();
  },
};

/** Scheduling asks for the time, picked, not typed (请选择…, issue 30); the send is confirmed first, naming the count. */
export const ScheduleNeedsTime: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText('标题'), '双十二满 20 减 5');
    await userEvent.type(page.getByLabelText('内容'), '当天单笔满 20 元立减 5 元。');
    await userEvent.click(page.getByRole('radio', { name: '定时发送' }));
    await userEvent.click(page.getByRole('button', { name: '定时发送' }));
    await expect(await page.findByText('请选择发送时间')).toBeVisible();
  },
};

/** The same in English: a picker says Select …. */
export const ScheduleNeedsTimeEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText('Title'), 'Double twelve');
    await userEvent.type(page.getByLabelText('Content'), 'Five off twenty.');
    await userEvent.click(page.getByRole('radio', { name: 'Send at a time' }));
    await userEvent.click(page.getByRole('button', { name: 'Schedule' }));
    await expect(await page.findByText('Select Send time')).toBeVisible();
  },
};

export const ConfirmSend: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText('标题'), '周五咖啡买一送一');
    await userEvent.type(page.getByLabelText('内容'), '本周五全天，咖啡买一送一。');
    await expect(await page.findByText('将推送给 300 位会员')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '发送' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByText('确定向 300 位会员发送“周五咖啡买一送一”吗？')).toBeVisible();
  },
};

/** The server's refusal stands under its field and every typed value stays. */
export const Refused: Story = {
  args: {
    answers: {
      countActivityAudience: audienceCount,
      pushActivity: { code: 0, msg: '', data: { message: '标题 不能为空', field: 'title' } },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText('标题'), '周五活动');
    await userEvent.type(page.getByLabelText('内容'), '内容保留');
    await expect(await page.findByText('将推送给 300 位会员')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '发送' }));
    await userEvent.click(await within(document.body).findByRole('button', { name: '确定' }));
    await expect(await page.findByText('标题 不能为空')).toBeVisible();
    await expect(page.getByLabelText('内容')).toHaveValue('内容保留');
  },
};

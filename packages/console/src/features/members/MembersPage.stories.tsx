import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePageParameters, languageOf } from '../../stories/consoleMeta';
import { members, superAdministrator } from '../../stories/fixtures';
import { ok } from '../../stories/mockNetwork';

const memberPage = ok({ rows: members, total: 128 });

const meta = {
  title: 'Console/Pages/Members',
  component: ConsoleStory,
  parameters: consolePageParameters,
  args: {
    path: '/member/list',
    language: 'zh',
    user: superAdministrator,
    answers: { getUserList: memberPage, updateUserIsFlag: ok(null) },
    openTabs: [
      { path: '/home/index', title: '首页' },
      { path: '/member/list', title: '会员列表' },
    ],
  },
  render: (args, { globals }) => <ConsoleStory {...args} language={languageOf(globals)} />,
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Members: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: '会员列表' });
    await expect(await within(table).findByRole('cell', { name: '张伟' })).toBeVisible();
    await expect(page.getByRole('button', { name: '导出' })).toBeVisible();
  },
};

export const MembersEnglishDark: Story = {
  globals: { locale: 'en', scheme: 'dark' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Members' });
    await expect(await within(table).findByRole('cell', { name: '张伟' })).toBeVisible();
  },
};

/** Disabling asks first (the confirmation is shown open for review). */
export const DisableAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('switch', { name: '启用 张伟' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText('确定禁用该会员吗？')).toBeVisible();
    await expect(within(dialog).getByText('会员：张伟')).toBeVisible();
  },
};

export const DeclinedToggleStaysOn: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const toggle = await page.findByRole('switch', { name: '启用 张伟' });
    await userEvent.click(toggle);
    await userEvent.click(await within(document.body).findByRole('button', { name: '取消' }));
    await waitFor(() => expect(toggle).toBeChecked());
  },
};

export const LoadFailed: Story = {
  args: { answers: { getUserList: { code: 0, msg: '数据库繁忙，请稍后再试', data: null } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('数据库繁忙，请稍后再试')).toBeVisible();
    await expect(page.getByRole('button', { name: /重试/ })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage } from '../../stories/consolePage';
import { superAdministrator } from '../../stories/fixtures';
import { ok } from '../../stories/mockNetwork';

const meta = {
  title: 'Console/Pages/Login and welcome',
  ...consolePage({ path: '/login', user: undefined }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: '售货机运营管理系统' })).toBeVisible();
    await expect(page.getByLabelText('用户名')).toHaveFocus();
    // The chosen control size, mini by default (spec §9), not a size of its own.
    await expect(page.getByLabelText('用户名')).toHaveAttribute('data-size', 'mini');
    await expect(page.getByRole('button', { name: '登录' })).toHaveAttribute('data-size', 'mini');
  },
};

export const LoginEnglish: Story = {
  globals: { locale: 'en', size: 'default' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveAttribute('data-size', 'default');
    await expect(page.getByLabelText('Username')).toHaveAttribute('data-size', 'default');
  },
};

export const LoginRulesOnSubmit: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '登录' }));
    await expect(await page.findByText('请输入用户名')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();
  },
};

export const LoginWrongPassword: Story = {
  args: {
    answers: { login: { code: 0, msg: '用户名或密码错误', data: { message: '用户名或密码错误' } } },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText('用户名'), 'admin');
    await userEvent.type(page.getByLabelText('密码', { selector: 'input' }), 'wrong{Enter}');
    await expect(await page.findByText('用户名或密码错误')).toBeVisible();
    await expect(page.getByLabelText('用户名')).toHaveValue('admin');
  },
};

export const Welcome: Story = {
  args: { path: '/welcome', user: superAdministrator, answers: { getManagerInfo: ok(superAdministrator) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: '欢迎使用售货机运营管理系统' })).toBeVisible();
    await expect(page.getByText('超级管理员，您好')).toBeVisible();
    await expect(page.getByRole('button', { name: '进入控制台' })).toHaveAttribute('data-size', 'mini');
  },
};

export const WelcomeDarkEnglish: Story = {
  ...Welcome,
  globals: { locale: 'en', scheme: 'dark', size: 'small' },
  play: async ({ canvasElement }) => {
    const enter = await within(canvasElement).findByRole('button', { name: 'Enter the console' });
    await expect(enter).toBeVisible();
    await expect(enter).toHaveAttribute('data-size', 'small');
  },
};

const handedOver = { ...superAdministrator, mustChangePassword: true };
const passwordChangeRequired = { code: 0, msg: '请先修改密码：该密码由他人设置', data: null };

/** A password someone else set: the change-password dialog opens by itself and cannot be dismissed. */
export const PasswordChangeRequired: Story = {
  args: {
    path: '/member/list',
    user: handedOver,
    // The server answers no page's call before the change (api-routes: SERVED_BEFORE_PASSWORD_CHANGE).
    answers: { getManagerInfo: ok(handedOver), getUserList: passwordChangeRequired },
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: '修改密码' });
    // No page behind the dialog, whose every call the server refuses: why, and no failed list.
    await expect(await within(canvasElement).findByText('修改密码后即可使用控制台')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('table', { hidden: true })).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: '重试', hidden: true })).toBeNull();
    await expect(within(dialog).getByText(/您的密码由他人设置/)).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: '取消' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: '关闭' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).getByRole('dialog', { name: '修改密码' })).toBeVisible();
  },
};

export const PasswordChangeRequiredEnglish: Story = {
  ...PasswordChangeRequired,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Change password' });
    await expect(within(dialog).getByText(/Someone else set your password/)).toBeVisible();
    await expect(await within(canvasElement).findByText('Change your password to use the console')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('table', { hidden: true })).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Result } from './Result';

const meta = {
  title: 'Feedback/Result',
  component: Result,
  args: { status: '404' },
} satisfies Meta<typeof Result>;

export default meta;
type Story = StoryObj<typeof meta>;

const goHome = fn();

export const NotFound: Story = {
  args: {
    actions: (
      <Button variant="primary" onClick={goHome}>
        返回首页
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '404 页面不存在' })).toBeVisible();
    await expect(canvas.getByText('抱歉，您访问的页面不存在')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(goHome).toHaveBeenCalled();
  },
};

export const Unauthorised: Story = {
  args: { status: '401', actions: <Button variant="primary">重新登录</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '401 无权访问' })).toBeVisible();
    await expect(canvas.getByText('抱歉，您没有权限访问此页面')).toBeVisible();
  },
};

export const NotFoundEnglish: Story = {
  globals: { locale: 'en' },
  args: { actions: <Button variant="primary">Back to home</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '404 Page not found' })).toBeVisible();
  },
};

export const UnauthorisedEnglish: Story = {
  globals: { locale: 'en' },
  args: { status: '401', actions: <Button variant="primary">Log in again</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '401 Unauthorised' })).toBeVisible();
  },
};

/** Words given by the caller replace the defaults. */
export const CustomWords: Story = {
  args: { title: '设备不存在', description: '该设备可能已被删除' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '设备不存在' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  args: { status: '401', actions: <Button variant="primary">重新登录</Button> },
};

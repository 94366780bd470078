import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { title: '设备离线超过 24 小时，请及时检查网络' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTypes: Story = {
  render: (args) => (
    <div className="grid max-w-2xl gap-3">
      <Alert {...args} type="success" title="导出完成" />
      <Alert {...args} type="info" title="数据每 5 分钟更新一次" />
      <Alert {...args} type="warning" />
      <Alert {...args} type="error" title="加载失败" description="网络错误，请稍后重试" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

export const ClosableWithAction: Story = {
  args: {
    type: 'error',
    title: '加载失败',
    description: '网络错误，请稍后重试',
    onClose: fn(),
    action: <Button size="mini">重试</Button>,
    className: 'max-w-2xl',
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { type: 'warning', title: 'Device offline for more than 24 hours', onClose: fn(), className: 'max-w-2xl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  render: AllTypes.render,
};

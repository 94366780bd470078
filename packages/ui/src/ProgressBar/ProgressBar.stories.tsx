import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: '导出进度', value: 45, showLabel: true, className: 'max-w-md' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  args: { hint: '已导出 4,500 / 10,000 条' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '导出进度' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuetext', '45%');
    await expect(bar).toHaveAttribute('data-state', 'loading');
  },
};

export const Indeterminate: Story = {
  args: { value: null, hint: '正在准备数据…' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '导出进度' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
  },
};

export const Complete: Story = {
  args: { value: 100, tone: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-state', 'complete');
  },
};

export const Failed: Story = { args: { value: 62, tone: 'danger', hint: '导出失败' } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Export progress', value: 3, max: 12, hint: '3 of 12 files' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuetext', '25%');
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  render: (args) => (
    <div className="grid max-w-md gap-4">
      <ProgressBar {...args} />
      <ProgressBar {...args} value={null} label="准备中" />
      <ProgressBar {...args} value={100} tone="success" label="已完成" />
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Data/Skeleton',
  component: Skeleton,
  render: (args, { globals }) => (
    <div
      aria-busy="true"
      aria-label={globals['locale'] === 'en' ? 'Loading' : '加载中'}
      role="status"
      className="flex w-80 flex-col gap-3 rounded border border-border bg-surface p-4"
    >
      <Skeleton {...args} className="h-4" width="40%" />
      <Skeleton />
      <Skeleton width="85%" />
      <Skeleton width="60%" />
    </div>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bars = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(bars).toHaveLength(4);
    await expect(bars[0]).toHaveAttribute('aria-hidden', 'true');
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Dark: Story = { globals: { scheme: 'dark' } };

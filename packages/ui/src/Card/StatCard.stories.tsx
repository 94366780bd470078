import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShoppingCart, Wallet } from 'lucide-react';
import { expect } from 'storybook/test';
import { StatCard } from './StatCard';

const meta = {
  title: 'Data display/StatCard',
  component: StatCard,
  args: {
    label: '今日订单数',
    value: '1,286',
    unit: '单',
    trend: { direction: 'up', value: '12.5%', label: '较昨日' },
    icon: <ShoppingCart />,
    className: 'w-72',
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TrendUp: Story = {
  play: async ({ canvasElement }) => {
    const trend = canvasElement.querySelector('[data-slot=stat-card-trend] [data-state]')!;
    await expect(trend).toHaveAttribute('data-tone', 'positive');
    // The direction is in words too, not only in colour.
    await expect(trend).toHaveTextContent('上升12.5%');
  },
};

export const TrendDown: Story = {
  args: { trend: { direction: 'down', value: '3.2%', label: '较昨日' } },
  play: async ({ canvasElement }) => {
    const trend = canvasElement.querySelector('[data-slot=stat-card-trend] [data-state]')!;
    await expect(trend).toHaveAttribute('data-tone', 'negative');
    await expect(trend).toHaveTextContent('下降3.2%');
  },
};

/** For a figure where less is better (refunds), down is the good news. */
export const DownIsGood: Story = {
  args: {
    label: '退款金额',
    value: '320.00',
    unit: '元',
    icon: <Wallet />,
    trend: { direction: 'down', value: '8%', label: '较上周' },
    goodDirection: 'down',
    footer: '本月累计 ¥4,860.00',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'positive');
  },
};

/** A dashboard row, in English. */
export const EnglishRow: Story = {
  globals: { locale: 'en' },
  render: () => (
    <div className="grid grid-cols-3 gap-4">
      <StatCard label="Orders today" value="1,286" trend={{ direction: 'up', value: '12.5%', label: 'vs yesterday' }} />
      <StatCard
        label="Revenue"
        value="¥28,460.00"
        trend={{ direction: 'down', value: '3.2%', label: 'vs yesterday' }}
      />
      <StatCard label="Devices online" value="128" unit="/ 134" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot=stat-card-trend]')[1]).toHaveTextContent('down3.2%');
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  render: (args) => (
    <div className="flex gap-4">
      <StatCard {...args} />
      <StatCard {...args} trend={{ direction: 'down', value: '3.2%', label: '较昨日' }} />
    </div>
  ),
};

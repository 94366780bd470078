import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PageTabs } from './PageTabs';

const meta = {
  title: 'Navigation/PageTabs',
  component: PageTabs,
  args: {
    label: '订单详情',
    onValueChange: fn(),
    tabs: [
      { value: 'basic', label: '基本信息', content: '订单编号 DD202405180001' },
      { value: 'goods', label: '商品信息', content: '可乐 × 2' },
      { value: 'refund', label: '退款记录', content: '暂无退款', disabled: true },
      { value: 'logs', label: '操作日志', content: '2024-05-18 10:21:05 下单' },
    ],
  },
} satisfies Meta<typeof PageTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs (skipping the disabled one) and select them. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: '订单详情' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '基本信息' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const logs = canvas.getByRole('tab', { name: '操作日志' });
    await expect(logs).toHaveFocus();
    await expect(logs).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('logs');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('2024-05-18 10:21:05 下单');
  },
};

export const Controlled: Story = {
  args: { value: 'goods' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '基本信息' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('basic');
    // The caller owns the value and did not change it.
    await expect(canvas.getByRole('tab', { name: '商品信息' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Order details',
    tabs: [
      { value: 'basic', label: 'Basics', content: 'Order DD202405180001' },
      { value: 'goods', label: 'Goods', content: 'Cola × 2' },
      { value: 'logs', label: 'Activity', content: '2024-05-18 10:21:05 placed' },
    ],
  },
};

export const Dark: Story = { globals: { scheme: 'dark' }, args: { defaultValue: 'goods' } };

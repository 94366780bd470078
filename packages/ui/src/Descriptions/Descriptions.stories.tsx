import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Descriptions, type DescriptionItem } from './Descriptions';

const order: DescriptionItem[] = [
  { label: '订单编号', value: 'DD202405180001' },
  { label: '订单状态', value: '已完成' },
  { label: '支付金额', value: '¥12.50' },
  { label: '设备编号', value: 'VM-0086' },
  { label: '下单时间', value: '2024-05-18 10:21:05' },
  { label: '会员', value: '' },
  { label: '收货备注', value: '放在前台，谢谢', span: 3 },
];

const meta = {
  title: 'Data display/Descriptions',
  component: Descriptions,
  args: { items: order },
} satisfies Meta<typeof Descriptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('订单编号')).toHaveProperty('tagName', 'DT');
    // A missing value reads as missing.
    await expect(canvas.getByText('会员').nextElementSibling).toHaveTextContent('-');
  },
};

export const Bordered: Story = { args: { bordered: true } };

export const TwoColumns: Story = { args: { bordered: true, columns: 2 } };

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    bordered: true,
    items: [
      { label: 'Feedback ID', value: 'FB-1024' },
      { label: 'Member', value: 'Li Lei' },
      { label: 'Submitted', value: '2024-05-18 10:21:05' },
      { label: 'Content', value: 'The machine took my coin but did not dispense.', span: 3 },
    ],
  },
};

export const Dark: Story = { globals: { scheme: 'dark' }, args: { bordered: true } };

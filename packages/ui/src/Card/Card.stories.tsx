import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Data display/Card',
  component: Card,
  args: {
    title: '设备概况',
    extra: <Button variant="link">查看全部</Button>,
    children: '在线设备 128 台，离线 6 台，缺货 3 台。',
    className: 'max-w-md',
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '设备概况' })).toBeVisible();
  },
};

export const Plain: Story = { args: { title: undefined, extra: undefined } };

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Devices',
    extra: <Button variant="link">View all</Button>,
    children: '128 online, 6 offline, 3 out of stock.',
  },
};

export const Dark: Story = { globals: { scheme: 'dark' } };

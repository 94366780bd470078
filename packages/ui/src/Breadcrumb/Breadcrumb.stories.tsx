import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Shell/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { title: '首页', path: '/home/index' },
      { title: '订单管理', path: '/equipmentOrders', navigable: false },
      { title: '订单列表', path: '/equipmentOrders/list' },
      { title: '订单详情', path: '/equipmentOrders/detail' },
    ],
    onNavigate: fn(),
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: '面包屑' });
    await expect(nav.querySelectorAll('li')).toHaveLength(4);
    // A step without a page of its own is text; the current page is text marked as current.
    await expect(canvas.queryByRole('link', { name: '订单管理' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: '订单详情' })).not.toBeInTheDocument();
    await expect(canvas.getByText('订单详情')).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/home/index');
    await userEvent.click(canvas.getByRole('link', { name: '订单列表' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/equipmentOrders/list');
  },
};

export const HomeOnly: Story = {
  args: { items: [{ title: '首页', path: '/home/index' }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('首页')).toHaveAttribute('aria-current', 'page');
  },
};

export const TitlesAreText: Story = {
  name: 'Titles are text, never HTML',
  args: {
    items: [{ title: '首页', path: '/home/index' }, { title: '<img src=x onerror=alert(1)><b>反馈详情</b>' }],
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('img, b')).toBeNull();
    await expect(canvas.getByText('<img src=x onerror=alert(1)><b>反馈详情</b>')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    items: [
      { title: 'Home', path: '/home/index' },
      { title: 'Members', navigable: false },
      { title: 'Recharge list', path: '/member/auditList' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    await expect(canvas.getByText('Recharge list')).toHaveAttribute('aria-current', 'page');
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '首页' })).toBeInTheDocument();
  },
};

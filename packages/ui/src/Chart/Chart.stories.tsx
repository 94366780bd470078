import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Chart } from './Chart';

const weekdays = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

const meta = {
  title: 'Data display/Chart',
  component: Chart,
  args: {
    kind: 'line',
    title: '近 7 日订单量',
    labels: weekdays,
    series: [
      { label: '订单量', data: [120, 132, 101, 134, 190, 230, 210] },
      { label: '退款量', data: [8, 12, 6, 9, 14, 20, 11] },
    ],
    // Stories are pictures: draw the final frame at once.
    animated: false,
    className: 'max-w-3xl rounded-lg border border-border bg-surface p-4',
  },
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the lazily loaded chart to be drawn, then checks its accessible name and its table. */
async function drawn(canvasElement: HTMLElement, title: string, scheme = 'light') {
  const canvas = within(canvasElement);
  const chart = await canvas.findByRole('img', { name: title }, { timeout: 5000 });
  await waitFor(() => expect((chart as HTMLCanvasElement).width).toBeGreaterThan(0));
  await expect(chart.parentElement).toHaveAttribute('data-scheme', scheme);
  await expect(canvas.getByRole('table', { name: new RegExp(title) })).toBeInTheDocument();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return chart;
}

export const Line: Story = {
  play: async ({ canvasElement, canvas }) => {
    await drawn(canvasElement, '近 7 日订单量');
    await expect(canvas.getByRole('table', { name: '近 7 日订单量 · 图表数据' })).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: '周五' }).nextElementSibling).toHaveTextContent('190');
  },
};

export const Bar: Story = {
  args: { kind: 'bar', series: [{ label: '销售额（元）', data: [820, 932, 901, 934, 1290, 1330, 1320] }] },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, '近 7 日订单量');
  },
};

export const Pie: Story = {
  args: {
    kind: 'pie',
    title: '订单状态分布',
    labels: ['未付款', '处理中', '已完成', '已取消'],
    series: [{ label: '订单数', data: [12, 30, 240, 18] }],
  },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, '订单状态分布');
  },
};

export const LineDark: Story = {
  globals: { scheme: 'dark' },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, '近 7 日订单量', 'dark');
  },
};

export const BarDark: Story = {
  globals: { scheme: 'dark' },
  args: Bar.args,
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, '近 7 日订单量', 'dark');
  },
};

export const PieDark: Story = {
  globals: { scheme: 'dark' },
  args: Pie.args,
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, '订单状态分布', 'dark');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    kind: 'bar',
    title: 'Orders, last 7 days',
    labels: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    series: [
      { label: 'Orders', data: [120, 132, 101, 134, 190, 230, 210] },
      { label: 'Refunds', data: [8, 12, 6, 9, 14, 20, 11] },
    ],
  },
  play: async ({ canvasElement, canvas }) => {
    await drawn(canvasElement, 'Orders, last 7 days');
    await expect(canvas.getByRole('table', { name: 'Orders, last 7 days · Chart data' })).toBeInTheDocument();
  },
};

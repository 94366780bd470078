import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage } from '../../stories/consolePage';
import { homeKpis, salesTrend, shortageDevices, topGoods } from './fixtures';
import { ok } from '../../stories/mockNetwork';

const dashboardAnswers = {
  getHomeKpis: ok(homeKpis),
  getSalesTrend: ok(salesTrend),
  getTopGoods: ok(topGoods),
  getShortageDevices: ok(shortageDevices),
};

const meta = {
  title: 'Console/Pages/Dashboard',
  ...consolePage({
    path: '/home/index',

    answers: dashboardAnswers,
    openTabs: [{ path: '/home/index', title: '首页' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dashboardShown(canvasElement: HTMLElement, figure: string) {
  const page = within(canvasElement);
  await expect(await page.findByText(figure)).toBeVisible();
  // The chart is drawn once its lazily loaded library arrives.
  await expect(await page.findByRole('img', { name: /销售趋势|Sales over/ }, { timeout: 10_000 })).toBeVisible();
  await expect(page.getByRole('cell', { name: '农夫山泉 550ml' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '11号售货机' })).toBeVisible();
}

export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    await dashboardShown(canvasElement, '¥12,834.50');
    await expect(within(canvasElement).getByRole('navigation', { name: '面包屑' })).toHaveTextContent('首页');
    // Each card links to the report or list behind its figure, of the business day the figures are of.
    const main = within(canvasElement.querySelector('main') ?? canvasElement);
    const links = {
      销售报表: '/financial/report?groupBy=hour&startTime=2026-11-21&endTime=2026-11-21',
      订单列表: '/equipmentOrders/list?ordered=2026-11-21~2026-11-21',
      会员列表: '/member/list',
      告警设备: '/equipment/list?alarm=1',
      全部缺货设备: '/equipment/list?shortage=1',
    };
    for (const [name, href] of Object.entries(links))
      await expect(main.getByRole('link', { name })).toHaveAttribute('href', href);
  },
};

export const DashboardEnglishDark: Story = {
  globals: { locale: 'en', scheme: 'dark' },
  play: async ({ canvasElement }) => dashboardShown(canvasElement, '¥12,834.50'),
};

export const DashboardFailedCall: Story = {
  args: { answers: { ...dashboardAnswers, getSalesTrend: { code: 0, msg: '统计服务暂不可用', data: null } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('统计服务暂不可用')).toBeVisible();
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { salesReportByDevice, salesReportEmpty } from './fixtures';

// The period is in the URL, as a link opens it, so the stories need no clock.
const path = '/financial/report?groupBy=device&startTime=2026-11-01&endTime=2026-11-21';

const meta = {
  title: 'Console/Pages/SalesReport',
  ...consolePage({
    path,
    answers: { getSalesReport: ok(salesReportByDevice) },
    openTabs: [{ path: '/financial/report', title: '销售报表' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function reportShown(canvasElement: HTMLElement, table: string, chart: RegExp) {
  const page = within(canvasElement);
  const shown = await page.findByRole('table', { name: table });
  await expect(await within(shown).findByRole('cell', { name: 'VM000003 3号售货机' })).toBeVisible();
  // The chart is drawn once its lazily loaded library arrives.
  await expect(await page.findByRole('img', { name: chart }, { timeout: 10_000 })).toBeVisible();
  return page;
}

export const SalesReport: Story = {
  play: async ({ canvasElement }) => {
    const page = await reportShown(canvasElement, '销售明细', /实收金额/);
    // The totals of the period, each beside the period before.
    await expect(page.getByText('¥18,513.00')).toBeVisible();
    await expect(page.getByText('上期 ¥17,024.50')).toBeVisible();
    await expect(page.getAllByText('较上期（2026-10-11 至 2026-10-31）')).toHaveLength(4);
    // A row: received, orders, average, refunded, before and the change.
    const row = within(page.getByRole('cell', { name: 'VM000001 1号售货机' }).closest('tr')!);
    await expect(row.getByText('¥3,986.50')).toBeVisible();
    await expect(row.getByText('842')).toBeVisible();
    await expect(row.getByText('-1.1%')).toBeVisible();
    // A device new in this period has nothing to compare with: 新增, not +∞.
    const added = within(page.getByRole('cell', { name: 'VM000014 14号售货机' }).closest('tr')!);
    await expect(added.getByText('新增', { exact: true })).toBeVisible();
    // The grouping is a choice of the design system's select, by keyboard.
    const grouping = page.getByRole('combobox', { name: '分组方式' });
    await expect(grouping).toHaveTextContent('按设备');
    grouping.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(document.body).findByRole('option', { name: '按商品' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await expect(page.getByRole('button', { name: '导出' })).toBeVisible();
    await expect(page.getByRole('group', { name: '快捷周期' })).toBeVisible();
  },
};

export const SalesReportEnglishDark: Story = {
  globals: { locale: 'en', scheme: 'dark' },
  play: async ({ canvasElement }) => {
    const page = await reportShown(canvasElement, 'Sales by group', /Received/);
    await expect(page.getByRole('combobox', { name: 'Group by' })).toHaveTextContent('By device');
    await expect(page.getAllByText('vs 2026-10-11 to 2026-10-31')).toHaveLength(4);
  },
};

export const Empty: Story = {
  args: { answers: { getSalesReport: ok(salesReportEmpty) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const shown = await page.findByRole('table', { name: '销售明细' });
    await expect(await within(shown).findByText('该周期内没有销售')).toBeVisible();
    // No chart of nothing: the same words stand in its place.
    await expect(page.getAllByText('该周期内没有销售')).toHaveLength(2);
    await expect(page.getAllByText('¥0.00').length).toBeGreaterThan(0);
  },
};

export const Refused: Story = {
  args: {
    answers: {
      getSalesReport: { code: 0, msg: '结束日期与开始日期相隔不能超过 366 天', data: { field: 'endTime' } },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // The server's words once, with a retry, where the figures would be; the page keeps its choices.
    await expect(await page.findByText('结束日期与开始日期相隔不能超过 366 天')).toBeVisible();
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(page.queryByRole('table')).toBeNull();
    await expect(page.getByRole('combobox', { name: '分组方式' })).toHaveTextContent('按设备');
  },
};

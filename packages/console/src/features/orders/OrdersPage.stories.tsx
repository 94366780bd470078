import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories, phoneWidth } from '../../stories/consolePage';
import { superAdministrator } from '../../stories/fixtures';
import { ok } from '../../stories/mockNetwork';
import { orders, orderTotals, processingDetail } from './fixtures';

const deviceOptions = ok({
  rows: [
    { value: 3, label: 'VM000003 3号售货机' },
    { value: 7, label: 'VM000007 7号售货机' },
  ],
});

const meta = {
  title: 'Console/Pages/Orders',
  ...consolePage({
    path: '/equipmentOrders/list',
    answers: {
      getOrderList: ok({ rows: orders, total: 2_400, totals: orderTotals }),
      getDeviceOptions: deviceOptions,
      transitOrder: { code: 0, msg: '', data: { message: '当前状态为「已完成」，不能取消订单', field: 'action' } },
    },
    openTabs: [{ path: '/equipmentOrders/list', title: '订单列表' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getOrderList',
  table: { zh: '订单列表', en: 'Orders' },
  cell: 'D0000002400',
  emptyExtra: { totals: { count: 0, received: 0, receivedGst: 0, unpaid: 0, refunded: 0 } },
});

export const Orders: Story = {
  play: async (context) => {
    await states.list.play(context);
    const page = within(context.canvasElement);
    const totals = within(page.getByRole('group', { name: '合计' }));
    await expect(totals.getByText('¥12,684.50')).toBeVisible();
    await expect(totals.getByText('¥1,153.14')).toBeVisible();
    const table = within(page.getByRole('table', { name: '订单列表' }));
    // A stuck order (卡单) is resolved rather than cancelled; an unpaid one may be cancelled; a completed one neither.
    const paid = within(table.getByRole('cell', { name: 'D0000002401' }).closest('tr')!);
    await expect(paid.getByText('农夫山泉 550ml ×1 等2种')).toBeVisible();
    await expect(paid.getByRole('button', { name: '处理卡单' })).toBeVisible();
    await expect(paid.queryByRole('button', { name: '取消订单' })).toBeNull();
    const unpaid = within(table.getByRole('cell', { name: 'D0000002402' }).closest('tr')!);
    await expect(unpaid.getByRole('button', { name: '取消订单' })).toBeVisible();
    const done = within(table.getByRole('cell', { name: 'D0000002400' }).closest('tr')!);
    await expect(done.queryByRole('button', { name: '取消订单' })).toBeNull();
    await expect(table.getByRole('cell', { name: '游客' })).toBeVisible();
  },
};

/**
 * A reader in UTC (the story runner's zone) and a business in Shanghai (the session's timeZone):
 * the header names the business zone once, and the orders' times read on Shanghai's clock
 * (04:12 UTC is 12:12 there), as do the days of the date filter.
 */
export const OrdersInBusinessZone: Story = {
  name: 'Orders in the business zone',
  args: { user: { ...superAdministrator, timeZone: 'Asia/Shanghai' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = within(await page.findByRole('table', { name: '订单列表' }));
    const row = within((await table.findByRole('cell', { name: 'D0000002400' })).closest('tr')!);
    await expect(row.getByText(/^2026-11-\d\d 12:12:00$/)).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="time-zone-note"]')).toHaveTextContent(
      '时间与日期均按业务时区显示：中国标准时间 (UTC+8)',
    );
  },
};

/** English on the dark scheme, the business keeping its books in Australian dollars with GST. */
export const OrdersEnglishDarkAud: Story = {
  args: {
    answers: {
      getOrderList: ok({ rows: orders, total: 2_400, totals: orderTotals }),
      getDeviceOptions: deviceOptions,
      getMoneySettings: ok({
        currency: 'AUD',
        gstRate: 10,
        updatedBy: 'admin',
        updateTime: '2026-11-01T00:00:00.000Z',
      }),
    },
  },
  globals: { locale: 'en', scheme: 'dark' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = within(await page.findByRole('table', { name: 'Orders' }));
    await expect(await table.findByRole('cell', { name: 'D0000002400' })).toBeVisible();
    const totals = within(page.getByRole('group', { name: 'Totals' }));
    await expect(await totals.findByText('A$12,684.50')).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Guest' })).toBeVisible();
  },
};
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** Cancelling asks for the reason; the server's refusal is shown and the reason stays. */
export const CancelRefused: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '订单列表' }));
    const row = within((await table.findByRole('cell', { name: 'D0000002402' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '取消订单' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '取消订单' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('请输入原因')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('原因'), '设备出货失败');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await within(document.body).findByText('当前状态为「已完成」，不能取消订单')).toBeVisible();
    await expect(dialog.getByLabelText('原因')).toHaveValue('设备出货失败');
  },
};

/** The list as the server filters it: stuck=1 only the stuck orders, stuck=0 the others. */
const filteredList = (request: { params?: { stuck?: unknown } }) => {
  const stuck = request.params?.stuck;
  const rows = stuck === undefined ? orders : orders.filter((order) => order.stuck === (String(stuck) === '1'));
  return ok({ rows, total: rows.length, totals: { ...orderTotals, count: rows.length } });
};
const NOT_STUCK = '该订单已不是卡单（可能已被处理），请刷新后查看';

/**
 * The dashboard's 卡单 card opens the list filtered to the stuck orders: the filter shows 仅卡单,
 * and each row offers its resolution (a completed order none).
 */
export const StuckOrders: Story = {
  args: {
    path: '/equipmentOrders/list?stuck=1',
    answers: { getOrderList: filteredList, getDeviceOptions: deviceOptions },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = within(await page.findByRole('table', { name: '订单列表' }));
    const row = within((await table.findByRole('cell', { name: 'D0000002401' })).closest('tr')!);
    await expect(row.getByRole('button', { name: '处理卡单' })).toBeVisible();
    await expect(table.queryByRole('cell', { name: 'D0000002400' })).toBeNull();
    await expect(page.getByRole('combobox', { name: '卡单' })).toHaveTextContent('仅卡单');
  },
};

/**
 * Resolving asks for the outcome (出货成功 or 退款) and a note; an order resolved meanwhile is
 * refused with the server's words, and the dialog keeps what was entered.
 */
export const ResolveStuckRefused: Story = {
  args: {
    path: '/equipmentOrders/list?stuck=1',
    answers: {
      getOrderList: filteredList,
      getDeviceOptions: deviceOptions,
      resolveStuckOrder: { code: 0, msg: NOT_STUCK, data: { message: NOT_STUCK, field: 'orderId' } },
    },
  },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '订单列表' }));
    const row = within((await table.findByRole('cell', { name: 'D0000002401' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '处理卡单' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '处理卡单' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('请输入处理说明')).toBeVisible();
    await userEvent.click(dialog.getByRole('combobox', { name: '处理结果' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '退款' }));
    await userEvent.type(dialog.getByLabelText('处理说明'), '机器卡货，整单退款');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await within(document.body).findAllByText(NOT_STUCK)).not.toHaveLength(0);
    await expect(dialog.getByLabelText('处理说明')).toHaveValue('机器卡货，整单退款');
    await expect(dialog.getByRole('combobox', { name: '处理结果' })).toHaveTextContent('退款');
  },
};

/** The resolution in English at 390 px: the dialog fits the screen, chosen by keyboard, and resolves. */
export const ResolveStuckEnglishPhone: Story = {
  ...phoneWidth,
  globals: { ...phoneWidth.globals, locale: 'en' },
  args: {
    path: '/equipmentOrders/list?stuck=1',
    answers: { getOrderList: filteredList, getDeviceOptions: deviceOptions, resolveStuckOrder: ok(null) },
  },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'Orders' }));
    const row = within((await table.findByRole('cell', { name: 'D0000002401' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: 'Resolve' }));
    const dialogElement = await within(document.body).findByRole('dialog', { name: 'Resolve' });
    const dialog = within(dialogElement);
    await expect(dialogElement.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(dialog.getByText(/Order D0000002401 has been processing longer/)).toBeVisible();
    const outcome = dialog.getByRole('combobox', { name: 'Resolution' });
    outcome.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Dispensed' }));
    await expect(outcome).toHaveTextContent('Dispensed');
    await userEvent.type(dialog.getByLabelText('Resolution note'), 'Dispensed at 14:05, checked on site');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** A resolution saved: told 卡单已处理, the dialog closed and the list read again. */
export const ResolveStuckDone: Story = {
  args: {
    path: '/equipmentOrders/list?stuck=1',
    answers: { getOrderList: filteredList, getDeviceOptions: deviceOptions, resolveStuckOrder: ok(null) },
  },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '订单列表' }));
    const row = within((await table.findByRole('cell', { name: 'D0000002401' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '处理卡单' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '处理卡单' }));
    await userEvent.click(dialog.getByRole('combobox', { name: '处理结果' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '出货成功' }));
    await userEvent.type(dialog.getByLabelText('处理说明'), '补货员确认已出货');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await within(document.body).findByText('卡单已处理')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: '处理卡单' })).toBeNull());
  },
};

/** The detail of the order asked for: the list's row (its number) in the processing detail's shape. */
const detailOf = (request: { params?: { orderId?: unknown } }) => {
  const row = orders.find((order) => order.orderId === Number(request.params?.orderId));
  return ok({ ...processingDetail, ...row });
};

/** The text is on screen (the list kept behind, hidden, has it too). */
const shownOnce = (canvasElement: HTMLElement, text: string) =>
  waitFor(() =>
    expect(
      within(canvasElement)
        .getAllByText(text)
        .filter((element) => element.checkVisibility()),
    ).toHaveLength(1),
  );

/**
 * Two orders' details open side by side: each has its own tab (订单详情 #2399 beside #2400), and
 * going back to the first shows the first.
 */
export const TwoDetailsTwoTabs: Story = {
  args: {
    answers: {
      getOrderList: ok({ rows: orders, total: 2_400, totals: orderTotals }),
      getDeviceOptions: deviceOptions,
      getOrderDetail: detailOf,
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const openDetail = async (orderNo: string) => {
      const table = within(await page.findByRole('table', { name: '订单列表' }));
      const row = within((await table.findByRole('cell', { name: orderNo })).closest('tr')!);
      await userEvent.click(row.getByRole('button', { name: '详情' }));
      await shownOnce(canvasElement, orderNo);
    };
    await openDetail('D0000002401');
    await userEvent.click(page.getByRole('tab', { name: /订单列表/ }));
    await openDetail('D0000002400');
    await expect(page.getByRole('tab', { name: /订单详情 #2400/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(page.getByRole('tab', { name: /订单详情 #2399/ }));
    await shownOnce(canvasElement, 'D0000002401');
    await expect(page.getByRole('tab', { name: /订单详情 #2399/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The same in English. */
export const TwoDetailsTwoTabsEnglish: Story = {
  args: TwoDetailsTwoTabs.args,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const openDetail = async (orderNo: string) => {
      const table = within(await page.findByRole('table', { name: 'Orders' }));
      const row = within((await table.findByRole('cell', { name: orderNo })).closest('tr')!);
      await userEvent.click(row.getByRole('button', { name: 'Details' }));
      await shownOnce(canvasElement, orderNo);
    };
    await openDetail('D0000002401');
    await userEvent.click(page.getByRole('tab', { name: /^Orders/ }));
    await openDetail('D0000002400');
    await expect(page.getByRole('tab', { name: /Order detail #2399/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Order detail #2400/ })).toHaveAttribute('aria-selected', 'true');
  },
};

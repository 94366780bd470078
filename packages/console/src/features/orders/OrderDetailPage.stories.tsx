import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, phoneWidth } from '../../stories/consolePage';
import { expectReadable } from '../../stories/expectReadable';
import { ok } from '../../stories/mockNetwork';
import { cancelledDetail, processingDetail, refundsDetail } from './fixtures';

const meta = {
  title: 'Console/Pages/Order detail',
  ...consolePage({
    path: '/equipmentOrders/detail?id=2399',
    answers: {
      getOrderDetail: ok(processingDetail),
      transitOrder: { code: 0, msg: '', data: { message: '当前状态为「已取消」，不能完成', field: 'action' } },
    },
    openTabs: [{ path: '/equipmentOrders/detail?id=2399', title: '订单详情' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Processing: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const lines = within(await page.findByRole('table', { name: '商品明细' }));
    await expect(lines.getByRole('cell', { name: '元气森林 苏打气泡水' })).toBeVisible();
    // A table of an order's few lines offers no column settings.
    await expect(page.queryByRole('button', { name: '列设置' })).toBeNull();
    await expect(page.getByText('¥14.50')).toBeVisible();
    await expect(page.getByRole('button', { name: '完成' })).toBeVisible();
    await expect(page.getByRole('button', { name: '取消订单' })).toBeVisible();
    // The list's menu item stays highlighted while a hidden detail page is shown.
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await expect(within(menu).getByRole('treeitem', { name: '订单列表' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('tab', { name: /订单详情 #2399/ })).toBeVisible();
  },
};

export const CancelledEnglishDark: Story = {
  args: {
    answers: {
      getOrderDetail: ok(cancelledDetail),
      getMoneySettings: ok({ currency: 'AUD', gstRate: 10, updatedBy: null, updateTime: null }),
    },
  },
  globals: { locale: 'en', scheme: 'dark' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // The cancellation and its refund, both by admin, in the timeline.
    await expect((await page.findAllByText('By admin'))[0]).toBeVisible();
    await expect(page.getByRole('region', { name: 'Refunds' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Status history' })).toBeVisible();
    await expect((await page.findAllByText('A$14.50'))[0]).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

/** Completing asks first; a refusal is shown and the order stays as it was. */
export const CompleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '完成' }));
    const confirm = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: /确定/ }));
    await expect(await within(document.body).findByText('当前状态为「已取消」，不能完成')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    answers: { getOrderDetail: { code: 0, msg: '订单不存在', data: { message: '订单不存在', field: 'orderId' } } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('订单不存在')).toBeVisible();
  },
};

/** Each refund state in the payment block and the timeline: 已退款, 退款失败 (retry), 退款中 (check). */
export const RefundStates: Story = {
  args: {
    answers: {
      getOrderDetail: ok(refundsDetail),
      retryOrderRefund: ok({ status: 2 }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const refunds = within(await page.findByRole('region', { name: '退款记录' }));
    await expect(refunds.getByText('已退款')).toBeVisible();
    await expect(refunds.getByText('退款失败')).toBeVisible();
    await expect(refunds.getByText('退款中')).toBeVisible();
    await expect(refunds.getByText('支付渠道拒绝退款（模拟）')).toBeVisible();
    await userEvent.click(refunds.getByRole('button', { name: '重试退款' }));
    await expect(await within(document.body).findByText('已重新提交')).toBeVisible();
    // The detail is read again after the retry: the page is back once that answer is in.
    await expect(await page.findByRole('button', { name: '退款' })).toBeVisible();
  },
};

export const RefundStatesEnglish: Story = {
  args: { answers: { getOrderDetail: ok(refundsDetail) } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const refunds = within(await page.findByRole('region', { name: 'Refunds' }));
    await expect(refunds.getByText('Refund failed')).toBeVisible();
    await expect(refunds.getByRole('button', { name: 'Check result' })).toBeVisible();
  },
};

/** 退款 opens the refund dialog (RefundDialog's own stories show its states); a refusal is shown by the lines. */
export const RefundDialog: Story = {
  args: {
    answers: {
      getOrderDetail: ok(processingDetail),
      refundOrder: { code: 0, msg: '', data: { message: '退款数量超过可退数量', field: 'lines' } },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '退款' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(await dialog.findByRole('checkbox', { name: '全部商品' })).toBeChecked();
    await userEvent.type(dialog.getByRole('textbox', { name: /原因/ }), '出货失败');
    await userEvent.click(dialog.getByRole('button', { name: '确认退款' }));
    await expect(await dialog.findByText('退款数量超过可退数量')).toBeVisible();
  },
};

/** At a phone's width (390 px): the order number, the times and the status read whole. */
export const PhoneWidth: Story = {
  ...phoneWidth,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('table', { name: '商品明细' });
    await expect(page.getByText('¥14.50')).toBeVisible();
    await expectReadable(canvasElement);
  },
};

export const PhoneWidthEnglish: Story = {
  ...phoneWidth,
  globals: { ...phoneWidth.globals, locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('table', { name: 'Goods' });
    await expectReadable(canvasElement);
  },
};

/**
 * A business without GST (yuan, as in China): the order reads as its amount alone, with no
 * 其中GST ¥0.00 and no 不含GST equal to it; the amount's label still names GST (the specification's).
 */
export const WithoutGst: Story = {
  args: { answers: { getOrderDetail: ok({ ...processingDetail, gst: 0 }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('table', { name: '商品明细' });
    await expect(page.getByText('金额（含GST）')).toBeVisible();
    await expect(page.queryByText('其中GST')).toBeNull();
    await expect(page.queryByText('不含GST')).toBeNull();
  },
};

/** The same in English at a phone's width. */
export const WithoutGstEnglishPhone: Story = {
  ...phoneWidth,
  args: WithoutGst.args,
  globals: { ...phoneWidth.globals, locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('table', { name: 'Goods' });
    await expect(page.queryByText('of which GST')).toBeNull();
    await expect(page.queryByText('Excluding GST')).toBeNull();
    await expectReadable(canvasElement);
  },
};

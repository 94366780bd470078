import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, phoneWidth } from '../../stories/consolePage';
import { expectReadable } from '../../stories/expectReadable';
import { ok } from '../../stories/mockNetwork';
import { closedDetail, complainedOrder, paymentDetail, pendingDetail, repliedDetail } from './fixtures';

const meta = {
  title: 'Console/Pages/Feedback detail',
  ...consolePage({
    path: '/feedback/detail?id=120',
    answers: {
      getFeedbackDetail: ok(pendingDetail),
      transitFeedback: { code: 0, msg: '', data: { message: '内容不能超过 2000 个字符', field: 'text' } },
    },
    openTabs: [{ path: '/feedback/detail?id=120', title: '反馈详情' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/下午三点左右/)).toBeVisible();
    await expect(page.getByText('尚未回复')).toBeVisible();
    await expect(page.getByRole('button', { name: '发送回复' })).toBeVisible();
  },
};

export const RepliedEnglishDark: Story = {
  args: { answers: { getFeedbackDetail: ok(repliedDetail) } },
  globals: { locale: 'en', scheme: 'dark' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Reply by admin')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send reply' })).toBeVisible();
  },
};

export const Closed: Story = {
  args: { answers: { getFeedbackDetail: ok(closedDetail) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('该反馈已关闭')).toBeVisible();
    await expect(page.queryByRole('button', { name: '发送回复' })).toBeNull();
  },
};

/** An empty reply is refused before sending; the server's refusal keeps the typed text. */
export const ReplyRefused: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '发送回复' }));
    await expect(await page.findByText('请输入回复内容')).toBeVisible();
    await userEvent.type(page.getByLabelText('回复内容'), '已安排检修');
    await userEvent.click(page.getByRole('button', { name: '发送回复' }));
    // The server's refusal under the field it names.
    await expect(await page.findByText('内容不能超过 2000 个字符')).toBeVisible();
    await expect(page.getByLabelText('回复内容')).toHaveValue('已安排检修');
  },
};

/** A picture opens larger in a dialog, left with Escape. */
export const ImagePreview: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const pictures = within(await page.findByRole('region', { name: '图片' }));
    await userEvent.click(pictures.getAllByRole('button')[1]!);
    const dialog = await within(document.body).findByRole('dialog', { name: '图片预览' });
    await expect(within(dialog).getByRole('img', { name: '第 2 张图片' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    answers: {
      getFeedbackDetail: { code: 0, msg: '反馈不存在', data: { message: '反馈不存在', field: 'feedbackId' } },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('反馈不存在')).toBeVisible();
  },
};

/**
 * A payment complaint names its order: the number links to the order's detail, and the order
 * may be refunded from here (a reason, then the refund is started and the order read again).
 */
export const AboutAnOrder: Story = {
  args: {
    answers: {
      getFeedbackDetail: ok(paymentDetail),
      getOrderDetail: ok(complainedOrder),
      refundOrder: ok({ refundId: 41, amount: 850, status: 2 }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const link = await page.findByRole('link', { name: 'D0000002401' });
    await expect(link).toHaveAttribute('href', expect.stringContaining('/equipmentOrders/detail?id=2399'));
    await expect(await page.findByText('订单实付 ¥8.50，已退款 ¥0.00')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '退款' }));
    // The order's refund dialog: its one line chosen whole to start with, the amount shown.
    const dialog = within(await within(document.body).findByRole('dialog', { name: '退款' }));
    await expect(await dialog.findByTestId('refund-amount')).toHaveTextContent('¥8.50');
    await userEvent.type(dialog.getByRole('textbox', { name: /退款原因/ }), '重复扣款');
    await userEvent.click(dialog.getByRole('button', { name: '确认退款' }));
    await expect(await within(document.body).findByText('已退款 ¥8.50')).toBeVisible();
  },
};

export const AboutAnOrderEnglish: Story = {
  args: { answers: { getFeedbackDetail: ok(paymentDetail), getOrderDetail: ok(complainedOrder) } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'D0000002401' })).toBeVisible();
    await expect(await page.findByText('Order paid ¥8.50, refunded ¥0.00')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refund' })).toBeVisible();
  },
};

/** At a phone's width (390 px): the member, the times, the status and the order read whole. */
export const PhoneWidth: Story = {
  ...phoneWidth,
  args: { answers: { getFeedbackDetail: ok(paymentDetail), getOrderDetail: ok(complainedOrder) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('link', { name: 'D0000002401' });
    await expect(await page.findByRole('button', { name: '退款' })).toBeVisible();
    await expectReadable(canvasElement);
  },
};

export const PhoneWidthEnglish: Story = {
  ...phoneWidth,
  args: { answers: { getFeedbackDetail: ok(paymentDetail), getOrderDetail: ok(complainedOrder) } },
  globals: { ...phoneWidth.globals, locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('link', { name: 'D0000002401' });
    await page.findByRole('button', { name: 'Refund' });
    await expectReadable(canvasElement);
  },
};

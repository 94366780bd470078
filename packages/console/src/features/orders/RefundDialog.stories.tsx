import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { MessageHost, message } from '@vending/ui';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient } from '../../api/client';
import { ServicesProvider } from '../../api/services';
import type { Language } from '../../config/constants';
import { createI18n } from '../../i18n';
import { languageOf } from '../../stories/consolePage';
import { mockServer, ok, type MockAnswers } from '../../stories/mockNetwork';
import { partlyRefundedDetail } from './fixtures';
import { RefundDialog, type RefundableOrder } from '../../lib/refunds/RefundDialog';
import { toastHostMounted } from '../../lib/toasts';

/** What the stories' server was last sent as a refund (the form's parameters). */
let sent: URLSearchParams | null = null;
const refundAnswer =
  (status: number, amount = 1_700) =>
  (request: { data?: unknown }): unknown => {
    sent = new URLSearchParams(String(request.data));
    return ok({ refundId: 41, amount, status });
  };

interface RefundDialogStoryProps {
  language: Language;
  order: RefundableOrder;
  answers: MockAnswers;
}

/** The dialog alone, on the mocked network, in the toolbar's language; closing it shows a note. */
function RefundDialogStory({ language, order, answers }: RefundDialogStoryProps) {
  const [setup] = useState(() => {
    const i18n = createI18n(language);
    message.dismissAll();
    sent = null;
    const api = createApiClient({
      baseURL: '',
      timeoutMs: 20_000,
      expiryDelayMs: 2_000,
      ...mockServer(answers),
      notifier: { error: () => undefined, warning: () => undefined, notifyWarning: () => undefined },
      session: { getToken: () => 'story-token', expire: () => undefined },
      translate: (word) => i18n.t(`http.${word}`),
    });
    return { i18n, api };
  });
  const [open, setOpen] = useState(true);
  // The dialog says its messages through lib/toasts.ts, which waits for its host: MessageHost here.
  // A parent's effect runs after its children's, so the host listens by now.
  useEffect(() => toastHostMounted(), []);
  return (
    <I18nextProvider i18n={setup.i18n}>
      <ServicesProvider api={setup.api}>
        {open ? <RefundDialog order={order} onClose={() => setOpen(false)} onRefunded={() => setOpen(false)} /> : null}
        <MessageHost />
      </ServicesProvider>
    </I18nextProvider>
  );
}

const meta = {
  title: 'Console/Orders/Refund dialog',
  component: RefundDialogStory,
  parameters: { layout: 'fullscreen' },
  args: { language: 'zh', order: partlyRefundedDetail, answers: { refundOrder: refundAnswer(2) } },
  render: (args: RefundDialogStoryProps, { globals }: Pick<StoryContext, 'globals'>) => (
    <RefundDialogStory {...args} language={languageOf(globals)} />
  ),
} satisfies Meta<typeof RefundDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the toasts' and the dialog's animations to end, so the picture is the same each run. */
const settled = () => Promise.all(document.getAnimations().map((animation) => animation.finished));

const dialogOf = async () => within(await within(document.body).findByRole('dialog', { name: /退款|Refund/ }));

/**
 * Everything left is chosen to start with (the coffee was refunded before: nothing left of it);
 * the whole rest goes without lines, and the answer says it is back.
 */
export const WholeRest: Story = {
  play: async () => {
    const dialog = await dialogOf();
    await expect(dialog.getByRole('checkbox', { name: '全部商品' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: '雀巢咖啡' })).toBeDisabled();
    await expect(dialog.getByText('已全部退款')).toBeVisible();
    await expect(dialog.getByTestId('refund-amount')).toHaveTextContent('¥17.00');
    await expect(dialog.getByText('（剩余全部）')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /退款原因/ }), '设备出货失败');
    await userEvent.click(dialog.getByRole('button', { name: '确认退款' }));
    await expect(await within(document.body).findByText('已退款 ¥17.00')).toBeVisible();
    await expect(sent?.get('lines')).toBeNull();
    await expect(sent?.get('reason')).toBe('设备出货失败');
    await settled();
  },
};

/** Chosen lines, by keyboard: one fewer bottle, no sparkling water; the amount follows; sent as lines. */
export const PartialByKeyboard: Story = {
  args: { answers: { refundOrder: refundAnswer(1, 400) } },
  play: async () => {
    const dialog = await dialogOf();
    const sparkling = dialog.getByRole('checkbox', { name: '元气森林 苏打气泡水' });
    sparkling.focus();
    await userEvent.keyboard(' ');
    await expect(sparkling).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: '全部商品' })).toHaveAttribute('aria-checked', 'mixed');
    const water = dialog.getByRole('spinbutton', { name: '农夫山泉 550ml 退款数量' });
    await userEvent.tripleClick(water);
    await userEvent.keyboard('2');
    await expect(water).toHaveValue(2);
    await expect(dialog.getByTestId('refund-amount')).toHaveTextContent('¥4.00');
    await expect(dialog.queryByText('（剩余全部）')).toBeNull();
    await userEvent.type(dialog.getByRole('textbox', { name: /退款原因/ }), '少出一瓶');
    await userEvent.click(dialog.getByRole('button', { name: '确认退款' }));
    await expect(await within(document.body).findByText('退款已提交，等待支付渠道确认')).toBeVisible();
    await expect(sent?.get('lines')).toBe('1:2');
    await settled();
  },
};

/** Nothing chosen, or more than is left: the rule says so before anything is sent. */
export const ChoiceRefused: Story = {
  play: async () => {
    const dialog = await dialogOf();
    await userEvent.click(dialog.getByRole('checkbox', { name: '全部商品' }));
    await expect(dialog.getByTestId('refund-amount')).toHaveTextContent('¥0.00');
    await userEvent.type(dialog.getByRole('textbox', { name: /退款原因/ }), '核对');
    await userEvent.click(dialog.getByRole('button', { name: '确认退款' }));
    await expect(await dialog.findByText('请至少选择一件商品')).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: '农夫山泉 550ml' }));
    const water = dialog.getByRole('spinbutton', { name: '农夫山泉 550ml 退款数量' });
    await userEvent.clear(water);
    await userEvent.type(water, '5');
    await userEvent.click(dialog.getByRole('button', { name: '确认退款' }));
    await expect(await dialog.findByText('农夫山泉 550ml 的退款数量须为 1–3 的整数')).toBeVisible();
    await expect(sent).toBeNull();
    await settled();
  },
};

/** The server's refusal is shown under the lines, and every choice stays. */
export const ServerRefused: Story = {
  args: {
    answers: { refundOrder: { code: 0, msg: '', data: { message: '退款数量超过可退数量', field: 'lines' } } },
  },
  play: async () => {
    const dialog = await dialogOf();
    await userEvent.type(dialog.getByRole('textbox', { name: /退款原因/ }), '出货失败');
    await userEvent.click(dialog.getByRole('button', { name: '确认退款' }));
    await expect(await dialog.findByText('退款数量超过可退数量')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: '全部商品' })).toBeChecked();
  },
};

/** The channel refused: the dialog closes and says the refund may be retried from the refunds. */
export const ChannelFailedEnglish: Story = {
  args: { answers: { refundOrder: refundAnswer(3) } },
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await dialogOf();
    await expect(dialog.getByText('Refunded in full')).toBeVisible();
    await expect(dialog.getByText('(all that is left)')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Not dispensed');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await expect(
      await within(document.body).findByText('The payment channel refused the refund; retry it from the refunds'),
    ).toBeVisible();
    await settled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await dialogOf();
    await expect(dialog.getByRole('spinbutton', { name: 'Quantity of 农夫山泉 550ml to refund' })).toHaveValue(3);
    await expect(dialog.getByText('3 left')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  play: async () => {
    const dialog = await dialogOf();
    await expect(dialog.getByTestId('refund-amount')).toHaveTextContent('¥17.00');
  },
};

/** The mini size is the console's default; the default size too, for review. */
export const Mini: Story = {
  globals: { size: 'mini' },
  play: async () => {
    const dialog = await dialogOf();
    await waitFor(() =>
      expect(dialog.getByRole('checkbox', { name: '全部商品' })).toHaveAttribute('data-size', 'mini'),
    );
  },
};

export const DefaultSize: Story = {
  globals: { size: 'default' },
  play: async () => {
    const dialog = await dialogOf();
    await expect(dialog.getByRole('checkbox', { name: '全部商品' })).toHaveAttribute('data-size', 'default');
  },
};

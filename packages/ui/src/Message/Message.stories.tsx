import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'sonner';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import {
  MESSAGE_DURATION_MS,
  MESSAGE_ERROR_DURATION_MS,
  MessageHost,
  message,
  messageDuration,
  messageTypes,
  type MessageType,
} from './Message';

const texts: Record<'zh' | 'en', Record<MessageType, string>> = {
  zh: { success: '保存成功', info: '正在导出，请稍候', warning: '请填写完整的表单', error: '网络错误，请稍后重试' },
  en: {
    success: 'Saved',
    info: 'Exporting, please wait',
    warning: 'Please complete the form',
    error: 'Network error, try again later',
  },
};

function MessageDemo({ locale }: { locale: 'zh' | 'en' }) {
  return (
    <div className="flex gap-3">
      {messageTypes.map((type) => (
        <Button key={type} onClick={() => message[type](texts[locale][type])}>
          {type}
        </Button>
      ))}
      <MessageHost />
    </div>
  );
}

const meta = {
  title: 'Feedback/Message',
  component: MessageHost,
  render: (_args, { globals }) => <MessageDemo locale={globals['locale'] === 'en' ? 'en' : 'zh'} />,
  // Toasts live in a module-level store: start every story with none on screen.
  beforeEach: () => {
    message.dismissAll();
  },
} satisfies Meta<typeof MessageHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waits for a message, then keeps every message on screen for the picture: on a busy machine
 * sonner's own timers could otherwise remove them before the screenshot. Re-creating a toast
 * with its id keeps what it draws and only changes its duration.
 */
async function holdOpen(text: string) {
  const shown = await within(document.body).findByText(text);
  for (const active of toast.getToasts()) {
    if ('toasterId' in active) toast.message('', { id: active.id, toasterId: active.toasterId, duration: Infinity });
  }
  return shown;
}

export const AllTypes: Story = {
  play: async ({ canvas }) => {
    for (const type of messageTypes) {
      await userEvent.click(canvas.getByRole('button', { name: type }));
    }
    const region = within(document.body).getByRole('region', { name: /消息/ });
    for (const type of messageTypes) {
      const shown = await within(region).findByText(texts.zh[type]);
      const toast = shown.closest('[data-slot=message]');
      await expect(toast).toHaveAttribute('data-variant', type);
      await expect(toast).toHaveAttribute('data-duration', String(messageDuration(type)));
    }
    await holdOpen(texts.zh.error);
  },
};

export const Durations: Story = {
  name: 'Error stays 5 s, others 3 s',
  play: async ({ canvas }) => {
    await expect(messageDuration('error')).toBe(MESSAGE_ERROR_DURATION_MS);
    await expect(MESSAGE_ERROR_DURATION_MS).toBe(5000);
    for (const type of ['success', 'info', 'warning'] as const) {
      await expect(messageDuration(type)).toBe(MESSAGE_DURATION_MS);
    }
    await expect(MESSAGE_DURATION_MS).toBe(3000);
    await userEvent.click(canvas.getByRole('button', { name: 'error' }));
    const shown = await holdOpen(texts.zh.error);
    await expect(shown.closest('[data-slot=message]')).toHaveAttribute('data-duration', '5000');
  },
};

export const IdenticalMessagesCollapse: Story = {
  play: async ({ canvas }) => {
    const error = canvas.getByRole('button', { name: 'error' });
    await userEvent.click(error);
    await within(document.body).findByText(texts.zh.error);
    await userEvent.click(error);
    await userEvent.click(canvas.getByRole('button', { name: 'success' }));
    await within(document.body).findByText(texts.zh.success);
    await waitFor(() => expect(within(document.body).getAllByText(texts.zh.error)).toHaveLength(1));
    await expect(document.body.querySelectorAll('[data-slot=message]')).toHaveLength(2);
    await holdOpen(texts.zh.error);
  },
};

export const ProgrammaticEnglish: Story = {
  name: 'Called outside React (English)',
  globals: { locale: 'en' },
  play: async () => {
    message.error(texts.en.error);
    message.error(texts.en.error);
    message.warning(texts.en.warning);
    const region = within(document.body).getByRole('region', { name: /Messages/ });
    await within(region).findByText(texts.en.warning);
    await expect(within(region).getAllByText(texts.en.error)).toHaveLength(1);
    await holdOpen(texts.en.error);
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    for (const type of messageTypes) {
      await userEvent.click(canvas.getByRole('button', { name: type }));
    }
    await within(document.body).findByText(texts.zh.error);
    await holdOpen(texts.zh.success);
  },
};

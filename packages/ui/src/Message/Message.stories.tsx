import type { Meta, StoryObj } from '@storybook/react-vite';
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

/**
 * `sticky` keeps the messages until dismissed, so the picture never races sonner's timers on a
 * busy machine; the Durations story checks the real default durations.
 */
function MessageDemo({ locale, sticky }: { locale: 'zh' | 'en'; sticky: boolean }) {
  return (
    <div className="flex gap-3">
      {messageTypes.map((type) => (
        <Button
          key={type}
          onClick={() => message[type](texts[locale][type], sticky ? { duration: Infinity } : undefined)}
        >
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
  render: (_args, { globals, parameters }) => (
    <MessageDemo locale={globals['locale'] === 'en' ? 'en' : 'zh'} sticky={parameters['realDurations'] !== true} />
  ),
  // Its messages stay until dismissed, so the picture holds them (.storybook/vitest.setup.ts).
  parameters: { visual: { toasts: true } },
  // Toasts live in a module-level store: start every story with none on screen. Wait for the
  // dismissed ones to unmount, or a new message with the same text (same id) would be taken
  // for the one leaving and removed with it.
  beforeEach: async () => {
    message.dismissAll();
    await waitFor(() => expect(document.body.querySelectorAll('[data-sonner-toast]')).toHaveLength(0));
  },
} satisfies Meta<typeof MessageHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until every toast on screen has finished mounting (sonner positions them a frame later). */
async function allMounted() {
  await waitFor(() => {
    const toasts = [...document.body.querySelectorAll('[data-sonner-toast]')];
    expect(toasts.length).toBeGreaterThan(0);
    for (const toast of toasts) expect(toast).toHaveAttribute('data-mounted', 'true');
  });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
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
    }
    await allMounted();
  },
};

export const Durations: Story = {
  name: 'Error stays 5 s, others 3 s',
  // The real timers run here, so the picture could race them; AllTypes is the picture.
  parameters: { realDurations: true, visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(messageDuration('error')).toBe(MESSAGE_ERROR_DURATION_MS);
    await expect(MESSAGE_ERROR_DURATION_MS).toBe(5000);
    for (const type of ['success', 'info', 'warning'] as const) {
      await expect(messageDuration(type)).toBe(MESSAGE_DURATION_MS);
    }
    await expect(MESSAGE_DURATION_MS).toBe(3000);
    await userEvent.click(canvas.getByRole('button', { name: 'error' }));
    const shown = await within(document.body).findByText(texts.zh.error);
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
    await allMounted();
  },
};

export const ProgrammaticEnglish: Story = {
  name: 'Called outside React (English)',
  globals: { locale: 'en' },
  play: async () => {
    message.error(texts.en.error, { duration: Infinity });
    message.error(texts.en.error, { duration: Infinity });
    message.warning(texts.en.warning, { duration: Infinity });
    const region = within(document.body).getByRole('region', { name: /Messages/ });
    await within(region).findByText(texts.en.warning);
    await expect(within(region).getAllByText(texts.en.error)).toHaveLength(1);
    await allMounted();
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    for (const type of messageTypes) {
      await userEvent.click(canvas.getByRole('button', { name: type }));
    }
    await within(document.body).findByText(texts.zh.error);
    await within(document.body).findByText(texts.zh.success);
    await allMounted();
  },
};

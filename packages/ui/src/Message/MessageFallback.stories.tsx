import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MessageFallback, type FallbackMessage } from './MessageFallback';
import { messageTypes, type MessageType } from './MessageToast';

const texts: Record<'zh' | 'en', Record<MessageType, string>> = {
  zh: { success: '保存成功', info: '正在导出，请稍候', warning: '请填写完整的表单', error: 'Network Error' },
  en: {
    success: 'Saved',
    info: 'Exporting, please wait',
    warning: 'Please complete the form',
    error: 'Network Error',
  },
};

const shown = (locale: 'zh' | 'en'): FallbackMessage[] =>
  messageTypes.map((type) => ({ id: `message:${type}`, type, text: texts[locale][type] }));

const meta = {
  title: 'Feedback/MessageFallback',
  component: MessageFallback,
  args: { messages: shown('zh') },
  // Fixed messages, no timers: the picture holds them.
  parameters: { visual: { toasts: true } },
} satisfies Meta<typeof MessageFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every message in the region named as the toast host's, each drawn as its type. */
async function expectMessages(regionName: RegExp, locale: 'zh' | 'en') {
  const region = within(document.body).getByRole('region', { name: regionName });
  for (const type of messageTypes) {
    const text = within(region).getByText(texts[locale][type]);
    await expect(text).toBeVisible();
    await expect(text.closest('[data-slot=message]')).toHaveAttribute('data-variant', type);
  }
  await expect(region.querySelector('[data-variant=error]')).toHaveAttribute('data-duration', '5000');
  await expect(region.querySelector('[data-variant=success]')).toHaveAttribute('data-duration', '3000');
}

export const AllTypes: Story = {
  play: () => expectMessages(/消息/, 'zh'),
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { messages: shown('en') },
  play: () => expectMessages(/Messages/, 'en'),
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  play: () => expectMessages(/消息/, 'zh'),
};

export const Mini: Story = {
  globals: { size: 'mini' },
  play: () => expectMessages(/消息/, 'zh'),
};

export const Empty: Story = {
  name: 'No message: no region',
  args: { messages: [] },
  // Nothing is drawn: an empty page says nothing a picture could check.
  parameters: { visual: { disable: true } },
  play: async () => {
    await expect(within(document.body).queryByRole('region', { name: /消息/ })).toBeNull();
  },
};

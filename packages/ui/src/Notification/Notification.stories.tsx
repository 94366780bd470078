import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { MessageHost } from '../Message';
import { Notification, notificationTypes, notify } from './Notification';

const meta = {
  title: 'Feedback/Notification',
  component: Notification,
  args: { type: 'warning', title: '警告', description: '权限不足，请联系超级管理员' },
  // Its notifications stay until dismissed, so the picture holds them (.storybook/vitest.setup.ts).
  parameters: { visual: { toasts: true } },
  beforeEach: () => {
    notify.dismissAll();
  },
} satisfies Meta<typeof Notification>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every type, closable, as drawn inline. */
export const AllTypes: Story = {
  args: { onClose: fn() },
  render: (args) => (
    <div className="grid gap-4">
      {notificationTypes.map((type) => (
        <Notification key={type} {...args} type={type} title={`${args.title} (${type})`} />
      ))}
    </div>
  ),
  play: async ({ canvas, args }) => {
    const closes = canvas.getAllByRole('button', { name: '关闭' });
    await expect(closes).toHaveLength(4);
    await userEvent.click(closes[0]!);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The spec's 警告 notification, shown programmatically and closed by keyboard. */
export const WarningFromOutsideReact: Story = {
  render: (args) => (
    <>
      <Button
        onClick={() =>
          notify.warning({ title: String(args.title), description: String(args.description), duration: Infinity })
        }
      >
        notify.warning
      </Button>
      <MessageHost />
    </>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'notify.warning' });
    await userEvent.click(trigger);
    const region = within(document.body).getByRole('region', { name: /通知/ });
    await within(region).findByText('警告');
    await expect(within(region).getByText('权限不足，请联系超级管理员')).toBeVisible();
    // Open a second one, then close it by keyboard: the first stays.
    await userEvent.click(trigger);
    await waitFor(() => expect(within(region).getAllByText('警告')).toHaveLength(2));
    const closes = within(region).getAllByRole('button', { name: '关闭' });
    closes[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(region).getAllByText('警告')).toHaveLength(1));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { type: 'error', title: 'Warning', description: 'Could not load your account', onClose: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  args: { onClose: fn() },
  render: (args) => (
    <div className="grid gap-4">
      {notificationTypes.map((type) => (
        <Notification key={type} {...args} type={type} />
      ))}
    </div>
  ),
};

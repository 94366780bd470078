import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';
import { openByKeyboard } from '../lib/storyChecks';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: '确定删除该设备吗？',
    description: '删除后不可恢复，设备上的商品和补货记录将一并删除。',
    onConfirm: fn(),
    onCancel: fn(),
    trigger: <Button variant="danger">删除</Button>,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openConfirmByKeyboard = (name: string) => openByKeyboard('alertdialog', name);

export const Default: Story = {
  args: {
    title: '确定退出登录吗？',
    description: undefined,
    trigger: <Button>退出登录</Button>,
  },
  play: async () => {
    const dialog = await openConfirmByKeyboard('确定退出登录吗？');
    await expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
    await expect(dialog).toHaveAttribute('data-variant', 'default');
  },
};

/** Danger: red confirm button; focus starts on Cancel, the safe choice. */
export const Danger: Story = {
  args: { variant: 'danger' },
  play: async ({ args }) => {
    const dialog = await openConfirmByKeyboard('确定删除该设备吗？');
    await expect(dialog).toHaveAccessibleDescription('删除后不可恢复，设备上的商品和补货记录将一并删除。');
    await expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: '确定' })).toHaveAttribute('data-variant', 'danger');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the confirm work runs the button shows loading and the dialog cannot be dismissed. */
export const AsyncConfirmPending: Story = {
  args: { variant: 'danger', onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const dialog = await openConfirmByKeyboard('确定删除该设备吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    const confirm = within(dialog).getByRole('button', { name: /确定/ });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toHaveAttribute('data-state', 'pending');
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

/** When the work succeeds the dialog closes and focus returns to the trigger. */
export const AsyncConfirmDone: Story = {
  args: { onConfirm: fn(() => Promise.resolve()) },
  play: async ({ canvas, args }) => {
    const dialog = await openConfirmByKeyboard('确定删除该设备吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '删除' })).toHaveFocus();
  },
};

/** When the work fails the dialog stays open for a retry. */
export const AsyncConfirmFailed: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('网络错误'))) },
  play: async ({ args }) => {
    const dialog = await openConfirmByKeyboard('确定删除该设备吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '确定' })).not.toHaveAttribute('aria-busy'));
    await expect(dialog).toBeInTheDocument();
  },
};

export const EscapeCancelsAndReturnsFocus: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Delete this device?',
    description: 'This cannot be undone.',
    variant: 'danger',
    trigger: <Button variant="danger">Delete</Button>,
  },
  play: async ({ canvas, args }) => {
    const dialog = await openConfirmByKeyboard('Delete this device?');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Delete this device?',
    description: 'This cannot be undone.',
    variant: 'danger',
    trigger: <Button variant="danger">Delete</Button>,
  },
  play: async () => {
    const dialog = await openConfirmByKeyboard('Delete this device?');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  args: { variant: 'danger' },
  play: async () => {
    await openConfirmByKeyboard('确定删除该设备吗？');
  },
};

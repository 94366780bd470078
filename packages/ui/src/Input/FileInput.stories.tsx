import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileInput } from './FileInput';

const statement = () => new File(['交易单号,金额,手续费,交易时间\n'], 'alipay-2026-11-20.csv', { type: 'text/csv' });

const meta = {
  title: 'Forms/FileInput',
  component: FileInput,
  args: { 'aria-label': '对账单文件（CSV）', accept: '.csv,text/csv', onFileChange: fn() },
  decorators: [(Story) => <div className="max-w-sm p-2">{Story()}</div>],
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing chosen: the button and the empty text in the console's words, not the browser's
 * "Choose File / No file chosen". Tab reaches the (visually hidden) input itself, its name intact;
 * the drawn button shows its focus ring. A file chosen is named beside the button and describes the input.
 */
export const ChosenByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('选择文件')).toBeVisible();
    await expect(canvas.getByText('未选择文件')).toBeVisible();
    const input = canvas.getByLabelText('对账单文件（CSV）');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleDescription('未选择文件');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.upload(input, statement());
    await expect(args.onFileChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'alipay-2026-11-20.csv' }));
    await expect(canvas.getByText('alipay-2026-11-20.csv')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('alipay-2026-11-20.csv');
    await expect(input).toHaveFocus();
  },
};

/** A click on the drawn button opens the input's file dialog (the input is clicked). */
export const ButtonOpensTheInput: Story = {
  name: 'Button opens the input',
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('对账单文件（CSV）');
    const opened = fn();
    // The dialog itself is the browser's; that the input was clicked is what the button owes.
    input.addEventListener('click', (event) => {
      event.preventDefault();
      opened();
    });
    await userEvent.click(canvasElement.querySelector<HTMLElement>('[data-slot="file-input-button"]')!);
    await expect(opened).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Statement file (CSV)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose file')).toBeVisible();
    await expect(canvas.getByLabelText('Statement file (CSV)')).toHaveAccessibleDescription('No file chosen');
  },
};

/** The page's own words (the console's reconciliation import passes its 选择文件 / 未选择文件). */
export const PageWords: Story = {
  name: 'Page words',
  args: { 'aria-label': '拍照留证', chooseLabel: '拍照或选择照片', noFileLabel: '未拍照' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('拍照或选择照片')).toBeVisible();
    await expect(canvas.getByLabelText('拍照留证')).toHaveAccessibleDescription('未拍照');
  },
};

export const Invalid: Story = { args: { invalid: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('对账单文件（CSV）')).toBeDisabled();
  },
};

export const SizeDefault: Story = { name: 'Size default', globals: { size: 'default' } };

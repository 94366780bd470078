import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field, Form } from '../Form';
import { Select } from './Select';

const orderStates = [
  { value: 'unpaid', label: '未支付' },
  { value: 'processing', label: '处理中' },
  { value: 'completed', label: '已完成' },
  { value: 'cancelled', label: '已取消', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { 'aria-label': '订单状态', options: orderStates, onValueChange: fn(), onBlur: fn() },
  decorators: [(Story) => <div className="max-w-60">{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '订单状态' })).toHaveTextContent('请选择');
  },
};

export const Filled: Story = { args: { defaultValue: 'processing' } };

/** Opened by keyboard: the list is in a portal, the chosen option checked, disabled ones skipped. */
export const OpenByKeyboard: Story = {
  args: { defaultValue: 'processing' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: '订单状态' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: '处理中' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(listbox).getByRole('option', { name: '已取消' })).toHaveAttribute('aria-disabled', 'true');
    // Focus moving into the list is not the user leaving the field.
    await expect(args.onBlur).not.toHaveBeenCalled();
  },
};

export const ChooseByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: '订单状态' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('processing'));
    await expect(trigger).toHaveTextContent('处理中');
    await expect(trigger).toHaveFocus();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const InvalidWithMessage: Story = {
  render: (args) => (
    <Form aria-label="筛选" layout="vertical" defaultValues={{ state: '' }} onSubmit={fn()}>
      <Field name="state" label="订单状态" rules={{ required: '请选择订单状态' }}>
        <Select options={args.options} />
      </Field>
    </Form>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: '订单状态' });
    trigger.focus();
    await userEvent.tab();
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('请选择订单状态');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'completed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      {(['default', 'small', 'mini'] as const).map((size) => (
        <Select key={size} {...args} aria-label={size} size={size} defaultValue="unpaid" />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['default', 'small', 'mini'].map(
      (size) => canvas.getByRole('combobox', { name: size }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([40, 32, 28]);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    'aria-label': 'Order state',
    options: [
      { value: 'unpaid', label: 'Unpaid' },
      { value: 'completed', label: 'Completed' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Order state' })).toHaveTextContent('Select');
  },
};

export const DarkOpen: Story = {
  globals: { scheme: 'dark' },
  args: { defaultValue: 'unpaid' },
  play: async ({ canvas }) => {
    canvas.getByRole('combobox').focus();
    await userEvent.keyboard(' ');
    await within(document.body).findByRole('listbox');
  },
};

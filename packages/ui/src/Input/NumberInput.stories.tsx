import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Field, Form } from '../Form';
import { NumberInput } from './NumberInput';

const meta = {
  title: 'Forms/NumberInput',
  component: NumberInput,
  args: { 'aria-label': '库存', placeholder: '请输入数量', onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-48">{Story()}</div>],
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { min: 0, max: 10 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: '库存' });
    await userEvent.type(input, '8');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(8);
    await expect(input).toHaveValue(8);
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

export const Filled: Story = { args: { defaultValue: 24 } };

/** Controlled: a number (or null) in and out. */
export const Controlled: Story = {
  render: (args) => {
    const [value, setValue] = useState<number | null>(12);
    return (
      <div className="flex items-center gap-2 text-xs text-text">
        <NumberInput {...args} value={value} onValueChange={setValue} step={0.5} />
        <output>{value === null ? '—' : value * 2}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: '库存' });
    await userEvent.clear(input);
    await userEvent.type(input, '2.5');
    await expect(canvas.getByRole('status')).toHaveTextContent('5');
  },
};

export const InvalidWithMessage: Story = {
  render: () => (
    <Form aria-label="补货" layout="vertical" defaultValues={{ count: null }} onSubmit={fn()}>
      <Field
        name="count"
        label="补货数量"
        rules={{ required: '请输入补货数量', min: { value: 1, message: '补货数量至少为 1' } }}
      >
        <NumberInput />
      </Field>
    </Form>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: '补货数量' });
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('补货数量至少为 1');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 24 } };

export const English: Story = { globals: { locale: 'en' }, args: { 'aria-label': 'Stock', placeholder: 'Quantity' } };

export const Dark: Story = { globals: { scheme: 'dark' }, args: { defaultValue: 24, size: 'default' } };

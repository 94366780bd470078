import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Field, Form } from '../Form';
import { TextInput } from './TextInput';

const meta = {
  title: 'Forms/TextInput',
  component: TextInput,
  args: { 'aria-label': '设备名称', placeholder: '请输入设备名称', onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '设备名称' });
    await expect(input).toHaveAttribute('data-size', 'mini');
    await expect(input.getBoundingClientRect().height).toBe(28);
    await userEvent.type(input, 'A1');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('A1');
    await userEvent.clear(input);
  },
};

export const Filled: Story = { args: { defaultValue: '一号售货机' } };

/** Controlled: the caller owns the value (here it upper-cases what is typed). */
export const Controlled: Story = {
  render: (args) => {
    const [value, setValue] = useState('');
    return <TextInput {...args} value={value} onValueChange={(next) => setValue(next.toUpperCase())} />;
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '设备名称' });
    await userEvent.type(input, 'ab-12');
    await expect(input).toHaveValue('AB-12');
  },
};

/** Invalid inside a Field: danger border, `aria-invalid`, and the message read as its description. */
export const InvalidWithMessage: Story = {
  render: (args) => (
    <Form aria-label="设备" layout="vertical" defaultValues={{ name: '' }} onSubmit={fn()}>
      <Field name="name" label="设备名称" rules={{ required: '请输入设备名称' }}>
        <TextInput placeholder={args.placeholder} />
      </Field>
    </Form>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '设备名称' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请输入设备名称');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '一号售货机' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      {(['default', 'small', 'mini'] as const).map((size) => (
        <TextInput key={size} {...args} aria-label={size} size={size} placeholder={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['default', 'small', 'mini'].map(
      (size) => canvas.getByRole('textbox', { name: size }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([40, 32, 28]);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Device name', placeholder: 'Enter the device name' },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <TextInput {...args} aria-label="空" />
      <TextInput {...args} aria-label="已填" defaultValue="一号售货机" />
      <TextInput {...args} aria-label="无效" defaultValue="#" invalid />
      <TextInput {...args} aria-label="禁用" defaultValue="一号售货机" disabled />
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Field, Form } from '../Form';
import { DateTimeInput } from './DateTimeInput';

const meta = {
  title: 'Forms/DateTimeInput',
  component: DateTimeInput,
  args: { 'aria-label': '面试时间', onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof DateTimeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed by keyboard, field by field: the value handed back is an instant. */
export const TypedByKeyboard: Story = {
  render: (args) => {
    const [value, setValue] = useState('');
    return (
      <>
        <DateTimeInput
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange?.(next);
          }}
        />
        <output aria-label="选择的时刻">{value}</output>
      </>
    );
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('面试时间');
    await expect(input).toHaveAttribute('type', 'datetime-local');
    await expect(input).toHaveAttribute('data-size', 'mini');
    await userEvent.click(input);
    await userEvent.keyboard('2026-12-01T09:30');
    await expect(input).toHaveValue('2026-12-01T09:30');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date('2026-12-01T09:30').toISOString());
  },
};

export const Filled: Story = { args: { value: new Date('2026-12-01T09:30').toISOString() } };

export const Disabled: Story = { args: { value: new Date('2026-12-01T09:30').toISOString(), disabled: true } };

export const SizeDefault: Story = {
  globals: { size: 'default' },
  args: { value: new Date('2026-12-01T09:30').toISOString() },
};

/** Required inside a Field: left empty, it says so and is read as invalid. */
export const RequiredWithMessage: Story = {
  render: () => (
    <Form aria-label="安排面试" layout="vertical" defaultValues={{ time: '' }} onSubmit={fn()}>
      <Field name="time" label="面试时间" rules={{ required: '请选择面试时间' }}>
        <DateTimeInput />
      </Field>
    </Form>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('面试时间');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请选择面试时间');
  },
};

export const RequiredEnglish: Story = {
  globals: { locale: 'en' },
  render: () => (
    <Form aria-label="Schedule an interview" layout="vertical" defaultValues={{ time: '' }} onSubmit={fn()}>
      <Field name="time" label="Interview time" rules={{ required: 'Choose the interview time' }}>
        <DateTimeInput />
      </Field>
    </Form>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Interview time');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Choose the interview time');
  },
};

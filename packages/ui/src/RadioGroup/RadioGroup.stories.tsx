import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Field, Form, FormSubmit } from '../Form';
import { RadioGroup } from './RadioGroup';

const reviewResults = [
  { value: 'passed', label: '通过' },
  { value: 'rejected', label: '驳回' },
  { value: 'interview', label: '面试' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { 'aria-label': '审核结果', options: reviewResults, onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '通过' })).toHaveFocus();
    // Held down like a real key: the roving focus moves after keydown, and checks on arrival.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '驳回' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('rejected');
  },
};

export const Filled: Story = { args: { defaultValue: 'interview' } };

export const Vertical: Story = { args: { defaultValue: 'passed', orientation: 'vertical' } };

export const InvalidWithMessage: Story = {
  render: (args) => (
    <Form aria-label="审核" defaultValues={{ result: '' }} onSubmit={fn()} className="max-w-md">
      <Field name="result" label="审核结果" rules={{ required: '请选择审核结果' }}>
        <RadioGroup options={args.options} />
      </Field>
      <div className="pl-[calc(var(--vc-form-label-width)+12px)]">
        <FormSubmit>提交</FormSubmit>
      </div>
    </Form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    const group = canvas.getByRole('radiogroup', { name: '审核结果' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请选择审核结果');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('请选择审核结果');
    await expect(canvas.getByRole('radio', { name: '通过' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: {
    options: [...reviewResults.slice(0, 2), { value: 'interview', label: '面试', disabled: true }],
    disabled: false,
  },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <RadioGroup {...args} aria-label="部分禁用" />
      <RadioGroup {...args} aria-label="全部禁用" disabled defaultValue="passed" />
    </div>
  ),
};

export const SizeDefault: Story = { globals: { size: 'default' }, args: { defaultValue: 'passed' } };

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    'aria-label': 'Review result',
    options: [
      { value: 'passed', label: 'Passed' },
      { value: 'rejected', label: 'Rejected' },
    ],
    defaultValue: 'rejected',
  },
};

export const Dark: Story = { globals: { scheme: 'dark' }, args: { defaultValue: 'passed', invalid: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field, Form } from '../Form';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { 'aria-label': '备注', placeholder: '请输入备注', onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '备注' }), '第一行{Enter}第二行');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('第一行\n第二行');
  },
};

export const Filled: Story = { args: { defaultValue: '补货时请检查冷柜温度。\n周末加补饮料。' } };

export const InvalidWithMessage: Story = {
  render: (args) => (
    <Form aria-label="反馈" layout="vertical" defaultValues={{ reply: '' }} onSubmit={fn()}>
      <Field name="reply" label="回复内容" rules={{ required: '请输入回复内容' }}>
        <Textarea placeholder={args.placeholder} />
      </Field>
    </Form>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: '回复内容' });
    await userEvent.click(textarea);
    await userEvent.tab();
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('请输入回复内容');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '已归档' } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Note', placeholder: 'Enter a note', size: 'default' },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  args: { defaultValue: '补货时请检查冷柜温度。', invalid: true },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FormSubmit, Field, Form } from '../Form';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: '同时推送给代理商', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: '同时推送给代理商' });
    await userEvent.click(canvas.getByText('同时推送给代理商'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  args: { checked: 'indeterminate', label: '全选' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toHaveAttribute('aria-checked', 'mixed');
  },
};

/** A rule that the box must be ticked, shown on submit. */
export const InvalidWithMessage: Story = {
  render: () => (
    <Form aria-label="协议" layout="vertical" defaultValues={{ agreed: false }} onSubmit={fn()}>
      <Field name="agreed" label="服务条款" rules={{ required: '请先同意服务条款' }}>
        <Checkbox label="我已阅读并同意服务条款" />
      </Field>
      <div>
        <FormSubmit>提交</FormSubmit>
      </div>
    </Form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    const box = canvas.getByRole('checkbox', { name: '服务条款 我已阅读并同意服务条款' });
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    await expect(box).toHaveFocus();
    await expect(box).toHaveAccessibleDescription('请先同意服务条款');
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2">
      <Checkbox {...args} label="禁用" disabled />
      <Checkbox {...args} label="禁用且选中" disabled defaultChecked />
    </div>
  ),
};

export const SizeDefault: Story = { globals: { size: 'default' }, args: { defaultChecked: true } };

export const English: Story = { globals: { locale: 'en' }, args: { label: 'Also notify agents' } };

export const Dark: Story = {
  globals: { scheme: 'dark' },
  render: (args) => (
    <div className="flex flex-col gap-2">
      <Checkbox {...args} label="未选" />
      <Checkbox {...args} label="已选" defaultChecked />
      <Checkbox {...args} label="部分" checked="indeterminate" />
      <Checkbox {...args} label="无效" invalid />
    </div>
  ),
};

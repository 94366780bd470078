import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field, Form } from '../Form';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Forms/PasswordInput',
  component: PasswordInput,
  args: { 'aria-label': '密码', placeholder: '请输入密码', onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The toggle is a button named 显示密码, pressed while the password shows; Space or Enter toggles it. */
export const ShowAndHide: Story = {
  args: { defaultValue: 'vending-2024' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('密码');
    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('vending-2024');
  },
};

export const Filled: Story = { args: { defaultValue: 'vending-2024' } };

export const InvalidWithMessage: Story = {
  render: (args) => (
    <Form aria-label="登录" layout="vertical" defaultValues={{ password: '' }} onSubmit={fn()}>
      <Field name="password" label="密码" rules={{ required: '请输入密码' }}>
        <PasswordInput placeholder={args.placeholder} />
      </Field>
    </Form>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('密码');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请输入密码');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'vending-2024' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('密码')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '显示密码' })).toBeDisabled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      {(['default', 'small', 'mini'] as const).map((size) => (
        <PasswordInput key={size} {...args} aria-label={size} size={size} defaultValue="secret" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const heights = [...canvasElement.querySelectorAll('[data-slot=password-input]')].map(
      (box) => box.getBoundingClientRect().height,
    );
    await expect(heights).toEqual([40, 32, 28]);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Password', placeholder: 'Enter the password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <PasswordInput {...args} aria-label="空" />
      <PasswordInput {...args} aria-label="已填" defaultValue="secret" />
      <PasswordInput {...args} aria-label="无效" invalid />
      <PasswordInput {...args} aria-label="禁用" defaultValue="secret" disabled />
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field, Form } from '../Form';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { 'aria-label': '启用', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: '启用' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

export const On: Story = { args: { defaultChecked: true } };

/** Inside a Field the switch is bound through `checked`, labelled by the field label. */
export const InField: Story = {
  render: (args) => (
    <Form aria-label="会员" className="max-w-sm" defaultValues={{ enabled: true }} onSubmit={args.onCheckedChange!}>
      <Field name="enabled" label="是否启用" help="停用后会员无法登录">
        <Switch />
      </Field>
    </Form>
  ),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: '是否启用' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('停用后会员无法登录');
  },
};

export const Invalid: Story = { args: { invalid: true } };

export const Disabled: Story = {
  render: (args) => (
    <div className="flex gap-4">
      <Switch {...args} aria-label="禁用关" disabled />
      <Switch {...args} aria-label="禁用开" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: '禁用开' })).toBeDisabled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-4">
      {(['default', 'small', 'mini'] as const).map((size) => (
        <Switch key={size} {...args} aria-label={size} size={size} defaultChecked />
      ))}
    </div>
  ),
};

export const English: Story = { globals: { locale: 'en' }, args: { 'aria-label': 'Enabled', defaultChecked: true } };

export const Dark: Story = {
  globals: { scheme: 'dark' },
  render: (args) => (
    <div className="flex gap-4">
      <Switch {...args} aria-label="关" />
      <Switch {...args} aria-label="开" defaultChecked />
      <Switch {...args} aria-label="禁用" disabled defaultChecked />
    </div>
  ),
};

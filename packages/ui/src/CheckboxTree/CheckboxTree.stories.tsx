import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CheckboxTree } from './CheckboxTree';
import type { CheckboxTreeNode } from './checkboxTree';

const menus: CheckboxTreeNode[] = [
  {
    id: '会员管理',
    label: '会员管理',
    children: [
      { id: '会员列表', label: '会员列表' },
      { id: '充值列表', label: '充值列表' },
    ],
  },
  {
    id: '设备管理',
    label: '设备管理',
    children: [
      { id: '设备列表', label: '设备列表' },
      { id: '补货记录', label: '补货记录' },
      { id: '设备类型', label: '设备类型' },
    ],
  },
  { id: '首页', label: '首页' },
];

const meta = {
  title: 'Forms/CheckboxTree',
  component: CheckboxTree,
  args: { label: '可访问的菜单', nodes: menus, onCheckedChange: fn() },
} satisfies Meta<typeof CheckboxTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('checkbox', { name: '会员管理' });
    await userEvent.click(group);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(['会员列表', '充值列表']);
    await expect(canvas.getByRole('checkbox', { name: '会员列表' })).toBeChecked();
  },
};

export const PartlyChecked: Story = {
  args: { defaultChecked: ['设备列表', '首页'] },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('checkbox', { name: '设备管理' });
    await expect(group).toHaveAttribute('aria-checked', 'mixed');
    // Keyboard: Tab to the first page of the group, Space toggles it.
    canvas.getByRole('checkbox', { name: '补货记录' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(['设备列表', '首页', '补货记录']);
    await expect(group).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const CollapsedGroup: Story = {
  args: { defaultExpanded: ['会员管理'] },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: '设备管理' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('checkbox', { name: '设备列表' })).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('checkbox', { name: '设备列表' })).toBeVisible();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: ['会员列表', '充值列表'] } };

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Permitted menus',
    defaultChecked: ['list'],
    nodes: [
      {
        id: 'members',
        label: 'Members',
        children: [
          { id: 'list', label: 'Member list' },
          { id: 'recharges', label: 'Recharges' },
        ],
      },
    ],
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  args: { defaultChecked: ['会员列表', '设备列表', '补货记录', '设备类型'] },
};

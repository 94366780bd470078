import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { Button } from './Button';

const meta = {
  title: 'Basics/Button',
  component: Button,
  args: { children: '保存', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'default', 'danger', 'text', 'link'] },
    size: { control: 'inline-radio', options: ['default', 'small', 'mini'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '保存' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '保存' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Danger: Story = { args: { variant: 'danger', children: '删除' } };

export const Text: Story = { args: { variant: 'text', children: '编辑' } };

export const Link: Story = { args: { variant: 'link', children: '查看详情' } };

/** Every variant at every size, for side-by-side review. */
export const AllVariantsAndSizes: Story = {
  render: (args) => (
    <div className="grid gap-3">
      {(['default', 'small', 'mini'] as const).map((size) => (
        <div key={size} className="flex items-center gap-3" data-testid={`row-${size}`}>
          {(['primary', 'default', 'danger', 'text', 'link'] as const).map((variant) => (
            <Button key={variant} {...args} size={size} variant={variant}>
              {variant}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['default', 'small', 'mini'].map(
      (size) => canvas.getByTestId(`row-${size}`).querySelector('button')!.getBoundingClientRect().height,
    );
    await expect(heights).toEqual([40, 32, 28]);
  },
};

export const Loading: Story = {
  args: { variant: 'primary', loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /保存/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleName('保存 加载中');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * Clicked from the keyboard, a button that is busy (and disabled, as a form's buttons are while it
 * saves) keeps the focus: the keyboard user stays where they were.
 */
export const LoadingKeepsFocus: Story = {
  render: function LoadingOnClick(args) {
    const [busy, setBusy] = useState(false);
    return (
      <Button {...args} variant="primary" loading={busy} disabled={busy} onClick={() => setBusy(true)}>
        计算补货量
      </Button>
    );
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '计算补货量' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // The browser moves the focus off a disabled element when it next updates the rendering:
    // two frames on, it is still here.
    for (let frame = 0; frame < 2; frame++) await new Promise((drawn) => requestAnimationFrame(drawn));
    await expect(button).toHaveFocus();
  },
};

export const LoadingEnglish: Story = {
  args: { variant: 'primary', loading: true, children: 'Save' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Save Loading');
  },
};

export const Disabled: Story = {
  args: { variant: 'primary', disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '保存' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const WithIcon: Story = {
  args: { variant: 'primary', icon: <Icon name="user" />, children: '新增管理员' },
};

export const IconOnly: Story = {
  args: { children: undefined, icon: <Icon name="form" />, 'aria-label': '编辑' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '编辑' });
    await expect(button).toHaveAttribute('data-size', 'mini');
    await expect(button.getBoundingClientRect().width).toBe(28);
  },
};

export const English: Story = {
  args: { variant: 'primary', children: 'Save' },
  globals: { locale: 'en' },
};

export const SizeFromProvider: Story = {
  name: 'Size from the toolbar (default)',
  args: { variant: 'primary' },
  globals: { size: 'default' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('data-size', 'default');
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  render: (args) => (
    <div className="flex items-center gap-3">
      {(['primary', 'default', 'danger', 'text', 'link'] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(5);
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};

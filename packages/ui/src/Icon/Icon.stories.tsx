import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, menuIconNames } from './Icon';

const meta = {
  title: 'Basics/Icon',
  component: Icon,
  args: { name: 'user' },
  argTypes: { name: { control: 'select', options: [...menuIconNames, 'unknown-name'] } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Labelled: Story = {
  args: { name: 'money', label: '财务' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '财务' })).toHaveAttribute('data-icon', 'money');
  },
};

export const UnknownNameFallsBack: Story = {
  args: { name: 'no-such-icon', label: '未知' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '未知' })).toHaveAttribute('data-icon', 'fallback');
  },
};

/** Every icon name of the spec's menu, with its name, at the three control font sizes. */
export const Gallery: Story = {
  render: () => (
    <ul className="grid grid-cols-6 gap-4">
      {menuIconNames.map((name) => (
        <li key={name} className="flex flex-col items-center gap-1 text-xs text-text-muted">
          <span className="flex items-end gap-2 text-text">
            <Icon name={name} className="text-[12px]" />
            <Icon name={name} className="text-[14px]" />
            <Icon name={name} label={name} className="text-[24px]" />
          </span>
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(menuIconNames.length);
  },
};

export const Dark: Story = {
  ...Gallery,
  globals: { scheme: 'dark' },
};

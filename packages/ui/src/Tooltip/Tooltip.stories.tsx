import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: '导出当前筛选结果为表格',
    children: <Button icon={<Icon name="table" />} aria-label="导出" />,
  },
  decorators: [
    (Story) => (
      <div className="p-16">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus shows the tooltip at once, and it describes the control. */
export const OpenByKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: '导出' });
    await expect(trigger).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('导出当前筛选结果为表格');
    await expect(trigger).toHaveAccessibleDescription('导出当前筛选结果为表格');
  },
};

export const EscapeHides: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await within(document.body).findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: '导出' })).toHaveFocus();
  },
};

export const Sides: Story = {
  render: (args) => (
    <div className="flex gap-24 py-10">
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Tooltip key={side} {...args} side={side} content={side} open>
          <Button>{side}</Button>
        </Tooltip>
      ))}
    </div>
  ),
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    content: 'Export the filtered rows as a spreadsheet',
    children: <Button icon={<Icon name="table" />} aria-label="Export" />,
  },
  play: async () => {
    await userEvent.tab();
    await within(document.body).findByRole('tooltip');
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  play: async () => {
    await userEvent.tab();
    await within(document.body).findByRole('tooltip');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';

const today = new Date(2024, 4, 15);
const defaultMonth = new Date(2024, 4, 1);

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: { 'aria-label': '下单时间', today, defaultMonth, onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-72">{Story()}</div>],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '下单时间' })).toHaveTextContent('开始日期 至 结束日期');
  },
};

export const Filled: Story = { args: { defaultValue: { from: new Date(2024, 4, 6), to: new Date(2024, 4, 12) } } };

/** Opened by keyboard showing the chosen range; two picks (in either order) make a new range. */
export const PickByKeyboard: Story = {
  args: { defaultValue: { from: new Date(2024, 4, 6), to: new Date(2024, 4, 12) } },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: '下单时间' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const calendar = await within(document.body).findByRole('dialog', { name: '日历' });
    await expect(within(calendar).getAllByRole('grid')).toHaveLength(2);
    await waitFor(() => expect(within(calendar).getByRole('button', { name: /2024年5月6日/ })).toHaveFocus());
    // Pick the 20th, then back to the 13th: the range is ordered whichever end came first.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenCalledWith({ from: new Date(2024, 4, 13), to: new Date(2024, 4, 20) }),
    );
    await expect(trigger).toHaveTextContent('2024-05-13 至 2024-05-20');
  },
};

export const Open: Story = {
  args: { defaultValue: { from: new Date(2024, 4, 6), to: new Date(2024, 4, 12) } },
  play: async ({ canvas }) => {
    canvas.getByRole('combobox').focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('dialog', { name: '日历' });
  },
};

/** The clear control empties both ends at once and hands the focus back to the trigger. */
export const Clearable: Story = {
  args: { defaultValue: { from: new Date(2024, 4, 6), to: new Date(2024, 4, 12) }, clearable: true },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: '下单时间' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '清除日期' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(trigger).toHaveTextContent('开始日期 至 结束日期');
    await expect(trigger).toHaveFocus();
  },
};

export const Invalid: Story = { args: { invalid: true } };

export const Disabled: Story = { args: { disabled: true } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Ordered', defaultValue: { from: new Date(2024, 4, 6), to: new Date(2024, 4, 12) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveTextContent('2024-05-06 to 2024-05-12');
  },
};

export const DarkOpen: Story = {
  globals: { scheme: 'dark' },
  args: { defaultValue: { from: new Date(2024, 4, 6), to: new Date(2024, 4, 12) } },
  play: Open.play,
};

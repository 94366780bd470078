import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field, Form, FormSubmit } from '../Form';
import { CalendarPopover, DatePicker } from './DatePicker';
import { CalendarFailed } from './lazyCalendar';
import { openByKeyboard } from '../lib/storyChecks';

// A fixed month and today keep the pictures the same on every day they are taken.
const today = new Date(2024, 4, 15);
const defaultMonth = new Date(2024, 4, 1);

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { 'aria-label': '上架日期', today, defaultMonth, onValueChange: fn(), onBlur: fn() },
  decorators: [(Story) => <div className="max-w-60">{Story()}</div>],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '上架日期' })).toHaveTextContent('选择日期');
  },
};

export const Filled: Story = { args: { defaultValue: new Date(2024, 4, 20) } };

/** An optional date can be cleared from the keyboard: Tab reaches the clear control after the trigger. */
export const Clearable: Story = {
  args: { defaultValue: new Date(2024, 4, 20), clearable: true },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: '上架日期' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '清除日期' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(trigger).toHaveTextContent('选择日期');
    await expect(trigger).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: '清除日期' })).toBeNull();
    // Chosen again, the control comes back (the picture shows it).
    await userEvent.keyboard('{Enter}');
    const calendar = await within(document.body).findByRole('dialog', { name: '日历' });
    await waitFor(() => expect(within(calendar).getByRole('button', { name: /2024年5月15日/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent('2024-05-15'));
    await expect(canvas.getByRole('button', { name: '清除日期' })).toBeVisible();
  },
};

export const ClearableEnglish: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Listed on', defaultValue: new Date(2024, 4, 20), clearable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Clear date' })).toBeVisible();
  },
};

/** Opened by keyboard: the calendar takes the focus on today; arrows move, Enter picks and closes. */
export const OpenByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: '上架日期' });
    const calendar = await openByKeyboard('dialog', '日历');
    await waitFor(() => expect(within(calendar).getByRole('button', { name: /2024年5月15日/ })).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onBlur).not.toHaveBeenCalled();
  },
};

export const PickByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: '上架日期' });
    trigger.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const calendar = await within(document.body).findByRole('dialog', { name: '日历' });
    await waitFor(() => expect(within(calendar).getByRole('button', { name: /2024年5月15日/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith(new Date(2024, 4, 23)));
    await expect(trigger).toHaveTextContent('2024-05-23');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const InvalidWithMessage: Story = {
  render: (args) => (
    <Form aria-label="活动" layout="vertical" defaultValues={{ startsOn: null }} onSubmit={fn()}>
      <Field name="startsOn" label="活动开始日期" rules={{ required: '请选择活动开始日期' }}>
        <DatePicker today={args.today} defaultMonth={args.defaultMonth} />
      </Field>
      <div>
        <FormSubmit>提交</FormSubmit>
      </div>
    </Form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    const trigger = canvas.getByRole('combobox', { name: '活动开始日期' });
    await waitFor(() => expect(trigger).toHaveAttribute('aria-invalid', 'true'));
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAccessibleDescription('请选择活动开始日期');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: new Date(2024, 4, 20) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

export const SizeDefault: Story = { globals: { size: 'default' }, args: { defaultValue: new Date(2024, 4, 20) } };

/** English calendar (date-fns en-US), opened with Space; days after today cannot be picked. */
export const EnglishOpen: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Listed on', defaultValue: new Date(2024, 4, 10), disabledDays: { after: today } },
  play: async ({ canvas }) => {
    canvas.getByRole('combobox', { name: 'Listed on' }).focus();
    await userEvent.keyboard(' ');
    const calendar = await within(document.body).findByRole('dialog', { name: 'Calendar' });
    await expect(within(calendar).getByRole('grid', { name: 'May 2024' })).toBeVisible();
    await expect(within(calendar).getByRole('button', { name: 'Monday, May 20, 2024' })).toBeDisabled();
  },
};

export const DarkOpen: Story = {
  globals: { scheme: 'dark' },
  args: { defaultValue: new Date(2024, 4, 20) },
  play: async ({ canvas }) => {
    canvas.getByRole('combobox').focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('dialog', { name: '日历' });
  },
};

/**
 * The calendar's code could not be loaded (offline on first opening): the popover says so with
 * a retry, which loads again. Drawn with the real popover; the load itself fails only offline.
 */
function CalendarLoadFailed({ retry, label }: { retry: () => void; label: string }) {
  return (
    <CalendarPopover open onOpenChange={() => undefined} text={null} placeholder={label} aria-label={label}>
      <CalendarFailed retry={retry} />
    </CalendarPopover>
  );
}

export const LoadFailed: Story = {
  render: (args) => <CalendarLoadFailed retry={args.onValueChange as () => void} label="上架日期" />,
  play: async ({ args }) => {
    const popover = within(await within(document.body).findByRole('dialog', { name: '日历' }));
    await expect(popover.getByRole('alert')).toHaveTextContent('加载失败');
    await userEvent.click(popover.getByRole('button', { name: '重试' }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const LoadFailedEnglish: Story = {
  globals: { locale: 'en' },
  render: (args) => <CalendarLoadFailed retry={args.onValueChange as () => void} label="Listed on" />,
  play: async ({ args }) => {
    const popover = within(await within(document.body).findByRole('dialog', { name: 'Calendar' }));
    await expect(popover.getByRole('alert')).toHaveTextContent(/failed/i);
    popover.getByRole('button', { name: /retry/i }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

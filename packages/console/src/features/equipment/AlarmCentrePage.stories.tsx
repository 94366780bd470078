import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { alarmCentreRows, assigneeOptions, temperatureHistory } from './fixtures';

const answers = {
  getAlarmCentreList: ok({ rows: alarmCentreRows, total: alarmCentreRows.length }),
  getDeviceOptions: ok({
    rows: [
      { value: 100, label: 'VM000003 3号售货机' },
      { value: 101, label: 'VM000004 4号售货机' },
    ],
  }),
  getAlarmAssigneeOptions: ok({ rows: assigneeOptions }),
  assignDeviceAlarm: ok(null),
  acknowledgeDeviceAlarm: { code: 0, msg: '', data: { message: '该告警已确认', field: 'alarmId' } },
  resolveDeviceAlarm: ok(null),
  getDeviceTemperatures: ok(temperatureHistory),
};

const meta = {
  title: 'Console/Pages/AlarmCentre',
  ...consolePage({
    path: '/equipment/alarm',
    answers,
    openTabs: [{ path: '/equipment/alarm', title: '告警中心' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getAlarmCentreList',
  table: { zh: '告警中心', en: 'Alarm centre' },
  cell: 'operator',
});

const rowOf = async (canvasElement: HTMLElement, alarmKind: string, index = 0) => {
  const table = within(await within(canvasElement).findByRole('table', { name: '告警中心' }));
  const cells = await table.findAllByText(alarmKind);
  return within(cells[index]!.closest('tr')!);
};

/** A row action: the first is a button, the others in the row's "more" menu. */
const openFromMenu = async (row: ReturnType<typeof within>, action: string) => {
  await userEvent.click(row.getByRole('button', { name: /更多操作/ }));
  await userEvent.click(await within(document.body).findByRole('menuitem', { name: action }));
};

/** Open alarms with their level, state, duration and assignee; the overdue ones marked. */
export const AlarmCentre: Story = {
  play: async (context) => {
    await states.list.play(context);
    const excursion = await rowOf(context.canvasElement, '温度异常');
    await expect(excursion.getByText('严重')).toBeVisible();
    await expect(excursion.getByText('待处理')).toBeVisible();
    await expect(excursion.getByText('已超时')).toBeVisible();
    await expect(excursion.getByText('50 分钟')).toBeVisible();
    await expect(excursion.getByText('未分配')).toBeVisible();
    const handled = await rowOf(context.canvasElement, '设备失联');
    await expect(handled.getByText('处理中')).toBeVisible();
    await expect(handled.getByText('operator 已确认')).toBeVisible();
    await expect(handled.queryByText('已超时')).toBeNull();
    const closed = await rowOf(context.canvasElement, '出货卡货');
    await expect(closed.getByText('admin 关闭')).toBeVisible();
    await expect(closed.getByText('1 天 3 小时')).toBeVisible();
    await expect(closed.getByRole('button', { name: '分配' })).toBeDisabled();
  },
};
export const AlarmCentreEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** Assigning picks an administrator by keyboard; the call carries the alarm and the administrator. */
export const Assign: Story = {
  args: { answers: { ...answers, assignDeviceAlarm: fn(() => ok(null)) } },
  play: async ({ canvasElement, args }) => {
    const excursion = await rowOf(canvasElement, '温度异常');
    await userEvent.click(excursion.getByRole('button', { name: '分配' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '分配' }));
    await userEvent.click(dialog.getByRole('combobox', { name: '处理人' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'operator' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await within(document.body).findByText('已分配')).toBeVisible();
    const assign = (args.answers as { assignDeviceAlarm: ReturnType<typeof fn> }).assignDeviceAlarm;
    await waitFor(() => expect(assign).toHaveBeenCalled());
  },
};

/** Acknowledging asks first; a refusal (someone else acknowledged it meanwhile) is told. */
export const AcknowledgeRefused: Story = {
  play: async ({ canvasElement }) => {
    const excursion = await rowOf(canvasElement, '温度异常');
    await openFromMenu(excursion, '确认');
    const confirm = within(await within(document.body).findByRole('alertdialog'));
    await expect(confirm.getByText(/确认后表示已有人处理/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: /确定|确认/ }));
    await expect(await within(document.body).findByText('该告警已确认')).toBeVisible();
  },
};

/** Resolving needs a note: the empty form is refused under the field, then saved. */
export const ResolveWithNote: Story = {
  play: async ({ canvasElement }) => {
    const excursion = await rowOf(canvasElement, '温度异常');
    await openFromMenu(excursion, '处理');
    const dialog = within(await within(document.body).findByRole('dialog', { name: '处理' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(dialog.getByLabelText('处理说明')).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(dialog.getByLabelText('处理说明'), '已更换温控器');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await within(document.body).findByText('告警已处理')).toBeVisible();
  },
};

/** The device's temperature over 24 hours against its range, the open 温度异常 and the readings out of range. */
export const Temperature: Story = {
  play: async ({ canvasElement }) => {
    const excursion = await rowOf(canvasElement, '温度异常');
    await openFromMenu(excursion, '温度');
    const drawer = within(await within(document.body).findByRole('dialog', { name: /温度 · VM000003/ }));
    await expect(await drawer.findByRole('figure', { name: '柜内温度（°C）' })).toBeVisible();
    await expect(drawer.getByText('温度范围：2 ~ 8 °C')).toBeVisible();
    const alarms = within(drawer.getByRole('region', { name: '温度异常告警' }));
    await expect(alarms.getByText(/起，未关闭/)).toBeVisible();
    const outside = within(drawer.getByRole('table', { name: '超出范围的读数' }));
    await expect(outside.getAllByRole('row')).toHaveLength(5);
    await expect(outside.getAllByText('12')).toHaveLength(2);
    // The period is a radio group: 7 天 asks for a week.
    await expect(drawer.getByRole('radio', { name: '24 小时' })).toBeChecked();
    await userEvent.click(drawer.getByRole('radio', { name: '7 天' }));
    await waitFor(() => expect(drawer.getByRole('radio', { name: '7 天' })).toBeChecked());
  },
};

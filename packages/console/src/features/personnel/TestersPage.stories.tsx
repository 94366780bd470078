import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { deviceOptions, testers } from './fixtures';

const meta = {
  title: 'Console/Pages/Testers',
  ...consolePage({
    path: '/personnel/list',
    answers: {
      getTesterList: ok({ rows: testers, total: 26 }),
      getTesterDeviceOptions: ok({ rows: deviceOptions }),
      addTester: { code: 0, msg: '该手机号已是测试员', data: { message: '该手机号已是测试员', field: 'phone' } },
    },
    openTabs: [{ path: '/personnel/list', title: '测试员列表' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({ list: 'getTesterList', table: { zh: '测试员列表', en: 'Testers' }, cell: '孙丽' });

export const Testers: Story = states.list;
export const TestersEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** The server refuses a phone that is already a tester's: the message sits under it, the devices stay ticked. */
export const AddRefused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '添加测试员' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '添加测试员' }));
    await userEvent.type(dialog.getByLabelText('姓名'), '孙丽');
    await userEvent.type(dialog.getByLabelText('手机号'), '13912340000');
    const devices = dialog.getByRole('group', { name: '可测试设备' });
    await userEvent.click(await within(devices).findByRole('checkbox', { name: 'VM000002 2号售货机' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('该手机号已是测试员')).toBeVisible();
    await expect(within(devices).getByRole('checkbox', { name: 'VM000002 2号售货机' })).toBeChecked();
    await expect(dialog.getByLabelText('姓名')).toHaveValue('孙丽');
  },
};

/** Removing asks first, naming the tester. */
export const RemoveAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '测试员列表' }));
    const row = within((await table.findByRole('cell', { name: '马超' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '删除' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText('确定删除测试员“马超”吗？此操作不可撤销。')).toBeVisible();
  },
};

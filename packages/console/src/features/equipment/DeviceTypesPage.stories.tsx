import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { deviceTypes } from './fixtures';

const meta = {
  title: 'Console/Pages/DeviceTypes',
  ...consolePage({
    path: '/equipment/type',
    answers: {
      getDeviceTypeList: ok({ rows: deviceTypes, total: 3 }),
      addDeviceType: { code: 0, msg: '', data: { message: '已有同名的设备类型', field: 'name' } },
      deleteDeviceType: { code: 0, msg: '', data: { message: '还有 8 台设备使用该类型，不能删除', field: 'typeId' } },
    },
    openTabs: [{ path: '/equipment/type', title: '设备类型' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getDeviceTypeList',
  table: { zh: '设备类型', en: 'Device types' },
  cell: 'VD-860',
});

export const DeviceTypes: Story = {
  play: async (context) => {
    await states.list.play(context);
    const table = within(within(context.canvasElement).getByRole('table', { name: '设备类型' }));
    await expect(table.getByRole('cell', { name: '3 × 4' })).toBeVisible();
  },
};
export const DeviceTypesEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** A new type: the grid is checked as the server will, the picture uploads; a taken name is refused. */
export const CreateRefused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '新增设备类型' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '新增设备类型' }));
    await userEvent.type(dialog.getByLabelText('类型名称'), '标准饮料机');
    await userEvent.type(dialog.getByLabelText('型号'), 'VD-860');
    await userEvent.type(dialog.getByLabelText('货道行数'), '21');
    await userEvent.tab();
    await waitFor(() => expect(dialog.getByLabelText('货道行数')).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.clear(dialog.getByLabelText('货道行数'));
    await userEvent.type(dialog.getByLabelText('货道行数'), '2');
    await userEvent.type(dialog.getByLabelText('货道列数'), '4');
    await userEvent.type(dialog.getByLabelText('每道容量'), '12');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('已有同名的设备类型')).toBeVisible();
    await expect(dialog.getByLabelText('类型名称')).toHaveValue('标准饮料机');
  },
};

/** Deleting a type devices use is refused, saying how many. */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '设备类型' }));
    const row = within((await table.findByRole('cell', { name: 'VD-860' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '删除' }));
    const confirm = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: /确定|删除/ }));
    await expect(await within(document.body).findByText('还有 8 台设备使用该类型，不能删除')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { message } from '@vending/ui';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { advertisementOptions, deviceAdRows, pickableDevices } from './adFixtures';

/** The picker's list: filtered by keyword, paged as asked. */
function devicePage(request: { params?: { keyword?: string; page?: number | string; size?: number | string } }) {
  const keyword = request.params?.keyword ?? '';
  const page = Number(request.params?.page ?? 1);
  const size = Number(request.params?.size ?? 10);
  const rows = pickableDevices.filter((device) => `${device.deviceNo}${device.deviceName}`.includes(keyword));
  return ok({ rows: rows.slice((page - 1) * size, page * size), total: rows.length });
}

const meta = {
  title: 'Console/Pages/DeviceAds',
  ...consolePage({
    path: '/advertisement/deviceList',
    answers: {
      getDeviceAdvertisementList: ok({ rows: deviceAdRows, total: 37 }),
      getDeviceAdvertisementOptions: ok({ rows: advertisementOptions }),
      getAdvertisingDeviceList: devicePage,
      assignDeviceAdvertisements: {
        code: 0,
        msg: '所选设备中有不存在的设备',
        data: { message: '所选设备中有不存在的设备', field: 'deviceIds' },
      },
    },
    openTabs: [{ path: '/advertisement/deviceList', title: '设备广告' }],
  }),
  // A message another story left would show in this one's picture.
  beforeEach: () => message.dismissAll(),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getDeviceAdvertisementList',
  table: { zh: '设备广告', en: 'Device ads' },
  cell: 'VM1001 东区1号机',
});

export const DeviceAds: Story = states.list;
export const DeviceAdsEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

const openAssign = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: '分配广告' }));
  return within(await within(document.body).findByRole('dialog', { name: '分配广告' }));
};

/**
 * Assign: choosing the advertisement fills its period; two devices ticked on page 1 and one on
 * page 2 make three; the server's refusal shows under 设备 and keeps everything.
 */
export const AssignAcrossPages: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAssign(canvasElement);
    await userEvent.click(dialog.getByRole('combobox', { name: '广告' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '夏日冰饮第二件半价' }));
    await expect(dialog.getByLabelText('开始时间')).not.toHaveValue('');
    const table = within(await dialog.findByRole('table', { name: '可选设备' }));
    await userEvent.click(await table.findByRole('checkbox', { name: /VM1001/ }));
    await userEvent.click(table.getByRole('checkbox', { name: /VM1002/ }));
    await userEvent.click(dialog.getByRole('button', { name: '下一页' }));
    await userEvent.click(await table.findByRole('checkbox', { name: /VM1011/ }));
    await expect(dialog.getByText('已选 3 台设备')).toBeVisible();
    // One count: the table's own selection bar would say 已选择 1 项 (the ticks on this page).
    await expect(dialog.queryByText(/已选择 \d+ 项/)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: '分配' }));
    await expect(await dialog.findByText('所选设备中有不存在的设备')).toBeVisible();
    await expect(dialog.getByText('已选 3 台设备')).toBeVisible();
  },
};

/** "Choose all N matching": the filter itself is chosen, however many devices it matches. */
export const AssignAllMatching: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAssign(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: '设备编号、名称或地址' }), '东区{Enter}');
    await userEvent.click(await dialog.findByRole('button', { name: '选择符合筛选条件的全部 12 台设备' }));
    await expect(dialog.getByText('已选择符合筛选条件的全部 12 台设备')).toBeVisible();
    // Not beside a second count of the ticks on this page (the table's selection bar).
    await expect(dialog.queryByText(/已选择 \d+ 项/)).toBeNull();
  },
};

/** The bulk remove asks first, naming how many. */
export const BulkRemove: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '设备广告' }));
    await table.findByText('VM1001');
    const boxes = table.getAllByRole('checkbox');
    await userEvent.click(boxes[1]!);
    await userEvent.click(boxes[2]!);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '批量移除' }));
    await expect(
      await within(document.body).findByRole('alertdialog', { name: '确定移除选中的 2 条设备广告吗？' }),
    ).toBeVisible();
  },
};

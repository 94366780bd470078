import type { Meta, StoryObj } from '@storybook/react-vite';
import { message } from '@vending/ui';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { deviceSoftwareRows, releaseOptions } from './fixtures';

const meta = {
  title: 'Console/Pages/DeviceSoftware',
  ...consolePage({
    path: '/software/devSoftware',
    answers: {
      getDeviceSoftwareList: ok({ rows: deviceSoftwareRows, total: 6 }),
      getSoftwareReleaseOptions: ok(releaseOptions),
      pushSoftwareRelease: ok({ pushed: 2, offline: 1 }),
      retrySoftwareUpdates: ok({ retried: 1, skipped: 1 }),
    },
    openTabs: [{ path: '/software/devSoftware', title: '设备软件列表' }],
  }),
  // A message another story left would show in this one's picture.
  beforeEach: () => message.dismissAll(),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getDeviceSoftwareList',
  table: { zh: '设备软件列表', en: 'Device software' },
  cell: 'VM000004',
});

export const DeviceSoftware: Story = {
  play: async (context) => {
    await states.list.play(context);
    const page = within(context.canvasElement);
    await expect(page.getByText('失败原因：存储空间不足，安装失败')).toBeVisible();
    const table = within(page.getByRole('table', { name: '设备软件列表' }));
    // The update states the device reports move: 待升级 → 下载中 → 已升级 / 升级失败; with nothing
    // pushed, a device behind the latest release may be upgraded, one on it is up to date.
    for (const state of ['待升级', '下载中', '已升级', '升级失败', '已是最新', '可升级']) {
      await expect(table.getByText(state)).toBeVisible();
    }
    await expect(table.getByText('最新版本 2.6.0')).toBeVisible();
    // An offline device's pending update starts when it next reports.
    await expect(table.getAllByText('离线').length).toBeGreaterThan(0);
  },
};
/** The update states in English on the dark scheme. */
export const DeviceSoftwareEnglishDark: Story = {
  ...states.englishDark,
  play: async (context) => {
    await states.englishDark.play(context);
    const table = within(within(context.canvasElement).getByRole('table', { name: 'Device software' }));
    for (const state of ['Pending', 'Downloading', 'Upgraded', 'Failed', 'Up to date', 'Update available']) {
      await expect(table.getByText(state)).toBeVisible();
    }
  },
};
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

const selectTwo = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await page.findByRole('cell', { name: 'VM000005' });
  await userEvent.click(page.getByRole('checkbox', { name: '选择 VM000005' }));
  await userEvent.click(page.getByRole('checkbox', { name: '选择 VM000006' }));
  await expect(page.getByText('已选择 2 项')).toBeVisible();
};

/** Two devices selected, a release chosen in the push dialog (before saving, for review). */
export const PushDialog: Story = {
  play: async ({ canvasElement }) => {
    await selectTwo(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '推送版本' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '推送版本' }));
    await expect(dialog.getByText('向已选的 2 台设备推送版本')).toBeVisible();
    await userEvent.click(dialog.getByRole('combobox', { name: '推送版本' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '安卓主控 2.6.0 (260)' }));
    await expect(dialog.getByRole('combobox', { name: '推送版本' })).toHaveTextContent('安卓主控 2.6.0 (260)');
  },
};

/** The push dialog refuses to send without a release, then pushes and tells how many. */
export const Push: Story = {
  play: async ({ canvasElement }) => {
    await selectTwo(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '推送版本' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '推送版本' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText(/请选择推送版本|推送版本.*必填|请.*推送版本/)).toBeVisible();
    await userEvent.click(dialog.getByRole('combobox', { name: '推送版本' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '安卓主控 2.6.0 (260)' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(
      await within(document.body).findByText('已向 2 台设备推送：在线设备随即开始升级，离线设备在其下次上报时开始'),
    ).toBeVisible();
  },
};

/** The push refused by the server (a device gone meanwhile): the reason shown, the dialog kept. */
export const PushRefused: Story = {
  args: {
    answers: {
      getDeviceSoftwareList: ok({ rows: deviceSoftwareRows, total: 6 }),
      getSoftwareReleaseOptions: ok(releaseOptions),
      pushSoftwareRelease: {
        code: 0,
        msg: '',
        data: { message: '所选设备不存在，请刷新后重试', field: 'deviceIds' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await selectTwo(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '推送版本' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '推送版本' }));
    await userEvent.click(dialog.getByRole('combobox', { name: '推送版本' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '安卓主控 2.6.0 (260)' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await within(document.body).findByText('所选设备不存在，请刷新后重试')).toBeVisible();
    await expect(within(document.body).getByRole('dialog', { name: '推送版本' })).toBeVisible();
  },
};

/** Retrying the failed updates of the selection: asks, then says how many were retried and skipped. */
export const Retry: Story = {
  play: async ({ canvasElement }) => {
    await selectTwo(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重试失败的升级' }));
    const confirm = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: '确定' }));
    await expect(await within(document.body).findByText('已重试 1 台，跳过 1 台未失败的设备')).toBeVisible();
  },
};

/** A release older than what a device runs: the server asks to confirm the downgrade under its field. */
export const PushDowngrade: Story = {
  args: {
    answers: {
      getDeviceSoftwareList: ok({ rows: deviceSoftwareRows, total: 6 }),
      getSoftwareReleaseOptions: ok(releaseOptions),
      pushSoftwareRelease: {
        code: 0,
        msg: '',
        data: { message: '有 1 台设备当前版本高于 2.5.2，推送将降级，请确认', field: 'confirmDowngrade' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await selectTwo(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '推送版本' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '推送版本' }));
    await userEvent.click(dialog.getByRole('combobox', { name: '推送版本' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '安卓主控 2.5.2 (252)' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('有 1 台设备当前版本高于 2.5.2，推送将降级，请确认')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: '确认降级' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { message } from '@vending/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories, phoneWidth } from '../../stories/consolePage';
import { expectDialogReadable } from '../../stories/expectReadable';
import { ok } from '../../stories/mockNetwork';
import {
  agentOptions,
  deviceAlarms,
  devices,
  deviceTypeOptions,
  goodsOptions,
  merchantOptions,
  regionOptions,
  slots,
} from './fixtures';

const answers = {
  getDeviceList: ok({ rows: devices, total: 24 }),
  getDeviceTypeOptions: ok({ rows: deviceTypeOptions }),
  getAgentOptions: ok({ rows: agentOptions }),
  getRegionOptions: ok({ rows: regionOptions }),
  getDeviceMerchantOptions: ok({ rows: merchantOptions }),
  getSlotGoodsOptions: ok({ rows: goodsOptions }),
  getDeviceSlots: ok({ rows: slots }),
  searchPlaces: ok({ enabled: false, suggestions: [] }),
  saveDeviceSlots: { code: 0, msg: '', data: { message: '商品不存在', field: 'slots.1.goodsId' } },
  bindDeviceMerchant: { code: 0, msg: '', data: { message: '商户不存在', field: 'merchantId' } },
  getDeviceAlarmList: ok({ rows: deviceAlarms, total: deviceAlarms.length }),
  resolveDeviceAlarm: ok(null),
  issueDeviceCredential: ok({ credential: `VM000001.${'q'.repeat(43)}`, issuedTime: '2026-03-16T02:30:00.000Z' }),
};

const meta = {
  title: 'Console/Pages/Devices',
  ...consolePage({
    path: '/equipment/list',
    answers,
    openTabs: [{ path: '/equipment/list', title: '设备列表' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getDeviceList',
  table: { zh: '设备列表', en: 'Devices' },
  cell: /^VM000001\s?1号售货机$/,
});

const rowOf = async (canvasElement: HTMLElement, deviceNo: string) => {
  const table = within(await within(canvasElement).findByRole('table', { name: '设备列表' }));
  return within((await table.findByText(deviceNo, { exact: true })).closest('tr')!);
};

/** A row action in the row's "more" menu (the first action stays a button). */
const openFromMenu = async (canvasElement: HTMLElement, deviceNo: string, action: string) => {
  const row = await rowOf(canvasElement, deviceNo);
  await userEvent.click(row.getByRole('button', { name: `更多操作：${deviceNo}` }));
  await userEvent.click(await within(document.body).findByRole('menuitem', { name: action }));
};

export const Devices: Story = {
  play: async (context) => {
    await states.list.play(context);
    // Online comes from the last heartbeat, measured from the server's time of the answer.
    const online = await rowOf(context.canvasElement, 'VM000001');
    await expect(online.getByText('在线')).toBeVisible();
    await expect(online.getByText('2分钟前')).toBeVisible();
    await expect(online.getByText('75% · 72/96')).toBeVisible();
    // Disabled: it says so and since when, not 离线 with no reason (issue 41).
    const disabled = await rowOf(context.canvasElement, 'VM000005');
    await expect(disabled.getByText('已停用')).toBeVisible();
    await expect(disabled.getByText('3小时前停用')).toBeVisible();
    await expect(disabled.queryByText('离线')).toBeNull();
    await expect(disabled.getByText('从未上报')).toBeVisible();
    const unbound = await rowOf(context.canvasElement, 'VM000003');
    await expect(unbound.getByText('未绑定')).toBeVisible();
    await expect(unbound.getByText('空 4 道')).toBeVisible();
  },
};
export const DevicesEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** Editing: the type is chosen from the list; the coordinates are checked as the server will. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'VM000002');
    await userEvent.click(row.getByRole('button', { name: '编辑' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '编辑设备' }));
    // The choices arrive with their own call, after the dialog.
    await waitFor(() => expect(dialog.getByLabelText('设备类型')).toHaveTextContent('综合零食机'));
    await userEvent.clear(dialog.getByLabelText('纬度'));
    await userEvent.type(dialog.getByLabelText('纬度'), '95');
    await userEvent.tab();
    await expect(await dialog.findByText('请输入 -90 到 90 之间的度数')).toBeVisible();
  },
};

/** Binding to a merchant: the server's refusal shows under the merchant and the choice stays. */
export const BindRefused: Story = {
  play: async ({ canvasElement }) => {
    await openFromMenu(canvasElement, 'VM000001', '绑定商户');
    const dialog = within(await within(document.body).findByRole('dialog', { name: '绑定商户' }));
    await userEvent.click(dialog.getByLabelText('所属商户'));
    await userEvent.click(await within(document.body).findByRole('option', { name: /上海世纪大道大学图书馆/ }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('商户不存在')).toBeVisible();
  },
};

/**
 * The merchant picker searches, and shows what tells same-named merchants apart (agent and
 * address): the one on 鼓楼区 is found by its address and chosen by keyboard.
 */
export const BindSameNamedMerchants: Story = {
  play: async ({ canvasElement }) => {
    await openFromMenu(canvasElement, 'VM000001', '绑定商户');
    const dialog = within(await within(document.body).findByRole('dialog', { name: '绑定商户' }));
    const picker = dialog.getByRole('combobox', { name: '所属商户' });
    await userEvent.click(picker);
    const listbox = within(await within(document.body).findByRole('listbox', { name: '所属商户' }));
    const twins = await listbox.findAllByRole('option', { name: /南京汉中路酒店大堂/ });
    await expect(twins.map((option) => option.textContent)).toEqual([
      expect.stringContaining('秦淮区汉中路 1 号'),
      expect.stringContaining('鼓楼区汉中路 188 号'),
    ]);
    await userEvent.keyboard('鼓楼');
    await expect(listbox.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(picker).toHaveTextContent('南京汉中路酒店大堂'));
  },
};

/**
 * The slots: a negative or fractional stock is refused as the field is left, and a stock above
 * the capacity before sending, each under that slot's stock, named as the column is.
 */
export const SlotsOverCapacity: Story = {
  play: async ({ canvasElement }) => {
    await openFromMenu(canvasElement, 'VM000001', '货道');
    const drawer = within(await within(document.body).findByRole('dialog', { name: /货道 · VM000001/ }));
    const negative = await drawer.findByLabelText('货道 2 库存');
    await userEvent.clear(negative);
    await userEvent.type(negative, '-3');
    await userEvent.tab();
    await expect(await drawer.findByText('库存不能小于 0')).toBeVisible();
    await expect(negative).toHaveAttribute('aria-invalid', 'true');
    const fractional = drawer.getByLabelText('货道 3 库存');
    await userEvent.clear(fractional);
    await userEvent.type(fractional, '2.5');
    await userEvent.tab();
    await expect(await drawer.findByText('库存必须是整数')).toBeVisible();
    const stock = drawer.getByLabelText('货道 1 库存');
    await expect(stock).toHaveValue(10);
    await userEvent.clear(stock);
    await userEvent.type(stock, '13');
    await userEvent.click(drawer.getByRole('button', { name: '保存' }));
    await expect(await drawer.findByText('库存不能大于容量')).toBeVisible();
    await expect(stock).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refuses a slot's goods: its message shows under that slot's goods, the values stay. */
export const SlotsRefused: Story = {
  play: async ({ canvasElement }) => {
    await openFromMenu(canvasElement, 'VM000001', '货道');
    const drawer = within(await within(document.body).findByRole('dialog', { name: /货道 · VM000001/ }));
    const capacity = await drawer.findByLabelText('货道 4 容量');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '10');
    await userEvent.click(drawer.getByRole('button', { name: '保存' }));
    await expect(await drawer.findByText('商品不存在')).toBeVisible();
    await expect(drawer.getByLabelText('货道 2 商品')).toHaveAttribute('aria-invalid', 'true');
    await expect(capacity).toHaveValue(10);
  },
};

/** Open alarms show as badges in the list; the long-silent device has its silence alarm. */
export const AlarmBadges: Story = {
  play: async ({ canvasElement }) => {
    const jammed = await rowOf(canvasElement, 'VM000001');
    await expect(jammed.getByText('出货卡货')).toBeVisible();
    const silent = await rowOf(canvasElement, 'VM000004');
    await expect(silent.getByText('设备失联')).toBeVisible();
    await expect(silent.getByText('离线')).toBeVisible();
    const quiet = await rowOf(canvasElement, 'VM000002');
    await expect(quiet.getByText('无')).toBeVisible();
  },
};

/** The same badges, online and offline in English on the dark scheme. */
export const AlarmBadgesEnglishDark: Story = {
  globals: { locale: 'en', scheme: 'dark' },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'Devices' }));
    const rowOfDevice = async (deviceNo: string) =>
      within((await table.findByText(deviceNo, { exact: true })).closest('tr')!);
    const jammed = await rowOfDevice('VM000001');
    await expect(jammed.getByText('Dispense jam')).toBeVisible();
    await expect(jammed.getByText('Online')).toBeVisible();
    const silent = await rowOfDevice('VM000004');
    await expect(silent.getByText('Silent')).toBeVisible();
    await expect(silent.getByText('Offline')).toBeVisible();
    // Disabled, and since when (issue 41).
    const disabled = await rowOfDevice('VM000005');
    await expect(disabled.getByText('Disabled')).toBeVisible();
    await expect(disabled.getByText('disabled 3 hours ago')).toBeVisible();
  },
};

/**
 * The list follows the devices without a reload: the next poll (every 10 s while the page is
 * shown, and at once when it comes back into view, as here) brings VM000002's fault and
 * VM000004 back online, with the filter and the rows kept on screen meanwhile.
 */
export const LiveRefresh: Story = {
  args: {
    answers: {
      ...answers,
      getDeviceList: (() => {
        let polls = 0;
        return () => {
          polls += 1;
          if (polls === 1) return ok({ rows: devices, total: 24 });
          return ok({
            rows: devices.map((device) =>
              device.deviceNo === 'VM000002'
                ? { ...device, openAlarms: ['refrigeration'] }
                : device.deviceNo === 'VM000004'
                  ? { ...device, online: 1, openAlarms: [], lastHeartbeatTime: device.checkedTime }
                  : device,
            ),
            total: 24,
          });
        };
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const quiet = await rowOf(canvasElement, 'VM000002');
    await expect(quiet.getByText('无')).toBeVisible();
    const silent = await rowOf(canvasElement, 'VM000004');
    await expect(silent.getByText('离线')).toBeVisible();
    // The page comes back into view: it asks at once (otherwise within 10 s).
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(quiet.getByText('制冷故障')).toBeVisible());
    await waitFor(() => expect(silent.getByText('在线')).toBeVisible());
    await expect(silent.queryByText('设备失联')).toBeNull();
    // Never a loading table in between: the rows stayed.
    await expect(within(canvasElement).getByRole('table', { name: '设备列表' })).not.toHaveAttribute('aria-busy');
  },
};

/** A device's alarm history; an open one needs a note before it is resolved. */
export const AlarmHistory: Story = {
  play: async ({ canvasElement }) => {
    await openFromMenu(canvasElement, 'VM000001', '告警');
    const drawer = within(await within(document.body).findByRole('dialog', { name: /告警 · VM000001/ }));
    await expect(await drawer.findByText('已更换压缩机', { exact: false })).toBeVisible();
    await expect(drawer.getByText('设备报告已恢复')).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: '处理并关闭' }));
    await expect(await drawer.findByText('请填写处理说明')).toBeVisible();
    await expect(drawer.getByLabelText('处理说明')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(drawer.getByLabelText('处理说明'), '已清理出货口');
    await expect(drawer.queryByText('请填写处理说明')).toBeNull();
  },
};

/**
 * Two open alarms: resolving the first keeps the drawer open, shows it closed (the history asked
 * again) and puts focus on the next one's note; the list behind reloads.
 */
const twoOpen = (() => {
  let rows: typeof deviceAlarms = [];
  const reset = () => {
    rows = [{ ...deviceAlarms[0]!, alarmId: 4, kind: 'refrigeration' }, ...deviceAlarms];
  };
  reset();
  return {
    reset,
    answers: {
      ...answers,
      getDeviceAlarmList: () => ok({ rows, total: rows.length }),
      resolveDeviceAlarm: (request: { data?: unknown }) => {
        const sent = new URLSearchParams(String(request.data));
        const alarmId = Number(sent.get('alarmId'));
        const note = sent.get('note') ?? '';
        rows = rows.map((alarm) =>
          alarm.alarmId === alarmId
            ? { ...alarm, closedTime: '2026-03-16T03:00:00.000Z', closedBy: 'admin', note }
            : alarm,
        );
        return ok(null);
      },
    },
  };
})();

export const AlarmResolvedDrawerStays: Story = {
  args: { answers: twoOpen.answers },
  beforeEach: () => twoOpen.reset(),
  play: async ({ canvasElement }) => {
    await openFromMenu(canvasElement, 'VM000001', '告警');
    const drawer = within(await within(document.body).findByRole('dialog', { name: /告警 · VM000001/ }));
    const notes = await drawer.findAllByLabelText('处理说明');
    await expect(notes).toHaveLength(2);
    await userEvent.type(notes[0]!, '已复位制冷');
    await userEvent.click(drawer.getAllByRole('button', { name: '处理并关闭' })[0]!);
    await expect(await within(document.body).findByText('告警已处理')).toBeVisible();
    // Still open: the first shows who resolved it, focus is on the next alarm's note.
    await expect(await drawer.findByText('admin 处理：已复位制冷')).toBeVisible();
    await waitFor(() => expect(drawer.getByLabelText('处理说明')).toHaveFocus());
    await expect(within(document.body).getByRole('dialog', { name: /告警 · VM000001/ })).toBeVisible();
    message.dismissAll(); // the picture is of the drawer, not of a toast on its way out
  },
};

/** The same in English: the drawer stays on the history after a resolution. */
export const AlarmResolvedDrawerStaysEnglish: Story = {
  args: { answers: twoOpen.answers },
  beforeEach: () => twoOpen.reset(),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'Devices' }));
    const row = within((await table.findByText('VM000001', { exact: true })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: 'More actions: VM000001' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Alarms' }));
    const drawer = within(await within(document.body).findByRole('dialog', { name: /VM000001/ }));
    const notes = await drawer.findAllByRole('textbox');
    await userEvent.type(notes[0]!, 'Reset');
    await userEvent.click(drawer.getAllByRole('button', { name: 'Resolve and close' })[0]!);
    await expect(await drawer.findByText('Resolved by admin: Reset')).toBeVisible();
    await waitFor(() => expect(drawer.getByRole('textbox')).toHaveFocus());
    await expect(await within(document.body).findByText('Alarm resolved')).toBeVisible();
    message.dismissAll();
  },
};

/** Rotating a credential warns that the old one stops; the new one is shown once. */
export const CredentialShownOnce: Story = {
  play: async ({ canvasElement }) => {
    await openFromMenu(canvasElement, 'VM000001', '设备凭证');
    const dialog = within(await within(document.body).findByRole('dialog', { name: /设备凭证 · VM000001/ }));
    await expect(dialog.getByText(/轮换后旧凭证立即失效/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '轮换凭证' }));
    await expect(await dialog.findByLabelText('凭证')).toHaveValue(`VM000001.${'q'.repeat(43)}`);
    await expect(dialog.getByText(/关闭后无法再次查看/)).toBeVisible();
  },
};

/** The alarm history in English on the dark scheme: who resolved what, and the device's own recoveries. */
export const AlarmHistoryEnglishDark: Story = {
  globals: { locale: 'en', scheme: 'dark' },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'Devices' }));
    const row = within((await table.findByText('VM000001', { exact: true })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: 'More actions: VM000001' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Alarms' }));
    const drawer = within(await within(document.body).findByRole('dialog', { name: /VM000001/ }));
    await expect(await drawer.findByText('已更换压缩机', { exact: false })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Resolve and close' })).toBeVisible();
  },
};

/** The edit form at a phone's width (390 px): inside the screen, every line readable. */
export const EditAtPhoneWidth: Story = {
  ...phoneWidth,
  play: async (context) => {
    await Edit.play!(context);
    await expectDialogReadable(await within(document.body).findByRole('dialog', { name: '编辑设备' }));
  },
};

/** The slots drawer at a phone's width (390 px): its table scrolls sideways, the rest reads whole. */
export const SlotsAtPhoneWidth: Story = {
  ...phoneWidth,
  play: async (context) => {
    await SlotsRefused.play!(context);
    await expectDialogReadable(await within(document.body).findByRole('dialog', { name: /货道 · VM000001/ }));
  },
};

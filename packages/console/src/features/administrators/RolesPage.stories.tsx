import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories, phoneWidth } from '../../stories/consolePage';
import { expectDialogReadable } from '../../stories/expectReadable';
import { ok } from '../../stories/mockNetwork';
import { operatorAdministrator } from '../../stories/fixtures';
import { roleRows } from './roleFixtures';

const meta = {
  title: 'Console/Pages/Roles',
  ...consolePage({
    path: '/administrators/role',
    answers: {
      getRoleList: ok({ rows: roleRows, total: roleRows.length }),
      getRoleHolders: ok({
        rows: [
          { managerId: 2, username: 'operator', realName: '运营专员', isFlag: 1 },
          { managerId: 5, username: 'east_lead', realName: '华东主管', isFlag: 1 },
        ],
      }),
      getRegionOptions: ok({ rows: [{ value: 4, label: '华东区' }] }),
      getAgentOptions: ok({ rows: [{ value: 1, label: '华东代理' }] }),
      getDeviceMerchantOptions: ok({ rows: [{ value: 3, label: '南京新街口店' }] }),
      getDeviceOptions: ok({ rows: [{ value: 2, label: 'VM0002 新街口一号机' }] }),
      addRole: { code: 0, msg: '角色名称已存在', data: { message: '角色名称已存在', field: 'name' } },
    },
    openTabs: [{ path: '/administrators/role', title: '角色管理' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getRoleList',
  table: { zh: '角色管理', en: 'Roles' },
  cell: '上海与南京的设备和订单',
});

/** The roles, presets marked; a preset or a held role offers no delete. */
export const Roles: Story = {
  play: async (context) => {
    await states.list.play(context);
    const table = within(context.canvasElement).getByRole('table', { name: '角色管理' });
    await expect(within(table).getAllByText('预设')).toHaveLength(2);
    await expect(within(table).getAllByRole('cell', { name: '自定义' })).toHaveLength(2);
  },
};

export const RolesEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** The role form: pages each at 无 / 查看 / 管理, the data scope, the custom targets. */
export const CreateForm: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '新增角色' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '新增角色' }));
    await expect(dialog.getByLabelText('角色名称')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: '设备列表' })).toHaveTextContent('无');
    // The custom scope's four pickers: regions first (what operators think in), agents, merchants, devices.
    await expect(await dialog.findByRole('checkbox', { name: '华东区' })).not.toBeChecked();
    await expect(await dialog.findByRole('checkbox', { name: '华东代理' })).not.toBeChecked();
    await expect(await dialog.findByRole('checkbox', { name: '南京新街口店' })).not.toBeChecked();
    await expect(await dialog.findByRole('checkbox', { name: 'VM0002 新街口一号机' })).not.toBeChecked();
  },
};

export const CreateEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'New role' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'New role' }));
    await expect(dialog.getByRole('combobox', { name: 'Devices' })).toHaveTextContent('None');
    await expect(await dialog.findByRole('group', { name: 'Regions' })).toBeVisible();
    await expect(await dialog.findByRole('checkbox', { name: '华东代理' })).toBeVisible();
  },
};

/** Who holds a role, from its row menu. */
export const Holders: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: '角色管理' });
    const row = (await within(table).findByRole('cell', { name: '上海与南京的设备和订单' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /持有人|更多/ }));
    const item = within(document.body).queryByRole('menuitem', { name: '持有人' });
    if (item) await userEvent.click(item);
    const dialog = await within(document.body).findByRole('dialog', { name: '持有人' });
    await expect(await within(dialog).findByText('华东主管')).toBeVisible();
  },
};

/**
 * A page held at 查看 (view): the list reads, but offers no write — no 新增, no edit, copy
 * or delete in the row menu; only 持有人, which only shows.
 */
export const ViewOnly: Story = {
  args: {
    user: operatorAdministrator,
    permissions: {
      kind: 'some',
      interfaceNames: new Set(['管理员管理', '角色管理']),
      viewOnly: new Set(['角色管理']),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: '角色管理' });
    await within(table).findByRole('cell', { name: '上海与南京的设备和订单' });
    await expect(page.queryByRole('button', { name: '新增角色' })).toBeNull();
    await expect(within(table).queryByRole('button', { name: '编辑' })).toBeNull();
    await expect(within(table).queryByRole('button', { name: '删除' })).toBeNull();
    await expect(within(table).getAllByRole('button', { name: '持有人' }).length).toBeGreaterThan(0);
  },
};

export const ViewOnlyEnglish: Story = {
  ...ViewOnly,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'Roles' });
    await within(table).findByRole('cell', { name: '上海与南京的设备和订单' });
    await expect(page.queryByRole('button', { name: 'New role' })).toBeNull();
    await expect(within(table).queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};

/** The role form at a phone's width (390 px). */
export const CreateAtPhoneWidth: Story = {
  ...phoneWidth,
  play: async (context) => {
    await CreateForm.play!(context);
    await expectDialogReadable(await within(document.body).findByRole('dialog', { name: '新增角色' }));
  },
};

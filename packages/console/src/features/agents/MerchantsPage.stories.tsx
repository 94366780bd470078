import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { agentOptions, merchants } from './fixtures';

const meta = {
  title: 'Console/Pages/Merchants',
  ...consolePage({
    path: '/agent/business',
    answers: {
      getMerchantList: ok({ rows: merchants, total: 40 }),
      getAgentOptions: ok({ rows: agentOptions }),
      searchPlaces: ok({
        enabled: true,
        suggestions: [
          {
            name: '南京东路步行街',
            address: '南京东路',
            district: '上海市黄浦区',
            latitude: 31.238,
            longitude: 121.481,
          },
        ],
      }),
      updateMerchant: { code: 0, msg: '', data: { message: '代理商不存在', field: 'agentId' } },
    },
    openTabs: [{ path: '/agent/business', title: '商户列表' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getMerchantList',
  table: { zh: '商户列表', en: 'Merchants' },
  cell: '北京望京街写字楼大堂',
});

export const Merchants: Story = {
  play: async (context) => {
    await states.list.play(context);
    // The agent filter offers the agents the server lists.
    const agent = within(context.canvasElement).getByRole('combobox', { name: '所属代理商' });
    await userEvent.click(agent);
    await expect(await within(document.body).findByRole('option', { name: '上海便利科技有限公司' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
export const MerchantsEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** Editing: the agent is chosen from the list, coordinates are checked, a refusal keeps the values. */
export const EditRefused: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '商户列表' }));
    const row = within((await table.findByRole('cell', { name: '上海世纪大道大学图书馆' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '编辑' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '编辑商户' }));
    // The choices arrive with their own call, after the dialog.
    await waitFor(() => expect(dialog.getByLabelText('所属代理商')).toHaveTextContent('上海便利科技有限公司'));
    await userEvent.clear(dialog.getByLabelText('纬度'));
    await userEvent.type(dialog.getByLabelText('纬度'), '95');
    await userEvent.tab();
    await expect(await dialog.findByText('请输入 -90 到 90 之间的度数')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('纬度'));
    await userEvent.type(dialog.getByLabelText('纬度'), '31.24');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('代理商不存在')).toBeVisible();
    await expect(dialog.getByLabelText('纬度')).toHaveValue('31.24');
  },
};

/** The address suggests places through the server; choosing one fills the coordinates. */
export const PlaceFillsCoordinates: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '新增商户' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '新增商户' }));
    await userEvent.type(dialog.getByRole('combobox', { name: '地址' }), '南京东路');
    await userEvent.click(await dialog.findByRole('option', { name: /南京东路步行街/ }));
    await expect(dialog.getByRole('combobox', { name: '地址' })).toHaveValue('上海市黄浦区南京东路');
    await expect(dialog.getByLabelText('纬度')).toHaveValue('31.238');
    await expect(dialog.getByLabelText('经度')).toHaveValue('121.481');
  },
};

/** With no maps service configured the address is typed as it is. */
export const PlaceSearchOff: Story = {
  args: {
    answers: {
      getMerchantList: ok({ rows: merchants, total: 40 }),
      getAgentOptions: ok({ rows: agentOptions }),
      searchPlaces: ok({ enabled: false, suggestions: [] }),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '新增商户' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '新增商户' }));
    const address = dialog.getByRole('combobox', { name: '地址' });
    await userEvent.type(address, '南京东路 100 号');
    await expect(address).toHaveValue('南京东路 100 号');
    await expect(address).toHaveAttribute('aria-expanded', 'false');
  },
};

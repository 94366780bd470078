import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { agentOptions, agents, merchants } from './fixtures';

const meta = {
  title: 'Console/Pages/Agents',
  ...consolePage({
    path: '/agent/list',
    answers: {
      getAgentList: ok({ rows: agents, total: 24 }),
      getMerchantList: ok({ rows: merchants.slice(0, 2), total: 2 }),
      getAgentOptions: ok({ rows: agentOptions }),
      addAgent: { code: 0, msg: '', data: { message: '已有同名的代理商', field: 'name' } },
    },
    openTabs: [{ path: '/agent/list', title: '代理商列表' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getAgentList',
  table: { zh: '代理商列表', en: 'Agents' },
  cell: '北京智能零售有限公司',
});

export const Agents: Story = {
  play: async (context) => {
    await states.list.play(context);
    const table = within(within(context.canvasElement).getByRole('table', { name: '代理商列表' }));
    const row = within(table.getByRole('cell', { name: '北京智能零售有限公司' }).closest('tr')!);
    await expect(row.getByText('30%')).toBeVisible();
    await expect(row.getByText('¥12,580.00')).toBeVisible();
  },
};
export const AgentsEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** A duplicate name is refused under the field; every value stays. */
export const CreateRefused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '新增代理商' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '新增代理商' }));
    await userEvent.type(dialog.getByLabelText('代理商名称'), '北京智能零售有限公司');
    await userEvent.type(dialog.getByLabelText('联系人'), '张三');
    await userEvent.type(dialog.getByLabelText('联系电话'), '13800001234');
    await userEvent.type(dialog.getByLabelText('区域'), '北京市朝阳区');
    await userEvent.type(dialog.getByLabelText('分成比例（%）'), '101');
    await userEvent.tab();
    await expect(await dialog.findByText('请输入 0–100 之间、最多两位小数的百分比')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('分成比例（%）'));
    await userEvent.type(dialog.getByLabelText('分成比例（%）'), '27.5');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('已有同名的代理商')).toBeVisible();
    await expect(dialog.getByLabelText('联系人')).toHaveValue('张三');
  },
};

/** A row's 查看商户 opens the merchants page filtered to that agent. */
export const OpensItsMerchants: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '代理商列表' }));
    const row = within((await table.findByRole('cell', { name: '北京智能零售有限公司' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '查看商户' }));
    const merchantsTable = within(await within(canvasElement).findByRole('table', { name: '商户列表' }));
    await expect(await merchantsTable.findByRole('cell', { name: '北京望京街写字楼大堂' })).toBeVisible();
    await expect(within(canvasElement).getByRole('combobox', { name: '所属代理商' })).toHaveTextContent(
      '北京智能零售有限公司',
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories, phoneWidth } from '../../stories/consolePage';
import { expectDialogReadable } from '../../stories/expectReadable';
import { ok } from '../../stories/mockNetwork';
import { operatorAdministrator } from '../../stories/fixtures';
import { roleOptions } from './roleFixtures';
import { agentOptions, managers, operatorActivity } from './fixtures';

const meta = {
  title: 'Console/Pages/Administrators',
  ...consolePage({
    path: '/administrators/list',
    answers: pageAnswers(),
    openTabs: [{ path: '/administrators/list', title: '管理员列表' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

/** What the page's calls answer; a story's own answers replace the whole map, so it starts from these. */
function pageAnswers() {
  return {
    getManagerList: ok({ rows: managers, total: managers.length }),
    getRoleOptions: ok({ rows: roleOptions }),
    getAgentOptions: ok({ rows: agentOptions }),
    getManagerRoles: ok({ roleIds: [6] }),
    getManagerAuditList: ok({ rows: operatorActivity, total: 57 }),
    addManager: { code: 0, msg: '用户名已存在', data: { message: '用户名已存在', field: 'username' } },
  };
}

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getManagerList',
  table: { zh: '管理员列表', en: 'Administrators' },
  cell: '运营专员',
});

export const Administrators: Story = {
  play: async (context) => {
    await states.list.play(context);
    const table = within(context.canvasElement).getByRole('table', { name: '管理员列表' });
    // The super administrator cannot be disabled from here.
    await expect(within(table).getByRole('switch', { name: '启用 超级管理员' })).toBeDisabled();
  },
};

export const AdministratorsEnglishDark: Story = states.englishDark;

export const Empty: Story = states.empty;

export const LoadFailed: Story = states.loadFailed;

/** The server refuses a duplicate username: the message sits under the field and the form keeps its values. */
export const CreateRefused: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '新增管理员' }));
    const dialog = await within(document.body).findByRole('dialog', { name: '新增管理员' });
    await userEvent.type(within(dialog).getByLabelText('账号'), 'operator');
    await userEvent.type(within(dialog).getByLabelText('姓名'), '重复账号');
    await userEvent.type(within(dialog).getByLabelText('密码', { selector: 'input' }), 'long-enough-1');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText('用户名已存在')).toBeVisible();
    await expect(within(dialog).getByLabelText('姓名')).toHaveValue('重复账号');
  },
};

/** `finance` as an agent account (代理商账号): linked to an agent, which its edit form shows. */
const withAgentAccount = ok({
  rows: managers.map((row) => (row.username === 'finance' ? { ...row, agentId: 11 } : row)),
  total: managers.length,
});

/**
 * An agent account (代理商账号): the edit form shows the agent it acts for, chosen among the
 * agents the caller sees; the help says what the link gives (the preset role 代理商).
 */
export const AgentAccount: Story = {
  args: { answers: { ...pageAnswers(), getManagerList: withAgentAccount } },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '管理员列表' }));
    const row = within((await table.findByRole('cell', { name: '财务专员' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '编辑' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '编辑管理员' }));
    // The choices arrive with their own call, after the dialog.
    await waitFor(() => expect(dialog.getByLabelText('关联代理商')).toHaveTextContent('上海便利科技有限公司'));
    await expect(dialog.getByText(/持有预设角色「代理商」/)).toBeVisible();
    await userEvent.click(dialog.getByLabelText('关联代理商'));
    await expect(await within(document.body).findByRole('option', { name: '北京智能零售有限公司' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(dialog.getByLabelText('关联代理商')).toHaveTextContent('上海便利科技有限公司');
  },
};

/** A new account linked to an agent from the start, in English: the agent is chosen by keyboard. */
export const AgentAccountEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'New administrator' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'New administrator' }));
    const agent = dialog.getByRole('combobox', { name: 'Linked agent' });
    await expect(dialog.getByText(/holds the preset role 代理商 \(Agent\)/)).toBeVisible();
    agent.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await within(document.body).findByRole('option', { name: '上海便利科技有限公司' }));
    await expect(agent).toHaveTextContent('上海便利科技有限公司');
  },
};

/** The roles an administrator holds, chosen in a dialog (the per-administrator permission dialog before roles). */
export const RoleAssignment: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: '管理员列表' });
    const operatorRow = (await within(table).findByRole('cell', { name: '运营专员' })).closest('tr')!;
    await userEvent.click(within(operatorRow).getByRole('button', { name: /分配角色|更多/ }));
    const menuItem = within(document.body).queryByRole('menuitem', { name: '分配角色' });
    if (menuItem) await userEvent.click(menuItem);
    const dialog = await within(document.body).findByRole('dialog', { name: '选择角色' });
    await expect(await within(dialog).findByRole('checkbox', { name: /operator的权限/ })).toBeChecked();
    const auditor = within(dialog).getByRole('checkbox', { name: /只读审计/ });
    await expect(auditor).not.toBeChecked();
    await userEvent.click(auditor);
    await expect(auditor).toBeChecked();
  },
};

export const RoleAssignmentEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Administrators' });
    const operatorRow = (await within(table).findByRole('cell', { name: '运营专员' })).closest('tr')!;
    await userEvent.click(within(operatorRow).getByRole('button', { name: /^Roles|More/ }));
    const menuItem = within(document.body).queryByRole('menuitem', { name: 'Roles' });
    if (menuItem) await userEvent.click(menuItem);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Choose roles' });
    await expect(await within(dialog).findByRole('checkbox', { name: /operator的权限/ })).toBeChecked();
  },
};

/**
 * An ordinary administrator holding the page: the server marks which rows they may act on
 * (here not the super administrator, nor `finance`, who holds pages they lack).
 */
export const AsOrdinaryAdministrator: Story = {
  args: {
    user: operatorAdministrator,
    permissions: { kind: 'some', interfaceNames: new Set(['管理员管理', '管理员列表', '会员管理', '会员列表']) },
    answers: {
      getManagerList: ok({
        rows: managers.map((row) => ({ ...row, manageable: row.username === 'operator' })),
        total: managers.length,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: '管理员列表' });
    await within(table).findByRole('cell', { name: '财务专员' });
    await expect(within(table).getByRole('switch', { name: '启用 财务专员' })).toBeDisabled();
    const financeRow = within(table).getByRole('cell', { name: '财务专员' }).closest('tr')!;
    await expect(within(financeRow).getByRole('button', { name: '编辑' })).toBeDisabled();
    const ownRow = within(table).getByRole('cell', { name: '运营专员' }).closest('tr')!;
    await expect(within(ownRow).getByRole('button', { name: '编辑' })).toBeEnabled();
  },
};

async function openOperatorActivity(canvasElement: HTMLElement, name: RegExp, item: string) {
  const table = await within(canvasElement).findByRole('table');
  const operatorRow = (await within(table).findByRole('cell', { name: 'operator' })).closest('tr')!;
  await userEvent.click(within(operatorRow).getByRole('button', { name }));
  await userEvent.click(await within(document.body).findByRole('menuitem', { name: item }));
  return within(document.body).findByRole('dialog', { name: item });
}

/** An administrator's recent actions from the audit trail, in a drawer. */
export const Activity: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openOperatorActivity(canvasElement, /更多/, '操作记录');
    const events = await within(drawer).findByRole('list', { name: '操作记录' });
    await expect(within(events).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(drawer).getByText('最近 4 条，共 57 条')).toBeVisible();
    await expect(within(events).getByText('无权限')).toBeVisible();
    // What was done, in words, not the call's name (issue 30 item 6).
    await expect(within(events).getByText('导出')).toBeVisible();
    await expect(within(events).queryByText('getUserListExcle')).toBeNull();
  },
};

export const ActivityEnglishDark: Story = {
  globals: { locale: 'en', scheme: 'dark' },
  play: async ({ canvasElement }) => {
    const drawer = await openOperatorActivity(canvasElement, /More/, 'Activity');
    await expect(await within(drawer).findByText('Latest 4 of 57')).toBeVisible();
    await expect(within(drawer).getByText('No permission')).toBeVisible();
    await expect(within(drawer).getByText('Logged in')).toBeVisible();
  },
};

/** The create form at a phone's width (390 px): labels, fields and the refusal read whole. */
export const CreateAtPhoneWidth: Story = {
  ...phoneWidth,
  play: async (context) => {
    await CreateRefused.play!(context);
    await expectDialogReadable(await within(document.body).findByRole('dialog', { name: '新增管理员' }));
  },
};

/** The role choice at a phone's width (390 px). */
export const RoleAssignmentAtPhoneWidth: Story = {
  ...phoneWidth,
  play: async (context) => {
    await RoleAssignment.play!(context);
    await expectDialogReadable(await within(document.body).findByRole('dialog', { name: '选择角色' }));
  },
};

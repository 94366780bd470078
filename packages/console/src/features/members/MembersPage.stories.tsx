import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { members } from './fixtures';

const memberPage = ok({ rows: members, total: 128 });

const meta = {
  title: 'Console/Pages/Members',
  ...consolePage({
    path: '/member/list',
    answers: { getUserList: memberPage, updateUserIsFlag: ok(null) },
    openTabs: [
      { path: '/home/index', title: '首页' },
      { path: '/member/list', title: '会员列表' },
    ],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({ list: 'getUserList', table: { zh: '会员列表', en: 'Members' }, cell: '张伟' });

export const Members: Story = {
  play: async (context) => {
    await states.list.play(context);
    const page = within(context.canvasElement);
    await expect(page.getByRole('button', { name: '导出' })).toBeVisible();
    const row = page.getByRole('cell', { name: '张伟' }).closest('tr')!;
    await expect(within(row).getByRole('button', { name: /详情/ })).toBeVisible();
  },
};

/** An administrator without 会员详情 (which the server would refuse) is not offered 详情 on a row. */
export const WithoutMemberDetail: Story = {
  args: { permissions: { kind: 'some', interfaceNames: new Set(['会员管理', '会员列表']) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const row = (await page.findByRole('cell', { name: '张伟' })).closest('tr')!;
    await expect(within(row).getByRole('switch', { name: '启用 张伟' })).toBeVisible();
    await expect(within(row).queryByRole('button', { name: /详情/ })).toBeNull();
    await expect(page.queryByRole('button', { name: /详情/ })).toBeNull();
    await expect(page.queryByRole('columnheader', { name: '操作' })).toBeNull();
  },
};

/**
 * 会员列表 held at 查看 (view): the list and its export read, but the switches are read-only
 * (the server refuses the write with code 21) — the resource page layer does it for every page.
 */
export const ViewOnly: Story = {
  args: {
    permissions: {
      kind: 'some',
      interfaceNames: new Set(['会员管理', '会员列表', '会员详情']),
      viewOnly: new Set(['会员列表', '会员详情']),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const row = (await page.findByRole('cell', { name: '张伟' })).closest('tr')!;
    await expect(within(row).getByRole('switch', { name: '启用 张伟' })).toBeDisabled();
    await expect(page.getByRole('button', { name: '导出' })).toBeVisible();
    await expect(within(row).getByRole('button', { name: /详情/ })).toBeVisible();
  },
};

export const ViewOnlyEnglish: Story = {
  ...ViewOnly,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const row = (await page.findByRole('cell', { name: '张伟' })).closest('tr')!;
    await expect(within(row).getByRole('switch', { name: 'Enable 张伟' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
  },
};

export const MembersEnglishDark: Story = states.englishDark;

export const Empty: Story = states.empty;

/** Disabling asks first (the confirmation is shown open for review). */
export const DisableAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('switch', { name: '启用 张伟' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText('确定禁用该会员吗？')).toBeVisible();
    await expect(within(dialog).getByText('会员：张伟')).toBeVisible();
  },
};

export const DeclinedToggleStaysOn: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const toggle = await page.findByRole('switch', { name: '启用 张伟' });
    await userEvent.click(toggle);
    await userEvent.click(await within(document.body).findByRole('button', { name: '取消' }));
    await waitFor(() => expect(toggle).toBeChecked());
  },
};

export const LoadFailed: Story = states.loadFailed;

let listCalls = 0;
/** Searching again with the same filters asks the server again (the rows may have changed, or the last call failed). */
export const SearchAgainAsksAgain: Story = {
  args: {
    answers: {
      getUserList: () => {
        listCalls += 1;
        return memberPage;
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('cell', { name: '张伟' });
    const before = listCalls;
    await userEvent.click(page.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(listCalls).toBe(before + 1));
    await expect(page.getByRole('cell', { name: '张伟' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories, phoneWidth } from '../../stories/consolePage';
import { expectDrawerReadable } from '../../stories/expectReadable';
import { ok } from '../../stories/mockNetwork';
import { franchiseApplications } from './fixtures';

const meta = {
  title: 'Console/Pages/Franchise applications',
  ...consolePage({
    path: '/agent/franchisee',
    answers: {
      getFranchiseApplicationList: ok({ rows: franchiseApplications, total: 30 }),
      transitFranchiseApplication: { code: 0, msg: '', data: { message: '面试时间不能早于现在', field: 'time' } },
    },
    openTabs: [{ path: '/agent/franchisee', title: '加盟申请列表' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getFranchiseApplicationList',
  table: { zh: '加盟申请列表', en: 'Franchise applications' },
  cell: '钱文博',
});

export const Applications: Story = {
  play: async (context) => {
    await states.list.play(context);
    const table = within(within(context.canvasElement).getByRole('table', { name: '加盟申请列表' }));
    // Each state offers only its own moves.
    const applying = within(table.getByRole('cell', { name: '钱文博' }).closest('tr')!);
    await expect(applying.getByText('申请中')).toBeVisible();
    const interview = within(table.getByRole('cell', { name: '孙海峰' }).closest('tr')!);
    await expect(interview.getByText('面试中')).toBeVisible();
    const passed = within(table.getByRole('cell', { name: '李梦洁' }).closest('tr')!);
    await expect(passed.getByText('已通过')).toBeVisible();
    await expect(passed.queryByRole('button', { name: '拒绝' })).toBeNull();
  },
};
export const ApplicationsEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** Scheduling asks for a time (required) and a note; the server's refusal shows under the time. */
export const ScheduleRefused: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '加盟申请列表' }));
    const row = within((await table.findByRole('cell', { name: '钱文博' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: /更多/ }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: '安排面试' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '安排面试' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('请选择时间')).toBeVisible();
    await userEvent.click(dialog.getByLabelText('时间'));
    await userEvent.keyboard('2026-11-01T09:30');
    await userEvent.type(dialog.getByLabelText('内容'), '公司会议室');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('面试时间不能早于现在')).toBeVisible();
    await expect(dialog.getByLabelText('内容')).toHaveValue('公司会议室');
  },
};

/** Everything of a passed application, with the agent it created. */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '加盟申请列表' }));
    const row = within((await table.findByRole('cell', { name: '李梦洁' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '详情' }));
    const drawer = within(await within(document.body).findByRole('dialog', { name: '李梦洁的加盟申请' }));
    await expect(drawer.getByText('公司会议室，携带身份证与资金证明')).toBeVisible();
  },
};

/** The detail drawer at a phone's width (390 px): every value reads whole, none cut or squeezed. */
export const DetailPhoneWidth: Story = {
  ...phoneWidth,
  play: async ({ canvasElement }) => {
    await expectDrawerReadable(canvasElement, '李梦洁', /详情/);
  },
};

export const DetailPhoneWidthEnglish: Story = {
  ...phoneWidth,
  globals: { ...phoneWidth.globals, locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectDrawerReadable(canvasElement, '李梦洁', /Details/);
  },
};

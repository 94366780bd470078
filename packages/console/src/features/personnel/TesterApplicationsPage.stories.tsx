import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { testerApplications } from './fixtures';

const meta = {
  title: 'Console/Pages/Tester applications',
  ...consolePage({
    path: '/personnel/auditList',
    answers: {
      getTesterApplicationList: ok({ rows: testerApplications, total: 24 }),
      transitTesterApplication: { code: 0, msg: '', data: { message: '该申请已处理，不能再拒绝', field: 'action' } },
    },
    openTabs: [{ path: '/personnel/auditList', title: '测试员申请列表' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getTesterApplicationList',
  table: { zh: '测试员申请列表', en: 'Tester applications' },
  cell: '林峰',
});

export const Applications: Story = {
  play: async (context) => {
    await states.list.play(context);
    const table = within(within(context.canvasElement).getByRole('table', { name: '测试员申请列表' }));
    // Only an application still applying may be approved or rejected.
    const applying = within(table.getByRole('cell', { name: '林峰' }).closest('tr')!);
    await expect(applying.getByRole('button', { name: '通过' })).toBeVisible();
    const passed = within(table.getByRole('cell', { name: '高洋' }).closest('tr')!);
    await expect(passed.queryByRole('button', { name: '通过' })).toBeNull();
    await expect(passed.getByText('已通过')).toBeVisible();
  },
};
export const ApplicationsEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** Rejecting asks for the reason; the server's refusal is shown and the reason stays. */
export const RejectRefused: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '测试员申请列表' }));
    const row = within((await table.findByRole('cell', { name: '罗敏' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '拒绝' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '拒绝' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('请输入原因')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('原因'), '暂无空缺');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await within(document.body).findByText('该申请已处理，不能再拒绝')).toBeVisible();
    await expect(dialog.getByLabelText('原因')).toHaveValue('暂无空缺');
  },
};

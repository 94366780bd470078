import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { agentOptions, merchantOptions, planDetail, planPreview, planRows } from './fixtures';

const NOTHING_TO_LOAD = '所选设备的货道都已达到标准库存，无需补货';

const meta = {
  title: 'Console/Pages/ReplenishmentPlans',
  ...consolePage({
    path: '/equipment/plan',
    answers: {
      getReplenishmentPlanList: ok({ rows: planRows, total: planRows.length }),
      getReplenishmentPlanOptions: ok({ agents: agentOptions, merchants: merchantOptions }),
      getReplenishmentPlanPreview: ok(planPreview),
      getReplenishmentPlan: ok(planDetail),
      saveReplenishmentPlan: ok({ planId: 17 }),
    },
    openTabs: [{ path: '/equipment/plan', title: '补货计划' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getReplenishmentPlanList',
  table: { zh: '补货计划', en: 'Replenishment plans' },
  cell: '1 / 2',
});

/** The saved plans in each state; only the planned one offers 开始装货. */
export const ReplenishmentPlans: Story = {
  play: async (context) => {
    await states.list.play(context);
    const table = within(within(context.canvasElement).getByRole('table', { name: '补货计划' }));
    const planned = within(table.getByRole('cell', { name: '16' }).closest('tr')!);
    await expect(planned.getByText('已计划')).toBeVisible();
    await expect(planned.getByRole('button', { name: '开始装货' })).toBeVisible();
    const done = within(table.getByRole('cell', { name: '14' }).closest('tr')!);
    await expect(done.getByText('已完成')).toBeVisible();
    await expect(done.queryByRole('button', { name: '开始装货' })).toBeNull();
  },
};
export const ReplenishmentPlansEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

async function openNewPlan(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('table', { name: '补货计划' });
  await userEvent.click(within(canvasElement).getByRole('button', { name: '新建补货计划' }));
  return within(await within(document.body).findByRole('dialog', { name: '新建补货计划' }));
}

/** A new plan computed: per goods in units and cases, per device each slot, an estimated stock said so. */
export const NewPlan: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openNewPlan(canvasElement);
    await expect(dialog.getByRole('button', { name: '保存计划' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('combobox', { name: '设备范围' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '仅缺货设备' }));
    await userEvent.click(dialog.getByRole('button', { name: '计算补货量' }));
    const summary = within(await dialog.findByRole('table', { name: '商品汇总（仓库备货）' }));
    // Only the parts there are: no 0 箱 before the loose units.
    await expect(summary.getByRole('cell', { name: '15 件（每箱 24 件）' })).toBeVisible();
    const second = within(dialog.getByRole('region', { name: /VM000002/ }));
    await expect(second.getByRole('cell', { name: /估算：日均 1.5 件/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '保存计划' })).toBeEnabled();
  },
};

/** From the dashboard's shortage card (`?open=create&scope=short`): the new plan opens with the short devices chosen. */
export const FromDashboardShortage: Story = {
  args: { path: '/equipment/plan?open=create&scope=short' },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: '新建补货计划' }));
    await expect(dialog.getByRole('combobox', { name: '设备范围' })).toHaveTextContent('仅缺货设备');
  },
};

/** The save refused (the stock changed meanwhile): the message shows and the dialog keeps the choice. */
export const SaveRefused: Story = {
  args: {
    answers: {
      ...meta.args.answers,
      saveReplenishmentPlan: { code: 0, msg: NOTHING_TO_LOAD, data: { message: NOTHING_TO_LOAD } },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openNewPlan(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '计算补货量' }));
    await dialog.findByRole('table', { name: '商品汇总（仓库备货）' });
    await userEvent.click(dialog.getByRole('button', { name: '保存计划' }));
    await expect(await within(document.body).findByText(NOTHING_TO_LOAD)).toBeVisible();
    await expect(within(document.body).getByRole('dialog', { name: '新建补货计划' })).toBeVisible();
  },
};

/** A plan being loaded: planned vs loaded per slot, a device not yet reported, the export and print. */
export const PlanDetail: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '补货计划' }));
    const row = within((await table.findByRole('cell', { name: '15' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '查看' }));
    const drawer = within(await within(document.body).findByRole('dialog', { name: '补货计划 #15' }));
    const summary = within(await drawer.findByRole('table', { name: '商品汇总（仓库备货）' }));
    await expect(summary.getByRole('columnheader', { name: '已装' })).toBeVisible();
    const second = within(drawer.getByRole('region', { name: /VM000002/ }));
    await expect(second.getAllByRole('cell', { name: '未上报' })).toHaveLength(2);
    await expect(drawer.getByRole('button', { name: '导出' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: '打印' })).toBeEnabled();
  },
};

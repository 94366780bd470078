import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { agentOptions, agentShares, agentShareTotals, monthOptions, settleableMonths } from './fixtures';

const meta = {
  title: 'Console/Pages/AgentShares',
  ...consolePage({
    path: '/financial/divide',
    answers: {
      getAgentShareList: ok({ rows: agentShares, total: 6, totals: agentShareTotals }),
      getAgentOptions: ok({ rows: agentOptions }),
      getAgentShareMonthOptions: ok({ rows: monthOptions }),
    },
    openTabs: [{ path: '/financial/divide', title: '代理商分成列表' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getAgentShareList',
  table: { zh: '代理商分成列表', en: 'Agent revenue share' },
  cell: '广州自助设备有限公司',
  emptyExtra: { totals: { orders: 0, sales: 0, gst: 0, share: 0 } },
});

export const AgentShares: Story = {
  play: async (context) => {
    await states.list.play(context);
    const page = within(context.canvasElement);
    // The totals of every matching row, and the GST apart from the sales.
    const totals = within(page.getByRole('group', { name: '合计' }));
    await expect(totals.getByText('478')).toBeVisible();
    await expect(totals.getByText('¥5,713.71')).toBeVisible();
    const table = within(page.getByRole('table', { name: '代理商分成列表' }));
    const row = within(table.getAllByRole('cell', { name: '北京智能零售有限公司' })[0]!.closest('tr')!);
    await expect(row.getByText('¥4,123.00')).toBeVisible();
    await expect(row.getByText('¥374.82')).toBeVisible();
    await expect(row.getByText('30%')).toBeVisible();
    await expect(row.getByText('¥1,124.45')).toBeVisible();
    // November, under way, is estimated; October is settled, with who and when.
    await expect(row.getByText('预估')).toBeVisible();
    const settled = within(table.getAllByRole('cell', { name: '北京智能零售有限公司' })[1]!.closest('tr')!);
    await expect(settled.getByText('已结算')).toBeVisible();
    // At 1200 px the table fits beside the menu, and who settled and when read whole inside the
    // state column, on their own line under the tag (they ran past the table's edge).
    const settledBy = settled.getByText(/admin/);
    const stateCell = settledBy.closest('td')!;
    const scroller = stateCell.closest<HTMLElement>('[data-slot="data-table-scroll"]')!;
    await expect(stateCell.closest('table')!.getBoundingClientRect().width).toBeLessThanOrEqual(scroller.clientWidth);
    await expect(settledBy.getBoundingClientRect().right).toBeLessThanOrEqual(stateCell.getBoundingClientRect().right);
    await expect(stateCell.getBoundingClientRect().right).toBeLessThanOrEqual(scroller.getBoundingClientRect().right);
    await expect(settledBy.scrollWidth).toBeLessThanOrEqual(settledBy.clientWidth);
    await expect(page.getByRole('button', { name: '结算月份' })).toBeVisible();
    // The month filter offers the months the server named.
    await expect(page.getByRole('combobox', { name: '月份' })).toBeVisible();
  },
};
export const AgentSharesEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** 结算月份: a month that has ended is chosen; the server's refusal (settled meanwhile) is shown by the month. */
export const SettleMonthRefused: Story = {
  args: {
    answers: {
      getAgentShareList: ok({ rows: agentShares, total: 6, totals: agentShareTotals }),
      getAgentOptions: ok({ rows: agentOptions }),
      getAgentShareMonthOptions: ok({ rows: monthOptions }),
      // The settle dialog offers the months that ended and are not settled (October is).
      getSettleableShareMonths: ok({ rows: settleableMonths }),
      settleAgentShareMonth: { code: 0, msg: '', data: { message: '该月份已结算', field: 'month' } },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '结算月份' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '结算月份' }));
    await expect(dialog.getByText('结算后各代理商分成计入其余额，该月不再变化')).toBeVisible();
    await userEvent.click(dialog.getByRole('combobox', { name: '月份' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '2026-09' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('该月份已结算')).toBeVisible();
  },
};

let settledMonth: string | null = null;

/** In English: the estimated month under way and the settled one, then settling a month that has ended. */
export const SettleMonthEnglish: Story = {
  args: {
    answers: {
      getAgentShareList: ok({ rows: agentShares, total: 6, totals: agentShareTotals }),
      getAgentOptions: ok({ rows: agentOptions }),
      getAgentShareMonthOptions: ok({ rows: monthOptions }),
      // The settle dialog offers the months that ended and are not settled (October is).
      getSettleableShareMonths: ok({ rows: settleableMonths }),
      settleAgentShareMonth: (request: { data?: unknown }) => {
        settledMonth = new URLSearchParams(String(request.data)).get('month');
        return ok({ agents: 3, share: 212_300 });
      },
    },
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = within(await page.findByRole('table', { name: 'Agent revenue share' }));
    await expect((await table.findAllByText('Estimated'))[0]).toBeVisible();
    await expect(table.getAllByText('Settled')[0]).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Settle a month' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Settle a month' }));
    await expect(
      dialog.getByText("Settling credits each agent's share to its balance; the month no longer changes"),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Month' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '2026-09' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(settledMonth).toBe('2026-09');
  },
};

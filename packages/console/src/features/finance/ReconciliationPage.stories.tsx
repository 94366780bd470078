import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReconciliationRow } from '@vending/contract';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories, phoneWidth } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';

/** A WeChat Pay statement of one day: matched, an amount that differs, a line of no order, an order missing from it. */
const rows: ReconciliationRow[] = [
  {
    rowId: '7-s1',
    statementId: 7,
    channel: 1,
    day: '2026-11-19',
    outcome: 1,
    transactionId: 'WX4200001',
    orderId: 514,
    orderNo: 'VM202611190514',
    statementAmount: 350,
    orderAmount: 350,
    fee: 2,
    time: '2026-11-19T02:10:00.000Z',
  },
  {
    rowId: '7-s2',
    statementId: 7,
    channel: 1,
    day: '2026-11-19',
    outcome: 4,
    transactionId: 'WX4200002',
    orderId: 515,
    orderNo: 'VM202611190515',
    statementAmount: 600,
    orderAmount: 650,
    fee: 4,
    time: '2026-11-19T03:40:00.000Z',
  },
  {
    rowId: '7-s3',
    statementId: 7,
    channel: 1,
    day: '2026-11-19',
    outcome: 2,
    transactionId: 'WX4200003',
    orderId: null,
    orderNo: null,
    statementAmount: 1_200,
    orderAmount: null,
    fee: 7,
    time: '2026-11-19T05:00:00.000Z',
  },
  {
    rowId: '7-o516',
    statementId: 7,
    channel: 1,
    day: '2026-11-19',
    outcome: 3,
    transactionId: 'WX4200004',
    orderId: 516,
    orderNo: 'VM202611190516',
    statementAmount: null,
    orderAmount: 450,
    fee: 0,
    time: '2026-11-19T06:20:00.000Z',
  },
];
const totals = { count: 4, matched: 1, statementOnly: 1, ordersOnly: 1, amountDiffers: 1, fee: 13 };

const meta = {
  title: 'Console/Pages/Reconciliation',
  ...consolePage({
    path: '/financial/reconciliation',
    answers: { getChannelReconciliation: ok({ rows, total: rows.length, totals }) },
    openTabs: [{ path: '/financial/reconciliation', title: '渠道对账' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getChannelReconciliation',
  table: { zh: '渠道对账', en: 'Channel reconciliation' },
  cell: 'WX4200003',
  emptyExtra: { totals: { count: 0, matched: 0, statementOnly: 0, ordersOnly: 0, amountDiffers: 0, fee: 0 } },
});

/** Each line's outcome beside both amounts; the totals count the mismatches and add up the fees. */
export const Reconciliation: Story = {
  play: async (context) => {
    await states.list.play(context);
    const table = within(within(context.canvasElement).getByRole('table', { name: '渠道对账' }));
    const differs = within(table.getByRole('cell', { name: 'WX4200002' }).closest('tr')!);
    await expect(differs.getByText('金额不符')).toBeVisible();
    await expect(differs.getByText('¥6.00')).toBeVisible();
    await expect(differs.getByText('¥6.50')).toBeVisible();
    await expect(await within(context.canvasElement).findByText('¥0.13')).toBeVisible();
  },
};
export const ReconciliationEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** The import dialog asks for the statement's CSV file. */
export const ImportDialog: Story = {
  play: async (context) => {
    await states.list.play(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: '导入对账单' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '导入对账单' }));
    // The file's field says what it takes, not the contract's generic 内容.
    await expect(dialog.getByLabelText(/对账单文件（CSV）/)).toBeInTheDocument();
  },
};

/** At a phone's width, in English. */
export const PhoneWidthEnglish: Story = {
  ...phoneWidth,
  globals: { ...phoneWidth.globals, locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Channel reconciliation' });
    await expect(await within(table).findByText('Amount differs')).toBeVisible();
  },
};

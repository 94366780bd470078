import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PlatformStatementRow } from '@vending/contract';
import { expect, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories, phoneWidth } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';

/** A fortnight of the platform's entries, each with the balance after it (opening ¥1,000.00). */
const rows: PlatformStatementRow[] = [
  {
    entryId: 901,
    time: '2026-11-18T02:10:00.000Z',
    kind: 'orderPayment',
    amount: 1_250,
    orderNo: 'VM202611180001',
    note: null,
    balanceAfter: 101_250,
  },
  {
    entryId: 902,
    time: '2026-11-18T03:40:00.000Z',
    kind: 'orderRefund',
    amount: -350,
    orderNo: 'VM202611180001',
    note: '少出 1 件',
    balanceAfter: 100_900,
  },
  {
    entryId: 903,
    time: '2026-11-19T01:00:00.000Z',
    kind: 'recharge',
    amount: 10_000,
    orderNo: null,
    note: null,
    balanceAfter: 110_900,
  },
  {
    entryId: 904,
    time: '2026-11-20T02:00:00.000Z',
    kind: 'share',
    amount: -2_400,
    orderNo: null,
    note: '2026-10 结算',
    balanceAfter: 108_500,
  },
  {
    entryId: 905,
    time: '2026-11-20T06:30:00.000Z',
    kind: 'withdrawalFee',
    amount: 600,
    orderNo: null,
    note: null,
    balanceAfter: 109_100,
  },
];
const totals = {
  count: rows.length,
  opening: 100_000,
  orderPayment: 1_250,
  orderRefund: -350,
  recharge: 10_000,
  rechargeRefund: 0,
  share: -2_400,
  shareAdjustment: 0,
  withdrawal: 0,
  withdrawalFee: 600,
  channelFee: 0,
  closing: 109_100,
};
const emptyTotals = {
  ...totals,
  count: 0,
  orderPayment: 0,
  orderRefund: 0,
  recharge: 0,
  share: 0,
  withdrawalFee: 0,
  closing: 100_000,
};

const meta = {
  title: 'Console/Pages/PlatformStatement',
  ...consolePage({
    path: '/financial/statement',
    answers: { getPlatformStatement: ok({ rows, total: rows.length, totals }) },
    openTabs: [{ path: '/financial/statement', title: '平台对账单' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getPlatformStatement',
  table: { zh: '平台对账单', en: 'Platform statement' },
  cell: '少出 1 件',
  emptyExtra: { totals: emptyTotals },
});

/** The entries with their kind and the balance after each; the totals say opening, each kind and closing. */
export const PlatformStatement: Story = {
  play: async (context) => {
    await states.list.play(context);
    const page = within(context.canvasElement);
    const table = within(page.getByRole('table', { name: '平台对账单' }));
    await expect(table.getAllByText('订单收款').length).toBeGreaterThan(0);
    await expect(table.getByText('¥1,091.00')).toBeVisible();
    await expect(await page.findByText('期末余额')).toBeVisible();
  },
};
export const PlatformStatementEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** At a phone's width (390 px), in each language: the clerk away from the desk. */
export const PhoneWidth: Story = { ...phoneWidth, play: states.list.play };
export const PhoneWidthEnglish: Story = {
  ...phoneWidth,
  globals: { ...phoneWidth.globals, locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Platform statement' });
    await expect(await within(table).findAllByText('Order payments')).not.toHaveLength(0);
  },
};

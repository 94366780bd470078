import type { AgentShareRow, AnswerData, SelectOption, WithdrawalRow } from '@vending/contract';

/** The finance pages' data for the stories: fixed, no clock, so pictures are stable. */

const beijing: SelectOption = { value: 1, label: '北京智能零售有限公司' };
export const agentOptions: SelectOption[] = [
  beijing,
  { value: 2, label: '上海智能零售有限公司' },
  { value: 3, label: '广州自助设备有限公司' },
  { value: 4, label: '深圳便利科技有限公司' },
];

const holders = ['张建华', '李秀英', '王志强', '刘桂兰', '陈伟', '杨丽'] as const;
const banks = [
  ['中国工商银行', '6222'],
  ['招商银行', '6225'],
  ['中国建设银行', '6217'],
  ['中国银行', '6013'],
  ['中国农业银行', '6228'],
  ['交通银行', '6222'],
] as const;
const amounts = [120_000, 50_000, 300_000, 80_000, 45_000, 200_000] as const;
// under review 1, passed 2, rejected 3
const statuses = [1, 2, 3, 1, 2, 2] as const;

export const withdrawals: WithdrawalRow[] = holders.map((accountHolder, index) => {
  const status = statuses[index] ?? 1;
  const [bankName, prefix] = banks[index] ?? banks[0];
  const amount = amounts[index] ?? amounts[0];
  const agent = agentOptions[index % agentOptions.length] ?? beijing;
  const day = String(20 - index).padStart(2, '0');
  return {
    withdrawalId: 300 + index,
    agentId: agent.value,
    agentName: agent.label,
    amount,
    fee: Math.max(200, Math.round(amount / 1_000)),
    bankName,
    bankAccount: `${prefix} **** **** ${String(1234 + index * 1111).slice(-4)}`,
    accountHolder,
    // The agent's balance now: what an approval takes the amount from.
    agentBalance: 500_000,
    status,
    createTime: `2026-11-${day}T02:30:00.000Z`,
    handledBy: status === 1 ? null : 'admin',
    handledTime: status === 1 ? null : `2026-11-${day}T09:00:00.000Z`,
    rejectReason: status === 3 ? '银行账号有误，请核对后重新申请' : null,
  };
});

export const withdrawalTotals = { count: 40, amount: 5_230_000, fee: 12_400 };

export const monthOptions = ['2026-11', '2026-10', '2026-09', '2026-08'].map((month) => ({
  value: month,
  label: month,
}));

/** What the settle dialog offers: months that ended, not settled (October is, November is under way). */
export const settleableMonths = ['2026-09', '2026-08'].map((month) => ({ value: month, label: month }));

const shareOf = (sales: number, gst: number, shareBasisPoints: number) =>
  Math.round(((sales - gst) * shareBasisPoints) / 10_000);

export const agentShares: AgentShareRow[] = [
  ['2026-11', 0, 86, 412_300, 37_482, 3_000],
  ['2026-11', 1, 64, 298_750, 27_159, 2_500],
  ['2026-11', 2, 41, 176_900, 16_082, 2_000],
  ['2026-10', 0, 132, 655_400, 59_582, 3_000],
  ['2026-10', 1, 97, 451_200, 41_018, 2_500],
  ['2026-10', 3, 58, 243_800, 22_164, 3_500],
].map(([month, agentIndex, orders, sales, gst, shareBasisPoints]) => {
  const agent = agentOptions[agentIndex as number] ?? beijing;
  return {
    shareId: `${agent.value}-${month}`,
    agentId: agent.value,
    agentName: agent.label,
    month: month as string,
    adjustsMonth: null,
    orders: orders as number,
    sales: sales as number,
    gst: gst as number,
    shareBasisPoints: shareBasisPoints as number,
    share: shareOf(sales as number, gst as number, shareBasisPoints as number),
    // October is settled (stored, credited); November, the month under way, estimated.
    ...(month === '2026-10'
      ? { state: 2, settledBy: 'admin', settledTime: '2026-11-01T02:00:00.000Z' }
      : { state: 1, settledBy: null, settledTime: null }),
  };
});

export const agentShareTotals = agentShares.reduce(
  (totals, row) => ({
    orders: totals.orders + row.orders,
    sales: totals.sales + row.sales,
    gst: totals.gst + row.gst,
    share: totals.share + row.share,
  }),
  { orders: 0, sales: 0, gst: 0, share: 0 },
);

const figures = (received: number, orders: number, refunded: number) => ({
  received,
  orders,
  average: orders > 0 ? Math.round(received / orders) : 0,
  refunded,
});

/** The sales report of 1–21 November 2026 by device, beside 11–31 October: fixed data, no clock. */
export const salesReportByDevice: AnswerData<'getSalesReport'> = {
  groupBy: 'device',
  period: { startTime: '2026-11-01', endTime: '2026-11-21' },
  previousPeriod: { startTime: '2026-10-11', endTime: '2026-10-31' },
  current: figures(1_851_300, 3_904, 23_500),
  previous: figures(1_702_450, 3_655, 31_200),
  rows: [
    {
      key: '3',
      label: 'VM000003 3号售货机',
      current: figures(412_300, 861, 4_500),
      previous: figures(380_100, 802, 6_000),
    },
    {
      key: '1',
      label: 'VM000001 1号售货机',
      current: figures(398_650, 842, 3_500),
      previous: figures(402_900, 851, 9_000),
    },
    {
      key: '7',
      label: 'VM000007 7号售货机',
      current: figures(356_200, 745, 6_000),
      previous: figures(298_750, 640, 2_700),
    },
    {
      key: '11',
      label: 'VM000011 11号售货机',
      current: figures(301_450, 634, 5_000),
      previous: figures(325_600, 690, 8_500),
    },
    {
      key: '5',
      label: 'VM000005 5号售货机',
      current: figures(252_700, 540, 4_500),
      previous: figures(295_100, 672, 5_000),
    },
    { key: '14', label: 'VM000014 14号售货机', current: figures(130_000, 282, 0), previous: figures(0, 0, 0) },
  ],
};

/** The same period with no sale at all. */
export const salesReportEmpty: AnswerData<'getSalesReport'> = {
  ...salesReportByDevice,
  current: figures(0, 0, 0),
  previous: figures(0, 0, 0),
  rows: [],
};

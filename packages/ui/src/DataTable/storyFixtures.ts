import type { UiLocale } from '../provider/messages';
import { actionsColumn, dateTimeColumn, moneyColumn, statusColumn, textColumn, type DataTableColumn } from './columns';
import type { TagTone } from '../Tag';
import type { StatusTagProps } from './cells/StatusTag';

/**
 * Deterministic rows for stories: every value derives from the row number, so pictures are
 * the same on every run. The fixed "now" stands in for the present moment.
 */
export const storyNow = new Date(2026, 10, 21, 12, 0, 0).getTime();

type StatusWords = { tone: TagTone } & Record<UiLocale, string>;

/**
 * Example state families, mapped the way the console maps the business's states: one tone and
 * words per state. The design system itself knows none of them.
 */
export const storyStatuses = {
  withdrawal: {
    underReview: { tone: 'warning', zh: '审核中', en: 'Under review' },
    passed: { tone: 'success', zh: '已通过', en: 'Passed' },
    rejected: { tone: 'danger', zh: '已驳回', en: 'Rejected' },
  },
  order: {
    unpaid: { tone: 'warning', zh: '待支付', en: 'Unpaid' },
    processing: { tone: 'primary', zh: '处理中', en: 'Processing' },
    completed: { tone: 'success', zh: '已完成', en: 'Completed' },
    cancelled: { tone: 'neutral', zh: '已取消', en: 'Cancelled' },
  },
  agentApplication: {
    applying: { tone: 'primary', zh: '申请中', en: 'Applying' },
    interview: { tone: 'warning', zh: '面试中', en: 'Interview' },
    passed: { tone: 'success', zh: '已通过', en: 'Passed' },
    rejected: { tone: 'danger', zh: '已驳回', en: 'Rejected' },
  },
} as const satisfies Record<string, Record<string, StatusWords>>;

const statusWords: Record<StoryStatusFamily, Readonly<Record<string, StatusWords>>> = storyStatuses;

export type StoryStatusFamily = keyof typeof storyStatuses;
type StoryStateOf<Family extends StoryStatusFamily> = keyof (typeof storyStatuses)[Family] & string;

/** A state of an example family as StatusTag and statusColumn take it: tone, words, raw state. */
export function storyStatus<Family extends StoryStatusFamily>(
  family: Family,
  state: StoryStateOf<Family>,
  locale: UiLocale = 'zh',
): StatusTagProps {
  const entry = statusWords[family][state];
  return entry ? { tone: entry.tone, label: entry[locale], state } : { tone: 'neutral', label: state, state };
}

export interface OrderRow {
  id: string;
  orderNo: string;
  member: string;
  device: string;
  amount: number;
  currency: 'AUD' | 'CNY';
  gst: number;
  status: StoryStateOf<'order'>;
  withdrawal: StoryStateOf<'withdrawal'>;
  application: StoryStateOf<'agentApplication'>;
  enabled: boolean;
  createdAt: number;
  image: string | null;
}

const surnames = ['张', '王', '李', '赵', '陈', '刘', '杨', '黄', '周', '吴'];
const givenNames = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '艳', '勇', '军', '杰', '涛'];
const orderStates: StoryStateOf<'order'>[] = ['unpaid', 'processing', 'completed', 'cancelled'];
const withdrawalStates: StoryStateOf<'withdrawal'>[] = ['underReview', 'passed', 'rejected'];
const applicationStates: StoryStateOf<'agentApplication'>[] = ['applying', 'interview', 'passed', 'rejected'];
const productColours = ['#2563eb', '#15803d', '#b45309', '#dc2626', '#7c3aed', '#0891b2'];

/** A small product picture as an inline SVG, so no network is touched. */
export function productImage(index: number): string {
  const colour = productColours[index % productColours.length] ?? '#2563eb';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 24 24"><rect width="24" height="24" fill="${colour}" opacity="0.15"/><rect x="7" y="4" width="10" height="16" rx="2" fill="${colour}"/><rect x="9" y="7" width="6" height="2" rx="1" fill="#fff"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function orderRow(index: number): OrderRow {
  const amount = ((index * 7919) % 500000) + 990;
  const currency = index % 3 === 2 ? 'CNY' : 'AUD';
  return {
    id: `order-${index + 1}`,
    orderNo: `VD${String(20261121000 + index * 37).padStart(11, '0')}`,
    member: `${surnames[index % surnames.length]}${givenNames[(index * 5) % givenNames.length]}`,
    device: `柜机 ${String(((index * 13) % 240) + 1).padStart(3, '0')}`,
    amount,
    currency,
    gst: Math.round(amount / 11),
    status: orderStates[index % orderStates.length] ?? 'unpaid',
    withdrawal: withdrawalStates[index % withdrawalStates.length] ?? 'underReview',
    application: applicationStates[index % applicationStates.length] ?? 'applying',
    enabled: index % 4 !== 1,
    createdAt: storyNow - index * 37 * 60 * 1000 - (index % 7) * 1000,
    image: index % 5 === 4 ? null : productImage(index),
  };
}

export function orderRows(count: number, offset = 0): OrderRow[] {
  return Array.from({ length: count }, (_, index) => orderRow(offset + index));
}

/** The order list's columns, as the stories and the DataTable benchmark page (`bench/`) show them. */
export const orderColumns: DataTableColumn<OrderRow>[] = [
  textColumn({ id: 'orderNo', header: '订单号', value: (row) => row.orderNo, width: 150, sortable: true }),
  textColumn({ id: 'member', header: '会员', value: (row) => row.member, width: 100 }),
  textColumn({ id: 'device', header: '设备', value: (row) => row.device }),
  moneyColumn({
    id: 'amount',
    header: '金额',
    amount: (row) => row.amount,
    currency: (row) => row.currency,
    width: 130,
    sortable: true,
  }),
  statusColumn({ id: 'status', header: '订单状态', status: (row) => storyStatus('order', row.status) }),
  dateTimeColumn({ id: 'createdAt', header: '下单时间', time: (row) => row.createdAt, sortable: true }),
  actionsColumn({
    header: '操作',
    rowLabel: (row) => row.orderNo,
    actions: () => [
      { label: '详情', onSelect: () => undefined },
      { label: '退款', onSelect: () => undefined },
      { label: '删除', onSelect: () => undefined },
    ],
  }),
];

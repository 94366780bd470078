import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilterBar } from './FilterBar';
import type { FilterField } from './filterFields';

const orderFilters: FilterField[] = [
  { kind: 'text', name: 'orderNo', label: '订单号', placeholder: '请输入订单号' },
  {
    kind: 'select',
    name: 'status',
    label: '订单状态',
    options: [
      { value: '0', label: '待支付' },
      { value: '1', label: '处理中' },
      { value: '2', label: '已完成' },
      { value: '3', label: '已取消' },
    ],
  },
  { kind: 'dateRange', name: 'createdAt', label: '下单时间' },
  { kind: 'numberRange', name: 'amount', label: '金额', min: 0, step: 0.01 },
];

const meta = {
  title: 'Data/FilterBar',
  component: FilterBar,
  args: { fields: orderFilters, onSearch: fn(), onReset: undefined },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('search', { name: '筛选' });
    // The design system's Select, not the browser's: chosen by keyboard.
    within(search).getByRole('combobox', { name: '订单状态' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await within(document.body).findByRole('option', { name: '已完成' }));
    await expect(within(search).getByRole('combobox', { name: '订单状态' })).toHaveTextContent('已完成');
    await userEvent.type(within(search).getByLabelText('金额 最小值'), '10');
    await userEvent.type(within(search).getByLabelText('金额 最大值'), '99.5');
    await userEvent.type(within(search).getByRole('textbox', { name: '订单号' }), ' VD2026 {Enter}');
    // Enter submits; text is trimmed and open range ends are kept as ''.
    await expect(args.onSearch).toHaveBeenLastCalledWith({ orderNo: 'VD2026', status: '2', amount: ['10', '99.5'] });
  },
};

export const WithValuesAndReset: Story = {
  name: 'With values, then Reset',
  args: {
    defaultValues: { orderNo: 'VD2026', status: '1', createdAt: ['2026-11-01', '2026-11-21'] },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: '下单时间 开始' })).toHaveTextContent('2026-11-01');
    await expect(canvas.getByRole('group', { name: '下单时间' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({
      orderNo: 'VD2026',
      status: '1',
      createdAt: ['2026-11-01', '2026-11-21'],
    });
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({});
    await expect(canvas.getByRole('textbox', { name: '订单号' })).toHaveValue('');
    // Put the values back for the picture.
    await userEvent.type(canvas.getByRole('textbox', { name: '订单号' }), 'VD2026');
  },
};

/**
 * While a search runs, its button is busy and a second press of it does nothing; a changed field
 * is a new search, and Enter runs it (a keyword typed while the list loads was once dropped).
 */
export const Searching: Story = {
  args: { searching: true, defaultValues: { status: '1' } },
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('button', { name: /搜索/ });
    await expect(search).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(search);
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: '订单号' }), 'VD2026');
    await expect(search).not.toHaveAttribute('aria-busy');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith({ orderNo: 'VD2026', status: '1' });
    // The new search is the one running now.
    await expect(search).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * Each end of a date range is its own calendar, so either may stay open; a chosen end has a
 * clear control, and the end already chosen bounds the other.
 */
export const DateRangeByKeyboard: Story = {
  name: 'Date range by keyboard',
  args: { defaultValues: { createdAt: ['2026-11-01', ''] } },
  play: async ({ canvas, args }) => {
    const from = canvas.getByRole('combobox', { name: '下单时间 开始' });
    const to = canvas.getByRole('combobox', { name: '下单时间 结束' });
    await expect(to).toHaveTextContent('结束日期');
    await expect(canvas.queryAllByRole('button', { name: '清除日期' })).toHaveLength(1);
    // The calendar opens on the chosen day; → moves a day, Enter picks it and closes.
    from.focus();
    await userEvent.keyboard('{Enter}');
    const calendar = await within(document.body).findByRole('dialog', { name: '日历' });
    await waitFor(() => expect(within(calendar).getByRole('button', { name: /2026年11月1日/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(from).toHaveTextContent('2026-11-02'));
    await waitFor(() => expect(from).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({ createdAt: ['2026-11-02', ''] });
    // The end picker opens on the start's month, and days before the start cannot be picked.
    to.focus();
    await userEvent.keyboard('{Enter}');
    const endCalendar = await within(document.body).findByRole('dialog', { name: '日历' });
    await expect(within(endCalendar).getByRole('button', { name: /2026年11月1日/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Clearing the start gives the focus back to its trigger and opens that end.
    await userEvent.click(canvas.getByRole('button', { name: '清除日期' }));
    await expect(from).toHaveTextContent('开始日期');
    await expect(from).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({});
  },
};

export const NarrowCollapsed: Story = {
  name: 'Narrow: extra fields behind "more"',
  decorators: [(Story) => <div className="w-[440px]">{Story()}</div>],
  play: async ({ canvas }) => {
    const more = await canvas.findByRole('button', { name: '更多' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: '下单时间' })).not.toBeInTheDocument();
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: '下单时间' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '金额' })).toBeVisible();
  },
};

export const NarrowFolded: Story = {
  name: 'Narrow, folded',
  decorators: [(Story) => <div className="w-[440px]">{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '更多' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Order filters',
    fields: [
      { kind: 'text', name: 'orderNo', label: 'Order no.', placeholder: 'Order number' },
      { kind: 'select', name: 'status', label: 'Status', options: [{ value: '0', label: 'Unpaid' }] },
      { kind: 'dateRange', name: 'createdAt', label: 'Created' },
      { kind: 'numberRange', name: 'amount', label: 'Amount' },
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('search', { name: 'Order filters' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({});
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  args: { defaultValues: { orderNo: 'VD2026', createdAt: ['2026-11-01', ''] } },
};

export const DefaultSize: Story = {
  name: 'Size from the toolbar (default)',
  globals: { size: 'default' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '订单号' }).getBoundingClientRect().height).toBe(40);
  },
};

const agents = ['北京', '上海', '广州', '深圳', '杭州', '南京', '成都', '武汉', '西安', '重庆'].map((city, index) => ({
  value: String(index + 1),
  label: `${city}便利科技有限公司`,
}));

/** A long list (more than eight options) is searched: typing narrows it, Enter chooses, 全部 clears. */
export const LongListSearched: Story = {
  args: {
    fields: [
      {
        kind: 'select',
        name: 'online',
        label: '在线',
        options: [
          { value: '1', label: '在线' },
          { value: '0', label: '离线' },
        ],
      },
      { kind: 'select', name: 'agentId', label: '代理商', options: agents },
    ],
  },
  play: async ({ canvas, args }) => {
    const agent = canvas.getByRole('combobox', { name: '代理商' });
    await expect(agent).toHaveTextContent('全部');
    await userEvent.click(agent);
    await userEvent.type(await within(document.body).findByRole('combobox', { name: '搜索选项' }), '武汉');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(agent).toHaveTextContent('武汉便利科技有限公司'));
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({ agentId: '8' });
    await userEvent.click(agent);
    await userEvent.click(await within(document.body).findByRole('option', { name: '全部' }));
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({});
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
    await userEvent.selectOptions(within(search).getByRole('combobox', { name: '订单状态' }), '已完成');
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
    await expect(canvas.getByLabelText('下单时间 开始')).toHaveValue('2026-11-01');
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
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All');
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

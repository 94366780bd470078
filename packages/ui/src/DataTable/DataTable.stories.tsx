import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { actionsColumn, dateTimeColumn, moneyColumn, statusColumn, textColumn, type DataTableColumn } from './columns';
import { DataTable, type DataTableProps } from './DataTable';
import { tableLayoutKey } from './hooks/useTablePersistence';
import { orderColumns, orderRow, orderRows, storyNow, storyStatus, type OrderRow } from './storyFixtures';
import { defaultTableQuery, type TableQuery } from './tableQuery';

const englishColumns: DataTableColumn<OrderRow>[] = [
  textColumn({ id: 'orderNo', header: 'Order no.', value: (row) => row.orderNo, width: 150, sortable: true }),
  textColumn({ id: 'device', header: 'Device', value: (row) => row.device.replace('柜机', 'Cabinet') }),
  moneyColumn({ id: 'amount', header: 'Amount', amount: (row) => row.amount, currency: 'AUD', width: 130 }),
  statusColumn({ id: 'status', header: 'Status', status: (row) => storyStatus('order', row.status, 'en') }),
  dateTimeColumn({ id: 'createdAt', header: 'Created', time: (row) => row.createdAt, relative: true, now: storyNow }),
  actionsColumn({
    header: 'Actions',
    actions: () => [
      { label: 'View', onSelect: () => undefined },
      { label: 'Refund', onSelect: () => undefined },
    ],
  }),
];

const total = 235;

/** A server-mode list page in miniature: the query lives in the page (in the console, in the URL). */
function ServerTable(props: DataTableProps<OrderRow>) {
  const [query, setQuery] = useState<TableQuery>(props.query ?? defaultTableQuery);
  const rows = orderRows(
    Math.min(query.pageSize, total - (query.page - 1) * query.pageSize),
    (query.page - 1) * query.pageSize,
  );
  return (
    <DataTable
      {...props}
      data={props.data.length > 0 ? rows : props.data}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Data/DataTable',
  component: DataTable<OrderRow>,
  render: (args) => <ServerTable {...args} />,
  args: {
    label: '订单列表',
    columns: orderColumns,
    data: orderRows(10),
    getRowId: (row) => row.id,
    getRowLabel: (row) => row.orderNo,
    total,
    query: { ...defaultTableQuery, pageSize: 10 },
    onQueryChange: fn(),
    onRetry: fn(),
    onSelectedRowIdsChange: fn(),
  },
} satisfies Meta<typeof DataTable<OrderRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerMode: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: '订单列表' });
    const amountHeader = within(table).getByRole('columnheader', { name: /金额/ });
    await expect(amountHeader).toHaveAttribute('aria-sort', 'none');
    within(amountHeader).getByRole('button', { name: /金额/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      page: 1,
      pageSize: 10,
      sort: { id: 'amount', desc: false },
    });
    await userEvent.keyboard('{Enter}');
    await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      page: 2,
      pageSize: 10,
      sort: { id: 'amount', desc: true },
    });
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await expect(within(table).getByText('VD20261121370')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '订单列表' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table.querySelectorAll('[data-slot="skeleton-row"]')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { data: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await expect(canvas.getByText('共 0 条')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', errorMessage: '网络错误，请稍后再试' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('加载失败网络错误，请稍后再试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const SelectionWithBulkBar: Story = {
  args: {
    selectable: true,
    toolbar: <Button variant="primary">新增订单</Button>,
    bulkActions: (rowIds) => (
      <>
        <Button onClick={() => rowIds}>导出所选</Button>
        <Button variant="danger">批量删除</Button>
      </>
    ),
  },
  play: async ({ canvas, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('');
    await expect(canvas.getByRole('button', { name: '新增订单' })).toBeVisible();

    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 VD20261121037' }));
    await expect(status).toHaveTextContent('已选择 1 项');
    // Shift-click selects the range from the last row clicked.
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(canvas.getByRole('checkbox', { name: '选择 VD20261121148' }));
    await user.keyboard('{/Shift}');
    await expect(status).toHaveTextContent('已选择 4 项');
    await expect(canvas.getByRole('checkbox', { name: '选择 VD20261121111' })).toBeChecked();

    // Space on a focused row selects it; arrows move between rows.
    const rows = canvas.getAllByRole('row');
    rows[7]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[8]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(status).toHaveTextContent('已选择 5 项');
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toHaveProperty('indeterminate', true);
    await expect(args.onSelectedRowIdsChange).toHaveBeenLastCalledWith(
      expect.arrayContaining(['order-2', 'order-3', 'order-4', 'order-5', 'order-8']),
    );
    await expect(canvas.getByRole('button', { name: '批量删除' })).toBeVisible();
  },
};

export const ColumnMenuOpen: Story = {
  args: { tableId: 'story-column-menu' },
  beforeEach: () => localStorage.removeItem(tableLayoutKey('story-column-menu')),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '列设置' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    const device = within(menu).getByRole('menuitemcheckbox', { name: '设备' });
    await waitFor(() => expect(within(menu).getAllByRole('menuitemcheckbox')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(device).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(device).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.queryByRole('columnheader', { name: '设备' })).not.toBeInTheDocument();
    await expect(JSON.parse(localStorage.getItem(tableLayoutKey('story-column-menu'))!).visibility).toEqual({
      device: false,
    });
  },
};

export const ColumnResizeRemembered: Story = {
  name: 'Column resize (remembered per table)',
  args: { tableId: 'story-resize' },
  beforeEach: () => localStorage.removeItem(tableLayoutKey('story-resize')),
  play: async ({ canvas }) => {
    const handle = canvas.getByRole('separator', { name: '调整列宽：会员' });
    await expect(handle).toHaveAttribute('aria-valuenow', '100');
    handle.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowRight}{/Shift}');
    await expect(handle).toHaveAttribute('aria-valuenow', '170');
    await expect(canvas.getByRole('columnheader', { name: /会员/ }).getBoundingClientRect().width).toBe(170);
    await expect(JSON.parse(localStorage.getItem(tableLayoutKey('story-resize'))!).widths).toEqual({ member: 170 });
  },
};

/**
 * The header's resize handles are one tab stop (roving focus): ↑ / ↓ move between them, ← / →
 * resize, and one Tab leaves them all for the rows.
 */
export const ColumnResizeOneTabStop: Story = {
  name: 'Column resize (one tab stop for the header)',
  args: { tableId: 'story-resize-keys' },
  beforeEach: () => localStorage.removeItem(tableLayoutKey('story-resize-keys')),
  play: async ({ canvas }) => {
    const handles = canvas.getAllByRole('separator');
    await expect(handles.length).toBeGreaterThan(3);
    const inTabOrder = () => handles.filter((handle) => handle.tabIndex === 0);
    await expect(inTabOrder()).toEqual([handles[0]]);
    await expect(handles[0]).toHaveAccessibleDescription('左右方向键调整列宽，上下方向键换列');

    handles[0]!.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(handles[2]).toHaveFocus();
    await expect(inTabOrder()).toEqual([handles[2]]);
    const before = Number(handles[2]!.getAttribute('aria-valuenow'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(handles[2]).toHaveAttribute('aria-valuenow', String(before + 10));
    await userEvent.keyboard('{ArrowUp}');
    await expect(handles[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(handles.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(handles[0]).toHaveFocus();

    // One Tab leaves the header's handles: the next stop is no handle.
    await userEvent.tab();
    await expect(document.activeElement).not.toHaveAttribute('role', 'separator');
    // And Shift+Tab comes back to the handle last used.
    await userEvent.tab({ shift: true });
    await expect(handles[0]).toHaveFocus();
  },
};

const manyRows = orderRows(100_000);

export const Virtualized100k: Story = {
  name: '100,000 rows (client mode, virtualized)',
  render: (args) => <DataTable {...args} />,
  args: { mode: 'client', data: manyRows, total: undefined, selectable: true, maxHeight: 420, query: undefined },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '订单列表' });
    // The virtualizer loads with the first client-mode table (the loading state meanwhile).
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '100001'));
    // Only the rows in view (plus a margin) are in the document.
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);

    const firstRow = table.querySelector<HTMLElement>('tbody tr[data-row-index="0"]')!;
    firstRow.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(table.querySelector('tbody tr[data-row-index="99999"]')).toHaveFocus());
    await expect(table.querySelector('tbody tr[data-row-index="99999"]')).toHaveAttribute('aria-rowindex', '100001');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent('已选择 1 项');

    // Sorting sorts all 100,000 rows in the browser; the smallest amount comes first.
    await userEvent.click(within(table).getByRole('button', { name: /金额/ }));
    await expect(within(table).getByRole('columnheader', { name: /金额/ })).toHaveAttribute('aria-sort', 'ascending');
    table.closest('[data-slot="data-table-scroll"]')!.scrollTop = 0;
    await waitFor(() => expect(table.querySelector('tbody tr[data-row-index="0"]')).toHaveTextContent('A$9.90'));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Orders', columns: englishColumns, selectable: true, getRowLabel: (row) => row.orderNo },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Orders' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('10 selected');
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Total 235');
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  args: { selectable: true, defaultSelectedRowIds: ['order-2', 'order-3'], selectedRowIds: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('已选择 2 项');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};

/** A caller that says what is selected itself (a picker): no selection bar, the ticks stay. */
export const SelectionWithoutBar: Story = {
  args: {
    selectable: true,
    selectionBar: false,
    columnMenu: false,
    defaultSelectedRowIds: ['order-2'],
    selectedRowIds: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    const box = canvas.getAllByRole('checkbox')[2]!;
    await expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(canvas.queryByText(/已选择/)).toBeNull();
  },
};

export const DefaultSize: Story = {
  name: 'Size from the toolbar (default)',
  globals: { size: 'default' },
  args: { data: orderRows(6) },
  play: async ({ canvas }) => {
    const row = canvas.getAllByRole('row')[1]!;
    await expect(row.getBoundingClientRect().height).toBe(52);
  },
};

export const MiniRowHeight: Story = {
  name: 'Row height (mini)',
  args: { data: [orderRow(0), orderRow(1)], total: 2 },
  play: async ({ canvas }) => {
    const [header, row] = canvas.getAllByRole('row');
    await expect(header!.getBoundingClientRect().height).toBe(36);
    await expect(row!.getBoundingClientRect().height).toBe(36);
  },
};

/**
 * Where a cell of the pinned column (the actions, column id `actions`) lies over the visible part
 * of another cell of its row, as `row:column` (issue 30: at 1366 px the pinned 操作 covered
 * 状态 and 软件版本). A cell's visible part is its box within the scroll region's client area;
 * its centre must show the cell itself, not the pinned one.
 */
function cellsUnderPinnedColumn(table: HTMLTableElement): string[] {
  const scroller = table.closest<HTMLElement>('[data-slot="data-table-scroll"]')!;
  const region = scroller.getBoundingClientRect();
  const clip = {
    left: region.left + scroller.clientLeft,
    top: region.top + scroller.clientTop,
    right: region.left + scroller.clientLeft + scroller.clientWidth,
    bottom: region.top + scroller.clientTop + scroller.clientHeight,
  };
  // A body row scrolled up passes beneath the sticky header (its cells stick, not the thead).
  const headerBottom = table.tHead!.rows[0]!.cells[0]!.getBoundingClientRect().bottom;
  const covered: string[] = [];
  for (const row of Array.from(table.rows)) {
    const cells = Array.from(row.cells);
    const pinned = cells.find((cell) => cell.dataset['columnId'] === 'actions');
    if (!pinned) continue;
    const pinnedBox = pinned.getBoundingClientRect();
    for (const cell of cells) {
      if (cell === pinned) continue;
      const box = cell.getBoundingClientRect();
      const visible = {
        left: Math.max(box.left, clip.left),
        right: Math.min(box.right, clip.right),
        top: Math.max(box.top, row.parentElement === table.tHead ? clip.top : headerBottom),
        bottom: Math.min(box.bottom, clip.bottom),
      };
      if (visible.right - visible.left < 1 || visible.bottom - visible.top < 1) continue;
      const overlapWidth = Math.min(visible.right, pinnedBox.right) - Math.max(visible.left, pinnedBox.left);
      const overlapHeight = Math.min(visible.bottom, pinnedBox.bottom) - Math.max(visible.top, pinnedBox.top);
      const shown = document.elementFromPoint((visible.left + visible.right) / 2, (visible.top + visible.bottom) / 2);
      if ((overlapWidth >= 1 && overlapHeight >= 1) || !cell.contains(shown)) {
        covered.push(`${row.rowIndex}:${cell.dataset['columnId'] ?? 'select'}`);
      }
    }
  }
  return covered;
}

/**
 * Wider than the page: the columns scroll sideways beside the actions, which stay at the right
 * edge (following the row's hover) and reachable by keyboard. The scrolling part ends where the
 * pinned column begins: at no scroll position does the pinned column cover a cell.
 */
export const WideTableKeepsActionsInView: Story = {
  args: {
    selectable: true,
    columns: [
      ...orderColumns.slice(0, -1).map((column) => ({
        ...column,
        meta: { ...(column.meta as object), width: 260 },
      })),
      orderColumns.at(-1)!,
    ] as DataTableColumn<OrderRow>[],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '订单列表' }) as HTMLTableElement;
    const scroller = table.closest<HTMLElement>('[data-slot="data-table-scroll"]')!;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const details = canvas.getAllByRole('button', { name: /详情/ })[0]!;
    // Without scrolling, the first row's actions are inside the visible part of the table.
    const box = details.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(
      table.closest('[data-slot="data-table-frame"]')!.getBoundingClientRect().right,
    );
    await expect(cellsUnderPinnedColumn(table)).toEqual([]);
    // Halfway and at the end of the sideways scroll, nothing lies beneath the actions either.
    scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) / 2;
    await expect(cellsUnderPinnedColumn(table)).toEqual([]);
    scroller.scrollLeft = scroller.scrollWidth;
    await expect(cellsUnderPinnedColumn(table)).toEqual([]);
    // The scroll region's right edge is the pinned column's left edge.
    const actionsHeader = within(table).getByRole('columnheader', { name: /^操作/ });
    await expect(scroller.getBoundingClientRect().right).toBe(actionsHeader.getBoundingClientRect().left);
    // Each pinned cell is as tall as its row and level with it.
    for (const row of Array.from(table.rows)) {
      const pinned = row.querySelector('[data-column-id="actions"]')!.getBoundingClientRect();
      await expect([pinned.top, pinned.height]).toEqual([
        row.getBoundingClientRect().top,
        row.getBoundingClientRect().height,
      ]);
    }
    scroller.scrollLeft = 0;
    details.focus();
    await expect(details).toHaveFocus();
    await userEvent.hover(canvas.getAllByRole('row')[2]!);
  },
};

/**
 * Client mode with a pinned column: scrolling the body down moves the pinned cells with their
 * rows, and a wheel turn over the actions scrolls the body.
 */
export const PinnedColumnFollowsVerticalScroll: Story = {
  render: (args) => <DataTable {...args} />,
  args: {
    mode: 'client',
    data: orderRows(200),
    total: undefined,
    maxHeight: 300,
    query: undefined,
    columns: [
      ...orderColumns.slice(0, -1).map((column) => ({
        ...column,
        meta: { ...(column.meta as object), width: 200 },
      })),
      orderColumns.at(-1)!,
    ] as DataTableColumn<OrderRow>[],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '订单列表' }) as HTMLTableElement;
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '201'));
    const scroller = table.closest<HTMLElement>('[data-slot="data-table-scroll"]')!;
    scroller.scrollTop = 1000;
    await waitFor(() => expect(table.querySelector('tbody tr[data-row-index="30"]')).not.toBeNull());
    await waitFor(async () => {
      for (const row of Array.from(table.querySelectorAll<HTMLElement>('tbody tr[data-row-index]'))) {
        const pinned = row.querySelector('[data-column-id="actions"]')!.getBoundingClientRect();
        await expect(pinned.top).toBe(row.getBoundingClientRect().top);
      }
    });
    await expect(cellsUnderPinnedColumn(table)).toEqual([]);
    const actions = table.querySelector<HTMLElement>('tbody tr[data-row-index="30"] [data-column-id="actions"]')!;
    actions.dispatchEvent(new WheelEvent('wheel', { deltaY: 200, bubbles: true, cancelable: true }));
    await expect(scroller.scrollTop).toBe(1200);
  },
};

/**
 * English headers longer than their columns' declared widths (issue 30: "Payment met…", "Margi…"):
 * each column is at least as wide as its header's longest word, and a longer header wraps
 * between words; none is cut.
 */
export const LongHeadersNeverCut: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Orders',
    columns: [
      textColumn({ id: 'orderNo', header: 'Order no.', value: (row) => row.orderNo, width: 60 }),
      textColumn({ id: 'method', header: 'Payment method', value: () => 'WeChat', width: 70, sortable: true }),
      textColumn({ id: 'margin', header: 'Margin', value: () => '36.7%', width: 40, align: 'end' }),
      textColumn({ id: 'planned', header: 'Devices planned', value: () => '12' }),
      statusColumn({
        id: 'status',
        header: 'Status',
        status: (row) => storyStatus('order', row.status, 'en'),
        width: 40,
      }),
    ] as DataTableColumn<OrderRow>[],
    data: orderRows(3),
    total: undefined,
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    const cut = within(table)
      .getAllByRole('columnheader')
      .filter((header) => {
        const content = header.querySelector<HTMLElement>('[data-slot="header-content"]')!;
        const label = content.querySelector('span')!;
        return content.scrollWidth > content.clientWidth || label.scrollWidth > label.clientWidth;
      })
      .map((header) => header.textContent);
    await expect(cut).toEqual([]);
    await expect(within(table).getAllByRole('columnheader')[1]).toHaveTextContent('Payment method');
  },
};

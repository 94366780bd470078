import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type Column,
  type Row as TableRow,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { cva } from 'class-variance-authority';
import { ArrowDown, ArrowUp, Check, ChevronsUpDown, CircleAlert, Columns3, Inbox, RotateCw } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Button } from '../Button';
import { cn } from '../lib/cn';
import { fillMessage } from '../messages/data';
import { Pagination } from '../Pagination';
import { useControlSize, useUiMessage, type ControlSize } from '../provider/UiProvider';
import { Skeleton } from '../Skeleton';
import { columnMeta, type DataTableColumn } from './columns';
import { useControllableValue } from '../lib/useControllableValue';
import { useTablePersistence } from './hooks/useTablePersistence';
import { menuContentClass, menuItemClass } from './menuStyles';
import { pageSelectionState, setRowRangeSelected, setRowSelected, toggleShownRows } from './selection';
import { defaultTableQuery, nextSort, pageSizeOptions, type TableQuery } from './tableQuery';

/** Row heights in px per control size; the virtualizer relies on them being exact. */
export const dataTableRowHeights: Record<ControlSize, number> = { default: 52, small: 44, mini: 36 };

const tableVariants = cva('w-full table-fixed border-separate border-spacing-0 text-text', {
  variants: {
    size: {
      default: 'text-sm [--vc-row-height:52px]',
      small: 'text-[13px] [--vc-row-height:44px]',
      mini: 'text-xs [--vc-row-height:36px]',
    },
  },
  defaultVariants: { size: 'mini' },
});

// Row lines are inset shadows, not borders, so the content box is exactly the row height and
// content of even height sits on whole pixels.
const rowLineClass = 'shadow-[inset_0_-1px_0_var(--vc-color-border)]';
const headerCellClass = cn(
  'sticky top-0 z-10 h-[var(--vc-row-height)] bg-surface-muted px-3 py-0 font-medium whitespace-nowrap text-text-muted',
  rowLineClass,
);
const bodyCellClass = cn('h-[var(--vc-row-height)] px-3 py-0 align-middle', rowLineClass);
const selectionColumnWidth = 44;
const autoColumnMinWidth = 120;
const skeletonWidths = ['72%', '48%', '64%', '40%', '56%'];

export type DataTableStatus = 'ready' | 'loading' | 'error';

export interface DataTableProps<Row> {
  /** The table's accessible name, e.g. "会员列表". */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  data: readonly Row[];
  getRowId: (row: Row) => string;
  /** Names a row for its checkbox and menus, e.g. the member's name; "第 N 行" otherwise. */
  getRowLabel?: (row: Row) => string;
  /**
   * server: `data` is one page; page, size and sort go out through `onQueryChange` and
   * `total` comes back. client: `data` is everything; sorted here and virtualized.
   */
  mode?: 'server' | 'client';
  /** Server mode: how many rows match, across all pages. */
  total?: number;
  query?: TableQuery;
  defaultQuery?: TableQuery;
  onQueryChange?: (query: TableQuery) => void;
  pageSizes?: readonly number[];
  status?: DataTableStatus;
  /** Shown under "加载失败" in the error state. */
  errorMessage?: string;
  onRetry?: () => void;
  emptyText?: string;
  /** Adds a checkbox column, shift-click ranges, Space on a row and the bulk-action bar. */
  selectable?: boolean;
  selectedRowIds?: readonly string[];
  defaultSelectedRowIds?: readonly string[];
  onSelectedRowIdsChange?: (rowIds: readonly string[]) => void;
  /** Buttons of the bulk-action bar, shown while rows are selected. */
  bulkActions?: (selectedRowIds: readonly string[]) => ReactNode;
  /** Left side of the toolbar while nothing is selected, e.g. a "新增" button. */
  toolbar?: ReactNode;
  /** Offers the column visibility menu; true by default. */
  columnMenu?: boolean;
  /** Remembers hidden columns and widths in local storage under this id. */
  tableId?: string;
  /** Height limit of the scroll area (the header sticks inside it). Client mode: 480 by default. */
  maxHeight?: CSSProperties['maxHeight'];
  /** Falls back to the UiProvider's size (mini by default); sets the row height. */
  size?: ControlSize;
  className?: string;
}

function justifyClass(align: 'start' | 'center' | 'end'): string {
  return align === 'end' ? 'justify-end' : align === 'center' ? 'justify-center' : 'justify-start';
}

function SortIndicator({ direction }: { direction: false | 'asc' | 'desc' }) {
  const Glyph = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ChevronsUpDown;
  return (
    <Glyph
      aria-hidden
      className={cn('size-3.5 shrink-0', direction ? 'text-primary-text' : 'text-text-subtle')}
      data-slot="sort-indicator"
    />
  );
}

interface ColumnResizerProps {
  label: string;
  width: number;
  minWidth: number;
  onResize: (width: number) => void;
}

/** The drag handle on a header's right edge; arrow keys resize it too. */
function ColumnResizer({ label, width, minWidth, onResize }: ColumnResizerProps) {
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);
  const resizeTo = (next: number) => onResize(Math.max(minWidth, next));
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={Math.round(width)}
      aria-valuemin={minWidth}
      tabIndex={0}
      data-slot="column-resizer"
      className="group absolute top-0 -right-1 z-20 flex h-full w-2 cursor-col-resize touch-none justify-center outline-none"
      onPointerDown={(event: PointerEvent<HTMLDivElement>) => {
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        const header = event.currentTarget.parentElement;
        drag.current = { startX: event.clientX, startWidth: header?.getBoundingClientRect().width ?? width };
      }}
      onPointerMove={(event) => {
        if (drag.current) resizeTo(drag.current.startWidth + event.clientX - drag.current.startX);
      }}
      onPointerUp={() => {
        drag.current = null;
      }}
      onKeyDown={(event) => {
        const step = event.shiftKey ? 50 : 10;
        if (event.key === 'ArrowRight') resizeTo(width + step);
        else if (event.key === 'ArrowLeft') resizeTo(width - step);
        else return;
        event.preventDefault();
      }}
    >
      <span className="my-2 w-0.5 rounded bg-border group-hover:bg-primary group-focus-visible:bg-primary" />
    </div>
  );
}

interface ColumnMenuProps<Row> {
  columns: Column<Row, unknown>[];
  onVisibleChange: (columnId: string, visible: boolean) => void;
}

function ColumnMenu<Row>({ columns, onVisibleChange }: ColumnMenuProps<Row>) {
  const message = useUiMessage();
  const hideable = columns.filter((column) => column.getCanHide());
  const visibleCount = columns.filter((column) => column.getIsVisible()).length;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button icon={<Columns3 aria-hidden className="size-3.5" />}>{message('data.table.columns')}</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className={menuContentClass}>
          {hideable.map((column) => {
            const visible = column.getIsVisible();
            return (
              <DropdownMenu.CheckboxItem
                key={column.id}
                checked={visible}
                // The last visible column stays: a table without columns shows nothing.
                disabled={visible && visibleCount === 1}
                onCheckedChange={(checked) => onVisibleChange(column.id, checked)}
                onSelect={(event) => event.preventDefault()}
                className={cn(menuItemClass, 'pl-1.5')}
              >
                <span className="flex size-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden className="size-3.5" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {columnMeta(column.columnDef).label}
              </DropdownMenu.CheckboxItem>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Ties a native checkbox's mixed state to a value (HTML has no attribute for it). */
function setIndeterminate(indeterminate: boolean) {
  return (input: HTMLInputElement | null) => {
    if (input) input.indeterminate = indeterminate;
  };
}

const checkboxClass = 'm-0 size-3.5 cursor-pointer accent-primary';

/**
 * The console's list table: declarative columns, server or client data, sorting, selection
 * with a bulk-action bar, column menu and resizing remembered per table, sticky header,
 * loading / empty / error states and, in client mode, virtualized rows.
 */
export function DataTable<Row>({
  label,
  columns,
  data,
  getRowId,
  getRowLabel,
  mode = 'server',
  total,
  query: queryProp,
  defaultQuery = defaultTableQuery,
  onQueryChange,
  pageSizes = pageSizeOptions,
  status = 'ready',
  errorMessage,
  onRetry,
  emptyText,
  selectable = false,
  selectedRowIds: selectedProp,
  defaultSelectedRowIds = [],
  onSelectedRowIdsChange,
  bulkActions,
  toolbar,
  columnMenu = true,
  tableId,
  maxHeight,
  size,
  className,
}: DataTableProps<Row>) {
  const message = useUiMessage();
  const resolvedSize = useControlSize(size);
  const rowHeight = dataTableRowHeights[resolvedSize];
  const client = mode === 'client';
  const [query, setQuery] = useControllableValue(queryProp, defaultQuery, onQueryChange);
  const [selectedList, setSelectedList] = useControllableValue(
    selectedProp,
    defaultSelectedRowIds,
    onSelectedRowIdsChange,
  );
  const selected = useMemo(() => new Set(selectedList), [selectedList]);
  const { layout, setColumnVisible, setColumnWidth } = useTablePersistence(tableId);

  // Stable references: a new sorting array would make TanStack re-sort every row on each render.
  const sorting = useMemo(() => (query.sort ? [query.sort] : []), [query.sort]);
  const estimateRowSize = useCallback(() => rowHeight, [rowHeight]);
  // The project does not run the React Compiler, whose memoization this advisory is about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: data as Row[],
    columns: columns as DataTableColumn<Row>[],
    getRowId: (row) => getRowId(row),
    state: { sorting, columnVisibility: layout.visibility },
    manualSorting: !client,
    manualPagination: true,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: client ? getSortedRowModel() : undefined,
  });
  const rows = table.getRowModel().rows;
  const shownRowIds = useMemo(() => rows.map((row) => row.id), [rows]);
  const visibleColumns = table.getVisibleLeafColumns();
  const columnCount = visibleColumns.length + (selectable ? 1 : 0);

  // Widths as laid out, for the resize handles' values and as the start of a keyboard resize.
  const tableRef = useRef<HTMLTableElement>(null);
  const [measuredWidths, setMeasuredWidths] = useState<Record<string, number>>({});
  useLayoutEffect(() => {
    const element = tableRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const next: Record<string, number> = {};
      element.querySelectorAll<HTMLElement>('thead th[data-column-id]').forEach((header) => {
        const columnId = header.dataset['columnId'];
        if (columnId) next[columnId] = header.getBoundingClientRect().width;
      });
      setMeasuredWidths((previous) =>
        Object.keys(next).length === Object.keys(previous).length &&
        Object.entries(next).every(([id, width]) => previous[id] === width)
          ? previous
          : next,
      );
    };
    const observer = new ResizeObserver(measure);
    element.querySelectorAll('thead th').forEach((header) => observer.observe(header));
    measure();
    return () => observer.disconnect();
  }, [visibleColumns.length, layout.widths]);

  const columnWidth = (column: Column<Row, unknown>) => layout.widths[column.id] ?? columnMeta(column.columnDef).width;
  const minTableWidth =
    (selectable ? selectionColumnWidth : 0) +
    visibleColumns.reduce((sum, column) => sum + (columnWidth(column) ?? autoColumnMinWidth), 0);

  // Selection: the anchor is the last row toggled on its own, the start of a shift range.
  const anchorRowId = useRef<string | null>(null);
  const toggleRow = (rowId: string, checked: boolean, range: boolean) => {
    const next = range
      ? setRowRangeSelected(selected, shownRowIds, anchorRowId.current, rowId, checked)
      : setRowSelected(selected, rowId, checked);
    anchorRowId.current = rowId;
    setSelectedList([...next]);
  };
  const pageSelection = pageSelectionState(selected, shownRowIds);

  // Roving focus: one row is in the tab order; arrows move between rows.
  const scrollRef = useRef<HTMLDivElement>(null);
  const [activeRowIndex, setActiveRowIndex] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  const virtualizer = useVirtualizer({
    count: client && status === 'ready' ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: estimateRowSize,
    overscan: 12,
  });
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`tbody tr[data-row-index="${pendingFocus.current}"]`);
    if (row) {
      row.focus();
      pendingFocus.current = null;
    }
  });
  const focusRow = (index: number) => {
    const bounded = Math.max(0, Math.min(rows.length - 1, index));
    setActiveRowIndex(bounded);
    pendingFocus.current = bounded;
    if (client) virtualizer.scrollToIndex(bounded);
    else scrollRef.current?.querySelector<HTMLElement>(`tbody tr[data-row-index="${bounded}"]`)?.focus();
  };
  const pageStep = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? rowHeight * 10) / rowHeight) - 1);
  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: TableRow<Row>, index: number) => {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
      PageDown: index + pageStep,
      PageUp: index - pageStep,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusRow(target);
    } else if (event.key === ' ' && selectable) {
      event.preventDefault();
      toggleRow(row.id, !selected.has(row.id), event.shiftKey);
    }
  };
  const tabbableRowIndex = Math.min(activeRowIndex, Math.max(0, rows.length - 1));

  const rowName = (row: TableRow<Row>, index: number) =>
    getRowLabel?.(row.original) ?? fillMessage(message('data.table.row'), { index: index + 1 });

  const renderRow = (row: TableRow<Row>, index: number) => {
    const isSelected = selected.has(row.id);
    return (
      <tr
        key={row.id}
        data-row-index={index}
        aria-rowindex={client ? index + 2 : undefined}
        data-state={isSelected ? 'selected' : undefined}
        tabIndex={index === tabbableRowIndex ? 0 : -1}
        onFocus={() => setActiveRowIndex(index)}
        onKeyDown={(event) => onRowKeyDown(event, row, index)}
        className="group/row outline-none hover:bg-surface-muted focus-visible:bg-primary-soft focus-visible:[&>td:first-child]:shadow-[inset_2px_0_0_var(--vc-color-focus),inset_0_-1px_0_var(--vc-color-border)] data-[state=selected]:bg-primary-soft"
      >
        {selectable ? (
          <td className={bodyCellClass}>
            <div className="flex items-center justify-center">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={isSelected}
                aria-label={fillMessage(message('data.table.selectRow'), { row: rowName(row, index) })}
                onChange={(event) =>
                  toggleRow(row.id, event.target.checked, (event.nativeEvent as MouseEvent).shiftKey)
                }
              />
            </div>
          </td>
        ) : null}
        {row.getVisibleCells().map((cell) => (
          <td key={cell.id} data-column-id={cell.column.id} className={bodyCellClass}>
            {/* A flex box centres content on whole pixels, keeping row heights exact. */}
            <div className={cn('flex min-w-0 items-center', justifyClass(columnMeta(cell.column.columnDef).align))}>
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </div>
          </td>
        ))}
      </tr>
    );
  };

  const renderStateRow = (content: ReactNode) => (
    <tr>
      <td colSpan={columnCount} className="border-b border-border px-3 py-10 text-center">
        {content}
      </td>
    </tr>
  );

  const renderBody = () => {
    if (status === 'loading') {
      const count = Math.min(client ? 10 : query.pageSize, 10);
      return Array.from({ length: count }, (_, rowIndex) => (
        <tr key={rowIndex} data-slot="skeleton-row">
          {selectable ? (
            <td className={bodyCellClass}>
              <Skeleton className="mx-auto size-3.5" />
            </td>
          ) : null}
          {visibleColumns.map((column, columnIndex) => (
            <td key={column.id} className={bodyCellClass}>
              <Skeleton width={skeletonWidths[(rowIndex + columnIndex) % skeletonWidths.length]} />
            </td>
          ))}
        </tr>
      ));
    }
    if (status === 'error') {
      return renderStateRow(
        <div data-slot="data-table-error" className="flex flex-col items-center gap-2">
          <CircleAlert aria-hidden className="size-8 text-danger" />
          <div role="alert" className="flex flex-col items-center gap-1">
            <span className="font-medium">{message('data.table.loadError')}</span>
            {errorMessage ? <span className="text-text-muted">{errorMessage}</span> : null}
          </div>
          {onRetry ? (
            <Button icon={<RotateCw aria-hidden className="size-3.5" />} onClick={onRetry}>
              {message('data.table.retry')}
            </Button>
          ) : null}
        </div>,
      );
    }
    if (rows.length === 0) {
      return renderStateRow(
        <div data-slot="data-table-empty" className="flex flex-col items-center gap-2 text-text-muted">
          <Inbox aria-hidden strokeWidth={1.5} className="size-10 text-text-subtle" />
          <span>{emptyText ?? message('data.table.empty')}</span>
        </div>,
      );
    }
    if (!client) return rows.map((row, index) => renderRow(row, index));
    const items = virtualizer.getVirtualItems();
    const paddingTop = items[0]?.start ?? 0;
    const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
    return (
      <>
        {paddingTop > 0 ? (
          <tr aria-hidden style={{ height: paddingTop }}>
            <td colSpan={columnCount} />
          </tr>
        ) : null}
        {items.map((item) => {
          const row = rows[item.index];
          return row ? renderRow(row, item.index) : null;
        })}
        {paddingBottom > 0 ? (
          <tr aria-hidden style={{ height: paddingBottom }}>
            <td colSpan={columnCount} />
          </tr>
        ) : null}
      </>
    );
  };

  const selectedCount = selectedList.length;
  const showToolbar = selectable || columnMenu || toolbar !== undefined;
  const resolvedMaxHeight = maxHeight ?? (client ? 480 : undefined);

  return (
    <div
      data-slot="data-table"
      data-state={status}
      data-size={resolvedSize}
      data-mode={mode}
      className={cn('flex flex-col gap-3', className)}
    >
      {showToolbar ? (
        <div data-slot="data-table-toolbar" className="flex min-h-control-mini items-center justify-between gap-3">
          <div
            data-slot="data-table-bulk-bar"
            data-state={selectedCount > 0 ? 'open' : 'closed'}
            className="flex min-w-0 items-center gap-3 text-xs data-[state=open]:h-9 data-[state=open]:rounded data-[state=open]:border data-[state=open]:border-primary/30 data-[state=open]:bg-primary-soft data-[state=open]:px-3"
          >
            {/* Always mounted, so screen readers announce each change of the count. */}
            <span role="status" aria-live="polite" className="font-medium whitespace-nowrap">
              {selectedCount > 0 ? fillMessage(message('data.table.selectedCount'), { count: selectedCount }) : ''}
            </span>
            {selectedCount > 0 ? (
              <>
                {bulkActions ? <span className="flex items-center gap-2">{bulkActions(selectedList)}</span> : null}
                <Button variant="text" onClick={() => setSelectedList([])}>
                  {message('data.table.clearSelection')}
                </Button>
              </>
            ) : (
              toolbar
            )}
          </div>
          {columnMenu ? <ColumnMenu columns={table.getAllLeafColumns()} onVisibleChange={setColumnVisible} /> : null}
        </div>
      ) : null}
      <div
        ref={scrollRef}
        data-slot="data-table-scroll"
        className="relative overflow-auto rounded border border-border bg-surface"
        style={{ maxHeight: resolvedMaxHeight }}
      >
        <table
          ref={tableRef}
          aria-label={label}
          aria-busy={status === 'loading' || undefined}
          aria-rowcount={client && status === 'ready' ? rows.length + 1 : undefined}
          className={tableVariants({ size: resolvedSize })}
          style={{ minWidth: minTableWidth }}
        >
          <colgroup>
            {selectable ? <col style={{ width: selectionColumnWidth }} /> : null}
            {visibleColumns.map((column) => (
              <col key={column.id} style={{ width: columnWidth(column) }} />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={client && status === 'ready' ? 1 : undefined}>
              {selectable ? (
                <th scope="col" className={headerCellClass}>
                  <div className="flex items-center justify-center">
                    <input
                      type="checkbox"
                      className={checkboxClass}
                      aria-label={message('data.table.selectAll')}
                      checked={pageSelection === 'all'}
                      ref={setIndeterminate(pageSelection === 'some')}
                      disabled={rows.length === 0 || status !== 'ready'}
                      onChange={() => setSelectedList([...toggleShownRows(selected, shownRowIds)])}
                    />
                  </div>
                </th>
              ) : null}
              {table.getFlatHeaders().map((header) => {
                const { column } = header;
                if (!column.getIsVisible()) return null;
                const meta = columnMeta(column.columnDef);
                const sortDirection = column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    data-column-id={column.id}
                    aria-sort={
                      column.getCanSort()
                        ? sortDirection === 'asc'
                          ? 'ascending'
                          : sortDirection === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                    className={headerCellClass}
                  >
                    <div className={cn('flex min-w-0 items-center', justifyClass(meta.align))}>
                      {column.getCanSort() ? (
                        <button
                          type="button"
                          data-slot="sort-button"
                          className={cn(
                            'flex min-w-0 cursor-pointer items-center gap-1 rounded font-medium hover:text-text',
                            meta.align === 'end' && 'flex-row-reverse',
                          )}
                          onClick={() => setQuery({ ...query, page: 1, sort: nextSort(query.sort, column.id) })}
                        >
                          <span className="truncate">{flexRender(column.columnDef.header, header.getContext())}</span>
                          <SortIndicator direction={sortDirection} />
                        </button>
                      ) : (
                        <span className="block truncate">
                          {flexRender(column.columnDef.header, header.getContext())}
                        </span>
                      )}
                    </div>
                    <ColumnResizer
                      label={fillMessage(message('data.table.resizeColumn'), { column: meta.label })}
                      width={measuredWidths[column.id] ?? columnWidth(column) ?? autoColumnMinWidth}
                      minWidth={meta.minWidth}
                      onResize={(width) => setColumnWidth(column.id, width)}
                    />
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{renderBody()}</tbody>
        </table>
      </div>
      {!client && total !== undefined ? (
        <Pagination
          className="self-end"
          total={total}
          page={query.page}
          pageSize={query.pageSize}
          pageSizes={pageSizes}
          disabled={status === 'loading'}
          onChange={({ page, pageSize }) => setQuery({ ...query, page, pageSize })}
        />
      ) : null}
    </div>
  );
}

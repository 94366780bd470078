import { getCoreRowModel, useReactTable, type Column } from '@tanstack/react-table';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { lazyPart } from '../lib/lazyPart';
import { useControllableValue } from '../lib/useControllableValue';
import { useControlSize } from '../provider/UiProvider';
import { clientRowOrder } from './clientOrder';
import { columnMeta, type DataTableColumn } from './columns';
import { DataTableBody, DataTableRow, type DataTableRowActions } from './DataTableBody';
import { DataTableFooter } from './DataTableFooter';
import { DataTableHead } from './DataTableHead';
import { DataTableToolbar } from './DataTableToolbar';
import { useHeaderMinWidths } from './hooks/useHeaderMinWidths';
import { useMeasuredColumnWidths } from './hooks/useMeasuredColumnWidths';
import { useFrameWidth, usePinnedColumns, type PinnedLayout } from './hooks/usePinnedColumns';
import { useRowNavigation } from './hooks/useRowNavigation';
import type { RowWindow } from './hooks/rowWindow';
import { useRowSelection } from './hooks/useRowSelection';
import { useTablePersistence } from './hooks/useTablePersistence';
import { defaultTableQuery, nextSort, pageSizeOptions } from './tableQuery';
import { autoColumnMinWidth, dataTableRowHeights, selectionColumnWidth, tableVariants } from './tableStyles';
import type { DataTableProps } from './types';

export type { DataTableProps, DataTableStatus } from './types';

/**
 * Client mode's virtualizer, loaded with the first client-mode table: list pages render their
 * server pages whole and do not download it. Meanwhile the table shows its loading state; if
 * the load fails (offline), its error state, whose 重试 loads again.
 */
const LazyVirtualRowWindow = lazyPart(() =>
  import('./hooks/VirtualRowWindow').then((module) => module.VirtualRowWindow),
);

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
  status: dataStatus = 'ready',
  errorMessage: dataErrorMessage,
  onRetry: onDataRetry,
  emptyText,
  selectable = false,
  selectedRowIds: selectedProp,
  defaultSelectedRowIds = [],
  onSelectedRowIdsChange,
  selectionBar = true,
  bulkActions,
  toolbar,
  columnMenu = true,
  tableId,
  maxHeight,
  size,
  className,
}: DataTableProps<Row>) {
  const resolvedSize = useControlSize(size);
  const rowHeight = dataTableRowHeights[resolvedSize];
  const client = mode === 'client';
  const scrollRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  // Client mode: the rows in view, once the virtualizer is here (see LazyVirtualRowWindow).
  const [rowWindow, setRowWindow] = useState<RowWindow | null>(null);
  // A failed load is tried again by mounting the lazy part afresh (it forgets failed loads).
  const [windowAttempt, setWindowAttempt] = useState(0);
  const [windowFailed, setWindowFailed] = useState(false);
  const waitingForWindow = client && dataStatus === 'ready' && rowWindow === null;
  // While it loads, the table shows its loading state; if it failed, its error state.
  const status = waitingForWindow ? (windowFailed ? 'error' : 'loading') : dataStatus;
  const errorMessage = waitingForWindow ? undefined : dataErrorMessage;
  const onRetry =
    waitingForWindow && windowFailed
      ? () => {
          setWindowFailed(false);
          setWindowAttempt((attempt) => attempt + 1);
        }
      : onDataRetry;
  const ready = status === 'ready';
  const [query, setQuery] = useControllableValue(queryProp, defaultQuery, onQueryChange);
  const { layout, setColumnVisible, setColumnWidth } = useTablePersistence(tableId);

  // Client mode: the order of every row is ours (`clientRowOrder`, TanStack's order), and
  // TanStack makes row objects for the rows in view only; at 100,000 rows, a row object for
  // every row cost a second of garbage collection on mount and on each sort.
  const order = useMemo(
    () => (client ? clientRowOrder(data, columns, query.sort) : null),
    [client, data, columns, query.sort],
  );
  // getRowId is often an inline function: ids are read again when the data or the order
  // change, as TanStack's row model read them when the data changed.
  const shownRowIds = useMemo(
    () => (order ? order.map((index) => getRowId(data[index] as Row)) : data.map((row) => getRowId(row))),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, order],
  );

  const selection = useRowSelection({
    selectedRowIds: selectedProp,
    defaultSelectedRowIds,
    onSelectedRowIdsChange,
    shownRowIds,
  });
  const { tabbableRowIndex, setActiveRowIndex, onRowKeyDown } = useRowNavigation<Row>({
    rowCount: data.length,
    client,
    scrollToIndex: (index) => rowWindow?.scrollToIndex(index),
    scrollRef,
    rowHeight,
    selectable,
    isSelected: (rowId) => selection.selected.has(rowId),
    toggleRow: selection.toggleRow,
  });
  const inView = client && ready && rowWindow ? rowWindow.items : [];
  const firstIndexInView = inView[0]?.index ?? 0;
  // The window is the render before's: when the data shrank, it may reach past the new end.
  const lastIndexInView = Math.min(inView.at(-1)?.index ?? -1, data.length - 1);
  // The same array while the same rows are in view, so that TanStack keeps their row objects.
  const tableData = useMemo(
    () =>
      client
        ? Array.from(
            { length: lastIndexInView - firstIndexInView + 1 },
            (_, offset) => data[order?.[firstIndexInView + offset] ?? firstIndexInView + offset] as Row,
          )
        : data,
    [client, data, order, firstIndexInView, lastIndexInView],
  );

  // Stable references: a new sorting array would make TanStack redo its work on each render.
  const sorting = useMemo(() => (query.sort ? [query.sort] : []), [query.sort]);
  // The project does not run the React Compiler, whose memoization this advisory is about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: tableData as Row[],
    columns: columns as DataTableColumn<Row>[],
    getRowId: (row) => getRowId(row),
    state: { sorting, columnVisibility: layout.visibility },
    // Server mode: the server sorts; client mode: `order` above.
    manualSorting: true,
    manualPagination: true,
    getCoreRowModel: getCoreRowModel(),
  });
  const rows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();
  const columnCount = visibleColumns.length + (selectable ? 1 : 0);

  const { tableRef, measuredWidths } = useMeasuredColumnWidths(visibleColumns.length, layout.widths);
  const headerMinWidths = useHeaderMinWidths(
    tableRef,
    `${resolvedSize}|${visibleColumns.map((column) => columnMeta(column.columnDef).label).join('|')}`,
  );
  // A declared or remembered width never cuts the header (it wraps between words at most).
  const columnWidth = (column: Column<Row, unknown>) => {
    const width = layout.widths[column.id] ?? columnMeta(column.columnDef).width;
    return width === undefined ? undefined : Math.max(width, headerMinWidths[column.id] ?? 0);
  };
  // The columns without a width share what is left equally: each share must hold the widest header among them.
  const autoColumns = visibleColumns.filter((column) => columnWidth(column) === undefined);
  const autoColumnWidth = Math.max(autoColumnMinWidth, ...autoColumns.map((column) => headerMinWidths[column.id] ?? 0));
  const fullTableWidth =
    (selectable ? selectionColumnWidth : 0) +
    visibleColumns.reduce((sum, column) => sum + (columnWidth(column) ?? autoColumnWidth), 0);
  // A table wider than its frame, with rows to act on: the pinned columns stand beside the
  // scroll region, which ends where they begin, so no cell scrolls beneath them (issue 30).
  // Otherwise they are plain columns (nothing scrolls, or there is nothing to act on).
  const frameWidth = useFrameWidth(frameRef);
  const pinnedColumns = visibleColumns.filter((column) => columnMeta(column.columnDef).pinnedEnd);
  const pinnedWidths = pinnedColumns.map((column) => columnWidth(column) ?? autoColumnWidth);
  const pinning =
    pinnedColumns.length > 0 && ready && data.length > 0 && frameWidth !== null && fullTableWidth > frameWidth;
  const pinnedKey = pinning
    ? pinnedColumns.map((column, index) => `${column.id}:${pinnedWidths[index]}`).join('|')
    : '';
  const pinnedLayout = useMemo<PinnedLayout>(() => {
    if (!pinnedKey) return null;
    const places: Record<string, { right: number; width: number }> = {};
    let right = 0;
    for (const entry of pinnedKey.split('|').reverse()) {
      const [columnId = '', width = '0'] = entry.split(':');
      places[columnId] = { right, width: Number(width) };
      right += Number(width);
    }
    return places;
  }, [pinnedKey]);
  const pinnedTotalWidth = pinning ? pinnedWidths.reduce((sum, width) => sum + width, 0) : 0;
  const minTableWidth = fullTableWidth - pinnedTotalWidth;
  usePinnedColumns(tableRef, scrollRef, frameRef, pinning);

  // The rows' handlers, stable (see DataTableRow), reading the latest state once committed.
  const latestRowActions = useRef({ focus: setActiveRowIndex, keyDown: onRowKeyDown, select: selection.toggleRow });
  useLayoutEffect(() => {
    latestRowActions.current = { focus: setActiveRowIndex, keyDown: onRowKeyDown, select: selection.toggleRow };
  });
  const rowActions = useMemo<DataTableRowActions<Row>>(
    () => ({
      focus: (index) => latestRowActions.current.focus(index),
      keyDown: (event, row, index) => latestRowActions.current.keyDown(event, row, index),
      select: (rowId, checked, range) => latestRowActions.current.select(rowId, checked, range),
    }),
    [],
  );

  const renderRow = (index: number) => {
    const row = rows[client ? index - firstIndexInView : index];
    if (!row) return null;
    return (
      <DataTableRow
        key={row.id}
        row={row}
        index={index}
        client={client}
        selectable={selectable}
        selected={selection.selected.has(row.id)}
        tabbable={index === tabbableRowIndex}
        visibleColumns={visibleColumns}
        getRowLabel={getRowLabel}
        pinnedLayout={pinnedLayout}
        actions={rowActions}
      />
    );
  };

  const showToolbar = (selectable && selectionBar) || columnMenu || toolbar !== undefined;
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
        <DataTableToolbar
          selectedCount={selectionBar ? selection.selectedList.length : 0}
          onClearSelection={selection.clear}
          bulkActions={bulkActions && (() => bulkActions(selection.selectedList))}
          toolbar={toolbar}
          menuColumns={columnMenu ? table.getAllLeafColumns() : null}
          onColumnVisibleChange={setColumnVisible}
        />
      ) : null}
      {/* While pinning, the frame holds the scroll region and, beside it, the pinned columns'
          cells (positioned against the frame: they neither scroll sideways nor lie over the
          scrolling cells); otherwise the scroll region alone draws the table's border. */}
      <div
        ref={frameRef}
        data-slot="data-table-frame"
        className={cn('relative', pinning && 'overflow-hidden rounded border border-border bg-surface')}
      >
        <div
          ref={scrollRef}
          data-slot="data-table-scroll"
          className={
            pinning
              ? // Not positioned, so that the pinned cells are placed against the frame.
                'overflow-auto rounded-s-[3px] bg-surface'
              : 'relative overflow-auto rounded border border-border bg-surface'
          }
          style={{ maxHeight: resolvedMaxHeight, marginRight: pinnedTotalWidth || undefined }}
        >
          <table
            ref={tableRef}
            aria-label={label}
            aria-busy={status === 'loading' || undefined}
            aria-rowcount={client && ready ? data.length + 1 : undefined}
            className={tableVariants({ size: resolvedSize })}
            style={{ minWidth: minTableWidth }}
          >
            <DataTableHead
              headers={table.getFlatHeaders()}
              visibleColumns={visibleColumns}
              columnWidth={columnWidth}
              pinnedLayout={pinnedLayout}
              measuredWidths={measuredWidths}
              headerMinWidths={headerMinWidths}
              selectable={selectable}
              rowIndexed={client && ready}
              pageSelection={selection.pageSelection}
              selectAllDisabled={data.length === 0 || !ready}
              onToggleAll={selection.toggleShown}
              onSort={(columnId) => setQuery({ ...query, page: 1, sort: nextSort(query.sort, columnId) })}
              onResize={setColumnWidth}
            />
            <tbody>
              <DataTableBody
                status={status}
                client={client}
                rowCount={data.length}
                visibleColumns={visibleColumns}
                columnCount={columnCount}
                selectable={selectable}
                skeletonRowCount={Math.min(client ? 10 : query.pageSize, 10)}
                errorMessage={errorMessage}
                onRetry={onRetry}
                emptyText={emptyText}
                rowWindow={rowWindow}
                renderRow={renderRow}
              />
            </tbody>
          </table>
        </div>
      </div>
      {client ? (
        <LazyVirtualRowWindow
          key={windowAttempt}
          count={dataStatus === 'ready' ? data.length : 0}
          scrollRef={scrollRef}
          rowHeight={rowHeight}
          onWindowChange={setRowWindow}
          onLoadError={() => setWindowFailed(true)}
        />
      ) : null}
      {!client && total !== undefined ? (
        <DataTableFooter
          total={total}
          query={query}
          pageSizes={pageSizes}
          disabled={status === 'loading'}
          onQueryChange={setQuery}
        />
      ) : null}
    </div>
  );
}

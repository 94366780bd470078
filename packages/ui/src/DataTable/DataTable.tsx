import { getCoreRowModel, getSortedRowModel, useReactTable, type Column } from '@tanstack/react-table';
import { useMemo } from 'react';
import { cn } from '../lib/cn';
import { useControllableValue } from '../lib/useControllableValue';
import { useControlSize } from '../provider/UiProvider';
import { columnMeta, type DataTableColumn } from './columns';
import { DataTableBody, DataTableRow } from './DataTableBody';
import { DataTableFooter } from './DataTableFooter';
import { DataTableHead } from './DataTableHead';
import { DataTableToolbar } from './DataTableToolbar';
import { useMeasuredColumnWidths } from './hooks/useMeasuredColumnWidths';
import { useRowNavigation } from './hooks/useRowNavigation';
import { useRowSelection } from './hooks/useRowSelection';
import { useTablePersistence } from './hooks/useTablePersistence';
import { defaultTableQuery, nextSort, pageSizeOptions } from './tableQuery';
import { autoColumnMinWidth, dataTableRowHeights, selectionColumnWidth, tableVariants } from './tableStyles';
import type { DataTableProps } from './types';

export type { DataTableProps, DataTableStatus } from './types';

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
  const resolvedSize = useControlSize(size);
  const rowHeight = dataTableRowHeights[resolvedSize];
  const client = mode === 'client';
  const ready = status === 'ready';
  const [query, setQuery] = useControllableValue(queryProp, defaultQuery, onQueryChange);
  const { layout, setColumnVisible, setColumnWidth } = useTablePersistence(tableId);

  // Stable references: a new sorting array would make TanStack re-sort every row on each render.
  const sorting = useMemo(() => (query.sort ? [query.sort] : []), [query.sort]);
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

  const { tableRef, measuredWidths } = useMeasuredColumnWidths(visibleColumns.length, layout.widths);
  const columnWidth = (column: Column<Row, unknown>) => layout.widths[column.id] ?? columnMeta(column.columnDef).width;
  const minTableWidth =
    (selectable ? selectionColumnWidth : 0) +
    visibleColumns.reduce((sum, column) => sum + (columnWidth(column) ?? autoColumnMinWidth), 0);

  const selection = useRowSelection({
    selectedRowIds: selectedProp,
    defaultSelectedRowIds,
    onSelectedRowIdsChange,
    shownRowIds,
  });
  const { scrollRef, virtualizer, tabbableRowIndex, setActiveRowIndex, onRowKeyDown } = useRowNavigation({
    rows,
    client,
    ready,
    rowHeight,
    selectable,
    isSelected: (rowId) => selection.selected.has(rowId),
    toggleRow: selection.toggleRow,
  });

  const renderRow = (index: number) => {
    const row = rows[index];
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
        getRowLabel={getRowLabel}
        onFocus={() => setActiveRowIndex(index)}
        onKeyDown={(event) => onRowKeyDown(event, row, index)}
        onSelectedChange={(checked, range) => selection.toggleRow(row.id, checked, range)}
      />
    );
  };

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
        <DataTableToolbar
          selectedCount={selection.selectedList.length}
          onClearSelection={selection.clear}
          bulkActions={bulkActions && (() => bulkActions(selection.selectedList))}
          toolbar={toolbar}
          menuColumns={columnMenu ? table.getAllLeafColumns() : null}
          onColumnVisibleChange={setColumnVisible}
        />
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
          aria-rowcount={client && ready ? rows.length + 1 : undefined}
          className={tableVariants({ size: resolvedSize })}
          style={{ minWidth: minTableWidth }}
        >
          <DataTableHead
            headers={table.getFlatHeaders()}
            visibleColumns={visibleColumns}
            columnWidth={columnWidth}
            measuredWidths={measuredWidths}
            selectable={selectable}
            rowIndexed={client && ready}
            pageSelection={selection.pageSelection}
            selectAllDisabled={rows.length === 0 || !ready}
            onToggleAll={selection.toggleShown}
            onSort={(columnId) => setQuery({ ...query, page: 1, sort: nextSort(query.sort, columnId) })}
            onResize={setColumnWidth}
          />
          <tbody>
            <DataTableBody
              status={status}
              client={client}
              rowCount={rows.length}
              visibleColumns={visibleColumns}
              columnCount={columnCount}
              selectable={selectable}
              skeletonRowCount={Math.min(client ? 10 : query.pageSize, 10)}
              errorMessage={errorMessage}
              onRetry={onRetry}
              emptyText={emptyText}
              virtualizer={virtualizer}
              renderRow={renderRow}
            />
          </tbody>
        </table>
      </div>
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

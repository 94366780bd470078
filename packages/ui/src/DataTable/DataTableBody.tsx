import { flexRender, type Column, type Row as TableRow } from '@tanstack/react-table';
import { memo, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { fillMessage } from '../messages/data';
import { useUiMessage } from '../provider/UiProvider';
import { columnMeta } from './columns';
import type { RowWindow } from './hooks/rowWindow';
import { pinnedCellAttribute, type PinnedLayout } from './hooks/usePinnedColumns';
import type { DataTableStatus } from './types';
import { EmptyRow, ErrorRow, SkeletonRows } from './DataTableStates';
import { bodyCellClass, checkboxClass, justifyClass, pinnedEndBodyClass, pinnedInFlowBodyClass } from './tableStyles';

/**
 * What a row asks of its table: one stable object (its functions read the table's latest
 * state), so that a row renders again only when its own props change.
 */
export interface DataTableRowActions<Row> {
  focus: (index: number) => void;
  keyDown: (event: KeyboardEvent<HTMLTableRowElement>, row: TableRow<Row>, index: number) => void;
  select: (rowId: string, checked: boolean, range: boolean) => void;
}

interface DataTableRowProps<Row> {
  row: TableRow<Row>;
  index: number;
  /** Client mode: rows carry their aria-rowindex (the header is row 1). */
  client: boolean;
  selectable: boolean;
  selected: boolean;
  /** The one row in the tab order (roving focus). */
  tabbable: boolean;
  /** The columns shown (TanStack's array, a new one when they change): the row's cells follow them. */
  visibleColumns: readonly Column<Row, unknown>[];
  getRowLabel?: (row: Row) => string;
  /** Where the pinned columns' cells stand, while pinned. */
  pinnedLayout: PinnedLayout;
  actions: DataTableRowActions<Row>;
}

/** One data row: its checkbox when selectable, then a cell per visible column. */
function DataTableRowView<Row>({
  row,
  index,
  client,
  selectable,
  selected,
  tabbable,
  getRowLabel,
  pinnedLayout,
  actions,
}: DataTableRowProps<Row>) {
  const message = useUiMessage();
  const rowName = () => getRowLabel?.(row.original) ?? fillMessage(message('data.table.row'), { index: index + 1 });
  return (
    <tr
      data-row-index={index}
      aria-rowindex={client ? index + 2 : undefined}
      data-state={selected ? 'selected' : undefined}
      tabIndex={tabbable ? 0 : -1}
      onFocus={() => actions.focus(index)}
      onKeyDown={(event) => actions.keyDown(event, row, index)}
      className="group/row outline-none hover:bg-surface-muted focus-visible:bg-primary-soft focus-visible:[&>td:first-child]:shadow-[inset_2px_0_0_var(--vc-color-focus),inset_0_-1px_0_var(--vc-color-border)] data-[state=selected]:bg-primary-soft"
    >
      {selectable ? (
        <td className={bodyCellClass}>
          <div className="flex items-center justify-center">
            <input
              type="checkbox"
              className={checkboxClass}
              checked={selected}
              aria-label={fillMessage(message('data.table.selectRow'), { row: rowName() })}
              onChange={(event) =>
                actions.select(row.id, event.target.checked, (event.nativeEvent as MouseEvent).shiftKey)
              }
            />
          </div>
        </td>
      ) : null}
      {row.getVisibleCells().map((cell) => {
        const pinned = pinnedLayout?.[cell.column.id];
        return (
          <td
            key={cell.id}
            data-column-id={cell.column.id}
            {...(pinned && { [pinnedCellAttribute]: '' })}
            className={cn(
              bodyCellClass,
              pinned ? pinnedEndBodyClass : columnMeta(cell.column.columnDef).pinnedEnd && pinnedInFlowBodyClass,
            )}
            style={pinned}
          >
            {/* A flex box centres content on whole pixels, keeping row heights exact. */}
            <div className={cn('flex min-w-0 items-center', justifyClass(columnMeta(cell.column.columnDef).align))}>
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </div>
          </td>
        );
      })}
    </tr>
  );
}

/**
 * The same row with the same data, place, selection and columns is not rendered again: in
 * client mode TanStack makes new row objects whenever the rows in view change, so the row's
 * data (`original`) is compared, not the row object. `getRowLabel` is left out (often an
 * inline function; it names the same row the same way).
 */
function sameRow<Row>(before: DataTableRowProps<Row>, after: DataTableRowProps<Row>): boolean {
  return (
    before.row.original === after.row.original &&
    before.row.id === after.row.id &&
    before.index === after.index &&
    before.client === after.client &&
    before.selectable === after.selectable &&
    before.selected === after.selected &&
    before.tabbable === after.tabbable &&
    before.visibleColumns === after.visibleColumns &&
    before.pinnedLayout === after.pinnedLayout &&
    before.actions === after.actions
  );
}

export const DataTableRow = memo(DataTableRowView, sameRow) as typeof DataTableRowView;

interface DataTableBodyProps<Row> {
  status: DataTableStatus;
  client: boolean;
  /** How many rows there are (in client mode, across the whole data). */
  rowCount: number;
  visibleColumns: Column<Row, unknown>[];
  columnCount: number;
  selectable: boolean;
  /** How many placeholder rows show while loading. */
  skeletonRowCount: number;
  errorMessage?: string;
  onRetry?: () => void;
  emptyText?: string;
  /** Client mode: only the rows in view (plus a margin) are rendered. */
  rowWindow: RowWindow | null;
  /**
   * Renders the row at an index. The rows themselves stay with the table: a new array of every
   * row as a prop would cost React's development build a props diff on each render.
   */
  renderRow: (index: number) => ReactNode;
}

/** The table body in each state: loading, error, empty, a page of rows or the rows in view. */
export function DataTableBody<Row>({
  status,
  client,
  rowCount,
  visibleColumns,
  columnCount,
  selectable,
  skeletonRowCount,
  errorMessage,
  onRetry,
  emptyText,
  rowWindow,
  renderRow,
}: DataTableBodyProps<Row>) {
  if (status === 'loading') {
    return <SkeletonRows count={skeletonRowCount} selectable={selectable} visibleColumns={visibleColumns} />;
  }
  if (status === 'error') return <ErrorRow columnCount={columnCount} errorMessage={errorMessage} onRetry={onRetry} />;
  if (rowCount === 0) return <EmptyRow columnCount={columnCount} emptyText={emptyText} />;
  if (!client) return Array.from({ length: rowCount }, (_, index) => renderRow(index));
  const items = rowWindow?.items ?? [];
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = (rowWindow?.totalSize ?? 0) - (items.at(-1)?.end ?? 0);
  return (
    <>
      {paddingTop > 0 ? (
        <tr aria-hidden style={{ height: paddingTop }}>
          <td colSpan={columnCount} />
        </tr>
      ) : null}
      {items.map((item) => renderRow(item.index))}
      {paddingBottom > 0 ? (
        <tr aria-hidden style={{ height: paddingBottom }}>
          <td colSpan={columnCount} />
        </tr>
      ) : null}
    </>
  );
}

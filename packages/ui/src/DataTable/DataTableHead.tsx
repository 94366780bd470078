import { flexRender, type Column, type Header } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../lib/cn';
import { fillMessage } from '../messages/data';
import { useUiMessage } from '../provider/UiProvider';
import { ColumnResizer } from './ColumnResizer';
import { columnMeta } from './columns';
import { pinnedCellAttribute, type PinnedLayout } from './hooks/usePinnedColumns';
import type { PageSelectionState } from './selection';
import {
  autoColumnMinWidth,
  checkboxClass,
  headerCellClass,
  justifyClass,
  pinnedEndHeaderClass,
  pinnedInFlowHeaderClass,
  selectionColumnWidth,
} from './tableStyles';

/**
 * A header is never cut: its column is at least as wide as its longest word (useHeaderMinWidths),
 * and a longer header wraps between words.
 */
const headerLabelClass = 'min-w-0 whitespace-normal text-balance';
const textAlignClass = { start: 'text-start', center: 'text-center', end: 'text-end' } as const;

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

/** Ties a native checkbox's mixed state to a value (HTML has no attribute for it). */
function setIndeterminate(indeterminate: boolean) {
  return (input: HTMLInputElement | null) => {
    if (input) input.indeterminate = indeterminate;
  };
}

interface DataTableHeadProps<Row> {
  headers: Header<Row, unknown>[];
  visibleColumns: Column<Row, unknown>[];
  /** The width a column is laid out at: the remembered one, else the declared one. */
  columnWidth: (column: Column<Row, unknown>) => number | undefined;
  /** Where the pinned columns stand, while pinned: they have no place in the scrolling table's columns. */
  pinnedLayout: PinnedLayout;
  /** Widths as laid out, for the resize handles' values. */
  measuredWidths: Record<string, number>;
  /** The narrowest each column may be without cutting its header (useHeaderMinWidths). */
  headerMinWidths: Record<string, number>;
  selectable: boolean;
  /** Client mode, ready: the header row is row 1 of aria-rowcount. */
  rowIndexed: boolean;
  pageSelection: PageSelectionState;
  selectAllDisabled: boolean;
  onToggleAll: () => void;
  onSort: (columnId: string) => void;
  onResize: (columnId: string, width: number) => void;
}

/** The column widths and the sticky header row: select-all, sort buttons and resize handles. */
export function DataTableHead<Row>({
  headers,
  visibleColumns,
  columnWidth,
  pinnedLayout,
  measuredWidths,
  headerMinWidths,
  selectable,
  rowIndexed,
  pageSelection,
  selectAllDisabled,
  onToggleAll,
  onSort,
  onResize,
}: DataTableHeadProps<Row>) {
  const message = useUiMessage();
  const hintId = useId();
  // The handle in the tab order: the last one focused while its column shows, else the first.
  const [resizerColumn, setResizerColumn] = useState<string | null>(null);
  const shownIds = headers.filter((header) => header.column.getIsVisible()).map((header) => header.column.id);
  const tabbableResizer = resizerColumn !== null && shownIds.includes(resizerColumn) ? resizerColumn : shownIds[0];
  return (
    <>
      <colgroup>
        {selectable ? <col style={{ width: selectionColumnWidth }} /> : null}
        {visibleColumns.map((column) => (
          // A pinned column takes no width here; Chromium still counts its positioned cells as a
          // column, which would take a share of the free width unless given none.
          <col key={column.id} style={{ width: pinnedLayout?.[column.id] ? 0 : columnWidth(column) }} />
        ))}
      </colgroup>
      <thead>
        <tr aria-rowindex={rowIndexed ? 1 : undefined}>
          {selectable ? (
            <th scope="col" className={headerCellClass}>
              <div className="flex items-center justify-center">
                <input
                  type="checkbox"
                  className={checkboxClass}
                  aria-label={message('data.table.selectAll')}
                  checked={pageSelection === 'all'}
                  ref={setIndeterminate(pageSelection === 'some')}
                  disabled={selectAllDisabled}
                  onChange={onToggleAll}
                />
              </div>
            </th>
          ) : null}
          {headers.map((header) => {
            const { column } = header;
            if (!column.getIsVisible()) return null;
            const meta = columnMeta(column.columnDef);
            const sortDirection = column.getIsSorted();
            const pinned = pinnedLayout?.[column.id];
            return (
              <th
                key={header.id}
                scope="col"
                data-column-id={column.id}
                {...(pinned && { [pinnedCellAttribute]: '' })}
                style={pinned}
                aria-sort={
                  column.getCanSort()
                    ? sortDirection === 'asc'
                      ? 'ascending'
                      : sortDirection === 'desc'
                        ? 'descending'
                        : 'none'
                    : undefined
                }
                className={cn(
                  headerCellClass,
                  pinned ? pinnedEndHeaderClass : meta.pinnedEnd && pinnedInFlowHeaderClass,
                )}
              >
                <div data-slot="header-content" className={cn('flex min-w-0 items-center', justifyClass(meta.align))}>
                  {column.getCanSort() ? (
                    <button
                      type="button"
                      data-slot="sort-button"
                      className={cn(
                        'flex min-w-0 cursor-pointer items-center gap-1 rounded font-medium hover:text-text',
                        meta.align === 'end' && 'flex-row-reverse',
                      )}
                      onClick={() => onSort(column.id)}
                    >
                      <span className={cn(headerLabelClass, textAlignClass[meta.align])}>
                        {flexRender(column.columnDef.header, header.getContext())}
                      </span>
                      <SortIndicator direction={sortDirection} />
                    </button>
                  ) : (
                    <span className={cn('block', headerLabelClass, textAlignClass[meta.align])}>
                      {flexRender(column.columnDef.header, header.getContext())}
                    </span>
                  )}
                </div>
                <ColumnResizer
                  label={fillMessage(message('data.table.resizeColumn'), { column: meta.label })}
                  hintId={hintId}
                  tabbable={column.id === tabbableResizer}
                  onFocus={() => setResizerColumn(column.id)}
                  width={measuredWidths[column.id] ?? columnWidth(column) ?? autoColumnMinWidth}
                  minWidth={Math.max(meta.minWidth, headerMinWidths[column.id] ?? 0)}
                  onResize={(width) => onResize(column.id, width)}
                />
                {/* Read with every handle (hidden: not part of the header's name). */}
                {column.id === shownIds[0] ? (
                  <span id={hintId} hidden>
                    {message('data.table.resizeHint')}
                  </span>
                ) : null}
              </th>
            );
          })}
        </tr>
      </thead>
    </>
  );
}

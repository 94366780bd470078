import type { Row as TableRow } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

interface RowNavigationOptions {
  /** How many rows there are (in client mode, across the whole data). */
  rowCount: number;
  /** Client mode: rows are virtualized, so a row out of view is scrolled to before it takes focus. */
  client: boolean;
  /** Rows are only virtualized while the table is ready. */
  ready: boolean;
  rowHeight: number;
  selectable: boolean;
  isSelected: (rowId: string) => boolean;
  toggleRow: (rowId: string, checked: boolean, range: boolean) => void;
}

/**
 * Roving focus over the rows: one row is in the tab order; arrows, Home / End and Page Up /
 * Down move between rows, Space selects. In client mode it also owns the row virtualizer.
 */
export function useRowNavigation<Row>({
  rowCount,
  client,
  ready,
  rowHeight,
  selectable,
  isSelected,
  toggleRow,
}: RowNavigationOptions) {
  const estimateRowSize = useCallback(() => rowHeight, [rowHeight]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [activeRowIndex, setActiveRowIndex] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  // The project does not run the React Compiler, whose memoization this advisory is about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: client && ready ? rowCount : 0,
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
    const bounded = Math.max(0, Math.min(rowCount - 1, index));
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
      End: rowCount - 1,
      PageDown: index + pageStep,
      PageUp: index - pageStep,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusRow(target);
    } else if (event.key === ' ' && selectable) {
      event.preventDefault();
      toggleRow(row.id, !isSelected(row.id), event.shiftKey);
    }
  };
  const tabbableRowIndex = Math.min(activeRowIndex, Math.max(0, rowCount - 1));

  return { scrollRef, virtualizer, tabbableRowIndex, setActiveRowIndex, onRowKeyDown };
}

import type { Row as TableRow } from '@tanstack/react-table';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

interface RowNavigationOptions {
  /** How many rows there are (in client mode, across the whole data). */
  rowCount: number;
  /** Client mode: rows are windowed, so a row out of view is scrolled to before it takes focus. */
  client: boolean;
  /** Brings a row into view (client mode's row window). */
  scrollToIndex: (index: number) => void;
  scrollRef: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  selectable: boolean;
  isSelected: (rowId: string) => boolean;
  toggleRow: (rowId: string, checked: boolean, range: boolean) => void;
}

/**
 * Roving focus over the rows: one row is in the tab order; arrows, Home / End and Page Up /
 * Down move between rows, Space selects.
 */
export function useRowNavigation<Row>({
  rowCount,
  client,
  scrollToIndex,
  scrollRef,
  rowHeight,
  selectable,
  isSelected,
  toggleRow,
}: RowNavigationOptions) {
  const [activeRowIndex, setActiveRowIndex] = useState(0);
  const pendingFocus = useRef<number | null>(null);
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
    if (client) scrollToIndex(bounded);
    else scrollRef.current?.querySelector<HTMLElement>(`tbody tr[data-row-index="${bounded}"]`)?.focus();
  };
  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: TableRow<Row>, index: number) => {
    if (event.target !== event.currentTarget) return;
    // A page of rows: as many as the scroll area shows, less one kept in view.
    const pageStep = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? rowHeight * 10) / rowHeight) - 1);
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

  return { tabbableRowIndex, setActiveRowIndex, onRowKeyDown };
}

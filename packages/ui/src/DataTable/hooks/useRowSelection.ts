import { useMemo, useRef } from 'react';
import { useControllableValue } from '../../lib/useControllableValue';
import { pageSelectionState, setRowRangeSelected, setRowSelected, toggleShownRows } from '../selection';

interface RowSelectionOptions {
  selectedRowIds: readonly string[] | undefined;
  defaultSelectedRowIds: readonly string[];
  onSelectedRowIdsChange: ((rowIds: readonly string[]) => void) | undefined;
  /** The ids of the rows shown, in the order shown: the ground of shift ranges and the header checkbox. */
  shownRowIds: readonly string[];
}

/** The table's selection, controlled or not: single rows, shift ranges and the shown rows at once. */
export function useRowSelection({
  selectedRowIds,
  defaultSelectedRowIds,
  onSelectedRowIdsChange,
  shownRowIds,
}: RowSelectionOptions) {
  const [selectedList, setSelectedList] = useControllableValue(
    selectedRowIds,
    defaultSelectedRowIds,
    onSelectedRowIdsChange,
  );
  const selected = useMemo(() => new Set(selectedList), [selectedList]);

  // The anchor is the last row toggled on its own, the start of a shift range.
  const anchorRowId = useRef<string | null>(null);
  const toggleRow = (rowId: string, checked: boolean, range: boolean) => {
    const next = range
      ? setRowRangeSelected(selected, shownRowIds, anchorRowId.current, rowId, checked)
      : setRowSelected(selected, rowId, checked);
    anchorRowId.current = rowId;
    setSelectedList([...next]);
  };
  // Memoized: it walks every shown row (100,000 in client mode), and the table re-renders on scroll.
  const pageSelection = useMemo(() => pageSelectionState(selected, shownRowIds), [selected, shownRowIds]);
  const toggleShown = () => setSelectedList([...toggleShownRows(selected, shownRowIds)]);
  const clear = () => setSelectedList([]);

  return {
    selectedList,
    selected,
    pageSelection,
    toggleRow,
    toggleShown,
    clear,
  };
}

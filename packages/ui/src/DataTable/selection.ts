/**
 * Row selection as plain functions over row ids, so the table's click, shift-click and
 * Space handling stay testable without a browser.
 */

/** Selects or clears one row. */
export function setRowSelected(selected: ReadonlySet<string>, rowId: string, checked: boolean): Set<string> {
  const next = new Set(selected);
  if (checked) next.add(rowId);
  else next.delete(rowId);
  return next;
}

/**
 * Shift-click: every row from the anchor (the last row clicked) to the target takes the
 * target's new state, in the order the rows are shown. Without a visible anchor only the
 * target changes.
 */
export function setRowRangeSelected(
  selected: ReadonlySet<string>,
  orderedRowIds: readonly string[],
  anchorRowId: string | null,
  targetRowId: string,
  checked: boolean,
): Set<string> {
  const from = anchorRowId === null ? -1 : orderedRowIds.indexOf(anchorRowId);
  const to = orderedRowIds.indexOf(targetRowId);
  if (from === -1 || to === -1) return setRowSelected(selected, targetRowId, checked);
  const next = new Set(selected);
  for (const rowId of orderedRowIds.slice(Math.min(from, to), Math.max(from, to) + 1)) {
    if (checked) next.add(rowId);
    else next.delete(rowId);
  }
  return next;
}

export type PageSelectionState = 'none' | 'some' | 'all';

/** How much of the shown rows is selected: drives the header checkbox (checked / mixed). */
export function pageSelectionState(selected: ReadonlySet<string>, shownRowIds: readonly string[]): PageSelectionState {
  if (selected.size === 0) return 'none';
  let count = 0;
  for (const rowId of shownRowIds) if (selected.has(rowId)) count += 1;
  if (count === 0) return 'none';
  return count === shownRowIds.length ? 'all' : 'some';
}

/** The header checkbox: selects every shown row, or clears them all when all are selected. */
export function toggleShownRows(selected: ReadonlySet<string>, shownRowIds: readonly string[]): Set<string> {
  const selectAll = pageSelectionState(selected, shownRowIds) !== 'all';
  const next = new Set(selected);
  for (const rowId of shownRowIds) {
    if (selectAll) next.add(rowId);
    else next.delete(rowId);
  }
  return next;
}

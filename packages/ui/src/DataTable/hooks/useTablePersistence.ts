import { useCallback, useEffect, useState } from 'react';

/** What a table remembers per table id: hidden columns and widths the user chose. */
export interface TableLayout {
  /** Column id → visible; columns not listed are visible. */
  visibility: Record<string, boolean>;
  /** Column id → width in px; columns not listed keep their declared width. */
  widths: Record<string, number>;
}

const emptyLayout: TableLayout = { visibility: {}, widths: {} };

/** The storage key of a table's layout. */
export function tableLayoutKey(tableId: string): string {
  return `vc-table:${tableId}`;
}

function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be switched off by the browser; the table then remembers nothing.
    return null;
  }
}

function isRecordOf<T>(value: unknown, isItem: (item: unknown) => item is T): value is Record<string, T> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isItem);
}

const isBoolean = (item: unknown): item is boolean => typeof item === 'boolean';
const isWidth = (item: unknown): item is number => typeof item === 'number' && Number.isFinite(item) && item > 0;

/** Reads a stored layout; anything unreadable or of another shape counts as no layout. */
export function readTableLayout(storage: Storage | null, tableId: string | undefined): TableLayout {
  if (!storage || tableId === undefined) return emptyLayout;
  try {
    const parsed: unknown = JSON.parse(storage.getItem(tableLayoutKey(tableId)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return emptyLayout;
    const { visibility, widths } = parsed as Record<string, unknown>;
    return {
      visibility: isRecordOf(visibility, isBoolean) ? visibility : {},
      widths: isRecordOf(widths, isWidth) ? widths : {},
    };
  } catch {
    return emptyLayout;
  }
}

export interface TablePersistence {
  layout: TableLayout;
  setColumnVisible: (columnId: string, visible: boolean) => void;
  setColumnWidth: (columnId: string, width: number) => void;
  /** Forgets the user's choices: every column visible at its declared width. */
  resetLayout: () => void;
}

/**
 * Remembers a table's column visibility and widths in local storage under its table id, so
 * a list page looks the way the user left it. Without a table id the layout lives in memory.
 */
export function useTablePersistence(tableId: string | undefined, storage = defaultStorage()): TablePersistence {
  const [state, setState] = useState(() => ({ tableId, layout: readTableLayout(storage, tableId) }));
  let { layout } = state;
  if (state.tableId !== tableId) {
    layout = readTableLayout(storage, tableId);
    setState({ tableId, layout });
  }

  useEffect(() => {
    if (!storage || state.tableId === undefined) return;
    try {
      storage.setItem(tableLayoutKey(state.tableId), JSON.stringify(state.layout));
    } catch {
      // A full or blocked storage only means the layout is not remembered.
    }
  }, [storage, state]);

  const update = useCallback((change: (previous: TableLayout) => TableLayout) => {
    setState((previous) => ({ ...previous, layout: change(previous.layout) }));
  }, []);

  return {
    layout,
    setColumnVisible: useCallback(
      (columnId, visible) =>
        update((previous) => ({ ...previous, visibility: { ...previous.visibility, [columnId]: visible } })),
      [update],
    ),
    setColumnWidth: useCallback(
      (columnId, width) =>
        update((previous) => ({ ...previous, widths: { ...previous.widths, [columnId]: Math.round(width) } })),
      [update],
    ),
    resetLayout: useCallback(() => update(() => emptyLayout), [update]),
  };
}

import type { CSSProperties, ReactNode } from 'react';
import type { ControlSize } from '../provider/UiProvider';
import type { DataTableColumn } from './columns';
import type { TableQuery } from './tableQuery';

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
  /**
   * Shows the selection's count and bulk-action bar above the table while rows are selected;
   * true by default. False when the caller says what is selected itself (a picker whose choice
   * may be "all matching", beyond the rows ticked): two counts would disagree.
   */
  selectionBar?: boolean;
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

import { DataTable, FilterBar, type DataTableColumn, type FilterField } from '@vending/ui';
import { useId, type ReactNode } from 'react';
import type { ServerList } from './useServerList';

export interface ServerListViewProps<Row> {
  /** The page's title: its (visually hidden) heading and the table's accessible name. */
  title: string;
  /** Remembers hidden columns and widths under this id. */
  tableId: string;
  list: ServerList<Row>;
  filterFields: readonly FilterField[];
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  getRowLabel: (row: Row) => string;
  /** Buttons above the table (新增, 导出...). */
  toolbar?: ReactNode;
  /** Dialogs the page opens. */
  children?: ReactNode;
  /** Row selection, when the page has actions on the selected rows. */
  selection?: {
    selectedRowIds: readonly string[];
    onSelectedRowIdsChange: (rowIds: readonly string[]) => void;
    bulkActions: (selectedRowIds: readonly string[]) => ReactNode;
  };
}

/**
 * A list page's body: the filter bar and the server-paginated table, both driven by a
 * `useServerList` whose state lives in the URL. Pages add columns, filters and actions.
 */
export function ServerListView<Row>({
  title,
  tableId,
  list,
  filterFields,
  columns,
  getRowId,
  getRowLabel,
  toolbar,
  children,
  selection,
}: ServerListViewProps<Row>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <h1 id={headingId} className="sr-only">
        {title}
      </h1>
      <FilterBar
        fields={filterFields}
        values={list.query.filters}
        onSearch={(filters) => list.setQuery({ ...list.query, filters, page: 1 })}
        searching={list.status === 'loading'}
      />
      <DataTable<Row>
        label={title}
        tableId={tableId}
        columns={columns}
        data={list.rows}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        mode="server"
        total={list.total}
        query={list.query}
        onQueryChange={(query) => list.setQuery({ ...list.query, ...query })}
        status={list.status}
        errorMessage={list.errorMessage}
        onRetry={list.reload}
        toolbar={toolbar}
        {...(selection && { selectable: true, ...selection })}
      />
      {children}
    </section>
  );
}

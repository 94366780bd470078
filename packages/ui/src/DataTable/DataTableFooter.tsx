import { Pagination } from '../Pagination';
import type { TableQuery } from './tableQuery';

interface DataTableFooterProps {
  total: number;
  query: TableQuery;
  pageSizes: readonly number[];
  disabled: boolean;
  onQueryChange: (query: TableQuery) => void;
}

/** Server mode: the pagination under the table, keeping the sort when the page or size changes. */
export function DataTableFooter({ total, query, pageSizes, disabled, onQueryChange }: DataTableFooterProps) {
  return (
    <Pagination
      className="self-end"
      total={total}
      page={query.page}
      pageSize={query.pageSize}
      pageSizes={pageSizes}
      disabled={disabled}
      onChange={({ page, pageSize }) => onQueryChange({ ...query, page, pageSize })}
    />
  );
}

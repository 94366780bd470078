export { DataTable, type DataTableProps, type DataTableStatus } from './DataTable';
export {
  actionsColumn,
  columnMeta,
  dateTimeColumn,
  imageColumn,
  moneyColumn,
  statusColumn,
  switchColumn,
  textColumn,
  type ActionsColumnOptions,
  type ColumnOptions,
  type DataTableColumn,
  type DataTableColumnMeta,
  type DateTimeColumnOptions,
  type ImageColumnOptions,
  type MoneyColumnOptions,
  type StatusColumnOptions,
  type SwitchColumnOptions,
  type TextColumnOptions,
} from './columns';
export { ActionsCell, type ActionsCellProps, type RowAction } from './cells/ActionsCell';
export { ImageCell, type ImageCellProps } from './cells/ImageCell';
export { formatMoney, includedGst, type Currency } from './cells/money';
export { StatusTag, type StatusTagProps } from './cells/StatusTag';
export { SwitchCell, type SwitchCellProps } from './cells/SwitchCell';
export {
  readTableLayout,
  tableLayoutKey,
  useTablePersistence,
  type TableLayout,
  type TablePersistence,
} from './hooks/useTablePersistence';
export {
  pageSelectionState,
  setRowRangeSelected,
  setRowSelected,
  toggleShownRows,
  type PageSelectionState,
} from './selection';
export {
  defaultListQuery,
  defaultTableQuery,
  listQueryFromSearchParams,
  listQueryToSearchParams,
  nextSort,
  type ListQuery,
  type TableQuery,
  type TableSort,
} from './tableQuery';

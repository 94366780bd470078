import { sortingFns, type ColumnDef, type Row as TableRow, type SortingFn } from '@tanstack/react-table';
import type { TableSort } from './tableQuery';

/** What TanStack's sorting functions read of a row: its value, and for a custom function its data. */
type SortRow<Row> = Pick<TableRow<Row>, 'original' | 'index' | 'getValue'>;

function accessorOf<Row>(column: ColumnDef<Row, unknown>): ((row: Row, index: number) => unknown) | undefined {
  if ('accessorFn' in column && column.accessorFn) return column.accessorFn;
  if ('accessorKey' in column && column.accessorKey !== undefined) {
    const key = column.accessorKey as keyof Row;
    return (row) => row[key];
  }
  return undefined;
}

const columnIdOf = <Row>(column: ColumnDef<Row, unknown>) =>
  column.id ?? ('accessorKey' in column ? String(column.accessorKey) : undefined);

/** TanStack's `getAutoSortingFn`, over values (it looks at the rows from the eleventh on). */
function autoSortingFn(values: readonly unknown[]): SortingFn<unknown> {
  let isString = false;
  for (let index = 10; index < values.length; index += 1) {
    const value = values[index];
    if (Object.prototype.toString.call(value) === '[object Date]') return sortingFns.datetime;
    if (typeof value === 'string') {
      isString = true;
      if (value.split(/([0-9]+)/gm).length > 1) return sortingFns.alphanumeric;
    }
  }
  return isString ? sortingFns.text : sortingFns.basic;
}

/**
 * Client mode's row order: the indexes of `data` in the order shown, or null when unsorted
 * (the data's own order). The same order as TanStack's sorted row model (its sorting
 * functions, `sortUndefined`, `invertSorting`, ties in data order), without the row objects it
 * makes and copies for every row: at 100,000 rows those cost a second of garbage collection
 * on mount and on each sort (docs/BENCHMARKS.md).
 */
export function clientRowOrder<Row>(
  data: readonly Row[],
  columns: readonly ColumnDef<Row, unknown>[],
  sort: TableSort | null,
): number[] | null {
  if (!sort) return null;
  const column = columns.find((candidate) => columnIdOf(candidate) === sort.id);
  const accessor = column && accessorOf(column);
  // TanStack leaves out a sort on a column that cannot sort.
  if (!column || !accessor || column.enableSorting === false) return null;
  const values = data.map((row, index) => accessor(row, index));
  const fn = column.sortingFn;
  const sortingFn =
    typeof fn === 'function'
      ? (fn as SortingFn<unknown>)
      : typeof fn === 'string' && fn !== 'auto' && fn in sortingFns
        ? sortingFns[fn as keyof typeof sortingFns]
        : autoSortingFn(values);
  const basic = sortingFn === sortingFns.basic;
  // Rows as the sorting functions read them, made once (only when a function needs them).
  const sortRows: SortRow<Row>[] = basic
    ? []
    : data.map((original, index) => ({ original, index, getValue: <Value>() => values[index] as Value }));
  const { sortUndefined, invertSorting } = column;
  const direction = (sort.desc ? -1 : 1) * (invertSorting ? -1 : 1);

  const order = Array.from(data.keys());
  order.sort((a, b) => {
    const aValue = values[a];
    const bValue = values[b];
    let result = 0;
    if (sortUndefined) {
      const aUndefined = aValue === undefined;
      const bUndefined = bValue === undefined;
      if (aUndefined || bUndefined) {
        if (sortUndefined === 'first') return aUndefined ? -1 : 1;
        if (sortUndefined === 'last') return aUndefined ? 1 : -1;
        result = aUndefined && bUndefined ? 0 : aUndefined ? sortUndefined : -sortUndefined;
      }
    }
    if (result === 0) {
      result = basic
        ? // sortingFns.basic, inline: the common case (numbers, times) without a call per comparison.
          aValue === bValue
          ? 0
          : (aValue as number) > (bValue as number)
            ? 1
            : -1
        : sortingFn(sortRows[a] as TableRow<unknown>, sortRows[b] as TableRow<unknown>, sort.id);
    }
    return result === 0 ? a - b : result * direction;
  });
  return order;
}

import { createTable, getCoreRowModel, getSortedRowModel, type ColumnDef } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { clientRowOrder } from './clientOrder';
import { dateTimeColumn, moneyColumn, textColumn } from './columns';

interface Item {
  id: string;
  code: string | undefined;
  name: string;
  amount: number;
  at: number;
}

const names = ['beta', 'Alpha', 'gamma', 'alpha', 'Beta'];
const items: Item[] = Array.from({ length: 60 }, (_, index) => ({
  id: `item-${index}`,
  code: index % 7 === 3 ? undefined : `VD${(index * 37) % 23}-${index % 4}`,
  name: names[index % names.length] ?? 'x',
  amount: (index * 7919) % 13,
  at: 1_700_000_000_000 - ((index * 31) % 17) * 60_000,
}));

const columns: ColumnDef<Item, unknown>[] = [
  textColumn({ id: 'code', header: 'Code', value: (row) => row.code, sortable: true }),
  textColumn({ id: 'name', header: 'Name', value: (row) => row.name, sortable: true }),
  moneyColumn({ id: 'amount', header: 'Amount', amount: (row) => row.amount, currency: 'AUD', sortable: true }),
  dateTimeColumn({ id: 'at', header: 'At', time: (row) => row.at, sortable: true }),
  { id: 'inverted', header: 'Inverted', accessorFn: (row) => row.amount, invertSorting: true },
  { id: 'custom', header: 'Custom', accessorFn: (row) => row.name, sortingFn: (a, b) => a.index - b.index },
];

/** The ids in the order TanStack's own sorted row model gives. */
function tanstackOrder(id: string, desc: boolean): string[] {
  const table = createTable<Item>({
    data: items,
    columns,
    getRowId: (row) => row.id,
    state: { sorting: [{ id, desc }], columnPinning: {}, columnVisibility: {} },
    onStateChange: () => undefined,
    renderFallbackValue: null,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  return table.getSortedRowModel().rows.map((row) => row.id);
}

describe('clientRowOrder', () => {
  it('is null (the data order) without a sort', () => {
    expect(clientRowOrder(items, columns, null)).toBeNull();
  });

  for (const id of ['code', 'name', 'amount', 'at', 'inverted', 'custom']) {
    for (const desc of [false, true]) {
      it(`orders rows by ${id} ${desc ? 'descending' : 'ascending'} as TanStack's sorted row model does`, () => {
        const order = clientRowOrder(items, columns, { id, desc });
        expect(order?.map((index) => items[index]?.id)).toEqual(tanstackOrder(id, desc));
      });
    }
  }

  it('leaves out a sort on a column that cannot sort or does not exist', () => {
    const unsortable = [textColumn<Item>({ id: 'name', header: 'Name', value: (row) => row.name })];
    expect(clientRowOrder(items, unsortable, { id: 'name', desc: false })).toBeNull();
    expect(clientRowOrder(items, columns, { id: 'missing', desc: false })).toBeNull();
  });
});

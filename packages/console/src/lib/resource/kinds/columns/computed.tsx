import { textColumn } from '@vending/ui';
import type { ReactNode } from 'react';
import { fieldColumn, type ColumnKind, type OfRow } from '../kind';

declare module '../kind' {
  interface ColumnKinds<N extends PageNames> {
    /**
     * A column of no single field (a grid's size, an order's goods): `value` sorts it and is
     * shown unless `render` draws it. Its header is `<namespace>.fields.<id>` (as any column's).
     */
    computed: {
      id: string;
      value: OfRow<N['row'], string | number | null>;
      render?: OfRow<N['row'], ReactNode>;
    } & ColumnLayout;
  }
}

export const kind: ColumnKind<'computed'> = {
  kind: 'computed',
  column: (declared, page) => {
    const { id, value, render } = declared;
    return textColumn({
      ...fieldColumn({ ...declared, field: id }, page),
      value: (row) => value(row, page),
      ...(render && { render: (row) => render(row, page) }),
    });
  },
  value: (declared, record, page) => declared.render?.(record, page) ?? declared.value(record, page),
  words: () => [],
};

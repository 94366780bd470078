import { textColumn } from '@vending/ui';
import type { ReactNode } from 'react';
import { fieldColumn, type ColumnKind, type OfRow } from '../kind';

declare module '../kind' {
  interface ColumnKinds<N extends PageNames> {
    /** A field as it is; `empty` names the word shown (in the secondary colour) when it holds nothing (游客). */
    text: {
      field: N['text'];
      /** `<namespace>.<empty>` stands where the field is null. */
      empty?: string;
      /** Numbers read best at the end (a quantity). */
      align?: 'start' | 'center' | 'end';
      /** Custom content; the value still sorts. The escape hatch when no kind fits. */
      render?: OfRow<N['row'], ReactNode>;
    } & ColumnLayout;
  }
}

export const kind: ColumnKind<'text'> = {
  kind: 'text',
  column: (declared, page) => {
    const { field, render, empty, align } = declared;
    return textColumn({
      ...fieldColumn(declared, page),
      ...(align !== undefined && { align }),
      value: (row) => row[field] as string | number | null,
      ...(render && { render: (row) => render(row, page) }),
      ...(!render &&
        empty !== undefined && {
          render: (row) =>
            row[field] === null ? (
              <span className="text-text-secondary">{page.t(`${page.namespace}.${empty}`)}</span>
            ) : (
              String(row[field])
            ),
        }),
    });
  },
  value: (declared, record, page) => {
    const { field, render, empty } = declared;
    if (render) return render(record, page);
    if (record[field] === null && empty !== undefined) return page.t(`${page.namespace}.${empty}`);
    return record[field] as string | number | null;
  },
  words: (declared, namespace) => (declared.empty === undefined ? [] : [`${namespace}.${declared.empty}`]),
};

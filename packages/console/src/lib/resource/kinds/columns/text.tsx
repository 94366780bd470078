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
      /** Custom content; the value still sorts. The escape hatch when no kind fits. */
      render?: OfRow<N['row'], ReactNode>;
    } & ColumnLayout;
  }
}

export const kind: ColumnKind<'text'> = {
  kind: 'text',
  column: (declared, page) => {
    const { field, render, empty } = declared;
    return textColumn({
      ...fieldColumn(declared, page),
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
  words: (declared, namespace) => (declared.empty === undefined ? [] : [`${namespace}.${declared.empty}`]),
};

import { textColumn } from '@vending/ui';
import { fieldColumn, type AnyRow, type ColumnKind, type DeclaredColumn, type OfRow, type PageContext } from '../kind';

declare module '../kind' {
  interface ColumnKinds<N extends PageNames> {
    /**
     * A field with a smaller, secondary line about it (the bank and holder over an account
     * number): one column where two would crowd the table. The field sorts.
     */
    twoLine: {
      field: N['text'];
      secondary: OfRow<N['row'], string>;
      /** The secondary line above the field (a caption) rather than under it. */
      secondaryFirst?: boolean;
    } & ColumnLayout;
  }
}

/** The field over (or under) its smaller secondary line. */
function twoLines(declared: DeclaredColumn<'twoLine'>, row: AnyRow, page: PageContext) {
  const { field, secondary, secondaryFirst = false } = declared;
  const second = <span className="text-xs text-text-secondary">{secondary(row, page)}</span>;
  return (
    <span className="flex flex-col leading-tight">
      {secondaryFirst ? second : null}
      <span>{row[field] as string | number | null}</span>
      {secondaryFirst ? null : second}
    </span>
  );
}

export const kind: ColumnKind<'twoLine'> = {
  kind: 'twoLine',
  column: (declared, page) =>
    textColumn({
      ...fieldColumn(declared, page),
      value: (row) => row[declared.field] as string | number | null,
      render: (row) => twoLines(declared, row, page),
    }),
  value: (declared, record, page) => twoLines(declared, record, page),
  words: () => [],
};

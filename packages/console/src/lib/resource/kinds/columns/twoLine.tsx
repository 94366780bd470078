import { textColumn } from '@vending/ui';
import { fieldColumn, type AnyRow, type ColumnKind, type DeclaredColumn, type OfRow, type PageContext } from '../kind';

declare module '../kind' {
  interface ColumnKinds<N extends PageNames> {
    /**
     * A field with a smaller, secondary line about it (the bank and holder over an account
     * number, a device's place under its address): one column where two would crowd the table.
     * The field sorts.
     */
    twoLine: {
      field: N['text'];
      /** The second line; null leaves the field alone on its line (an address without coordinates). */
      secondary: OfRow<N['row'], string | null>;
      /** The secondary line above the field (a caption) rather than under it. */
      secondaryFirst?: boolean;
      /** `<namespace>.<empty>` stands alone (in the secondary colour) where the field holds nothing (未绑定). */
      empty?: string;
      /**
       * Each line on one line, cut with an ellipsis (its whole text the tooltip), so that a row
       * stays two lines high in a dense list (the device list: issue 41).
       */
      truncate?: boolean;
    } & ColumnLayout;
  }
}

/** The field over (or under) its smaller secondary line; the `empty` word when there is no field. */
function twoLines(declared: DeclaredColumn<'twoLine'>, row: AnyRow, page: PageContext & { namespace: string }) {
  const { field, secondary, secondaryFirst = false, empty, truncate = false } = declared;
  if (empty !== undefined && (row[field] === null || row[field] === ''))
    return <span className="text-text-secondary">{page.t(`${page.namespace}.${empty}`)}</span>;
  const words = secondary(row, page);
  const value = row[field] as string | number | null;
  const cut = (text: string | number | null) => (truncate ? { className: 'truncate', title: String(text ?? '') } : {});
  const second =
    words === null ? null : (
      <span className={`text-xs text-text-secondary${truncate ? ' truncate' : ''}`} {...(truncate && { title: words })}>
        {words}
      </span>
    );
  return (
    <span className={`flex flex-col leading-tight${truncate ? ' min-w-0' : ''}`}>
      {secondaryFirst ? second : null}
      <span {...cut(value)}>{value}</span>
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
  words: (declared, namespace) => (declared.empty === undefined ? [] : [`${namespace}.${declared.empty}`]),
};

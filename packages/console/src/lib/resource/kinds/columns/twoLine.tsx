import { textColumn } from '@vending/ui';
import { fieldColumn, type ColumnKind, type OfRow } from '../kind';

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
    } & ColumnLayout;
  }
}

export const kind: ColumnKind<'twoLine'> = {
  kind: 'twoLine',
  column: (declared, page) => {
    const { field, secondary, secondaryFirst = false, empty } = declared;
    return textColumn({
      ...fieldColumn(declared, page),
      value: (row) => row[field] as string | number | null,
      render: (row) => {
        if (empty !== undefined && (row[field] === null || row[field] === ''))
          return <span className="text-text-secondary">{page.t(`${page.namespace}.${empty}`)}</span>;
        const words = secondary(row, page);
        const second = words === null ? null : <span className="text-xs text-text-secondary">{words}</span>;
        return (
          <span className="flex flex-col leading-tight">
            {secondaryFirst ? second : null}
            <span>{row[field] as string | number | null}</span>
            {secondaryFirst ? null : second}
          </span>
        );
      },
    });
  },
  words: (declared, namespace) => (declared.empty === undefined ? [] : [`${namespace}.${declared.empty}`]),
};

import { StatusTag, statusColumn, textColumn, type TagTone } from '@vending/ui';
import { fieldColumn, type ColumnKind } from '../kind';

declare module '../kind' {
  interface ColumnKinds<N extends PageNames> {
    /**
     * A field holding one of a few values, shown in words: `<namespace>.options.<field>.<value>`;
     * with `tones`, as a coloured tag (a device online or not).
     */
    enum: { field: N['text']; values: readonly string[]; tones?: Readonly<Record<string, TagTone>> } & ColumnLayout;
  }
}

export const kind: ColumnKind<'enum'> = {
  kind: 'enum',
  column: (declared, page) => {
    const { field, tones } = declared;
    const words = (row: Record<string, unknown>) => page.t(`${page.namespace}.options.${field}.${String(row[field])}`);
    if (tones)
      return statusColumn({
        ...fieldColumn(declared, page),
        status: (row) => ({
          state: String(row[field]),
          tone: tones[String(row[field])] ?? 'neutral',
          label: words(row),
        }),
      });
    return textColumn({
      ...fieldColumn(declared, page),
      value: (row) => row[field] as string | number | null,
      render: words,
    });
  },
  value: (declared, record, page) => {
    const { field, tones } = declared;
    const label = page.t(`${page.namespace}.options.${field}.${String(record[field])}`);
    return tones ? <StatusTag tone={tones[String(record[field])] ?? 'neutral'} label={label} /> : label;
  },
  words: (declared, namespace) => declared.values.map((value) => `${namespace}.options.${declared.field}.${value}`),
};

import { Descriptions } from '@vending/ui';
import { fieldNameOf, type ColumnDeclaration, type OfRow, type SectionKind } from '../kind';
import { columnKindOf, columnWords } from '../columnRegistry';
import { fieldHeader } from '../../fieldLabel';

declare module '../kind' {
  interface SectionKinds<N extends PageNames> {
    /**
     * Label and value pairs of the record: each field is declared as a list column (text, money,
     * status, enum, dateTime, twoLine, computed…) and formatted as its cell would be, labelled
     * `<namespace>.fields.<field>`; on a phone they stack, one pair a line.
     */
    fields: {
      fields: readonly (ColumnDeclaration<N> & {
        /** How many of the section's columns it spans. */
        span?: number;
        /** Shown only for some records (a cancellation's reason); always when absent. */
        shown?: OfRow<N['row'], boolean>;
      })[];
      /** Pairs per row from a tablet's width on; 3 by default. */
      columns?: number;
      /** Table-like cells with lines between them (a drawer's record). */
      bordered?: boolean;
    };
  }
}

export const kind: SectionKind<'fields'> = {
  kind: 'fields',
  Section: ({ declared, record, page }) => (
    <Descriptions
      columns={declared.columns ?? 3}
      bordered={declared.bordered ?? false}
      items={declared.fields
        .filter((field) => field.shown?.(record, page) ?? true)
        .map((field) => ({
          key: fieldNameOf(field),
          label: fieldHeader(page.t, page.namespace, field.label ?? fieldNameOf(field)),
          value: columnKindOf(field).value(field, record, page),
          ...(field.span !== undefined && { span: field.span }),
        }))}
    />
  ),
  words: (declared, namespace) => declared.fields.flatMap((field) => columnWords(field, namespace)),
};

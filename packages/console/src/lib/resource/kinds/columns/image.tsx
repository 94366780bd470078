import { ImageCell, imageColumn } from '@vending/ui';
import { assetUrl } from '../../../../config/assets';
import { fieldColumn, type ColumnKind } from '../kind';
import { fieldHeader } from '../../fieldLabel';

declare module '../kind' {
  interface ColumnKinds<N extends PageNames> {
    /** A picture's stored path, drawn small. */
    image: { field: N['nullableText'] } & ColumnLayout;
  }
}

export const kind: ColumnKind<'image'> = {
  kind: 'image',
  column: (declared, page) =>
    // Relative paths are resolved against the static base URL (docs/SPECIFICATION.md §9).
    imageColumn({
      ...fieldColumn(declared, page),
      src: (row) => assetUrl(row[declared.field]) ?? null,
      alt: page.labelOf,
    }),
  value: (declared, record, page) => (
    <ImageCell
      src={assetUrl(record[declared.field]) ?? null}
      alt={fieldHeader(page.t, page.namespace, declared.field)}
    />
  ),
  words: () => [],
};

import { contractLabelsHeader } from '../fieldLabel';
import type { ColumnKind, ColumnKindName, DeclaredColumn } from './kind';
import { fieldNameOf } from './kind';
import { byName, found } from './byName';

export { byName, found } from './byName';

/*
 * The column kinds' modules, found by their folder (see registry.ts). Apart from the other
 * kinds because detail sections draw fields with them, and a detail drawer is an action kind.
 */
const columnModules = import.meta.glob<ColumnKind>(['./columns/*.tsx', '!**/*.test.tsx'], {
  eager: true,
  import: 'kind',
});

export const columnKinds = byName(columnModules);

export function columnKindOf(column: DeclaredColumn): ColumnKind<ColumnKindName> {
  return found(columnKinds, column.kind, 'column');
}

/** The words a column cannot do without: its header (unless the contract's) and what its kind needs. */
export function columnWords(column: DeclaredColumn, namespace: string): string[] {
  const label = column.label ?? fieldNameOf(column);
  return [
    // A header the page does not write is the contract's label of that name (../fieldLabel.ts).
    ...(contractLabelsHeader(label) ? [] : [`${namespace}.fields.${label}`]),
    ...columnKindOf(column).words(column, namespace),
  ];
}

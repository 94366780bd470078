import type { ColumnKind, ColumnKindName, DeclaredColumn } from './kind';
import { fieldNameOf } from './kind';

/*
 * The column kinds' modules, found by their folder (see registry.ts). Apart from the other
 * kinds because detail sections draw fields with them, and a detail drawer is an action kind.
 */
const columnModules = import.meta.glob<ColumnKind>('./columns/*.tsx', { eager: true, import: 'kind' });

/** Kinds by the name of their module's file. */
export function byName<Kind>(modules: Record<string, Kind>): ReadonlyMap<string, Kind> {
  return new Map(Object.entries(modules).map(([path, kind]) => [path.replace(/^.*\/|\.tsx?$/g, ''), kind]));
}

export function found<Kind>(kinds: ReadonlyMap<string, Kind>, name: string, what: string): Kind {
  const kind = kinds.get(name);
  if (!kind) throw new Error(`No ${what} kind "${name}" in lib/resource/kinds.`);
  return kind;
}

export const columnKinds = byName(columnModules);

export function columnKindOf(column: DeclaredColumn): ColumnKind<ColumnKindName> {
  return found(columnKinds, column.kind, 'column');
}

/** The words a column cannot do without: its header and what its kind needs. */
export function columnWords(column: DeclaredColumn, namespace: string): string[] {
  return [
    `${namespace}.fields.${column.label ?? fieldNameOf(column)}`,
    ...columnKindOf(column).words(column, namespace),
  ];
}

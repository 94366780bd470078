import type {
  ActionKind,
  ActionKindName,
  ColumnKind,
  ColumnKindName,
  DeclaredAction,
  DeclaredColumn,
  DeclaredFilter,
  FilterKind,
  FilterKindName,
} from './kind';

/*
 * The kinds' modules, found by their folder: a module's file name is its kind's name, and it
 * exports the kind as `kind` (registry.test.ts checks both).
 */
const columnModules = import.meta.glob<ColumnKind>('./columns/*.tsx', { eager: true, import: 'kind' });
const filterModules = import.meta.glob<FilterKind>('./filters/*.ts', { eager: true, import: 'kind' });
const actionModules = import.meta.glob<ActionKind>('./actions/*.tsx', { eager: true, import: 'kind' });

function byName<Kind>(modules: Record<string, Kind>): ReadonlyMap<string, Kind> {
  return new Map(Object.entries(modules).map(([path, kind]) => [path.replace(/^.*\/|\.tsx?$/g, ''), kind]));
}

export const columnKinds = byName(columnModules);
export const filterKinds = byName(filterModules);
export const actionKinds = byName(actionModules);

function found<Kind>(kinds: ReadonlyMap<string, Kind>, name: string, what: string): Kind {
  const kind = kinds.get(name);
  if (!kind) throw new Error(`No ${what} kind "${name}" in lib/resource/kinds.`);
  return kind;
}

export function columnKindOf(column: DeclaredColumn): ColumnKind<ColumnKindName> {
  return found(columnKinds, column.kind, 'column');
}
export function filterKindOf(filter: DeclaredFilter): FilterKind<FilterKindName> {
  return found(filterKinds, filter.kind, 'filter');
}
export function actionKindOf(action: DeclaredAction): ActionKind<ActionKindName> {
  return found(actionKinds, action.opens, 'action');
}

import type { ActionKind, ActionKindName, DeclaredAction, DeclaredFilter, FilterKind, FilterKindName } from './kind';
import { byName, found } from './columnRegistry';

export { columnKindOf, columnKinds, columnWords } from './columnRegistry';

/*
 * The kinds' modules, found by their folder: a module's file name is its kind's name, and it
 * exports the kind as `kind` (registry.test.ts checks both). Columns are found in
 * columnRegistry.ts, detail sections in sectionRegistry.ts.
 */
const filterModules = import.meta.glob<FilterKind>(['./filters/*.ts', '!**/*.test.ts'], {
  eager: true,
  import: 'kind',
});
const actionModules = import.meta.glob<ActionKind>(['./actions/*.tsx', '!**/*.test.tsx'], {
  eager: true,
  import: 'kind',
});

export const filterKinds = byName(filterModules);
export const actionKinds = byName(actionModules);

export function filterKindOf(filter: DeclaredFilter): FilterKind<FilterKindName> {
  return found(filterKinds, filter.kind, 'filter');
}
export function actionKindOf(action: DeclaredAction): ActionKind<ActionKindName> {
  return found(actionKinds, action.opens, 'action');
}

import type { FilterField, ListQuery } from '@vending/ui';
import type { TFunction } from 'i18next';
import type { DeclaredListPage } from './declaration';
import type { LoadedOptions } from './kinds/kind';
import { requestFieldLabel } from './fieldLabel';
import { filterKindOf } from './kinds/registry';

export type { LoadedOptions } from './kinds/kind';

/** The filter bar's fields of a declared page, labelled by the contract (request parameters) or its namespace. */
export function filterFieldsOf(page: DeclaredListPage, t: TFunction, loaded: LoadedOptions = {}): FilterField[] {
  return (page.filters ?? []).map((filter) =>
    filterKindOf(filter).field(filter, {
      t,
      namespace: page.namespace,
      loaded,
      label: (param) => requestFieldLabel(t, page.list, param, page.namespace),
    }),
  );
}

/** The filter bar's values as the list call's parameters (without paging): what the export sends too. */
export function filterParamsOf(page: DeclaredListPage, { filters }: ListQuery): Record<string, unknown> {
  return Object.assign({}, ...(page.filters ?? []).map((filter) => filterKindOf(filter).params(filter, filters)));
}

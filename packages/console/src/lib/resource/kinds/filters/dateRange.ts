import { rangeFilter } from '../../../filterValues';
import type { FilterKind } from '../kind';

declare module '../kind' {
  interface FilterKinds<N extends PageNames> {
    /** A date range filling two parameters; `name` is its URL key and its label's key. */
    dateRange: { name: string; from: N['filter']; to: N['filter'] };
  }
}

export const kind: FilterKind<'dateRange'> = {
  kind: 'dateRange',
  name: (declared) => declared.name,
  field: ({ name }, { label }) => ({ kind: 'dateRange', name, label: label(name) }),
  params: ({ name, from, to }, filters) => {
    const range = rangeFilter(filters, name);
    return { [from]: range.from, [to]: range.to };
  },
  words: () => [],
};

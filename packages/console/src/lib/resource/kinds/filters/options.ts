import { textFilter } from '../../../filterValues';
import type { FilterKind } from '../kind';

declare module '../kind' {
  interface FilterKinds<N extends PageNames> {
    /** A select whose options a call answers (the agents of a merchants list). */
    options: { param: N['filter']; call: OptionsCall };
  }
}

export const kind: FilterKind<'options'> = {
  kind: 'options',
  name: (declared) => declared.param,
  field: ({ param, call }, { loaded, label }) => ({
    kind: 'select',
    name: param,
    label: label(param),
    options: (loaded[call] ?? []).map((option) => ({ value: String(option.value), label: option.label })),
  }),
  params: ({ param }, filters) => ({ [param]: textFilter(filters, param) }),
  words: () => [],
  optionsCall: (declared) => declared.call,
};

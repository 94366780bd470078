import { textFilter } from '../../../filterValues';
import type { FilterKind } from '../kind';

declare module '../kind' {
  interface FilterKinds<N extends PageNames> {
    /** A select of fixed values, labelled `<namespace>.options.<param>.<value>`. */
    select: { param: N['filter']; options: readonly string[] };
  }
}

export const kind: FilterKind<'select'> = {
  kind: 'select',
  name: (declared) => declared.param,
  field: ({ param, options }, { t, namespace, label }) => ({
    kind: 'select',
    name: param,
    label: label(param),
    options: options.map((value) => ({ value, label: t(`${namespace}.options.${param}.${value}`) })),
  }),
  params: ({ param }, filters) => ({ [param]: textFilter(filters, param) }),
  words: ({ param, options }, namespace) => options.map((value) => `${namespace}.options.${param}.${value}`),
};

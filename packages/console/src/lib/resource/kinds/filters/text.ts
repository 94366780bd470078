import { textFilter } from '../../../filterValues';
import type { FilterKind } from '../kind';

declare module '../kind' {
  interface FilterKinds<N extends PageNames> {
    /** A text box; its placeholder is the optional `<namespace>.placeholders.<param>`. */
    text: { param: N['filter'] };
  }
}

export const kind: FilterKind<'text'> = {
  kind: 'text',
  name: (declared) => declared.param,
  field: ({ param }, { t, namespace, label }) => {
    const placeholder = `${namespace}.placeholders.${param}`;
    return {
      kind: 'text',
      name: param,
      label: label(param),
      ...(t(placeholder, { defaultValue: '' }) && { placeholder: t(placeholder) }),
    };
  },
  params: ({ param }, filters) => ({ [param]: textFilter(filters, param) }),
  words: () => [],
};

import { flagFilter } from '../../../filterValues';
import type { FilterKind } from '../kind';

declare module '../kind' {
  interface FilterKinds<N extends PageNames> {
    /** The spec's enabled flag as a select of 启用 / 禁用. */
    flag: { param: N['filter'] };
  }
}

export const kind: FilterKind<'flag'> = {
  kind: 'flag',
  name: (declared) => declared.param,
  field: ({ param }, { t, label }) => ({
    kind: 'select',
    name: param,
    label: label(param),
    options: [
      { value: '1', label: t('common.enabled') },
      { value: '0', label: t('common.disabled') },
    ],
  }),
  params: ({ param }, filters) => ({ [param]: flagFilter(filters, param) }),
  words: () => [],
};

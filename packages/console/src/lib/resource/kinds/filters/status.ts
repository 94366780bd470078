import { statusFlows, type StatusFlowName } from '@vending/contract/statusFlows';
import { textFilter } from '../../../filterValues';
import { flowWords } from '../flowWords';
import type { FilterKind } from '../kind';

declare module '../kind' {
  interface FilterKinds<N extends PageNames> {
    /** A flow's states as a select; the value sent is the state's number. */
    status: { param: N['filter']; flow: StatusFlowName };
  }
}

export const kind: FilterKind<'status'> = {
  kind: 'status',
  name: (declared) => declared.param,
  field: ({ param, flow }, { t, label }) => {
    const values: Record<string, number> = statusFlows[flow].values;
    return {
      kind: 'select',
      name: param,
      label: label(param),
      options: Object.entries(values).map(([state, value]) => ({
        value: String(value),
        label: t(`flows.${flow}.states.${state}`),
      })),
    };
  },
  params: ({ param }, filters) => ({ [param]: textFilter(filters, param) }),
  words: (declared) => flowWords(declared.flow),
};

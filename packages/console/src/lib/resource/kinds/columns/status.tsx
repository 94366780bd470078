import { stateOf, statusFlows, type StatusFlowName } from '@vending/contract/statusFlows';
import { statusColumn, type TagTone } from '@vending/ui';
import { flowTones } from '../../flowTones';
import { fieldColumn, type ColumnKind } from '../kind';
import { flowWords } from '../flowWords';

declare module '../kind' {
  interface ColumnKinds<N extends PageNames> {
    /** A flow's state (the field holds its number) as a coloured tag in words. */
    status: { field: N['number']; flow: StatusFlowName } & ColumnLayout;
  }
}

export const kind: ColumnKind<'status'> = {
  kind: 'status',
  column: (declared, page) => {
    const { field, flow } = declared;
    return statusColumn({
      ...fieldColumn(declared, page),
      status: (row) => {
        const state = stateOf(statusFlows[flow], row[field] as number);
        if (state === undefined) return null;
        const tones: Record<string, TagTone> = flowTones[flow];
        return { state, tone: tones[state] ?? 'neutral', label: page.t(`flows.${flow}.states.${state}`) };
      },
    });
  },
  words: (declared) => flowWords(declared.flow),
};

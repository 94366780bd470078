import { stateOf, statusFlows, type StatusFlowName } from '@vending/contract/statusFlows';
import { StatusTag, statusColumn, type TagTone, type StatusTagProps } from '@vending/ui';
import { flowTones } from '../../flowTones';
import { fieldColumn, type AnyRow, type ColumnKind, type DeclaredColumn, type PageContext } from '../kind';
import { flowWords } from '../flowWords';

declare module '../kind' {
  interface ColumnKinds<N extends PageNames> {
    /** A flow's state (the field holds its number) as a coloured tag in words. */
    status: { field: N['number']; flow: StatusFlowName } & ColumnLayout;
  }
}

/** The row's state as a tag's tone and words; null for a number the flow does not know. */
function statusOf(declared: DeclaredColumn<'status'>, row: AnyRow, page: PageContext): StatusTagProps | null {
  const { field, flow } = declared;
  const state = stateOf(statusFlows[flow], row[field] as number);
  if (state === undefined) return null;
  const tones: Record<string, TagTone> = flowTones[flow];
  return { state, tone: tones[state] ?? 'neutral', label: page.t(`flows.${flow}.states.${state}`) };
}

export const kind: ColumnKind<'status'> = {
  kind: 'status',
  column: (declared, page) =>
    statusColumn({ ...fieldColumn(declared, page), status: (row) => statusOf(declared, row, page) }),
  value: (declared, record, page) => {
    const status = statusOf(declared, record, page);
    return status ? <StatusTag {...status} /> : null;
  },
  words: (declared) => flowWords(declared.flow),
};

import {
  stateOf,
  statusFlows,
  type FlowAction,
  type FlowInput,
  type StatusFlowName,
} from '@vending/contract/statusFlows';
import { flowTones } from '../../flowTones';
import { LazyResourceFormDialog as ResourceFormDialog } from '../../LazyResourceFormDialog';
import { flowWords } from '../flowWords';
import type { ActionKind, OfRow } from '../kind';

type FlowActions<Flow extends StatusFlowName> = (typeof statusFlows)[Flow]['actions'];

declare module '../kind' {
  interface ActionKinds<N extends PageNames> {
    /**
     * A status flow's action: offered only on rows whose state allows it; asks for
     * confirmation, or for what the action needs (a reason, a text), then sends the row id, the
     * action and those to the flow's transition call. Its label is the flow's word for the action.
     */
    transition: {
      [Flow in StatusFlowName]: {
        flow: Flow;
        action: keyof FlowActions<Flow> & string;
        /** The row field holding the state's number. */
        statusField: N['number'];
        call: N['transitCall'];
        /** Inputs asked for besides what the action needs, left optional (an interview's note). */
        optional?: readonly FlowInput[];
        /** What the dialog or the confirmation says the action is about (a refund's amount). */
        summary?: OfRow<N['row'], string>;
        /** Rows the state allows it on yet another action serves (a stuck order's resolution): not offered there. */
        unlessRow?: { of(row: N['row']): boolean }['of'];
      };
    }[StatusFlowName];
  }
}

/** A flow's action by name. */
export function flowStep(flow: StatusFlowName, action: string): FlowAction<string> {
  const actions: Record<string, FlowAction<string>> = statusFlows[flow].actions;
  const step = actions[action];
  if (!step) throw new Error(`The ${flow} flow has no action ${action}.`);
  return step;
}

/** What the action's dialog asks for: what it needs (required), then its optional inputs. */
export function flowInputs(flow: StatusFlowName, action: string, optional: readonly FlowInput[] = []) {
  const needs = flowStep(flow, action).needs;
  return [
    ...needs.map((input) => ({ input, required: true })),
    ...optional.filter((input) => !needs.includes(input)).map((input) => ({ input, required: false })),
  ];
}

/** Whether a record in the given state number may take the action. */
export function flowAllows(flow: StatusFlowName, action: string, stateNumber: number): boolean {
  const state = stateOf(statusFlows[flow], stateNumber);
  return state !== undefined && flowStep(flow, action).from.includes(state);
}

/** Whether the action leads to a state shown as a loss (its confirmation is red). */
export function flowActionIsDanger(flow: StatusFlowName, action: string): boolean {
  const tones: Record<string, string> = flowTones[flow];
  const tone = tones[flowStep(flow, action).to];
  return tone === 'danger' || tone === 'neutral';
}

export const kind: ActionKind<'transition'> = {
  opens: 'transition',
  label: (declared, { t }) => t(`flows.${declared.flow}.actions.${declared.action}`),
  offered: (declared, row) =>
    flowAllows(declared.flow, declared.action, row[declared.statusField] as number) &&
    !(declared.unlessRow?.(row) ?? false),
  select: (declared, row, page) => {
    const { t, namespace: ns, rowId } = page;
    const { flow, action, call } = declared;
    const label = t(`flows.${flow}.actions.${action}`);
    const inputs = flowInputs(flow, action, declared.optional);
    if (inputs.length === 0) {
      page
        .confirmedCall({
          title: t('flows.confirmAction', { action: label, name: page.labelOf(row) }),
          description: declared.summary?.(row, page),
          variant: flowActionIsDanger(flow, action) ? 'danger' : 'default',
          call,
          request: { [rowId]: row[rowId], action },
          done: t(`flows.${flow}.done.${action}`),
        })
        .then((done) => done && page.reload())
        // The HTTP client or the refusal said why; the row stays as it was.
        .catch(() => undefined);
      return;
    }
    page.open(({ close, saved }) => (
      <ResourceFormDialog
        namespace={ns}
        open
        title={label}
        description={[page.labelOf(row), declared.summary?.(row, page)].filter(Boolean).join(' · ')}
        call={call}
        fields={inputs.map(({ input, required }) => ({
          name: input,
          control: input === 'time' ? 'dateTime' : 'textarea',
          label: `flows.inputs.${input}`,
          required,
        }))}
        fixedParams={{ [rowId]: row[rowId], action }}
        onClose={close}
        onSaved={() => saved(t(`flows.${flow}.done.${action}`))}
      />
    ));
  },
  words: (declared) => [`flows.${declared.flow}.actions.${declared.action}`, ...flowWords(declared.flow)],
};

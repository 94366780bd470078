import type { statusFlows } from '@vending/contract/statusFlows';
import { type StatusFlowName } from '@vending/contract/statusFlows';
import { Button } from '@vending/ui';
import type { ReactNode } from 'react';
import { useFlowAction } from '../../useFlowAction';
import { flowActionIsDanger } from '../actions/transition';
import { flowWords } from '../flowWords';
import type { SectionKind } from '../kind';

type FlowActionName<Flow extends StatusFlowName> = keyof (typeof statusFlows)[Flow]['actions'] & string;

declare module '../kind' {
  interface SectionKinds<N extends PageNames> {
    /**
     * The buttons of a status flow's actions that the record's state allows (the first one
     * primary, a danger one red): each asks for confirmation or for what it needs, sends the
     * record's id and the action to the flow's call, then reads the record again.
     */
    flowActions: {
      [Flow in StatusFlowName]: {
        flow: Flow;
        actions: readonly FlowActionName<Flow>[];
        call: N['transitCall'];
        /** The record's id field, sent as the call's parameter of that name. */
        idField: N['id'];
        /** The record's field holding the state's number, and the one naming it. */
        statusField: N['number'];
        nameField: N['label'];
        /** `<namespace>.<key>` (with the record's fields) as a confirmation's title, by action. */
        confirmTitles?: Partial<Record<FlowActionName<Flow>, string>>;
        /** More buttons beside them (a refund, which is not a move of the flow). */
        extra?: { of(record: N['row'], page: DetailRuntime): ReactNode }['of'];
      };
    }[StatusFlowName];
  }
}

export const kind: SectionKind<'flowActions'> = {
  kind: 'flowActions',
  Section: function FlowActions({ declared, record, page }) {
    const { flow, actions, call, idField, statusField, nameField, confirmTitles, extra } = declared;
    const titles: Partial<Record<string, string>> = confirmTitles ?? {};
    const flowActions = useFlowAction({
      flow,
      call,
      id: { [idField]: record[idField] },
      state: record[statusField] as number,
      name: String(record[nameField]),
      namespace: page.namespace,
      confirmTitle: (action) => {
        const key = titles[action];
        return key === undefined ? undefined : page.t(`${page.namespace}.${key}`, record);
      },
      done: page.reload,
    });
    const allowed = actions.filter((action) => flowActions.allows(action));
    return (
      // Empty (nothing allowed, no extra button drawn) it takes no room.
      <div className="flex flex-wrap gap-3 empty:hidden">
        {allowed.map((action, index) => (
          <Button
            key={action}
            variant={flowActionIsDanger(flow, action) ? 'danger' : index === 0 ? 'primary' : 'default'}
            onClick={() => flowActions.start(action)}
          >
            {flowActions.label(action)}
          </Button>
        ))}
        {extra?.(record, page)}
        {flowActions.dialogs}
      </div>
    );
  },
  words: (declared, namespace) => [
    ...flowWords(declared.flow),
    ...Object.values<string | undefined>(declared.confirmTitles ?? {}).flatMap((key) =>
      key === undefined ? [] : [`${namespace}.${key}`],
    ),
  ],
};

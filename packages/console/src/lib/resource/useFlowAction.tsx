import type { EndpointName } from '@vending/contract';
import type { StatusFlowName } from '@vending/contract/statusFlows';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { flowActionIsDanger, flowAllows, flowInputs } from './kinds/actions/transition';
import { LazyResourceFormDialog as ResourceFormDialog } from './LazyResourceFormDialog';
import { useConfirmedCall } from './useConfirmedCall';
// The flows' words come with the modules that show a flow.
import '../../i18n/flowWords';
import { lazyMessage } from '../toasts';

export interface FlowActionTarget {
  flow: StatusFlowName;
  /** The flow's transition call; it takes the record's id and the action. */
  call: EndpointName;
  /** The record's id as the call takes it (`{ orderId: 12 }`). */
  id: Record<string, unknown>;
  /** The record's state number. */
  state: number;
  /** Names the record in the confirmation and the dialog (an order's number). */
  name: string;
  /** The language files' section of the page (a dialog's field words). */
  namespace: string;
  /** A confirmation's title other than the flow's (`flows.confirmAction`), by action. */
  confirmTitle?: (action: string) => string | undefined;
  /** After the record moved: read it again. */
  done: () => void;
}

/**
 * A status flow's actions on one record, as a list page's `transition` kind offers them on a
 * row: `allows` says whether the record's state allows an action; `start` asks for confirmation
 * and sends it, or opens a dialog asking for what the action needs (a reason, a text); the
 * page renders `dialogs` once. Detail pages use it beside their record.
 */
export function useFlowAction(target: FlowActionTarget): {
  allows: (action: string) => boolean;
  label: (action: string) => string;
  start: (action: string) => void;
  dialogs: ReactNode;
} {
  const { t } = useTranslation();
  const { confirmedCall, confirmDialog } = useConfirmedCall();
  const [asking, setAsking] = useState<string | null>(null);
  const { flow, call, id, state, name, namespace, confirmTitle, done } = target;
  const label = useCallback((action: string) => t(`flows.${flow}.actions.${action}`), [flow, t]);
  /** What the toast says once the action is done, in the flow's own words (Approved). */
  const doneWords = (action: string) => t(`flows.${flow}.done.${action}`);

  const start = (action: string) => {
    if (flowInputs(flow, action).length > 0) {
      setAsking(action);
      return;
    }
    confirmedCall({
      title: confirmTitle?.(action) ?? t('flows.confirmAction', { action: label(action), name }),
      variant: flowActionIsDanger(flow, action) ? 'danger' : 'default',
      call,
      request: { ...id, action },
      done: doneWords(action),
    })
      .then((moved) => moved && done())
      // requireSuccess or the HTTP client said why; the record stays as shown.
      .catch(() => undefined);
  };

  return {
    allows: (action) => flowAllows(flow, action, state),
    label,
    start,
    dialogs: (
      <>
        {asking ? (
          <ResourceFormDialog
            namespace={namespace}
            open
            title={label(asking)}
            description={name}
            call={call}
            fields={flowInputs(flow, asking).map(({ input, required }) => ({
              name: input,
              control: input === 'time' ? 'dateTime' : 'textarea',
              label: `flows.inputs.${input}`,
              required,
            }))}
            fixedParams={{ ...id, action: asking }}
            onClose={() => setAsking(null)}
            onSaved={() => {
              setAsking(null);
              lazyMessage.success(doneWords(asking));
              done();
            }}
          />
        ) : null}
        {confirmDialog}
      </>
    ),
  };
}

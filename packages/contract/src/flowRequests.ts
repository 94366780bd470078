import { z } from 'zod';
import { recordId } from './fields';
import type { FlowInput, StatusFlow } from './statusFlows';
import { instant, textParam } from './wire';

/** How each input of a transition travels and is checked. */
const flowInputs = {
  reason: textParam(200),
  time: instant,
  text: textParam(2000),
} satisfies Record<FlowInput, z.ZodType>;

/**
 * The request of a flow's transition call: the record's id under its own name, the action
 * (one of the flow's), and what that action needs — a missing need is refused naming it.
 * Whether the record's current state allows the action is the server's check.
 */
export function flowTransitionRequest<const IdParam extends string, Action extends string>(
  flow: StatusFlow<string, Action>,
  idParam: IdParam,
) {
  const actions = Object.keys(flow.actions) as [Action, ...Action[]];
  return z
    .strictObject({
      ...({ [idParam]: recordId } as Record<IdParam, typeof recordId>),
      action: z.enum(actions),
      reason: flowInputs.reason.optional(),
      time: flowInputs.time.optional(),
      text: flowInputs.text.optional(),
    })
    .superRefine((request, context) => {
      const values = request as Record<string, unknown>;
      for (const need of flow.actions[values['action'] as Action].needs) {
        if (values[need] === undefined)
          context.addIssue({ code: 'custom', path: [need], message: 'must not be empty' });
      }
    });
}

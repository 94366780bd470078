import type { MenuKey } from './menu';

/*
 * Status flows, each declared once: its states and the number each is stored and sent as,
 * the actions staff take, which states each starts from and leads to, what it must carry,
 * and the page whose permission it takes. The server enforces transitions from these
 * declarations; the console draws the status tag, the filter options and the row actions
 * from them. Transitions that happen by themselves (a payment, a scheduled push) are not
 * staff actions and are not listed.
 */

/** What a transition must carry besides the record's id. */
export type FlowInput =
  /** Why (a rejection, a cancellation, a refund); shown in the record's history. */
  | 'reason'
  /** When (an interview). */
  | 'time'
  /** A message to the person concerned (a reply to feedback). */
  | 'text';

export interface FlowAction<State extends string> {
  from: readonly State[];
  to: State;
  needs: readonly FlowInput[];
}

export interface StatusFlow<State extends string = string, Action extends string = string> {
  /** The number each state is stored and sent as. */
  values: Readonly<Record<State, number>>;
  actions: Readonly<Record<Action, FlowAction<State>>>;
  /** The page whose permission every transition of this flow takes. */
  menu: MenuKey;
}

/**
 * States are taken from `values` only, so an action naming a state the flow lacks fails to
 * compile; the actions keep their literal types (what each needs included).
 */
function statusFlow<
  const State extends string,
  const Actions extends Readonly<Record<string, FlowAction<NoInfer<State>>>>,
>(flow: { values: Readonly<Record<State, number>>; actions: Actions; menu: MenuKey }) {
  return flow;
}

/** A franchise application: applying → interview → passed, or rejected from applying or interview. */
export const agentApplicationFlow = statusFlow({
  values: { applying: 1, interview: 2, passed: 3, rejected: 4 },
  actions: {
    scheduleInterview: { from: ['applying'], to: 'interview', needs: ['time'] },
    approve: { from: ['interview'], to: 'passed', needs: [] },
    reject: { from: ['applying', 'interview'], to: 'rejected', needs: ['reason'] },
  },
  menu: '加盟申请列表',
});

/** A tester application: applying → passed or rejected. */
export const testerApplicationFlow = statusFlow({
  values: { applying: 1, passed: 2, rejected: 3 },
  actions: {
    approve: { from: ['applying'], to: 'passed', needs: [] },
    reject: { from: ['applying'], to: 'rejected', needs: ['reason'] },
  },
  menu: '测试员申请列表',
});

/** Feedback: pending → replied → closed; a replied one may be answered again, either may be closed. */
export const feedbackFlow = statusFlow({
  values: { pending: 1, replied: 2, closed: 3 },
  actions: {
    reply: { from: ['pending', 'replied'], to: 'replied', needs: ['text'] },
    close: { from: ['pending', 'replied'], to: 'closed', needs: [] },
  },
  menu: '反馈列表',
});

/** A recharge: pending → succeeded or failed by the payment provider; staff refund a success. */
export const rechargeFlow = statusFlow({
  values: { pending: 1, succeeded: 2, failed: 3, refunded: 4 },
  actions: {
    refund: { from: ['succeeded'], to: 'refunded', needs: ['reason'] },
  },
  menu: '充值列表',
});

/** An order: unpaid → processing (paid) → completed; cancelled from unpaid or processing. */
export const orderFlow = statusFlow({
  values: { unpaid: 1, processing: 2, completed: 3, cancelled: 4 },
  actions: {
    complete: { from: ['processing'], to: 'completed', needs: [] },
    cancel: { from: ['unpaid', 'processing'], to: 'cancelled', needs: ['reason'] },
  },
  menu: '订单列表',
});

/** An agent's withdrawal: under review → passed or rejected. */
export const withdrawalFlow = statusFlow({
  values: { underReview: 1, passed: 2, rejected: 3 },
  actions: {
    approve: { from: ['underReview'], to: 'passed', needs: [] },
    reject: { from: ['underReview'], to: 'rejected', needs: ['reason'] },
  },
  menu: '提现记录',
});

/** An activity push: scheduled → sent (by the scheduler) or cancelled by staff. */
export const activityFlow = statusFlow({
  values: { scheduled: 1, sent: 2, cancelled: 3 },
  actions: {
    cancel: { from: ['scheduled'], to: 'cancelled', needs: [] },
  },
  menu: '活动列表',
});

/**
 * A replenishment plan (补货计划): planned → loading when staff start loading the van; it is
 * done by itself once every device of it has sent its stock report (device API), so `done`
 * is no staff action.
 */
export const replenishmentPlanFlow = statusFlow({
  values: { planned: 1, loading: 2, done: 3 },
  actions: {
    startLoading: { from: ['planned'], to: 'loading', needs: [] },
  },
  menu: '补货计划',
});

export const statusFlows = {
  agentApplication: agentApplicationFlow,
  testerApplication: testerApplicationFlow,
  feedback: feedbackFlow,
  recharge: rechargeFlow,
  order: orderFlow,
  withdrawal: withdrawalFlow,
  activity: activityFlow,
  replenishmentPlan: replenishmentPlanFlow,
} as const;
export type StatusFlowName = keyof typeof statusFlows;

type StateOf<Flow> = Flow extends StatusFlow<infer State, string> ? State : never;
type ActionOf<Flow> = Flow extends StatusFlow<string, infer Action> ? Action : never;

/** The state a stored number stands for; undefined for a number the flow does not have. */
export function stateOf<Flow extends StatusFlow>(flow: Flow, value: number): StateOf<Flow> | undefined {
  return (Object.keys(flow.values) as StateOf<Flow>[]).find((state) => flow.values[state] === value);
}

/** The actions staff may take on a record in this state. */
export function actionsFrom<Flow extends StatusFlow>(flow: Flow, state: StateOf<Flow>): ActionOf<Flow>[] {
  return (Object.keys(flow.actions) as ActionOf<Flow>[]).filter((action) =>
    (flow.actions[action] as FlowAction<string>).from.includes(state),
  );
}

/** Where an action leads from a state, or null when the flow does not allow it from there. */
export function transition<Flow extends StatusFlow>(
  flow: Flow,
  from: StateOf<Flow>,
  action: ActionOf<Flow>,
): StateOf<Flow> | null {
  const step = flow.actions[action] as FlowAction<StateOf<Flow>> | undefined;
  return step && step.from.includes(from) ? step.to : null;
}

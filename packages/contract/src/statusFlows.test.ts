import { describe, expect, it } from 'vitest';
import { flowTransitionRequest } from './flowRequests';
import { actionsFrom, stateOf, statusFlows, transition, type StatusFlow } from './statusFlows';

/** Every move staff may make, per flow, as `from → to`: the flows must allow these and nothing else. */
const allowedMoves: Record<keyof typeof statusFlows, string[]> = {
  agentApplication: ['applying → interview', 'interview → passed', 'applying → rejected', 'interview → rejected'],
  testerApplication: ['applying → passed', 'applying → rejected'],
  feedback: ['pending → replied', 'replied → replied', 'pending → closed', 'replied → closed'],
  recharge: ['succeeded → refunded'],
  order: ['processing → completed', 'unpaid → cancelled', 'processing → cancelled'],
  withdrawal: ['underReview → passed', 'underReview → rejected'],
  activity: ['scheduled → cancelled'],
  replenishmentPlan: ['planned → loading'],
};

describe.each(Object.entries(statusFlows) as [keyof typeof statusFlows, StatusFlow][])('%s flow', (name, flow) => {
  const states = Object.keys(flow.values);

  it('gives every state its own number', () => {
    const numbers = Object.values(flow.values);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const state of states) expect(stateOf(flow, flow.values[state]!)).toBe(state);
    expect(stateOf(flow, 99)).toBeUndefined();
  });

  it('allows exactly the declared moves, walking every pair of states', () => {
    const walked: string[] = [];
    for (const from of states) {
      for (const to of states) {
        const actions = actionsFrom(flow, from).filter((action) => transition(flow, from, action) === to);
        if (actions.length > 0) walked.push(`${from} → ${to}`);
      }
    }
    expect(walked.sort()).toEqual([...allowedMoves[name]].sort());
  });

  it('refuses every action from a state it does not start from', () => {
    for (const from of states) {
      for (const action of Object.keys(flow.actions)) {
        const step = flow.actions[action]!;
        expect(transition(flow, from, action)).toBe(step.from.includes(from) ? step.to : null);
      }
    }
  });
});

describe('a transition request', () => {
  const request = flowTransitionRequest(statusFlows.agentApplication, 'applicationId');

  it('takes the id, an action of the flow and what the action needs', () => {
    expect(
      request.parse({ applicationId: '7', action: 'scheduleInterview', time: '2026-12-01T02:00:00.000Z' }),
    ).toEqual({ applicationId: 7, action: 'scheduleInterview', time: '2026-12-01T02:00:00.000Z' });
    expect(request.parse({ applicationId: 7, action: 'approve' })).toEqual({ applicationId: 7, action: 'approve' });
  });

  it.each([
    [{ applicationId: 7, action: 'reject' }, 'reason'],
    [{ applicationId: 7, action: 'scheduleInterview' }, 'time'],
    [{ applicationId: 7, action: 'refund' }, 'action'],
    [{ action: 'approve' }, 'applicationId'],
    [{ applicationId: 7, action: 'approve', note: 'x' }, ''],
  ])('refuses %o naming %s', (input, field) => {
    const result = request.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(field);
  });
});

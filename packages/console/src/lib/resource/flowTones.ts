import type { StatusFlowName, statusFlows } from '@vending/contract/statusFlows';
import type { TagTone } from '@vending/ui';

type StatesOf<Name extends StatusFlowName> = keyof (typeof statusFlows)[Name]['values'];

/**
 * Each state's colour, flow by flow: waiting states in the warning hue, work under way in the
 * primary one, good ends green, refused or failed ends red, withdrawn ends neutral.
 */
export const flowTones: { [Name in StatusFlowName]: Record<StatesOf<Name>, TagTone> } = {
  agentApplication: { applying: 'primary', interview: 'warning', passed: 'success', rejected: 'danger' },
  testerApplication: { applying: 'primary', passed: 'success', rejected: 'danger' },
  feedback: { pending: 'warning', replied: 'primary', closed: 'neutral' },
  recharge: { pending: 'warning', succeeded: 'success', failed: 'danger', refunded: 'neutral' },
  order: { unpaid: 'warning', processing: 'primary', completed: 'success', cancelled: 'neutral' },
  withdrawal: { underReview: 'warning', passed: 'success', rejected: 'danger' },
  activity: { scheduled: 'warning', sent: 'success', cancelled: 'neutral' },
  replenishmentPlan: { planned: 'warning', loading: 'primary', done: 'success' },
};

import { statusFlows, type StatusFlowName } from '@vending/contract/statusFlows';
// The flows' words come with the modules that show a flow.
import '../../../i18n/flowWords';

/** Every state and action of a flow a page draws (a tag, a filter option, a row action). */
export function flowWords(flow: StatusFlowName): string[] {
  return [
    ...Object.keys(statusFlows[flow].values).map((state) => `flows.${flow}.states.${state}`),
    ...Object.keys(statusFlows[flow].actions).map((action) => `flows.${flow}.actions.${action}`),
  ];
}

import type { EndpointName, EndpointRoute, Endpoints } from '@vending/contract';
import { endpointRoutes } from './endpointRoutes';

/**
 * How a call travels, without its schemas: the transport sends with this, so a page loads
 * only the schemas its answers are read with (answers.ts), not every group's. The table is
 * generated from the contract (`npm run routes`); a call missing from it (a stale table) and
 * an answer without a console reader load the whole contract, as before.
 */

export type EndpointRoutes = Partial<Record<EndpointName, EndpointRoute>>;

let contract: Promise<Endpoints> | null = null;
let loadedContract: Endpoints | null = null;

/** The whole contract's endpoints, loaded once (a failed load is tried again by the next call). */
export function loadContract(): Promise<Endpoints> {
  contract ??= import('@vending/contract').then(
    ({ endpoints }) => (loadedContract = endpoints),
    (error: unknown) => {
      contract = null;
      throw error;
    },
  );
  return contract;
}

/** The contract's endpoints if they have been loaded. */
export function contractIfLoaded(): Endpoints | null {
  return loadedContract;
}

/**
 * The route of a call, ready to send: from the table, or from the contract. `needsContract`
 * (an answer the console has no reader for) loads the contract first, so that its schema is
 * there when the answer arrives.
 */
export async function prepareRoute(name: EndpointName, needsContract: boolean): Promise<EndpointRoute> {
  const route = endpointRoutes[name];
  if (route && (!needsContract || route.file)) return route;
  const endpoints = await loadContract();
  return route ?? (endpoints[name] as EndpointRoute);
}

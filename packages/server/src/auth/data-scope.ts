import { SUPER_ADMINISTRATOR_TYPE } from '@vending/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Transaction } from '../lists/transition';
import { managers } from '../modules/administrators/tables';
import { managerRoles, roles, roleScopeTargets } from '../modules/roles/tables';

/**
 * The rows an administrator may see and change (docs/SPECIFICATION.md §6). `all`: every row.
 * `limited`: a device is in scope when its region, its merchant, its merchant's agent or the
 * device itself is listed; an order, share, alarm… through its device, agent or merchant.
 * Empty lists mean no row at all (an ordinary administrator holding no role, or only an
 * `own_agent` role without an agent).
 */
export type DataScope =
  | { readonly kind: 'all' }
  | {
      readonly kind: 'limited';
      readonly regionIds: readonly number[];
      readonly agentIds: readonly number[];
      readonly merchantIds: readonly number[];
      readonly deviceIds: readonly number[];
    };

export const ALL_DATA: DataScope = Object.freeze({ kind: 'all' });

/**
 * The union of the scopes of the roles an administrator holds: a super administrator, or a
 * holder of any role whose scope is `all`, sees everything; otherwise the custom roles'
 * targets, plus the administrator's own agent for an `own_agent` role. One query.
 */
export async function resolveDataScope(db: Database | Transaction, managerId: number): Promise<DataScope> {
  const rows = await db
    .select({
      managerType: managers.managerType,
      agentId: managers.agentId,
      dataScope: roles.dataScope,
      dimension: roleScopeTargets.dimension,
      targetId: roleScopeTargets.targetId,
    })
    .from(managers)
    .leftJoin(managerRoles, eq(managerRoles.managerId, managers.id))
    .leftJoin(roles, eq(roles.id, managerRoles.roleId))
    .leftJoin(roleScopeTargets, and(eq(roleScopeTargets.roleId, roles.id), eq(roles.dataScope, 'custom')))
    .where(eq(managers.id, managerId));
  if (rows.some((row) => row.managerType === SUPER_ADMINISTRATOR_TYPE || row.dataScope === 'all')) return ALL_DATA;
  const ids = {
    region: new Set<number>(),
    agent: new Set<number>(),
    merchant: new Set<number>(),
    device: new Set<number>(),
  };
  for (const row of rows) {
    if (row.dataScope === 'own_agent' && row.agentId !== null) ids.agent.add(row.agentId);
    if (row.dimension && row.targetId !== null) ids[row.dimension].add(row.targetId);
  }
  const sorted = (set: Set<number>) => Object.freeze([...set].sort((a, b) => a - b));
  return Object.freeze({
    kind: 'limited',
    regionIds: sorted(ids.region),
    agentIds: sorted(ids.agent),
    merchantIds: sorted(ids.merchant),
    deviceIds: sorted(ids.device),
  });
}

/**
 * Whether `outer` holds every row `inner` does, judged by what each lists (as a role's
 * widening is): every row covers anything; a limited scope covers another limited scope whose
 * regions, agents, merchants and devices it lists too, and never every row.
 */
export function scopeCovers(outer: DataScope, inner: DataScope): boolean {
  if (outer.kind === 'all') return true;
  if (inner.kind === 'all') return false;
  const within = (listed: readonly number[], wanted: readonly number[]) => wanted.every((id) => listed.includes(id));
  return (
    within(outer.regionIds, inner.regionIds) &&
    within(outer.agentIds, inner.agentIds) &&
    within(outer.merchantIds, inner.merchantIds) &&
    within(outer.deviceIds, inner.deviceIds)
  );
}

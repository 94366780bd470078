import { ResultCode } from '@vending/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DataScope } from '../../auth/data-scope';
import { agentsInScope, isInScope } from '../../auth/scope';
import type { SessionManager } from '../../auth/sessions';
import type { Database } from '../../db/database';
import { coded, failure } from '../../http/envelope';
import type { Transaction } from '../../lists/transition';
import type { AdministratorRoles } from '../administrators';
import { AgentMessages, agents } from '../agents';
import { contentsOf, holdingOf, isWiderThan, RoleMessages } from './handlers';
import { heldPagesOfMany, setPersonalPages } from './held';
import { menuTreeOf, permittedPages } from './menu-tree';
import { managerRoles, roles } from './tables';

/*
 * What the administrators' page (modules/administrators/handlers.ts) asks of roles and agents:
 * both build on administrators (its accounts, `usernameOf`), so administrators cannot import
 * them; app.ts hands these in.
 */

type Refusal = ReturnType<typeof failure> | ReturnType<typeof coded>;

/** The refusal of an agent outside the caller's scope (it does not exist, to the caller); undefined when in scope. */
export async function agentOutOfScope(db: Database, scope: DataScope, agentId: number): Promise<Refusal | undefined> {
  return (await isInScope(db, agents, eq(agents.id, agentId), agentsInScope(scope, agents.id)))
    ? undefined
    : failure(AgentMessages.AGENT_NOT_FOUND, 'agentId');
}

/**
 * Whether the caller may link an account to the agent (代理商账号), which then holds the preset
 * role 代理商: the agent must exist in the caller's scope (else it is not found, as everywhere),
 * and the role, as that account would hold it (its pages, the rows of that one agent), must be
 * no wider than the caller's own pages and rows, as for any role granted. Answers the preset's id.
 */
export async function agentLink(
  db: Database,
  caller: SessionManager,
  scope: DataScope,
  agentId: number,
): Promise<{ roleId: number } | Refusal> {
  const outside = await agentOutOfScope(db, scope, agentId);
  if (outside) return outside;
  const [preset] = await db.select({ roleId: roles.id }).from(roles).where(eq(roles.presetKey, 'agent'));
  if (!preset) return failure(RoleMessages.ROLE_NOT_FOUND, 'agentId');
  const { pages } = (await contentsOf(db, [preset.roleId]))(preset.roleId);
  const asHeld = { dataScope: 'custom' as const, pages, targets: [{ dimension: 'agent' as const, targetId: agentId }] };
  if (isWiderThan(asHeld, await holdingOf(db, caller, scope))) {
    return coded(ResultCode.NO_PERMISSION, RoleMessages.ROLE_WIDER);
  }
  return preset;
}

/** Grants the administrator the role (already held: nothing changes). */
export async function grantRole(tx: Transaction, managerId: number, roleId: number): Promise<void> {
  await tx.insert(managerRoles).values({ managerId, roleId }).onConflictDoNothing();
}

/** The ids of the roles an administrator holds, lowest first. */
export async function roleIdsOf(db: Database | Transaction, managerId: number): Promise<number[]> {
  const held = await db
    .select({ roleId: managerRoles.roleId })
    .from(managerRoles)
    .where(eq(managerRoles.managerId, managerId))
    .orderBy(asc(managerRoles.roleId));
  return held.map((row) => row.roleId);
}

/**
 * Why the caller may not hand out these roles (distinct ids): one does not exist, or one is
 * wider than what the caller holds, pages or rows; undefined when it may.
 */
export async function refuseRoles(
  db: Database,
  caller: SessionManager,
  scope: DataScope,
  wanted: readonly number[],
): Promise<Refusal | undefined> {
  const found =
    wanted.length === 0
      ? []
      : await db
          .select({ roleId: roles.id, dataScope: roles.dataScope })
          .from(roles)
          .where(inArray(roles.id, [...wanted]));
  if (found.length !== wanted.length) return failure(RoleMessages.ROLE_NOT_FOUND, 'roleIds');
  // One cannot hand out more than one holds, pages nor rows.
  const holding = await holdingOf(db, caller, scope);
  const contentOf = await contentsOf(db, wanted);
  if (found.some((role) => isWiderThan({ dataScope: role.dataScope, ...contentOf(role.roleId) }, holding))) {
    return coded(ResultCode.NO_PERMISSION, RoleMessages.ROLE_WIDER);
  }
  return undefined;
}

/** The administrator holds exactly these roles from now on. */
export async function replaceRoles(tx: Transaction, managerId: number, wanted: readonly number[]): Promise<void> {
  await tx.delete(managerRoles).where(eq(managerRoles.managerId, managerId));
  if (wanted.length > 0) await tx.insert(managerRoles).values(wanted.map((roleId) => ({ managerId, roleId })));
}

/** All of it, as the administrators' page takes it. */
export const administratorRoles: AdministratorRoles = {
  permittedPages,
  menuTreeOf,
  heldPagesOfMany,
  setPersonalPages,
  agentLink,
  agentOutOfScope,
  grantRole,
  roleIdsOf,
  refuseRoles,
  replaceRoles,
};

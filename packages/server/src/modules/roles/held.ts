import { eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Transaction } from '../../lists/transition';
import { managers } from '../administrators';
import { managerRoles, rolePages, roles, type PageLevel } from './tables';

/** The pages an ordinary administrator holds, each at the highest level any of its roles gives it. */
export async function heldPageLevels(db: Database | Transaction, managerId: number): Promise<Map<string, PageLevel>> {
  const grants = await db
    .select({ interfaceName: rolePages.interfaceName, level: rolePages.level })
    .from(managerRoles)
    .innerJoin(rolePages, eq(rolePages.roleId, managerRoles.roleId))
    .where(eq(managerRoles.managerId, managerId));
  return highestLevels(grants);
}

/** Pages of several administrators at once: for a list of them. */
export async function heldPagesOfMany(
  db: Database | Transaction,
  managerIds: readonly number[],
): Promise<Map<number, Map<string, PageLevel>>> {
  const byManager = new Map<number, Map<string, PageLevel>>();
  if (managerIds.length === 0) return byManager;
  const grants = await db
    .select({ managerId: managerRoles.managerId, interfaceName: rolePages.interfaceName, level: rolePages.level })
    .from(managerRoles)
    .innerJoin(rolePages, eq(rolePages.roleId, managerRoles.roleId))
    .where(inArray(managerRoles.managerId, [...managerIds]));
  for (const managerId of managerIds) {
    byManager.set(managerId, highestLevels(grants.filter((grant) => grant.managerId === managerId)));
  }
  return byManager;
}

function highestLevels(grants: readonly { interfaceName: string; level: PageLevel }[]): Map<string, PageLevel> {
  const levels = new Map<string, PageLevel>();
  for (const { interfaceName, level } of grants) {
    if (level === 'manage' || !levels.has(interfaceName)) levels.set(interfaceName, level);
  }
  return levels;
}

/** The name of the role an administrator's pages were set directly into (the old per-administrator call). */
export const personalRoleName = (username: string) => `${username}的权限`;

/**
 * Sets an administrator's pages directly, as the per-administrator permission call did before
 * roles: the administrator then holds exactly its personal role, with these pages at 管理 and
 * every row. Kept so the old call (and whatever still uses it) answers what it always did.
 */
export async function setPersonalPages(
  tx: Transaction,
  managerId: number,
  interfaceNames: readonly string[],
  by: number | null,
  at: Date,
): Promise<void> {
  const [target] = await tx.select({ username: managers.username }).from(managers).where(eq(managers.id, managerId));
  if (!target) return;
  const name = personalRoleName(target.username);
  const [role] = await tx
    .insert(roles)
    .values({ name, description: '按管理员设置的页面', dataScope: 'all', updatedBy: by, updatedAt: at })
    .onConflictDoUpdate({ target: roles.name, set: { updatedBy: by, updatedAt: at } })
    .returning({ id: roles.id });
  if (!role) throw new Error(`Saving the role ${name} returned no row.`);
  await tx.delete(rolePages).where(eq(rolePages.roleId, role.id));
  const unique = [...new Set(interfaceNames)];
  if (unique.length > 0) {
    await tx
      .insert(rolePages)
      .values(unique.map((interfaceName) => ({ roleId: role.id, interfaceName, level: 'manage' as const })));
  }
  await tx.delete(managerRoles).where(eq(managerRoles.managerId, managerId));
  await tx.insert(managerRoles).values({ managerId, roleId: role.id });
}

/**
 * Whether the administrator (its id, a column or expression of the caller's query) holds the
 * preset role of this key, as a boolean SQL expression.
 */
export const holdsPreset = (managerId: SQLWrapper, presetKey: string): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${managerRoles} mr join ${roles} r on r.id = mr.role_id where mr.manager_id = ${managerId} and r.preset_key = ${presetKey})`;

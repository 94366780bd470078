import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { managers } from '../modules/administrators/tables';
import type { CreatedAccount } from '../modules/administrators/first-start';
import { agents, merchants } from '../modules/agents/tables';
import { OPERATOR_DEMO_REGION } from '../modules/equipment/demo-data';
import { devices, regions } from '../modules/equipment/tables';
import { personalRoleName } from '../modules/roles/held';
import { seedTrips } from '../modules/trips/demo-data';
import { managerRoles, roles, roleScopeTargets } from '../modules/roles/tables';

/**
 * The demo's data scopes, once the demo business exists: `operator` keeps its pages and holds
 * the preset 区域经理 scoped to one region (华东区: 9 of the 24 devices), so it sees that region
 * and what it carries; the agent account `agent` is linked to the first demo agent with devices
 * and holds the preset 代理商: its own business (docs/SPECIFICATION.md §6). Answers the account
 * created, with its password when it was generated (the first-start passwords file lists it
 * beside the others).
 */
export async function seedDemoAccounts(
  db: Database,
  passwords: { agent: string | undefined; restocker: string | undefined },
  now: Date,
  timeZone: string,
): Promise<CreatedAccount[]> {
  const [operator] = await db.select({ id: managers.id }).from(managers).where(eq(managers.username, 'operator'));
  const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.name, OPERATOR_DEMO_REGION));
  if (!operator || !region) return [];
  const [agent] = await db
    .select({ id: agents.id })
    .from(devices)
    .innerJoin(merchants, eq(merchants.id, devices.merchantId))
    .innerJoin(agents, eq(agents.id, merchants.agentId))
    .where(and(isNotNull(devices.merchantId), eq(agents.isFlag, 1)))
    .orderBy(asc(devices.id))
    .limit(1);
  if (!agent) return [];
  const password = passwords.agent ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const agentAccount = await db.transaction(async (tx) => {
    // operator: the preset 区域经理, its region chosen; its own pages (the first start's role)
    // limited to the same region, since any role of every row would open every row again.
    const [regionManager] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.presetKey, 'regionManager'));
    const [operatorRole] = await tx
      .update(roles)
      .set({ dataScope: 'custom', description: `${OPERATOR_DEMO_REGION}的运营（演示）：其页面，数据范围同区域经理` })
      .where(eq(roles.name, personalRoleName('operator')))
      .returning({ id: roles.id });
    if (!regionManager || !operatorRole)
      throw new Error('The demo operator needs the preset 区域经理 and its own role.');
    await tx.insert(roleScopeTargets).values([
      { roleId: regionManager.id, dimension: 'region', targetId: region.id },
      { roleId: operatorRole.id, dimension: 'region', targetId: region.id },
    ]);
    await tx.insert(managerRoles).values({ managerId: operator.id, roleId: regionManager.id });
    const [created] = await tx
      .insert(managers)
      .values({
        username: 'agent',
        realName: '代理商（演示）',
        agentId: agent.id,
        passwordHash,
        mustChangePassword: passwords.agent === undefined,
      })
      .returning({ id: managers.id });
    if (!created) throw new Error('Creating the demo agent account returned no row.');
    // agent: the preset 代理商 as it is (its scope: the agent its account is linked to).
    const [agentRole] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.presetKey, 'agent'));
    if (!agentRole) throw new Error('The demo agent account needs the preset 代理商.');
    await tx.insert(managerRoles).values({ managerId: created.id, roleId: agentRole.id });
    return [passwords.agent === undefined ? { username: 'agent', generatedPassword: password } : { username: 'agent' }];
  });
  return [...agentAccount, ...(await seedRestocker(db, passwords.restocker, region.id, now, timeZone))];
}

/**
 * The demo restocker `restocker`: holds the preset 补货员, whose scope the demo sets to the
 * operator's region (华东区), and has a trip for today over four machines there (trips/demo-data.ts).
 */
async function seedRestocker(
  db: Database,
  chosenPassword: string | undefined,
  regionId: number,
  now: Date,
  timeZone: string,
): Promise<CreatedAccount[]> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.presetKey, 'restocker'));
  if (!role) return [];
  const password = chosenPassword ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const restockerId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(managers)
      .values({
        username: 'restocker',
        realName: '补货员（演示）',
        phone: '13800000021',
        passwordHash,
        mustChangePassword: chosenPassword === undefined,
      })
      .returning({ id: managers.id });
    if (!created) throw new Error('Creating the demo restocker account returned no row.');
    await tx
      .insert(roleScopeTargets)
      .values({ roleId: role.id, dimension: 'region', targetId: regionId })
      .onConflictDoNothing();
    await tx.insert(managerRoles).values({ managerId: created.id, roleId: role.id });
    return created.id;
  });
  const [admin] = await db.select({ id: managers.id }).from(managers).where(eq(managers.username, 'admin'));
  await seedTrips(db, now, timeZone, { restockerId, adminId: admin?.id ?? null });
  return [
    chosenPassword === undefined ? { username: 'restocker', generatedPassword: password } : { username: 'restocker' },
  ];
}

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
import { managerRoles, rolePages, roles, roleScopeTargets } from '../modules/roles/tables';

/** The pages the demo agent account reads: its business, at 查看. */
const AGENT_PAGES = ['首页', '设备列表', '订单列表', '订单详情', '销售报表', '代理商分成列表', '提现记录'];

/**
 * The demo's data scopes, once the demo business exists: `operator` keeps its pages and sees
 * the devices of one region (华东区: 9 of the 24) and what they carry; the agent account `agent`
 * is linked to the first demo agent with devices and sees its own business (docs/SPECIFICATION.md
 * §6). Answers the account created, with its password when it was generated (the first-start
 * passwords file lists it beside the others).
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
    // operator: its own role (its pages) limited to the region.
    const [operatorRole] = await tx
      .update(roles)
      .set({ dataScope: 'custom', description: `${OPERATOR_DEMO_REGION}的区域经理（演示）` })
      .where(eq(roles.name, personalRoleName('operator')))
      .returning({ id: roles.id });
    if (operatorRole) {
      await tx.insert(roleScopeTargets).values({ roleId: operatorRole.id, dimension: 'region', targetId: region.id });
    }
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
    const [agentRole] = await tx
      .insert(roles)
      .values({ name: personalRoleName('agent'), description: '代理商本人的业务（演示）', dataScope: 'own_agent' })
      .returning({ id: roles.id });
    if (!agentRole) throw new Error('Creating the demo agent role returned no row.');
    await tx
      .insert(rolePages)
      .values(AGENT_PAGES.map((interfaceName) => ({ roleId: agentRole.id, interfaceName, level: 'view' as const })));
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

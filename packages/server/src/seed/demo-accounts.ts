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
  passwords: { agent: string | undefined },
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
  return db.transaction(async (tx) => {
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
}

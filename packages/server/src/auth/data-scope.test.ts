import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managers } from '../modules/administrators/tables';
import { managerRoles, roles, roleScopeTargets } from '../modules/roles/tables';
import { createManager } from '../testing/accounts';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../testing/test-server';
import { ALL_DATA, resolveDataScope } from './data-scope';

describe.each(backends)('the data scope of an administrator on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  const db = () => server.app.database.db;
  async function role(name: string, dataScope: 'all' | 'custom' | 'own_agent', targets: [string, number][] = []) {
    const [created] = await db().insert(roles).values({ name, dataScope }).returning({ id: roles.id });
    const roleId = created!.id;
    for (const [dimension, targetId] of targets) {
      await db()
        .insert(roleScopeTargets)
        .values({ roleId, dimension: dimension as 'region', targetId });
    }
    return roleId;
  }
  const hold = (managerId: number, roleIds: number[]) =>
    db()
      .insert(managerRoles)
      .values(roleIds.map((roleId) => ({ managerId, roleId })));

  it('is everything for the super administrator', async () => {
    const [admin] = await db().select({ id: managers.id }).from(managers).where(eq(managers.username, 'admin'));
    expect(await resolveDataScope(db(), admin!.id)).toEqual(ALL_DATA);
  });

  it('is nothing for an administrator holding no role, or a missing one', async () => {
    const { managerId } = await createManager(server, adminToken, 'scope_none');
    const nothing = { kind: 'limited', regionIds: [], agentIds: [], merchantIds: [], deviceIds: [] };
    expect(await resolveDataScope(db(), managerId)).toEqual(nothing);
    expect(await resolveDataScope(db(), 999_999)).toEqual(nothing);
  });

  it('is everything when any held role has the scope all', async () => {
    const { managerId } = await createManager(server, adminToken, 'scope_all');
    await hold(managerId, [await role('范围·部分', 'custom', [['region', 3]]), await role('范围·全部', 'all')]);
    expect(await resolveDataScope(db(), managerId)).toEqual(ALL_DATA);
  });

  it('is the union of the custom roles’ targets and the own agent, each list sorted once', async () => {
    const { managerId } = await createManager(server, adminToken, 'scope_union');
    await db().update(managers).set({ agentId: 1 }).where(eq(managers.id, managerId));
    await hold(managerId, [
      await role('范围·甲', 'custom', [
        ['region', 7],
        ['device', 4],
        ['merchant', 2],
      ]),
      await role('范围·乙', 'custom', [
        ['region', 2],
        ['device', 4],
        ['agent', 5],
      ]),
      await role('范围·代理', 'own_agent'),
    ]);
    expect(await resolveDataScope(db(), managerId)).toEqual({
      kind: 'limited',
      regionIds: [2, 7],
      agentIds: [1, 5],
      merchantIds: [2],
      deviceIds: [4],
    });
  });

  it('adds no agent for an own-agent role when the account is linked to none', async () => {
    const { managerId } = await createManager(server, adminToken, 'scope_unlinked');
    await hold(managerId, [await role('范围·无代理', 'own_agent')]);
    expect(await resolveDataScope(db(), managerId)).toEqual({
      kind: 'limited',
      regionIds: [],
      agentIds: [],
      merchantIds: [],
      deviceIds: [],
    });
  });
});

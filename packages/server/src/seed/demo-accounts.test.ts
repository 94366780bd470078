import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveDataScope } from '../auth/data-scope';
import { managers } from '../modules/administrators/tables';
import { agents, merchants } from '../modules/agents/tables';
import { OPERATOR_DEMO_REGION } from '../modules/equipment/demo-data';
import { devices, regions } from '../modules/equipment/tables';
import { managerRoles, roles } from '../modules/roles/tables';
import { startTestServer, type TestServer } from '../testing/test-server';

/** The demo's data scopes: `operator` limited to one region, and the agent account, its password generated. */
describe('the demo accounts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ environment: { AGENT_PASSWORD: '' } });
  });
  afterAll(() => server.close());

  it('scope operator to 华东区, a strict part of the fleet, and link the agent account to a demo agent', async () => {
    const db = server.app.database.db;
    const [region] = await db.select().from(regions).where(eq(regions.name, OPERATOR_DEMO_REGION));
    const [operator] = await db.select().from(managers).where(eq(managers.username, 'operator'));
    expect(await resolveDataScope(db, operator!.id)).toEqual({
      kind: 'limited',
      regionIds: [region!.id],
      agentIds: [],
      merchantIds: [],
      deviceIds: [],
    });
    const inRegion = await db.select().from(devices).where(eq(devices.regionId, region!.id));
    const fleet = await db.select().from(devices);
    expect(inRegion.length).toBeGreaterThan(0);
    expect(inRegion.length).toBeLessThan(fleet.length);

    const [agentAccount] = await db.select().from(managers).where(eq(managers.username, 'agent'));
    const [agent] = await db.select().from(agents).where(eq(agents.id, agentAccount!.agentId!));
    expect(agent?.isFlag).toBe(1);
    expect(await resolveDataScope(db, agentAccount!.id)).toMatchObject({ kind: 'limited', agentIds: [agent!.id] });

    // Both on the presets: operator holds 区域经理 (its region chosen) beside its own role, the agent 代理商 alone.
    const held = async (managerId: number) =>
      (
        await db
          .select({ presetKey: roles.presetKey, name: roles.name })
          .from(managerRoles)
          .innerJoin(roles, eq(roles.id, managerRoles.roleId))
          .where(eq(managerRoles.managerId, managerId))
      )
        .map((role) => role.presetKey ?? role.name)
        .sort();
    expect(await held(operator!.id)).toEqual(['operator的权限', 'regionManager']);
    expect(await held(agentAccount!.id)).toEqual(['agent']);
  });

  it('places each demo device where its merchant is: its address, coordinates and region agree with its city', async () => {
    const db = server.app.database.db;
    const regionNames = new Map((await db.select().from(regions)).map((region) => [region.id, region.name]));
    const cityRegions: Record<string, string> = {
      北京市: '华北区',
      上海市: '华东区',
      杭州市: '华东区',
      南京市: '华东区',
      广州市: '华南区',
      深圳市: '华南区',
      武汉市: '华中区',
      成都市: '西南区',
    };
    const placed = await db
      .select({ device: devices, merchant: merchants })
      .from(devices)
      .innerJoin(merchants, eq(merchants.id, devices.merchantId));
    expect(placed.length).toBe((await db.select().from(devices)).length);
    for (const { device, merchant } of placed) {
      expect(device.address).toBe(merchant.address);
      expect([device.latitude, device.longitude]).toEqual([merchant.latitude, merchant.longitude]);
      expect(regionNames.get(device.regionId!)).toBe(cityRegions[device.address.slice(0, 3)]);
      // The merchant is named for its city.
      expect(merchant.name.slice(0, 2)).toBe(device.address.slice(0, 2));
    }
  });

  it('generates the agent account’s password beside the others when none is set, to be changed at first login', async () => {
    const agent = server.app.createdAccounts.find((account) => account.username === 'agent');
    expect(agent?.generatedPassword).toMatch(/^[\w-]{16}$/);
    const token = await server.login('agent', agent!.generatedPassword!);
    // A generated password serves only to change it.
    expect(await server.envelope('getOrderList', { token })).toMatchObject({
      code: 0,
      msg: '请先修改密码：该密码由他人设置',
    });
  });
});

import { endpoints, ResultCode, successEnvelopeSchema } from '@vending/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager, createManagerWithRole } from '../../testing/accounts';
import { databaseDigest } from '../../testing/digest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { agents, regions, managerRoles, rolePages, roles, roleScopeTargets } from '../../db/schema';
import { PRESET_ROLES, personalRoleName } from '../roles';
import { managers } from './tables';

describe.each(backends)('administrators on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0' } });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  it('creates, lists, edits, disables and resets an administrator', async () => {
    const clerk = await createManager(server, adminToken, 'clerk_a', ['会员列表']);
    const listed = successEnvelopeSchema(endpoints.getManagerList.data).parse(
      await server.envelope('getManagerList', { token: adminToken, input: { keyword: 'clerk_a' } }),
    );
    expect(listed.data.rows).toEqual([
      expect.objectContaining({ managerId: clerk.managerId, managerType: 2, isFlag: 1, realName: '测试员' }),
    ]);
    expect(
      (
        await server.envelope('updateManager', {
          token: adminToken,
          input: { managerId: clerk.managerId, realName: '王小明', phone: '13800000000' },
        })
      ).code,
    ).toBe(1);
    expect((await server.envelope('getManagerInfo', { token: clerk.token })).data).toMatchObject({
      realName: '王小明',
      phone: '13800000000',
    });

    expect(
      (
        await server.envelope('updateManagerIsFlag', {
          token: adminToken,
          input: { managerId: clerk.managerId, isFlag: 0 },
        })
      ).code,
    ).toBe(1);
    expect((await server.envelope('getUserList', { token: clerk.token })).code).toBe(ResultCode.LOGIN_EXPIRED);
    await server.envelope('updateManagerIsFlag', {
      token: adminToken,
      input: { managerId: clerk.managerId, isFlag: 1 },
    });

    const again = await server.login('clerk_a', 'password-123');
    expect(
      (
        await server.envelope('resetManagerPwd', {
          token: adminToken,
          input: { managerId: clerk.managerId, passWord: 'reset-pass-99' },
        })
      ).code,
    ).toBe(1);
    expect((await server.envelope('getUserList', { token: again })).code).toBe(ResultCode.LOGIN_EXPIRED);
    expect(await server.login('clerk_a', 'reset-pass-99')).toBeTruthy();
  });

  it('reads and replaces permitted menus', async () => {
    const clerk = await createManager(server, adminToken, 'clerk_b', ['会员列表', '设备列表']);
    const tree = successEnvelopeSchema(endpoints.getManagerMenus.data).parse(
      await server.envelope('getManagerMenus', { token: adminToken, input: { managerId: clerk.managerId } }),
    ).data;
    expect(
      tree
        .flatMap((group) => group.sysMenuList)
        .filter((page) => page.isFlag)
        .map((page) => page.interfaceName),
    ).toEqual(['会员列表', '设备列表']);
    await server.envelope('updateManagerMenus', {
      token: adminToken,
      input: { managerId: clerk.managerId, interfaceNames: ['首页'] },
    });
    const grants = await server.app.database.db
      .select({ interfaceName: rolePages.interfaceName, level: rolePages.level })
      .from(managerRoles)
      .innerJoin(rolePages, eq(rolePages.roleId, managerRoles.roleId))
      .where(eq(managerRoles.managerId, clerk.managerId));
    expect(grants).toEqual([{ interfaceName: '首页', level: 'manage' }]);
  });

  it('never makes a super administrator from a request, and keeps ordinary ones off super administrators', async () => {
    const smuggled = await server.envelope('addManager', {
      token: adminToken,
      input: { username: 'sneaky', realName: '某人', passWord: 'password-123', managerType: 1 },
    });
    expect(smuggled).toMatchObject({ code: 0, data: { field: 'managerType' } });
    expect(await server.app.database.db.select().from(managers).where(eq(managers.username, 'sneaky'))).toEqual([]);

    const deputy = await createManager(server, adminToken, 'deputy', ['管理员列表', '会员列表']);
    const admin = await server.envelope('getManagerInfo', { token: adminToken });
    for (const [name, input] of [
      ['updateManagerIsFlag', { managerId: admin.data.managerId, isFlag: 0 }],
      ['resetManagerPwd', { managerId: admin.data.managerId, passWord: 'taken-over-1' }],
      ['updateManager', { managerId: admin.data.managerId, realName: '篡改' }],
    ] as const) {
      expect((await server.envelope(name, { token: deputy.token, input })).code, name).toBe(ResultCode.NO_PERMISSION);
    }
    // Not beyond what one holds, and not for oneself.
    const clerk = await createManager(server, adminToken, 'clerk_c');
    expect(
      (
        await server.envelope('updateManagerMenus', {
          token: deputy.token,
          input: { managerId: clerk.managerId, interfaceNames: ['提现记录'] },
        })
      ).code,
    ).toBe(ResultCode.NO_PERMISSION);
    expect(
      (
        await server.envelope('updateManagerMenus', {
          token: deputy.token,
          input: { managerId: clerk.managerId, interfaceNames: ['会员列表'] },
        })
      ).code,
    ).toBe(1);
    expect(
      (
        await server.envelope('updateManagerMenus', {
          token: deputy.token,
          input: { managerId: deputy.managerId, interfaceNames: ['会员列表'] },
        })
      ).code,
    ).toBe(0);
    expect((await server.envelope('getManagerInfo', { token: adminToken })).code).toBe(1);
  });

  it('lets an administrator act only on administrators whose pages they hold too', async () => {
    const keeper = await createManager(server, adminToken, 'keeper', ['管理员列表']);
    const wider = await createManager(server, adminToken, 'wider', ['会员列表', '软件列表']);
    const narrower = await createManager(server, adminToken, 'narrower', ['管理员列表']);
    const widerBefore = await server.app.database.db.select().from(managers).where(eq(managers.id, wider.managerId));
    // Taking over `wider`: reset its password, disable it, strip or change its pages, edit it.
    for (const [name, input] of [
      ['resetManagerPwd', { managerId: wider.managerId, passWord: 'taken-over-1' }],
      ['updateManagerIsFlag', { managerId: wider.managerId, isFlag: 0 }],
      ['updateManagerMenus', { managerId: wider.managerId, interfaceNames: [] }],
      ['updateManager', { managerId: wider.managerId, realName: '篡改' }],
    ] as const) {
      expect(await server.envelope(name, { token: keeper.token, input }), name).toMatchObject({
        code: ResultCode.NO_PERMISSION,
        msg: '该管理员拥有您没有的页面权限，您不能操作',
      });
    }
    expect(await server.app.database.db.select().from(managers).where(eq(managers.id, wider.managerId))).toEqual(
      widerBefore,
    );
    expect(await server.login('wider', 'password-123')).toBeTruthy();
    // Within one's own pages, the same calls are allowed.
    expect(
      (
        await server.envelope('resetManagerPwd', {
          token: keeper.token,
          input: { managerId: narrower.managerId, passWord: 'password-456' },
        })
      ).code,
    ).toBe(1);
    // The list says which rows the caller may act on.
    const list = await server.envelope('getManagerList', { token: keeper.token, input: { size: 100 } });
    const manageable = Object.fromEntries(
      (list.data.rows as { username: string; manageable: boolean }[]).map((row) => [row.username, row.manageable]),
    );
    expect(manageable).toMatchObject({ admin: false, keeper: true, wider: false, narrower: true });
    const asAdmin = await server.envelope('getManagerList', { token: adminToken, input: { size: 100 } });
    expect((asAdmin.data.rows as { username: string; manageable: boolean }[]).every((row) => row.manageable)).toBe(
      true,
    );
  });

  it('lets an administrator act only on administrators whose rows are within its own data scope', async () => {
    const db = server.app.database.db;
    // A region of its own: the scope's lists are ids, none of the demo's (no demo data here).
    const [region] = await db.insert(regions).values({ name: '测试区域' }).returning({ id: regions.id });
    const limitTo = async (username: string) => {
      const [role] = await db
        .update(roles)
        .set({ dataScope: 'custom' })
        .where(eq(roles.name, personalRoleName(username)))
        .returning({ id: roles.id });
      await db.insert(roleScopeTargets).values({ roleId: role!.id, dimension: 'region', targetId: region!.id });
    };
    const regional = await createManager(server, adminToken, 'regional_keeper', ['管理员列表', '会员列表']);
    await limitTo('regional_keeper');
    // Same pages, every row: taking it over (its password, then its login) would reach every row.
    const everyRow = await createManager(server, adminToken, 'every_row', ['会员列表']);
    const sameRows = await createManager(server, adminToken, 'same_rows', ['会员列表']);
    await limitTo('same_rows');
    const before = await databaseDigest(db);
    for (const [name, input] of [
      ['resetManagerPwd', { managerId: everyRow.managerId, passWord: 'taken-over-1' }],
      ['updateManagerIsFlag', { managerId: everyRow.managerId, isFlag: 0 }],
      ['updateManager', { managerId: everyRow.managerId, realName: '篡改' }],
      ['setManagerRoles', { managerId: everyRow.managerId, roleIds: [] }],
    ] as const) {
      expect(await server.envelope(name, { token: regional.token, input }), name).toMatchObject({
        code: ResultCode.NO_PERMISSION,
        msg: '该管理员的数据范围超出您的数据范围，您不能操作',
      });
    }
    // The old page call gives a role of every row: refused to a limited scope even on a narrower target.
    expect(
      await server.envelope('updateManagerMenus', {
        token: regional.token,
        input: { managerId: sameRows.managerId, interfaceNames: ['会员列表'] },
      }),
    ).toMatchObject({ code: ResultCode.NO_PERMISSION });
    expect(await databaseDigest(db)).toEqual(before);
    // Within its pages and rows, the same calls are allowed, and the list says so.
    expect(
      (
        await server.envelope('resetManagerPwd', {
          token: regional.token,
          input: { managerId: sameRows.managerId, passWord: 'password-456' },
        })
      ).code,
    ).toBe(ResultCode.SUCCESS);
    const list = await server.envelope('getManagerList', { token: regional.token, input: { size: 100 } });
    const manageable = Object.fromEntries(
      (list.data.rows as { username: string; manageable: boolean }[]).map((row) => [row.username, row.manageable]),
    );
    expect(manageable).toMatchObject({ every_row: false, same_rows: true, regional_keeper: true });
  });

  it('links an account to an agent (代理商账号) in the caller’s scope, which then holds the preset 代理商', async () => {
    const db = server.app.database.db;
    const [first, second] = await db
      .insert(agents)
      .values([
        { name: '关联甲', contact: '甲', phone: '13800000001', region: '上海' },
        { name: '关联乙', contact: '乙', phone: '13800000002', region: '杭州' },
      ])
      .returning({ id: agents.id });
    const [preset] = await db.select({ id: roles.id }).from(roles).where(eq(roles.presetKey, 'agent'));
    const rolesOf = async (managerId: number) =>
      (await db.select().from(managerRoles).where(eq(managerRoles.managerId, managerId))).map((row) => row.roleId);
    const linkOf = async (managerId: number) =>
      (await db.select({ agentId: managers.agentId }).from(managers).where(eq(managers.id, managerId)))[0]?.agentId;

    // Created linked: the account and its preset role, and the list says whose it is.
    const created = await server.envelope('addManager', {
      token: adminToken,
      input: { username: 'agent_first', realName: '甲的账号', passWord: 'initial-password-1', agentId: first!.id },
    });
    expect(created.code, created.msg).toBe(ResultCode.SUCCESS);
    const accountId = created.data.managerId as number;
    expect(await linkOf(accountId)).toBe(first!.id);
    expect(await rolesOf(accountId)).toEqual([preset!.id]);
    const listed = await server.envelope('getManagerList', { token: adminToken, input: { keyword: 'agent_first' } });
    expect(listed.data.rows).toEqual([expect.objectContaining({ managerId: accountId, agentId: first!.id })]);

    // An agent that does not exist: refused under the field, nothing written.
    let before = await databaseDigest(db);
    expect(
      await server.envelope('addManager', {
        token: adminToken,
        input: { username: 'agent_none', realName: '无', passWord: 'initial-password-1', agentId: 999_999 },
      }),
    ).toMatchObject({ code: ResultCode.FAILURE, msg: '代理商不存在', data: { field: 'agentId' } });
    expect(await databaseDigest(db)).toEqual(before);

    // Linked anew on edit (to the second agent): it keeps the preset once; unlinked, its roles stay.
    const clerk = await createManager(server, adminToken, 'agent_later', ['会员列表']);
    for (const agentId of [second!.id, first!.id]) {
      const linked = await server.envelope('updateManager', {
        token: adminToken,
        input: { managerId: clerk.managerId, realName: '后来的账号', agentId },
      });
      expect(linked.code, linked.msg).toBe(ResultCode.SUCCESS);
      expect(await linkOf(clerk.managerId)).toBe(agentId);
    }
    expect((await rolesOf(clerk.managerId)).filter((roleId) => roleId === preset!.id)).toHaveLength(1);
    expect(
      (
        await server.envelope('updateManager', {
          token: adminToken,
          input: { managerId: clerk.managerId, realName: '后来的账号' },
        })
      ).code,
    ).toBe(ResultCode.SUCCESS);
    expect(await linkOf(clerk.managerId)).toBeNull();
    expect(await rolesOf(clerk.managerId)).toContain(preset!.id);

    // A caller whose scope lists the first agent, holding the preset's pages: the second agent is
    // not found to it, the first is its to link; one without those pages may not hand the role out.
    const agentPages = PRESET_ROLES.find((role) => role.key === 'agent')!.pages;
    const keeper = await createManagerWithRole(server, adminToken, 'agent_keeper', {
      ...agentPages,
      管理员列表: 'manage',
    });
    await db.update(roles).set({ dataScope: 'custom' }).where(eq(roles.id, keeper.roleId));
    await db.insert(roleScopeTargets).values({ roleId: keeper.roleId, dimension: 'agent', targetId: first!.id });
    const narrow = await createManagerWithRole(server, adminToken, 'agent_narrow', { 管理员列表: 'manage' });
    const add = (token: string, username: string, agentId: number) =>
      server.envelope('addManager', {
        token,
        input: { username, realName: username, passWord: 'initial-password-1', agentId },
      });
    before = await databaseDigest(db);
    expect(await add(keeper.token, 'agent_outside', second!.id)).toMatchObject({
      code: ResultCode.FAILURE,
      msg: '代理商不存在',
    });
    expect(await add(narrow.token, 'agent_wider', first!.id)).toMatchObject({
      code: ResultCode.NO_PERMISSION,
      msg: '不能授予超出您自己权限或数据范围的角色',
    });
    // Nor is one's own link one's own to change.
    expect(
      await server.envelope('updateManager', {
        token: keeper.token,
        input: { managerId: keeper.managerId, realName: '测试员', agentId: first!.id },
      }),
    ).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'agentId' } });
    expect(await databaseDigest(db)).toEqual(before);
    const inScope = await add(keeper.token, 'agent_inside', first!.id);
    expect(inScope.code, inScope.msg).toBe(ResultCode.SUCCESS);
    expect(await rolesOf(inScope.data.managerId as number)).toEqual([preset!.id]);
  });

  it('refuses a taken username', async () => {
    expect(
      await server.envelope('addManager', {
        token: adminToken,
        input: { username: 'ADMIN', realName: '重名', passWord: 'password-123' },
      }),
    ).toMatchObject({ code: 0, data: { field: 'username' } });
  });

  it('tells usernames apart in any letter case, and takes LIKE wildcards literally', async () => {
    const add = (username: string) =>
      server.envelope('addManager', {
        token: adminToken,
        input: { username, realName: '大小写', passWord: 'password-123' },
      });
    // `_` is a LIKE wildcard: `a_min` is not `admin`.
    expect(await add('a_min')).toMatchObject({ code: 1 });
    expect(await add('a_min')).toMatchObject({ code: 0, data: { field: 'username' } });
    expect(await add('Bob')).toMatchObject({ code: 1 });
    expect(await add('bob')).toMatchObject({ code: 0, data: { field: 'username' } });
    const [{ count } = { count: 0 }] = await server.app.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(managers)
      .where(sql`lower(${managers.username}) = 'bob'`);
    expect(count).toBe(1);
  });
});

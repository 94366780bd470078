import { ResultCode } from '@vending/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager, createManagerWithRole } from '../../testing/accounts';
import { databaseDigest } from '../../testing/digest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { auditEvents } from '../../db/schema';
import { PRESET_ROLES } from './presets';
import { roles } from './tables';

describe.each(backends)('roles (角色管理) on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  const db = () => server.app.database.db;
  const lastAudit = async () => (await db().select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0]!;
  const listed = async (keyword: string) =>
    (await server.envelope('getRoleList', { token: adminToken, input: { keyword } })).data.rows;

  it('has the five presets on every database, and making them again at a start changes nothing', async () => {
    const presets = await db().select({ name: roles.name, presetKey: roles.presetKey }).from(roles);
    expect(presets.filter((role) => role.presetKey).map((role) => role.name)).toEqual([
      '区域经理',
      '补货员',
      '财务',
      '只读审计',
      '代理商',
    ]);
    const [restocker] = await listed('补货员');
    // The demo's restocker account holds it (its scope the demo's region).
    expect(restocker).toMatchObject({ dataScope: 'custom', presetKey: 'restocker', holders: 1 });
    expect(restocker.pages).toEqual(
      expect.arrayContaining([
        { interfaceName: '设备列表', level: 'view' },
        { interfaceName: '补货计划', level: 'manage' },
        { interfaceName: '行程', level: 'manage' },
      ]),
    );
    const before = await databaseDigest(db());
    const { ensurePresetRoles } = await import('./presets');
    await ensurePresetRoles(db());
    expect(await databaseDigest(db())).toEqual(before);
    expect(PRESET_ROLES.find((preset) => preset.key === 'agent')?.dataScope).toBe('own_agent');
  });

  it('creates, lists, edits, copies and removes a role, auditing each change', async () => {
    const added = await server.envelope('addRole', {
      token: adminToken,
      input: {
        name: '华东巡检',
        description: '巡检华东的设备',
        dataScope: 'custom',
        pages: [
          { interfaceName: '设备列表', level: 'view' },
          { interfaceName: '补货记录', level: 'manage' },
        ],
        targets: [
          { dimension: 'agent', targetId: 1 },
          { dimension: 'region', targetId: 4 },
        ],
      },
    });
    expect(added.code).toBe(ResultCode.SUCCESS);
    const roleId = added.data.roleId as number;
    expect(await lastAudit()).toMatchObject({ action: 'addRole', result: 1, page: '角色管理' });
    expect(await listed('华东巡检')).toEqual([
      expect.objectContaining({
        roleId,
        description: '巡检华东的设备',
        dataScope: 'custom',
        presetKey: null,
        pages: [
          { interfaceName: '补货记录', level: 'manage' },
          { interfaceName: '设备列表', level: 'view' },
        ],
        targets: [
          { dimension: 'agent', targetId: 1 },
          { dimension: 'region', targetId: 4 },
        ],
        holders: 0,
      }),
    ]);

    const updated = await server.envelope('updateRole', {
      token: adminToken,
      input: { roleId, name: '华东巡检', dataScope: 'all', pages: [{ interfaceName: '设备列表', level: 'manage' }] },
    });
    expect(updated.code).toBe(ResultCode.SUCCESS);
    expect(await lastAudit()).toMatchObject({
      action: 'updateRole',
      before: expect.objectContaining({ dataScope: 'custom' }),
      after: expect.objectContaining({ dataScope: 'all', targets: [] }),
    });

    const copied = await server.envelope('copyRole', { token: adminToken, input: { roleId, name: '华东巡检副本' } });
    expect(copied.code).toBe(ResultCode.SUCCESS);
    expect((await listed('华东巡检副本'))[0]).toMatchObject({
      dataScope: 'all',
      pages: [{ interfaceName: '设备列表', level: 'manage' }],
    });
    const again = await server.envelope('copyRole', { token: adminToken, input: { roleId, name: '华东巡检副本' } });
    expect(again).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'name' } });

    expect(
      (await server.envelope('removeRole', { token: adminToken, input: { roleId: copied.data.roleId } })).code,
    ).toBe(ResultCode.SUCCESS);
    expect(await lastAudit()).toMatchObject({ action: 'removeRole', result: 1 });
    expect(await listed('华东巡检副本')).toEqual([]);
  });

  it('refuses a custom scope with no target, a target no one has, and a taken name, writing nothing', async () => {
    const before = await databaseDigest(db());
    for (const [input, field] of [
      [{ name: '空范围', dataScope: 'custom', pages: [], targets: [] }, 'targets'],
      [
        { name: '缺代理', dataScope: 'custom', pages: [], targets: [{ dimension: 'agent', targetId: 999_999 }] },
        'targets',
      ],
      [
        { name: '缺设备', dataScope: 'custom', pages: [], targets: [{ dimension: 'device', targetId: 999_999 }] },
        'targets',
      ],
      [{ name: '区域经理', dataScope: 'all', pages: [] }, 'name'],
    ] as const) {
      const answer = await server.envelope('addRole', { token: adminToken, input });
      expect(answer, field).toMatchObject({ code: ResultCode.FAILURE, data: { field } });
    }
    expect(await databaseDigest(db())).toEqual(before);
  });

  it('gives an administrator roles: pages are the union at the highest level, holders are counted', async () => {
    const clerk = await createManager(server, adminToken, 'role_clerk');
    const [restocker] = await listed('补货员');
    // The demo's restocker account holds it already.
    const heldBefore = restocker.holders;
    const [finance] = await listed('财务');
    const set = await server.envelope('setManagerRoles', {
      token: adminToken,
      input: { managerId: clerk.managerId, roleIds: [restocker.roleId, finance.roleId] },
    });
    expect(set.code).toBe(ResultCode.SUCCESS);
    expect(await lastAudit()).toMatchObject({
      action: 'setManagerRoles',
      before: { roleIds: [] },
      after: { roleIds: [restocker.roleId, finance.roleId].sort((a, b) => a - b) },
    });
    expect(
      (await server.envelope('getManagerRoles', { token: adminToken, input: { managerId: clerk.managerId } })).data,
    ).toEqual({ roleIds: [restocker.roleId, finance.roleId].sort((a, b) => a - b) });
    expect((await listed('补货员'))[0].holders).toBe(heldBefore + 1);
    const holders = await server.envelope('getRoleHolders', { token: adminToken, input: { roleId: finance.roleId } });
    expect(holders.data.rows).toEqual([
      { managerId: clerk.managerId, username: 'role_clerk', realName: '测试员', isFlag: 1 },
    ]);
    const tree = (await server.envelope('getMenuList', { token: clerk.token, input: { managerId: clerk.managerId } }))
      .data as { sysMenuList: { interfaceName: string; isFlag: number; level?: string }[] }[];
    const levels = Object.fromEntries(
      tree
        .flatMap((group) => group.sysMenuList)
        .flatMap((page) => (page.isFlag ? [[page.interfaceName, page.level]] : [])),
    );
    expect(levels).toMatchObject({ 首页: 'view', 设备列表: 'view', 补货计划: 'manage', 提现记录: 'manage' });

    // A held role is not deleted (its holders would lose pages without a word); nor is a preset.
    const held = await server.envelope('addRole', {
      token: adminToken,
      input: { name: '临时角色', dataScope: 'all', pages: [{ interfaceName: '首页', level: 'view' }] },
    });
    await server.envelope('setManagerRoles', {
      token: adminToken,
      input: { managerId: clerk.managerId, roleIds: [held.data.roleId] },
    });
    expect(
      await server.envelope('removeRole', { token: adminToken, input: { roleId: held.data.roleId } }),
    ).toMatchObject({
      code: ResultCode.FAILURE,
      msg: '该角色仍有管理员持有，请先为他们改选角色',
    });
    expect(await server.envelope('removeRole', { token: adminToken, input: { roleId: finance.roleId } })).toMatchObject(
      {
        code: ResultCode.FAILURE,
        data: { field: 'roleId' },
      },
    );
    expect(await db().select().from(roles).where(eq(roles.id, held.data.roleId))).toHaveLength(1);
  });

  it('opens the role form’s four pickers to a holder of 角色管理 alone: regions, agents, merchants, devices', async () => {
    const roleAdmin = await createManagerWithRole(server, adminToken, 'role_pickers', { 角色管理: 'manage' });
    for (const call of [
      'getRegionOptions',
      'getAgentOptions',
      'getDeviceMerchantOptions',
      'getDeviceOptions',
    ] as const) {
      const answer = await server.envelope(call, { token: roleAdmin.token });
      expect(answer.code, `${call}: ${answer.msg}`).toBe(ResultCode.SUCCESS);
      expect(answer.data.rows.length, call).toBeGreaterThan(0);
    }
  });

  it('lets nobody hand out or make a role wider than their own pages or rows', async () => {
    const deputy = await createManagerWithRole(server, adminToken, 'role_deputy', {
      管理员列表: 'manage',
      角色管理: 'manage',
      设备列表: 'view',
    });
    const target = await createManager(server, adminToken, 'role_target');
    const before = await databaseDigest(db());
    const wider = await server.envelope('addRole', {
      token: deputy.token,
      input: { name: '越权', dataScope: 'all', pages: [{ interfaceName: '设备列表', level: 'manage' }] },
    });
    expect(wider).toMatchObject({ code: ResultCode.NO_PERMISSION });
    const [auditor] = await listed('只读审计');
    const grant = await server.envelope('setManagerRoles', {
      token: deputy.token,
      input: { managerId: target.managerId, roleIds: [auditor.roleId] },
    });
    expect(grant).toMatchObject({ code: ResultCode.NO_PERMISSION });
    const own = await server.envelope('updateRole', {
      token: deputy.token,
      input: {
        roleId: deputy.roleId,
        name: 'role_deputy的角色',
        dataScope: 'all',
        pages: [{ interfaceName: '订单列表', level: 'manage' }],
      },
    });
    expect(own).toMatchObject({ code: ResultCode.NO_PERMISSION });
    expect(await databaseDigest(db())).toEqual(before);

    const narrower = await server.envelope('addRole', {
      token: deputy.token,
      input: { name: '设备查看', dataScope: 'all', pages: [{ interfaceName: '设备列表', level: 'view' }] },
    });
    expect(narrower.code).toBe(ResultCode.SUCCESS);
    const granted = await server.envelope('setManagerRoles', {
      token: deputy.token,
      input: { managerId: target.managerId, roleIds: [narrower.data.roleId] },
    });
    expect(granted.code).toBe(ResultCode.SUCCESS);
  });
});

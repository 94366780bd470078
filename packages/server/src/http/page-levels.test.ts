import { accessOf, endpoints, menu, pagesOf, ResultCode, type Endpoint, type EndpointName } from '@vending/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManagerWithRole, harmlessInputs, isFileAnswer } from '../testing/accounts';
import { databaseDigest } from '../testing/digest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../testing/test-server';

const endpointNames = Object.keys(endpoints) as EndpointName[];
/** The calls that belong to pages (session and any-administrator calls have no level to hold). */
const paged = endpointNames.filter((name) => pagesOf(endpoints[name].menu).length > 0);
const everyPage = menu.flatMap((group) => group.children.map((page) => page.interfaceName));
const NO_PERMISSION = { code: ResultCode.NO_PERMISSION, msg: '没有权限', data: null };

/** A page held at 查看 (view) opens its reads and refuses its writes (docs/SPECIFICATION.md §6). */
describe.each(backends)('page levels on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  let viewer: { token: string; managerId: number };

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
    viewer = await createManagerWithRole(
      server,
      adminToken,
      'viewer',
      Object.fromEntries(everyPage.map((page) => [page, 'view' as const])),
    );
  });
  afterAll(() => server.close());

  it('classifies every endpoint as a read or a write', () => {
    const reads = paged.filter((name) => accessOf(endpoints[name]) === 'read');
    const writes = paged.filter((name) => accessOf(endpoints[name]) === 'write');
    expect(reads.length + writes.length).toBe(paged.length);
    expect(reads).toEqual(expect.arrayContaining(['getDeviceList', 'getOrderListExcle', 'getSalesReport']));
    expect(writes).toEqual(expect.arrayContaining(['updateDevice', 'issueDeviceCredential', 'uploadVideo']));
  });

  const reads = paged.filter((name) => accessOf(endpoints[name]) === 'read');
  it.each(reads)('opens the read %s to a holder of its page at 查看', async (name) => {
    const response = await server.call(name, { token: viewer.token, input: { ...harmlessInputs[name] } });
    const answer = isFileAnswer(response.headers['content-type']) ? { code: ResultCode.SUCCESS } : response.json();
    expect([ResultCode.SUCCESS, ResultCode.FAILURE]).toContain(answer.code);
  });

  const writes = paged.filter((name) => accessOf(endpoints[name]) === 'write');
  it.each(writes)('refuses the write %s to a holder of its page at 查看 with 21, writing nothing', async (name) => {
    const endpoint: Endpoint = endpoints[name];
    const before = await databaseDigest(server.app.database.db);
    const answer = await server.envelope(name, { token: viewer.token, input: { ...harmlessInputs[name] } });
    expect(answer).toEqual(NO_PERMISSION);
    expect(await databaseDigest(server.app.database.db)).toEqual(before);
    expect(pagesOf(endpoint.menu).length).toBeGreaterThan(0);
  });

  it('opens a write when another held role gives its page at 管理: the highest level counts', async () => {
    const both = await createManagerWithRole(server, adminToken, 'both_levels', { 设备类型: 'view' });
    const refused = await server.envelope('addDeviceType', {
      token: both.token,
      input: { name: '两级之一', model: 'L1', slotRows: 1, slotColumns: 1, slotCapacity: 1 },
    });
    expect(refused).toEqual(NO_PERMISSION);
    const wider = await createManagerWithRole(server, adminToken, 'wider_levels', { 设备类型: 'manage' });
    await server.app.database.db
      .insert((await import('../modules/roles/tables')).managerRoles)
      .values({ managerId: both.managerId, roleId: wider.roleId });
    const added = await server.envelope('addDeviceType', {
      token: both.token,
      input: { name: '两级之一', model: 'L1', slotRows: 1, slotColumns: 1, slotCapacity: 1 },
    });
    expect(added.code).toBe(ResultCode.SUCCESS);
  });

  it('answers each permitted page’s level in the menu, isFlag unchanged', async () => {
    const mixed = await createManagerWithRole(server, adminToken, 'mixed_levels', {
      设备列表: 'view',
      订单列表: 'manage',
    });
    const tree = (await server.envelope('getMenuList', { token: mixed.token, input: { managerId: mixed.managerId } }))
      .data as {
      interfaceName: string;
      isFlag: number;
      level?: string;
      sysMenuList: { interfaceName: string; isFlag: number; level?: string }[];
    }[];
    const pages = tree.flatMap((group) => group.sysMenuList).filter((page) => page.isFlag > 0);
    expect(pages.map(({ interfaceName, isFlag, level }) => ({ interfaceName, isFlag, level }))).toEqual([
      { interfaceName: '设备列表', isFlag: 1, level: 'view' },
      { interfaceName: '订单列表', isFlag: 1, level: 'manage' },
    ]);
    expect(tree.filter((group) => group.isFlag > 0).map((group) => group.interfaceName)).toEqual([
      '设备管理',
      '订单管理',
    ]);
    expect(tree.every((group) => group.level === undefined)).toBe(true);

    const adminTree = (await server.envelope('getMenuList', { token: adminToken, input: { managerId: 1 } })).data as {
      sysMenuList: { isFlag: number; level?: string }[];
    }[];
    expect(
      adminTree.flatMap((group) => group.sysMenuList).every((page) => page.isFlag === 1 && page.level === 'manage'),
    ).toBe(true);
  });
});

import { endpoints, menu, ResultCode, type Endpoint, type EndpointName } from '@vending/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_DEMO_REGION } from '../modules/equipment/demo-data';
import * as schema from '../db/schema';
import { personalRoleName } from '../modules/roles/held';
import { createManager, harmlessInputs, isFileAnswer, MISSING_ID } from '../testing/accounts';
import { databaseDigest } from '../testing/digest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../testing/test-server';

/*
 * The scope sweep: every call of the contract that answers rows, asked by an administrator who
 * holds every page but sees one region of the demo fleet (华东区), against the super
 * administrator's answer on the same data. Rows carry their dimension (a device, order,
 * merchant, agent, plan, region); the scoped answer must be exactly the super administrator's
 * rows that are in scope, and its total its rows. Every call that names a target (a device, an
 * order…) is asked for a target outside the scope: it must answer as for a target that does not
 * exist and write nothing. A new call that answers rows must be given its dimension below, so
 * one that forgets its scope fails here.
 */

type Dimension = 'device' | 'order' | 'merchant' | 'agent' | 'plan' | 'region' | 'feedback' | 'trip';

/** What a call's rows carry; 'none': pages alone govern it, and both callers see the same. */
const rowDimensions = {
  getDeviceList: 'device',
  getRegionOptions: 'region',
  getRegionList: 'region',
  getDeviceMerchantOptions: 'merchant',
  getReplenishmentList: 'device',
  getDeviceOptions: 'device',
  getDeviceAlarmList: 'device',
  getAlarmCentreList: 'device',
  getAgentList: 'agent',
  getMerchantList: 'merchant',
  getAgentOptions: 'agent',
  getOrderList: 'order',
  getWithdrawalList: 'agent',
  getAgentShareList: 'agent',
  getFeedbackList: 'feedback',
  getDeviceAdvertisementList: 'device',
  getAdvertisingDeviceList: 'device',
  getDeviceSoftwareList: 'device',
  getReplenishmentPlanList: 'plan',
  // A trip is in scope when every device of its stops is; the phone's own trips likewise.
  getTripList: 'trip',
  getMyTrips: 'trip',
  getShortageSlotList: 'device',
  getShortageDevices: 'device',
  // A detail of a target: swept with the calls that name one, below.
  getDeviceSlots: 'device',
  getDeviceTemperatures: 'device',
  // Rows of other things, or of everyone's (members, goods, settings, administrators, testers).
  getUserList: 'none',
  getManagerList: 'none',
  getManagerAuditList: 'none',
  getSecurityEventList: 'none',
  getTesterList: 'none',
  getTesterDeviceOptions: 'none',
  getTesterApplicationList: 'none',
  getRechargeList: 'none',
  getRechargeOptionList: 'none',
  // The one webhook carries every device's alarms: whoever holds 告警通知 sees where they all went.
  getAlarmDeliveryList: 'none',
  getGoodsThresholdList: 'none',
  getFranchiseApplicationList: 'none',
  getGoodsList: 'none',
  getGoodsCategoryOptions: 'none',
  getGoodsLibraryList: 'none',
  getLibraryCategoryOptions: 'none',
  getGoodsCategoryList: 'none',
  getDeviceTypeOptions: 'none',
  // The administrators an alarm may be assigned to: everyone's.
  getAlarmAssigneeOptions: 'none',
  getSlotGoodsOptions: 'none',
  getDeviceTypeList: 'none',
  getCarouselList: 'none',
  getAdvertisementList: 'none',
  getDeviceAdvertisementOptions: 'none',
  getSoftwareReleaseList: 'none',
  getSoftwareReleaseOptions: 'none',
  getActivityList: 'none',
  getAgentShareMonthOptions: 'none',
  getMemberLedger: 'none',
  searchPlaces: 'none',
  // Sums over orders: checked apart below (getTopGoods, getSalesReport).
  getTopGoods: 'none',
  getSalesReport: 'none',
  getSalesTrend: 'none',
  // Roles are the platform's own records (docs/SPECIFICATION.md §6): pages alone.
  getRoleList: 'none',
  getRoleHolders: 'none',
  getRoleOptions: 'none',
  // An agent's statement: a detail of a target, swept with the calls that name one.
  getAgentStatement: 'agent',
  // Months (no rows of anyone's) and members' adjustments waiting for approval (members: pages alone).
  getSettleableShareMonths: 'none',
  getBalanceAdjustmentRequests: 'none',
  // The platform's statements from the payment channels: the page alone (docs/MONEY.md).
  getChannelReconciliation: 'none',
  // The platform account's own entries (no one's rows): the page alone (docs/MONEY.md).
  getPlatformStatement: 'none',
} as const satisfies Partial<Record<EndpointName, Dimension | 'none'>>;

/** Figures over orders: the scoped caller's never exceed the super administrator's. */
const SUMS = new Set<EndpointName>(['getTopGoods', 'getSalesReport', 'getSalesTrend']);

const endpointNames = Object.keys(endpoints) as EndpointName[];
const shapeOf = (schema: unknown): Record<string, unknown> =>
  (schema as { shape?: Record<string, unknown> }).shape ??
  (schema as { def?: { in?: { shape?: Record<string, unknown> } } }).def?.in?.shape ??
  {};
/** The calls whose answer is rows: a `rows` array in its data. */
const rowEndpoints = endpointNames.filter((name) => {
  const endpoint: Endpoint = endpoints[name];
  return endpoint.method === 'GET' && 'rows' in shapeOf(endpoint.data);
});

/** Request fields that name a target of a dimension. */
const TARGET_FIELDS: Record<string, Dimension | 'refund' | 'alarm' | 'withdrawal' | 'assignment'> = {
  deviceId: 'device',
  deviceIds: 'device',
  orderId: 'order',
  merchantId: 'merchant',
  agentId: 'agent',
  planId: 'plan',
  tripId: 'trip',
  regionId: 'region',
  feedbackId: 'feedback',
  refundId: 'refund',
  alarmId: 'alarm',
  withdrawalId: 'withdrawal',
  assignmentIds: 'assignment',
};
/** Calls naming a target they filter by (not act on), and the testers' devices (a tester is a person: pages only). */
const NOT_TARGETS = new Set<EndpointName>(['addTester', 'updateTester']);
const targetEndpoints = endpointNames.filter((name) => {
  if (NOT_TARGETS.has(name)) return false;
  const shape = shapeOf(endpoints[name].request);
  return Object.keys(shape).some(
    (field) =>
      field in TARGET_FIELDS &&
      !(shape[field] as { safeParse: (v: unknown) => { success: boolean } }).safeParse(undefined).success,
  );
});
/**
 * Calls whose answer for a target that does not exist is their answer for any target they
 * cannot act on, so the super administrator's answer cannot show the target mattered: the
 * retry of failed updates skips a device whose update did not fail, as it skips an unknown one.
 */
const SAME_FOR_ANY_TARGET = new Set<EndpointName>(['retrySoftwareUpdates']);

/** The demo data's places, read from the database: what is in the region's scope. */
interface Facts {
  inScope: Record<Dimension | 'refund' | 'alarm' | 'withdrawal' | 'assignment', Set<number>>;
  outside: Record<Dimension | 'refund' | 'alarm' | 'withdrawal' | 'assignment', number | undefined>;
  releaseId: number;
  advertisementId: number;
}

async function readFacts(server: TestServer, regionId: number): Promise<Facts> {
  const db = server.app.database.db;
  const [
    devices,
    merchants,
    orders,
    lines,
    feedback,
    refunds,
    alarms,
    withdrawals,
    assignments,
    regions,
    releases,
    ads,
    stops,
  ] = await Promise.all([
    db.select().from(schema.devices),
    db.select().from(schema.merchants),
    db
      .select({
        id: schema.orders.id,
        deviceId: schema.orders.deviceId,
        merchantId: schema.orders.merchantId,
        agentId: schema.orders.agentId,
      })
      .from(schema.orders),
    db.select().from(schema.replenishmentPlanLines),
    db.select().from(schema.feedback),
    db.select().from(schema.orderRefunds),
    db.select().from(schema.deviceAlarms),
    db.select().from(schema.withdrawals),
    db.select().from(schema.deviceAdvertisements),
    db.select().from(schema.regions),
    db.select().from(schema.softwareReleases),
    db.select().from(schema.advertisements),
    db.select().from(schema.tripStops),
  ]);
  const device = new Set(devices.filter((row) => row.regionId === regionId).map((row) => row.id));
  const merchant = new Set(
    devices.filter((row) => device.has(row.id) && row.merchantId !== null).map((row) => row.merchantId!),
  );
  const agent = new Set(merchants.filter((row) => merchant.has(row.id)).map((row) => row.agentId));
  const order = new Set(orders.filter((row) => row.deviceId !== null && device.has(row.deviceId)).map((row) => row.id));
  const planIds = [...new Set(lines.map((line) => line.planId))];
  const plan = new Set(planIds.filter((id) => lines.every((line) => line.planId !== id || device.has(line.deviceId))));
  const tripIds = [...new Set(stops.map((stop) => stop.tripId))];
  const trip = new Set(tripIds.filter((id) => stops.every((stop) => stop.tripId !== id || device.has(stop.deviceId))));
  const region = new Set([
    regionId,
    ...devices.filter((row) => device.has(row.id) && row.regionId !== null).map((row) => row.regionId!),
  ]);
  const feedbackIn = new Set(
    feedback.filter((row) => row.deviceId !== null && device.has(row.deviceId)).map((row) => row.id),
  );
  const inScope = {
    device,
    merchant,
    agent,
    order,
    plan,
    trip,
    region,
    feedback: feedbackIn,
    refund: new Set(refunds.filter((row) => order.has(row.orderId)).map((row) => row.id)),
    alarm: new Set(alarms.filter((row) => device.has(row.deviceId)).map((row) => row.id)),
    withdrawal: new Set(withdrawals.filter((row) => agent.has(row.agentId)).map((row) => row.id)),
    assignment: new Set(assignments.filter((row) => device.has(row.deviceId)).map((row) => row.id)),
  };
  const firstOutside = (ids: number[], kept: Set<number>) => ids.find((id) => !kept.has(id));
  return {
    inScope,
    outside: {
      device: firstOutside(
        devices.map((row) => row.id),
        device,
      ),
      merchant: firstOutside(
        merchants.map((row) => row.id),
        merchant,
      ),
      agent: firstOutside(
        merchants.map((row) => row.agentId),
        agent,
      ),
      order: firstOutside(
        orders.filter((row) => row.deviceId !== null).map((row) => row.id),
        order,
      ),
      plan: firstOutside(planIds, plan),
      trip: firstOutside(tripIds, trip),
      region: firstOutside(
        regions.map((row) => row.id),
        region,
      ),
      feedback: firstOutside(
        feedback.map((row) => row.id),
        feedbackIn,
      ),
      refund: firstOutside(
        refunds.map((row) => row.id),
        inScope.refund,
      ),
      alarm: firstOutside(
        alarms.filter((row) => row.closedAt === null).map((row) => row.id),
        inScope.alarm,
      ),
      withdrawal: firstOutside(
        withdrawals.map((row) => row.id),
        inScope.withdrawal,
      ),
      assignment: firstOutside(
        assignments.map((row) => row.id),
        inScope.assignment,
      ),
    },
    releaseId: releases[0]?.id ?? MISSING_ID,
    advertisementId: ads[0]?.id ?? MISSING_ID,
  };
}

/** The id a row carries for its dimension. */
function rowId(name: EndpointName, dimension: Dimension, row: Record<string, unknown>): number {
  if (name.endsWith('Options')) return Number(row['value']);
  const field = {
    device: 'deviceId',
    order: 'orderId',
    merchant: 'merchantId',
    agent: 'agentId',
    plan: 'planId',
    trip: 'tripId',
    region: 'regionId',
    feedback: 'feedbackId',
  }[dimension];
  return Number(row[field]);
}

/** A row as compared: without the answer's clock, and without its counts of devices and merchants (the caller's own: checked apart). */
const comparable = (row: Record<string, unknown>) =>
  JSON.stringify({
    ...row,
    checkedTime: undefined,
    manageable: undefined,
    deviceCount: undefined,
    merchantCount: undefined,
  });

describe.each(backends)('the data scope on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  let scopedToken: string;
  let facts: Facts;
  let scopedRoleId: number;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
    const db = server.app.database.db;
    // Every page, the rows of one region: the demo operator's region.
    const pages = menu.flatMap((group) => group.children.map((page) => page.interfaceName));
    const { managerId, token } = await createManager(server, adminToken, 'regional', pages);
    const [region] = await db.select().from(schema.regions).where(eq(schema.regions.name, OPERATOR_DEMO_REGION));
    const [role] = await db
      .update(schema.roles)
      .set({ dataScope: 'custom' })
      .where(eq(schema.roles.name, personalRoleName('regional')))
      .returning();
    await db.insert(schema.roleScopeTargets).values({ roleId: role!.id, dimension: 'region', targetId: region!.id });
    scopedRoleId = role!.id;
    expect(managerId).toBeGreaterThan(0);
    scopedToken = token;
    // An open alarm outside the region, for the resolve call to aim at.
    const [outsideDevice] = await db.select().from(schema.devices).where(eq(schema.devices.deviceNo, 'VM000001'));
    expect(outsideDevice?.regionId).not.toBe(region!.id);
    await db
      .insert(schema.deviceAlarms)
      .values({ deviceId: outsideDevice!.id, kind: 'offline', openedAt: server.clock.now() });
    facts = await readFacts(server, region!.id);
    // The region is a strict part of the fleet.
    expect(facts.inScope.device.size).toBeGreaterThan(0);
    expect(facts.outside.device).toBeDefined();
  });
  afterAll(() => server.close());

  /** Every row of a call, page after page when it pages. */
  async function allRows(name: EndpointName, token: string) {
    const paged = 'page' in shapeOf(endpoints[name].request);
    const input: Record<string, unknown> = { ...harmlessInputs[name] };
    if (name === 'getSalesReport') input['groupBy'] = 'device';
    // The holders of a role that exists: the scoped caller's own.
    if (name === 'getRoleHolders') input['roleId'] = scopedRoleId;
    if (!paged) {
      const answer = await server.envelope(name, { token, input });
      expect(answer.code, `${name}: ${answer.msg}`).toBe(ResultCode.SUCCESS);
      return { rows: answer.data.rows as Record<string, unknown>[], total: undefined, data: answer.data };
    }
    const rows: Record<string, unknown>[] = [];
    let total = 0;
    for (let page = 1; page <= 80; page += 1) {
      const answer = await server.envelope(name, { token, input: { ...input, page, size: 100 } });
      expect(answer.code, `${name}: ${answer.msg}`).toBe(ResultCode.SUCCESS);
      rows.push(...(answer.data.rows as Record<string, unknown>[]));
      total = answer.data.total as number;
      if (rows.length >= total || answer.data.rows.length === 0) break;
    }
    return { rows, total, data: undefined };
  }

  it('names the dimension of every call that answers rows', () => {
    expect(rowEndpoints.filter((name) => !(name in rowDimensions))).toEqual([]);
  });

  it.each(rowEndpoints.filter((name) => !SUMS.has(name) && !targetEndpoints.includes(name)))(
    '%s answers only the rows in scope, and all of them',
    async (name) => {
      const dimension = (rowDimensions as Partial<Record<EndpointName, Dimension | 'none'>>)[name] ?? 'none';
      const [everyone, scoped] = [await allRows(name, adminToken), await allRows(name, scopedToken)];
      if ('limit' in shapeOf(endpoints[name].request)) {
        // The first few by some measure: the scope's own first few, every one of them in scope.
        expect(scoped.rows.length).toBeGreaterThan(0);
        for (const row of scoped.rows)
          expect(dimension === 'none' || facts.inScope[dimension].has(rowId(name, dimension, row))).toBe(true);
        return;
      }
      const expected =
        dimension === 'none'
          ? everyone.rows
          : everyone.rows.filter((row) => facts.inScope[dimension].has(rowId(name, dimension, row)));
      expect(scoped.rows.map(comparable).sort()).toEqual(expected.map(comparable).sort());
      if (dimension !== 'none' && everyone.rows.length > 0)
        expect(scoped.rows.length).toBeLessThan(everyone.rows.length);
      // Totals add up to the rows.
      if (scoped.total !== undefined) expect(scoped.total).toBe(scoped.rows.length);
    },
  );

  it('sums only the orders in scope: the order list’s totals, the sales report, the dashboard', async () => {
    const scopedOrders = await server.envelope('getOrderList', { token: scopedToken, input: { page: 1, size: 1 } });
    expect(scopedOrders.data.total).toBe(facts.inScope.order.size);
    expect(scopedOrders.data.totals.count).toBe(facts.inScope.order.size);
    const report = async (token: string) =>
      (
        await server.envelope('getSalesReport', {
          token,
          input: { ...harmlessInputs.getSalesReport, groupBy: 'device' },
        })
      ).data;
    const [all, scoped] = [await report(adminToken), await report(scopedToken)];
    for (const row of scoped.rows) expect(facts.inScope.device.has(Number(row.key))).toBe(true);
    const sum = (rows: { current: { received: number; orders: number } }[], key: 'received' | 'orders') =>
      rows.reduce((total, row) => total + row.current[key], 0);
    expect(scoped.current.orders).toBe(sum(scoped.rows, 'orders'));
    expect(scoped.current.received).toBe(sum(scoped.rows, 'received'));
    expect(scoped.current.received).toBe(
      sum(
        all.rows.filter((row: { key: string }) => facts.inScope.device.has(Number(row.key))),
        'received',
      ),
    );
    expect(scoped.current.received).toBeLessThan(all.current.received);
    const kpis = async (token: string) => (await server.envelope('getHomeKpis', { token })).data;
    const [allKpis, scopedKpis] = [await kpis(adminToken), await kpis(scopedToken)];
    expect(scopedKpis.deviceCount).toBe(facts.inScope.device.size);
    expect(scopedKpis.memberCount).toBe(allKpis.memberCount);
    expect(scopedKpis.salesThisMonth).toBeLessThanOrEqual(allKpis.salesThisMonth);
    // 卡单: each caller's card counts the stuck orders its own filtered list holds, all in scope.
    for (const [token, counted] of [
      [adminToken, allKpis.stuckOrderCount],
      [scopedToken, scopedKpis.stuckOrderCount],
    ] as const) {
      const stuck = await server.envelope('getOrderList', { token, input: { page: 1, size: 100, stuck: 1 } });
      expect(stuck.data.total).toBe(counted);
      if (token === scopedToken)
        for (const row of stuck.data.rows) expect(facts.inScope.order.has(row.orderId)).toBe(true);
    }
    expect(allKpis.stuckOrderCount).toBeGreaterThan(scopedKpis.stuckOrderCount);
    const trend = async (token: string) =>
      (await server.envelope('getSalesTrend', { token, input: { days: 30 } })).data;
    const [allTrend, scopedTrend] = [await trend(adminToken), await trend(scopedToken)];
    for (const [index, point] of scopedTrend.points.entries())
      expect(point.sales).toBeLessThanOrEqual(allTrend.points[index].sales);
    const top = async (token: string) => (await server.envelope('getTopGoods', { token, input: { days: 30 } })).data;
    const [allTop, scopedTop] = [await top(adminToken), await top(scopedToken)];
    for (const row of scopedTop.rows)
      expect(row.sales).toBeLessThanOrEqual(
        allTop.rows.find((all: { goodsId: number }) => all.goodsId === row.goodsId)?.sales ?? Infinity,
      );
  });

  it('counts only the devices in scope per device type, agent and merchant', async () => {
    const db = server.app.database.db;
    const devices = (await db.select().from(schema.devices)).filter((device) => facts.inScope.device.has(device.id));
    const merchants = new Map((await db.select().from(schema.merchants)).map((row) => [row.id, row.agentId]));
    const expected = (key: (device: (typeof devices)[number]) => number | null | undefined, id: number) =>
      devices.filter((device) => key(device) === id).length;
    for (const [name, field, key] of [
      ['getDeviceTypeList', 'typeId', (device: (typeof devices)[number]) => device.typeId],
      ['getAgentList', 'agentId', (device: (typeof devices)[number]) => merchants.get(device.merchantId ?? 0)],
      ['getMerchantList', 'merchantId', (device: (typeof devices)[number]) => device.merchantId],
    ] as const) {
      const { rows } = await allRows(name, scopedToken);
      expect(rows.length, name).toBeGreaterThan(0);
      for (const row of rows)
        expect(row['deviceCount'], `${name} ${String(row[field])}`).toBe(expected(key, Number(row[field])));
    }
    // Fewer than the fleet's: the super administrator's counts are every device's.
    const everyType = (await allRows('getDeviceTypeList', adminToken)).rows;
    const sum = (rows: Record<string, unknown>[]) => rows.reduce((total, row) => total + Number(row['deviceCount']), 0);
    expect(sum((await allRows('getDeviceTypeList', scopedToken)).rows)).toBe(facts.inScope.device.size);
    expect(sum(everyType)).toBeGreaterThan(facts.inScope.device.size);
  });

  it('counts only the rows in scope in every other count of a list row: an agent’s merchants, a region’s devices, an advertisement’s and a release’s devices', async () => {
    const db = server.app.database.db;
    const [merchants, devices, assignments, pushes] = await Promise.all([
      db.select().from(schema.merchants),
      db.select().from(schema.devices),
      db.select().from(schema.deviceAdvertisements),
      db.select().from(schema.deviceSoftwareUpdates),
    ]);
    const countOf =
      <T>(rows: T[], key: (row: T) => number | null, inScope: (row: T) => boolean) =>
      (id: number) =>
        rows.filter((row) => key(row) === id && inScope(row)).length;
    const cases = [
      [
        'getAgentList',
        'agentId',
        'merchantCount',
        countOf(
          merchants,
          (row) => row.agentId,
          (row) => facts.inScope.merchant.has(row.id),
        ),
      ],
      [
        'getRegionList',
        'regionId',
        'deviceCount',
        countOf(
          devices,
          (row) => row.regionId,
          (row) => facts.inScope.device.has(row.id),
        ),
      ],
      [
        'getAdvertisementList',
        'advertisementId',
        'deviceCount',
        countOf(
          assignments,
          (row) => row.advertisementId,
          (row) => facts.inScope.device.has(row.deviceId),
        ),
      ],
      [
        'getSoftwareReleaseList',
        'releaseId',
        'deviceCount',
        countOf(
          pushes,
          (row) => row.releaseId,
          (row) => facts.inScope.device.has(row.deviceId),
        ),
      ],
    ] as const;
    const sum = (rows: Record<string, unknown>[], field: string) =>
      rows.reduce((total, row) => total + Number(row[field]), 0);
    for (const [name, idField, field, expected] of cases) {
      const { rows } = await allRows(name, scopedToken);
      expect(rows.length, name).toBeGreaterThan(0);
      for (const row of rows)
        expect(row[field], `${name} ${String(row[idField])}`).toBe(expected(Number(row[idField])));
    }
    // A strict part: the super administrator counts the merchants and assignments outside the region too.
    for (const [name, field] of [
      ['getAgentList', 'merchantCount'],
      ['getAdvertisementList', 'deviceCount'],
    ] as const)
      expect(sum((await allRows(name, scopedToken)).rows, field), name).toBeLessThan(
        sum((await allRows(name, adminToken)).rows, field),
      );
  });

  it('refuses to remove an advertisement that still plays outside the scope (its assignments would go with it), writing nothing', async () => {
    const db = server.app.database.db;
    const [elsewhere] = await db
      .select()
      .from(schema.deviceAdvertisements)
      .where(eq(schema.deviceAdvertisements.id, facts.outside.assignment!));
    const before = await databaseDigest(db);
    const refused = await server.envelope('removeAdvertisement', {
      token: scopedToken,
      input: { advertisementId: elsewhere!.advertisementId },
    });
    expect(refused).toMatchObject({
      code: ResultCode.FAILURE,
      data: { message: '该广告仍投放在您数据范围之外的设备上，不能删除', field: 'advertisementId' },
    });
    expect(await databaseDigest(db)).toEqual(before);
  });

  // searchRecords answers devices, orders and members (no `rows`): swept here by itself.
  it('searchRecords finds only the devices and orders in scope, members as everyone’s', async () => {
    const db = server.app.database.db;
    const search = async (token: string, q: string) =>
      (await server.envelope('searchRecords', { token, input: { q } })).data as {
        devices: { deviceId: number }[];
        orders: { orderId: number }[];
        members: { userId: number }[];
      };
    const [outsideDevice] = await db.select().from(schema.devices).where(eq(schema.devices.id, facts.outside.device!));
    expect((await search(adminToken, outsideDevice!.deviceNo)).devices.length).toBeGreaterThan(0);
    expect((await search(scopedToken, outsideDevice!.deviceNo)).devices).toEqual([]);
    const fleet = await search(scopedToken, 'VM0000');
    expect(fleet.devices.length).toBeGreaterThan(0);
    for (const row of fleet.devices) expect(facts.inScope.device.has(row.deviceId)).toBe(true);
    const [outsideOrder] = await db.select().from(schema.orders).where(eq(schema.orders.id, facts.outside.order!));
    expect((await search(adminToken, outsideOrder!.orderNo)).orders.map((row) => row.orderId)).toContain(
      outsideOrder!.id,
    );
    expect((await search(scopedToken, outsideOrder!.orderNo)).orders).toEqual([]);
    const insideOrderId = [...facts.inScope.order][0]!;
    const [insideOrder] = await db.select().from(schema.orders).where(eq(schema.orders.id, insideOrderId));
    expect((await search(scopedToken, insideOrder!.orderNo)).orders.map((row) => row.orderId)).toContain(insideOrderId);
    const [member] = await db.select().from(schema.members).limit(1);
    expect((await search(scopedToken, member!.phone)).members).toEqual(
      (await search(adminToken, member!.phone)).members,
    );
  });

  it('offers the plan’s filters within the scope', async () => {
    const { data } = await server.envelope('getReplenishmentPlanOptions', { token: scopedToken });
    for (const row of data.agents) expect(facts.inScope.agent.has(row.value)).toBe(true);
    for (const row of data.merchants) expect(facts.inScope.merchant.has(row.value)).toBe(true);
  });

  it('applyWithdrawal names no target (an agent account applies for its own agent): a scoped administrator linked to no agent is refused, writing nothing', async () => {
    // Its scope is the caller's own agent by construction (finance/apply-withdrawal.test.ts applies as one).
    expect(Object.keys(shapeOf(endpoints.applyWithdrawal.request)).filter((field) => field in TARGET_FIELDS)).toEqual(
      [],
    );
    const db = server.app.database.db;
    const before = await databaseDigest(db);
    const answer = await server.envelope('applyWithdrawal', {
      token: scopedToken,
      input: { ...harmlessInputs.applyWithdrawal },
    });
    expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { message: '只有代理商账号可以申请提现' } });
    expect(await databaseDigest(db)).toEqual(before);
  });

  it('has a target outside the scope for every call that acts on one', () => {
    expect(targetEndpoints.length).toBeGreaterThan(20);
    for (const name of targetEndpoints) {
      const fields = Object.keys(shapeOf(endpoints[name].request)).filter((field) => field in TARGET_FIELDS);
      for (const field of fields) expect(facts.outside[TARGET_FIELDS[field]!], `${name}.${field}`).toBeDefined();
    }
  });

  it.each(targetEndpoints)(
    '%s treats a target outside the scope as one that does not exist, and writes nothing',
    async (name) => {
      const fields = Object.keys(shapeOf(endpoints[name].request)).filter((field) => field in TARGET_FIELDS);
      const withTargets = (id: (field: string) => number) => {
        const input: Record<string, unknown> = { ...harmlessInputs[name] };
        // A release and an advertisement that exist, so that only the target decides.
        if ('releaseId' in input) input['releaseId'] = facts.releaseId;
        if ('advertisementId' in input) input['advertisementId'] = facts.advertisementId;
        for (const field of fields) input[field] = Array.isArray(input[field]) ? [id(field)] : id(field);
        return input;
      };
      const answerOf = async (token: string, input: Record<string, unknown>) => {
        const response = await server.call(name, { token, input });
        return isFileAnswer(response.headers['content-type']) ? { file: true } : response.json();
      };
      const db = server.app.database.db;
      const before = await databaseDigest(db);
      const outside = withTargets((field) => facts.outside[TARGET_FIELDS[field]!]!);
      const refused = await answerOf(scopedToken, outside);
      expect(await databaseDigest(db)).toEqual(before);
      expect(refused).toEqual(
        await answerOf(
          scopedToken,
          withTargets(() => MISSING_ID),
        ),
      );
      expect(await databaseDigest(db)).toEqual(before);
      // The super administrator's answer shows the target exists. Its call may act on the outside
      // alarm (resolve it): the alarm is put back, so the next call's target is still an open alarm.
      const outsideAlarm = eq(schema.deviceAlarms.id, facts.outside.alarm!);
      const [alarmBefore] = await db.select().from(schema.deviceAlarms).where(outsideAlarm);
      if (!SAME_FOR_ANY_TARGET.has(name)) expect(await answerOf(adminToken, outside)).not.toEqual(refused);
      await db.update(schema.deviceAlarms).set(alarmBefore!).where(outsideAlarm);
    },
  );
});

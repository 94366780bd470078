import {
  endpoints,
  ResultCode,
  successEnvelopeSchema,
  type AgentRow,
  type EndpointName,
  type MerchantRow,
  type RequestInput,
} from '@vending/contract';
import { count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MISSING_ID } from '../../testing/accounts';
import { databaseDigest } from '../../testing/digest';
import {
  ADMIN_PASSWORD,
  backends,
  OPERATOR_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../testing/test-server';
import { devices } from '../../db/schema';
import { agents, merchants } from './tables';

describe.each(backends)('agents and merchants on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  let operatorToken: string;
  const db = () => server.app.database.db;

  async function data<Name extends EndpointName>(name: Name, input: RequestInput<Name>, token = adminToken) {
    const answer = await server.envelope(name, { token, input });
    return successEnvelopeSchema(endpoints[name].data as z.ZodType).parse(answer).data as z.infer<
      (typeof endpoints)[Name]['data']
    >;
  }

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
    operatorToken = await server.login('operator', OPERATOR_PASSWORD);
  });
  afterAll(() => server.close());

  const agentInput = {
    name: '苏州智能零售有限公司',
    contact: '沈立',
    phone: '13912345678',
    region: '苏州市工业园区',
    sharePercent: '27.5',
  };

  it('seeds agents and merchants, counting each agent’s merchants and devices', async () => {
    const page = (await data('getAgentList', { size: 100 })) as { rows: AgentRow[]; total: number };
    // 24 agents, and the 5 the passed franchise applications created.
    expect(page.total).toBe(29);
    const [merchantRows] = await db().select({ value: count() }).from(merchants);
    expect(Number(merchantRows?.value)).toBe(40);
    for (const agent of page.rows) {
      const counted = await db()
        .select({ value: count() })
        .from(devices)
        .innerJoin(merchants, eq(merchants.id, devices.merchantId))
        .where(eq(merchants.agentId, agent.agentId));
      expect(agent.deviceCount, agent.name).toBe(Number(counted[0]?.value));
    }
    expect(page.rows.reduce((sum, agent) => sum + agent.merchantCount, 0)).toBe(40);
    expect(page.rows.reduce((sum, agent) => sum + agent.deviceCount, 0)).toBe(24);
  });

  it('adds and edits an agent, keeping the share rate to two decimals and who changed it', async () => {
    const { agentId } = (await data('addAgent', agentInput)) as { agentId: number };
    let [row] = ((await data('getAgentList', { keyword: '苏州智能' })) as { rows: AgentRow[] }).rows;
    expect(row).toMatchObject({
      agentId,
      sharePercent: 27.5,
      merchantCount: 0,
      deviceCount: 0,
      updatedBy: 'admin',
      isFlag: 1,
    });
    expect((await data('updateAgent', { agentId, ...agentInput, sharePercent: '30' })) as null).toBeNull();
    [row] = ((await data('getAgentList', { keyword: '苏州智能' })) as { rows: AgentRow[] }).rows;
    expect(row?.sharePercent).toBe(30);
    // The list reads the stored basis points and answers percent only: one unit on the wire.
    const listed = await server.envelope('getAgentList', { token: adminToken, input: { keyword: '苏州智能' } });
    expect((listed as { data: { rows: object[] } }).data.rows[0]).not.toHaveProperty('shareBasisPoints');
    const [stored] = await db().select().from(agents).where(eq(agents.id, agentId));
    expect(stored?.shareBasisPoints).toBe(3_000);
  });

  it.each([
    ['sharePercent', '100.5'],
    ['sharePercent', '12.345'],
    ['phone', '12345'],
    ['name', ''],
  ])('refuses %s = %j by its field, writing nothing', async (field, value) => {
    const before = await databaseDigest(db());
    const answer = await server.envelope('addAgent', {
      token: adminToken,
      input: { ...agentInput, name: '新代理', [field]: value },
    });
    expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { field } });
    expect(await databaseDigest(db())).toEqual(before);
  });

  it('refuses a second agent of the same name', async () => {
    expect(await server.envelope('addAgent', { token: adminToken, input: agentInput })).toMatchObject({
      code: ResultCode.FAILURE,
      msg: '已有同名的代理商',
      data: { field: 'name' },
    });
  });

  const merchantInput = (agentId: number) => ({
    name: '苏州金鸡湖写字楼大堂',
    contact: '顾敏',
    phone: '13812345678',
    address: '苏州市工业园区苏州大道东 265 号',
    latitude: '31.3165',
    longitude: '120.6690',
    agentId,
  });

  it('adds a merchant under an agent, filters by agent, and edits its coordinates away', async () => {
    const [agent] = await db().select().from(agents).where(eq(agents.name, agentInput.name));
    const { merchantId } = (await data('addMerchant', merchantInput(agent!.id))) as { merchantId: number };
    const list = (await data('getMerchantList', { agentId: agent!.id })) as { rows: MerchantRow[]; total: number };
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({
      merchantId,
      agentName: agentInput.name,
      latitude: 31.3165,
      longitude: 120.669,
      deviceCount: 0,
      updatedBy: 'admin',
    });
    expect(
      (
        await server.envelope('updateMerchant', {
          token: adminToken,
          input: { merchantId, ...merchantInput(agent!.id), latitude: '', longitude: '' },
        })
      ).code,
    ).toBe(1);
    const [stored] = await db().select().from(merchants).where(eq(merchants.id, merchantId));
    expect([stored?.latitude, stored?.longitude]).toEqual([null, null]);
    const options = (await data('getAgentOptions', {})) as { rows: { value: number; label: string }[] };
    expect(options.rows).toContainEqual({ value: agent!.id, label: agentInput.name });
  });

  it.each([
    ['latitude', '91'],
    ['longitude', '-181'],
    ['phone', '1381234567'],
  ])('refuses a merchant with %s = %j by its field, writing nothing', async (field, value) => {
    const [agent] = await db().select().from(agents).limit(1);
    const before = await databaseDigest(db());
    const answer = await server.envelope('addMerchant', {
      token: adminToken,
      input: { ...merchantInput(agent!.id), [field]: value },
    });
    expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { field } });
    expect(await databaseDigest(db())).toEqual(before);
  });

  it('refuses a merchant for an agent that does not exist', async () => {
    const before = await databaseDigest(db());
    expect(await server.envelope('addMerchant', { token: adminToken, input: merchantInput(MISSING_ID) })).toMatchObject(
      {
        code: ResultCode.FAILURE,
        msg: '代理商不存在',
        data: { field: 'agentId' },
      },
    );
    expect(await databaseDigest(db())).toEqual(before);
  });

  it('the demo data has no two merchants of one name under one agent (issue 30 item 7)', async () => {
    const rows = await db().select({ agentId: merchants.agentId, name: merchants.name }).from(merchants);
    const keys = rows.map((row) => `${row.agentId}/${row.name}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('refuses a second merchant of one name under one agent, adding or editing, writing nothing', async () => {
    const [first, other] = await db().select().from(merchants).orderBy(merchants.id).limit(2);
    const taken = { ...merchantInput(first!.agentId), name: first!.name };
    const before = await databaseDigest(db());
    expect(await server.envelope('addMerchant', { token: adminToken, input: taken })).toMatchObject({
      code: ResultCode.FAILURE,
      msg: '该代理商下已有同名的商户',
      data: { field: 'name' },
    });
    const renamed = { ...taken, merchantId: other!.id };
    expect(await server.envelope('updateMerchant', { token: adminToken, input: renamed })).toMatchObject({
      code: ResultCode.FAILURE,
      data: { field: 'name' },
    });
    expect(await databaseDigest(db())).toEqual(before);
    // The same name under another agent is another merchant; keeping one's own name is no clash.
    const [elsewhere] = await db().select().from(agents).where(ne(agents.id, first!.agentId)).limit(1);
    const keep = { ...merchantInput(first!.agentId), name: first!.name, merchantId: first!.id };
    expect(await server.envelope('updateMerchant', { token: adminToken, input: keep })).toMatchObject({ code: 1 });
    const added = await server.envelope('addMerchant', {
      token: adminToken,
      input: { ...merchantInput(elsewhere!.id), name: first!.name },
    });
    expect(added).toMatchObject({ code: 1 });
  });

  it('enables and disables agents and merchants', async () => {
    const [agent] = await db().select().from(agents).where(eq(agents.name, agentInput.name));
    expect(
      (await server.envelope('updateAgentIsFlag', { token: adminToken, input: { agentId: agent!.id, isFlag: 0 } }))
        .code,
    ).toBe(1);
    const [stored] = await db().select().from(agents).where(eq(agents.id, agent!.id));
    expect(stored?.isFlag).toBe(0);
  });

  it('gives the operator the merchants but not the agents', async () => {
    expect((await server.envelope('getMerchantList', { token: operatorToken })).code).toBe(ResultCode.SUCCESS);
    expect((await server.envelope('getAgentOptions', { token: operatorToken })).code).toBe(ResultCode.SUCCESS);
    expect((await server.envelope('getAgentList', { token: operatorToken })).code).toBe(ResultCode.NO_PERMISSION);
    expect(
      (await server.envelope('addAgent', { token: operatorToken, input: { ...agentInput, name: '越权代理' } })).code,
    ).toBe(ResultCode.NO_PERMISSION);
  });
});

import { z } from 'zod';
import { endpoint } from '../endpoint';
import { flagValue, mobilePhone, percentParam, recordId } from '../fields';
import { flagParam, instant, money, pagedRows, pagingParams, textParam } from '../wire';

// The agent network (代理商管理): agents and the merchants whose sites host devices.

/** A revenue-share rate in percent, 0 to 100 with at most two decimals (stored as basis points). */
const sharePercent = percentParam(100);
/** Optional coordinates (WGS-84 degrees); empty when unknown. */
const coordinate = (limit: number) =>
  z.union([
    z.number().min(-limit).max(limit),
    z
      .string()
      .trim()
      .regex(/^-?\d{1,3}(\.\d{1,8})?$/, 'must be a number of degrees')
      .transform(Number)
      .pipe(z.number().min(-limit).max(limit)),
  ]);
export const optionalCoordinate = (limit: number) =>
  z.union([z.literal('').transform(() => null), coordinate(limit)]).optional();

export const agentListRequest = z.strictObject({
  /** Part of the name, contact, phone or region. */
  keyword: textParam(50).optional(),
  isFlag: flagParam.optional(),
  ...pagingParams,
});
export const agentRow = z.object({
  agentId: z.int(),
  name: z.string(),
  contact: z.string(),
  phone: z.string(),
  region: z.string(),
  /** Percent, at most two decimals. */
  sharePercent: z.number(),
  merchantCount: z.int(),
  deviceCount: z.int(),
  /** Owed to the agent, in minor units. */
  balance: money,
  isFlag: flagValue,
  createTime: instant,
  /** Who created or last changed it, and when. */
  updatedBy: z.string().nullable(),
  updateTime: instant.nullable(),
});
export type AgentRow = z.infer<typeof agentRow>;
const agentFields = {
  name: textParam(50),
  contact: textParam(32),
  phone: mobilePhone,
  region: textParam(50),
  sharePercent,
};
export const addAgentRequest = z.strictObject(agentFields);
export const updateAgentRequest = z.strictObject({ agentId: recordId, ...agentFields });
export const agentFlagRequest = z.strictObject({ agentId: recordId, isFlag: flagParam });

export const merchantListRequest = z.strictObject({
  /** Part of the name, contact, phone or address. */
  keyword: textParam(50).optional(),
  agentId: recordId.optional(),
  isFlag: flagParam.optional(),
  ...pagingParams,
});
export const merchantRow = z.object({
  merchantId: z.int(),
  name: z.string(),
  contact: z.string(),
  phone: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  agentId: z.int(),
  agentName: z.string(),
  deviceCount: z.int(),
  isFlag: flagValue,
  createTime: instant,
  updatedBy: z.string().nullable(),
  updateTime: instant.nullable(),
});
export type MerchantRow = z.infer<typeof merchantRow>;
const merchantFields = {
  name: textParam(50),
  contact: textParam(32),
  phone: mobilePhone,
  address: textParam(200),
  latitude: optionalCoordinate(90),
  longitude: optionalCoordinate(180),
  agentId: recordId,
};
export const addMerchantRequest = z.strictObject(merchantFields);
export const updateMerchantRequest = z.strictObject({ merchantId: recordId, ...merchantFields });
export const merchantFlagRequest = z.strictObject({ merchantId: recordId, isFlag: flagParam });

/** A choice of a select: what is sent and what is shown. */
export const selectOption = z.object({
  value: z.int(),
  label: z.string(),
  /** What tells the option apart from others of the same label (a merchant's agent and address). */
  description: z.string().optional(),
});
export type SelectOption = z.infer<typeof selectOption>;

export const agentEndpoints = {
  getAgentList: endpoint({
    method: 'GET',
    path: '/api/agent/back/agents/getAgentList',
    encoding: 'query',
    request: agentListRequest,
    data: pagedRows(agentRow),
    menu: '代理商列表',
    summary: 'Agents, newest first, with their merchants and devices counted, filtered by keyword and flag.',
  }),
  addAgent: endpoint({
    method: 'POST',
    path: '/api/agent/back/agents/addAgent',
    encoding: 'form',
    request: addAgentRequest,
    data: z.object({ agentId: z.int() }),
    menu: '代理商列表',
    summary: 'Add an agent; the share rate is a percentage with at most two decimals.',
  }),
  updateAgent: endpoint({
    method: 'POST',
    path: '/api/agent/back/agents/updateAgent',
    encoding: 'form',
    request: updateAgentRequest,
    data: z.null(),
    menu: '代理商列表',
    summary: "Edit an agent's name, contact, phone, region and share rate.",
  }),
  updateAgentIsFlag: endpoint({
    method: 'POST',
    path: '/api/agent/back/agents/updateAgentIsFlag',
    encoding: 'form',
    request: agentFlagRequest,
    data: z.null(),
    menu: '代理商列表',
    summary: 'Enable (1) or disable (0) an agent.',
  }),
  getMerchantList: endpoint({
    method: 'GET',
    path: '/api/agent/back/business/getMerchantList',
    encoding: 'query',
    request: merchantListRequest,
    data: pagedRows(merchantRow),
    menu: '商户列表',
    summary: 'Merchants, newest first, with their devices counted, filtered by keyword, agent and flag.',
  }),
  getAgentOptions: endpoint({
    method: 'GET',
    path: '/api/agent/back/business/getAgentOptions',
    encoding: 'query',
    request: z.strictObject({}),
    data: z.object({ rows: z.array(selectOption) }),
    // One list for every page that picks or filters by agent.
    menu: ['商户列表', '设备列表', '提现记录', '代理商分成列表', '角色管理', '管理员列表'],
    summary:
      'Every agent by name, for choosing a merchant’s agent or an agent account’s and filtering devices, withdrawals and the share list.',
  }),
  addMerchant: endpoint({
    method: 'POST',
    path: '/api/agent/back/business/addMerchant',
    encoding: 'form',
    request: addMerchantRequest,
    data: z.object({ merchantId: z.int() }),
    menu: '商户列表',
    summary: 'Add a merchant of an agent, with its address and optional coordinates.',
  }),
  updateMerchant: endpoint({
    method: 'POST',
    path: '/api/agent/back/business/updateMerchant',
    encoding: 'form',
    request: updateMerchantRequest,
    data: z.null(),
    menu: '商户列表',
    summary: "Edit a merchant's details, address, coordinates and agent.",
  }),
  updateMerchantIsFlag: endpoint({
    method: 'POST',
    path: '/api/agent/back/business/updateMerchantIsFlag',
    encoding: 'form',
    request: merchantFlagRequest,
    data: z.null(),
    menu: '商户列表',
    summary: 'Enable (1) or disable (0) a merchant.',
  }),
} as const;

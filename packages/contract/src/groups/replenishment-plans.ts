import { z } from 'zod';
import { endpoint, xlsxFile } from '../endpoint';
import { recordId } from '../fields';
import { flowTransitionRequest } from '../flowRequests';
import { replenishmentPlanFlow } from '../statusFlows';
import { flagParam, instant, intParam, pagedRows, pagingParams } from '../wire';
import { selectOption } from './agents';

// 补货计划 (设备管理): what to load on the next round to bring each slot to its par level.

/** Where a line's stock comes from: what the device reported, or estimated from its sales since its last fill. */
export const planStockBases = ['reported', 'estimated'] as const;
export type PlanStockBasis = (typeof planStockBases)[number];
/** A slot's batch past its expiry date (过期), or within the warning days of 缺货商品设置 (临期). */
export const slotExpiryStates = ['expired', 'expiring'] as const;
export type SlotExpiryState = (typeof slotExpiryStates)[number];

/** Which devices a plan covers; none given: every enabled device with something to load. */
export const planDeviceFilters = {
  agentId: recordId.optional(),
  merchantId: recordId.optional(),
  /** 1 online devices only, 0 offline ones only. */
  online: flagParam.optional(),
  /** 1: only devices with a short slot (the rule of 缺货商品设置). */
  shortOnly: flagParam.optional(),
};
export const replenishmentPlanPreviewRequest = z.strictObject(planDeviceFilters);
export const saveReplenishmentPlanRequest = z.strictObject(planDeviceFilters);

/** One slot to fill: the device, the goods, its par level, the stock it is judged to hold and what to load. */
export const planLine = z.object({
  deviceId: z.int(),
  deviceNo: z.string(),
  deviceName: z.string(),
  address: z.string(),
  slotNo: z.int(),
  goodsId: z.int(),
  goodsName: z.string(),
  parLevel: z.int(),
  /** The stock the plan starts from (reported, or estimated: see `basis`). */
  stock: z.int(),
  basis: z.enum(planStockBases),
  /** Average items sold a day from this slot (the estimate's rate); shown with an estimated line. */
  dailyVends: z.number(),
  /** When the device was last filled; null when it never was. */
  lastFillTime: instant.nullable(),
  /** 过期 (expired) or 临期 (expiring within the warning days) when the slot's batch is; null otherwise. */
  expiry: z.enum(slotExpiryStates).nullable(),
  /** Items to take out before loading: the slot's stock when its batch is expired or expiring, else 0. */
  toRemove: z.int(),
  /** Items to load: par level − (stock − toRemove). */
  planned: z.int(),
  /** What the device's stock report said was loaded into the slot; null until it reports. */
  loaded: z.int().nullable(),
});
export type PlanLine = z.infer<typeof planLine>;

/** The warehouse's pick list: units of each goods, and full cases plus loose units where it has a case size. */
export const planGoodsSummary = z.object({
  goodsId: z.int(),
  goodsName: z.string(),
  units: z.int(),
  /** Items in one case; null when the goods has none. */
  caseSize: z.int().nullable(),
  /** Full cases and the units left over; null without a case size. */
  cases: z.int().nullable(),
  looseUnits: z.int().nullable(),
  /** Loaded so far, as the devices reported. */
  loaded: z.int(),
});
export type PlanGoodsSummary = z.infer<typeof planGoodsSummary>;

export const replenishmentPlanPreview = z.object({
  /** When the stock was judged. */
  computedTime: instant,
  deviceCount: z.int(),
  lines: z.array(planLine),
  summary: z.array(planGoodsSummary),
});
export type ReplenishmentPlanPreview = z.infer<typeof replenishmentPlanPreview>;

export const replenishmentPlanListRequest = z.strictObject({
  /** A state of the replenishment plan flow, as its number. */
  status: intParam({ min: 1, max: 3 }).optional(),
  ...pagingParams,
});
export const replenishmentPlanRow = z.object({
  planId: z.int(),
  /** The replenishment plan flow's state. */
  status: z.int(),
  deviceCount: z.int(),
  /** Devices whose stock report has come in. */
  reportedDevices: z.int(),
  plannedUnits: z.int(),
  loadedUnits: z.int(),
  createdBy: z.string().nullable(),
  createTime: instant,
  /** When the last device reported and the plan was done. */
  closedTime: instant.nullable(),
});
export type ReplenishmentPlanRow = z.infer<typeof replenishmentPlanRow>;

export const replenishmentPlanRequest = z.strictObject({ planId: recordId });
export const replenishmentPlanDetail = replenishmentPlanRow.extend({
  lines: z.array(planLine),
  summary: z.array(planGoodsSummary),
});
export type ReplenishmentPlanDetail = z.infer<typeof replenishmentPlanDetail>;

export const transitReplenishmentPlanRequest = flowTransitionRequest(replenishmentPlanFlow, 'planId');

export const replenishmentPlanEndpoints = {
  getReplenishmentPlanOptions: endpoint({
    method: 'GET',
    path: '/api/equipment/back/plans/getReplenishmentPlanOptions',
    encoding: 'query',
    request: z.strictObject({}),
    data: z.object({ agents: z.array(selectOption), merchants: z.array(selectOption) }),
    menu: '补货计划',
    summary: 'Every agent and every merchant by name, for choosing the devices of a plan.',
  }),
  getReplenishmentPlanPreview: endpoint({
    method: 'GET',
    path: '/api/equipment/back/plans/getReplenishmentPlanPreview',
    encoding: 'query',
    request: replenishmentPlanPreviewRequest,
    data: replenishmentPlanPreview,
    menu: '补货计划',
    summary:
      'What to load now into the chosen devices to bring each slot to its par level: per slot (reported or estimated stock) and per goods; nothing is saved.',
  }),
  saveReplenishmentPlan: endpoint({
    method: 'POST',
    path: '/api/equipment/back/plans/saveReplenishmentPlan',
    encoding: 'form',
    request: saveReplenishmentPlanRequest,
    data: z.object({ planId: z.int() }),
    menu: '补货计划',
    summary:
      'Compute the plan for the chosen devices as the preview does and save it, planned; refused when nothing is to load.',
  }),
  getReplenishmentPlanList: endpoint({
    method: 'GET',
    path: '/api/equipment/back/plans/getReplenishmentPlanList',
    encoding: 'query',
    request: replenishmentPlanListRequest,
    data: pagedRows(replenishmentPlanRow),
    menu: '补货计划',
    summary: 'Saved plans, newest first, with their state, devices reported and units planned and loaded.',
  }),
  getReplenishmentPlan: endpoint({
    method: 'GET',
    path: '/api/equipment/back/plans/getReplenishmentPlan',
    encoding: 'query',
    request: replenishmentPlanRequest,
    data: replenishmentPlanDetail,
    menu: '补货计划',
    summary: 'One saved plan: per slot planned and loaded, and the per-goods summary.',
  }),
  getReplenishmentPlanExcle: endpoint({
    method: 'GET',
    path: '/api/equipment/back/plans/getReplenishmentPlanExcle',
    encoding: 'query',
    request: replenishmentPlanRequest,
    data: xlsxFile,
    menu: '补货计划',
    summary: 'A saved plan as an .xlsx file: the per-goods summary for the warehouse and the per-device detail.',
  }),
  transitReplenishmentPlan: endpoint({
    method: 'POST',
    path: '/api/equipment/back/plans/transitReplenishmentPlan',
    encoding: 'form',
    request: transitReplenishmentPlanRequest,
    data: z.null(),
    menu: '补货计划',
    summary: 'Start loading a planned plan (planned → loading); the devices’ stock reports then close it.',
  }),
} as const;

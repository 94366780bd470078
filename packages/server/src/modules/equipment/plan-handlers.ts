import type { DataScope } from '../../auth/data-scope';
import { agentsInScope, merchantsInScope, plansInScope } from '../../auth/scope';
import { replenishmentPlanFlow, type PlanLine, type ReplenishmentPlanRow } from '@vending/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { businessDate, formatBusinessTime } from '../../business-time';
import type { Database } from '../../db/database';
import type { Handlers } from '../../http/api-routes';
import { failure, success } from '../../http/envelope';
import { text, type Text } from '../../http/language';
import { sendXlsxSheets, type XlsxColumn } from '../../http/xlsx-download';
import { declareList } from '../../lists/declared-list';
import { newestFirst } from '../../lists/keyset';
import { transit } from '../../lists/transition';
import { usernameOf } from '../administrators';
import { agentOptionRows, merchantOptionRows, agents, merchants } from '../agents';
import { goods } from '../goods';
import type { Services } from '../services';
import { readExpiryWindow } from '../settings';
import {
  computePlan,
  insertPlan,
  summarize,
  type ComputedPlanLine,
  type PlanDeviceFilters,
  type PlanSales,
} from './plan';
import { devices, replenishmentPlanLines, replenishmentPlans } from './tables';

type PlanHandlers = Pick<
  Handlers,
  | 'getReplenishmentPlanOptions'
  | 'getReplenishmentPlanPreview'
  | 'saveReplenishmentPlan'
  | 'getReplenishmentPlanList'
  | 'getReplenishmentPlan'
  | 'getReplenishmentPlanExcle'
  | 'transitReplenishmentPlan'
>;

export const PlanMessages = {
  PLAN_NOT_FOUND: text('补货计划不存在', 'The replenishment plan does not exist'),
  AGENT_NOT_FOUND: text('代理商不存在', 'The agent does not exist'),
  MERCHANT_NOT_FOUND: text('商户不存在', 'The merchant does not exist'),
  NOTHING_TO_LOAD: text(
    '所选设备的货道都已达到标准库存，无需补货',
    'Every slot of the devices chosen is at its par level: nothing to load',
  ),
} as const satisfies Record<string, Text>;

/** The words of the plan flow, as the console shows them. */
const planFlowWords = {
  states: {
    planned: text('已计划', 'Planned'),
    loading: text('装货中', 'Loading'),
    done: text('已完成', 'Done'),
  },
  actions: { startLoading: text('开始装货', 'Start loading') },
};

const planRecords = {
  table: replenishmentPlans,
  id: replenishmentPlans.id,
  status: replenishmentPlans.status,
  handledBy: replenishmentPlans.handledBy,
  handledAt: replenishmentPlans.handledAt,
  flow: replenishmentPlanFlow,
  idParam: 'planId',
  notFound: PlanMessages.PLAN_NOT_FOUND,
  words: planFlowWords,
  returning: { id: replenishmentPlans.id },
};

const planId = sql`${sql.identifier('replenishment_plans')}.${sql.identifier('id')}`;
const linesAggregate = (expression: string) =>
  sql<number>`(select coalesce(${sql.raw(expression)}, 0) from ${replenishmentPlanLines} l where l.plan_id = ${planId})`.mapWith(
    Number,
  );

const planFields = {
  planId: replenishmentPlans.id,
  status: replenishmentPlans.status,
  deviceCount: linesAggregate('count(distinct l.device_id)'),
  reportedDevices: linesAggregate('count(distinct l.device_id) filter (where l.loaded is not null)'),
  plannedUnits: linesAggregate('sum(l.planned)'),
  loadedUnits: linesAggregate('sum(l.loaded)'),
  createdBy: usernameOf(replenishmentPlans.createdBy),
  createdAt: replenishmentPlans.createdAt,
  closedAt: replenishmentPlans.closedAt,
};
const planList = declareList('getReplenishmentPlanList', {
  from: replenishmentPlans,
  dimension: (scope) => plansInScope(scope, replenishmentPlans.id),
  select: planFields,
  filters: { status: (status) => eq(replenishmentPlans.status, status) },
  // replenishment_plans_created_at_idx: (time desc, id desc), nulls last.
  order: newestFirst(replenishmentPlans.createdAt, replenishmentPlans.id, { indexedNullsLast: true }),
});
type PlanListRow = Awaited<ReturnType<ReturnType<typeof planList.in>['page']>>['rows'][number];

function planRowOf({ createdAt, closedAt, ...row }: PlanListRow): ReplenishmentPlanRow {
  return { ...row, createTime: createdAt.toISOString(), closedTime: closedAt?.toISOString() ?? null };
}

function lineOf({ caseSize: _caseSize, lastFillAt, ...line }: ComputedPlanLine): PlanLine {
  return {
    ...line,
    dailyVends: Math.round(line.dailyVends * 100) / 100,
    lastFillTime: lastFillAt?.toISOString() ?? null,
  };
}

/** A saved plan's lines, device by device, with what the devices and goods are called now. */
async function savedLines(db: Database, id: number): Promise<ComputedPlanLine[]> {
  return db
    .select({
      deviceId: replenishmentPlanLines.deviceId,
      deviceNo: devices.deviceNo,
      deviceName: devices.deviceName,
      address: devices.address,
      slotNo: replenishmentPlanLines.slotNo,
      goodsId: replenishmentPlanLines.goodsId,
      goodsName: goods.goodsName,
      caseSize: goods.caseSize,
      parLevel: replenishmentPlanLines.parLevel,
      stock: replenishmentPlanLines.stock,
      basis: sql<ComputedPlanLine['basis']>`${replenishmentPlanLines.basis}`,
      dailyVends: replenishmentPlanLines.dailyVends,
      lastFillAt: replenishmentPlanLines.lastFillAt,
      expiry: sql<ComputedPlanLine['expiry']>`${replenishmentPlanLines.expiry}`,
      toRemove: replenishmentPlanLines.toRemove,
      planned: replenishmentPlanLines.planned,
      loaded: replenishmentPlanLines.loaded,
    })
    .from(replenishmentPlanLines)
    .innerJoin(devices, eq(devices.id, replenishmentPlanLines.deviceId))
    .innerJoin(goods, eq(goods.id, replenishmentPlanLines.goodsId))
    .where(eq(replenishmentPlanLines.planId, id))
    .orderBy(asc(devices.deviceNo), asc(replenishmentPlanLines.slotNo));
}

const BASIS_WORDS = { reported: '设备上报', estimated: '按销量估算' } as const;
const EXPIRY_WORDS = { expired: '过期', expiring: '临期' } as const;

/** The summary sheet: one row per goods. */
const summarySheet: XlsxColumn<ReturnType<typeof summarize>[number]>[] = [
  { header: '商品', width: 20, value: (row) => row.goodsName },
  { header: '补货件数', width: 10, value: (row) => row.units },
  { header: '每箱件数', width: 10, value: (row) => row.caseSize },
  { header: '整箱', width: 8, value: (row) => row.cases },
  { header: '散件', width: 8, value: (row) => row.looseUnits },
  { header: '已装', width: 8, value: (row) => row.loaded },
];

/** The detail sheet: one row per slot. */
function detailSheet(timeZone: string): XlsxColumn<ComputedPlanLine>[] {
  return [
    { header: '设备编号', width: 12, value: (row) => row.deviceNo },
    { header: '设备名称', width: 16, value: (row) => row.deviceName },
    { header: '地址', width: 28, value: (row) => row.address },
    { header: '货道', width: 6, value: (row) => row.slotNo },
    { header: '商品', width: 20, value: (row) => row.goodsName },
    { header: '标准库存', width: 10, value: (row) => row.parLevel },
    { header: '库存', width: 8, value: (row) => row.stock },
    { header: '库存来源', width: 12, value: (row) => BASIS_WORDS[row.basis] },
    { header: '日均销量', width: 10, numberFormat: '0.00', value: (row) => row.dailyVends },
    {
      header: '上次补货',
      width: 20,
      value: (row) => (row.lastFillAt ? formatBusinessTime(row.lastFillAt, timeZone) : ''),
    },
    { header: '计划补货', width: 10, value: (row) => row.planned },
    { header: '实际补货', width: 10, value: (row) => row.loaded },
    { header: '临期/过期', width: 10, value: (row) => (row.expiry ? EXPIRY_WORDS[row.expiry] : '') },
    { header: '下架', width: 8, value: (row) => row.toRemove },
  ];
}

/** A filter naming an agent or merchant that does not exist: refused naming it, rather than an empty plan. */
async function unknownFilter(db: Database, filters: PlanDeviceFilters, scope: DataScope) {
  if (filters.agentId !== undefined) {
    const [agent] = await db
      .select({ id: agents.id })
      .from(agents)
      .where(and(eq(agents.id, filters.agentId), agentsInScope(scope, agents.id)));
    if (!agent) return failure(PlanMessages.AGENT_NOT_FOUND, 'agentId');
  }
  if (filters.merchantId !== undefined) {
    const [merchant] = await db
      .select({ id: merchants.id })
      .from(merchants)
      .where(and(eq(merchants.id, filters.merchantId), merchantsInScope(scope, merchants.id)));
    if (!merchant) return failure(PlanMessages.MERCHANT_NOT_FOUND, 'merchantId');
  }
  return undefined;
}

/** 补货计划: choose devices, see what to load, save the plan, follow it until the devices report. */
/** The plan pages; app.ts hands in the orders module's sales (`PlanSales`: orders import this module). */
export function planHandlers({ db, config, now, online }: Services, planSales: PlanSales): PlanHandlers {
  const timeZone = config.businessTimeZone;
  /** A plan, when it is in the caller's scope. */
  const planRow = async (id: number, scope: DataScope) => {
    const [row] = await db
      .select(planFields)
      .from(replenishmentPlans)
      .where(and(eq(replenishmentPlans.id, id), plansInScope(scope, replenishmentPlans.id)));
    return row;
  };
  return {
    async getReplenishmentPlanOptions(_params, { scope }) {
      const [agentRows, merchantRows] = await Promise.all([
        agentOptionRows(db, scope),
        merchantOptionRows(db, { enabledOnly: false, scope }),
      ]);
      return success({ agents: agentRows, merchants: merchantRows });
    },

    async getReplenishmentPlanPreview(filters, { scope }) {
      const unknown = await unknownFilter(db, filters as PlanDeviceFilters, scope);
      if (unknown) return unknown;
      const at = now();
      const plan = await computePlan(
        db,
        filters as PlanDeviceFilters,
        at,
        online,
        scope,
        await readExpiryWindow(db, at, timeZone),
        planSales,
      );
      return success({
        computedTime: at.toISOString(),
        deviceCount: plan.deviceCount,
        lines: plan.lines.map(lineOf),
        summary: plan.summary,
      });
    },

    async saveReplenishmentPlan(filters, { manager, scope, audit }) {
      const unknown = await unknownFilter(db, filters as PlanDeviceFilters, scope);
      if (unknown) return unknown;
      const at = now();
      const plan = await computePlan(
        db,
        filters as PlanDeviceFilters,
        at,
        online,
        scope,
        await readExpiryWindow(db, at, timeZone),
        planSales,
      );
      if (plan.lines.length === 0) return failure(PlanMessages.NOTHING_TO_LOAD);
      const id = await db.transaction((tx) =>
        insertPlan(tx, plan, {
          filters: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)),
          createdBy: manager.managerId,
          createdAt: at,
        }),
      );
      audit.after = {
        planId: id,
        devices: plan.deviceCount,
        units: plan.summary.reduce((sum, row) => sum + row.units, 0),
      };
      return success({ planId: id });
    },

    async getReplenishmentPlanList(params, { scope }) {
      const { rows, total } = await planList.in(scope).page(db, params);
      return success({ rows: rows.map(planRowOf), total });
    },

    async getReplenishmentPlan({ planId: id }, { scope }) {
      const row = await planRow(id, scope);
      if (!row) return failure(PlanMessages.PLAN_NOT_FOUND, 'planId');
      const lines = await savedLines(db, id);
      return success({ ...planRowOf(row), lines: lines.map(lineOf), summary: summarize(lines) });
    },

    async getReplenishmentPlanExcle({ planId: id }, { reply, scope }) {
      const row = await planRow(id, scope);
      if (!row) return failure(PlanMessages.PLAN_NOT_FOUND, 'planId');
      const lines = await savedLines(db, id);
      const date = businessDate(now(), timeZone);
      return sendXlsxSheets({
        reply,
        fileName: { ascii: `replenishment-plan-${id}-${date}.xlsx`, utf8: `补货计划-${id}-${date}.xlsx` },
        sheets: [
          { name: '商品汇总', columns: summarySheet, rows: summarize(lines) },
          { name: '设备明细', columns: detailSheet(timeZone), rows: lines },
        ],
      });
    },

    async transitReplenishmentPlan({ planId: id, action }, { manager, scope, auditInside, audit }) {
      return transit(db, planRecords, {
        auditInside,
        id,
        inScope: plansInScope(scope, replenishmentPlans.id),
        action,
        caller: manager,
        at: now(),
        onTransition: async () => {
          audit.before = { status: 'planned' };
          audit.after = { status: 'loading' };
          return undefined;
        },
      });
    },
  };
}

import type { DataScope } from '../../auth/data-scope';
import {
  agentsInScope,
  devicesInScopeBy,
  merchantsInScope,
  rowsInScopeBy,
  scopedCounts as countsInScope,
} from '../../auth/scope';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { anyContains, qualified } from '../../db/sql';
import type { Handlers } from '../../http/api-routes';
import { failure, Messages, success } from '../../http/envelope';
import { text, type Text } from '../../http/language';
import { declareList } from '../../lists/declared-list';
import { enableDisableHandler } from '../../lists/enable-disable';
import { newestFirst } from '../../lists/keyset';
import { usernameOf } from '../administrators';
import type { Services } from '../services';
import { agentOptionRows } from './options';
import { AGENTS_NAME_INDEX, MERCHANTS_AGENT_NAME_INDEX, agents, merchants } from './tables';
import { flagOf, withTimes } from '../../lists/wire-values';

type AgentHandlers = Pick<
  Handlers,
  | 'getAgentList'
  | 'addAgent'
  | 'updateAgent'
  | 'updateAgentIsFlag'
  | 'getMerchantList'
  | 'getAgentOptions'
  | 'addMerchant'
  | 'updateMerchant'
  | 'updateMerchantIsFlag'
>;

export const AgentMessages = {
  AGENT_NOT_FOUND: text('代理商不存在', 'The agent does not exist'),
  MERCHANT_NOT_FOUND: text('商户不存在', 'The merchant does not exist'),
  NAME_TAKEN: text('已有同名的代理商', 'An agent of this name exists already'),
  MERCHANT_NAME_TAKEN: text('该代理商下已有同名的商户', 'This agent has a merchant of this name already'),
} as const satisfies Record<string, Text>;

/** Percent (two decimals) ↔ basis points, as stored. */
const basisPointsOf = (percent: number) => Math.round(percent * 100);
const percentOf = (basisPoints: number) => basisPoints / 100;

// Qualified: in a single-table select drizzle leaves columns unqualified, and inside a
// subquery an unqualified `id` would be the subquery's.
const agentId = qualified(agents.id);

const merchantsOfAgent = sql<number>`(select count(*)::int from ${merchants} m where m.agent_id = ${agentId})`;
const agentNameOf = sql<string>`(select a.name from ${agents} a where a.id = ${qualified(merchants.agentId)})`;

const agentList = declareList('getAgentList', {
  from: agents,
  dimension: (scope) => agentsInScope(scope, agents.id),
  select: {
    agentId: agents.id,
    name: agents.name,
    contact: agents.contact,
    phone: agents.phone,
    region: agents.region,
    shareBasisPoints: agents.shareBasisPoints,
    merchantCount: merchantsOfAgent,
    balance: agents.balance,
    isFlag: agents.isFlag,
    createdAt: agents.createdAt,
    updatedBy: usernameOf(agents.updatedBy),
    updatedAt: agents.updatedAt,
  },
  filters: {
    keyword: (keyword) => anyContains(keyword, [agents.name, agents.contact, agents.phone, agents.region]),
    isFlag: (isFlag) => eq(agents.isFlag, isFlag),
  },
  // agents_created_at_idx: (time desc, id desc), nulls last.
  order: newestFirst(agents.createdAt, agents.id, { indexedNullsLast: true }),
});

const merchantList = declareList('getMerchantList', {
  from: merchants,
  dimension: (scope) => merchantsInScope(scope, merchants.id),
  select: {
    merchantId: merchants.id,
    name: merchants.name,
    contact: merchants.contact,
    phone: merchants.phone,
    address: merchants.address,
    latitude: merchants.latitude,
    longitude: merchants.longitude,
    agentId: merchants.agentId,
    agentName: agentNameOf,
    isFlag: merchants.isFlag,
    createdAt: merchants.createdAt,
    updatedBy: usernameOf(merchants.updatedBy),
    updatedAt: merchants.updatedAt,
  },
  filters: {
    keyword: (keyword) => anyContains(keyword, [merchants.name, merchants.contact, merchants.phone, merchants.address]),
    agentId: (agentId) => eq(merchants.agentId, agentId),
    isFlag: (isFlag) => eq(merchants.isFlag, isFlag),
  },
  // merchants_created_at_idx: (time desc, id desc), nulls last.
  order: newestFirst(merchants.createdAt, merchants.id, { indexedNullsLast: true }),
});

/** The unique index on the name refused the write (a racing write included). */
function nameTaken(error: unknown) {
  if (isUniqueViolation(error, AGENTS_NAME_INDEX)) return failure(AgentMessages.NAME_TAKEN, 'name');
  throw error;
}

/** The agent has a merchant of this name already (another one, when editing). */
async function merchantNameTaken(db: Database, agentId: number, name: string, exceptId?: number) {
  const sameName = and(eq(merchants.agentId, agentId), eq(merchants.name, name));
  const [found] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(exceptId === undefined ? sameName : and(sameName, ne(merchants.id, exceptId)));
  return found !== undefined;
}

/** The unique index of a merchant's name within its agent refused the write (a racing one). */
function merchantNameRace(error: unknown) {
  if (isUniqueViolation(error, MERCHANTS_AGENT_NAME_INDEX)) return failure(AgentMessages.MERCHANT_NAME_TAKEN, 'name');
  throw error;
}

/** Whether the agent exists within the caller's scope (a merchant is placed only under an agent in it). */
async function agentExists(db: Database, agentId: number, scope: DataScope) {
  const [found] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.id, agentId), agentsInScope(scope, agents.id)));
  return found !== undefined;
}

export function agentHandlers({ db, now }: Services): AgentHandlers {
  /**
   * The device counts of the rows shown, in the caller's scope (every device for the whole-data
   * scope): asked of the devices (auth/scope.ts) once the page is read, as equipment builds on agents.
   */
  const deviceCounts = (scope: DataScope, by: 'merchant' | 'agent', ids: number[]) =>
    devicesInScopeBy(db, scope, by, ids);
  return {
    async getAgentList(params, { scope }) {
      const { rows, total } = await agentList.in(scope).page(db, params);
      const devicesOf = await deviceCounts(
        scope,
        'agent',
        rows.map((row) => row.agentId),
      );
      // An agent's merchants in scope only: its other merchants are not the caller's to count.
      const merchantCountOf = await countsInScope(
        scope,
        rows.map((row) => row.agentId),
        (ids) => rowsInScopeBy(db, merchants, merchants.agentId, merchantsInScope(scope, merchants.id), ids),
      );
      return success({
        rows: rows.map(({ shareBasisPoints, ...row }) => ({
          ...withTimes(row),
          merchantCount: merchantCountOf(row.agentId, row.merchantCount),
          deviceCount: devicesOf.get(row.agentId) ?? 0,
          sharePercent: percentOf(shareBasisPoints),
          isFlag: flagOf(row.isFlag),
        })),
        total,
      });
    },

    async addAgent({ sharePercent, ...fields }, { manager }) {
      try {
        const [created] = await db
          .insert(agents)
          .values({
            ...fields,
            shareBasisPoints: basisPointsOf(sharePercent),
            updatedBy: manager.managerId,
            updatedAt: now(),
          })
          .returning({ agentId: agents.id });
        return created ? success(created) : failure(Messages.SERVER_ERROR);
      } catch (error) {
        return nameTaken(error);
      }
    },

    async updateAgent({ agentId, sharePercent, ...fields }, { manager, scope, audit }) {
      const [before] = await db
        .select()
        .from(agents)
        .where(and(eq(agents.id, agentId), agentsInScope(scope, agents.id)));
      if (!before) return failure(AgentMessages.AGENT_NOT_FOUND, 'agentId');
      try {
        await db
          .update(agents)
          .set({
            ...fields,
            shareBasisPoints: basisPointsOf(sharePercent),
            updatedBy: manager.managerId,
            updatedAt: now(),
          })
          .where(eq(agents.id, agentId));
      } catch (error) {
        return nameTaken(error);
      }
      audit.before = {
        ...fields,
        name: before.name,
        contact: before.contact,
        phone: before.phone,
        region: before.region,
        sharePercent: percentOf(before.shareBasisPoints),
      };
      audit.after = { ...fields, sharePercent };
      return success(null);
    },

    updateAgentIsFlag: enableDisableHandler(db, {
      table: agents,
      dimension: (scope) => agentsInScope(scope, agents.id),
      idParam: 'agentId',
      notFound: AgentMessages.AGENT_NOT_FOUND,
    }),

    async getMerchantList(params, { scope }) {
      const { rows, total } = await merchantList.in(scope).page(db, params);
      const devicesOf = await deviceCounts(
        scope,
        'merchant',
        rows.map((row) => row.merchantId),
      );
      return success({
        rows: rows.map((row) => ({
          ...withTimes(row),
          deviceCount: devicesOf.get(row.merchantId) ?? 0,
          isFlag: flagOf(row.isFlag),
        })),
        total,
      });
    },

    /** The merchants', devices', withdrawals' and share list's agent picker. */
    async getAgentOptions(_params, { scope }) {
      return success({ rows: await agentOptionRows(db, scope) });
    },

    async addMerchant({ latitude, longitude, ...fields }, { manager, scope }) {
      if (!(await agentExists(db, fields.agentId, scope))) return failure(AgentMessages.AGENT_NOT_FOUND, 'agentId');
      if (await merchantNameTaken(db, fields.agentId, fields.name)) {
        return failure(AgentMessages.MERCHANT_NAME_TAKEN, 'name');
      }
      try {
        const [created] = await db
          .insert(merchants)
          .values({
            ...fields,
            latitude: latitude ?? null,
            longitude: longitude ?? null,
            updatedBy: manager.managerId,
            updatedAt: now(),
          })
          .returning({ merchantId: merchants.id });
        return created ? success(created) : failure(Messages.SERVER_ERROR);
      } catch (error) {
        return merchantNameRace(error);
      }
    },

    async updateMerchant({ merchantId, latitude, longitude, ...fields }, { manager, scope, audit }) {
      if (!(await agentExists(db, fields.agentId, scope))) return failure(AgentMessages.AGENT_NOT_FOUND, 'agentId');
      const [before] = await db
        .select()
        .from(merchants)
        .where(and(eq(merchants.id, merchantId), merchantsInScope(scope, merchants.id)));
      if (!before) return failure(AgentMessages.MERCHANT_NOT_FOUND, 'merchantId');
      if (await merchantNameTaken(db, fields.agentId, fields.name, merchantId)) {
        return failure(AgentMessages.MERCHANT_NAME_TAKEN, 'name');
      }
      const after = { ...fields, latitude: latitude ?? null, longitude: longitude ?? null };
      try {
        await db
          .update(merchants)
          .set({ ...after, updatedBy: manager.managerId, updatedAt: now() })
          .where(eq(merchants.id, merchantId));
      } catch (error) {
        return merchantNameRace(error);
      }
      audit.before = {
        name: before.name,
        contact: before.contact,
        phone: before.phone,
        address: before.address,
        latitude: before.latitude,
        longitude: before.longitude,
        agentId: before.agentId,
      };
      audit.after = after;
      return success(null);
    },

    updateMerchantIsFlag: enableDisableHandler(db, {
      table: merchants,
      dimension: (scope) => merchantsInScope(scope, merchants.id),
      idParam: 'merchantId',
      notFound: AgentMessages.MERCHANT_NOT_FOUND,
    }),
  };
}

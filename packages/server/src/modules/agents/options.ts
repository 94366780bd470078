import { and, asc, eq, sql } from 'drizzle-orm';
import type { DataScope } from '../../auth/data-scope';
import { agentsInScope, merchantsInScope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { agents, merchants } from './tables';

/** The agents as choices, by name: one query for every page that picks an agent (those of the caller's scope). */
export function agentOptionRows(db: Database, scope: DataScope) {
  return db
    .select({ value: agents.id, label: agents.name })
    .from(agents)
    .where(agentsInScope(scope, agents.id))
    .orderBy(asc(agents.name), asc(agents.id));
}

/**
 * The merchants as choices, by name, each described by its agent and address (names repeat: a
 * chain's branches); those of the caller's scope. `enabledOnly` for a page that binds a device,
 * which a disabled merchant may not take; a filter lists them all.
 */
export function merchantOptionRows(db: Database, { enabledOnly, scope }: { enabledOnly: boolean; scope: DataScope }) {
  return db
    .select({
      value: merchants.id,
      label: merchants.name,
      description: sql<string>`${agents.name} || ' · ' || ${merchants.address}`,
    })
    .from(merchants)
    .innerJoin(agents, eq(agents.id, merchants.agentId))
    .where(and(enabledOnly ? eq(merchants.isFlag, 1) : undefined, merchantsInScope(scope, merchants.id)))
    .orderBy(asc(merchants.name), asc(merchants.id));
}

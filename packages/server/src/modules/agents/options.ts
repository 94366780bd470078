import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { agents, merchants } from './tables';

/** The agents as choices, by name: one query for every page that picks an agent. */
export function agentOptionRows(db: Database) {
  return db.select({ value: agents.id, label: agents.name }).from(agents).orderBy(asc(agents.name), asc(agents.id));
}

/**
 * The merchants as choices, by name, each described by its agent and address (names repeat: a
 * chain's branches). `enabledOnly` for a page that binds a device, which a disabled merchant may
 * not take; a filter lists them all.
 */
export function merchantOptionRows(db: Database, { enabledOnly }: { enabledOnly: boolean }) {
  return db
    .select({
      value: merchants.id,
      label: merchants.name,
      description: sql<string>`${agents.name} || ' · ' || ${merchants.address}`,
    })
    .from(merchants)
    .innerJoin(agents, eq(agents.id, merchants.agentId))
    .where(enabledOnly ? eq(merchants.isFlag, 1) : undefined)
    .orderBy(asc(merchants.name), asc(merchants.id));
}

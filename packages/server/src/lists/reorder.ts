import type { Envelope, FailureData } from '@vending/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { RollBack } from '../http/roll-back';
import type { Transaction } from './transition';

/** A table ordered by hand: its id, its order and who changed it when (categories, carousel images). */
export type OrderedTable = PgTable & {
  id: PgColumn;
  sortOrder: PgColumn;
  updatedBy: PgColumn;
  updatedAt: PgColumn;
};

/**
 * Puts every row of `table` in the order `ids` gives, `step` apart, inside the caller's
 * transaction: the ids must name each row once (else `refusal` rolls it back), and only rows
 * whose place changes are written. Answers the order before, for the audit record.
 */
export async function reorderAll(
  tx: Transaction,
  table: OrderedTable,
  ids: readonly number[],
  { step, refusal, managerId, at }: { step: number; refusal: Envelope<FailureData>; managerId: number; at: Date },
): Promise<number[]> {
  const existing = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .orderBy(asc(table.sortOrder), asc(table.id))
    .for('update');
  const known = new Set(existing.map((row) => row.id as number));
  const sent = new Set(ids);
  if (sent.size !== ids.length || sent.size !== known.size || ids.some((id) => !known.has(id)))
    throw new RollBack(refusal);
  for (const [index, id] of ids.entries()) {
    const sortOrder = (index + 1) * step;
    await tx
      .update(table as PgTable)
      .set({ sortOrder, updatedBy: managerId, updatedAt: at } as never)
      .where(and(eq(table.id, id), sql`${table.sortOrder} <> ${sortOrder}`));
  }
  return existing.map((row) => row.id as number);
}

import type { Envelope } from '@vending/contract';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import type { CallContext } from '../http/api-routes';
import { failure, success } from '../http/envelope';
import type { Text } from '../http/language';
import { NO_DIMENSION, type Dimension } from './declared-list';

/** A table whose rows a list page enables (1) and disables (0). */
type FlaggedTable = PgTable & { id: PgColumn; isFlag: PgColumn };

export interface EnableDisable<Table extends FlaggedTable, IdParam extends string> {
  table: Table;
  /** The request field carrying the row's id; a failure names it. */
  idParam: IdParam;
  /** The message when no row has the id (or the row is outside the caller's data scope). */
  notFound: Text;
  /** The rows the caller's data scope holds (a predicate of auth/scope.ts on the table's id), or NO_DIMENSION. */
  dimension: Dimension;
  /** Refuses the change before it is made, answering why (who may change whom, for example). */
  check?: (id: number, context: CallContext) => Promise<Envelope | undefined>;
  /** Runs once the row changed (ending a disabled account's sessions, for example). */
  afterChange?: (id: number, isFlag: 0 | 1) => Promise<void>;
}

/** The handler of an `update…IsFlag` call: sets the row's flag, or says the row does not exist. */
export function enableDisableHandler<Table extends FlaggedTable, IdParam extends string>(
  db: Database,
  { table, idParam, notFound, dimension, check, afterChange }: EnableDisable<Table, IdParam>,
) {
  return async (params: Record<IdParam, number> & { isFlag: 0 | 1 }, context: CallContext): Promise<Envelope> => {
    const id = params[idParam];
    const row = and(eq(table.id, id), dimension === NO_DIMENSION ? undefined : dimension(context.scope));
    const refused = await check?.(id, context);
    if (refused) return refused;
    const [before] = await db
      .select({ isFlag: table.isFlag })
      .from(table as PgTable)
      .where(row);
    const updated = await db
      .update(table)
      .set({ isFlag: params.isFlag } as PgUpdateSetSource<Table>)
      .where(row)
      .returning({ id: table.id });
    if (updated.length === 0) return failure(notFound, idParam);
    context.audit.before = { isFlag: before?.isFlag };
    context.audit.after = { isFlag: params.isFlag };
    await afterChange?.(id, params.isFlag);
    return success(null);
  };
}

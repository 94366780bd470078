import { stateOf, type Envelope, type FailureData, type FlowAction, type StatusFlow } from '@vending/contract';
import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../db/database';
import { failure, success } from '../http/envelope';
import { text, type Text } from '../http/language';
import { answerOfRollBack, RollBack } from '../http/roll-back';

type StateOf<Flow> = Flow extends StatusFlow<infer State, string> ? State : never;
type ActionOf<Flow> = Flow extends StatusFlow<string, infer Action> ? Action : never;

/** The transaction a transition runs in, handed to its hook. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where a flow's records live and how a refusal names things. */
export interface FlowRecords<Table extends PgTable, Flow extends StatusFlow, Fields extends SelectedFieldsFlat> {
  table: Table;
  id: PgColumn;
  /** Holds the flow's state numbers (`flow.values`). */
  status: PgColumn;
  /** Set to the caller and the time on every transition. */
  handledBy: PgColumn;
  handledAt: PgColumn;
  flow: Flow;
  /** The request field carrying the record's id: an unknown id is refused naming it. */
  idParam: string;
  /** The refusal of an unknown id. */
  notFound: Text;
  /** The words a refusal uses for each state and each action (as the console shows them). */
  words: { states: Record<StateOf<Flow>, Text>; actions: Record<ActionOf<Flow>, Text> };
  /** What the update returns: the row the hook receives. */
  returning: Fields;
}

export interface TransitionCall<Table extends PgTable, Flow extends StatusFlow, Row> {
  id: number;
  action: ActionOf<Flow>;
  /** Who takes the action; stored in `handledBy`. */
  caller: { managerId: number };
  /** When; stored in `handledAt`. */
  at: Date;
  /**
   * The caller's data scope on the record (a predicate of auth/scope.ts), for a flow whose
   * records carry a device, merchant, agent or order: a record outside it is refused as unknown.
   */
  inScope?: SQL | undefined;
  /** Further columns this action sets (a rejection's reason), by their property names. */
  set?: PgUpdateSetSource<Table>;
  /**
   * Runs in the same transaction once the record has moved (an approval creating what it
   * approves). Answering a failure undoes the whole transition and answers that failure.
   */
  onTransition?: (tx: Transaction, row: Row) => Promise<Envelope<FailureData> | undefined>;
  /** Writes the call's audit record last in the transaction (CallContext.auditInside). */
  auditInside?: (tx: Transaction) => Promise<void>;
}

function propertyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column);
  if (!entry) throw new Error(`Column ${column.name} is not a column of the table given.`);
  return entry[0];
}

/**
 * Moves one record along its status flow, atomically: a single
 * `UPDATE … SET status = <to>, handled_by, handled_at … WHERE id = ? AND status IN (<from>)`
 * in a transaction with the hook, so of two callers taking an action at once only one finds
 * the record still in a state the action starts from; the other is refused and nothing of it
 * is written. Refusals: an unknown id names `idParam`; a record in a state the action does not
 * start from names `action` and says which state it is in.
 */
export async function transit<Table extends PgTable, Flow extends StatusFlow, Fields extends SelectedFieldsFlat>(
  db: Database,
  records: FlowRecords<Table, Flow, Fields>,
  call: TransitionCall<Table, Flow, SelectResultFields<Fields>>,
): Promise<Envelope<null> | Envelope<FailureData>> {
  const { table, id, status, handledBy, handledAt, flow, idParam, notFound, words, returning } = records;
  const action = call.action as string;
  const step = Object.hasOwn(flow.actions, action)
    ? (flow.actions as Readonly<Record<string, FlowAction<string>>>)[action]
    : undefined;
  if (!step) return failure(text(`不支持的操作 ${action}`, `Unsupported action ${action}`), 'action');
  const values = flow.values as Readonly<Record<string, number>>;
  const set = {
    ...call.set,
    [propertyOf(table, status)]: values[step.to],
    [propertyOf(table, handledBy)]: call.caller.managerId,
    [propertyOf(table, handledAt)]: call.at,
  } as PgUpdateSetSource<Table>;
  const fromValues = step.from.map((state) => values[state] as number);

  try {
    const outcome = await db.transaction(async (tx) => {
      // Typed as any selection: drizzle's builder types do not resolve over a type parameter.
      const fields: SelectedFieldsFlat = returning;
      const [row] = await tx
        .update(table)
        .set(set)
        .where(and(eq(id, call.id), call.inScope, inArray(status, fromValues)))
        .returning(fields);
      if (row) {
        const refused = await call.onTransition?.(tx, row as SelectResultFields<Fields>);
        if (refused) throw new RollBack(refused);
        await call.auditInside?.(tx);
        return { moved: true } as const;
      }
      const source: PgTable = table;
      const [current] = await tx
        .select({ status })
        .from(source)
        .where(and(eq(id, call.id), call.inScope));
      return { moved: false, current: current ? Number(current.status) : undefined } as const;
    });
    if (outcome.moved) return success(null);
    if (outcome.current === undefined) return failure(notFound, idParam);
    const actionWord = (words.actions as Record<string, Text>)[action] ?? text(action, action);
    const state = stateOf(flow, outcome.current);
    const stateWord = state === undefined ? undefined : (words.states as Record<string, Text>)[state];
    return failure(
      stateWord === undefined
        ? text(`当前状态不能${actionWord.zh}`, `“${actionWord.en}” is not possible in the current status`)
        : text(
            `当前状态为「${stateWord.zh}」，不能${actionWord.zh}`,
            `The status is “${stateWord.en}”, so “${actionWord.en}” is not possible`,
          ),
      'action',
    );
  } catch (error) {
    return answerOfRollBack(error);
  }
}

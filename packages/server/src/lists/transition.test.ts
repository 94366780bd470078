import { agentApplicationFlow } from '@vending/contract';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { failure } from '../http/envelope';
import { text as words } from '../http/language';
import { openBareDatabase } from '../testing/bare-database';
import { backends } from '../testing/test-server';
import { transit, type FlowRecords } from './transition';

/** A table of its own: the helper knows nothing of any module's records. */
const items = pgTable('transition_test_items', {
  id: serial('id').primaryKey(),
  status: smallint('status').notNull(),
  handledBy: integer('handled_by'),
  handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  note: text('note'),
});
const hookWrites = pgTable('transition_test_hook_writes', {
  id: serial('id').primaryKey(),
  itemId: integer('item_id').notNull(),
});

const CREATE_TABLES = [
  sql`create table transition_test_items (
    id serial primary key, status smallint not null, handled_by integer, handled_at timestamptz, note text
  )`,
  sql`create table transition_test_hook_writes (id serial primary key, item_id integer not null)`,
];

/** applying 1 → interview 2 → passed 3; rejected 4 from applying or interview. */
const flow = agentApplicationFlow;
const records: FlowRecords<typeof items, typeof flow, { id: typeof items.id; note: typeof items.note }> = {
  table: items,
  id: items.id,
  status: items.status,
  handledBy: items.handledBy,
  handledAt: items.handledAt,
  flow,
  idParam: 'itemId',
  notFound: words('记录不存在', 'No such record'),
  words: {
    states: {
      applying: words('申请中', 'Applying'),
      interview: words('面试中', 'Interview'),
      passed: words('已通过', 'Passed'),
      rejected: words('已拒绝', 'Rejected'),
    },
    actions: {
      scheduleInterview: words('安排面试', 'Schedule interview'),
      approve: words('通过', 'Approve'),
      reject: words('拒绝', 'Reject'),
    },
  },
  returning: { id: items.id, note: items.note },
};

const caller = { managerId: 7 };
/** A refusal as its Chinese text (what an envelope carries until it is sent). */
const refusal = (zh: string, field: string) => failure(words(zh, zh), field);
const at = new Date('2026-03-15T04:00:00.000Z');

describe.each(backends)('a flow transition on $name', ({ databaseUrl }) => {
  let db: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openBareDatabase(databaseUrl));
    for (const statement of CREATE_TABLES) await db.execute(statement);
  });
  afterAll(async () => {
    await db.execute(sql`drop table transition_test_items`);
    await db.execute(sql`drop table transition_test_hook_writes`);
    await close();
  });
  beforeEach(async () => {
    await db.delete(items);
    await db.delete(hookWrites);
  });

  async function insert(status: number, note: string | null = null) {
    const [row] = await db.insert(items).values({ status, note }).returning({ id: items.id });
    return row!.id;
  }
  const read = async (id: number) => (await db.select().from(items).where(eq(items.id, id)))[0];

  it('moves a record from a state the action starts from, recording who and when, and runs the hook once', async () => {
    const id = await insert(flow.values.interview, 'hello');
    const seen: unknown[] = [];
    const answer = await transit(db, records, {
      id,
      action: 'approve',
      caller,
      at,
      onTransition: async (tx, row) => {
        seen.push(row);
        await tx.insert(hookWrites).values({ itemId: row.id });
      },
    });
    expect(answer).toEqual({ code: 1, msg: '操作成功', data: null });
    expect(seen).toEqual([{ id, note: 'hello' }]);
    expect(await read(id)).toMatchObject({ status: flow.values.passed, handledBy: 7, handledAt: at });
    expect(await db.select().from(hookWrites)).toEqual([{ id: expect.any(Number), itemId: id }]);
  });

  it('takes any of the states an action starts from, and sets the columns the action adds', async () => {
    const applying = await insert(flow.values.applying);
    const interview = await insert(flow.values.interview);
    for (const id of [applying, interview]) {
      expect((await transit(db, records, { id, action: 'reject', caller, at, set: { note: '不合适' } })).code).toBe(1);
      expect(await read(id)).toMatchObject({ status: flow.values.rejected, note: '不合适', handledBy: 7 });
    }
  });

  it('refuses a state the action does not start from, naming the state and the action, and changes nothing', async () => {
    const id = await insert(flow.values.passed);
    let hookRan = false;
    const answer = await transit(db, records, {
      id,
      action: 'scheduleInterview',
      caller,
      at,
      onTransition: async () => {
        hookRan = true;
      },
    });
    expect(answer).toEqual(refusal('当前状态为「已通过」，不能安排面试', 'action'));
    expect(hookRan).toBe(false);
    expect(await read(id)).toMatchObject({ status: flow.values.passed, handledBy: null, handledAt: null });
  });

  it('refuses a state number the flow does not have without naming it', async () => {
    const id = await insert(99);
    expect(await transit(db, records, { id, action: 'approve', caller, at })).toEqual(
      refusal('当前状态不能通过', 'action'),
    );
  });

  it('refuses an unknown id naming the id field', async () => {
    expect(await transit(db, records, { id: 999_999, action: 'approve', caller, at })).toEqual(
      refusal('记录不存在', 'itemId'),
    );
  });

  it("undoes the whole transition when the hook refuses or fails, answering the hook's refusal", async () => {
    const id = await insert(flow.values.interview);
    const refused = await transit(db, records, {
      id,
      action: 'approve',
      caller,
      at,
      onTransition: async (tx, row) => {
        await tx.insert(hookWrites).values({ itemId: row.id });
        return refusal('不能通过', 'itemId');
      },
    });
    expect(refused).toEqual(refusal('不能通过', 'itemId'));
    await expect(
      transit(db, records, {
        id,
        action: 'approve',
        caller,
        at,
        onTransition: async (tx, row) => {
          await tx.insert(hookWrites).values({ itemId: row.id });
          throw new Error('broken hook');
        },
      }),
    ).rejects.toThrow('broken hook');
    expect(await read(id)).toMatchObject({ status: flow.values.interview, handledBy: null });
    expect(await db.select().from(hookWrites)).toEqual([]);
  });

  it('lets exactly one of several simultaneous transitions of a record through', async () => {
    const id = await insert(flow.values.interview);
    let hookRuns = 0;
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        transit(db, records, {
          id,
          action: index % 2 === 0 ? 'approve' : 'reject',
          caller: { managerId: index + 1 },
          at,
          onTransition: async (tx, row) => {
            hookRuns += 1;
            // Hold the row a moment, so that the others really wait for it.
            await tx.execute(sql`select pg_sleep(0.05)`);
            await tx.insert(hookWrites).values({ itemId: row.id });
          },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1);
    const refusals = answers.filter((answer) => answer.code === 0);
    expect(refusals).toHaveLength(3);
    for (const refusal of refusals) expect(refusal.data).toMatchObject({ field: 'action' });
    expect(hookRuns).toBe(1);
    expect(await db.select().from(hookWrites)).toHaveLength(1);
  });
});

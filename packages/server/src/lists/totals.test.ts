import { eq, gt, sql } from 'drizzle-orm';
import { bigint, integer, pgTable, serial, smallint } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openBareDatabase } from '../testing/bare-database';
import { backends } from '../testing/test-server';
import { addUp, countAndSums, sumOf, TOTALS_LABEL, withTotalsRow } from './totals';

const payments = pgTable('totals_test', {
  id: serial('id').primaryKey(),
  status: smallint('status').notNull(),
  amount: integer('amount').notNull(),
  fee: bigint('fee', { mode: 'number' }),
});

const CREATE = sql`create table totals_test (
  id serial primary key, status smallint not null, amount integer not null, fee bigint
)`;

describe.each(backends)('the totals line of a filtered list on $name', ({ databaseUrl }) => {
  let db: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openBareDatabase(databaseUrl));
    await db.execute(CREATE);
    // Sums past 2^31 (an integer column's sum is a bigint, sent as text), and a null fee.
    await db.execute(sql`insert into totals_test (status, amount, fee) values
      (1, 2000000000, 5), (1, 2000000000, null), (2, 700, 3), (3, 1, 9007199254740)`);
  });
  afterAll(async () => {
    await close();
  });

  it('counts the rows a condition keeps and sums columns and expressions over them, in one statement', async () => {
    const statements: string[] = [];
    const watched = new Proxy(db, {
      get: (target, key, receiver) =>
        key === 'select'
          ? (...args: Parameters<Database['select']>) => {
              statements.push('select');
              return target.select(...args);
            }
          : Reflect.get(target, key, receiver),
    });
    const totals = await countAndSums(watched, {
      from: payments,
      where: gt(payments.id, 0),
      sums: {
        amount: payments.amount,
        fee: payments.fee,
        settled: sumOf(payments.amount, eq(payments.status, 1)),
        net: sumOf(sql`${payments.amount} - coalesce(${payments.fee}, 0)`),
      },
    });
    expect(totals).toEqual({
      count: 4,
      amount: 4_000_000_701,
      fee: 9_007_199_254_748,
      settled: 4_000_000_000,
      net: 4_000_000_701 - 9_007_199_254_748,
    });
    // The keys in the order given, count first: the answers' JSON keeps that order.
    expect(Object.keys(totals)).toEqual(['count', 'amount', 'fee', 'settled', 'net']);
    expect(statements).toHaveLength(1);
  });

  it('answers zeros, not nulls, when nothing matches, and everything without a condition', async () => {
    const sums = { amount: payments.amount, settled: sumOf(payments.amount, eq(payments.status, 1)) };
    expect(await countAndSums(db, { from: payments, where: eq(payments.status, 9), sums })).toEqual({
      count: 0,
      amount: 0,
      settled: 0,
    });
    expect(await countAndSums(db, { from: payments, where: undefined, sums })).toEqual({
      count: 4,
      amount: 4_000_000_701,
      settled: 4_000_000_000,
    });
    // A filtered sum over rows none of which it keeps.
    expect(
      await countAndSums(db, {
        from: payments,
        where: eq(payments.status, 2),
        sums: { settled: sumOf(payments.amount, eq(payments.status, 1)) },
      }),
    ).toEqual({ count: 1, settled: 0 });
  });
});

describe('totals put together in memory', () => {
  const rows = [
    { month: '2024-05', orders: 3, sales: 1200 },
    { month: '2024-04', orders: 1, sales: 300 },
  ];

  it('adds up each named figure over the rows, zero over none', () => {
    expect(addUp(rows, ['orders', 'sales'])).toEqual({ orders: 4, sales: 1500 });
    expect(addUp([] as typeof rows, ['orders', 'sales'])).toEqual({ orders: 0, sales: 0 });
  });

  it('writes an export’s 合计 row after the rows the export takes', () => {
    const totalsRow = { month: TOTALS_LABEL, ...addUp(rows, ['orders', 'sales']) };
    expect(TOTALS_LABEL).toBe('合计');
    expect(withTotalsRow(rows, 1, totalsRow)).toEqual([rows[0], { month: '合计', orders: 4, sales: 1500 }]);
    expect(withTotalsRow(rows, 10, totalsRow)).toEqual([...rows, totalsRow]);
    expect(rows).toHaveLength(2);
  });
});

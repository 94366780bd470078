import { asc, sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openBareDatabase } from '../testing/bare-database';
import { backends } from '../testing/test-server';
import { jsonRowReader } from './json-rows';

/** A column of every type the JSON read takes, each nullable. */
const samples = pgTable('json_rows_test', {
  id: serial('id').primaryKey(),
  small: smallint('small'),
  whole: integer('whole'),
  big: bigint('big', { mode: 'number' }),
  counter: bigserial('counter', { mode: 'number' }),
  ratio: doublePrecision('ratio'),
  words: text('words'),
  short: varchar('short', { length: 20 }),
  flag: boolean('flag'),
  document: jsonb('document'),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
});

const CREATE = sql`create table json_rows_test (
  id serial primary key, small smallint, whole integer, big bigint, counter bigserial, ratio double precision,
  words text, short varchar(20), flag boolean, document jsonb, at timestamptz
)`;

describe.each(backends)('rows read as JSON arrays on $name', ({ databaseUrl }) => {
  let db: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openBareDatabase(databaseUrl));
    await db.execute(CREATE);
    await db.execute(sql`insert into json_rows_test (small, whole, big, ratio, words, short, flag, document, at) values
      (-32768, 2147483647, 9007199254740991, 0.1, '', 'a"b\\c', true, '{"a":[1,"二",null],"b":{"c":1.5}}', '2024-05-01 00:00:00.123456+00'),
      (0, -1, -9007199254740991, 'NaN', '=1+2 会员 😀 "quoted" \\ back', '\t\r\n', false, '[]', '1970-01-01 00:00:00+00'),
      (1, 0, 0, 'Infinity', 'line
break', '', null, 'null', '2262-04-11 23:47:16.854775+08'),
      (null, null, null, '-Infinity', null, null, null, null, '1999-12-31 23:59:59.999999-05'),
      (2, 3, 4, 1.7976931348623157e308, 'x', 'y', true, '"text"', null),
      (null, null, null, 5e-324, 'z', null, null, '{}', '2024-02-29 12:00:00.0005+00'),
      (null, null, null, '-0', 'w', null, null, '1', '2024-02-29 12:00:00.0015+00')`);
  });
  afterAll(async () => {
    await db.execute(sql`drop table json_rows_test`);
    await close();
  });

  it('gives each row exactly as the fields read one by one do', async () => {
    const { id: _id, ...fields } = samples;
    const select = {
      small: fields.small,
      whole: fields.whole,
      big: fields.big,
      counter: fields.counter,
      ratio: fields.ratio,
      words: fields.words,
      short: fields.short,
      flag: fields.flag,
      document: fields.document,
      at: fields.at,
    };
    const place = { placeText: sql<string>`${samples.at}::text`, placeId: sql<number>`${samples.id}` };
    const reader = jsonRowReader(select, place);
    expect(reader).toBeDefined();
    const plain = await db
      .select({ ...select, ...place })
      .from(samples)
      .orderBy(asc(samples.id));
    const asJson = await db.select({ row: reader!.column }).from(samples).orderBy(asc(samples.id));
    expect(plain).toHaveLength(7);
    expect(asJson.map(({ row }) => reader!.decode(row))).toEqual(plain);
    // toEqual holds NaN equal to NaN; -0 and 0 are told apart, and the dates are Dates.
    expect(Object.is(plain[6]!.ratio, -0)).toBe(true);
    expect(plain[0]!.at).toBeInstanceOf(Date);
  });
});

describe('which selections are read as JSON', () => {
  const table = pgTable('json_rows_kinds', {
    id: serial('id'),
    amount: numeric('amount'),
    huge: bigint('huge', { mode: 'bigint' }),
    local: timestamp('local', { mode: 'date' }),
    text: timestamp('text', { withTimezone: true, mode: 'string' }),
  });

  it('takes plain columns of the exact types, and nothing else', () => {
    expect(jsonRowReader({ id: table.id })).toBeDefined();
    // JSON would round numeric and int8 as bigint; a timestamp without a zone, or one read as
    // the driver's text, would come back in another spelling; an expression's type is unknown.
    expect(jsonRowReader({ id: table.id, amount: table.amount })).toBeUndefined();
    expect(jsonRowReader({ huge: table.huge })).toBeUndefined();
    expect(jsonRowReader({ local: table.local })).toBeUndefined();
    expect(jsonRowReader({ text: table.text })).toBeUndefined();
    expect(jsonRowReader({ id: table.id, count: sql<number>`count(*)` })).toBeUndefined();
  });
});

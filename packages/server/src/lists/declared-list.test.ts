import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { anyContains } from '../db/sql';
import { managers } from '../modules/administrators/tables';
import { declareList, NO_DIMENSION, type FilterConditions, type ListFilters } from './declared-list';
import { highestIdFirst } from './keyset';

/** A database that records the SQL it is sent and answers `rowsFor(sql)`, as arrays of column values. */
function recordingDatabase(rowsFor: (query: string, params: unknown[]) => unknown[][]) {
  const queries: { query: string; params: unknown[] }[] = [];
  const db = drizzle(async (query, params) => {
    queries.push({ query, params });
    return { rows: rowsFor(query, params) };
  }) as unknown as Database;
  return { db, queries };
}

const managerFilters: FilterConditions<ListFilters<'getManagerList'>> = {
  keyword: (keyword) => anyContains(keyword, [managers.username, managers.realName]),
  isFlag: (isFlag) => eq(managers.isFlag, isFlag),
};

const list = declareList('getManagerList', {
  from: managers,
  dimension: NO_DIMENSION,
  select: { managerId: managers.id, username: managers.username },
  filters: managerFilters,
  order: highestIdFirst(managers.id),
  sortable: { createTime: managers.createdAt },
});

describe('a declared list', () => {
  it('adds a condition for each filter given, and none for one left out', () => {
    const { db, queries } = recordingDatabase(() => []);
    const query = db
      .select({ id: managers.id })
      .from(managers)
      .where(list.where({ keyword: 'a_b' }))
      .toSQL();
    expect(query.sql).toContain('"managers"."username" ilike $1 or "managers"."real_name" ilike $2');
    expect(query.sql).not.toContain('is_flag');
    expect(query.params).toEqual(['%a\\_b%', '%a\\_b%']);
    expect(list.where({})).toBeUndefined();
    expect(queries).toEqual([]);
  });

  it('reads a page and the total in one go', async () => {
    const { db, queries } = recordingDatabase((query) => (query.includes('count(') ? [[42]] : [[7, 'clerk']]));
    const page = await list.page(db, { page: 3, size: 20, isFlag: 1 });
    expect(page).toEqual({ rows: [{ managerId: 7, username: 'clerk' }], total: 42 });
    const [rows, total] = queries;
    expect(rows?.query).toMatch(/where "managers"."is_flag" = \$1 order by "managers"."id" desc limit \$2 offset \$3$/);
    expect(rows?.params).toEqual([1, 20, 40]);
    expect(total?.query).toMatch(/^select count\(\*\) from "managers" where "managers"."is_flag" = \$1$/);
  });

  it('sorts only by a declared column, the declared order breaking ties', async () => {
    const { db, queries } = recordingDatabase(() => []);
    await list.page(db, { page: 1, size: 10 }, { by: 'createTime', direction: 'asc' });
    expect(queries[0]?.query).toContain('order by "managers"."created_at" asc, "managers"."id" desc');
    // A name the declaration does not have (only a cast gets one here) leaves the declared order.
    await list.page(db, { page: 1, size: 10 }, { by: 'passwordHash' as 'createTime', direction: 'asc' });
    expect(queries[2]?.query).toContain('order by "managers"."id" desc limit');
  });

  it('reads batches after the last row of the one before, up to the most rows asked for', async () => {
    const ids = Array.from({ length: 2_500 }, (_, index) => 2_500 - index);
    const { db, queries } = recordingDatabase((query, params) => {
      const after = query.includes('"managers"."id" <') ? Number(params[0]) : Infinity;
      const limit = Number(params.at(-1));
      return (
        ids
          .filter((id) => id < after)
          .slice(0, limit)
          // Each row is one JSON array of the selection's fields and the place (json-rows.ts).
          .map((id) => [[id, `user${id}`, id]])
      );
    });
    const batches: number[][] = [];
    for await (const batch of list.batches(db, {}, 2_200)) batches.push(batch.map((row) => row.managerId));
    expect(batches.map((batch) => batch.length)).toEqual([1_000, 1_000, 200]);
    expect(batches.flat()).toEqual(ids.slice(0, 2_200));
    expect(queries.map((query) => query.params)).toEqual([[1_000], [1_501, 1_000], [501, 200]]);
    expect(queries[0]?.query).toMatch(
      /^select json_build_array\("managers"."id", "managers"."username", "managers"."id"\) from "managers"/,
    );
  });

  it('reads batches field by field when a field could not come back exactly from JSON', async () => {
    const withCount = declareList('getManagerList', {
      from: managers,
      dimension: NO_DIMENSION,
      select: { managerId: managers.id, logins: sql<number>`count(*) over ()`.mapWith(Number) },
      filters: managerFilters,
      order: highestIdFirst(managers.id),
    });
    const { db, queries } = recordingDatabase(() => [[3, '9', 3]]);
    const batches = [];
    for await (const batch of withCount.batches(db, {}, 10)) batches.push(batch);
    expect(batches).toEqual([[{ managerId: 3, logins: 9, keysetId: 3 }]]);
    expect(queries[0]?.query).not.toContain('json_build_array');
  });
});

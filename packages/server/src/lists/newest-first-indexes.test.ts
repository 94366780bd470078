import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { backends, startTestServer, type TestServer } from '../testing/test-server';
import { newestFirst } from './keyset';

/**
 * Every newest-first list whose table has a (time desc, id desc) index, as each list's
 * declaration orders it ({ indexedNullsLast: true }): the index gives the order itself, so a
 * page reads 20 index entries instead of sorting the table. drizzle-kit writes `.desc()` as
 * DESC NULLS LAST, which a plain ORDER BY … DESC (NULLS FIRST) cannot use.
 */
const indexedLists: [list: string, index: string, table: PgTable, time: PgColumn, id: PgColumn][] = [
  ['getUserList', 'members_created_at_idx', schema.members, schema.members.createdAt, schema.members.id],
  ['getOrderList', 'orders_newest_idx', schema.orders, schema.orders.createdAt, schema.orders.id],
  ['getAgentList', 'agents_created_at_idx', schema.agents, schema.agents.createdAt, schema.agents.id],
  ['getMerchantList', 'merchants_created_at_idx', schema.merchants, schema.merchants.createdAt, schema.merchants.id],
  ['getGoodsList', 'goods_created_at_idx', schema.goods, schema.goods.createdAt, schema.goods.id],
  [
    'getGoodsLibraryList',
    'goods_library_created_at_idx',
    schema.goodsLibrary,
    schema.goodsLibrary.createdAt,
    schema.goodsLibrary.id,
  ],
  ['getFeedbackList', 'feedback_created_at_idx', schema.feedback, schema.feedback.createdAt, schema.feedback.id],
  [
    'getWithdrawalList',
    'withdrawals_created_at_idx',
    schema.withdrawals,
    schema.withdrawals.createdAt,
    schema.withdrawals.id,
  ],
  [
    'getFranchiseApplicationList',
    'franchise_applications_created_at_idx',
    schema.franchiseApplications,
    schema.franchiseApplications.createdAt,
    schema.franchiseApplications.id,
  ],
  ['getRechargeList', 'recharges_created_at_idx', schema.recharges, schema.recharges.createdAt, schema.recharges.id],
  [
    'getDeviceList, getDeviceSoftwareList',
    'devices_created_at_idx',
    schema.devices,
    schema.devices.createdAt,
    schema.devices.id,
  ],
  [
    'getReplenishmentList',
    'replenishments_created_at_idx',
    schema.replenishments,
    schema.replenishments.createdAt,
    schema.replenishments.id,
  ],
  ['getTesterList', 'testers_created_at_idx', schema.testers, schema.testers.createdAt, schema.testers.id],
  [
    'getTesterApplicationList',
    'tester_applications_created_at_idx',
    schema.testerApplications,
    schema.testerApplications.createdAt,
    schema.testerApplications.id,
  ],
  [
    'getSoftwareReleaseList',
    'software_releases_release_at_idx',
    schema.softwareReleases,
    schema.softwareReleases.releaseAt,
    schema.softwareReleases.id,
  ],
];

describe.each(backends)('newest-first lists read their index in order on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
  });
  afterAll(() => server.close());

  async function plan(table: PgTable, time: PgColumn, id: PgColumn, options?: { indexedNullsLast: boolean }) {
    const db = server.app.database.db;
    const query = db
      .select({ id })
      .from(table)
      .orderBy(...newestFirst(time, id, options).orderBy)
      .limit(20)
      .toSQL();
    // A few demo rows: without this the planner may rightly prefer reading the whole table.
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      // Both drivers answer with the rows under `rows` (node-postgres' and PGlite's results).
      const explained = (await tx.execute(sql.raw(`explain ${inline(query.sql, query.params)}`))) as unknown as {
        rows: Record<string, string>[];
      };
      return explained.rows.map((row) => Object.values(row)[0]).join('\n');
    });
  }

  it.each(indexedLists)('%s: %s', async (_list, index, table, time, id) => {
    const ordered = await plan(table, time, id, { indexedNullsLast: true });
    expect(ordered).toContain(index);
    expect(ordered).not.toMatch(/\bSort\b/);
    // And why the option is needed: plain DESC (nulls first) sorts.
    expect(await plan(table, time, id)).toMatch(/\bSort\b/);
  });
});

/** The statement with its parameters written in (numbers only here: the LIMIT). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_match, position: string) => String(Number(params[Number(position) - 1])));
}

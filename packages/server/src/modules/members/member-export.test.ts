import { endpoints } from '@vending/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';

const MEMBERS = 3_500;

describe.each(backends)('member export on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0' } });
    token = await server.login('admin', ADMIN_PASSWORD);
    // Many members share a registration instant, down to the microsecond (which a JS Date
    // cannot hold): batches must neither repeat nor skip rows at their edges.
    await server.app.database.db.execute(sql`
      insert into members (nick_name, phone, balance, is_flag, created_at)
      select 'member ' || g, '139' || lpad(g::text, 8, '0'), g, (g % 3 > 0)::int,
             timestamptz '2024-05-01 00:00:00.123456+00' + ((g / 7) * interval '1 second')
      from generate_series(1, ${MEMBERS}) as g`);
  });
  afterAll(() => server.close());

  async function exportedRows(input: Record<string, unknown>) {
    const response = await server.call('getUserListExcle', { token, input });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(endpoints.getUserListExcle.data.mediaType);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.getWorksheet('会员列表')!.getSheetValues().slice(2) as unknown[][];
    return rows.map((row) => ({ userId: row[1] as number, status: row[5] as string, time: row[6] as string }));
  }

  it('streams every member, in list order, once each, across many batches', async () => {
    const rows = await exportedRows({});
    expect(rows).toHaveLength(MEMBERS);
    expect(new Set(rows.map((row) => row.userId)).size).toBe(MEMBERS);
    const list = await server.envelope('getUserList', { token, input: { page: 1, size: 100 } });
    expect(rows.slice(0, 100).map((row) => row.userId)).toEqual(
      (list.data.rows as { userId: number }[]).map((row) => row.userId),
    );
    expect(list.data.total).toBe(MEMBERS);
  });

  it('matches the filtered count', async () => {
    const filters = { isFlag: 0, startTime: '2024-05-01', endTime: '2024-05-01' } as const;
    const rows = await exportedRows(filters);
    const list = await server.envelope('getUserList', { token, input: filters });
    expect(rows).toHaveLength(list.data.total);
    expect(rows.length).toBeGreaterThan(1_000);
    expect(rows.every((row) => row.status === '禁用')).toBe(true);
  });
});

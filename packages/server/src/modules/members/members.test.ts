import { endpoints, successEnvelopeSchema, type RequestInput } from '@vending/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDate } from '../../business-time';
import { MISSING_ID } from '../../testing/accounts';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { members } from './tables';

describe.each(backends)('members on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  let namedIds: number[] = [];

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
    const inserted = await server.app.database.db
      .insert(members)
      .values([
        {
          nickName: '=HYPERLINK("http://evil")',
          phone: '13900000001',
          balance: 1234,
          createdAt: new Date('2020-01-01T02:00:00Z'),
        },
        {
          nickName: '@SUM(1)',
          phone: '+8613900000002',
          balance: 0,
          isFlag: 0,
          createdAt: new Date('2020-01-02T02:00:00Z'),
        },
        {
          nickName: '百分之100_percent',
          phone: '13900000003',
          balance: 5,
          createdAt: new Date('2020-01-03T17:00:00Z'),
        },
      ])
      .returning({ id: members.id });
    namedIds = inserted.map((row) => row.id);
  });
  afterAll(() => server.close());

  it('lists a page of members with the total, newest first', async () => {
    const answer = successEnvelopeSchema(endpoints.getUserList.data).parse(
      await server.envelope('getUserList', { token: adminToken, input: { page: 2, size: 5 } }),
    );
    expect(answer.data.rows).toHaveLength(5);
    expect(answer.data.total).toBe(303);
    const times = answer.data.rows.map((row) => row.createTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by keyword, flag and registration dates in the business time zone', async () => {
    const list = async (input: RequestInput<'getUserList'>) =>
      (await server.envelope('getUserList', { token: adminToken, input })).data as {
        rows: { userId: number }[];
        total: number;
      };
    expect((await list({ keyword: '13900000001' })).rows.map((row) => row.userId)).toEqual([namedIds[0]]);
    expect((await list({ keyword: '100_' })).rows.map((row) => row.userId)).toEqual([namedIds[2]]);
    expect((await list({ keyword: '%' })).total).toBe(0);
    // 2020-01-03T17:00Z is 2020-01-04 01:00 in Shanghai.
    expect((await list({ startTime: '2020-01-02', endTime: '2020-01-03' })).rows.map((row) => row.userId)).toEqual([
      namedIds[1],
    ]);
    expect((await list({ startTime: '2020-01-04', endTime: '2020-01-04' })).rows.map((row) => row.userId)).toEqual([
      namedIds[2],
    ]);
    const disabled = await list({ isFlag: 0, size: 100 });
    expect(disabled.rows.map((row) => row.userId)).toContain(namedIds[1]);
    expect(disabled.rows.map((row) => row.userId)).not.toContain(namedIds[0]);
  });

  it('changes a member flag, and says when the member does not exist', async () => {
    const userId = namedIds[0]!;
    expect((await server.envelope('updateUserIsFlag', { token: adminToken, input: { userId, isFlag: 0 } })).code).toBe(
      1,
    );
    const [row] = await server.app.database.db.select().from(members).where(eq(members.id, userId));
    expect(row?.isFlag).toBe(0);
    expect(
      await server.envelope('updateUserIsFlag', { token: adminToken, input: { userId: MISSING_ID, isFlag: 0 } }),
    ).toMatchObject({ code: 0, data: { field: 'userId' } });
  });

  it('exports the filtered list as a dated .xlsx with formulas defused', async () => {
    const response = await server.call('getUserListExcle', {
      token: adminToken,
      input: { startTime: '2020-01-01', endTime: '2020-01-10' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(endpoints.getUserListExcle.data.mediaType);
    const today = businessDate(server.clock.now(), 'Asia/Shanghai');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="members-${today}.xlsx"; filename*=UTF-8''${encodeURIComponent(`会员列表-${today}.xlsx`)}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('会员列表')!;
    const values = sheet
      .getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[]).slice(1));
    expect(sheet.getRow(1).values).toEqual([undefined, '会员ID', '昵称', '手机号', '余额(元)', '状态', '注册时间']);
    expect(values).toEqual([
      [namedIds[2], '百分之100_percent', '13900000003', 0.05, '启用', '2020-01-04 01:00:00'],
      [namedIds[1], '@SUM(1)', '+8613900000002', 0, '禁用', '2020-01-02 10:00:00'],
      [namedIds[0], '=HYPERLINK("http://evil")', '13900000001', 12.34, '禁用', '2020-01-01 10:00:00'],
    ]);
    // Shown as stored, yet text cells formatted as Text: never a formula, even once edited.
    for (const address of ['B3', 'C3', 'B4']) {
      expect(sheet.getCell(address).type).toBe(ExcelJS.ValueType.String);
      expect(sheet.getCell(address).numFmt).toBe('@');
    }
    expect(sheet.getCell('C4').numFmt).not.toBe('@');
  });
});

import { ResultCode, serviceTelephone } from '@vending/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager } from '../../testing/accounts';
import { databaseDigest } from '../../testing/digest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';

describe.each(backends)('system settings on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  const db = () => server.app.database.db;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0' } });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  it('keeps books in yuan without GST until someone chooses otherwise', async () => {
    expect((await server.envelope('getMoneySettings', { token: adminToken })).data).toEqual({
      currency: 'CNY',
      gstRate: 0,
      adjustmentApprovalLimit: 50_000,
      currencyLocked: false,
      updatedBy: null,
      updateTime: null,
    });
  });

  it('saves the currency and GST rate, saying who and when; every administrator reads them', async () => {
    const saved = await server.envelope('updateMoneySettings', {
      token: adminToken,
      input: { currency: 'AUD', gstRate: '10', adjustmentApprovalLimit: '20000' },
    });
    expect(saved.code).toBe(ResultCode.SUCCESS);
    const reader = await createManager(server, adminToken, 'money_reader', ['会员列表']);
    expect((await server.envelope('getMoneySettings', { token: reader.token })).data).toEqual({
      currency: 'AUD',
      gstRate: 10,
      adjustmentApprovalLimit: 20_000,
      currencyLocked: false,
      updatedBy: 'admin',
      updateTime: server.clock.now().toISOString(),
    });
    expect(
      (await server.envelope('updateMoneySettings', { token: reader.token, input: { currency: 'CNY', gstRate: 0 } }))
        .code,
    ).toBe(ResultCode.NO_PERMISSION);
  });

  it('lets only the holder of 货币与税率 change the currency and GST, not the customer-service phone page', async () => {
    const phoneKeeper = await createManager(server, adminToken, 'phone_keeper', ['客服电话']);
    const bookKeeper = await createManager(server, adminToken, 'book_keeper', ['货币与税率']);
    const before = await databaseDigest(db());
    expect(
      (
        await server.envelope('updateMoneySettings', {
          token: phoneKeeper.token,
          input: { currency: 'AUD', gstRate: '12' },
        })
      ).code,
    ).toBe(ResultCode.NO_PERMISSION);
    expect(await databaseDigest(db())).toEqual(before);
    // The phone page still opens the phone.
    expect(
      (await server.envelope('updateServiceContact', { token: phoneKeeper.token, input: { telephone: '4008208820' } }))
        .code,
    ).toBe(ResultCode.SUCCESS);
    const saved = await server.envelope('updateMoneySettings', {
      token: bookKeeper.token,
      input: { currency: 'AUD', gstRate: '12' },
    });
    expect(saved.code).toBe(ResultCode.SUCCESS);
    expect((await server.envelope('getMoneySettings', { token: bookKeeper.token })).data).toMatchObject({
      currency: 'AUD',
      gstRate: 12,
      // Left out of the call: left as it was.
      adjustmentApprovalLimit: 20_000,
      updatedBy: 'book_keeper',
    });
  });

  it('refuses a new currency once money has moved, naming it, and still takes a new GST rate', async () => {
    await db().execute(
      sql`insert into ledger_entries (account_kind, account_id, amount, currency, kind, at) values (3, 0, 100, 'AUD', 'orderPayment', now())`,
    );
    // The page is told before anyone tries: the choice shows locked.
    expect((await server.envelope('getMoneySettings', { token: adminToken })).data).toMatchObject({
      currencyLocked: true,
    });
    const before = await databaseDigest(db());
    const refused = await server.envelope('updateMoneySettings', {
      token: adminToken,
      input: { currency: 'CNY', gstRate: '10' },
    });
    expect(refused).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'currency' } });
    expect(await databaseDigest(db())).toEqual(before);
    const gst = await server.envelope('updateMoneySettings', {
      token: adminToken,
      input: { currency: 'AUD', gstRate: '10' },
    });
    expect(gst.code).toBe(ResultCode.SUCCESS);
  });

  it('heads the export columns with the currency chosen', async () => {
    const response = await server.call('getOrderListExcle', { token: adminToken, input: {} });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('订单列表')?.getRow(1).getCell(7).value).toBe('金额(AUD)');
  });

  it.each([
    [{ currency: 'USD', gstRate: 0 }, 'currency'],
    [{ currency: 'CNY', gstRate: '60' }, 'gstRate'],
    [{ currency: 'CNY', gstRate: '10.005' }, 'gstRate'],
    [{ currency: 'CNY', gstRate: '-1' }, 'gstRate'],
  ])('refuses %o by its field, writing nothing', async (input, field) => {
    const before = await databaseDigest(db());
    const answer = await server.envelope('updateMoneySettings', { token: adminToken, input: input as never });
    expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { field } });
    expect(await databaseDigest(db())).toEqual(before);
  });

  it.each(['13800138000', '010-12345678', '0755-1234567', '021-61234567-8021', '400-123-4567', '8001234567'])(
    'accepts the phone %s',
    (telephone) => {
      expect(serviceTelephone.safeParse(telephone).success).toBe(true);
    },
  );
  it.each(['12345', '23800138000', '400-12-34', '010-123', 'abc'])('refuses the phone %s', (telephone) => {
    expect(serviceTelephone.safeParse(telephone).success).toBe(false);
  });

  it('saves the customer-service phone and refuses a malformed one by its field', async () => {
    expect(
      (await server.envelope('updateServiceContact', { token: adminToken, input: { telephone: '400-820-8820' } })).code,
    ).toBe(ResultCode.SUCCESS);
    expect((await server.envelope('getServiceContact', { token: adminToken })).data).toMatchObject({
      telephone: '400-820-8820',
      updatedBy: 'admin',
    });
    const before = await databaseDigest(db());
    expect(
      await server.envelope('updateServiceContact', { token: adminToken, input: { telephone: '110' } }),
    ).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'telephone' } });
    expect(await databaseDigest(db())).toEqual(before);
  });
});

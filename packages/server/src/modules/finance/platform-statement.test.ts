import { ledgerAccounts } from '@vending/contract';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDate } from '../../business-time';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { ledgerEntries } from '../../db/schema';
import { platformKinds } from './platform-statement';

const TZ = 'Asia/Shanghai';
type Row = { entryId: number; time: string; kind: string; amount: number; balanceAfter: number };

/*
 * 平台对账单: the platform account's statement of a period, recomputed in plain code from the
 * ledger's platform entries — the opening (every entry before the period), Σ by kind, the
 * closing, the balance after each entry, every page — and its export, whose rows add up to its
 * totals rows.
 */
describe.each(backends)('the platform statement on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    token = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  it('is the ledger: opening, each kind, closing and the balance after each entry, page after page', async () => {
    const entries = await server.app.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountKind, ledgerAccounts.platform))
      .orderBy(asc(ledgerEntries.at), asc(ledgerEntries.id));
    const today = businessDate(server.clock.now(), TZ);
    // A period of the demo's last weeks (business days, both included).
    const startTime = businessDate(new Date(server.clock.now().getTime() - 20 * 86_400_000), TZ);
    const inPeriod = entries.filter((entry) => {
      const day = businessDate(entry.at, TZ);
      return day >= startTime && day <= today;
    });
    const opening = entries
      .filter((entry) => businessDate(entry.at, TZ) < startTime)
      .reduce((total, entry) => total + entry.amount, 0);
    expect(inPeriod.length).toBeGreaterThan(100);
    expect(opening).not.toBe(0);

    const rows: Row[] = [];
    let totals: Record<string, number> | undefined;
    for (let page = 1; ; page += 1) {
      const { code, data } = await server.envelope('getPlatformStatement', {
        token,
        input: { startTime, endTime: today, page, size: 100 },
      });
      expect(code).toBe(1);
      rows.push(...(data.rows as Row[]));
      totals = data.totals;
      expect(data.total).toBe(inPeriod.length);
      if (rows.length >= data.total) break;
    }
    expect(rows.map((row) => row.entryId)).toEqual(inPeriod.map((entry) => entry.id));
    let running = opening;
    for (const [index, row] of rows.entries()) {
      running += inPeriod[index]!.amount;
      expect(row.balanceAfter).toBe(running);
    }
    const byKind = Object.fromEntries(
      platformKinds.map((kind) => [
        kind,
        inPeriod.filter((entry) => entry.kind === kind).reduce((total, entry) => total + entry.amount, 0),
      ]),
    );
    // Every platform entry is of a kind the statement names.
    expect(inPeriod.filter((entry) => !(platformKinds as readonly string[]).includes(entry.kind))).toEqual([]);
    expect(totals).toEqual({ count: inPeriod.length, opening, ...byKind, closing: running });

    // Without dates: every entry, from nothing.
    const all = await server.envelope('getPlatformStatement', { token, input: { size: 1 } });
    expect(all.data.totals.opening).toBe(0);
    expect(all.data.totals.closing).toBe(entries.reduce((total, entry) => total + entry.amount, 0));
    expect(all.data.total).toBe(entries.length);
  });

  it('exports the entries, then the opening, each kind and the closing, which its rows add up to', async () => {
    const today = businessDate(server.clock.now(), TZ);
    const startTime = businessDate(new Date(server.clock.now().getTime() - 6 * 86_400_000), TZ);
    const response = await server.call('getPlatformStatementExcle', { token, input: { startTime, endTime: today } });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('平台对账单')!;
    const values: (string | number | null)[][] = [];
    sheet.eachRow((row) => values.push((row.values as (string | number | null)[]).slice(1)));
    const [header, ...body] = values;
    expect(header).toEqual(['时间', '类型', '订单号', '金额(元)', '变动后余额(元)', '说明']);
    const summary = body.filter((row) => String(row[0]).startsWith('合计'));
    const entries = body.filter((row) => !String(row[0]).startsWith('合计'));
    const cents = (value: unknown) => Math.round(Number(value) * 100);
    const total = (label: string) => cents(summary.find((row) => row[0] === `合计：${label}`)![3]);
    const sumOf = (kind: string) =>
      entries.filter((row) => row[1] === kind).reduce((sum, row) => sum + cents(row[3]), 0);
    const opening = total('期初余额');
    const moved = entries.reduce((sum, row) => sum + cents(row[3]), 0);
    expect(total('期末余额')).toBe(opening + moved);
    for (const kind of ['订单收款', '订单退款', '会员充值', '充值退款', '代理商分成', '代理商提现', '提现手续费'])
      expect(total(kind)).toBe(sumOf(kind));
    // The last entry's balance is the closing; the screen's totals are the file's.
    expect(cents(entries.at(-1)![4])).toBe(total('期末余额'));
    const { data } = await server.envelope('getPlatformStatement', {
      token,
      input: { startTime, endTime: today, size: 1 },
    });
    expect({ count: data.total, opening: data.totals.opening, closing: data.totals.closing }).toEqual({
      count: entries.length,
      opening,
      closing: total('期末余额'),
    });
    expect(entries.length).toBeGreaterThan(0);
  });

  it('refuses a period that ends before it starts, naming it', async () => {
    const { code, data } = await server.envelope('getPlatformStatement', {
      token,
      input: { startTime: '2026-03-10', endTime: '2026-03-01' },
    });
    expect(code).toBe(0);
    expect(data).toMatchObject({ field: expect.any(String) });
  });
});

import {
  deviceApiEndpoints,
  ledgerAccounts,
  orderPaymentMethods,
  reconciliationOutcomes,
  ResultCode,
  type ReconciliationRow,
} from '@vending/contract';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfBusinessDay } from '../../business-time';
import { sellingMachine } from '../../testing/selling-machine';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { auditEvents, ledgerEntries, orders } from '../../db/schema';
import { parseStatement, statementTime } from './reconciliation';
import { channelStatementLines, channelStatements } from './tables';

const TZ = 'Asia/Shanghai';
const DAY = '2026-03-10';
const { wechat } = orderPaymentMethods;

/** A statement's CSV as WeChat Pay's bill writes it (backticks before the values). */
const csv = (lines: { id: string; amount: number; fee: number; time: string }[]) =>
  [
    '交易时间,微信支付单号,金额,手续费,商品名称',
    ...lines.map(
      (line) =>
        `\`${line.time},\`${line.id},\`${(line.amount / 100).toFixed(2)},\`${(line.fee / 100).toFixed(2)},"饮料, 零食"`,
    ),
  ].join('\r\n');

describe('the statement format', () => {
  it('reads times on the business clock, and ISO 8601 with an offset', () => {
    expect(statementTime('2026-03-10 08:00:00', TZ)?.toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(statementTime('2026/03/10 00:30', TZ)?.toISOString()).toBe('2026-03-09T16:30:00.000Z');
    expect(statementTime('2026-03-10T08:00:00+08:00', TZ)?.toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(statementTime('2026-02-30 08:00:00', TZ)).toBeNull();
    expect(statementTime('yesterday', TZ)).toBeNull();
  });

  it('refuses a statement without its header, a wrong line (naming it), two days, a repeated id', () => {
    const refusal = (content: string) => {
      const parsed = parseStatement(content, TZ);
      return parsed.ok ? null : parsed.message.zh;
    };
    expect(refusal('a,b,c')).toContain('表头');
    expect(refusal('交易单号,金额,手续费,交易时间')).toBe('对账单没有交易');
    expect(refusal('交易单号,金额,手续费,交易时间\nX1,1.234,0,2026-03-10 10:00:00')).toContain('第 2 行');
    expect(refusal('交易单号,金额,手续费,交易时间\nX1,0,0,2026-03-10 10:00:00')).toContain('第 2 行');
    expect(
      refusal('交易单号,金额,手续费,交易时间\nX1,1,0,2026-03-10 10:00:00\n\nX2,1,0,2026-03-11 10:00:00'),
    ).toContain('第 4 行不是 2026-03-10');
    expect(refusal('交易单号,金额,手续费,交易时间\nX1,1,0,2026-03-10 10:00:00\nX1,2,0,2026-03-10 11:00:00')).toContain(
      '第 3 行的交易单号重复',
    );
    const parsed = parseStatement('\uFEFFamount,fee,time,transaction_id\n¥3.50,0.02,2026-03-10 10:00:00,X1', TZ);
    expect(parsed).toMatchObject({ ok: true, day: DAY, lines: [{ transactionId: 'X1', amount: 350, fee: 2 }] });
  });
});

/**
 * Cashless reconciliation on both databases: vends carry the channel's transaction id; a day's
 * statement is matched against the channel's orders of that day, each mismatch named; its fees
 * are the platform's expense entry; a day imports once; a refused statement stores nothing.
 */
describe.each(backends)('channel reconciliation on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let token: string;
  let deviceAuth: string;
  const db = () => server.app.database.db;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    token = await server.login('admin', ADMIN_PASSWORD);
    ({ deviceAuth } = await sellingMachine(server, token, {
      label: '对账',
      phone: '13900004444',
      address: '测试路4号',
      deviceNo: 'TEST-RECON-1',
      stock: 50,
    }));
  });
  afterAll(() => server.close());

  async function vend(body: Record<string, unknown>) {
    const endpoint = deviceApiEndpoints.deviceVend;
    const response = await server.app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: { authorization: deviceAuth, 'content-type': 'application/json' },
      payload: JSON.stringify({ deviceNo: 'TEST-RECON-1', dispensed: true, paymentMethod: wechat, ...body }),
    });
    return response;
  }

  const storedCounts = async () => ({
    statements: (await db().select({ n: count() }).from(channelStatements))[0]!.n,
    lines: (await db().select({ n: count() }).from(channelStatementLines))[0]!.n,
    fees: (await db().select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.kind, 'channelFee')))[0]!.n,
  });

  it('a vend keeps its transaction id; a replay with another id is a conflict', async () => {
    const sale = {
      deviceOrderNo: 'R-1',
      paidAt: `${DAY}T10:00:00+08:00`,
      lines: [{ slotNo: 1, quantity: 1, unitPrice: 350 }],
    };
    expect((await vend({ ...sale, transactionId: 'WX0001' })).statusCode).toBe(200);
    expect((await vend({ ...sale, transactionId: 'WX0001' })).json()).toMatchObject({ data: { replay: true } });
    expect((await vend({ ...sale, transactionId: 'WX0009' })).statusCode).toBe(409);
    expect((await vend({ ...sale, deviceOrderNo: 'R-bad', transactionId: 'bad id!' })).statusCode).toBe(400);
    const [order] = await db()
      .select({ transactionId: orders.channelTransactionId })
      .from(orders)
      .where(eq(orders.deviceOrderNo, 'R-1'));
    expect(order?.transactionId).toBe('WX0001');
  });

  it("imports a day's statement: matched, statement only, orders only and amount differs, each named; fees booked", async () => {
    await vend({
      deviceOrderNo: 'R-2',
      paidAt: `${DAY}T11:00:00+08:00`,
      transactionId: 'WX0002',
      lines: [{ slotNo: 1, quantity: 2, unitPrice: 350 }],
    });
    await vend({
      deviceOrderNo: 'R-3',
      paidAt: `${DAY}T12:00:00+08:00`,
      transactionId: 'WX0003',
      lines: [{ slotNo: 2, quantity: 1, unitPrice: 500 }],
    });
    // The channel's statement: every WeChat Pay order of the day as the channel saw it, but
    // WX0002 charged 1 fen less, WX0003 missing, and a payment we have no order of.
    const ours = await db()
      .select({ id: orders.id, amount: orders.amount, transactionId: orders.channelTransactionId })
      .from(orders)
      .where(
        and(
          eq(orders.paymentMethod, wechat),
          gte(orders.paidAt, startOfBusinessDay(DAY, TZ)),
          lt(orders.paidAt, startOfBusinessDay('2026-03-11', TZ)),
        ),
      );
    const withIds = ours.filter((order) => order.transactionId !== null);
    const withoutIds = ours.length - withIds.length;
    const lines = [
      ...withIds
        .filter((order) => order.transactionId !== 'WX0003')
        .map((order) => ({
          id: order.transactionId!,
          amount: order.transactionId === 'WX0002' ? order.amount - 1 : order.amount,
          fee: Math.round(order.amount * 0.006),
          time: `${DAY} 12:30:00`,
        })),
      { id: 'WXFOREIGN1', amount: 990, fee: 6, time: `${DAY} 23:59:59` },
    ];
    const fee = lines.reduce((total, line) => total + line.fee, 0);
    const imported = await server.envelope('importChannelStatement', {
      token,
      input: { channel: wechat, content: csv(lines) },
    });
    expect(imported.code).toBe(ResultCode.SUCCESS);
    expect(imported.data).toMatchObject({
      channel: wechat,
      day: DAY,
      lines: lines.length,
      matched: withIds.length - 2,
      statementOnly: 1,
      ordersOnly: 1 + withoutIds,
      amountDiffers: 1,
      fee,
    });

    // The list: mismatches first, each with both sides; the totals of what the filter matches.
    const listed = await server.envelope('getChannelReconciliation', {
      token,
      input: { channel: wechat, startTime: DAY, endTime: DAY, size: 100 },
    });
    const rows = listed.data.rows as ReconciliationRow[];
    expect(rows.slice(0, 2 + 1 + withoutIds).every((row) => row.outcome !== reconciliationOutcomes.matched)).toBe(true);
    expect(rows.find((row) => row.transactionId === 'WX0002')).toMatchObject({
      outcome: reconciliationOutcomes.amountDiffers,
      statementAmount: 699,
      orderAmount: 700,
    });
    expect(rows.find((row) => row.transactionId === 'WX0003')).toMatchObject({
      outcome: reconciliationOutcomes.ordersOnly,
      statementAmount: null,
      orderAmount: 500,
    });
    expect(rows.find((row) => row.transactionId === 'WXFOREIGN1')).toMatchObject({
      outcome: reconciliationOutcomes.statementOnly,
      orderId: null,
      statementAmount: 990,
    });
    expect(listed.data.totals).toMatchObject({ count: rows.length, fee, statementOnly: 1, amountDiffers: 1 });
    const differs = await server.envelope('getChannelReconciliation', {
      token,
      input: { outcome: reconciliationOutcomes.amountDiffers },
    });
    expect((differs.data.rows as ReconciliationRow[]).map((row) => row.transactionId)).toEqual(['WX0002']);

    // The fees: one platform expense entry, in the audit record of the import.
    const [entry] = await db()
      .select({ amount: ledgerEntries.amount, accountKind: ledgerEntries.accountKind, note: ledgerEntries.note })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'channelFee'));
    expect(entry).toEqual({ amount: -fee, accountKind: ledgerAccounts.platform, note: `微信支付 ${DAY}` });
    const [record] = await db()
      .select({ after: auditEvents.after })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'importChannelStatement'));
    expect(record?.after).toMatchObject({ day: DAY, fee, money: { amount: fee, account: 'platform' } });
  });

  it('a day imports once per channel; a refused statement stores nothing', async () => {
    const before = await storedCounts();
    const again = await server.envelope('importChannelStatement', {
      token,
      input: { channel: wechat, content: csv([{ id: 'WXAGAIN', amount: 100, fee: 1, time: `${DAY} 09:00:00` }]) },
    });
    expect(again).toMatchObject({
      code: ResultCode.FAILURE,
      data: { field: 'content', message: '该渠道该日的对账单已导入' },
    });
    const malformed = await server.envelope('importChannelStatement', {
      token,
      input: {
        channel: wechat,
        content: '交易单号,金额,手续费,交易时间\nWX1,3.50,0.02,2026-03-12 10:00:00\nWX2,abc,0,2026-03-12 10:00:00',
      },
    });
    expect(malformed.code).toBe(ResultCode.FAILURE);
    expect(malformed.data).toMatchObject({ field: 'content' });
    expect(String((malformed.data as { message: string }).message)).toContain('第 3 行');
    const badChannel = await server.call('importChannelStatement', { token, input: { channel: 3, content: 'x' } });
    expect(badChannel.statusCode).toBeLessThan(500);
    expect(await storedCounts()).toEqual(before);
  });
});

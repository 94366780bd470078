import {
  endpoints,
  orderFlow,
  paymentMethods,
  ResultCode,
  successEnvelopeSchema,
  type OrderDetail,
  type OrderRow,
  type RequestInput,
} from '@vending/contract';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createManager } from '../../testing/accounts';
import { databaseDigest } from '../../testing/digest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { devices, goods, members } from '../../db/schema';
import { orderEvents, orderLines, orders } from './tables';

const { unpaid, processing, completed, cancelled } = orderFlow.values;

describe.each(backends)('orders on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  const ids: Record<string, number> = {};
  const db = () => server.app.database.db;

  type Page = {
    rows: OrderRow[];
    total: number;
    totals: { count: number; received: number; receivedGst: number; unpaid: number; refunded: number };
  };
  async function listOf(input: RequestInput<'getOrderList'>): Promise<Page> {
    const answer = await server.envelope('getOrderList', { token: adminToken, input });
    return successEnvelopeSchema(endpoints.getOrderList.data as z.ZodType).parse(answer).data as Page;
  }
  async function detailOf(orderId: number): Promise<OrderDetail> {
    const answer = await server.envelope('getOrderDetail', { token: adminToken, input: { orderId } });
    return successEnvelopeSchema(endpoints.getOrderDetail.data as z.ZodType).parse(answer).data as OrderDetail;
  }
  const transitOf = (orderId: number, action: string, reason?: string) =>
    server.envelope('transitOrder', {
      token: adminToken,
      input: { orderId, action, ...(reason !== undefined && { reason }) } as RequestInput<'transitOrder'>,
    });

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0' } });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
    const [buyer] = await db()
      .insert(members)
      .values({ nickName: '买买买', phone: '13900003333', balance: 0 })
      .returning({ id: members.id });
    const [north, south] = await db()
      .insert(devices)
      .values([
        { deviceNo: 'T-NORTH', deviceName: '北门机', address: '北门' },
        { deviceNo: 'T-SOUTH', deviceName: '南门机', address: '南门' },
      ])
      .returning({ id: devices.id });
    const [water, cola] = await db()
      .insert(goods)
      .values([
        { goodsName: '矿泉水', price: 200 },
        { goodsName: '可乐', price: 350 },
      ])
      .returning({ id: goods.id });
    const at = (day: string) => new Date(`${day}T04:00:00.000Z`);
    const specs = [
      {
        orderNo: 'O-1',
        device: north!.id,
        status: completed,
        day: '2026-03-01',
        lines: [[water!.id, '矿泉水', 200, 2]],
      },
      {
        orderNo: 'O-2',
        device: north!.id,
        status: processing,
        day: '2026-03-03',
        lines: [
          [cola!.id, '可乐', 350, 1],
          [water!.id, '矿泉水', 200, 1],
        ],
      },
      { orderNo: 'O-3', device: south!.id, status: unpaid, day: '2026-03-05', lines: [[cola!.id, '可乐', 350, 1]] },
      { orderNo: 'O-4', device: south!.id, status: processing, day: '2026-03-07', lines: [[cola!.id, '可乐', 350, 2]] },
    ] as const;
    for (const spec of specs) {
      const amount = spec.lines.reduce((total, [, , price, quantity]) => total + price * quantity, 0);
      const paid = spec.status !== unpaid;
      const [order] = await db()
        .insert(orders)
        .values({
          orderNo: spec.orderNo,
          memberId: spec.orderNo === 'O-3' ? null : buyer!.id,
          deviceId: spec.device,
          amount,
          gst: Math.round((amount * 1000) / 11_000),
          paymentMethod: spec.orderNo === 'O-2' ? paymentMethods.alipay : paymentMethods.wechat,
          status: spec.status,
          createdAt: at(spec.day),
          paidAt: paid ? at(spec.day) : null,
        })
        .returning({ id: orders.id });
      ids[spec.orderNo] = order!.id;
      await db()
        .insert(orderLines)
        .values(
          spec.lines.map(([goodsId, goodsName, price, quantity], index) => ({
            orderId: order!.id,
            lineNo: index + 1,
            goodsId,
            goodsName,
            price,
            quantity,
            amount: price * quantity,
          })),
        );
      await db()
        .insert(orderEvents)
        .values([
          { orderId: order!.id, fromStatus: null, toStatus: unpaid, at: at(spec.day) },
          ...(paid ? [{ orderId: order!.id, fromStatus: unpaid, toStatus: processing, at: at(spec.day) }] : []),
        ]);
    }
    ids['north'] = north!.id;
  });
  afterAll(() => server.close());

  it('lists newest first with a goods summary and the totals (received, unpaid apart) of every matching order', async () => {
    const page = await listOf({ size: 2 });
    expect(page.total).toBe(4);
    expect(page.rows.map((row) => row.orderNo)).toEqual(['O-4', 'O-3']);
    expect(page.rows[0]).toMatchObject({ firstGoods: '可乐', firstQuantity: 2, lineCount: 1, deviceNo: 'T-SOUTH' });
    expect(page.rows[1]).toMatchObject({ userId: null, nickName: null });
    // Received: the three paid orders; the unpaid one's amount apart.
    expect(page.totals).toEqual({
      count: 4,
      received: 400 + 550 + 700,
      receivedGst: 36 + 50 + 64,
      unpaid: 350,
      refunded: 0,
    });
  });

  it.each([
    [{ status: processing }, ['O-4', 'O-2']],
    [{ deviceId: 'north' }, ['O-2', 'O-1']],
    [{ method: paymentMethods.alipay }, ['O-2']],
    [{ keyword: 'O-3' }, ['O-3']],
    [{ keyword: '3333' }, ['O-4', 'O-2', 'O-1']],
    [{ startTime: '2026-03-03', endTime: '2026-03-05' }, ['O-3', 'O-2']],
  ] as const)('filters by %o', async (filter, expected) => {
    const input = 'deviceId' in filter ? { deviceId: ids['north']! } : filter;
    const page = await listOf(input);
    expect(page.rows.map((row) => row.orderNo)).toEqual(expected);
    expect(page.totals.received + page.totals.unpaid).toBe(page.rows.reduce((total, row) => total + row.amount, 0));
  });

  it('counts an order at 00:30 in Shanghai in that Shanghai day, not in the previous UTC day', async () => {
    // 2026-03-09T16:30Z is 00:30 on 2026-03-10 in the business zone (Asia/Shanghai): a console in
    // UTC shows it at 2026-03-10 00:30:00 and marks 2026-03-10 as today, and so must the filter.
    const [late] = await db()
      .insert(orders)
      .values({
        orderNo: 'O-LATE',
        memberId: null,
        deviceId: ids['north']!,
        amount: 200,
        gst: 18,
        paymentMethod: paymentMethods.wechat,
        status: unpaid,
        createdAt: new Date('2026-03-09T16:30:00.000Z'),
      })
      .returning({ id: orders.id });
    const [line] = await db().select({ goodsId: orderLines.goodsId }).from(orderLines).limit(1);
    await db().insert(orderLines).values({
      orderId: late!.id,
      lineNo: 1,
      goodsId: line!.goodsId,
      goodsName: '矿泉水',
      price: 200,
      quantity: 1,
      amount: 200,
    });
    try {
      const day = async (date: string) =>
        (await listOf({ startTime: date, endTime: date })).rows.map((row) => row.orderNo);
      expect(await day('2026-03-10')).toEqual(['O-LATE']);
      expect(await day('2026-03-09')).toEqual([]);
    } finally {
      await db().delete(orderLines).where(eq(orderLines.orderId, late!.id));
      await db().delete(orders).where(eq(orders.id, late!.id));
    }
  });

  it('answers the detail: lines adding up to the amount, and the history of statuses', async () => {
    const detail = await detailOf(ids['O-2']!);
    expect(detail.lines.map((line) => [line.goodsName, line.quantity, line.amount])).toEqual([
      ['可乐', 1, 350],
      ['矿泉水', 1, 200],
    ]);
    expect(detail.lines.reduce((total, line) => total + line.amount, 0)).toBe(detail.amount);
    expect(detail).toMatchObject({ phone: '13900003333', deviceAddress: '北门', lineCount: 2 });
    expect(detail.events.map((event) => [event.fromStatus, event.toStatus, event.handledBy])).toEqual([
      [null, unpaid, null],
      [unpaid, processing, null],
    ]);
  });

  it('refuses the detail of a missing order by its field', async () => {
    const answer = await server.envelope('getOrderDetail', { token: adminToken, input: { orderId: 999_999 } });
    expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'orderId' } });
  });

  it('completes a paid order, recording who and when in its history', async () => {
    expect((await transitOf(ids['O-2']!, 'complete')).code).toBe(ResultCode.SUCCESS);
    const detail = await detailOf(ids['O-2']!);
    expect(detail.status).toBe(completed);
    expect(detail.events.at(-1)).toMatchObject({ fromStatus: processing, toStatus: completed, handledBy: 'admin' });
  });

  it('cancels an unpaid order with its reason', async () => {
    expect((await transitOf(ids['O-3']!, 'cancel', '会员放弃购买')).code).toBe(ResultCode.SUCCESS);
    const detail = await detailOf(ids['O-3']!);
    expect(detail).toMatchObject({ status: cancelled, cancelReason: '会员放弃购买' });
    expect(detail.events.at(-1)).toMatchObject({ fromStatus: unpaid, toStatus: cancelled, reason: '会员放弃购买' });
  });

  it.each([
    ['cancel a completed order', 'O-1', 'cancel', '已完成'],
    ['complete an unpaid… now cancelled order', 'O-3', 'complete', '已取消'],
  ])('refuses to %s, naming its status and changing nothing', async (_label, orderNo, action, state) => {
    const before = await databaseDigest(db());
    const answer = await transitOf(ids[orderNo]!, action, '试试');
    expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'action' } });
    expect(answer.msg).toContain(state);
    expect(await databaseDigest(db())).toEqual(before);
  });

  it('refuses a cancellation without a reason by its field, changing nothing', async () => {
    const before = await databaseDigest(db());
    expect(await transitOf(ids['O-4']!, 'cancel')).toMatchObject({
      code: ResultCode.FAILURE,
      data: { field: 'reason' },
    });
    expect(await databaseDigest(db())).toEqual(before);
  });

  it('lets exactly one of two simultaneous moves through, with one history entry', async () => {
    const answers = await Promise.all([
      transitOf(ids['O-4']!, 'cancel', '出货失败'),
      transitOf(ids['O-4']!, 'complete'),
    ]);
    expect(answers.filter((answer) => answer.code === ResultCode.SUCCESS)).toHaveLength(1);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, ids['O-4']!));
    expect(events).toHaveLength(3);
  });

  it('exports the filtered orders with the amount and GST in the currency', async () => {
    const response = await server.call('getOrderListExcle', { token: adminToken, input: { deviceId: ids['north']! } });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('订单列表')!;
    // A header, a row per order, and the totals row.
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(4).getCell(1).value).toBe('合计');
    expect(sheet.getRow(1).getCell(7).value).toBe('金额(元)');
    expect(sheet.getRow(2).getCell(6).value).toBe('可乐 ×1 等2种');
    expect(sheet.getRow(2).getCell(7).value).toBe(5.5);
  });

  it('needs the 订单列表 page', async () => {
    const clerk = await createManager(server, adminToken, 'order_clerk', ['会员列表']);
    expect((await server.envelope('getOrderList', { token: clerk.token })).code).toBe(ResultCode.NO_PERMISSION);
    expect((await transitOf(ids['O-1']!, 'complete')).code).not.toBe(ResultCode.NO_PERMISSION);
    const clerkMove = await server.envelope('transitOrder', {
      token: clerk.token,
      input: { orderId: ids['O-1']!, action: 'cancel', reason: '越权' },
    });
    expect(clerkMove.code).toBe(ResultCode.NO_PERMISSION);
  });
});

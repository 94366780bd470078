import {
  endpoints,
  feedbackFlow,
  feedbackTypes,
  orderFlow,
  ResultCode,
  successEnvelopeSchema,
  type FeedbackDetail,
} from '@vending/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MISSING_ID } from '../../testing/accounts';
import { databaseDigest } from '../../testing/digest';
import {
  ADMIN_PASSWORD,
  backends,
  OPERATOR_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../testing/test-server';
import { members, orders } from '../../db/schema';
import { summaryOf } from './handlers';
import { feedback, feedbackImages, feedbackReplies } from './tables';

const { pending, replied, closed } = feedbackFlow.values;

describe.each(backends)('feedback on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  const ids: Record<string, number> = {};
  const db = () => server.app.database.db;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0' } });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
    const [member] = await db()
      .insert(members)
      .values({ nickName: '反馈人', phone: '13900007777' })
      .returning({ id: members.id });
    const rows = await db()
      .insert(feedback)
      .values([
        {
          memberId: member!.id,
          type: feedbackTypes.fault,
          content: '投币后机器没有反应\n硬币被吞了',
          createdAt: new Date('2026-03-01T04:00:00.000Z'),
        },
        {
          memberId: member!.id,
          type: feedbackTypes.payment,
          content: '扣了两次款',
          createdAt: new Date('2026-03-02T04:00:00.000Z'),
        },
        {
          memberId: member!.id,
          type: feedbackTypes.suggestion,
          content: '希望增加无糖饮料',
          createdAt: new Date('2026-03-03T04:00:00.000Z'),
        },
      ])
      .returning({ id: feedback.id, content: feedback.content });
    for (const row of rows) ids[summaryOf(row.content)] = row.id;
    await db()
      .insert(feedbackImages)
      .values(
        [0, 1].map((position) => ({
          feedbackId: ids['投币后机器没有反应']!,
          position,
          url: `/uploads/images/${'a'.repeat(63)}${position}.png`,
        })),
      );
  });
  afterAll(() => server.close());

  const detail = async (feedbackId: number) => {
    const answer = await server.envelope('getFeedbackDetail', { token: adminToken, input: { feedbackId } });
    return successEnvelopeSchema(endpoints.getFeedbackDetail.data as z.ZodType).parse(answer).data as FeedbackDetail;
  };
  const move = (feedbackId: number, input: Record<string, string>) =>
    server.envelope('transitFeedback', { token: adminToken, input: { feedbackId, ...input } });

  it('lists the first line of each, with its images counted, filtered by type and keyword', async () => {
    const all = await server.envelope('getFeedbackList', { token: adminToken, input: {} });
    expect(all.data.rows.map((row: { summary: string }) => row.summary)).toEqual([
      '希望增加无糖饮料',
      '扣了两次款',
      '投币后机器没有反应',
    ]);
    expect(all.data.rows[2]).toMatchObject({
      imageCount: 2,
      nickName: '反馈人',
      type: feedbackTypes.fault,
      status: pending,
    });
    const payments = await server.envelope('getFeedbackList', {
      token: adminToken,
      input: { type: feedbackTypes.payment },
    });
    expect(payments.data.total).toBe(1);
    const byPhone = await server.envelope('getFeedbackList', { token: adminToken, input: { keyword: '7777' } });
    expect(byPhone.data.total).toBe(3);
    const byContent = await server.envelope('getFeedbackList', { token: adminToken, input: { keyword: '硬币' } });
    expect(byContent.data.total).toBe(1);
  });

  it('answers everything of one, images in order', async () => {
    const one = await detail(ids['投币后机器没有反应']!);
    expect(one).toMatchObject({ content: '投币后机器没有反应\n硬币被吞了', imageCount: 2, replies: [] });
    expect(one.images).toHaveLength(2);
    expect(one.images[0]).toMatch(/0\.png$/);
    expect(
      await server.envelope('getFeedbackDetail', { token: adminToken, input: { feedbackId: MISSING_ID } }),
    ).toMatchObject({
      code: ResultCode.FAILURE,
      data: { field: 'feedbackId' },
    });
  });

  it('names the order a payment complaint is about, and none for the others', async () => {
    const [order] = await db()
      .insert(orders)
      .values({ orderNo: 'FB-ORDER-0001', amount: 350, status: orderFlow.values.completed, paidAt: new Date() })
      .returning({ id: orders.id });
    await db().update(feedback).set({ orderId: order!.id }).where(eq(feedback.id, ids['扣了两次款']!));
    expect(await detail(ids['扣了两次款']!)).toMatchObject({ orderId: order!.id, orderNo: 'FB-ORDER-0001' });
    expect(await detail(ids['希望增加无糖饮料']!)).toMatchObject({ orderId: null, orderNo: null });
  });

  it('replies (the reply joins the conversation, with who and when), may reply again, then closes', async () => {
    const id = ids['投币后机器没有反应']!;
    expect((await move(id, { action: 'reply', text: '已安排检修，款项原路退回' })).code).toBe(1);
    expect((await move(id, { action: 'reply', text: '检修已完成' })).code).toBe(1);
    const one = await detail(id);
    expect(one.status).toBe(replied);
    expect(one.replies.map((reply) => [reply.text, reply.repliedBy])).toEqual([
      ['已安排检修，款项原路退回', 'admin'],
      ['检修已完成', 'admin'],
    ]);
    expect((await move(id, { action: 'close' })).code).toBe(1);
    expect((await detail(id)).status).toBe(closed);
  });

  it.each([
    ['reply to a closed one', { action: 'reply', text: '还在吗' }],
    ['close a closed one', { action: 'close' }],
  ])('refuses to %s, changing nothing', async (_label, input) => {
    const before = await databaseDigest(db());
    const answer = await move(ids['投币后机器没有反应']!, input);
    expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'action' } });
    expect(answer.msg).toContain('已关闭');
    expect(await databaseDigest(db())).toEqual(before);
  });

  it.each([
    ['an empty reply', { action: 'reply', text: '' }, 'text'],
    ['a reply without text', { action: 'reply' }, 'text'],
    ['an over-long reply', { action: 'reply', text: '长'.repeat(2001) }, 'text'],
  ])('refuses %s by its field, writing nothing', async (_label, input, field) => {
    const before = await databaseDigest(db());
    expect(await move(ids['扣了两次款']!, input)).toMatchObject({ code: ResultCode.FAILURE, data: { field } });
    expect(await databaseDigest(db())).toEqual(before);
    const replies = await db().select().from(feedbackReplies).where(eq(feedbackReplies.feedbackId, ids['扣了两次款']!));
    expect(replies).toEqual([]);
  });

  it('needs the 反馈列表 page', async () => {
    const operator = await server.login('operator', OPERATOR_PASSWORD);
    expect((await server.envelope('getFeedbackList', { token: operator })).code).toBe(ResultCode.NO_PERMISSION);
    expect(
      (await server.envelope('getFeedbackDetail', { token: operator, input: { feedbackId: ids['扣了两次款']! } })).code,
    ).toBe(ResultCode.NO_PERMISSION);
    expect(
      (
        await server.envelope('transitFeedback', {
          token: operator,
          input: { feedbackId: ids['扣了两次款']!, action: 'close' },
        })
      ).code,
    ).toBe(ResultCode.NO_PERMISSION);
  });
});

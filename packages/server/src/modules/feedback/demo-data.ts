import { feedbackFlow, feedbackTypes, orderFlow, orderPaymentMethods, paymentMethodWords } from '@vending/contract';
import { and, asc, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { BALANCE_PAID_EVERY, cycle, DAY_MS, type RandomSource, solidPng } from '../../seed/seed-tools';
import { managers } from '../administrators';
import { devices } from '../equipment';
import { members } from '../members';
import { orders } from '../orders';
import type { UploadStore } from '../uploads';
import { feedback, feedbackImages, feedbackReplies } from './tables';

const CONTENTS: Record<keyof typeof feedbackTypes, string[]> = {
  fault: [
    '投币后机器没有反应，硬币被吞了\n下午三点左右在一楼大厅的机器上，投了两枚一元硬币',
    '屏幕一直黑屏，无法选择商品',
    '出货口卡住了，饮料掉不下来',
  ],
  goods: ['买到的牛奶已经过期了\n生产日期是上个月，包装也有点鼓', '货道显示有货但一直提示缺货', '薯片包装破损'],
  // A payment complaint's words follow the way its order was paid (paymentComplaint).
  payment: ['支付成功但没有出货，请退款'],
  suggestion: ['希望能增加无糖饮料的品种', '建议在机器旁边放一个垃圾桶', '能不能支持数字人民币支付'],
  other: ['机器旁边的灯坏了，晚上看不清', '想咨询一下怎么成为你们的点位合作方'],
};
const REPLIES = [
  '您好，已安排运维人员前往检修，款项将在 1–3 个工作日内原路退回。',
  '感谢反馈，我们已通知补货人员核查该货道。',
  '您好，已为您办理退款，请留意到账通知。',
];
const PICTURE_COLOURS = [
  [214, 222, 235],
  [240, 224, 200],
  [205, 232, 214],
] as const;

/** A payment complaint about an order paid by `method`, in the words of one paid that way. */
function paymentComplaint(method: number, index: number): string {
  if (method === orderPaymentMethods.wechat) return '微信支付扣了两次款，只出了一瓶水';
  if (method === orderPaymentMethods.balance) return '会员余额支付失败但余额被扣';
  return cycle(['支付成功但没有出货，请退款', `用${paymentMethodWords(method).zh}付的款，机器没有反应`], index);
}

/** The member's newest paid order (completed or under way) made before the complaint, if any. */
async function paidOrderOf(db: Database, memberId: number, before: Date) {
  const [order] = await db
    .select({ id: orders.id, deviceId: orders.deviceId, method: orders.paymentMethod, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.memberId, memberId),
        isNotNull(orders.paidAt),
        lte(orders.createdAt, before),
        inArray(orders.status, [orderFlow.values.completed, orderFlow.values.processing]),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order ?? null;
}

/**
 * About 40 feedback of every type and state from demo members about demo devices; some with
 * pictures (small PNGs put in the upload store), replied and closed ones with their replies;
 * a payment complaint names the member's newest paid order, so its detail may refund it: it is
 * about that order's machine, worded for the way it was paid, and made within hours of it.
 */
export async function seedFeedback(db: Database, random: RandomSource, now: Date, uploads: UploadStore) {
  const memberIds = (await db.select({ id: members.id }).from(members).orderBy(asc(members.id)).limit(40)).map(
    (row) => row.id,
  );
  const deviceIds = (await db.select({ id: devices.id }).from(devices).orderBy(asc(devices.id))).map((row) => row.id);
  const [admin] = await db.select({ id: managers.id }).from(managers).orderBy(asc(managers.id)).limit(1);
  const pictures = await Promise.all(
    PICTURE_COLOURS.map((colour) =>
      uploads.put(solidPng(64, 48, colour), { kind: 'image', mediaType: 'image/png', originalName: 'feedback.png' }),
    ),
  );
  const types = Object.entries(feedbackTypes) as [keyof typeof feedbackTypes, number][];
  const { pending, replied, closed } = feedbackFlow.values;
  for (let index = 0; index < 40; index += 1) {
    const [typeName, type] = cycle(types, index);
    const status = cycle([pending, replied, closed, pending], index);
    const asked = new Date(now.getTime() - (40 - index) * DAY_MS * 1.4 - random.integer(0, DAY_MS - 1));
    const memberId = cycle(memberIds, index * 7);
    const order = typeName === 'payment' ? await paidOrderOf(db, memberId, asked) : null;
    // A complaint about an order comes soon after it (within five hours), not days later; no random
    // number drawn for it, so the rest of the demo stays as it was.
    const createdAt = order
      ? new Date(Math.min(asked.getTime(), order.createdAt.getTime() + ((index % 6) + 1) * 47 * 60_000))
      : asked;
    const handledAt = status === pending ? null : new Date(createdAt.getTime() + random.integer(1, 20) * 3_600_000);
    const [row] = await db
      .insert(feedback)
      .values({
        memberId,
        orderId: order?.id ?? null,
        deviceId: order ? order.deviceId : typeName === 'suggestion' ? null : cycle(deviceIds, index * 5),
        type,
        // The books (seeded last) have a member's every tenth order paid from the balance: say so.
        content: order
          ? paymentComplaint(order.id % BALANCE_PAID_EVERY === 0 ? orderPaymentMethods.balance : order.method, index)
          : cycle(CONTENTS[typeName], index),
        status,
        createdAt,
        handledBy: status === pending ? null : (admin?.id ?? null),
        handledAt,
      })
      .returning({ id: feedback.id });
    if (!row) continue;
    const imageCount = index % 3 === 0 ? (index % 9) / 3 + 1 : 0;
    if (imageCount > 0) {
      await db
        .insert(feedbackImages)
        .values(
          pictures
            .slice(0, imageCount)
            .map((picture, position) => ({ feedbackId: row.id, position, url: picture.url })),
        );
    }
    if (status !== pending && handledAt) {
      await db.insert(feedbackReplies).values({
        feedbackId: row.id,
        text: cycle(REPLIES, index),
        repliedBy: admin?.id ?? null,
        createdAt: handledAt,
      });
    }
  }
}

import { devicesInScope } from '../../auth/scope';
import { feedbackFlow } from '@vending/contract';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { anyContains, qualified } from '../../db/sql';
import type { Handlers } from '../../http/api-routes';
import { failure, success } from '../../http/envelope';
import { text, type Text } from '../../http/language';
import { declareList } from '../../lists/declared-list';
import { newestFirst } from '../../lists/keyset';
import { transit } from '../../lists/transition';
import { managers, usernameOf } from '../administrators';
import { devices } from '../equipment';
import { members } from '../members';
import { orders } from '../orders';
import type { Services } from '../services';
import { feedback, feedbackImages, feedbackReplies } from './tables';
import { businessDateRange } from '../../lists/date-range';
import { flowWords } from '@vending/contract/flowWords';

type FeedbackHandlers = Pick<Handlers, 'getFeedbackList' | 'getFeedbackDetail' | 'transitFeedback'>;

export const FeedbackMessages = {
  FEEDBACK_NOT_FOUND: text('反馈不存在', 'The feedback does not exist'),
} as const satisfies Record<string, Text>;

/** The words of the feedback flow, as the console shows them (one table in the contract). */
const feedbackFlowWords = flowWords.feedback;

/** How much of the first line a list row shows. */
const SUMMARY_LENGTH = 60;

const memberField = (column: 'nick_name' | 'phone') =>
  sql<string>`(select m.${sql.identifier(column)} from ${members} m where m.id = ${qualified(feedback.memberId)})`;
const deviceNoOf = sql<
  string | null
>`(select d.device_no from ${devices} d where d.id = ${qualified(feedback.deviceId)})`;
const imageCountOf = sql<number>`(select count(*)::int from ${feedbackImages} i where i.feedback_id = ${qualified(feedback.id)})`;

function feedbackList(timeZone: string) {
  return declareList('getFeedbackList', {
    from: feedback,
    dimension: (scope) => devicesInScope(scope, feedback.deviceId),
    select: {
      feedbackId: feedback.id,
      userId: feedback.memberId,
      nickName: memberField('nick_name'),
      phone: memberField('phone'),
      deviceNo: deviceNoOf,
      type: feedback.type,
      content: feedback.content,
      imageCount: imageCountOf,
      status: feedback.status,
      createdAt: feedback.createdAt,
    },
    filters: {
      keyword: (keyword) =>
        or(
          anyContains(keyword, [feedback.content]),
          inArray(
            feedback.memberId,
            sql`(select ${members.id} from ${members} where ${anyContains(keyword, [members.nickName, members.phone])})`,
          ),
        ),
      status: (status) => eq(feedback.status, status),
      type: (type) => eq(feedback.type, type),
      ...businessDateRange(feedback.createdAt, timeZone),
    },
    // feedback_created_at_idx (and feedback_status_idx after the status): (time desc, id desc), nulls last.
    order: newestFirst(feedback.createdAt, feedback.id, { indexedNullsLast: true }),
  });
}

/** The first line, shortened for a list. */
export function summaryOf(content: string): string {
  const firstLine = content.trim().split(/\r?\n/)[0] ?? '';
  return firstLine.length > SUMMARY_LENGTH ? `${firstLine.slice(0, SUMMARY_LENGTH)}…` : firstLine;
}

const feedbackRecords = {
  table: feedback,
  id: feedback.id,
  status: feedback.status,
  handledBy: feedback.handledBy,
  handledAt: feedback.handledAt,
  flow: feedbackFlow,
  idParam: 'feedbackId',
  notFound: FeedbackMessages.FEEDBACK_NOT_FOUND,
  words: feedbackFlowWords,
  returning: { id: feedback.id },
};

export function feedbackHandlers({ db, now, config }: Services): FeedbackHandlers {
  const list = feedbackList(config.businessTimeZone);
  return {
    async getFeedbackList(params, { scope }) {
      const { rows, total } = await list.in(scope).page(db, params);
      return success({
        rows: rows.map(({ content, createdAt, ...row }) => ({
          ...row,
          summary: summaryOf(content),
          createTime: createdAt.toISOString(),
        })),
        total,
      });
    },

    async getFeedbackDetail({ feedbackId }, { scope }) {
      const [found] = await db
        .select({
          feedbackId: feedback.id,
          userId: feedback.memberId,
          nickName: members.nickName,
          phone: members.phone,
          deviceNo: devices.deviceNo,
          deviceName: devices.deviceName,
          type: feedback.type,
          content: feedback.content,
          status: feedback.status,
          createdAt: feedback.createdAt,
          handledBy: managers.username,
          handledAt: feedback.handledAt,
          orderId: orders.id,
          orderNo: orders.orderNo,
        })
        .from(feedback)
        .innerJoin(members, eq(members.id, feedback.memberId))
        .leftJoin(devices, eq(devices.id, feedback.deviceId))
        .leftJoin(orders, eq(orders.id, feedback.orderId))
        .leftJoin(managers, eq(managers.id, feedback.handledBy))
        .where(and(eq(feedback.id, feedbackId), devicesInScope(scope, feedback.deviceId)));
      if (!found) return failure(FeedbackMessages.FEEDBACK_NOT_FOUND, 'feedbackId');
      const [images, replies] = await Promise.all([
        db
          .select({ url: feedbackImages.url })
          .from(feedbackImages)
          .where(eq(feedbackImages.feedbackId, feedbackId))
          .orderBy(asc(feedbackImages.position)),
        db
          .select({
            replyId: feedbackReplies.id,
            text: feedbackReplies.text,
            repliedBy: usernameOf(feedbackReplies.repliedBy),
            createdAt: feedbackReplies.createdAt,
          })
          .from(feedbackReplies)
          .where(eq(feedbackReplies.feedbackId, feedbackId))
          .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id)),
      ]);
      const { createdAt, handledAt, ...rest } = found;
      return success({
        ...rest,
        summary: summaryOf(found.content),
        imageCount: images.length,
        images: images.map((image) => image.url),
        replies: replies.map(({ createdAt: time, ...reply }) => ({ ...reply, time: time.toISOString() })),
        createTime: createdAt.toISOString(),
        handledTime: handledAt?.toISOString() ?? null,
      });
    },

    async transitFeedback({ feedbackId, action, text: reply }, { manager, scope, auditInside }) {
      const at = now();
      const inScope = devicesInScope(scope, feedback.deviceId);
      if (action === 'close')
        return transit(db, feedbackRecords, { id: feedbackId, action, caller: manager, at, auditInside, inScope });
      return transit(db, feedbackRecords, {
        auditInside,
        id: feedbackId,
        inScope,
        action,
        caller: manager,
        at,
        // The reply joins the conversation in the same transaction as the move.
        onTransition: async (tx, row) => {
          await tx
            .insert(feedbackReplies)
            .values({ feedbackId: row.id, text: reply ?? '', repliedBy: manager.managerId, createdAt: at });
          return undefined;
        },
      });
    },
  };
}

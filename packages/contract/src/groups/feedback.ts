import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateRangeInOrder, dateRangeMessage, recordId } from '../fields';
import { flowTransitionRequest } from '../flowRequests';
import { feedbackFlow } from '../statusFlows';
import { dateParam, instant, intParam, pagedRows, pagingParams, textParam } from '../wire';

// Feedback (反馈列表, 反馈详情): what members report about machines, goods and payments.

/** What a feedback is about, and the number each is stored and sent as. */
export const feedbackTypes = { fault: 1, goods: 2, payment: 3, suggestion: 4, other: 5 } as const;
export type FeedbackType = keyof typeof feedbackTypes;

export const feedbackListRequest = z
  .strictObject({
    /** Part of the member's name or phone, or of the content. */
    keyword: textParam(50).optional(),
    /** A state of the feedback flow, as its number. */
    status: intParam({ min: 1, max: 3 }).optional(),
    /** A feedback type, as its number (feedbackTypes). */
    type: intParam({ min: 1, max: 5 }).optional(),
    /** Submission date range, inclusive, in the business time zone. */
    startTime: dateParam.optional(),
    endTime: dateParam.optional(),
    ...pagingParams,
  })
  .refine(dateRangeInOrder, dateRangeMessage);

export const feedbackRow = z.object({
  feedbackId: z.int(),
  userId: z.int(),
  nickName: z.string(),
  phone: z.string(),
  /** The device it concerns; null when none. */
  deviceNo: z.string().nullable(),
  type: z.int(),
  /** The first line of the content, shortened. */
  summary: z.string(),
  imageCount: z.int(),
  status: z.int(),
  createTime: instant,
});
export type FeedbackRow = z.infer<typeof feedbackRow>;

export const feedbackReply = z.object({
  replyId: z.int(),
  text: z.string(),
  /** The administrator who replied. */
  repliedBy: z.string().nullable(),
  time: instant,
});
export const feedbackDetail = feedbackRow.extend({
  content: z.string(),
  deviceName: z.string().nullable(),
  /** The images' URLs, in the order sent. */
  images: z.array(z.string()),
  replies: z.array(feedbackReply),
  /** Who made the last move (a reply, the close), and when. */
  handledBy: z.string().nullable(),
  handledTime: instant.nullable(),
  /** The order it is about (a payment complaint), or null: the detail links to it and may refund it. */
  orderId: z.int().nullable(),
  orderNo: z.string().nullable(),
});
export type FeedbackDetail = z.infer<typeof feedbackDetail>;

export const transitFeedbackRequest = flowTransitionRequest(feedbackFlow, 'feedbackId');

export const feedbackEndpoints = {
  getFeedbackList: endpoint({
    method: 'GET',
    path: '/api/feedback/back/feedback/getFeedbackList',
    encoding: 'query',
    request: feedbackListRequest,
    data: pagedRows(feedbackRow),
    menu: '反馈列表',
    summary: 'Feedback, newest first, filtered by keyword, status, type and submission dates.',
  }),
  getFeedbackDetail: endpoint({
    method: 'GET',
    path: '/api/feedback/back/feedback/getFeedbackDetail',
    encoding: 'query',
    request: z.strictObject({ feedbackId: recordId }),
    data: feedbackDetail,
    menu: '反馈列表',
    summary: 'Everything of one feedback: its content, images and the conversation of replies.',
  }),
  transitFeedback: endpoint({
    method: 'POST',
    path: '/api/feedback/back/feedback/transitFeedback',
    encoding: 'form',
    request: transitFeedbackRequest,
    data: z.null(),
    menu: '反馈列表',
    summary: 'Reply to (with a text) or close a feedback that is not closed; any other move is refused.',
  }),
} as const;

import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateRangeInOrder, dateRangeMessage, flagValue } from '../fields';
import { flowTransitionRequest } from '../flowRequests';
import { activityFlow } from '../statusFlows';
import { dateParam, instant, intParam, pagedRows, pagingParams, textParam } from '../wire';
import { memberFilters } from './members';

// Activity push (活动推送, 活动列表): a message to members' inboxes, sent now or at a time.

export const ACTIVITY_TITLE_MAX_LENGTH = 50;
export const ACTIVITY_CONTENT_MAX_LENGTH = 1000;
/** How far ahead an activity may be scheduled. */
export const ACTIVITY_MAX_SCHEDULE_DAYS = 365;

/** Who an activity reaches: every member, or the members the member list's filters match. */
export const activityAudienceKinds = ['all', 'filter'] as const;
export type ActivityAudienceKind = (typeof activityAudienceKinds)[number];
/** Send at once, or let the server send it at `sendAt`. */
export const activitySendModes = ['now', 'scheduled'] as const;

const audienceParams = { audienceKind: z.enum(activityAudienceKinds), ...memberFilters };
const filterParamNames = Object.keys(memberFilters) as (keyof typeof memberFilters)[];

/** A filter given while the audience is every member is refused naming it: it would mislead. */
function filtersOnlyWithFilterKind(
  request: { audienceKind: ActivityAudienceKind } & Record<string, unknown>,
  context: z.core.$RefinementCtx,
) {
  if (request.audienceKind !== 'all') return;
  for (const name of filterParamNames) {
    if (request[name] !== undefined)
      context.addIssue({ code: 'custom', path: [name], message: 'must be empty when the audience is all members' });
  }
}

export const activityAudienceRequest = z
  .strictObject(audienceParams)
  .refine(dateRangeInOrder, dateRangeMessage)
  .superRefine(filtersOnlyWithFilterKind);
export const activityAudienceCount = z.object({ count: z.int().min(0) });

export const pushActivityRequest = z
  .strictObject({
    title: textParam(ACTIVITY_TITLE_MAX_LENGTH),
    content: textParam(ACTIVITY_CONTENT_MAX_LENGTH),
    ...audienceParams,
    sendMode: z.enum(activitySendModes),
    /** Required when scheduled: an instant in the future (the server judges it by its clock). */
    sendAt: instant.optional(),
  })
  .refine(dateRangeInOrder, dateRangeMessage)
  .superRefine(filtersOnlyWithFilterKind)
  .superRefine((request, context) => {
    if (request.sendMode === 'scheduled' && request.sendAt === undefined)
      context.addIssue({ code: 'custom', path: ['sendAt'], message: 'must not be empty' });
    if (request.sendMode === 'now' && request.sendAt !== undefined)
      context.addIssue({ code: 'custom', path: ['sendAt'], message: 'must be empty when sending now' });
  });
export const pushedActivity = z.object({
  activityId: z.int(),
  /** The activity flow's state: sent (now) or scheduled. */
  status: z.int(),
  audienceSize: z.int().min(0),
});

/** The audience as stored and shown: the member filters it was given; none means all members. */
export const activityAudience = z.object({
  keyword: z.string().optional(),
  isFlag: flagValue.optional(),
  startTime: z.string().optional(),
  endTime: z.string().optional(),
});
export type ActivityAudience = z.infer<typeof activityAudience>;

export const activityFilters = {
  /** Part of the title. */
  keyword: textParam(50).optional(),
  /** A state of the activity flow, as its number. */
  status: intParam({ min: 1, max: 3 }).optional(),
  /** Date range of the (planned) send time, inclusive, in the business time zone. */
  startTime: dateParam.optional(),
  endTime: dateParam.optional(),
};
export const activityListRequest = z
  .strictObject({ ...activityFilters, ...pagingParams })
  .refine(dateRangeInOrder, dateRangeMessage);

export const activityRow = z.object({
  activityId: z.int(),
  title: z.string(),
  content: z.string(),
  audience: activityAudience,
  /** Members reached: counted when scheduled, then how many got it when sent. */
  audienceSize: z.int(),
  status: z.int(),
  sendTime: instant,
  sentTime: instant.nullable(),
  cancelTime: instant.nullable(),
  createTime: instant,
  /** Who pushed it, or cancelled it last. */
  updatedBy: z.string().nullable(),
});
export type ActivityRow = z.infer<typeof activityRow>;

export const transitActivityRequest = flowTransitionRequest(activityFlow, 'activityId');

export const activityEndpoints = {
  countActivityAudience: endpoint({
    method: 'GET',
    path: '/api/sys-activity/back/push/countActivityAudience',
    encoding: 'query',
    request: activityAudienceRequest,
    data: activityAudienceCount,
    menu: '活动推送',
    summary: 'How many members an audience reaches now: all members, or those the member filters match.',
  }),
  pushActivity: endpoint({
    method: 'POST',
    path: '/api/sys-activity/back/push/pushActivity',
    encoding: 'form',
    request: pushActivityRequest,
    data: pushedActivity,
    menu: '活动推送',
    summary:
      "Push an activity to the audience's inboxes now, or schedule it; the server sends a scheduled one at its time.",
  }),
  getActivityList: endpoint({
    method: 'GET',
    path: '/api/sys-activity/back/list/getActivityList',
    encoding: 'query',
    request: activityListRequest,
    data: pagedRows(activityRow),
    menu: '活动列表',
    summary: 'Pushed activities, newest send time first, filtered by title, status and send dates.',
  }),
  transitActivity: endpoint({
    method: 'POST',
    path: '/api/sys-activity/back/list/transitActivity',
    encoding: 'form',
    request: transitActivityRequest,
    data: z.null(),
    menu: '活动列表',
    summary: 'Cancel a scheduled activity: it is never sent.',
  }),
} as const;

import {
  ACTIVITY_MAX_SCHEDULE_DAYS,
  activityAudience,
  activityFlow,
  type ActivityAudience,
  type ActivityAudienceKind,
} from '@vending/contract';
import { eq } from 'drizzle-orm';
import { anyContains } from '../../db/sql';
import type { Handlers } from '../../http/api-routes';
import { failure, success } from '../../http/envelope';
import { text, type Text } from '../../http/language';
import { businessDateRange } from '../../lists/date-range';
import { declareList, NO_DIMENSION } from '../../lists/declared-list';
import { newestFirst } from '../../lists/keyset';
import { transit } from '../../lists/transition';
import { usernameOf } from '../administrators';
import type { Services } from '../services';
import { countAudience, sendActivity } from './sender';
import { activities } from './tables';
import { flowWords } from '@vending/contract/flowWords';

type ActivityHandlers = Pick<
  Handlers,
  'countActivityAudience' | 'pushActivity' | 'getActivityList' | 'transitActivity'
>;

const DAY_MS = 86_400_000;

export const ActivityMessages = {
  ACTIVITY_NOT_FOUND: text('活动不存在', 'The activity does not exist'),
  SEND_AT_PAST: text('定时发送的时间须晚于现在', 'The scheduled time must be later than now'),
  SEND_AT_TOO_FAR: text(
    `定时发送的时间须在 ${ACTIVITY_MAX_SCHEDULE_DAYS} 天之内`,
    `The scheduled time must be within ${ACTIVITY_MAX_SCHEDULE_DAYS} days`,
  ),
} as const satisfies Record<string, Text>;

/** The words of the activity flow, as the console shows them (one table in the contract). */
const activityFlowWords = flowWords.activity;

const activityRecords = {
  table: activities,
  id: activities.id,
  status: activities.status,
  handledBy: activities.updatedBy,
  handledAt: activities.cancelledAt,
  flow: activityFlow,
  idParam: 'activityId',
  notFound: ActivityMessages.ACTIVITY_NOT_FOUND,
  words: activityFlowWords,
  returning: { id: activities.id },
};

/** The audience as stored: the member filters given, none for every member. */
function audienceOf(kind: ActivityAudienceKind, filters: ActivityAudience): ActivityAudience {
  if (kind === 'all') return {};
  return activityAudience.parse(Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)));
}

function activityList(timeZone: string) {
  return declareList('getActivityList', {
    from: activities,
    dimension: NO_DIMENSION,
    select: {
      activityId: activities.id,
      title: activities.title,
      content: activities.content,
      audience: activities.audience,
      audienceSize: activities.audienceSize,
      status: activities.status,
      sendAt: activities.sendAt,
      sentAt: activities.sentAt,
      cancelledAt: activities.cancelledAt,
      createdAt: activities.createdAt,
      updatedBy: usernameOf(activities.updatedBy),
    },
    filters: {
      keyword: (keyword) => anyContains(keyword, [activities.title]),
      status: (status) => eq(activities.status, status),
      ...businessDateRange(activities.sendAt, timeZone),
    },
    order: newestFirst(activities.sendAt, activities.id),
  });
}

/** 活动推送 and 活动列表. */
export function activityHandlers({ db, config, now }: Services): ActivityHandlers {
  const timeZone = config.businessTimeZone;
  const list = activityList(timeZone);
  return {
    async countActivityAudience({ audienceKind, ...filters }) {
      return success({ count: await countAudience(db, audienceOf(audienceKind, filters), timeZone) });
    },

    async pushActivity({ title, content, audienceKind, sendMode, sendAt, ...filters }, { manager, audit }) {
      const at = now();
      let when = at;
      if (sendMode === 'scheduled' && sendAt !== undefined) {
        when = new Date(sendAt);
        if (when.getTime() <= at.getTime()) return failure(ActivityMessages.SEND_AT_PAST, 'sendAt');
        if (when.getTime() - at.getTime() > ACTIVITY_MAX_SCHEDULE_DAYS * DAY_MS)
          return failure(ActivityMessages.SEND_AT_TOO_FAR, 'sendAt');
      }
      const audience = audienceOf(audienceKind, filters);
      const audienceSize = await countAudience(db, audience, timeZone);
      const [created] = await db
        .insert(activities)
        .values({
          title,
          content,
          audience,
          audienceSize,
          status: activityFlow.values.scheduled,
          sendAt: when,
          updatedBy: manager.managerId,
          updatedAt: at,
        })
        .returning({ id: activities.id });
      if (!created) throw new Error('The activity was not inserted.');
      const activityId = created.id;
      if (sendMode === 'scheduled') {
        audit.after = { activityId, status: 'scheduled', sendAt: when.toISOString(), audienceSize };
        return success({ activityId, status: activityFlow.values.scheduled, audienceSize });
      }
      // Should the process stop right here, the activity is due and the scheduler sends it on start.
      let reached = await sendActivity(db, activityId, at, timeZone);
      if (reached === undefined) {
        // The scheduler's tick got to it first; it was sent all the same.
        const [row] = await db
          .select({ audienceSize: activities.audienceSize })
          .from(activities)
          .where(eq(activities.id, activityId));
        reached = row?.audienceSize ?? audienceSize;
      }
      audit.after = { activityId, status: 'sent', audienceSize: reached };
      return success({ activityId, status: activityFlow.values.sent, audienceSize: reached });
    },

    async getActivityList(params) {
      const { rows, total } = await list.page(db, params);
      return success({
        rows: rows.map(({ sendAt, sentAt, cancelledAt, createdAt, audience, ...row }) => ({
          ...row,
          audience: activityAudience.parse(audience),
          sendTime: sendAt.toISOString(),
          sentTime: sentAt?.toISOString() ?? null,
          cancelTime: cancelledAt?.toISOString() ?? null,
          createTime: createdAt.toISOString(),
        })),
        total,
      });
    },

    async transitActivity({ activityId, action }, { manager, audit, auditInside }) {
      return transit(db, activityRecords, {
        auditInside,
        id: activityId,
        action,
        caller: manager,
        at: now(),
        onTransition: async () => {
          audit.before = { status: 'scheduled' };
          audit.after = { status: 'cancelled' };
          return undefined;
        },
      });
    },
  };
}

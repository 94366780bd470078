import { activityAudience, activityFlow, type ActivityAudience } from '@vending/contract';
import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { memberList, members } from '../members';
import { activities, memberMessages } from './tables';

/** The members an audience reaches: the member list's own filter conditions, so the counts agree. */
export function audienceCondition(audience: ActivityAudience, timeZone: string) {
  return memberList(timeZone).where(audience);
}

export async function countAudience(db: Database, audience: ActivityAudience, timeZone: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(members).where(audienceCondition(audience, timeZone));
  return row?.count ?? 0;
}

/**
 * Sends one scheduled activity, at `at`: marks it sent and puts one message per member of its
 * audience into the inbox, in one transaction. Of two senders (two server instances, a retry
 * after a restart) only one finds it still scheduled; a crash part-way writes nothing, so the
 * activity stays scheduled and is sent on the next run. Answers how many members got it, or
 * undefined when it was no longer scheduled (sent or cancelled meanwhile).
 */
export async function sendActivity(
  db: Database,
  activityId: number,
  at: Date,
  timeZone: string,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [activity] = await tx
      .update(activities)
      .set({ status: activityFlow.values.sent, sentAt: at })
      .where(and(eq(activities.id, activityId), eq(activities.status, activityFlow.values.scheduled)))
      .returning({ audience: activities.audience });
    if (!activity) return undefined;
    const condition = audienceCondition(activityAudience.parse(activity.audience), timeZone);
    // The unique (activity, member) index makes a repeated insert a no-op, whatever happens.
    await tx.execute(sql`
      insert into ${memberMessages} (member_id, activity_id, created_at)
      select ${members.id}, ${activityId}, ${at.toISOString()}::timestamptz from ${members}
      ${condition ? sql`where ${condition}` : sql``}
      on conflict do nothing`);
    const [reached] = await tx
      .select({ count: count() })
      .from(memberMessages)
      .where(eq(memberMessages.activityId, activityId));
    const audienceSize = reached?.count ?? 0;
    await tx.update(activities).set({ audienceSize }).where(eq(activities.id, activityId));
    return audienceSize;
  });
}

/** Sends every scheduled activity whose time has come, oldest first; answers the ids sent. */
export async function sendDueActivities(db: Database, now: Date, timeZone: string): Promise<number[]> {
  const due = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.status, activityFlow.values.scheduled), lte(activities.sendAt, now)))
    .orderBy(asc(activities.sendAt), asc(activities.id));
  const sent: number[] = [];
  for (const { id } of due) {
    if ((await sendActivity(db, id, now, timeZone)) !== undefined) sent.push(id);
  }
  return sent;
}

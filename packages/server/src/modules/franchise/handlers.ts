import { agentApplicationFlow } from '@vending/contract';
import { eq, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import { anyContains } from '../../db/sql';
import type { Handlers } from '../../http/api-routes';
import { failure, success } from '../../http/envelope';
import { text, type Text } from '../../http/language';
import { declareList, NO_DIMENSION } from '../../lists/declared-list';
import { newestFirst } from '../../lists/keyset';
import { transit } from '../../lists/transition';
import { usernameOf } from '../administrators';
import { AGENTS_NAME_INDEX, agents } from '../agents';
import { franchiseApplications } from './tables';
import type { Services } from '../services';
import { businessDateRange } from '../../lists/date-range';
import { flowWords } from '@vending/contract/flowWords';

type FranchiseHandlers = Pick<Handlers, 'getFranchiseApplicationList' | 'transitFranchiseApplication'>;

/** A new agent's share until staff set it on the agents page, in basis points. */
export const NEW_AGENT_SHARE_BASIS_POINTS = 2_000;

export const FranchiseMessages = {
  APPLICATION_NOT_FOUND: text('加盟申请不存在', 'The franchise application does not exist'),
  INTERVIEW_IN_PAST: text('面试时间不能早于现在', 'The interview cannot be in the past'),
  AGENT_NAME_TAKEN: text(
    '已有同名的代理商，请先修改已有代理商的名称',
    'An agent of this name exists already; rename it first',
  ),
} as const satisfies Record<string, Text>;

/** The words of the agentApplication flow, as the console shows them (one table in the contract). */
const applicationFlowWords = flowWords.agentApplication;

const agentNameOf = sql<
  string | null
>`(select a.name from ${agents} a where a.id = ${sql.identifier('franchise_applications')}.${sql.identifier('agent_id')})`;

function applicationList(timeZone: string) {
  return declareList('getFranchiseApplicationList', {
    from: franchiseApplications,
    dimension: NO_DIMENSION,
    select: {
      applicationId: franchiseApplications.id,
      applicant: franchiseApplications.applicant,
      phone: franchiseApplications.phone,
      region: franchiseApplications.region,
      deviceCount: franchiseApplications.deviceCount,
      note: franchiseApplications.note,
      status: franchiseApplications.status,
      createdAt: franchiseApplications.createdAt,
      interviewAt: franchiseApplications.interviewAt,
      interviewNote: franchiseApplications.interviewNote,
      handledBy: usernameOf(franchiseApplications.handledBy),
      handledAt: franchiseApplications.handledAt,
      rejectReason: franchiseApplications.rejectReason,
      agentId: franchiseApplications.agentId,
      agentName: agentNameOf,
    },
    filters: {
      keyword: (keyword) =>
        anyContains(keyword, [
          franchiseApplications.applicant,
          franchiseApplications.phone,
          franchiseApplications.region,
        ]),
      status: (status) => eq(franchiseApplications.status, status),
      ...businessDateRange(franchiseApplications.createdAt, timeZone),
    },
    // franchise_applications_created_at_idx (and franchise_applications_status_idx after the status): (time desc, id desc), nulls last.
    order: newestFirst(franchiseApplications.createdAt, franchiseApplications.id, { indexedNullsLast: true }),
  });
}

const applicationRecords = {
  table: franchiseApplications,
  id: franchiseApplications.id,
  status: franchiseApplications.status,
  handledBy: franchiseApplications.handledBy,
  handledAt: franchiseApplications.handledAt,
  flow: agentApplicationFlow,
  idParam: 'applicationId',
  notFound: FranchiseMessages.APPLICATION_NOT_FOUND,
  words: applicationFlowWords,
  returning: {
    id: franchiseApplications.id,
    applicant: franchiseApplications.applicant,
    phone: franchiseApplications.phone,
    region: franchiseApplications.region,
  },
};

export function franchiseHandlers({ db, now, config }: Services): FranchiseHandlers {
  const list = applicationList(config.businessTimeZone);
  return {
    async getFranchiseApplicationList(params) {
      const { rows, total } = await list.page(db, params);
      return success({
        rows: rows.map(({ createdAt, interviewAt, handledAt, ...row }) => ({
          ...row,
          createTime: createdAt.toISOString(),
          interviewTime: interviewAt?.toISOString() ?? null,
          handledTime: handledAt?.toISOString() ?? null,
        })),
        total,
      });
    },

    async transitFranchiseApplication({ applicationId, action, reason, time, text: note }, { manager, auditInside }) {
      const at = now();
      if (action === 'reject') {
        return transit(db, applicationRecords, {
          auditInside,
          id: applicationId,
          action,
          caller: manager,
          at,
          set: { rejectReason: reason },
        });
      }
      if (action === 'scheduleInterview') {
        const interviewAt = new Date(time ?? '');
        if (!(interviewAt > at)) return failure(FranchiseMessages.INTERVIEW_IN_PAST, 'time');
        return transit(db, applicationRecords, {
          auditInside,
          id: applicationId,
          action,
          caller: manager,
          at,
          set: { interviewAt, interviewNote: note ?? null },
        });
      }
      try {
        return await transit(db, applicationRecords, {
          auditInside,
          id: applicationId,
          action,
          caller: manager,
          at,
          // The approval creates the agent, in the same transaction, and links it.
          onTransition: async (tx, application) => {
            const [agent] = await tx
              .insert(agents)
              .values({
                name: application.applicant,
                contact: application.applicant,
                phone: application.phone,
                region: application.region,
                shareBasisPoints: NEW_AGENT_SHARE_BASIS_POINTS,
                updatedBy: manager.managerId,
                updatedAt: at,
              })
              .returning({ id: agents.id });
            await tx
              .update(franchiseApplications)
              .set({ agentId: agent?.id ?? null })
              .where(eq(franchiseApplications.id, application.id));
            return undefined;
          },
        });
      } catch (error) {
        if (isUniqueViolation(error, AGENTS_NAME_INDEX))
          return failure(FranchiseMessages.AGENT_NAME_TAKEN, 'applicationId');
        throw error;
      }
    },
  };
}

import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateRangeInOrder, dateRangeMessage } from '../fields';
import { flowTransitionRequest } from '../flowRequests';
import { agentApplicationFlow } from '../statusFlows';
import { dateParam, instant, intParam, pagedRows, pagingParams, textParam } from '../wire';

// Franchise applications (加盟申请列表): people applying to become agents.

export const franchiseApplicationListRequest = z
  .strictObject({
    /** Part of the applicant's name, phone or region. */
    keyword: textParam(50).optional(),
    /** A state of the franchise-application flow, as its number. */
    status: intParam({ min: 1, max: 4 }).optional(),
    /** Submission date range, inclusive, in the business time zone. */
    startTime: dateParam.optional(),
    endTime: dateParam.optional(),
    ...pagingParams,
  })
  .refine(dateRangeInOrder, dateRangeMessage);

export const franchiseApplicationRow = z.object({
  applicationId: z.int(),
  applicant: z.string(),
  phone: z.string(),
  region: z.string(),
  /** How many devices the applicant means to run. */
  deviceCount: z.int(),
  note: z.string(),
  status: z.int(),
  createTime: instant,
  /** The interview, once scheduled. */
  interviewTime: instant.nullable(),
  interviewNote: z.string().nullable(),
  /** Who made the last move, and when. */
  handledBy: z.string().nullable(),
  handledTime: instant.nullable(),
  rejectReason: z.string().nullable(),
  /** The agent an approval created. */
  agentId: z.int().nullable(),
  agentName: z.string().nullable(),
});
export type FranchiseApplicationRow = z.infer<typeof franchiseApplicationRow>;

/** `time` for an interview, `reason` for a rejection, and an optional `text`: the interview's note. */
export const transitFranchiseApplicationRequest = flowTransitionRequest(agentApplicationFlow, 'applicationId');

export const franchiseEndpoints = {
  getFranchiseApplicationList: endpoint({
    method: 'GET',
    path: '/api/agent/back/franchisee/getApplicationList',
    encoding: 'query',
    request: franchiseApplicationListRequest,
    data: pagedRows(franchiseApplicationRow),
    menu: '加盟申请列表',
    summary: 'Franchise applications, newest first, filtered by keyword, status and submission dates.',
  }),
  transitFranchiseApplication: endpoint({
    method: 'POST',
    path: '/api/agent/back/franchisee/transitApplication',
    encoding: 'form',
    request: transitFranchiseApplicationRequest,
    data: z.null(),
    menu: '加盟申请列表',
    summary:
      'Schedule an interview (a future time, an optional note), approve an interviewed application (creates the agent) or reject one (with a reason); any other move is refused.',
  }),
} as const;

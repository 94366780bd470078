import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { registerPageWords } from '../../i18n/pageWords';
import { franchiseWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(franchiseWords);

const move = {
  opens: 'transition',
  flow: 'agentApplication',
  statusField: 'status',
  call: 'transitFranchiseApplication',
} as const;

/** Franchise applications: schedule an interview, approve (which creates the agent) or reject. */
export const franchiseApplicationsPage = listPage({
  namespace: 'franchise',
  list: 'getFranchiseApplicationList',
  rowId: 'applicationId',
  rowLabel: 'applicant',
  filters: [
    { kind: 'text', param: 'keyword' },
    { kind: 'status', param: 'status', flow: 'agentApplication' },
    { kind: 'dateRange', name: 'submitted', from: 'startTime', to: 'endTime' },
  ],
  columns: [
    { kind: 'text', field: 'applicant', width: 100 },
    { kind: 'text', field: 'phone', width: 120 },
    { kind: 'text', field: 'region', width: 140 },
    { kind: 'text', field: 'deviceCount', width: 100 },
    { kind: 'status', field: 'status', flow: 'agentApplication' },
    { kind: 'dateTime', field: 'createTime' },
    { kind: 'dateTime', field: 'interviewTime' },
  ],
  actions: [
    {
      // Everything of one application, and who made each move when.
      key: 'detail',
      opens: 'detail',
      fields: [
        { kind: 'text', field: 'applicant' },
        { kind: 'text', field: 'phone' },
        { kind: 'text', field: 'region' },
        { kind: 'text', field: 'deviceCount' },
        { kind: 'text', field: 'note', span: 2 },
        { kind: 'status', field: 'status', flow: 'agentApplication' },
        { kind: 'dateTime', field: 'createTime' },
        { kind: 'dateTime', field: 'interviewTime' },
        { kind: 'text', field: 'interviewNote' },
        { kind: 'text', field: 'handledBy' },
        { kind: 'dateTime', field: 'handledTime' },
        { kind: 'text', field: 'rejectReason', span: 2 },
        { kind: 'text', field: 'agentName', span: 2 },
      ],
    },
    { key: 'scheduleInterview', ...move, action: 'scheduleInterview', optional: ['text'] },
    { key: 'approve', ...move, action: 'approve' },
    { key: 'reject', ...move, action: 'reject' },
  ],
  actionsWidth: 200,
});

export default function FranchiseApplicationsPage() {
  return <ResourcePage page={franchiseApplicationsPage} />;
}

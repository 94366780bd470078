import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { registerPageWords } from '../../i18n/pageWords';
import { personnelWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(personnelWords);

/** Tester applications: approve (which creates the tester) or reject with a reason. */
export const testerApplicationsPage = listPage({
  namespace: 'testerApplications',
  list: 'getTesterApplicationList',
  rowId: 'applicationId',
  rowLabel: 'name',
  filters: [
    { kind: 'text', param: 'keyword' },
    { kind: 'status', param: 'status', flow: 'testerApplication' },
    { kind: 'dateRange', name: 'submitted', from: 'startTime', to: 'endTime' },
  ],
  columns: [
    { kind: 'text', field: 'name', width: 100 },
    { kind: 'text', field: 'phone', width: 130 },
    { kind: 'text', field: 'reason', minWidth: 180 },
    { kind: 'status', field: 'status', flow: 'testerApplication' },
    { kind: 'dateTime', field: 'createTime' },
    { kind: 'text', field: 'handledBy', width: 100 },
    { kind: 'dateTime', field: 'handledTime' },
    { kind: 'text', field: 'rejectReason', minWidth: 140 },
  ],
  actions: [
    {
      key: 'approve',
      opens: 'transition',
      flow: 'testerApplication',
      action: 'approve',
      statusField: 'status',
      call: 'transitTesterApplication',
    },
    {
      key: 'reject',
      opens: 'transition',
      flow: 'testerApplication',
      action: 'reject',
      statusField: 'status',
      call: 'transitTesterApplication',
    },
  ],
});

export default function TesterApplicationsPage() {
  return <ResourcePage page={testerApplicationsPage} />;
}

import { registerPageWords } from '../../i18n/pageWords';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { describeAudience } from './audience';
import { activityWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(activityWords);

/** 活动列表: pushed activities, their audience and times; a scheduled one can be cancelled. */
export const activitiesPage = listPage({
  namespace: 'activities',
  list: 'getActivityList',
  rowId: 'activityId',
  rowLabel: 'title',
  filters: [
    { kind: 'text', param: 'keyword' },
    { kind: 'status', param: 'status', flow: 'activity' },
    { kind: 'dateRange', name: 'sent', from: 'startTime', to: 'endTime' },
  ],
  columns: [
    { kind: 'text', field: 'title', minWidth: 150 },
    {
      kind: 'text',
      field: 'content',
      minWidth: 200,
      render: (row) => (
        <span className="line-clamp-2" title={row.content}>
          {row.content}
        </span>
      ),
    },
    {
      kind: 'computed',
      id: 'audience',
      minWidth: 140,
      value: (row, { t }) => describeAudience(row.audience, t),
    },
    { kind: 'text', field: 'audienceSize', width: 80 },
    { kind: 'status', field: 'status', flow: 'activity' },
    { kind: 'dateTime', field: 'sendTime' },
    { kind: 'text', field: 'updatedBy', width: 90 },
  ],
  actions: [
    {
      key: 'cancel',
      opens: 'transition',
      flow: 'activity',
      action: 'cancel',
      statusField: 'status',
      call: 'transitActivity',
    },
  ],
  toolbarLinks: [{ key: 'push', path: '/system/message' }],
});

export default function ActivitiesPage() {
  return <ResourcePage page={activitiesPage} />;
}

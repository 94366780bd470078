import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { registerPageWords } from '../../i18n/pageWords';
import { feedbackWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(feedbackWords);

/** Members' feedback: filter, and open one to read it whole, reply and close. */
export const feedbackListPage = listPage({
  namespace: 'feedback',
  list: 'getFeedbackList',
  rowId: 'feedbackId',
  rowLabel: 'summary',
  filters: [
    { kind: 'text', param: 'keyword' },
    { kind: 'status', param: 'status', flow: 'feedback' },
    { kind: 'select', param: 'type', options: ['1', '2', '3', '4', '5'] },
    { kind: 'dateRange', name: 'submitted', from: 'startTime', to: 'endTime' },
  ],
  columns: [
    { kind: 'text', field: 'nickName', width: 90 },
    { kind: 'text', field: 'deviceNo', width: 100 },
    { kind: 'enum', field: 'type', values: ['1', '2', '3', '4', '5'], width: 90 },
    { kind: 'text', field: 'summary', minWidth: 220 },
    { kind: 'text', field: 'imageCount', width: 70 },
    { kind: 'status', field: 'status', flow: 'feedback' },
    { kind: 'dateTime', field: 'createTime' },
  ],
  actions: [{ key: 'open', opens: 'page', path: '/feedback/detail', query: (row) => ({ id: String(row.feedbackId) }) }],
});

export default function FeedbackListPage() {
  return <ResourcePage page={feedbackListPage} />;
}

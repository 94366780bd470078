import { securityEventKinds } from '@vending/contract';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { registerPageWords } from '../../i18n/pageWords';
import { securityEventWords } from './securityWords';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(securityEventWords);

/**
 * Security events (安全事件): failed and throttled logins, with the user name tried and the
 * address, and calls refused for want of a permission. Read only: the trail is never edited.
 */
export const securityEventsPage = listPage({
  namespace: 'securityEvents',
  list: 'getSecurityEventList',
  rowId: 'auditId',
  rowLabel: 'username',
  filters: [
    { kind: 'select', param: 'kind', options: securityEventKinds },
    { kind: 'text', param: 'keyword' },
    { kind: 'text', param: 'address' },
    { kind: 'dateRange', name: 'occurred', from: 'startTime', to: 'endTime' },
  ],
  columns: [
    { kind: 'dateTime', field: 'time' },
    {
      kind: 'enum',
      field: 'kind',
      values: securityEventKinds,
      tones: { loginFailed: 'warning', loginThrottled: 'danger', refused: 'neutral' },
      width: 120,
    },
    { kind: 'text', field: 'username', width: 120 },
    { kind: 'text', field: 'address', width: 130 },
    { kind: 'text', field: 'action', width: 140 },
    { kind: 'text', field: 'page', width: 110, empty: 'none' },
    { kind: 'text', field: 'message', minWidth: 160 },
  ],
});

export default function SecurityEventsPage() {
  return <ResourcePage page={securityEventsPage} />;
}

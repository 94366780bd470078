import { menu, securityEventKinds, securityEventMessages, type SecurityEventMessage } from '@vending/contract';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { registerPageWords } from '../../i18n/pageWords';
import { auditActionKind } from './auditAction';
import { securityEventWords } from './securityWords';
import { administratorWords } from './words';

// This page's words come with its chunk, not in the first bundle; the activity's words say calls.
registerPageWords(securityEventWords);
registerPageWords({ zh: { administrators: administratorWords.zh }, en: { administrators: administratorWords.en } });

/** A page as the trail records it (its Chinese menu name) → its route's key, for its title in the language. */
const pageNameOf = new Map(menu.flatMap((group) => group.children.map((page) => [page.interfaceName, page.name])));

/** A recorded message (in Chinese) → its key among the contract's security messages. */
const messageKeyOf = new Map<string, SecurityEventMessage>(
  (Object.keys(securityEventMessages) as SecurityEventMessage[]).map((key) => [securityEventMessages[key].zh, key]),
);

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
    // What was called, in words (登录, 查看, 导出…), not the call's contract name.
    {
      kind: 'computed',
      id: 'action',
      width: 140,
      // A login here failed or was throttled: "Login", not the activity's "Logged in".
      value: (row, { t }) =>
        row.action === 'login'
          ? t('securityEvents.login')
          : t(`administrators.activity.kinds.${auditActionKind(row.action)}`),
    },
    // The page in the console's language, not the trail's Chinese menu name.
    {
      kind: 'computed',
      id: 'page',
      width: 110,
      value: (row, { t }) => {
        const name = row.page ? pageNameOf.get(row.page) : undefined;
        if (!row.page) return t('securityEvents.none');
        return name ? t(`routes.${name}`, { defaultValue: row.page }) : row.page;
      },
    },
    // A message the trail recorded in Chinese, in the console's language when it is a known one.
    {
      kind: 'computed',
      id: 'message',
      minWidth: 160,
      value: (row, { t }) => {
        const known = messageKeyOf.get(row.message);
        return known ? t(`securityEvents.messages.${known}`) : row.message;
      },
    },
  ],
});

export default function SecurityEventsPage() {
  return <ResourcePage page={securityEventsPage} />;
}

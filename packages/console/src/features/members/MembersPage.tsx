import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { registerPageWords } from '../../i18n/pageWords';
import { memberWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords({ zh: { members: memberWords.zh }, en: { members: memberWords.en } });

/** Members: filters, enable / disable with confirmation, each one's money (会员详情), and the spreadsheet export. */
export const membersPage = listPage({
  namespace: 'members',
  list: 'getUserList',
  rowId: 'userId',
  rowLabel: 'nickName',
  filters: [
    { kind: 'text', param: 'keyword' },
    { kind: 'flag', param: 'isFlag' },
    { kind: 'dateRange', name: 'registered', from: 'startTime', to: 'endTime' },
  ],
  columns: [
    { kind: 'text', field: 'nickName', minWidth: 120 },
    { kind: 'text', field: 'phone', width: 140 },
    { kind: 'money', field: 'balance', width: 130 },
    { kind: 'flag', field: 'isFlag', update: 'updateUserIsFlag' },
    { kind: 'dateTime', field: 'createTime' },
  ],
  actions: [{ key: 'open', opens: 'page', path: '/member/detail', query: (row) => ({ id: String(row.userId) }) }],
  export: 'getUserListExcle',
});

export default function MembersPage() {
  return <ResourcePage page={membersPage} />;
}

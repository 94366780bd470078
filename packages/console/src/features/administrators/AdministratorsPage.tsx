import { SUPER_ADMINISTRATOR_TYPE } from '@vending/contract/roles';
import { Tag } from '@vending/ui';
import { listPage, type PageContext } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { ActivityDrawer } from './ActivityDrawer';
import { ManagerRolesDialog } from './ManagerRolesDialog';
import { registerPageWords } from '../../i18n/pageWords';
import { administratorWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords({ zh: { administrators: administratorWords.zh }, en: { administrators: administratorWords.en } });

/**
 * The server says which administrators the caller may act on (`manageable`: not a super
 * administrator, and holding no page the caller lacks); nobody changes their own flag,
 * password or menus from here, nor a super administrator's menus.
 */
function isProtected(row: { managerId: number; managerType: number; manageable: boolean }, { self }: PageContext) {
  return !row.manageable || row.managerType === SUPER_ADMINISTRATOR_TYPE || row.managerId === self?.managerId;
}

/** Administrators: create, edit, enable / disable, reset password and the roles they hold. */
export const administratorsPage = listPage({
  namespace: 'administrators',
  list: 'getManagerList',
  rowId: 'managerId',
  rowLabel: 'realName',
  filters: [
    { kind: 'text', param: 'keyword' },
    { kind: 'flag', param: 'isFlag' },
  ],
  columns: [
    { kind: 'text', field: 'username', width: 130 },
    { kind: 'text', field: 'realName', minWidth: 110 },
    { kind: 'text', field: 'phone', width: 130 },
    {
      kind: 'text',
      field: 'managerType',
      width: 120,
      render: (row, { t }) =>
        row.managerType === SUPER_ADMINISTRATOR_TYPE ? (
          <Tag tone="primary">{t('administrators.super')}</Tag>
        ) : (
          <Tag>{t('administrators.ordinary')}</Tag>
        ),
    },
    { kind: 'flag', field: 'isFlag', update: 'updateManagerIsFlag', disabled: isProtected },
    { kind: 'dateTime', field: 'lastLoginTime' },
  ],
  form: {
    create: 'addManager',
    update: 'updateManager',
    fields: [
      { name: 'username', control: 'text', whenEditing: 'readOnly' },
      { name: 'realName', control: 'text' },
      { name: 'phone', control: 'phone' },
      { name: 'passWord', control: 'newPassword', whenEditing: 'hidden' },
      // An agent account (代理商账号): the server gives it the preset role 代理商.
      { name: 'agentId', control: 'select', options: 'getAgentOptions' },
    ],
  },
  actions: [
    { key: 'edit', opens: 'edit', disabled: (row) => !row.manageable },
    {
      key: 'password',
      opens: 'form',
      call: 'resetManagerPwd',
      fields: [{ name: 'passWord', control: 'newPassword', label: 'newPassWord' }],
      size: 'small',
      disabled: isProtected,
    },
    {
      key: 'roles',
      opens: 'dialog',
      disabled: isProtected,
      dialog: ({ row, close, saved }) => <ManagerRolesDialog manager={row} onClose={close} onSaved={() => saved()} />,
    },
    {
      key: 'activity',
      opens: 'dialog',
      reads: true,
      dialog: ({ row, close }) => <ActivityDrawer manager={row} onClose={close} />,
    },
  ],
  actionsWidth: 220,
});

/** Whoever holds the page sees it; the actions follow the server's `manageable`. */
export default function AdministratorsPage() {
  return <ResourcePage page={administratorsPage} />;
}

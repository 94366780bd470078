import { SUPER_ADMINISTRATOR_TYPE } from '@vending/contract/roles';
import { menu } from '@vending/contract/menu';
import { Result, Tag } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { listPage, type PageContext } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { useAuthStore } from '../../stores/authStore';
import { MenuPermissionsDialog } from './MenuPermissionsDialog';

/** Nobody changes a super administrator's flag or menus from here, nor their own. */
function isProtected(row: { managerId: number; managerType: number }, { self }: PageContext) {
  return row.managerType === SUPER_ADMINISTRATOR_TYPE || row.managerId === self?.managerId;
}

/** Administrators: create, edit, enable / disable, reset password and permitted menus. */
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
    ],
  },
  actions: [
    { key: 'edit', opens: 'edit' },
    {
      key: 'password',
      opens: 'form',
      call: 'resetManagerPwd',
      fields: [{ name: 'passWord', control: 'newPassword', label: 'newPassWord' }],
      size: 'small',
      disabled: (row, { self }) => row.managerId === self?.managerId,
    },
    {
      key: 'menus',
      opens: 'dialog',
      disabled: isProtected,
      dialog: ({ row, close, saved }) => (
        <MenuPermissionsDialog manager={row} groups={menu} onClose={close} onSaved={() => saved()} />
      ),
    },
  ],
  actionsWidth: 220,
});

/** Only a super administrator manages administrators: anyone else is told so. */
export default function AdministratorsPage() {
  const { t } = useTranslation();
  const self = useAuthStore((state) => state.session?.user);
  if (self && self.managerType !== SUPER_ADMINISTRATOR_TYPE) {
    return (
      <Result status="401" title={t('errorPages.unauthorizedTitle')} description={t('administrators.superOnly')} />
    );
  }
  return <ResourcePage page={administratorsPage} />;
}

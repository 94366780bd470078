import { menu, type ManagerRow } from '@vending/contract';
import {
  Button,
  Result,
  Tag,
  actionsColumn,
  dateTimeColumn,
  message,
  switchColumn,
  textColumn,
  type FilterField,
  type ListQuery,
} from '@vending/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/services';
import { SUPER_ADMINISTRATOR_TYPE } from '../../config/constants';
import { flagFilter, textFilter } from '../../lib/filterValues';
import { requireSuccess } from '../../lib/requireSuccess';
import { useConfirm } from '../../lib/useConfirm';
import { ServerListView } from '../../lib/ServerListView';
import { useServerList } from '../../lib/useServerList';
import { useAuthStore } from '../../stores/authStore';
import { AdministratorDialog, type AdministratorDialogMode } from './AdministratorDialog';
import { MenuPermissionsDialog } from './MenuPermissionsDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';

function managerFilters({ filters }: ListQuery) {
  return { keyword: textFilter(filters, 'keyword'), isFlag: flagFilter(filters, 'isFlag') };
}

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit'; manager: ManagerRow }
  | { kind: 'password'; manager: ManagerRow }
  | { kind: 'menus'; manager: ManagerRow }
  | null;

/** Administrators: list, create, edit, enable/disable, reset password and permitted menus (super administrator only). */
export default function AdministratorsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const self = useAuthStore((state) => state.session?.user);
  const { confirm, confirmDialog } = useConfirm();
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const filterFields = useMemo<FilterField[]>(
    () => [
      {
        kind: 'text',
        name: 'keyword',
        label: t('administrators.keyword'),
        placeholder: t('administrators.keywordPlaceholder'),
      },
      {
        kind: 'select',
        name: 'isFlag',
        label: t('administrators.status'),
        options: [
          { value: '1', label: t('administrators.enabled') },
          { value: '0', label: t('administrators.disabled') },
        ],
      },
    ],
    [t],
  );
  const list = useServerList({
    endpoint: 'getManagerList',
    filterFields,
    toRequest: (query) => ({ ...managerFilters(query), page: query.page, size: query.pageSize }),
    pageOf: (data) => data,
    withRow: (data, replace) => ({ ...data, rows: data.rows.map(replace) }),
  });

  const isProtected = (manager: ManagerRow) =>
    manager.managerType === SUPER_ADMINISTRATOR_TYPE || manager.managerId === self?.managerId;

  async function changeFlag(manager: ManagerRow, enable: boolean): Promise<boolean> {
    const confirmed = await confirm({
      title: enable ? t('administrators.confirmEnable') : t('administrators.confirmDisable'),
      description: enable ? undefined : t('administrators.disableEndsSessions', { name: manager.realName }),
      variant: enable ? 'default' : 'danger',
    });
    if (!confirmed) return false;
    const answer = await api.call('updateManagerIsFlag', { managerId: manager.managerId, isFlag: enable ? 1 : 0 });
    requireSuccess(answer, t('administrators.flagFailed'));
    list.replaceRow((row) => (row.managerId === manager.managerId ? { ...row, isFlag: enable ? 1 : 0 } : row));
    message.success(enable ? t('administrators.enabledDone') : t('administrators.disabledDone'));
    return true;
  }

  const columns = useMemo(
    () => [
      textColumn<ManagerRow>({
        id: 'username',
        header: t('administrators.username'),
        value: (row) => row.username,
        width: 130,
      }),
      textColumn<ManagerRow>({
        id: 'realName',
        header: t('administrators.realName'),
        value: (row) => row.realName,
        minWidth: 110,
      }),
      textColumn<ManagerRow>({ id: 'phone', header: t('administrators.phone'), value: (row) => row.phone, width: 130 }),
      textColumn<ManagerRow>({
        id: 'managerType',
        header: t('administrators.role'),
        width: 120,
        value: (row) => row.managerType,
        render: (row) =>
          row.managerType === SUPER_ADMINISTRATOR_TYPE ? (
            <Tag tone="primary">{t('administrators.super')}</Tag>
          ) : (
            <Tag>{t('administrators.ordinary')}</Tag>
          ),
      }),
      switchColumn<ManagerRow>({
        id: 'isFlag',
        header: t('administrators.status'),
        checked: (row) => row.isFlag === 1,
        label: (row) => t('administrators.flagLabel', { name: row.realName }),
        disabled: isProtected,
        onChange: changeFlag,
      }),
      dateTimeColumn<ManagerRow>({
        id: 'lastLoginTime',
        header: t('administrators.lastLogin'),
        time: (row) => row.lastLoginTime,
      }),
      actionsColumn<ManagerRow>({
        header: t('common.actions'),
        width: 220,
        rowLabel: (row) => row.realName,
        actions: (row) => [
          { key: 'edit', label: t('administrators.edit'), onSelect: () => setDialog({ kind: 'edit', manager: row }) },
          {
            key: 'password',
            label: t('administrators.resetPassword'),
            disabled: row.managerId === self?.managerId,
            onSelect: () => setDialog({ kind: 'password', manager: row }),
          },
          {
            key: 'menus',
            label: t('administrators.menus'),
            disabled: isProtected(row),
            onSelect: () => setDialog({ kind: 'menus', manager: row }),
          },
        ],
      }),
    ],
    // The row callbacks close over stable values (the api, the list, the confirm helper).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, self?.managerId],
  );

  if (self && self.managerType !== SUPER_ADMINISTRATOR_TYPE) {
    return (
      <Result status="401" title={t('errorPages.unauthorizedTitle')} description={t('administrators.superOnly')} />
    );
  }

  const closeDialog = () => setDialog(null);
  const savedAndReload = (text: string) => {
    message.success(text);
    closeDialog();
    list.reload();
  };
  return (
    <ServerListView<ManagerRow>
      title={t('routes.AdministratorsList')}
      tableId="administrators"
      list={list}
      filterFields={filterFields}
      columns={columns}
      getRowId={(row) => String(row.managerId)}
      getRowLabel={(row) => row.realName}
      toolbar={
        <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
          {t('administrators.create')}
        </Button>
      }
    >
      <AdministratorDialog
        mode={dialog?.kind === 'create' || dialog?.kind === 'edit' ? (dialog as AdministratorDialogMode) : null}
        onClose={closeDialog}
        onSaved={() => savedAndReload(t('common.saved'))}
      />
      <ResetPasswordDialog
        manager={dialog?.kind === 'password' ? dialog.manager : null}
        onClose={closeDialog}
        onSaved={() => savedAndReload(t('administrators.passwordReset'))}
      />
      <MenuPermissionsDialog
        manager={dialog?.kind === 'menus' ? dialog.manager : null}
        groups={menu}
        onClose={closeDialog}
        onSaved={() => savedAndReload(t('common.saved'))}
      />
      {confirmDialog}
    </ServerListView>
  );
}

import { Tag } from '@vending/ui';
import { registerPageWords } from '../../i18n/pageWords';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { PageLevelsPicker, ScopeTargetsPicker } from './RoleFields';
import { RoleHoldersDialog } from './RoleHoldersDialog';
import { roleWords } from './roleWords';

// This page's words come with its chunk, not in the first bundle.
registerPageWords({ zh: { roles: roleWords.zh }, en: { roles: roleWords.en } });

/** 角色管理: roles, their pages at 查看 / 管理 and their data scope (docs/SPECIFICATION.md §6). */
export const rolesPage = listPage({
  namespace: 'roles',
  list: 'getRoleList',
  rowId: 'roleId',
  rowLabel: 'name',
  filters: [{ kind: 'text', param: 'keyword' }],
  columns: [
    {
      kind: 'text',
      field: 'name',
      minWidth: 140,
      render: (row, { t }) => (
        <span className="inline-flex items-center gap-2">
          {row.name}
          {row.presetKey ? <Tag tone="primary">{t('roles.preset')}</Tag> : null}
        </span>
      ),
    },
    { kind: 'text', field: 'description', minWidth: 200 },
    { kind: 'enum', field: 'dataScope', values: ['all', 'custom', 'own_agent'], width: 120 },
    { kind: 'computed', id: 'holders', value: (row) => row.holders, width: 100 },
    { kind: 'dateTime', field: 'updateTime' },
  ],
  form: {
    create: 'addRole',
    update: 'updateRole',
    fields: [
      { name: 'name', control: 'text' },
      { name: 'description', control: 'textarea' },
      { name: 'dataScope', control: 'select', choices: ['all', 'custom', 'own_agent'] },
      {
        name: 'pages',
        control: 'text',
        render: (control) => <PageLevelsPicker {...control} />,
        initialValue: (row) => (row?.['pages'] as unknown[] | undefined) ?? [],
      },
      {
        name: 'targets',
        control: 'text',
        render: (control) => <ScopeTargetsPicker {...control} />,
        initialValue: (row) => (row?.['targets'] as unknown[] | undefined) ?? [],
      },
    ],
  },
  actions: [
    { key: 'edit', opens: 'edit' },
    { key: 'copy', opens: 'form', call: 'copyRole', fields: [{ name: 'name', control: 'text' }] },
    {
      key: 'holders',
      opens: 'dialog',
      reads: true,
      dialog: ({ row, close }) => <RoleHoldersDialog role={row} onClose={close} />,
    },
    {
      key: 'remove',
      opens: 'confirm',
      call: 'removeRole',
      disabled: (row) => row.presetKey !== null || row.holders > 0,
    },
  ],
  actionsWidth: 220,
});

export default function RolesPage() {
  return <ResourcePage page={rolesPage} />;
}

import { menu } from '@vending/contract/menu';
import { stateOf, statusFlows, type FlowAction } from '@vending/contract/statusFlows';
import { actionsColumn, Button, message, type DataTableColumn } from '@vending/ui';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { endpointRoutes } from '../../api/endpointRoutes';
import { useApi } from '../../api/services';
import { useCurrency } from '../../stores/moneyStore';
import { useAuthStore } from '../../stores/authStore';
import { requireSuccess } from '../requireSuccess';
import { ServerListView } from '../ServerListView';
import { useConfirm } from '../useConfirm';
import { useServerList } from '../useServerList';
import { tableColumnsOf, type ColumnHandlers } from './columns';
import {
  bulkRequestOf,
  rowLabelOf,
  type DeclaredAction,
  type DeclaredBulkAction,
  type DeclaredListPage,
  type PageContext,
  type ToolbarDialogDeclaration,
} from './declaration';
import { ExportButton } from './ExportButton';
import { ListTotals } from './ListTotals';
import { flowTones } from './flowTones';
import { filterFieldsOf, filterParamsOf } from './filters';
import { LazyResourceFormDialog as ResourceFormDialog } from './LazyResourceFormDialog';
import { useFilterOptions } from './useOptions';
// The flows' words come with the modules that show a flow.
import '../../i18n/flowWords';

type Row = Record<string, unknown>;
type TransitionAction = Extract<DeclaredAction, { opens: 'transition' }>;

function stepOf(action: TransitionAction): FlowAction<string> {
  const actions: Record<string, FlowAction<string>> = statusFlows[action.flow].actions;
  const step = actions[action.action];
  if (!step) throw new Error(`The ${action.flow} flow has no action ${action.action}.`);
  return step;
}

/** What the action's dialog asks for: what it needs (required), then its optional inputs. */
function inputsOf(action: TransitionAction) {
  const needs = stepOf(action).needs;
  return [
    ...needs.map((input) => ({ input, required: true })),
    ...(action.optional ?? []).filter((input) => !needs.includes(input)).map((input) => ({ input, required: false })),
  ];
}

/** Whether the row's state allows the action (only allowed actions are offered). */
function isAllowed(action: TransitionAction, row: Row): boolean {
  const state = stateOf(statusFlows[action.flow], row[action.statusField] as number);
  return state !== undefined && stepOf(action).from.includes(state);
}
type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit'; row: Row }
  | { kind: 'action'; action: DeclaredAction; row: Row }
  | { kind: 'toolbar'; dialog: ToolbarDialogDeclaration }
  | { kind: 'bulk'; action: DeclaredBulkAction; ids: readonly string[] }
  | null;

/** The route title of the page that owns the list call: the list call's menu entry. */
function routeNameOf(page: DeclaredListPage): string | undefined {
  const interfaceName = endpointRoutes[page.list]?.menu;
  return menu.flatMap((group) => group.children).find((entry) => entry.interfaceName === interfaceName)?.name;
}

/**
 * A declared list page (see declaration.ts): the filter bar and the server-paginated table
 * with its state in the URL, enable/disable switches that confirm first, create and edit
 * dialogs, row actions and the export. Everything it shows is named by the declaration.
 */
export function ResourcePage({ page, children }: { page: DeclaredListPage; children?: ReactNode }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const self = useAuthStore((state) => state.session?.user);
  const currency = useCurrency();
  const { confirm, confirmDialog } = useConfirm();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const ns = page.namespace;
  const rowId: string = page.rowId;
  const labelOf = useCallback((row: Row) => rowLabelOf(page, row, { t, self, currency }), [page, t, self, currency]);
  const optional = useCallback(
    (key: string, values?: Record<string, unknown>) => (t(key, { defaultValue: '' }) ? t(key, values) : undefined),
    [t],
  );

  const filterOptions = useFilterOptions(page);
  const filterFields = useMemo(() => filterFieldsOf(page, t, filterOptions), [page, t, filterOptions]);
  const list = useServerList({
    endpoint: page.list,
    filterFields,
    toRequest: (query) => ({ ...filterParamsOf(page, query), page: query.page, size: query.pageSize }),
  });
  const { replaceRow, reload } = list;
  const [selectedRowIds, setSelectedRowIds] = useState<readonly string[]>([]);
  const [bulkBusy, setBulkBusy] = useState(false);

  /** Asks, sends the selected ids, tells what the answer says, clears the selection and reloads. */
  const runBulk = useCallback(
    async (action: DeclaredBulkAction, ids: readonly string[]) => {
      const confirmed = await confirm({
        title: t(`${ns}.bulk.${action.key}Confirm`, { count: ids.length }),
        variant: action.variant === 'danger' ? 'danger' : 'default',
      });
      if (!confirmed) return;
      setBulkBusy(true);
      try {
        const data = requireSuccess(
          await api.call(action.call, bulkRequestOf(action, ids) as never),
          t('common.flagFailed'),
        );
        message.success(
          t(`${ns}.bulk.${action.key}Done`, {
            count: ids.length,
            ...(typeof data === 'object' && data !== null ? (data as unknown as Record<string, unknown>) : {}),
          }),
        );
        setSelectedRowIds([]);
        reload();
      } catch {
        // requireSuccess or the HTTP client showed why; the selection stays.
      } finally {
        setBulkBusy(false);
      }
    },
    [api, confirm, ns, reload, t],
  );

  const changeFlag = useCallback<ColumnHandlers['changeFlag']>(
    async (column, row, enable) => {
      const name = labelOf(row);
      const confirmed = await confirm({
        title: t(`${ns}.flag.${enable ? 'confirmEnable' : 'confirmDisable'}`),
        description: optional(`${ns}.flag.${enable ? 'enableDescription' : 'disableDescription'}`, { name }),
        variant: enable ? 'default' : 'danger',
      });
      if (!confirmed) return false;
      const value = enable ? 1 : 0;
      const answer = await api.call(column.update, { [rowId]: row[rowId], [column.field]: value } as never);
      requireSuccess(answer, t('common.flagFailed'));
      replaceRow((current) =>
        (current as Row)[rowId] === row[rowId] ? ({ ...(current as Row), [column.field]: value } as never) : current,
      );
      message.success(enable ? t('common.enabledDone') : t('common.disabledDone'));
      return true;
    },
    [api, confirm, labelOf, ns, optional, replaceRow, rowId, t],
  );

  const actionLabel = useCallback(
    (action: DeclaredAction) =>
      action.opens === 'transition'
        ? t(`flows.${action.flow}.actions.${action.action}`)
        : t(`${ns}.actions.${action.key}`),
    [ns, t],
  );

  /** A transition without inputs: confirm, send, tell, reload. */
  const transitNow = useCallback(
    async (action: TransitionAction, row: Row) => {
      const label = actionLabel(action);
      const to = stepOf(action).to;
      const tones: Record<string, string> = flowTones[action.flow];
      const confirmed = await confirm({
        title: t('flows.confirmAction', { action: label, name: labelOf(row) }),
        variant: tones[to] === 'danger' || tones[to] === 'neutral' ? 'danger' : 'default',
      });
      if (!confirmed) return;
      try {
        requireSuccess(
          await api.call(action.call, { [rowId]: row[rowId], action: action.action } as never),
          t('common.flagFailed'),
        );
        message.success(t(`flows.${action.flow}.done.${action.action}`));
        reload();
      } catch {
        // requireSuccess or the HTTP client showed why; the row stays as it was.
      }
    },
    [actionLabel, api, confirm, labelOf, reload, rowId, t],
  );

  /** Asks first, then sends the row id to the action's call (remove…), tells and reloads. */
  const confirmThenCall = useCallback(
    async (action: Extract<DeclaredAction, { opens: 'confirm' }>, row: Row) => {
      const confirmed = await confirm({
        title: t(`${ns}.actions.${action.key}Confirm`, { name: labelOf(row) }),
        variant: 'danger',
      });
      if (!confirmed) return;
      try {
        requireSuccess(await api.call(action.call, { [rowId]: row[rowId] } as never), t('common.flagFailed'));
        message.success(t(`${ns}.actions.${action.key}Done`));
        reload();
      } catch {
        // requireSuccess or the HTTP client showed why; the row stays.
      }
    },
    [api, confirm, labelOf, ns, reload, rowId, t],
  );

  const columns = useMemo(() => {
    const context: PageContext = { t, self, currency };
    const declared = tableColumnsOf(page, context, { changeFlag });
    const actions = page.actions ?? [];
    if (actions.length === 0) return declared;
    const actionColumn: DataTableColumn<Row> = actionsColumn<Row>({
      header: t('common.actions'),
      ...(page.actionsWidth !== undefined && { width: page.actionsWidth }),
      rowLabel: labelOf,
      actions: (row) =>
        actions
          .filter((action) => action.opens !== 'transition' || isAllowed(action, row))
          .map((action) => ({
            key: action.key,
            label: actionLabel(action),
            disabled: action.disabled?.(row, context) ?? false,
            onSelect: () => {
              if (action.opens === 'edit') setDialog({ kind: 'edit', row });
              else if (action.opens === 'transition' && inputsOf(action).length === 0) void transitNow(action, row);
              else if (action.opens === 'confirm') void confirmThenCall(action, row);
              else if (action.opens === 'page')
                navigate({ pathname: action.path, search: `?${new URLSearchParams(action.query(row)).toString()}` });
              else setDialog({ kind: 'action', action, row });
            },
          })),
    });
    return [...declared, actionColumn];
  }, [actionLabel, changeFlag, confirmThenCall, labelOf, navigate, page, self, t, transitNow, currency]);

  const close = () => setDialog(null);
  const saved = (text?: string) => {
    message.success(text ?? t('common.saved'));
    close();
    reload();
  };
  const { form } = page;
  const editing = dialog?.kind === 'edit' ? dialog.row : undefined;
  const formCall = editing ? form?.update : form?.create;
  const action = dialog?.kind === 'action' ? dialog : null;
  // What the toast says once the open transition is done (Approved).
  const transitionDone =
    action?.action.opens === 'transition' ? t(`flows.${action.action.flow}.done.${action.action.action}`) : '';

  return (
    <ServerListView<Row>
      title={t(`routes.${routeNameOf(page) ?? ''}`)}
      tableId={ns}
      list={list as never}
      filterFields={filterFields}
      columns={columns}
      getRowId={(row) => String(row[rowId])}
      getRowLabel={labelOf}
      selection={
        page.bulkActions?.length
          ? {
              selectedRowIds,
              onSelectedRowIdsChange: setSelectedRowIds,
              bulkActions: (ids) =>
                page.bulkActions?.map((action) => (
                  <Button
                    key={action.key}
                    variant={action.variant === 'danger' ? 'danger' : 'default'}
                    disabled={bulkBusy}
                    onClick={() =>
                      action.fields ? setDialog({ kind: 'bulk', action, ids }) : void runBulk(action, ids)
                    }
                  >
                    {t(`${ns}.bulk.${action.key}`)}
                  </Button>
                )),
            }
          : undefined
      }
      toolbar={
        form?.create || page.export || page.totals || page.toolbarDialogs || page.toolbarLinks ? (
          <div className="flex flex-wrap items-center gap-3">
            {form?.create ? (
              <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
                {t(`${ns}.create`)}
              </Button>
            ) : null}
            {page.toolbarLinks?.map((link) => (
              <Button key={link.key} variant="primary" onClick={() => navigate(link.path)}>
                {t(`${ns}.toolbar.${link.key}`)}
              </Button>
            ))}
            {page.toolbarDialogs?.map((toolbarDialog) => (
              <Button key={toolbarDialog.key} onClick={() => setDialog({ kind: 'toolbar', dialog: toolbarDialog })}>
                {t(`${ns}.toolbar.${toolbarDialog.key}`)}
              </Button>
            ))}
            {page.export ? <ExportButton call={page.export} params={() => filterParamsOf(page, list.query)} /> : null}
            {page.totals ? <ListTotals namespace={ns} declared={page.totals} totals={list.totals} /> : null}
          </div>
        ) : undefined
      }
    >
      {form && formCall ? (
        <ResourceFormDialog
          // A new key per target resets the form's values.
          key={editing ? `edit-${String(editing[rowId])}` : 'create'}
          namespace={ns}
          open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
          title={editing ? t(`${ns}.editTitle`) : t(`${ns}.create`)}
          call={formCall}
          fields={form.fields}
          editing={editing}
          fixedParams={editing ? { [rowId]: editing[rowId] } : {}}
          onClose={close}
          onSaved={() => saved()}
        />
      ) : null}
      {action?.action.opens === 'transition' ? (
        <ResourceFormDialog
          key={`${action.action.action}-${String(action.row[rowId])}`}
          namespace={ns}
          open
          title={actionLabel(action.action)}
          description={[labelOf(action.row), action.action.summary?.(action.row, { t, self, currency })]
            .filter(Boolean)
            .join(' · ')}
          call={action.action.call}
          fields={inputsOf(action.action).map(({ input, required }) => ({
            name: input,
            control: input === 'time' ? 'dateTime' : 'textarea',
            label: `flows.inputs.${input}`,
            required,
          }))}
          fixedParams={{ [rowId]: action.row[rowId], action: action.action.action }}
          onClose={close}
          onSaved={() => saved(transitionDone)}
        />
      ) : null}
      {action?.action.opens === 'form' ? (
        <ResourceFormDialog
          key={`${action.action.key}-${String(action.row[rowId])}`}
          namespace={ns}
          open
          title={t(`${ns}.actions.${action.action.key}`)}
          description={optional(`${ns}.actions.${action.action.key}For`, { name: labelOf(action.row) })}
          size={action.action.size}
          call={action.action.call}
          fields={action.action.fields}
          // A field the row also has starts from the row's value (a device's current merchant).
          editing={action.row}
          fixedParams={{ [rowId]: action.row[rowId] }}
          onClose={close}
          onSaved={() => saved(optional(`${ns}.actions.${action.action.key}Done`))}
        />
      ) : null}
      {action?.action.opens === 'dialog' ? action.action.dialog({ row: action.row, close, saved }) : null}
      {dialog?.kind === 'toolbar' ? dialog.dialog.dialog({ close, saved }) : null}
      {dialog?.kind === 'bulk' && dialog.action.fields ? (
        <ResourceFormDialog
          key={`bulk-${dialog.action.key}`}
          namespace={ns}
          open
          title={t(`${ns}.bulk.${dialog.action.key}`)}
          description={t(`${ns}.bulk.${dialog.action.key}Confirm`, { count: dialog.ids.length })}
          call={dialog.action.call}
          fields={dialog.action.fields}
          fixedParams={bulkRequestOf(dialog.action, dialog.ids)}
          onClose={close}
          onSaved={() => {
            setSelectedRowIds([]);
            saved(t(`${ns}.bulk.${dialog.action.key}Done`, { count: dialog.ids.length }));
          }}
        />
      ) : null}
      {confirmDialog}
      {children}
    </ServerListView>
  );
}

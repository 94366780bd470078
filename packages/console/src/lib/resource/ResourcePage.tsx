import { menu, pagesOf } from '@vending/contract/menu';
import { actionsColumn, Button, type DataTableColumn } from '@vending/ui';
import { Fragment, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { endpointRoutes } from '../../api/endpointRoutes';
import { useCurrency } from '../../stores/moneyStore';
import { useAuthStore } from '../../stores/authStore';
import { ServerListView } from '../ServerListView';
import { LIVE_REFRESH_MS } from '../../config/constants';
import { useLiveRefresh } from '../useLiveRefresh';
import { useServerList } from '../useServerList';
import { rowLabelOf, type DeclaredListPage } from './declaration';
import { ExportButton } from './ExportButton';
import type { AnyRow, OpenDialog, PageRuntime } from './kinds/kind';
import { actionKindOf, columnKindOf } from './kinds/registry';
import { ListTotals } from './ListTotals';
import { filterFieldsOf, filterParamsOf } from './filters';
import { LazyResourceFormDialog as ResourceFormDialog } from './LazyResourceFormDialog';
import { useBulkAction } from './useBulkAction';
import { useConfirmedCall } from './useConfirmedCall';
import { useFilterOptions } from './useOptions';
import { lazyMessage } from '../toasts';

/** The route title of the page that owns the list call: the list call's (first) menu entry. */
function routeNameOf(page: DeclaredListPage): string | undefined {
  const route = endpointRoutes[page.list];
  const interfaceName = route ? pagesOf(route.menu)[0] : undefined;
  return menu.flatMap((group) => group.children).find((entry) => entry.interfaceName === interfaceName)?.name;
}

/**
 * A declared list page (see declaration.ts): the filter bar and the server-paginated table
 * with its state in the URL, create and edit dialogs, the columns, filters and row actions of
 * their kinds (kinds/), bulk actions, totals and the export. Everything it shows is named by
 * the declaration.
 */
export function ResourcePage({ page, children }: { page: DeclaredListPage; children?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const self = useAuthStore((state) => state.session?.user);
  const permittedPaths = useAuthStore((state) => state.session?.paths);
  const { pathname } = useLocation();
  // A page held at 查看 (view): the server refuses its writes, so none is offered (§6).
  const readOnly = useAuthStore((state) => state.session?.viewOnlyPaths.has(pathname) ?? false);
  const currency = useCurrency();
  const { confirmedCall, confirmDialog } = useConfirmedCall();
  /** The dialog open, keyed so that each opening starts afresh. */
  const [dialog, setDialog] = useState<{ key: number; draw: OpenDialog } | null>(null);
  const ns = page.namespace;
  const rowId: string = page.rowId;

  const filterOptions = useFilterOptions(page);
  const filterFields = useMemo(() => filterFieldsOf(page, t, filterOptions), [page, t, filterOptions]);
  const list = useServerList({
    endpoint: page.list,
    filterFields,
    toRequest: (query) => ({ ...filterParamsOf(page, query), page: query.page, size: query.pageSize }),
  });
  const { replaceRow, reload } = list;
  useLiveRefresh(list.refresh, page.live ? LIVE_REFRESH_MS : null);

  const runtime = useMemo((): PageRuntime => {
    const context = { t, self, currency };
    const open = (draw: OpenDialog) => setDialog((current) => ({ key: (current?.key ?? 0) + 1, draw }));
    return {
      ...context,
      namespace: ns,
      rowId,
      labelOf: (row) => rowLabelOf(page, row, context),
      optional: (key, values) => (t(key, { defaultValue: '' }) ? t(key, values) : undefined),
      confirmedCall,
      replaceRow: (replace) => replaceRow((row) => replace(row as AnyRow) as never),
      reload,
      open,
      edit: (row) =>
        open(({ close, saved }) =>
          page.form?.update ? (
            <ResourceFormDialog
              namespace={ns}
              open
              title={t(`${ns}.editTitle`)}
              call={page.form.update}
              fields={page.form.fields}
              editing={row}
              fixedParams={{ [rowId]: row[rowId] }}
              onClose={close}
              onSaved={() => saved()}
            />
          ) : null,
        ),
      navigate,
      mayOpen: (path) => permittedPaths?.has(path) ?? false,
      readOnly,
      labelCalls: [page.form?.update, page.form?.create, page.list].filter((call) => call !== undefined),
    };
  }, [confirmedCall, currency, navigate, ns, page, permittedPaths, readOnly, reload, replaceRow, rowId, self, t]);

  const bulk = useBulkAction({ namespace: ns, confirmedCall, open: runtime.open, reload });

  // A link may open a toolbar dialog on arrival (`?open=<key>`: the dashboard's 生成补货计划), once.
  const [searchParams] = useSearchParams();
  const openedFromLink = useRef(false);
  useEffect(() => {
    if (openedFromLink.current) return;
    openedFromLink.current = true;
    const linked = page.toolbarDialogs?.find((toolbarDialog) => toolbarDialog.key === searchParams.get('open'));
    if (linked) runtime.open(linked.dialog);
  }, [page, runtime, searchParams]);

  const columns = useMemo(() => {
    const declared = page.columns.map((column) => columnKindOf(column).column(column, runtime));
    const actions = (page.actions ?? []).filter(
      (action) =>
        (actionKindOf(action).available?.(action, runtime) ?? true) &&
        (action.offeredTo?.(runtime.self) ?? true) &&
        !(runtime.readOnly && (actionKindOf(action).writes?.(action) ?? true)),
    );
    if (actions.length === 0) return declared;
    const actionColumn: DataTableColumn<AnyRow> = actionsColumn<AnyRow>({
      header: t('common.actions'),
      ...(page.actionsWidth !== undefined && { width: page.actionsWidth }),
      rowLabel: runtime.labelOf,
      actions: (row) =>
        actions
          .filter((action) => actionKindOf(action).offered?.(action, row) ?? true)
          .map((action) => ({
            key: action.key,
            label: actionKindOf(action).label(action, runtime),
            disabled: action.disabled?.(row, runtime) ?? false,
            onSelect: () => actionKindOf(action).select(action, row, runtime),
          })),
    });
    return [...declared, actionColumn];
  }, [page, runtime, t]);

  const close = () => setDialog(null);
  const saved = (text?: string) => {
    lazyMessage.success(text ?? t('common.saved'));
    close();
    reload();
  };
  const changed = (text?: string) => {
    lazyMessage.success(text ?? t('common.saved'));
    reload();
  };
  const form = readOnly ? undefined : page.form;
  const bulkActions = readOnly ? undefined : page.bulkActions;
  const toolbarDialogs = readOnly
    ? undefined
    : page.toolbarDialogs?.filter((toolbarDialog) => toolbarDialog.offeredTo?.(self) ?? true);

  return (
    <ServerListView<AnyRow>
      title={t(`routes.${routeNameOf(page) ?? ''}`)}
      tableId={ns}
      list={list as never}
      filterFields={filterFields}
      columns={columns}
      getRowId={(row) => String(row[rowId])}
      getRowLabel={runtime.labelOf}
      selection={
        bulkActions?.length
          ? {
              selectedRowIds: bulk.selectedRowIds,
              onSelectedRowIdsChange: bulk.setSelectedRowIds,
              bulkActions: (ids) =>
                bulkActions.map((action) => (
                  <Button
                    key={action.key}
                    variant={action.variant === 'danger' ? 'danger' : 'default'}
                    disabled={bulk.busy}
                    onClick={() => void bulk.run(action, ids)}
                  >
                    {t(`${ns}.bulk.${action.key}`)}
                  </Button>
                )),
            }
          : undefined
      }
      toolbar={
        form?.create || page.export || page.totals || toolbarDialogs || page.toolbarLinks ? (
          <div className="flex flex-wrap items-center gap-3">
            {form?.create ? (
              <Button
                variant="primary"
                onClick={() =>
                  runtime.open(({ close: closeCreate, saved: savedCreate }) =>
                    form.create ? (
                      <ResourceFormDialog
                        namespace={ns}
                        open
                        title={t(`${ns}.create`)}
                        call={form.create}
                        fields={form.fields}
                        onClose={closeCreate}
                        onSaved={() => savedCreate()}
                      />
                    ) : null,
                  )
                }
              >
                {t(`${ns}.create`)}
              </Button>
            ) : null}
            {page.toolbarLinks?.map((link) => (
              <Button key={link.key} variant="primary" onClick={() => navigate(link.path)}>
                {t(`${ns}.toolbar.${link.key}`)}
              </Button>
            ))}
            {toolbarDialogs?.map((toolbarDialog) => (
              <Button key={toolbarDialog.key} onClick={() => runtime.open(toolbarDialog.dialog)}>
                {t(`${ns}.toolbar.${toolbarDialog.key}`)}
              </Button>
            ))}
            {page.export ? <ExportButton call={page.export} params={() => filterParamsOf(page, list.query)} /> : null}
            {page.totals ? <ListTotals namespace={ns} declared={page.totals} totals={list.totals} /> : null}
          </div>
        ) : undefined
      }
    >
      {dialog ? <Fragment key={dialog.key}>{dialog.draw({ close, saved, changed })}</Fragment> : null}
      {confirmDialog}
      {children}
    </ServerListView>
  );
}

import type { AnswerData, EndpointName, PickableDeviceRow, RequestInput } from '@vending/contract';
import {
  Button,
  DataTable,
  Select,
  Tag,
  textColumn,
  TextInput,
  type DataTableColumn,
  type FieldControlProps,
  type TableQuery,
} from '@vending/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../lib/useCall';

/** Calls listing devices to pick, page by page: the rows a picker shows, filtered by keyword and online. */
export type DevicePickCall = {
  [Name in EndpointName]: AnswerData<Name> extends { rows: readonly PickableDeviceRow[]; total: number }
    ? RequestInput<Name> extends { keyword?: unknown; online?: unknown; page?: unknown; size?: unknown }
      ? Name
      : never
    : never;
}[EndpointName];

export interface DevicePickFilter {
  keyword?: string;
  online?: 0 | 1;
}

/**
 * What is picked: devices one by one (kept across pages and filters), or every device a
 * filter matches — sent as the filter, so the server resolves it however many there are.
 */
export type DeviceSelection =
  { kind: 'ids'; ids: readonly number[] } | { kind: 'filter'; filter: DevicePickFilter; count: number };

export const noDevices: DeviceSelection = { kind: 'ids', ids: [] };

/** How many devices a selection holds. */
export function selectedCount(selection: DeviceSelection): number {
  return selection.kind === 'ids' ? selection.ids.length : selection.count;
}

/** The selection as the parameters of a call taking `deviceIds` or `filter`. */
export function selectionParams(selection: DeviceSelection): { deviceIds?: number[]; filter?: DevicePickFilter } {
  return selection.kind === 'ids' ? { deviceIds: [...selection.ids] } : { filter: selection.filter };
}

const PAGE_SIZES = [10, 20, 50] as const;

/**
 * A filterable, paged table of devices to pick, as a form control (its value a
 * `DeviceSelection`): rows ticked on one page stay ticked on the others, and "choose all N
 * matching" picks the filter itself. Words under `deviceAds.picker`.
 */
export function DevicePicker({
  call,
  id,
  ref,
  value,
  onValueChange,
  onBlur,
  invalid,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
}: FieldControlProps & { call: DevicePickCall }) {
  const { t } = useTranslation();
  const selection = (value as DeviceSelection | undefined) ?? noDevices;
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<DevicePickFilter>({});
  const [query, setQuery] = useState<TableQuery>({ page: 1, pageSize: 10, sort: null });
  const devices = useCall(call, { ...filter, page: query.page, size: query.pageSize } as RequestInput<typeof call>);
  const rows = (devices.data?.rows ?? []) as PickableDeviceRow[];
  const total = devices.data?.total ?? 0;
  const change = (next: DeviceSelection) => {
    onValueChange(next);
    onBlur();
  };
  const applyFilter = (next: DevicePickFilter) => {
    setFilter(next);
    setQuery((current) => ({ ...current, page: 1 }));
    // "All matching" meant the old filter: start over from the devices ticked one by one.
    if (selection.kind === 'filter') change(noDevices);
  };

  const columns = useMemo<DataTableColumn<PickableDeviceRow>[]>(
    () => [
      textColumn({ id: 'deviceNo', header: t('deviceAds.picker.deviceNo'), width: 110, value: (row) => row.deviceNo }),
      textColumn({ id: 'deviceName', header: t('deviceAds.picker.deviceName'), value: (row) => row.deviceName }),
      textColumn({
        id: 'merchantName',
        header: t('deviceAds.picker.merchantName'),
        value: (row) => row.merchantName ?? '',
      }),
      textColumn({
        id: 'online',
        header: t('deviceAds.picker.online'),
        width: 80,
        value: (row) => row.online,
        render: (row) => (
          <Tag tone={row.online === 1 ? 'success' : 'neutral'} dot>
            {row.online === 1 ? t('deviceAds.picker.onlineYes') : t('deviceAds.picker.onlineNo')}
          </Tag>
        ),
      }),
    ],
    [t],
  );

  // In "all matching" mode every shown row is ticked; unticking one goes back to one by one.
  const shownIds = rows.map((row) => String(row.deviceId));
  const selectedRowIds = selection.kind === 'filter' ? shownIds : selection.ids.map(String);
  const selectAllMatching =
    total > 0 && !(selection.kind === 'filter') ? (
      <Button variant="link" onClick={() => change({ kind: 'filter', filter, count: total })}>
        {t('deviceAds.picker.selectAllMatching', { count: total })}
      </Button>
    ) : null;

  return (
    <div
      role="group"
      id={id}
      ref={ref}
      // Focusable from code only: a refused save moves the focus here.
      tabIndex={-1}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className="flex flex-col gap-2 rounded-md border border-border p-2 aria-invalid:border-danger"
    >
      <div className="flex flex-wrap items-center gap-2">
        <TextInput
          className="w-56"
          value={typed}
          aria-label={t('deviceAds.picker.keyword')}
          placeholder={t('deviceAds.picker.keyword')}
          onValueChange={setTyped}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              applyFilter({ ...filter, keyword: typed.trim() || undefined });
            }
          }}
        />
        <Select
          className="w-28"
          aria-label={t('deviceAds.picker.online')}
          value={filter.online === undefined ? 'all' : String(filter.online)}
          options={[
            { value: 'all', label: t('deviceAds.picker.any') },
            { value: '1', label: t('deviceAds.picker.onlineYes') },
            { value: '0', label: t('deviceAds.picker.onlineNo') },
          ]}
          onValueChange={(online) =>
            applyFilter({ ...filter, online: online === 'all' ? undefined : online === '1' ? 1 : 0 })
          }
        />
        <Button onClick={() => applyFilter({ ...filter, keyword: typed.trim() || undefined })}>
          {t('deviceAds.picker.search')}
        </Button>
      </div>
      <p className="flex min-h-6 flex-wrap items-center gap-2 text-xs text-text-muted" aria-live="polite">
        <span>
          {selection.kind === 'filter'
            ? t('deviceAds.picker.allMatching', { count: selection.count })
            : selection.ids.length > 0
              ? t('deviceAds.picker.selected', { count: selection.ids.length })
              : t('deviceAds.picker.noneSelected')}
        </span>
        {selectedCount(selection) > 0 ? (
          <Button variant="link" onClick={() => change(noDevices)}>
            {t('deviceAds.picker.clear')}
          </Button>
        ) : null}
        {selectAllMatching}
      </p>
      <DataTable<PickableDeviceRow>
        label={t('deviceAds.picker.label')}
        mode="server"
        columns={columns}
        data={rows}
        total={total}
        getRowId={(row) => String(row.deviceId)}
        getRowLabel={(row) => `${row.deviceNo} ${row.deviceName}`}
        status={devices.status}
        errorMessage={devices.errorMessage}
        onRetry={devices.reload}
        emptyText={t('deviceAds.picker.empty')}
        query={query}
        onQueryChange={setQuery}
        pageSizes={PAGE_SIZES}
        selectable
        // The line above the table says what is chosen (possibly "all N matching").
        selectionBar={false}
        selectedRowIds={selectedRowIds}
        onSelectedRowIdsChange={(ids) =>
          // The table hands back the whole selection (other pages' ticks included).
          change({ kind: 'ids', ids: [...new Set(ids.map(Number))].sort((a, b) => a - b) })
        }
        columnMenu={false}
        maxHeight={320}
      />
    </div>
  );
}

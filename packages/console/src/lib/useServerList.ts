import type { RequestInput } from '@vending/contract';
import {
  defaultListQuery,
  listQueryFromSearchParams,
  listQueryToSearchParams,
  type DataTableStatus,
  type FilterField,
  type ListQuery,
} from '@vending/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListEndpointName, RowOf } from './resource/declaration';
import { useCall } from './useCall';

export interface ServerListConfig<Name extends ListEndpointName> {
  /** The list call of the contract: it answers a page of rows and the filtered total. */
  endpoint: Name;
  /** The filter bar's fields; their values live in the URL query with page, size and sort. */
  filterFields: readonly FilterField[];
  defaults?: ListQuery;
  /** The call's parameters for a query (filters renamed to the endpoint's field names). */
  toRequest: (query: ListQuery) => RequestInput<Name>;
}

export interface ServerList<Row> {
  query: ListQuery;
  setQuery: (query: ListQuery) => void;
  rows: readonly Row[];
  total: number;
  /** Totals of every row the filter matches, when the list call answers them. */
  totals?: Readonly<Record<string, number>> | undefined;
  status: DataTableStatus;
  errorMessage: string | undefined;
  /** Loads the current query again (after a save, or the error state's retry). */
  reload: () => void;
  /** Asks for the current query again in the background, the rows staying on screen (a live page's poll). */
  refresh: () => void;
  /** Replaces rows in place (after a successful toggle) without reloading the page. */
  replaceRow: (replace: (row: Row) => Row) => void;
}

interface RowsPage<Row> {
  rows: readonly Row[];
  total: number;
}

/**
 * A server-paginated list whose page, size, sort and filters live in the route's query, so
 * back/forward, reload and a reopened tab bring the same page back.
 */
export function useServerList<Name extends ListEndpointName>(config: ServerListConfig<Name>): ServerList<RowOf<Name>> {
  type Row = RowOf<Name>;
  const { endpoint, filterFields, toRequest } = config;
  const defaults = config.defaults ?? defaultListQuery;
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(
    () => listQueryFromSearchParams(searchParams, filterFields, defaults),
    [searchParams, filterFields, defaults],
  );
  const call = useCall(endpoint, toRequest(query));
  // Every list call answers { rows, total } (ListEndpointName says so).
  const page = (call.data as RowsPage<Row> | undefined) ?? { rows: [], total: 0 };
  const { update, reload, refresh } = call;
  return {
    query,
    setQuery: useCallback(
      (next: ListQuery) => {
        const params = listQueryToSearchParams(next, defaults);
        // Searching again with the same filters asks for fresh rows (the URL would not change, so
        // nothing would be fetched): after a failed call or to see what others changed.
        if (params.toString() === listQueryToSearchParams(query, defaults).toString()) reload();
        else setSearchParams(params);
      },
      [defaults, query, reload, setSearchParams],
    ),
    rows: page.rows,
    total: page.total,
    // What a list answers beside its page, when it does (the totals of the filtered rows).
    totals: (call.data as { totals?: Record<string, number> } | undefined)?.totals,
    status: call.status,
    errorMessage: call.errorMessage,
    reload,
    refresh,
    replaceRow: useCallback(
      (replace: (row: Row) => Row) =>
        update((data) => {
          const current = data as unknown as RowsPage<Row>;
          return { ...current, rows: current.rows.map(replace) } as unknown as typeof data;
        }),
      [update],
    ),
  };
}

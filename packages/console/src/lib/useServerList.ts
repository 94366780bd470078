import type { AnswerData, EndpointName, RequestInput } from '@vending/contract';
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
import { useCall } from './useCall';

export interface ServerListConfig<Name extends EndpointName, Row> {
  /** The list call of the contract. */
  endpoint: Name;
  /** The filter bar's fields; their values live in the URL query with page, size and sort. */
  filterFields: readonly FilterField[];
  defaults?: ListQuery;
  /** The call's parameters for a query (filters renamed to the endpoint's field names). */
  toRequest: (query: ListQuery) => RequestInput<Name>;
  /** The rows and the total count in the answer's data. */
  pageOf: (data: AnswerData<Name>) => { rows: readonly Row[]; total: number };
  /** The answer's data with one row replaced. */
  withRow: (data: AnswerData<Name>, replace: (row: Row) => Row) => AnswerData<Name>;
}

export interface ServerList<Row> {
  query: ListQuery;
  setQuery: (query: ListQuery) => void;
  rows: readonly Row[];
  total: number;
  status: DataTableStatus;
  errorMessage: string | undefined;
  /** Loads the current query again (after a save, or the error state's retry). */
  reload: () => void;
  /** Replaces rows in place (after a successful toggle) without reloading the page. */
  replaceRow: (replace: (row: Row) => Row) => void;
}

/**
 * A server-paginated list whose page, size, sort and filters live in the route's query, so
 * back/forward, reload and a reopened tab bring the same page back. A list page is then
 * configuration: this hook, columns, filter fields and actions.
 */
export function useServerList<Name extends EndpointName, Row>(config: ServerListConfig<Name, Row>): ServerList<Row> {
  const { endpoint, filterFields, toRequest, pageOf, withRow } = config;
  const defaults = config.defaults ?? defaultListQuery;
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(
    () => listQueryFromSearchParams(searchParams, filterFields, defaults),
    [searchParams, filterFields, defaults],
  );
  const call = useCall(endpoint, toRequest(query));
  const page = call.data === undefined ? { rows: [], total: 0 } : pageOf(call.data);
  const { update } = call;
  return {
    query,
    setQuery: useCallback(
      (next: ListQuery) => setSearchParams(listQueryToSearchParams(next, defaults)),
      [defaults, setSearchParams],
    ),
    rows: page.rows,
    total: page.total,
    status: call.status,
    errorMessage: call.errorMessage,
    reload: call.reload,
    replaceRow: useCallback(
      (replace: (row: Row) => Row) => update((data) => withRow(data, replace)),
      [update, withRow],
    ),
  };
}

import { compactFilterValues, isRangeField, type FilterField, type FilterValues } from '../FilterBar/filterFields';

/** A sort on one column. */
export interface TableSort {
  id: string;
  desc: boolean;
}

/** The table's own state: which page, how many rows a page, which sort. */
export interface TableQuery {
  /** 1-based. */
  page: number;
  pageSize: number;
  sort: TableSort | null;
}

/** Everything a server list call needs; what a list page keeps in its URL query. */
export interface ListQuery extends TableQuery {
  filters: FilterValues;
}

export const pageSizeOptions = [10, 20, 50, 100] as const;

export const defaultTableQuery: TableQuery = { page: 1, pageSize: 20, sort: null };
export const defaultListQuery: ListQuery = { ...defaultTableQuery, filters: {} };

/** A header click's next sort: none → ascending → descending → none; another column starts ascending. */
export function nextSort(current: TableSort | null, columnId: string): TableSort | null {
  if (current?.id !== columnId) return { id: columnId, desc: false };
  return current.desc ? null : { id: columnId, desc: true };
}

function sameSort(a: TableSort | null, b: TableSort | null): boolean {
  return a === b || (a !== null && b !== null && a.id === b.id && a.desc === b.desc);
}

const rangeSeparator = '~';
const reservedParams = new Set(['page', 'size', 'sort']);

/**
 * The query as URL search parameters, leaving out what equals the defaults so a fresh list has
 * a clean URL: `page=2&size=50&sort=-createdAt&name=张&createdAt=2026-01-01~2026-01-31`.
 */
export function listQueryToSearchParams(query: ListQuery, defaults: ListQuery = defaultListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== defaults.page) params.set('page', String(query.page));
  if (query.pageSize !== defaults.pageSize) params.set('size', String(query.pageSize));
  // An empty sort parameter says "no sort" where the page's default would sort.
  if (!sameSort(query.sort, defaults.sort))
    params.set('sort', query.sort ? `${query.sort.desc ? '-' : ''}${query.sort.id}` : '');
  for (const [name, value] of Object.entries(compactFilterValues(query.filters))) {
    if (reservedParams.has(name)) continue;
    params.set(name, typeof value === 'string' ? value : value.join(rangeSeparator));
  }
  return params;
}

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && Number.isSafeInteger(value) ? value : null;
}

/**
 * Reads a query back from URL search parameters. Only the declared filter fields are read;
 * anything malformed (a page of "abc", a page size not offered) falls back to the default.
 */
export function listQueryFromSearchParams(
  params: URLSearchParams,
  fields: readonly FilterField[],
  defaults: ListQuery = defaultListQuery,
): ListQuery {
  const pageSize = positiveInteger(params.get('size'));
  const sortText = params.get('sort');
  const [, descMark, sortId] = (sortText === null ? null : /^(-?)([\w.]+)$/.exec(sortText)) ?? [];
  const filters: Record<string, string | readonly [string, string]> = {};
  for (const field of fields) {
    const raw = params.get(field.name);
    if (raw === null) continue;
    if (isRangeField(field)) {
      const [from = '', to = ''] = raw.split(rangeSeparator);
      filters[field.name] = [from, to];
    } else {
      filters[field.name] = raw;
    }
  }
  return {
    page: positiveInteger(params.get('page')) ?? defaults.page,
    pageSize:
      pageSize !== null && (pageSizeOptions as readonly number[]).includes(pageSize) ? pageSize : defaults.pageSize,
    sort: sortText === '' ? null : sortId ? { id: sortId, desc: descMark === '-' } : defaults.sort,
    filters: compactFilterValues(filters),
  };
}

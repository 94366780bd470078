import type { EndpointName, RequestParams } from '@vending/contract';
import { and, asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DataScope } from '../auth/data-scope';
import type { Database } from '../db/database';
import { jsonRowReader } from './json-rows';
import { keysetBatches, type KeysetOrder } from './keyset';
import { DEEP_PAGE_OFFSET, keptCountPages, pagedQuery, pageRows, type Page } from './paged-query';
import { countAndSums, type TotalOf, type Totals } from './totals';

/** The endpoints whose request pages: it has `page` and `size`. */
export type ListEndpointName = {
  [Name in EndpointName]: RequestParams<Name> extends { page: number; size: number } ? Name : never;
}[EndpointName];

/** A list request's filter params: all but paging. */
export type ListFilters<Name extends ListEndpointName> = Omit<RequestParams<Name>, 'page' | 'size'>;

/** Each filter param's condition; a param the request left out adds none. */
export type FilterConditions<Filters> = {
  [Param in keyof Filters]-?: (value: Exclude<Filters[Param], undefined>) => SQL | undefined;
};

export interface SortRequest<SortKey extends string> {
  by: SortKey;
  direction: 'asc' | 'desc';
}

/** A list whose rows carry no device, merchant, agent or order: pages alone govern it. */
export const NO_DIMENSION = 'no dimension';

/**
 * Which rows of a list a data scope keeps: one of the scope predicates of auth/scope.ts on the
 * column that carries the rows' device, merchant, agent or order; or NO_DIMENSION, said out
 * loud. Every declared list says one or the other (the scope sweep, http/scope.test.ts).
 */
export type Dimension = ((scope: DataScope) => SQL | undefined) | typeof NO_DIMENSION;

/** What a declared list does, within one data scope (or for all, when it has no dimension). */
export interface ListMethods<Name extends ListEndpointName, Row, SortKey extends string> {
  /** The condition of the filters (and the scope). */
  where(params: Partial<ListFilters<Name>>): SQL | undefined;
  /** One page of the filtered list and its total. */
  page(db: Database, params: RequestParams<Name>, sort?: SortRequest<SortKey>): Promise<Page<Row>>;
  /** One page of the filtered list, for a call that counts the list itself (with its sums). */
  pageRows(db: Database, params: RequestParams<Name>, sort?: SortRequest<SortKey>): Promise<Row[]>;
  /** The totals line of the filtered list: how many rows match and each of `sums` over them, in one statement. */
  totals<Sums extends Record<string, TotalOf>>(
    db: Database,
    params: Partial<ListFilters<Name>>,
    sums: Sums,
  ): Promise<Totals<Sums>>;
  /** The whole filtered list (up to `maxRows`) in the declared order, batch by batch. */
  batches(db: Database, params: Partial<ListFilters<Name>>, maxRows: number): AsyncGenerator<Row[], void, undefined>;
}

/** A list with a dimension: its methods exist only within a caller's data scope. */
export interface ScopedList<Name extends ListEndpointName, Row, SortKey extends string> {
  in(scope: DataScope): ListMethods<Name, Row, SortKey>;
}

export interface ListDeclaration<
  Name extends ListEndpointName,
  Fields extends SelectedFields,
  Place extends Record<string, SQL>,
  SortKey extends string,
> {
  from: PgTable;
  /** The rows a caller's data scope keeps, or NO_DIMENSION. */
  dimension: Dimension;
  /** The rows the list is about at all, whatever its filters (the trail's security events). */
  scope?: SQL;
  select: Fields;
  filters: FilterConditions<ListFilters<Name>>;
  /** The order without a sort request, and the one batches are read in. */
  order: KeysetOrder<Place>;
  /** The columns a request may sort by, under the names the API uses; nothing else sorts. */
  sortable?: Record<SortKey, PgColumn>;
  /**
   * Large lists: the unfiltered total is the row count the database keeps for the table in
   * table_row_counts when it keeps one (triggers of migration 0014; a count otherwise), and a
   * deep page in the declared order starts from its first row, found by the order's columns
   * alone (lists/paged-query.ts).
   */
  large?: boolean;
}

/**
 * A list endpoint as a declaration: what it reads, each filter's condition, its order and
 * what may be sorted by. Paging, counting and export batches follow from it. The first
 * argument names the list call, so that every filter param of its request must have a condition.
 */
export function declareList<
  Name extends ListEndpointName,
  Fields extends SelectedFields,
  Place extends Record<string, SQL>,
  D extends Dimension,
  SortKey extends string = never,
>(
  _endpoint: Name,
  declaration: ListDeclaration<Name, Fields, Place, SortKey> & { dimension: D },
): D extends typeof NO_DIMENSION
  ? ListMethods<Name, SelectResultFields<Fields>, SortKey>
  : ScopedList<Name, SelectResultFields<Fields>, SortKey> {
  const { dimension } = declaration;
  const unscoped = listMethods<Name, Fields, Place, SortKey>(declaration, undefined);
  const list =
    dimension === NO_DIMENSION
      ? unscoped
      : {
          in: (dataScope: DataScope) => {
            const condition = dimension(dataScope);
            return condition === undefined
              ? unscoped
              : listMethods<Name, Fields, Place, SortKey>(declaration, condition);
          },
        };
  // The two shapes are the two branches of the declared return type.
  return list as D extends typeof NO_DIMENSION
    ? ListMethods<Name, SelectResultFields<Fields>, SortKey>
    : ScopedList<Name, SelectResultFields<Fields>, SortKey>;
}

/** The list's methods with `inScope` (a data scope's condition) added to every statement. */
function listMethods<
  Name extends ListEndpointName,
  Fields extends SelectedFields,
  Place extends Record<string, SQL>,
  SortKey extends string,
>(
  declaration: ListDeclaration<Name, Fields, Place, SortKey>,
  inScope: SQL | undefined,
): ListMethods<Name, SelectResultFields<Fields>, SortKey> {
  const { from, scope, select, filters, order, sortable, large } = declaration;
  type Row = SelectResultFields<Fields>;

  function where(params: Partial<ListFilters<Name>>): SQL | undefined {
    const conditions = Object.entries(filters) as [string, (value: unknown) => SQL | undefined][];
    return and(
      scope,
      inScope,
      ...conditions.map(([param, condition]) => {
        const value = (params as Record<string, unknown>)[param];
        return value === undefined ? undefined : condition(value);
      }),
    );
  }

  function sortColumn(sort: SortRequest<SortKey> | undefined): PgColumn | undefined {
    // Only a declared column sorts; the declared order follows to break ties.
    return sort && sortable && Object.hasOwn(sortable, sort.by) ? sortable[sort.by] : undefined;
  }

  function orderBy(sort: SortRequest<SortKey> | undefined): (PgColumn | SQL)[] {
    const column = sortColumn(sort);
    if (!column) return order.orderBy;
    return [sort?.direction === 'asc' ? asc(column) : desc(column), ...order.orderBy];
  }

  function pageQuery(params: RequestParams<Name>, sort: SortRequest<SortKey> | undefined) {
    const { page, size, ...filterParams } = params as { page: number; size: number };
    return {
      select,
      from,
      where: where(filterParams as Partial<ListFilters<Name>>),
      orderBy: orderBy(sort),
      page,
      size,
      keysetColumns: large && !sortColumn(sort) ? order.columns : undefined,
      keptCount: large,
    };
  }

  // A large list's unfiltered first pages (the page as it opens): one prepared statement.
  // (A scoped list is never unfiltered: its scope is its condition.)
  const unfilteredPage =
    large && inScope === undefined ? keptCountPages({ select, from, orderBy: order.orderBy }) : undefined;

  return {
    where,

    page(db: Database, params: RequestParams<Name>, sort?: SortRequest<SortKey>): Promise<Page<Row>> {
      const query = pageQuery(params, sort);
      if (unfilteredPage && query.where === undefined && !sortColumn(sort)) {
        const offset = (query.page - 1) * query.size;
        if (offset < DEEP_PAGE_OFFSET) return unfilteredPage(db, query.page, query.size);
      }
      return pagedQuery(db, query);
    },

    pageRows(db: Database, params: RequestParams<Name>, sort?: SortRequest<SortKey>): Promise<Row[]> {
      return pageRows(db, pageQuery(params, sort));
    },

    totals<Sums extends Record<string, TotalOf>>(
      db: Database,
      params: Partial<ListFilters<Name>>,
      sums: Sums,
    ): Promise<Totals<Sums>> {
      return countAndSums(db, { from, where: where(params), sums });
    },

    batches(db: Database, params: Partial<ListFilters<Name>>, maxRows: number): AsyncGenerator<Row[], void, undefined> {
      const condition = where(params);
      // Typed as any selection: drizzle's builder types do not resolve over a type parameter.
      const fields: SelectedFields = { ...select, ...order.place };
      // Each row as one JSON array when every field reads back exactly from it (json-rows.ts).
      const asJson = jsonRowReader(select, order.place);
      return keysetBatches({
        maxRows,
        fetch: async (cursor: SelectResultFields<Place> | undefined, limit) => {
          const read = await db
            .select(asJson ? { row: asJson.column } : fields)
            .from(from)
            .where(cursor === undefined ? condition : and(condition, order.after(cursor)))
            .orderBy(...order.orderBy)
            .limit(limit);
          const rows = asJson ? read.map(({ row }) => asJson.decode(row)) : read;
          return rows as (Row & SelectResultFields<Place>)[];
        },
        cursorOf: (row) =>
          Object.fromEntries(
            Object.keys(order.place).map((key) => [key, (row as Record<string, unknown>)[key]]),
          ) as SelectResultFields<Place>,
      });
    },
  };
}

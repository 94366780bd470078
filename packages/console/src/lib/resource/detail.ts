import type { AnswerData, EndpointName, RequestInput } from '@vending/contract';
import type { MenuPath } from '@vending/contract/menu';
import type {
  AnyRow,
  ColumnDeclaration,
  DeclaredColumn,
  NamesOfRow,
  PageNames,
  PageNamespace,
  SectionDeclaration,
  WideNames,
} from './kinds/kind';

export type { TimelineEntry } from './kinds/sections/timeline';

/*
 * A record's detail as a declaration: cards of sections (fields formatted by the list's column
 * kinds, a table of lines, a timeline, a flow's actions; kinds/sections/), drawn by
 * `DetailPage` on a page of its own (`?id=`) or by the `detail` row action in a drawer. Words
 * come from the page's namespace (see declaration.ts): field labels `<namespace>.fields.<field>`,
 * card and section titles `<namespace>.<title>`, and for a page `<namespace>.noId` / `.back`.
 */

/** A card of the detail: its title `<namespace>.<title>` (none: no heading) and its sections. */
export interface DetailCard<N extends PageNames> {
  title?: string;
  /** Its content meets its edges (a table). */
  flush?: boolean;
  sections: readonly SectionDeclaration<N>[];
}

/** Calls reading one record by one id parameter. */
type RecordCallTaking<Id extends string> = {
  [Name in EndpointName]: [Id] extends [keyof RequestInput<Name>]
    ? AnswerData<Name> extends AnyRow
      ? AnswerData<Name> extends { rows: readonly unknown[] }
        ? never
        : Name
      : never
    : never;
}[EndpointName];

/** What the call answers: the record. */
type RecordOf<Get extends EndpointName> = AnswerData<Get> extends AnyRow ? AnswerData<Get> : never;

interface DetailPageShape<N extends PageNames, Get extends EndpointName, Id extends string> {
  namespace: PageNamespace;
  /** Reads the record; `?id=` fills its parameter `id`. */
  get: Get;
  id: Id;
  /** The route's words (`routes.<route>`): the page's heading, with the record's id. */
  route: string;
  /** The list the page is opened from: linked when the address names no record. */
  listPath: MenuPath;
  cards: readonly DetailCard<N>[];
}

export type DeclaredDetailPage = DetailPageShape<WideNames, EndpointName, string>;

/** Declares a detail page: TypeScript checks its call, id and every field against the contract. */
export function detailPage<Id extends string, Get extends RecordCallTaking<Id>>(
  definition: DetailPageShape<NamesOfRow<RecordOf<Get>, Id>, Get, Id>,
): DeclaredDetailPage {
  return definition;
}

/** A table section's columns, checked against its line's type. */
export function detailColumns<Line extends AnyRow>(
  columns: readonly ColumnDeclaration<NamesOfRow<Line, string>>[],
): readonly DeclaredColumn[] {
  return columns;
}

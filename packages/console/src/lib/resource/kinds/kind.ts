import type { AnswerData, EndpointName, RequestInput, SessionManagerInfo } from '@vending/contract';
import type { Currency, DataTableColumn, FilterField, ListQuery } from '@vending/ui';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Messages } from '../../../i18n/zh';
import type { FormFieldDeclaration } from '../formFields';
import { fieldHeader } from '../fieldLabel';

/*
 * The page kinds' registry. A kind is one module under columns/, filters/ or actions/ holding
 * its declaration's type (added to `ColumnKinds`, `FilterKinds` or `ActionKinds` below by
 * `declare module`), its renderer and the words it needs. `registry.ts` finds the modules, so
 * adding a kind is adding one file (and its test).
 *
 * Each declaration type is written once over a vocabulary of names (`PageNames`): a page's
 * declaration reads it with the names its list call allows (`NamesOf`), the renderer with
 * every name widened to text (`WideNames`), so what the renderer reads is derived, not copied.
 */

export type AnyRow = Record<string, unknown>;

/** List calls: their answer is a page of rows and the filtered total. */
export type ListEndpointName = {
  [Name in EndpointName]: AnswerData<Name> extends { rows: readonly unknown[]; total: number } ? Name : never;
}[EndpointName];
export type RowOf<Name extends ListEndpointName> =
  AnswerData<Name> extends { rows: readonly (infer Row extends AnyRow)[] } ? Row : never;
export type RowField<Name extends ListEndpointName> = keyof RowOf<Name> & string;
/** A list call's request parameter other than paging. */
export type FilterParam<Name extends EndpointName> = Exclude<keyof RequestInput<Name>, 'page' | 'size'> & string;
export type FieldsOfType<Row, Type> = {
  [Key in keyof Row & string]: Row[Key] extends Type ? Key : never;
}[keyof Row & string];
/** Calls whose request takes every one of the given parameters. */
export type CallTaking<Params extends string> = {
  [Name in EndpointName]: [Params] extends [keyof RequestInput<Name>] ? Name : never;
}[EndpointName];

/** Calls taking no parameters that answer choices (`{ rows: [{ value, label }] }`): a select's options. */
export type OptionsCall = {
  [Name in EndpointName]: Record<never, never> extends RequestInput<Name>
    ? AnswerData<Name> extends { rows: readonly { value: number | string; label: string }[] }
      ? Name
      : never
    : never;
}[EndpointName];

/** The language files' sections holding a page's words. */
export type PageNamespace = {
  [Key in keyof Messages]: Messages[Key] extends { fields: Record<string, string> } ? Key : never;
}[keyof Messages];

/** What declarations may consult at run time. */
export interface PageContext {
  t: TFunction;
  /** The logged-in administrator. */
  self: SessionManagerInfo | undefined;
  /** The currency money is shown in (the business's setting). */
  currency: Currency;
}

/**
 * A function of a row. Written as a method so that a page's function of its own row type is
 * also a function of the renderer's any-row (the parameter is compared both ways, as for methods).
 */
export type OfRow<Row, Result> = { of(row: Row, page: PageContext): Result }['of'];

/** The names a declaration may use: fields by type, and the calls that take the row id. */
export interface PageNames {
  row: AnyRow;
  id: string;
  /** Text fields (what names a row). */
  label: string;
  /** Fields shown as text (text, numbers, nothing). */
  text: string;
  number: string;
  /** Numbers or nothing (an amount only one side has). */
  nullableNumber: string;
  /** Text or nothing (times, pictures). */
  nullableText: string;
  /** 0 / 1 fields: the spec's enabled flags. */
  flag: string;
  /** The list call's parameters other than paging. */
  filter: string;
  /** Calls taking the row id (remove, a one-call form). */
  idCall: EndpointName;
  /** Calls taking the row id and an action (a status flow's transition). */
  transitCall: EndpointName;
  /** Per flag field, the calls taking the row id and that field. */
  flagCall: Record<string, EndpointName>;
}

/** The names a row type allows, with its id and the parameters its filters may fill. */
export interface NamesOfRow<Row extends AnyRow, Id extends string, Filter extends string = never> {
  row: Row;
  id: Id;
  label: FieldsOfType<Row, string>;
  text: FieldsOfType<Row, string | number | null>;
  number: FieldsOfType<Row, number>;
  /** A number that may be absent (an amount only one side of a reconciliation has). */
  nullableNumber: FieldsOfType<Row, number | null>;
  nullableText: FieldsOfType<Row, string | null>;
  flag: FieldsOfType<Row, 0 | 1>;
  filter: Filter;
  idCall: CallTaking<Id>;
  transitCall: CallTaking<Id | 'action'>;
  flagCall: { [Field in FieldsOfType<Row, 0 | 1>]: CallTaking<Id | Field> };
}

/** The names a page's list call allows. */
export type NamesOf<Name extends ListEndpointName, Id extends string> = NamesOfRow<RowOf<Name>, Id, FilterParam<Name>>;

/** Every name widened to text: what the renderer reads. */
export interface WideNames {
  row: AnyRow;
  id: string;
  label: string;
  text: string;
  number: string;
  nullableNumber: string;
  nullableText: string;
  flag: string;
  filter: string;
  idCall: EndpointName;
  transitCall: EndpointName;
  flagCall: Record<string, EndpointName>;
}

/** A column's width and sorting; absent values keep the table's defaults. */
export interface ColumnLayout {
  /** Its header is `<namespace>.fields.<label>` rather than the field's own (two amounts of one page). */
  label?: string;
  width?: number;
  minWidth?: number;
  /** Sent to the server as the sort key; only for fields the list call sorts by. */
  sortable?: boolean;
}

/* eslint-disable @typescript-eslint/no-unused-vars, @typescript-eslint/no-empty-object-type -- the kinds' modules add their members, which use N */
/** Column kinds by name; each kind's module adds its declaration here. */
export interface ColumnKinds<N extends PageNames> {}
/** Filter kinds by name: each names the request parameter(s) it fills. */
export interface FilterKinds<N extends PageNames> {}
/** Row action kinds by what they open. */
export interface ActionKinds<N extends PageNames> {}
/* eslint-enable @typescript-eslint/no-unused-vars, @typescript-eslint/no-empty-object-type */

export type ColumnKindName = keyof ColumnKinds<WideNames> & string;
export type FilterKindName = keyof FilterKinds<WideNames> & string;
export type ActionKindName = keyof ActionKinds<WideNames> & string;

export type ColumnDeclaration<N extends PageNames, Kind extends ColumnKindName = ColumnKindName> = {
  [K in Kind]: { kind: K } & ColumnKinds<N>[K];
}[Kind];
export type FilterDeclaration<N extends PageNames, Kind extends FilterKindName = FilterKindName> = {
  [K in Kind]: { kind: K } & FilterKinds<N>[K];
}[Kind];
export type ActionDeclaration<N extends PageNames, Kind extends ActionKindName = ActionKindName> = {
  [K in Kind]: {
    /** Names the action: its label is `<namespace>.actions.<key>` unless its kind says otherwise. */
    key: string;
    opens: K;
    disabled?: OfRow<N['row'], boolean>;
    /**
     * Whether the logged-in administrator is offered the action at all (a withdrawal's review
     * only to the platform's accounts, not to an agent account); undefined: everyone the page's
     * level allows.
     */
    offeredTo?: (self: SessionManagerInfo | undefined) => boolean;
  } & ActionKinds<N>[K];
}[Kind];

export type DeclaredColumn<Kind extends ColumnKindName = ColumnKindName> = ColumnDeclaration<WideNames, Kind>;
export type DeclaredFilter<Kind extends FilterKindName = FilterKindName> = FilterDeclaration<WideNames, Kind>;
export type DeclaredAction<Kind extends ActionKindName = ActionKindName> = ActionDeclaration<WideNames, Kind>;

/** A confirmation, then a call; false when the user declined or the call failed (it said why). */
export interface ConfirmedCall {
  title: string;
  description?: string;
  variant?: 'default' | 'danger';
  call: EndpointName;
  request: Record<string, unknown>;
  /** Told on success. */
  done: string;
  /** Told when the call starts (after the confirmation) and ends: a button may wait meanwhile. */
  calling?: (calling: boolean) => void;
}

/**
 * A dialog a kind opens: drawn until it calls `close`, or `saved` (tells, closes, reloads);
 * `changed` tells and reloads the list behind it while it stays open (one of several saved).
 */
export type OpenDialog = (props: {
  close: () => void;
  saved: (message?: string) => void;
  changed: (message?: string) => void;
}) => ReactNode;

/** What a kind may use of the page it is drawn on. */
export interface PageRuntime extends PageContext {
  namespace: PageNamespace;
  rowId: string;
  labelOf: (row: AnyRow) => string;
  /** A word that a page may leave out: undefined when it has none. */
  optional: (key: string, values?: Record<string, unknown>) => string | undefined;
  confirmedCall: (call: ConfirmedCall) => Promise<boolean>;
  /** Redraws the rows the change matched without asking the server again. */
  replaceRow: (replace: (row: AnyRow) => AnyRow) => void;
  reload: () => void;
  open: (dialog: OpenDialog) => void;
  /** Opens the page's edit form on the row. */
  edit: (row: AnyRow) => void;
  navigate: (to: { pathname: string; search?: string }) => void;
  /** Whether the administrator may open a page of the console (its permission is held). */
  mayOpen: (path: string) => boolean;
  /**
   * The page is held at 查看 (view): no write is offered (no create, edit, remove, bulk or
   * toolbar dialog; switches read-only; row menus without writes).
   */
  readOnly: boolean;
  /** The page's form calls (update, create) and list call: a column of a field one of them takes is labelled as it labels it. */
  labelCalls?: readonly EndpointName[];
}

/** The header, id and layout of a column naming a field. */
export function fieldColumn(
  declared: { field: string } & ColumnLayout,
  page: Pick<PageRuntime, 't' | 'namespace' | 'labelCalls'>,
) {
  const { field, label = field, width, minWidth, sortable } = declared;
  return {
    id: field,
    header: fieldHeader(page.t, page.namespace, label, page.labelCalls),
    ...(width !== undefined && { width }),
    ...(minWidth !== undefined && { minWidth }),
    ...(sortable !== undefined && { sortable }),
  };
}

/** What a record's detail (a page or a drawer) offers the kinds it draws. */
export interface DetailRuntime extends PageContext {
  namespace: PageNamespace;
  /** How many times the record was read again: a section holding its own call reads with it. */
  version: number;
  /** Reads the record again (after an action moved it). */
  reload: () => void;
}

export interface ColumnKind<Kind extends ColumnKindName = ColumnKindName> {
  kind: Kind;
  column(declared: DeclaredColumn<Kind>, page: PageRuntime): DataTableColumn<AnyRow>;
  /**
   * The field of one record outside a table (a detail's description), formatted as its cell
   * but never cut: a description wraps where a cell would end in an ellipsis.
   */
  value(declared: DeclaredColumn<Kind>, record: AnyRow, page: DetailRuntime): ReactNode;
  /** The words it cannot do without, beside its header (`<namespace>.fields.<field>`). */
  words(declared: DeclaredColumn<Kind>, namespace: string): string[];
}

/** Options a call answered, by call. */
/** Options a call answered, by call; a description tells same-named options apart. */
export type LoadedOptions = Readonly<
  Record<string, readonly { value: number | string; label: string; description?: string }[]>
>;

export interface FilterKind<Kind extends FilterKindName = FilterKindName> {
  kind: Kind;
  /** Its URL key; the contract labels it when it is a request parameter, else `<namespace>.fields.<name>` does. */
  name(declared: DeclaredFilter<Kind>): string;
  field(
    declared: DeclaredFilter<Kind>,
    page: {
      t: TFunction;
      namespace: string;
      loaded: LoadedOptions;
      /** A request parameter's label: the contract's (../fieldLabel.ts), as the server names it. */
      label: (param: string) => string;
    },
  ): FilterField;
  /** The filter bar's values as the call's parameters. */
  params(declared: DeclaredFilter<Kind>, filters: ListQuery['filters']): Record<string, unknown>;
  words(declared: DeclaredFilter<Kind>, namespace: string): string[];
  /** The call answering its options, if any. */
  optionsCall?(declared: DeclaredFilter<Kind>): EndpointName;
}

export interface ActionKind<Kind extends ActionKindName = ActionKindName> {
  opens: Kind;
  label(declared: DeclaredAction<Kind>, page: { t: TFunction; namespace: string }): string;
  /** Whether the list offers the action at all (a page only to who may open it): else no row shows it. */
  available?(declared: DeclaredAction<Kind>, page: PageRuntime): boolean;
  /** Whether the action changes something (undefined: it does); a page held at 查看 offers none that does. */
  writes?(declared: DeclaredAction<Kind>): boolean;
  /** Whether the row is offered the action (a flow's action only where the state allows it). */
  offered?(declared: DeclaredAction<Kind>, row: AnyRow): boolean;
  select(declared: DeclaredAction<Kind>, row: AnyRow, page: PageRuntime): void;
  words(declared: DeclaredAction<Kind>, namespace: string): string[];
  /** The forms it opens, whose fields' words are checked with the page's (wordsOf.ts). */
  forms?(
    declared: DeclaredAction<Kind>,
  ): readonly { call: EndpointName; fields: readonly FormFieldDeclaration<string>[] }[];
}

/* eslint-disable @typescript-eslint/no-unused-vars, @typescript-eslint/no-empty-object-type -- the kinds' modules add their members, which use N */
/** A record's detail sections by kind (fields, a table of lines, a timeline, flow actions). */
export interface SectionKinds<N extends PageNames> {}
/* eslint-enable @typescript-eslint/no-unused-vars, @typescript-eslint/no-empty-object-type */

export type SectionKindName = keyof SectionKinds<WideNames> & string;
export type SectionDeclaration<N extends PageNames, Kind extends SectionKindName = SectionKindName> = {
  [K in Kind]: { kind: K } & SectionKinds<N>[K];
}[Kind];
export type DeclaredSection<Kind extends SectionKindName = SectionKindName> = SectionDeclaration<WideNames, Kind>;

export interface SectionKind<Kind extends SectionKindName = SectionKindName> {
  kind: Kind;
  /** Draws the section of one record; a component, so that a section may hold state (a dialog). */
  Section: (props: { declared: DeclaredSection<Kind>; record: AnyRow; page: DetailRuntime }) => ReactNode;
  words(declared: DeclaredSection<Kind>, namespace: string): string[];
}

/** The field a column shows, or a computed column's id: its label's key. */
export function fieldNameOf(declared: DeclaredColumn): string {
  return 'field' in declared ? declared.field : declared.id;
}

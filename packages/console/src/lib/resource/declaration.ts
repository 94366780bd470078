import type { AnswerData, EndpointName, RequestInput, SessionManagerInfo } from '@vending/contract';
import type { MenuPath } from '@vending/contract/menu';
import type { ReactNode } from 'react';
import type { FormFieldDeclaration } from './formFields';
import type {
  ActionDeclaration,
  AnyRow,
  ColumnDeclaration,
  FilterDeclaration,
  FilterParam,
  ListEndpointName,
  NamesOf,
  OfRow,
  PageContext,
  PageNames,
  PageNamespace,
  RowField,
  WideNames,
} from './kinds/kind';

export type { FormControl, FormFieldDeclaration } from './formFields';
export type { RowDialogProps } from './kinds/actions/dialog';
export type { ListEndpointName, OptionsCall, PageContext, PageNamespace, RowField, RowOf } from './kinds/kind';

/*
 * A list page as a declaration, checked against the contract at compile time: its list call,
 * the row id, filters naming request parameters, columns naming row fields, the calls that
 * write and export. `ResourcePage` renders it. The filters, columns and row actions are kinds,
 * one module each under kinds/ (see kinds/kind.ts). Words come from the page's namespace in the
 * language files by convention (see docs/ADDING-A-PAGE.md):
 *   <namespace>.fields.<name>        column headers; labels of filters and form fields that are no
 *                                    request parameter (a request parameter's label is the
 *                                    contract's, contract/src/fieldLabels.ts: see fieldLabel.ts)
 *   <namespace>.placeholders.<name>  optional filter and form placeholders
 *   <namespace>.help.<name>          optional help under a form field
 *   <namespace>.rules.<name>         the message of a field's pattern (required when it has one)
 *   <namespace>.options.<name>.<v>   a select filter's, an enum column's options
 *   <namespace>.flag.*               enable / disable confirmation (see kinds/columns/flag.tsx)
 *   <namespace>.actions.<key>        a row action's label, dialog title; `<key>For` and `<key>Done`
 *   <namespace>.create, .edit        the create button and dialog title, the edit dialog title
 *   <namespace>.totals.<field>       a total's label (see `totals`)
 *   <namespace>.bulk.<key>           a bulk action's button; `<key>Confirm` ({{count}}) and `<key>Done` (the answer's fields);
 *                                    with `fields`, also the title of the dialog asking for them
 *   <namespace>.toolbar.<key>        a toolbar dialog's or link's button (`toolbarDialogs`, `toolbarLinks`)
 */

/** The totals a list call answers beside its page (`{ rows, total, totals }`), by field. */
export type TotalsOf<Name extends ListEndpointName> =
  AnswerData<Name> extends { totals: infer Totals } ? Totals : never;
/** A total shown above the table: a count, or money in minor units. */
export interface TotalDeclaration<Field extends string> {
  field: Field;
  kind: 'count' | 'money';
}

/** File calls whose parameters are all filters of the list: the export of what the list shows. */
export type ExportOf<Name extends ListEndpointName> = {
  [Export in EndpointName]: AnswerData<Export> extends Blob
    ? [Exclude<keyof RequestInput<Export> & string, FilterParam<Name>>] extends [never]
      ? Export
      : never
    : never;
}[EndpointName];

/** A call's request parameters; none for a call not declared (never). */
type ParamOf<Name extends EndpointName> = [Name] extends [never] ? never : keyof RequestInput<Name> & string;

// Forms: one set of fields for create and edit; values go to the calls as they are named.
export interface FormDeclaration<Create extends EndpointName, Update extends EndpointName, Param extends string> {
  /** Creates a record from the form's values (the `<namespace>.create` button opens it). */
  create?: Create;
  /** Saves an edited record: the row id and the form's values (the `edit` row action opens it). */
  update?: Update;
  fields: readonly FormFieldDeclaration<Param>[];
}

/** A request parameter of a call that takes a list (of ids). */
type ListParamOf<Name extends EndpointName> = {
  [Key in keyof RequestInput<Name> & string]-?: NonNullable<RequestInput<Name>[Key]> extends readonly unknown[]
    ? Key
    : never;
}[keyof RequestInput<Name> & string];

interface BulkActionShape<Call extends EndpointName, IdsParam extends string, Params, Param extends string> {
  key: string;
  call: Call;
  idsParam: IdsParam;
  params?: Params;
  /**
   * Parameters asked for in a dialog before the call (the release pushed to the selected
   * devices), instead of the plain confirmation: its title is `<key>`, its description
   * `<key>Confirm` ({{count}}), and `<key>Done` ({{count}}) tells when it is saved.
   */
  fields?: readonly FormFieldDeclaration<Param>[];
  /** The button's look: danger for what takes goods away. */
  variant?: 'default' | 'danger';
}

/**
 * An action on the rows selected in the table (put on shelf, add to the goods list…): asks
 * first (`<namespace>.bulk.<key>Confirm` with {{count}}), sends the selected ids as `idsParam`
 * beside `params`, then tells `<namespace>.bulk.<key>Done` (interpolated with the answer's
 * fields), clears the selection and reloads. The table offers row selection when a page has one.
 */
export type BulkActionDeclaration = {
  [Name in EndpointName]: [ListParamOf<Name>] extends [never]
    ? never
    : BulkActionShape<
        Name,
        ListParamOf<Name>,
        Omit<RequestInput<Name>, ListParamOf<Name>>,
        Exclude<keyof RequestInput<Name> & string, ListParamOf<Name>>
      >;
}[EndpointName];
export type DeclaredBulkAction = BulkActionShape<EndpointName, string, Record<string, unknown>, string>;

/** A button above the table opening another page (the activity list's 推送新活动). */
export interface ToolbarLinkDeclaration {
  /** Its button's label is `<namespace>.toolbar.<key>`. */
  key: string;
  path: MenuPath;
}

/** A button above the table opening a dialog about the whole list (reorder the categories). */
export interface ToolbarDialogDeclaration {
  /** Its button's label is `<namespace>.toolbar.<key>`. */
  key: string;
  dialog: (props: { close: () => void; saved: (message?: string) => void }) => ReactNode;
  /** Whether the logged-in administrator is offered it (an agent account's own application); undefined: everyone. */
  offeredTo?: (self: SessionManagerInfo | undefined) => boolean;
}

/** A list page over some names: the page's own (`ListPageDefinition`) or every one widened (`DeclaredListPage`). */
interface ListPageShape<
  N extends PageNames,
  List extends ListEndpointName,
  Id extends string,
  Form extends FormDeclaration<EndpointName, EndpointName, string>,
  Export extends EndpointName,
  Totals extends readonly TotalDeclaration<string>[],
  Bulk extends DeclaredBulkAction,
> {
  /** The language files' section with this page's words; also the key of remembered column widths. */
  namespace: PageNamespace;
  list: List;
  rowId: Id;
  /**
   * Names a row to people: confirmations, switches, the actions menu. A text field, or words
   * made from the row where no field names it (an amount, a date).
   */
  rowLabel: N['label'] | OfRow<N['row'], string>;
  filters?: readonly FilterDeclaration<N>[];
  columns: readonly ColumnDeclaration<N>[];
  form?: Form;
  actions?: readonly ActionDeclaration<N>[];
  /** Width of the actions column in px, when its buttons need more than the default. */
  actionsWidth?: number;
  /** The spreadsheet of the current filters. */
  export?: Export;
  /** Totals of every row the filter matches (not only the page), from the answer's `totals`. */
  totals?: Totals;
  /** Actions on the selected rows; the table offers row selection when there are any. */
  bulkActions?: readonly Bulk[];
  toolbarDialogs?: readonly ToolbarDialogDeclaration[];
  toolbarLinks?: readonly ToolbarLinkDeclaration[];
  /**
   * The rows follow what the server learns without a reload (devices' reports): the page asks
   * again every LIVE_REFRESH_MS while visible, keeping filters, page, scroll and the rows on screen.
   */
  live?: boolean;
}

export type ListPageDefinition<
  Name extends ListEndpointName,
  Id extends RowField<Name>,
  Create extends EndpointName,
  Update extends EndpointName,
> = ListPageShape<
  NamesOf<NoInfer<Name>, NoInfer<Id>>,
  Name,
  Id,
  FormDeclaration<Create, Update, ParamOf<Create> | ParamOf<Update>>,
  ExportOf<Name>,
  [TotalsOf<NoInfer<Name>>] extends [never]
    ? never
    : readonly TotalDeclaration<keyof TotalsOf<NoInfer<Name>> & string>[],
  BulkActionDeclaration
>;

/** What the renderer reads: the same declaration with its names widened to text. */
export type DeclaredListPage = ListPageShape<
  WideNames,
  ListEndpointName,
  string,
  FormDeclaration<EndpointName, EndpointName, string>,
  EndpointName,
  readonly TotalDeclaration<string>[],
  DeclaredBulkAction
>;

/** What a bulk action sends: the selected ids (numbers when the ids are digits) beside its parameters. */
export function bulkRequestOf(action: DeclaredBulkAction, selectedRowIds: readonly string[]): Record<string, unknown> {
  const ids = selectedRowIds.map((id) => (/^\d+$/.test(id) ? Number(id) : id));
  return { ...action.params, [action.idsParam]: ids };
}

/** Declares a list page: TypeScript checks every name in it against the contract. */
export function listPage<
  Name extends ListEndpointName,
  Id extends RowField<Name>,
  Create extends EndpointName = never,
  Update extends EndpointName = never,
>(definition: ListPageDefinition<Name, Id, Create, Update>): DeclaredListPage {
  return definition;
}

// Settings pages: one record read by one call and saved by another.

/** Calls that need no parameters and answer a record: what a settings page reads. */
type RecordCall = {
  [Name in EndpointName]: Record<never, never> extends RequestInput<Name>
    ? AnswerData<Name> extends Record<string, unknown>
      ? AnswerData<Name> extends { rows: readonly unknown[] }
        ? never
        : Name
      : never
    : never;
}[EndpointName];

interface SettingsPageShape<Get extends EndpointName, Save extends EndpointName, Param extends string> {
  namespace: PageNamespace;
  /** Reads the record; its fields fill the form. */
  get: Get;
  /** Saves the form's values. */
  save: Save;
  /** Each names a parameter of the save call that the record also has. */
  fields: readonly FormFieldDeclaration<Param>[];
}
export type DeclaredSettingsPage = SettingsPageShape<EndpointName, EndpointName, string>;

/** Declares a settings page: TypeScript checks its calls and fields against the contract. */
export function settingsPage<Get extends RecordCall, Save extends EndpointName>(
  definition: SettingsPageShape<Get, Save, ParamOf<Save> & keyof AnswerData<Get>>,
): DeclaredSettingsPage {
  return definition;
}

/** How a row is named to people (see `rowLabel`). */
export function rowLabelOf(page: DeclaredListPage, row: AnyRow, context: PageContext): string {
  if (typeof page.rowLabel === 'function') return page.rowLabel(row, context);
  const value = row[page.rowLabel];
  return value === null || value === undefined ? '' : String(value);
}

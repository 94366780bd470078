import type { AnswerData, EndpointName, ManagerInfo, RequestInput } from '@vending/contract';
import type { MenuPath } from '@vending/contract/menu';
import type { FlowInput, StatusFlowName, statusFlows } from '@vending/contract/statusFlows';
import type { Currency, DataTableColumn, DialogSize, FieldControlProps } from '@vending/ui';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Messages } from '../../i18n/zh';

/*
 * A list page as a declaration, checked against the contract at compile time: its list call,
 * the row id, filters naming request parameters, columns naming row fields, the calls that
 * write and export. `ResourcePage` renders it. Words come from the page's namespace in the
 * language files by convention (see docs/ADDING-A-PAGE.md):
 *   <namespace>.fields.<name>        filter labels, column headers, form labels
 *   <namespace>.placeholders.<name>  optional filter and form placeholders
 *   <namespace>.help.<name>          optional help under a form field
 *   <namespace>.rules.<name>         the message of a field's pattern (required when it has one)
 *   <namespace>.options.<name>.<v>   a select filter's options
 *   <namespace>.flag.*               enable / disable confirmation (see FlagColumn)
 *   <namespace>.actions.<key>        a row action's label, dialog title; `<key>For` and `<key>Done`
 *   <namespace>.create, .edit        the create button and dialog title, the edit dialog title
 *   <namespace>.totals.<field>       a total's label (see `totals`)
 *   <namespace>.bulk.<key>           a bulk action's button; `<key>Confirm` ({{count}}) and `<key>Done` (the answer's fields);
 *                                    with `fields`, also the title of the dialog asking for them
 *   <namespace>.toolbar.<key>        a toolbar dialog's or link's button (`toolbarDialogs`, `toolbarLinks`)
 */

/** List calls: their answer is a page of rows and the filtered total. */
export type ListEndpointName = {
  [Name in EndpointName]: AnswerData<Name> extends { rows: readonly unknown[]; total: number } ? Name : never;
}[EndpointName];
export type RowOf<Name extends ListEndpointName> =
  AnswerData<Name> extends { rows: readonly (infer Row)[] } ? Row : never;
export type RowField<Name extends ListEndpointName> = keyof RowOf<Name> & string;
/** The totals a list call answers beside its page (`{ rows, total, totals }`), by field. */
export type TotalsOf<Name extends ListEndpointName> =
  AnswerData<Name> extends { totals: infer Totals } ? Totals : never;
/** A total shown above the table: a count, or money in minor units. */
export interface TotalDeclaration<Field extends string> {
  field: Field;
  kind: 'count' | 'money';
}

/** Calls taking no parameters that answer choices (`{ rows: [{ value, label }] }`): a select's options. */
export type OptionsCall = {
  [Name in EndpointName]: Record<never, never> extends RequestInput<Name>
    ? AnswerData<Name> extends { rows: readonly { value: number | string; label: string }[] }
      ? Name
      : never
    : never;
}[EndpointName];

/** A list call's request parameter other than paging. */
export type FilterParam<Name extends EndpointName> = Exclude<keyof RequestInput<Name>, 'page' | 'size'> & string;

type FieldsOfType<Row, Type> = { [Key in keyof Row & string]: Row[Key] extends Type ? Key : never }[keyof Row & string];

/** Calls whose request takes every one of the given parameters. */
export type CallTaking<Params extends string> = {
  [Name in EndpointName]: [Params] extends [keyof RequestInput<Name>] ? Name : never;
}[EndpointName];

/** File calls whose parameters are all filters of the list: the export of what the list shows. */
export type ExportOf<Name extends ListEndpointName> = {
  [Export in EndpointName]: AnswerData<Export> extends Blob
    ? [Exclude<keyof RequestInput<Export> & string, FilterParam<Name>>] extends [never]
      ? Export
      : never
    : never;
}[EndpointName];

/** What declarations may consult at run time. */
export interface PageContext {
  t: TFunction;
  /** The logged-in administrator. */
  self: ManagerInfo | undefined;
  /** The currency money is shown in (the business's setting). */
  currency: Currency;
}

export type PageNamespace = {
  [Key in keyof Messages]: Messages[Key] extends { fields: Record<string, string> } ? Key : never;
}[keyof Messages];

// Filters: each names the request parameter(s) it fills; its URL key is the parameter's name.

export type FilterDeclaration<Name extends ListEndpointName> =
  | { kind: 'text'; param: FilterParam<Name> }
  /** The spec's enabled flag as a select of 启用 / 禁用. */
  | { kind: 'flag'; param: FilterParam<Name> }
  | { kind: 'select'; param: FilterParam<Name>; options: readonly string[] }
  /** A select whose options a call answers (the agents of a merchants list). */
  | { kind: 'options'; param: FilterParam<Name>; call: OptionsCall }
  /** A flow's states as a select; the value sent is the state's number. */
  | { kind: 'status'; param: FilterParam<Name>; flow: StatusFlowName }
  /** A date range filling two parameters; `name` is its URL key and its label's key. */
  | { kind: 'dateRange'; name: string; from: FilterParam<Name>; to: FilterParam<Name> };

// Columns: each names a row field of the fitting type; the header is `<namespace>.fields.<field>`.

interface ColumnLayout {
  width?: number;
  minWidth?: number;
  /** Sent to the server as the sort key; only for fields the list call sorts by. */
  sortable?: boolean;
}

type FlagColumn<Name extends ListEndpointName, Id extends string> = {
  [Field in FieldsOfType<RowOf<Name>, 0 | 1>]: {
    kind: 'flag';
    field: Field;
    /** The call that sets the flag; it takes the row id and the field. */
    update: CallTaking<Id | Field>;
    /** Rows whose switch may not be changed (the super administrator…). */
    disabled?: (row: RowOf<Name>, page: PageContext) => boolean;
  } & ColumnLayout;
}[FieldsOfType<RowOf<Name>, 0 | 1>];

export type ColumnDeclaration<Name extends ListEndpointName, Id extends string> =
  | ({
      kind: 'text';
      field: FieldsOfType<RowOf<Name>, string | number | null>;
      /** Custom content; the value still sorts. */
      render?: (row: RowOf<Name>, page: PageContext) => ReactNode;
    } & ColumnLayout)
  /** Minor units of money, shown with the currency. */
  | ({
      kind: 'money';
      field: FieldsOfType<RowOf<Name>, number>;
      /** The field holding the GST contained in the amount, shown under it. */
      gst?: FieldsOfType<RowOf<Name>, number>;
    } & ColumnLayout)
  | ({ kind: 'dateTime'; field: FieldsOfType<RowOf<Name>, string | null> } & ColumnLayout)
  | ({ kind: 'image'; field: FieldsOfType<RowOf<Name>, string | null> } & ColumnLayout)
  /** A flow's state (the field holds its number) as a coloured tag in words. */
  | ({ kind: 'status'; field: FieldsOfType<RowOf<Name>, number>; flow: StatusFlowName } & ColumnLayout)
  | FlagColumn<Name, Id>
  /** Anything else: any column of the ui's DataTable. */
  | { kind: 'custom'; column: (page: PageContext) => DataTableColumn<RowOf<Name>> };

// Forms: one set of fields for create and edit; values go to the calls as they are named.

/**
 * `money`: typed in major units with at most two decimals, sent as integer minor units (the
 * record's minor units are shown as major units when editing). `image`: an image upload whose
 * value is the uploaded file's URL.
 */
export type FormControl = 'text' | 'textarea' | 'phone' | 'newPassword' | 'select' | 'dateTime' | 'money' | 'image';

export interface FormFieldDeclaration<Param extends string> {
  name: Param;
  control: FormControl;
  /** The `select` control's options: a call answering them. */
  options?: OptionsCall;
  /** The `select` control's fixed options, labelled `<namespace>.options.<name>.<value>`. */
  choices?: readonly string[];
  /** Required even where the schema leaves it optional (what a transition needs). */
  required?: boolean;
  /** Draws the control itself (a picker the declared kinds do not cover): the escape hatch. */
  render?: (control: FieldControlProps) => ReactNode;
  /** The field's value from the record being edited (undefined when creating), when it is not the row's field of that name. */
  initialValue?: (row: Record<string, unknown> | undefined) => unknown;
  /** Its label's key under `<namespace>.fields` when not the parameter's name (新密码 for a reset). */
  label?: string;
  /** Editing: shown read-only (an identity such as the username) or not shown at all. */
  whenEditing?: 'readOnly' | 'hidden';
}

/** A call's request parameters; none for a call not declared (never). */
type ParamOf<Name extends EndpointName> = [Name] extends [never] ? never : keyof RequestInput<Name> & string;

export interface FormDeclaration<Create extends EndpointName, Update extends EndpointName> {
  /** Creates a record from the form's values (the `<namespace>.create` button opens it). */
  create?: Create;
  /** Saves an edited record: the row id and the form's values (the `edit` row action opens it). */
  update?: Update;
  fields: readonly FormFieldDeclaration<ParamOf<Create> | ParamOf<Update>>[];
}

/** A dialog that a row action opens when the declared kinds do not fit. */
export interface RowDialogProps<Row> {
  row: Row;
  close: () => void;
  /** Closes, tells (`common.saved` unless said otherwise) and reloads the list. */
  saved: (message?: string) => void;
}

export type RowActionDeclaration<Name extends ListEndpointName, Id extends string> = {
  /** Names the action: its label is `<namespace>.actions.<key>`. */
  key: string;
  disabled?: (row: RowOf<Name>, page: PageContext) => boolean;
} & (
  | { opens: 'edit' }
  /** A one-call form about the row (reset a password…): the call takes the row id and the fields. */
  | {
      opens: 'form';
      call: CallTaking<Id>;
      fields: readonly FormFieldDeclaration<string>[];
      size?: DialogSize;
    }
  | { opens: 'dialog'; dialog: (props: RowDialogProps<RowOf<Name>>) => ReactNode }
  /** Asks first, then sends the row id to a call (remove…); `<key>Confirm` and `<key>Done` are its words. */
  | { opens: 'confirm'; call: CallTaking<Id> }
  /** Opens another page of the console about the row: its path and query (the agent's merchants). */
  | { opens: 'page'; path: MenuPath; query: (row: RowOf<Name>) => Record<string, string> }
  | TransitionAction<Name, Id>
);

type FlowActions<Flow extends StatusFlowName> = (typeof statusFlows)[Flow]['actions'];
/** A flow's actions (the console has a control for every input: a reason, a text, a time). */
type ActionsWithControls<Flow extends StatusFlowName> = keyof FlowActions<Flow> & string;

/**
 * A status flow's action: offered only on rows whose state allows it; asks for confirmation,
 * or for what the action needs (a reason, a text), then sends the row id, the action and those
 * to the flow's transition call. Its label is the flow's word for the action.
 */
type TransitionAction<Name extends ListEndpointName, Id extends string> = {
  [Flow in StatusFlowName]: {
    opens: 'transition';
    flow: Flow;
    action: ActionsWithControls<Flow>;
    /** The row field holding the state's number. */
    statusField: FieldsOfType<RowOf<Name>, number>;
    call: CallTaking<Id | 'action'>;
    /** Inputs asked for besides what the action needs, left optional (an interview's note). */
    optional?: readonly FlowInput[];
    /** What the dialog says the action is about, under the row's label (a refund's amount). */
    summary?: (row: RowOf<Name>, page: PageContext) => string;
  };
}[StatusFlowName];

/** A request parameter of a call that takes a list (of ids). */
type ListParamOf<Name extends EndpointName> = {
  [Key in keyof RequestInput<Name> & string]-?: NonNullable<RequestInput<Name>[Key]> extends readonly unknown[]
    ? Key
    : never;
}[keyof RequestInput<Name> & string];

/**
 * An action on the rows selected in the table (put on shelf, add to the goods list…): asks
 * first (`<namespace>.bulk.<key>Confirm` with {{count}}), sends the selected ids as `idsParam`
 * beside `params`, then tells `<namespace>.bulk.<key>Done` (interpolated with the answer's
 * fields), clears the selection and reloads. The table offers row selection when a page has one.
 */
export type BulkActionDeclaration = {
  [Name in EndpointName]: [ListParamOf<Name>] extends [never]
    ? never
    : {
        key: string;
        call: Name;
        idsParam: ListParamOf<Name>;
        params?: Omit<RequestInput<Name>, ListParamOf<Name>>;
        /**
         * Parameters asked for in a dialog before the call (the release pushed to the selected
         * devices), instead of the plain confirmation: its title is `<key>`, its description
         * `<key>Confirm` ({{count}}), and `<key>Done` ({{count}}) tells when it is saved.
         */
        fields?: readonly FormFieldDeclaration<Exclude<keyof RequestInput<Name> & string, ListParamOf<Name>>>[];
        /** The button's look: danger for what takes goods away. */
        variant?: 'default' | 'danger';
      };
}[EndpointName];

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
}

export interface ListPageDefinition<
  Name extends ListEndpointName,
  Id extends RowField<Name>,
  Create extends EndpointName,
  Update extends EndpointName,
> {
  /** The language files' section with this page's words; also the key of remembered column widths. */
  namespace: PageNamespace;
  list: Name;
  rowId: Id;
  /**
   * Names a row to people: confirmations, switches, the actions menu. A text field, or words
   * made from the row where no field names it (an amount, a date).
   */
  rowLabel: FieldsOfType<RowOf<Name>, string> | ((row: RowOf<Name>, context: PageContext) => string);
  filters?: readonly FilterDeclaration<NoInfer<Name>>[];
  columns: readonly ColumnDeclaration<NoInfer<Name>, NoInfer<Id>>[];
  form?: FormDeclaration<Create, Update>;
  actions?: readonly RowActionDeclaration<NoInfer<Name>, NoInfer<Id>>[];
  /** Width of the actions column in px, when its buttons need more than the default. */
  actionsWidth?: number;
  /** The spreadsheet of the current filters. */
  export?: ExportOf<Name>;
  /** Totals of every row the filter matches (not only the page), from the answer's `totals`. */
  totals?: [TotalsOf<NoInfer<Name>>] extends [never]
    ? never
    : readonly TotalDeclaration<keyof TotalsOf<NoInfer<Name>> & string>[];
  /** Actions on the selected rows; the table offers row selection when there are any. */
  bulkActions?: readonly BulkActionDeclaration[];
  toolbarDialogs?: readonly ToolbarDialogDeclaration[];
  toolbarLinks?: readonly ToolbarLinkDeclaration[];
}

// What the renderer reads: the same declaration with its names widened to text. Only
// `listPage` makes one, so every value in it was checked against the contract.

type AnyRow = Record<string, unknown>;

export type DeclaredFilter =
  | { kind: 'text'; param: string }
  | { kind: 'flag'; param: string }
  | { kind: 'select'; param: string; options: readonly string[] }
  | { kind: 'options'; param: string; call: EndpointName }
  | { kind: 'status'; param: string; flow: StatusFlowName }
  | { kind: 'dateRange'; name: string; from: string; to: string };

export type DeclaredColumn =
  | ({ kind: 'text'; field: string; render?: (row: AnyRow, page: PageContext) => ReactNode } & ColumnLayout)
  | ({ kind: 'money'; field: string; gst?: string } & ColumnLayout)
  | ({ kind: 'dateTime' | 'image'; field: string } & ColumnLayout)
  | ({ kind: 'status'; field: string; flow: StatusFlowName } & ColumnLayout)
  | ({
      kind: 'flag';
      field: string;
      update: EndpointName;
      disabled?: (row: AnyRow, page: PageContext) => boolean;
    } & ColumnLayout)
  | { kind: 'custom'; column: (page: PageContext) => DataTableColumn<AnyRow> };

export type DeclaredAction = { key: string; disabled?: (row: AnyRow, page: PageContext) => boolean } & (
  | { opens: 'edit' }
  | { opens: 'form'; call: EndpointName; fields: readonly FormFieldDeclaration<string>[]; size?: DialogSize }
  | { opens: 'dialog'; dialog: (props: RowDialogProps<AnyRow>) => ReactNode }
  | { opens: 'confirm'; call: EndpointName }
  | {
      opens: 'transition';
      flow: StatusFlowName;
      action: string;
      statusField: string;
      call: EndpointName;
      optional?: readonly FlowInput[];
      summary?: (row: AnyRow, page: PageContext) => string;
    }
  | { opens: 'page'; path: MenuPath; query: (row: AnyRow) => Record<string, string> }
);

export interface DeclaredListPage {
  namespace: PageNamespace;
  list: ListEndpointName;
  rowId: string;
  rowLabel: string | ((row: Record<string, unknown>, context: PageContext) => string);
  filters?: readonly DeclaredFilter[];
  columns: readonly DeclaredColumn[];
  form?: { create?: EndpointName; update?: EndpointName; fields: readonly FormFieldDeclaration<string>[] };
  actions?: readonly DeclaredAction[];
  actionsWidth?: number;
  export?: EndpointName;
  totals?: readonly TotalDeclaration<string>[];
  bulkActions?: readonly DeclaredBulkAction[];
  toolbarDialogs?: readonly ToolbarDialogDeclaration[];
  toolbarLinks?: readonly ToolbarLinkDeclaration[];
}

export interface DeclaredBulkAction {
  key: string;
  call: EndpointName;
  idsParam: string;
  params?: Record<string, unknown>;
  fields?: readonly FormFieldDeclaration<string>[];
  variant?: 'default' | 'danger';
}

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
  return definition as unknown as DeclaredListPage;
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

export interface SettingsPageDefinition<Get extends RecordCall, Save extends EndpointName> {
  namespace: PageNamespace;
  /** Reads the record; its fields fill the form. */
  get: Get;
  /** Saves the form's values. */
  save: Save;
  /** Each names a parameter of the save call that the record also has. */
  fields: readonly FormFieldDeclaration<ParamOf<Save> & keyof AnswerData<Get>>[];
}

export interface DeclaredSettingsPage {
  namespace: PageNamespace;
  get: EndpointName;
  save: EndpointName;
  fields: readonly FormFieldDeclaration<string>[];
}

/** Declares a settings page: TypeScript checks its calls and fields against the contract. */
export function settingsPage<Get extends RecordCall, Save extends EndpointName>(
  definition: SettingsPageDefinition<Get, Save>,
): DeclaredSettingsPage {
  return definition;
}

/** How a row is named to people (see `rowLabel`). */
export function rowLabelOf(page: DeclaredListPage, row: Record<string, unknown>, context: PageContext): string {
  if (typeof page.rowLabel === 'function') return page.rowLabel(row, context);
  const value = row[page.rowLabel];
  return value === null || value === undefined ? '' : String(value);
}

import type { ColumnDef } from '@tanstack/react-table';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { TimeInput } from '../format';
import { ActionsCell, type RowAction } from './cells/ActionsCell';
import { DateTimeCell } from './cells/DateTimeCell';
import { ImageCell } from './cells/ImageCell';
import { MoneyCell } from './cells/MoneyCell';
import type { Currency } from './cells/money';
import { StatusTag, type StatusTagProps } from './cells/StatusTag';
import { SwitchCell } from './cells/SwitchCell';

/** What the table needs to know of a column beyond TanStack's definition. */
export interface DataTableColumnMeta {
  /** The header as plain text: names the column in the column menu and its resize handle. */
  label: string;
  align: 'start' | 'center' | 'end';
  /** Declared width in px; without one the column shares the free space. */
  width?: number;
  minWidth: number;
  /** Kept in view at the table's right edge while a wide table scrolls sideways (the actions). */
  pinnedEnd: boolean;
}

/** The table's view of a column's meta (kept out of TanStack's global ColumnMeta type). */
export function columnMeta(columnDef: { id?: string; meta?: unknown }): DataTableColumnMeta {
  const meta = columnDef.meta as Partial<DataTableColumnMeta> | undefined;
  return {
    label: meta?.label ?? columnDef.id ?? '',
    align: meta?.align ?? 'start',
    width: meta?.width,
    minWidth: meta?.minWidth ?? 60,
    pinnedEnd: meta?.pinnedEnd ?? false,
  };
}

/** A DataTable column. Build one with the factories below; they cover the console's lists. */
export type DataTableColumn<Row> = ColumnDef<Row, unknown>;

export interface ColumnOptions {
  /** Stable id: the sort key sent to the server and the key of remembered widths. */
  id: string;
  header: string;
  /** Width in px; without one the column shares the free space. */
  width?: number;
  minWidth?: number;
  sortable?: boolean;
  /** Whether the column menu may hide it; true unless said otherwise. */
  hideable?: boolean;
}

function baseColumn<Row>(
  { id, header, width, minWidth = 60, sortable = false, hideable = true }: ColumnOptions,
  align: 'start' | 'center' | 'end',
  sortValue: (row: Row) => unknown,
  cell: (row: Row) => ReactNode,
): DataTableColumn<Row> {
  const meta: DataTableColumnMeta = { label: header, align, width, minWidth, pinnedEnd: false };
  return {
    id,
    header,
    accessorFn: sortValue,
    enableSorting: sortable,
    enableHiding: hideable,
    sortUndefined: 'last',
    meta,
    cell: ({ row }) => cell(row.original),
  };
}

export interface TextColumnOptions<Row> extends ColumnOptions {
  value: (row: Row) => string | number | null | undefined;
  /** Custom content; the value still drives sorting. */
  render?: (row: Row) => ReactNode;
  align?: 'start' | 'center' | 'end';
}

/** Plain text or a number, cut with an ellipsis when the column is too narrow. */
export function textColumn<Row>({ value, render, align = 'start', ...options }: TextColumnOptions<Row>) {
  return baseColumn<Row>(
    options,
    align,
    (row) => value(row) ?? undefined,
    (row) =>
      render ? (
        render(row)
      ) : (
        <span className="block truncate" title={String(value(row) ?? '')}>
          {value(row)}
        </span>
      ),
  );
}

export interface MoneyColumnOptions<Row> extends ColumnOptions {
  /** Integer minor units (cents / fen). */
  amount: (row: Row) => number | null | undefined;
  currency: Currency | ((row: Row) => Currency);
  /** The GST contained in the amount, in minor units; the column shows it under the amount. */
  gst?: (row: Row) => number | null | undefined;
}

/** An amount with two decimals in AUD or CNY, right-aligned, with its GST where asked. */
export function moneyColumn<Row>({ amount, currency, gst, ...options }: MoneyColumnOptions<Row>) {
  return baseColumn<Row>(
    options,
    'end',
    (row) => amount(row) ?? undefined,
    (row) => (
      <MoneyCell
        amount={amount(row)}
        currency={typeof currency === 'function' ? currency(row) : currency}
        gst={gst?.(row)}
      />
    ),
  );
}

export interface DateTimeColumnOptions<Row> extends ColumnOptions {
  time: (row: Row) => TimeInput | null | undefined;
  /** Relative wording (刚刚, 5分钟前...) with the full time as a tooltip. */
  relative?: boolean;
  /** The present moment for relative wording; injectable for stable pictures and tests. */
  now?: TimeInput;
}

/** A time as YYYY-MM-DD HH:mm:ss, or relative to now. Sorts by the instant. */
export function dateTimeColumn<Row>({ time, relative, now, ...options }: DateTimeColumnOptions<Row>) {
  return baseColumn<Row>(
    { width: relative ? 120 : 170, ...options },
    'start',
    (row) => {
      const value = time(row);
      const parsed = value === null || value === undefined || value === '' ? null : dayjs(value);
      return parsed?.isValid() ? parsed.valueOf() : undefined;
    },
    (row) => <DateTimeCell time={time(row)} relative={relative} now={now} />,
  );
}

export interface StatusColumnOptions<Row> extends ColumnOptions {
  /**
   * The row's state as a tone and words (map the server's raw value here), or nothing for an
   * empty cell. The column sorts by `state`, else by the words.
   */
  status: (row: Row) => StatusTagProps | null | undefined;
}

/** A state as a coloured tag with a dot: one colour per state. */
export function statusColumn<Row>({ status, ...options }: StatusColumnOptions<Row>) {
  return baseColumn<Row>(
    { width: 110, ...options },
    'start',
    (row) => {
      const value = status(row);
      return value ? (value.state ?? value.label) : undefined;
    },
    (row) => {
      const value = status(row);
      return value ? <StatusTag {...value} /> : null;
    },
  );
}

export interface ImageColumnOptions<Row> extends Omit<ColumnOptions, 'sortable'> {
  src: (row: Row) => string | null | undefined;
  /** What the image shows (e.g. the goods name); names the preview. */
  alt: (row: Row) => string;
}

/** A thumbnail that opens a preview dialog. */
export function imageColumn<Row>({ src, alt, ...options }: ImageColumnOptions<Row>) {
  return baseColumn<Row>(
    { width: 80, ...options, sortable: false },
    'start',
    () => undefined,
    (row) => <ImageCell src={src(row)} alt={alt(row)} />,
  );
}

export interface SwitchColumnOptions<Row> extends ColumnOptions {
  checked: (row: Row) => boolean;
  /** Each switch's accessible name, e.g. `启用 ${row.name}`. */
  label: (row: Row) => string;
  /** Saves the change; a rejected promise rolls the switch back and says so, `false` rolls it back quietly. */
  onChange: (row: Row, next: boolean) => Promise<unknown>;
  disabled?: (row: Row) => boolean;
}

/** An enable/disable switch with optimistic saving and visible rollback. */
export function switchColumn<Row>({ checked, label, onChange, disabled, ...options }: SwitchColumnOptions<Row>) {
  return baseColumn<Row>(
    { width: 100, ...options },
    'start',
    (row) => (checked(row) ? 1 : 0),
    (row) => (
      <SwitchCell
        checked={checked(row)}
        label={label(row)}
        onCheckedChange={(next) => onChange(row, next)}
        disabled={disabled?.(row)}
      />
    ),
  );
}

export interface ActionsColumnOptions<Row> extends Omit<ColumnOptions, 'id' | 'sortable' | 'hideable'> {
  id?: string;
  actions: (row: Row) => readonly RowAction[];
  /** Names the row for the "more" menu, e.g. the member's name. */
  rowLabel?: (row: Row) => string;
}

/** A row's actions: text buttons, or a menu for the rest when there are more than two. */
export function actionsColumn<Row>({ id = 'actions', actions, rowLabel, ...options }: ActionsColumnOptions<Row>) {
  const column = baseColumn<Row>(
    { width: 150, ...options, id, sortable: false, hideable: false },
    'start',
    () => undefined,
    (row) => <ActionsCell actions={actions(row)} rowLabel={rowLabel?.(row)} />,
  );
  // A wide table scrolls sideways; its actions stay at hand.
  return { ...column, meta: { ...(column.meta as DataTableColumnMeta), pinnedEnd: true } };
}

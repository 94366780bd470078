import { dayOfText, dayText } from '../DatePicker/day';
/** A range filter's two ends as typed (dates as YYYY-MM-DD, numbers as text); '' is an open end. */
export type FilterRange = readonly [from: string, to: string];
export type FilterValue = string | FilterRange;
/** Filter values by field name; empty fields are absent. */
export type FilterValues = Readonly<Record<string, FilterValue>>;

interface FilterFieldBase {
  /** The key of the value (and of the URL query parameter). */
  name: string;
  label: string;
}

export interface TextFilterField extends FilterFieldBase {
  kind: 'text';
  placeholder?: string;
}

export interface SelectFilterOption {
  value: string;
  label: string;
}

export interface SelectFilterField extends FilterFieldBase {
  kind: 'select';
  options: readonly SelectFilterOption[];
}

export interface DateRangeFilterField extends FilterFieldBase {
  kind: 'dateRange';
}

export interface NumberRangeFilterField extends FilterFieldBase {
  kind: 'numberRange';
  min?: number;
  step?: number;
}

/** One field of a filter bar, declared as data. */
export type FilterField = TextFilterField | SelectFilterField | DateRangeFilterField | NumberRangeFilterField;

export function isRangeField(field: FilterField): field is DateRangeFilterField | NumberRangeFilterField {
  return field.kind === 'dateRange' || field.kind === 'numberRange';
}

function isEmptyValue(value: FilterValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return value[0] === '' && value[1] === '';
}

/** Drops empty fields and trims text, so equal filters compare and serialise equally. */
export function compactFilterValues(values: FilterValues): FilterValues {
  const compact: Record<string, FilterValue> = {};
  for (const [name, value] of Object.entries(values)) {
    if (isEmptyValue(value)) continue;
    compact[name] = typeof value === 'string' ? value.trim() : [value[0].trim(), value[1].trim()];
  }
  return compact;
}

/** A date filter's end as a day, or null when open or not a YYYY-MM-DD date (say, a hand-edited URL). */
export function parseDay(value: string): Date | null {
  return dayOfText(value);
}

/** A picked day as a date filter's end; null is an open end (''). */
export function formatDay(day: Date | null): string {
  return day ? dayText(day) : '';
}
